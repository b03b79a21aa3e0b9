/// Everything one weekly reflection says, in the person's language, before any layout:
/// the view model between the export and the pages. Sentences are plain text (the PDF needs no escaping);
/// the person's own words are kept as they typed them, only trimmed at the ends.
public struct WeeklyReflection: Sendable {
    public var week: Week
    /// "Week 47, 2026".
    public var weekLabel: String
    /// "16–22 November 2026".
    public var dateRange: String
    public var cover: Cover
    /// One section per day of the week, in order; empty when nothing was logged in the week.
    public var days: [DaySection]
    public var urges: UrgeSection?
    public var discipline: DisciplineSection?
    public var achievements: AchievementSection?
    /// The app's compassion line, the last words of every reflection.
    public var closing: String
    public var metadata: DocumentMetadata
    /// The words around the pages: the running header and the outline.
    public var labels: Labels

    /// Nothing was logged in the week: the reflection is one kind page.
    public var isEmpty: Bool { days.isEmpty }

    public struct Cover: Sendable {
        /// "Weekly reflection · Week 47, 2026".
        public var eyebrow: String
        /// The person's name (or the week, when the export has no name).
        public var title: String
        public var subtitle: String
        /// "Goal: Calm, strong, lighter".
        public var goal: String?
        /// One sentence chosen from the week's facts.
        public var encouragement: String
        /// The numbers that matter, in reading order.
        public var numbers: [Number]
        /// The table of days, linked to their sections.
        public var dayTableTitle: String
        public var dayRows: [DayRow]
        /// The column heading over the page numbers of the table ("page").
        public var dayTablePageLabel: String = ""
        /// Whether the rings and the heatmap have anything to show.
        public var showsCharts: Bool
        /// What the person brings to their coach besides the figures; nil for an empty week.
        public var forCoach: ForCoach? = nil
    }

    /// A prompt and the answers to it the cover quotes.
    public struct OwnWords: Sendable, Equatable {
        public var prompt: String
        public var lines: [String]
    }

    /// The week pulled together in the person's own words: a few of their best lines, what came up most,
    /// and ruled lines for what they want to talk about.
    public struct ForCoach: Sendable, Equatable {
        public var ownWordsTitle: String
        /// Their own lines, under the prompt they answer ("I am someone who …").
        public var ownWords: [OwnWords]
        public var cameUpTitle: String
        /// Plain sentences: when and why urges came, what they chose, the challenge they named.
        public var cameUp: [String]
        public var talkTitle: String
        /// How many ruled lines to leave for writing.
        public var talkLines: Int
    }

    /// One figure on the cover: "12" over "days in a row", with what stands behind it.
    public struct Number: Sendable, Equatable {
        public var value: String
        public var label: String
        public var detail: String?
    }

    public struct DayRow: Sendable, Equatable {
        public var label: String
        /// What was logged ("Morning · evening · training"), or a gentle word for a quiet day.
        public var summary: String
        /// The day's anchor, when it has a section to link to.
        public var anchor: String?
        public var logged: Bool
    }

    public struct DaySection: Sendable {
        public var day: Day
        /// The last day the section stands for: a run of quiet days is one section, not the same line again
        /// and again.
        public var lastDay: Day? = nil
        /// A PDF destination name: "day-2026-11-16".
        public var anchor: String
        public var title: String
        /// The short name in the outline: "Mon 16 Nov".
        public var outlineTitle: String
        public var parts: [DayPart]
        /// The one line for a day with nothing logged (or still ahead).
        public var gentle: String?

        public func contains(_ d: Day) -> Bool { d >= day && d <= (lastDay ?? day) }
    }

    /// Morning, evening, night prep, prep for tomorrow, training.
    public enum PartKind: Sendable, Equatable { case morning, evening, nightPrep, prepChecks, training, voice }

    public struct DayPart: Sendable {
        public var kind: PartKind
        public var title: String
        /// "7:58 AM", when the app kept the time it was finished.
        public var time: String?
        public var items: [Item]
    }

    public enum Item: Sendable, Equatable {
        /// The person's answer, labelled with the prompt it answers.
        case answer(prompt: String, text: String)
        /// A short fact of ours ("Breathing exercise done").
        case fact(String)
    }

    public struct UrgeSection: Sendable {
        public var title: String
        public var intro: String
        public var pattern: String?
        public var groups: [UrgeGroup]
        public var showsChart: Bool
    }

    public struct UrgeGroup: Sendable {
        public var type: UrgeType
        public var title: String
        public var notes: [UrgeItem]
    }

    public struct UrgeItem: Sendable, Equatable {
        /// "Tue 17 Nov, 10:19 AM".
        public var when: String
        public var text: String?
        /// "What you chose: glass of water", "Voice note kept on your phone".
        public var details: [String]
    }

    public struct DisciplineSection: Sendable {
        public var title: String
        public var sentence: String
    }

    public struct AchievementSection: Sendable {
        public var title: String
        public var items: [String]
    }

    public struct Labels: Sendable {
        /// Left of the running header.
        public var header: String
        /// The outline entry of the cover.
        public var coverOutline: String
        public var urgesOutline: String
        public var disciplineOutline: String
        public var achievementsOutline: String
    }
}
