import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportKit

struct Email: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "email",
        abstract: "Write a week as one ready-to-send email: the week in words, its charts inline and the PDF attached.",
        discussion: """
            Writes one RFC 5322 message to standard output (or --out FILE.eml) that `sendmail -t` sends as it is \
            and any mail program opens: a plain-text body and an HTML body with the charts, and the week's PDF \
            attached (2026-W47.pdf) unless --no-pdf. It tells of the last week that has \
            ended (--week latest for one still under way). When it goes to someone other than you, it opens with \
            a line saying whose week it is. Addresses are checked; a display name is allowed \
            ("Kari Nordmann <kari@example.no>"). What you wrote is left out by default (--redact summary: notes, answers, prep titles, your goal, an \
            action you wrote in yourself), \
            because mail is forwarded and kept on servers; the PDF is made at the same level.

            Examples:
              coach-report email export.json --from me@example.org \\
                --to "Kari Nordmann <kari@example.no>" --out week.eml
              coach-report email export.json --week 2026-W47 --from me@example.org \\
                --to coach@example.org | sendmail -t
            """)

    @OptionGroup var reader: ReaderInput
    @OptionGroup var week: WeekOptions<OneWeekCompleteByDefault>

    @Option(name: .long, help: ArgumentHelp("Who the email is from: an address, with a name if you like.", valueName: "address"))
    var from: String

    @Option(name: .long, help: ArgumentHelp("Who it is to (repeat for more).", valueName: "address"))
    var to: [String]

    @Option(name: .long, help: ArgumentHelp("Who gets a copy (repeat for more).", valueName: "address"))
    var cc: [String] = []

    @Option(name: .long, help: ArgumentHelp("The subject (default: the name, the week and its year, and the days shown up).", valueName: "text"))
    var subject: String?

    @Flag(name: .long, help: "Leave the PDF out.")
    var noPdf = false

    @Option(name: .long, help: ArgumentHelp("Where to write the message: a file, or - for standard output.", valueName: "file"))
    var out: String = "-"

    @OptionGroup var output: ReaderOutput<SeenByOthers>

    func validate() throws {
        _ = try Self.mailbox(from, option: "--from")
        for a in to { _ = try Self.mailbox(a, option: "--to") }
        for a in cc { _ = try Self.mailbox(a, option: "--cc") }
    }

    /// The mailbox, or a usage error (exit 64) naming the option and the address.
    static func mailbox(_ text: String, option: String) throws -> MailAddress {
        do {
            return try MailAddress(parsing: text)
        } catch {
            throw ValidationError("\(option) \(quoted(text)) is not an email address: \(error.description).")
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + String(String.UnicodeScalarView(ReportError.excerpt(text).unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 })) + "\""
    }

    func run() throws {
        try reporting {
            let templates = try output.templates.library()
            // The templates are parsed on the second core while the export is read, once the fonts are ready there.
            let parsed = FontHeadStart.afterWarming { templates.prepareEmail() }
            defer { parsed.wait() }
            let report = try reader.read(day: week.day, redaction: output.redact)
            try report.writeEmail(
                week: week.selection, from: try Self.mailbox(from, option: "--from"),
                to: try to.map { try Self.mailbox($0, option: "--to") }, cc: try cc.map { try Self.mailbox($0, option: "--cc") },
                subject: subject, attachesPDF: !noPdf, templates: templates, at: out, in: .namedFiles(standardOutput: StandardStreams.writeOutput))
            return report
        }
    }
}
