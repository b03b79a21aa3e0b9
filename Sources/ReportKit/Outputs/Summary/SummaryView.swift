/// What the summary templates see: small values made for them, never the domain types.
///
/// Every `String` here is Markdown that is already escaped (the person's words by
/// `MarkdownEscaping`, our sentences by `Localizer.markdown`), except where a field says
/// "plain". Templates insert them with triple mustaches, `{{{title}}}`, on purpose: double
/// mustaches would HTML-escape them a second time (see Templates/README.md).
public struct SummaryView: Sendable, Equatable {
    /// BCP 47 language of the words ("en", "nb"); plain.
    public var language: String
    public var title: String
    /// The title as plain text, for an HTML `<title>`.
    public var plainTitle: String
    public var greeting: String
    public var headline: SummaryHeadline
    /// Nil when the export holds no Coacher entries at all (a Discipline Coach file).
    public var care: SummaryCare?
    /// Nil when the export holds no urge notes at all.
    public var urges: SummaryUrges?
    /// Nil when the person has no Discipline Coach check-ins up to the period's end.
    public var discipline: SummaryDiscipline?
    public var milestones: SummaryMilestones
    /// Weight and steps from `--health`; nil without it, or with no readings in the period.
    public var body: SummaryBody?
    /// Set for a period longer than a week with nothing in it (quiet, before the records, or ahead): the one
    /// kind sentence that stands for the whole summary, in place of sections that would only say "none".
    public var quiet: String? = nil
    /// The closing compassion line.
    public var closing: String
}

public struct SummaryHeadline: Sendable, Equatable {
    public var heading: String
    public var showedUp: String
    public var streak: String
    public var comebacks: String?
    /// The period before, or a welcome when the records begin here.
    public var compare: String
    /// The average of up to four periods before; nil with fewer than two.
    public var average: String?
}

public struct SummaryCare: Sendable, Equatable {
    public var heading: String
    public var answered: String?
    public var prepTotals: String?
    public var days: [SummaryCareDay]
    /// Set when `days` is empty.
    public var none: String?
}

/// One day's plans and what the evening said. `lines` are laid out for a list item nested in
/// a list item: a line the person broke continues at four spaces.
public struct SummaryCareDay: Sendable, Equatable {
    public var date: String
    public var lines: [String]
}

public struct SummaryUrges: Sendable, Equatable {
    public var heading: String
    public var count: String?
    /// "Stress / emotional: 4", one per type noted, in the app's order.
    public var types: [String]
    public var pattern: String?
    public var notes: [SummaryUrgeNote]
    /// Set when there are no notes.
    public var none: String?
}

public struct SummaryUrgeNote: Sendable, Equatable {
    /// Day and time.
    public var when: String
    public var kind: String
    public var action: String?
    public var audio: String?
    /// The note as a block quote indented two spaces, to sit inside its list item; nil when empty.
    public var quote: String?
}

public struct SummaryDiscipline: Sendable, Equatable {
    public var heading: String
    public var now: String
    public var behind: String?
    public var weeksIntro: String
    public var weeks: [String]
    public var sparkline: String
}

public struct SummaryMilestones: Sendable, Equatable {
    public var heading: String
    public var items: [String]
    /// Set when `items` is empty.
    public var none: String?
}

/// The period's weight and steps, as `Story` tells them (weight only at `--redact full`).
public struct SummaryBody: Sendable, Equatable {
    public var heading: String
    public var lines: [String]
}
