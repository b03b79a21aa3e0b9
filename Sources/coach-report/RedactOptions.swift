import ArgumentParser
import ReportKit

/// A command's default for --redact and the reason for it, which its help states.
protocol RedactionDefault {
    static var level: Redaction { get }
    static var reason: String { get }
}

/// chart, summary, week: files a person makes for themselves hold everything they wrote.
enum KeptByYou: RedactionDefault {
    static let level = Redaction.full
    static let reason = "Full by default: this is for you to keep."
}

/// site, email: what others will read leaves the typed words out unless asked.
enum SeenByOthers: RedactionDefault {
    static let level = Redaction.summary
    static let reason = "Summary by default, because others will read it and may keep or pass it on."
}

/// How much of the person's words an output may hold: declared once, with each command's default
/// (`Default`) and the reason for it in that command's help.
struct RedactOptions<Default: RedactionDefault>: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "How much of what you wrote goes in: full (everything), summary (no text you typed: notes, answers, prep titles, your goal, an action you wrote in yourself; your name, figures, charts, urge types and times and the app's own actions stay) or counts (figures and charts only, no name or goal). \(Default.reason)",
        valueName: "level"))
    var redact: Redaction = Default.level
}

extension Redaction: ExpressibleByArgument {}
