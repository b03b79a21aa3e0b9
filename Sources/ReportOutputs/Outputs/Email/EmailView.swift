import ReportCore
import ReportNative
/// What the email templates see (`Templates/email.txt.mustache`, `email.html.mustache`): small values made
/// for them, never the domain types. Built as plain text (`EmailBuilder`); the HTML body gets a copy with every
/// value escaped for HTML (`escapedForHTML`), so both templates insert values as they are, with triple mustaches.
package struct EmailView: Sendable, Equatable, Encodable {
    /// BCP 47 language of the words ("en", "nb").
    package var language: String
    package var subject: String
    /// "Sam shared their week with you.", first in both bodies when the message goes to someone other than its
    /// sender; nil when the person mails their week to themselves.
    package var framing: String? = nil
    /// "Your week, 16–22 November 2026".
    package var title: String
    /// "Weekly reflection · Week 47, 2026".
    package var eyebrow: String
    /// "Goal: Calm, strong, lighter", when the export has a goal and it may be shown.
    package var goal: String?
    /// One kind sentence chosen from the week's facts (the PDF cover's).
    package var encouragement: String
    /// "What you noticed: …": the strongest pattern of the weekly PDF's block, in one line; nil when none stands.
    package var noticed: String? = nil
    package var numbersHeading: String
    /// The numbers that matter; empty for a week before the records begin.
    package var numbers: [NumberTile]
    package var chartsHeading: String
    package var charts: [EmailChart]
    /// The body charts from `--health`, shown in the Body section.
    package var bodyCharts: [EmailChart] = []
    /// The week's summary as plain sentences: headline, care actions, urges, Discipline Score, milestones, closing.
    package var summary: SummaryView
    /// Said when the person's words are left out (`--redact summary` or `counts`).
    package var privacy: String?
    /// "The whole week, day by day, is in the attached PDF, 2026-W47.pdf."; nil without the PDF.
    package var attachment: String?
    package var footer: String
}

/// A chart shown inline: a PNG part of the message, named by its Content-ID.
package struct EmailChart: Sendable, Equatable, Encodable {
    package var contentID: String
    /// What the chart shows, in numbers ("Showed up 5 of 7 days; care action on 3.").
    package var alt: String
    /// CSS pixels the picture takes in the 600 px column (the PNG has twice as many).
    package var width: Int
    package var height: Int
}

extension EmailView {
    /// Every value as HTML text: `&`, `<`, `>`, quotes as references, control characters dropped, line breaks `<br>`.
    package var escapedForHTML: EmailView { mapText(Self.html) }

    static func html(_ text: String) -> String {
        let escaped = MarkupEscaping.escape(text)
        guard escaped.contains("\n") || escaped.contains("\r") else { return escaped }
        return escaped.replacingEvery("\r\n", with: "\n").replacingEvery("\r", with: "\n")
            .replacingEvery("\n", with: "<br>")
    }

    func mapText(_ f: (String) -> String) -> EmailView {
        var v = self
        v.language = f(language); v.subject = f(subject); v.framing = framing.map(f); v.title = f(title); v.eyebrow = f(eyebrow); v.goal = goal.map(f)
        v.encouragement = f(encouragement); v.noticed = noticed.map(f); v.numbersHeading = f(numbersHeading)
        v.numbers = numbers.map { NumberTile(value: f($0.value), label: f($0.label), detail: $0.detail.map(f), line: $0.line.map(f)) }
        v.chartsHeading = f(chartsHeading)
        v.charts = charts.map { EmailChart(contentID: f($0.contentID), alt: f($0.alt), width: $0.width, height: $0.height) }
        v.bodyCharts = bodyCharts.map { EmailChart(contentID: f($0.contentID), alt: f($0.alt), width: $0.width, height: $0.height) }
        v.summary = summary.mapText(f)
        v.privacy = privacy.map(f); v.attachment = attachment.map(f); v.footer = f(footer)
        return v
    }
}

extension SummaryView {
    /// The same view with `f` applied to every text value.
    func mapText(_ f: (String) -> String) -> SummaryView {
        var v = self
        v.language = f(language); v.title = f(title); v.plainTitle = f(plainTitle); v.greeting = f(greeting); v.quiet = quiet.map(f)
        let h = headline
        v.headline = SummaryHeadline(
            heading: f(h.heading), showedUp: f(h.showedUp), streak: f(h.streak), comebacks: h.comebacks.map(f),
            compare: h.compare.map(f))
        v.care = care.map { c in
            SummaryCare(
                heading: f(c.heading), answered: c.answered.map(f), prepTotals: c.prepTotals.map(f),
                days: c.days.map { SummaryCareDay(date: f($0.date), lines: $0.lines.map(f)) }, none: c.none.map(f))
        }
        v.urges = urges.map { u in
            SummaryUrges(
                heading: f(u.heading), count: u.count.map(f), types: u.types.map(f), pattern: u.pattern.map(f),
                notes: u.notes.map {
                    SummaryUrgeNote(when: f($0.when), kind: f($0.kind), action: $0.action.map(f), audio: $0.audio.map(f), quote: $0.quote.map(f))
                },
                none: u.none.map(f))
        }
        v.discipline = discipline.map { d in
            SummaryDiscipline(
                heading: f(d.heading), now: f(d.now), behind: d.behind.map(f), weeksIntro: f(d.weeksIntro),
                weeks: d.weeks.map(f), sparkline: f(d.sparkline))
        }
        v.milestones = SummaryMilestones(heading: f(milestones.heading), items: milestones.items.map(f), none: milestones.none.map(f))
        v.body = body.map { SummaryBody(heading: f($0.heading), lines: $0.lines.map(f)) }
        v.noticed = noticed.map { SummaryNoticed(heading: f($0.heading), span: f($0.span), lines: $0.lines.map(f)) }
        v.closing = f(closing)
        return v
    }
}
