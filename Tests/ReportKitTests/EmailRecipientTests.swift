import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The email read as the one it goes to (issue 23): a line saying whose week it is when that is someone else, the
/// last week that has ended by default, inline pictures that are not also listed as attachments, and no sparkline
/// of block characters (mail fonts draw it as one solid bar).
@Suite struct EmailRecipientTests {
    static let sam = MailAddress(name: "Sam Example", address: "sam@example.org")
    static let kari = MailAddress(name: "Kari Nordmann", address: "kari@example.no")

    static func context(_ export: Export, language: Language = .english, asOf: Day? = nil) -> ReportContext {
        let redacted = export.redacted(.summary)
        let figures = Figures(export: redacted, options: FigureOptions(asOf: asOf, weekStart: .sunday))
        return ReportContext(export: redacted, figures: figures, localizer: Localizer(language: language), localeIdentifier: "en-US")
    }

    static func mail(_ context: ReportContext, to: [MailAddress], cc: [MailAddress] = []) throws -> MailInspector {
        let job = EmailJob(context: context, week: context.week(.iso(ISOWeek(year: 2026, week: 47))), from: sam, to: to, cc: cc)
        return try MailInspector(job.message())
    }

    static let framing = "Sam shared their week with you."

    @Test func aMessageToSomeoneElseSaysWhoseWeekItIs() throws {
        let export = try Fixtures.context("sample-export.json").export
        let shared = try Self.mail(Self.context(export), to: [Self.kari])
        defer { shared.remove() }
        let text = MailInspector.unflowed(try shared.text("text/plain"))
        #expect(text.hasPrefix(Self.framing + "\n"), "\(text.prefix(80))")
        #expect(try shared.text("text/html").contains(Self.framing))
        // To themselves (the address in any case, with or without a name): no framing.
        let own = try Self.mail(Self.context(export), to: [MailAddress(name: nil, address: "SAM@example.org")])
        defer { own.remove() }
        #expect(!(try own.text("text/plain")).contains("shared"))
        #expect(!(try own.text("text/html")).contains("shared"))
        // A copy to a coach is shared too.
        let copied = try Self.mail(Self.context(export), to: [Self.sam], cc: [Self.kari])
        defer { copied.remove() }
        #expect(try copied.text("text/plain").hasPrefix(Self.framing))
    }

    /// Issue 35: the greeting fits the reader. To a coach it speaks about the person ("Here is Sam's week"), never
    /// "Hi Sam, here is your week" under "Sam shared their week with you"; to the person it says "your week".
    @Test(arguments: [Language.english, .norwegianBokmal])
    func theGreetingFitsTheReader(_ language: Language) throws {
        let export = try Fixtures.context("sample-export.json").export
        let words = Localizer(language: language)
        let shared = try Self.mail(Self.context(export, language: language), to: [Self.kari])
        defer { shared.remove() }
        let own = try Self.mail(Self.context(export, language: language), to: [Self.sam])
        defer { own.remove() }
        let toCoach = words("email.greeting.shared.named", "Sam"), toSam = words("summary.greeting.week.named", "Sam")
        for body in [MailInspector.unflowed(try shared.text("text/plain")), HTMLText(try shared.text("text/html")).text] {
            #expect(body.contains(toCoach) && !body.contains(toSam), "\(body.prefix(200))")
        }
        for body in [MailInspector.unflowed(try own.text("text/plain")), HTMLText(try own.text("text/html")).text] {
            #expect(body.contains(toSam) && !body.contains(toCoach), "\(body.prefix(200))")
        }
    }

    /// Issue 35: the subject names the person, the week and year, and one thing that happened, never "N of M".
    @Test func theSubjectTellsWhatHappenedWithoutACountOfTheWeek() throws {
        let export = try Fixtures.context("sample-export.json").export
        let mail = try Self.mail(Self.context(export), to: [Self.kari])
        defer { mail.remove() }
        let subject = mail.header("Subject") ?? ""
        #expect(subject.hasPrefix("Sam · week 47, 2026: showed up on ") && subject.hasSuffix(" days"), "\(subject)")
        #expect(subject.range(of: #"\d+ (of|av) \d+"#, options: .regularExpression) == nil, "\(subject)")
    }

