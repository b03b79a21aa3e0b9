import ReportCore
/// Everything one weekly reflection says, in the person's language, before any layout:
/// the view model between the export and the pages. Sentences are plain text (the PDF needs no escaping);
/// the person's own words are kept as they typed them, only trimmed at the ends.
package struct WeeklyReflection: Sendable {
    package var week: Week
    /// "Week 47, 2026".
    package var weekLabel: String
    /// "16–22 November 2026".
    package var dateRange: String
    package var cover: Cover
    /// One section per day of the week, in order; empty when nothing was logged in the week.
    package var days: [DaySection]
    package var urges: UrgeSection?
    package var discipline: DisciplineSection?
    package var achievements: AchievementSection?
    /// "What you noticed": the patterns of the 84 days up to the week's end; nil when none stands.
    package var noticed: Noticed? = nil
    /// The app's compassion line, the last words of every reflection.
    package var closing: String
    package var metadata: DocumentMetadata
    /// The words around the pages: the running header and the outline.
    package var labels: Labels

    /// Nothing was logged in the week: the reflection is one kind page.
    package var isEmpty: Bool { days.isEmpty }

    package struct Cover: Sendable {
        /// "Weekly reflection · Week 47, 2026".
        package var eyebrow: String
        /// The person's name (or the week, when the export has no name).
        package var title: String
        package var subtitle: String
        /// "Goal: Calm, strong, lighter".
        package var goal: String?
        /// One sentence chosen from the week's facts.
        package var encouragement: String
        /// The numbers that matter, in reading order.
        package var numbers: [NumberTile]
        /// The table of days, linked to their sections.
        package var dayTableTitle: String
        package var dayRows: [DayRow]
        /// The column heading over the page numbers of the table ("page").
        package var dayTablePageLabel: String = ""
        /// Whether the rings and the heatmap have anything to show.
        package var showsCharts: Bool
        /// What the person brings to their coach besides the figures; nil for an empty week.
        package var forCoach: ForCoach? = nil
    }

    /// A prompt and the answers to it the cover quotes.
    package struct OwnWords: Sendable, Equatable {
        package var prompt: String
        package var lines: [String]
    }

    /// The week pulled together in the person's own words: a few of their best lines, what came up most,
    /// and ruled lines for what they want to talk about.
    package struct ForCoach: Sendable, Equatable {
        package var ownWordsTitle: String
        /// Their own lines, under the prompt they answer ("I am someone who …").
        package var ownWords: [OwnWords]
        package var cameUpTitle: String
        /// Plain sentences: when and why urges came, what they chose, the challenge they named.
        package var cameUp: [String]
        package var talkTitle: String
        /// How many ruled lines to leave for writing.
        package var talkLines: Int
    }

    package struct DayRow: Sendable, Equatable {
        package var label: String
        /// What was logged ("Morning · evening · training"), or a gentle word for a quiet day.
        package var summary: String
        /// The day's anchor, when it has a section to link to.
        package var anchor: String?
        package var logged: Bool
    }

    package struct DaySection: Sendable {
        package var day: Day
        /// The last day the section stands for: a run of quiet days is one section, not the same line again
        /// and again.
        package var lastDay: Day? = nil
        /// A PDF destination name: "day-2026-11-16".
        package var anchor: String
        package var title: String
        /// The short name in the outline: "Mon 16 Nov".
        package var outlineTitle: String
        package var parts: [DayPart]
        /// The one line for a day with nothing logged (or still ahead).
        package var gentle: String?

        package func contains(_ d: Day) -> Bool { d >= day && d <= (lastDay ?? day) }
    }

    /// Morning, evening, night prep, prep for tomorrow, training.
    package enum PartKind: Sendable, Equatable { case morning, evening, nightPrep, prepChecks, training, voice }

    package struct DayPart: Sendable {
        package var kind: PartKind
        package var title: String
        /// "7:58 AM", when the app kept the time it was finished.
        package var time: String?
        package var items: [Item]
    }

    package enum Item: Sendable, Equatable {
        /// The person's answer, labelled with the prompt it answers.
        case answer(prompt: String, text: String)
        /// A short fact of ours ("Breathing exercise done").
        case fact(String)
    }

    package struct UrgeSection: Sendable {
        package var title: String
        package var intro: String
        package var pattern: String?
        package var groups: [UrgeGroup]
        package var showsChart: Bool
    }

    package struct UrgeGroup: Sendable {
        package var type: UrgeType
        package var title: String
        package var notes: [UrgeItem]
    }

    package struct UrgeItem: Sendable, Equatable {
        /// "Tue 17 Nov, 10:19 AM".
        package var when: String
        package var text: String?
        /// "What you chose: glass of water", "Voice note kept on your phone".
        package var details: [String]
    }

    package struct DisciplineSection: Sendable {
        package var title: String
        package var sentence: String
    }

    package struct AchievementSection: Sendable {
        package var title: String
        package var items: [String]
    }

    package struct Labels: Sendable {
        /// Left of the running header.
        package var header: String
        /// The outline entry of the cover.
        package var coverOutline: String
        package var urgesOutline: String
        package var disciplineOutline: String
        package var achievementsOutline: String
    }
}
