import ReportCore
import ReportNative
/// Turns an export's week into the words of its email: the subject, the PDF cover's sentence and numbers, and the
/// week's summary as plain sentences. Every sentence comes from the localization table; nothing is escaped here
/// (each body escapes for its own medium).
package struct EmailBuilder: Sendable {
    let context: ReportContext
    let reflections: WeeklyReflectionBuilder
    var words: Localizer { context.localizer }

    /// `reflections`: the PDF's own builder when there is one, so the export is sorted once.
    package init(context: ReportContext, reflections: WeeklyReflectionBuilder? = nil) {
        self.context = context
        self.reflections = reflections ?? WeeklyReflectionBuilder(context: context)
    }

    /// The default subject: whose week, which, and one thing that happened, kind and never a grade:
    /// "Sam · week 47, 2026: showed up on 5 days", "Uke 47, 2026: en rolig uke".
    package func subject(_ week: Week) -> String {
        Story(context: context).subject(week, name: personName)
    }

    /// The person's name as outputs may show it; nil without one (and at `--redact counts`).
    var personName: String? { context.export.profile?.name.shown?.trimmed }

    /// The line that tells another recipient whose week this is: the sentences below say "you" to the person.
    /// "Sam shared their week with you."; without a name (or at `--redact counts`), the app's name.
    package func framing() -> String {
        if let name = personName { return words("email.framing.named", name) }
        return words("email.framing", context.export.appName.shown?.trimmed ?? "Coacher")
    }

    /// The view of `week`'s email with `charts` shown inline and, when named, the PDF attached as `attachment`;
    /// `shared`: it goes to someone other than the sender, so it opens with `framing()`.
    package func view(_ week: Week, subject: String, charts: [EmailChart], attachment: String?, shared: Bool = false) -> EmailView {
        let reflection = reflections.reflection(for: week)
        let cover = reflection.cover
        let period = SummaryPeriod(week: week)
        let summaries = SummaryBuilder(
            export: context.export, figures: context.figures, localizer: context.localizer, style: .plain, only: period,
            health: context.health, shownLength: SummaryBuilder.screenLength)
        var summary = summaries.view(for: period)
        // To someone else, the greeting speaks about the person ("Here is Sam's week"), not to them.
        // The name cleaned as the summary cleans the person's words for a plain body.
        if shared {
            summary.greeting = personName.map { words("email.greeting.shared.named", PlainText.clean($0)) } ?? words("email.greeting.shared")
        }
        let privacy: String?
        switch context.export.redaction {
        case .full: privacy = nil
        // To someone else, the line tells whose words are left out ("What Sam wrote stays out …"), not "you".
        case .summary:
            privacy = shared ? personName.map { words("email.privacy.summary.shared.named", PlainText.clean($0)) } ?? words("email.privacy.summary.shared")
                : words("email.privacy.summary")
        case .counts: privacy = words(shared ? "email.privacy.counts.shared" : "email.privacy.counts")
        }
        return EmailView(
            language: words.language.rawValue,
            subject: subject,
            framing: shared ? framing() : nil,
            title: summary.title,
            eyebrow: cover.eyebrow,
            goal: cover.goal,
            encouragement: cover.encouragement,
            noticed: Story(context: context).noticedLine(reflection.noticed),
            numbersHeading: words("email.numbers.heading"),
            numbers: cover.numbers.map {
                // The score reads label first in a line of text: "Disiplinscore: 25", not "25 Disiplinscore".
                NumberTile(value: $0.value, label: $0.label, detail: $0.detail.map { $0.split(separator: "\n").joined(separator: "; ") },
                            line: $0.label == words("chart.trend.title") ? words("email.number.labelFirst", $0.label, $0.value) : nil)
            },
            chartsHeading: words("email.charts.heading"),
            charts: charts,
            summary: summary,
            privacy: privacy,
            attachment: attachment.map { words("email.attachment", $0) },
            footer: shared ? personName.map { words("email.footer.shared.named", PlainText.clean($0)) } ?? words("email.footer.shared") : words("email.footer"))
    }
}