    @Test func theFramingIsInTheExportsLanguageAndNamesTheAppWithoutAName() throws {
        var export = try Fixtures.context("sample-export.json").export
        let nb = try Self.mail(Self.context(export, language: .norwegianBokmal), to: [Self.kari])
        defer { nb.remove() }
        #expect(try nb.text("text/plain").hasPrefix("Sam har delt uka si med deg."))
        export.profile = nil
        let unnamed = try Self.mail(Self.context(export), to: [Self.kari])
        defer { unnamed.remove() }
        #expect(try unnamed.text("text/plain").hasPrefix("A week from \(export.appName ?? "Coacher"), shared with you."))
    }

    @Test func inlinePicturesKeepTheirContentIDButNoFileName() throws {
        let export = try Fixtures.context("sample-export.json").export
        let job = EmailJob(context: Self.context(export), week: Self.context(export).week(.iso(ISOWeek(year: 2026, week: 47))),
                           from: Self.sam, to: [Self.kari])
        let raw = String(decoding: try job.message(), as: UTF8.self)
        // Each part's headers: from a boundary line to the blank line.
        let parts = raw.components(separatedBy: "\r\n--").map { $0.components(separatedBy: "\r\n\r\n")[0] }
        let pictures = parts.filter { $0.contains("Content-Type: image/png") }
        #expect(pictures.count == 4)
        for headers in pictures {
            #expect(headers.contains("\r\nContent-ID: <"))
            #expect(headers.contains("\r\nContent-Disposition: inline\r\n") || headers.hasSuffix("\r\nContent-Disposition: inline"))
            #expect(!headers.contains("filename="), "\(headers)")
        }
        // The PDF is still an attachment with its name.
        #expect(parts.contains { $0.contains("application/pdf") && $0.contains("attachment;") && $0.contains("filename=\"2026-W47.pdf\"") })
    }

    @Test func noBodyDrawsASparklineOfBlockCharacters() throws {
        let export = try Fixtures.context("sample-export.json").export
        for language in [Language.english, .norwegianBokmal] {
            let mail = try Self.mail(Self.context(export, language: language), to: [Self.kari])
            defer { mail.remove() }
            let bodies = try mail.text("text/plain") + mail.text("text/html")
            #expect(!bodies.contains { Sparkline.bars.contains($0) }, "\(language)")
            // The score's weeks are still there, in words, and as the trend chart.
            #expect(mail.report.parts.contains { $0.contentID?.contains("-trend.") == true })
        }
    }

    /// The default week is the last that has ended: on Sunday, November 22 (a Sunday week's first day) it is the
    /// week before; on its last day, Saturday, November 21, that week; a person who began this week gets this week.
    @Test func theDefaultWeekIsTheLastThatHasEnded() throws {
        let export = try Fixtures.context("sample-export.json").export
        let week47 = ISOWeek(year: 2026, week: 47)
        let sunday = Self.context(export, asOf: Day(iso: "2026-11-22")!)
        #expect(sunday.week(.latest).isoWeek == ISOWeek(year: 2026, week: 48))
        #expect(sunday.week(.lastComplete).isoWeek == week47)
        let saturday = Self.context(export, asOf: Day(iso: "2026-11-21")!)
        #expect(saturday.week(.lastComplete).isoWeek == week47)
        #expect(saturday.week(.latest).isoWeek == week47)
        var begun = export
        begun.entries = export.entries.filter { $0.day >= Day(iso: "2026-11-22")! }
        begun.checkIns = []
        begun.urgeNotes = []
        begun.achievements = []
        let first = Self.context(begun, asOf: Day(iso: "2026-11-22")!)
        #expect(first.week(.lastComplete).isoWeek == ISOWeek(year: 2026, week: 48))
        #expect(WeekSelection(parsing: "complete") == .lastComplete)
    }
}
