/// What the summary templates see: small values made for them, never the domain types.
///
/// Every `String` here is Markdown that is already escaped (the person's words by
/// `MarkdownEscaping`, our sentences by `Localizer.markdown`), except where a field says
/// "plain". Templates insert them with triple mustaches, `{{{title}}}`, on purpose: double
/// mustaches would HTML-escape them a second time (see Templates/README.md).
package struct SummaryView: Sendable, Equatable, Encodable {
    /// BCP 47 language of the words ("en", "nb"); plain.
    package var language: String
    package var title: String
    /// The title as plain text, for an HTML `<title>`.
    package var plainTitle: String
    package var greeting: String
    package var headline: SummaryHeadline
    /// Nil when the export holds no Coacher entries at all (a Discipline Coach file).
    package var care: SummaryCare?
    /// Nil when the export holds no urge notes at all.
    package var urges: SummaryUrges?
    /// Nil when the person has no Discipline Coach check-ins up to the period's end.
    package var discipline: SummaryDiscipline?
    package var milestones: SummaryMilestones
    /// Weight and steps from `--health`; nil without it, or with no readings in the period.
    package var body: SummaryBody?
    /// "What you noticed": the patterns the counts stand behind; nil when none does.
    package var noticed: SummaryNoticed? = nil
    /// Set for a period longer than a week with nothing in it (quiet, before the records, or ahead): the one
    /// kind sentence that stands for the whole summary, in place of sections that would only say "none".
    package var quiet: String? = nil
    /// The closing compassion line.
    package var closing: String
    /// The person's texts too long to go through the template: a marker stands for each (`LongText`), which the
    /// Markdown writer replaces by the text escaped.
    package var longTexts: [LongText] = []
}

package struct SummaryHeadline: Sendable, Equatable, Encodable {
    package var heading: String
    package var showedUp: String
    package var streak: String
    package var comebacks: String?
    /// The period before, or a welcome when the records begin here; nil where it would tell a decline or sit
    /// beside a period still under way (docs/words.md).
    package var compare: String?
    /// A longer period's highlights from its figures (best month, longest run, first day), where `days` is not listed.
    package var highlights: [String] = []

    package init(heading: String, showedUp: String, streak: String, comebacks: String? = nil, compare: String? = nil, highlights: [String] = []) {
        self.heading = heading
        self.showedUp = showedUp
        self.streak = streak
        self.comebacks = comebacks
        self.compare = compare
        self.highlights = highlights
    }
}

package struct SummaryCare: Sendable, Equatable, Encodable {
    package var heading: String
    package var answered: String?
    package var prepTotals: String?
    package var days: [SummaryCareDay]
    /// Set when `days` is empty.
    package var none: String?
    /// A longer period's highlights in the person's words, where `days` is not listed (`SummaryDetail`).
    package var highlights: [String] = []

    package init(heading: String, answered: String? = nil, prepTotals: String? = nil, days: [SummaryCareDay], none: String? = nil, highlights: [String] = []) {
        self.heading = heading
        self.answered = answered
        self.prepTotals = prepTotals
        self.days = days
        self.none = none
        self.highlights = highlights
    }
}

/// One day's plans and what the evening said. `lines` are laid out for a list item nested in
/// a list item: a line the person broke continues at four spaces.
package struct SummaryCareDay: Sendable, Equatable, Encodable {
    package var date: String
    package var lines: [String]

    package init(date: String, lines: [String]) {
        self.date = date
        self.lines = lines
    }
}

package struct SummaryUrges: Sendable, Equatable, Encodable {
    package var heading: String
    package var count: String?
    /// "Stress / emotional: 4", one per type noted, in the app's order.
    package var types: [String]
    package var pattern: String?
    package var notes: [SummaryUrgeNote]
    /// Set when there are no notes.
    package var none: String?
    /// A longer period's highlights in the person's words, where `notes` is not listed (`SummaryDetail`).
    package var highlights: [String] = []

    package init(heading: String, count: String? = nil, types: [String], pattern: String? = nil, notes: [SummaryUrgeNote], none: String? = nil, highlights: [String] = []) {
        self.heading = heading
        self.count = count
        self.types = types
        self.pattern = pattern
        self.notes = notes
        self.none = none
        self.highlights = highlights
    }
}

package struct SummaryUrgeNote: Sendable, Equatable, Encodable {
    /// Day and time.
    package var when: String
    package var kind: String
    package var action: String?
    package var audio: String?
    /// The note as a block quote indented two spaces, to sit inside its list item; nil when empty.
    package var quote: String?

    package init(when: String, kind: String, action: String? = nil, audio: String? = nil, quote: String? = nil) {
        self.when = when
        self.kind = kind
        self.action = action
        self.audio = audio
        self.quote = quote
    }
}

package struct SummaryDiscipline: Sendable, Equatable, Encodable {
    package var heading: String
    package var now: String
    package var behind: String?
    package var weeksIntro: String
    package var weeks: [String]
    package var sparkline: String

    package init(heading: String, now: String, behind: String? = nil, weeksIntro: String, weeks: [String], sparkline: String) {
        self.heading = heading
        self.now = now
        self.behind = behind
        self.weeksIntro = weeksIntro
        self.weeks = weeks
        self.sparkline = sparkline
    }
}

package struct SummaryMilestones: Sendable, Equatable, Encodable {
    package var heading: String
    package var items: [String]
    /// Set when `items` is empty.
    package var none: String?

    package init(heading: String, items: [String], none: String? = nil) {
        self.heading = heading
        self.items = items
        self.none = none
    }
}

/// The period's weight and steps, as `Story` tells them (weight only at `--redact full`).
package struct SummaryBody: Sendable, Equatable, Encodable {
    package var heading: String
    package var lines: [String]

    package init(heading: String, lines: [String]) {
        self.heading = heading
        self.lines = lines
    }
}

/// The patterns of the summary's window, as `Story` tells them.
package struct SummaryNoticed: Sendable, Equatable, Encodable {
    package var heading: String
    package var span: String
    package var lines: [String]

    package init(heading: String, span: String, lines: [String]) {
        self.heading = heading
        self.span = span
        self.lines = lines
    }
}
