import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The weekly email (issue 14): what it holds at each redaction level, how it keeps the person's words inert,
/// and that the same input gives the same bytes. Messages are read back with Python's `email` package.
@Suite struct EmailTests {
    static let from = MailAddress(name: "Sam Example", address: "sam@example.org")
    static let to = [MailAddress(name: "Kari Nordmann", address: "kari@example.no")]

    static func context(_ export: Export, _ level: Redaction, language: Language = .english) -> ReportContext {
        let redacted = export.redacted(level)
        let figures = Figures(export: redacted, options: FigureOptions(weekStart: .sunday))
        return ReportContext(export: redacted, figures: figures, localizer: Localizer(language: language), localeIdentifier: "en-US")
    }

    static func message(_ export: Export, _ level: Redaction, subject: String? = nil, week: String = "2026-11-18") throws -> Data {
        let context = context(export, level)
        let job = EmailJob(context: context, week: context.week(.holding(Day(iso: week)!)), from: from, to: to, subject: subject)
        return try job.message()
    }

    @Test func atSummaryNoTypedWordIsInAnyPartNorInThePDF() throws {
        let m = try RedactionTests.marked(try RedactionTests.recentSample())
        let full = try MailInspector(Self.message(m.export, .full))
        defer { full.remove() }
        let fullText = try full.everything()
        // The check can fail: at full the person's words are in the message (the PDF's days hold most of them).
        #expect(m.typed.filter(RedactionTests.markers(in: fullText).contains).count > 10)
        let summary = try MailInspector(Self.message(m.export, .summary))
        defer { summary.remove() }
        let text = try summary.everything()
        #expect(m.typed.filter(RedactionTests.markers(in: text).contains).isEmpty, "\(m.typed.filter(RedactionTests.markers(in: text).contains).prefix(5))")
        #expect(summary.defects.isEmpty)
        // To Kari, the line says whose words are left out (issue 35, finding 23), not "what you wrote".
        #expect(text.contains("What \(m.name) wrote stays out of this email") && !text.contains("What you wrote"))
        // The goal is typed words too (issue 35), and the privacy line names it.
        #expect(!text.contains(m.goal) && text.contains(m.name))
        #expect(try summary.text("text/plain").contains("the goal"))
        let counts = try MailInspector(Self.message(m.export, .counts))
        defer { counts.remove() }
        let countsText = try counts.everything()
        #expect(m.typed.filter(RedactionTests.markers(in: countsText).contains).isEmpty)
        #expect(!countsText.contains(m.name) && !countsText.contains(m.goal))
    }

    static let hostile = "<script>alert(1)</script> **bold** &amp; \"q\" 'a' <img src=x onerror=alert(2)>"

    /// Notes and a name built to break out of HTML, headers, the MIME structure, sendmail and mbox stay text.
    @Test func hostileWordsAtFullStayLiteralAndInert() throws {
        var export = try Fixtures.context("sample-export.json").export
        let lines = Self.hostile + "\r\n.\r\nFrom the sea\r\n--=_coach-report.mixed.0.0\r\nContent-Type: text/html\r\n\r\n<b>x</b>\u{0}\u{7}"
        for i in export.urgeNotes.indices { export.urgeNotes[i].text = lines }
        for i in export.entries.indices where export.entries[i].morningFocus != nil { export.entries[i].morningFocus!.careAction = Self.hostile }
        export.profile = Profile(name: "Eve\r\nBcc: victim@example.com", goal: nil)
        let subject = "Week\r\nBcc: victim@example.com =?UTF-8?B?QQ==?= " + Self.hostile
        let data = try Self.message(export, .full, subject: subject)
        let mail = try MailInspector(data)
        defer { mail.remove() }
        #expect(mail.defects.isEmpty, "\(mail.defects)")
        #expect(!mail.report.headers.contains { $0[0].lowercased() == "bcc" })
        #expect(mail.header("Subject") == EncodedWord.singleLine(subject))
        #expect(mail.report.parts.map(\.type) == [
            "multipart/mixed", "multipart/related", "multipart/alternative", "text/plain", "text/html",
            "image/png", "image/png", "image/png", "image/png", "application/pdf",
        ])
        let html = try mail.text("text/html")
        #expect(!html.contains("<script") && !html.contains("<img src=x") && !html.contains("<b>x</b>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; **bold** &amp;amp; &quot;q&quot; &#39;a&#39; &lt;img src=x onerror=alert(2)&gt;"))
        // Sent to someone else, the greeting speaks about the person (issue 35).
        #expect(html.contains("Here is Eve Bcc: victim@example.com") || html.contains("Here is Eve<br>Bcc: victim@example.com"))
        let flowed = try mail.text("text/plain")
        #expect(flowed.contains("\n.\n") && flowed.contains("\n From the sea"))  // kept, space-stuffed as flowed text asks
        let plain = MailInspector.unflowed(flowed)
        #expect(plain.contains(Self.hostile))
        #expect(plain.contains("\nFrom the sea\n--=_coach-report.mixed.0.0\nContent-Type: text/html\n\n<b>x</b>"))
        #expect(!plain.contains("\u{0}") && !plain.contains("\u{7}"))
        // The raw message: nothing the person typed ends a line of its own that sendmail or an mbox would read.
        let raw = String(decoding: data, as: UTF8.self)
        #expect(!raw.contains("\r\n.\r\n") && !raw.contains("\r\nFrom "))
        #expect(raw.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 998 })
        #expect(raw.utf8.allSatisfy { $0 < 0x80 })
    }

    @Test func twoRunsGiveTheSameBytes() throws {
        let export = try Fixtures.context("sample-export.json").export
        let a = try Self.message(export, .summary), b = try Self.message(export, .summary)
        #expect(a == b)
        let c = try Self.message(export, .full)
        #expect(a != c)
        // The Message-ID follows the content and the week.
        let id = { (d: Data) in String(decoding: d, as: UTF8.self).split(separator: "\r\n").first { $0.hasPrefix("Message-ID:") } }
        #expect(id(a) != id(c) && id(a)!.hasPrefix("Message-ID: <2026-W47."))
    }

    @Test func anEmptyWeekIsAKindMessage() throws {
        let export = try Fixtures.context("sample-export.json").export
        let mail = try MailInspector(Self.message(export, .summary, week: "2025-03-05"))
        defer { mail.remove() }
        #expect(mail.defects.isEmpty)
        // The subject names the person, the week and its year, and says where the week stands, never "0 of 7".
        #expect(mail.header("Subject") == "Sam · week 10, 2025: before you started")
        let text = try mail.text("text/plain")
        #expect(text.contains("This week came before your records begin."))
        #expect(!text.contains("0 days"))
    }

    @Test func bokmalSubjectIsEncodedWordsAndReadsBack() throws {
        let context = try Fixtures.context("uke-nb.json")
        let job = EmailJob(
            context: context, week: context.week(.iso(ISOWeek(year: 2026, week: 47))), from: MailAddress(name: "Øyvind Ås", address: "o@example.no"),
            to: Self.to, cc: [MailAddress(name: nil, address: "coach@example.no")], subject: "Uka mi – 6 av 7 dager, også søndag")
        let data = try job.message()
        let raw = String(decoding: data, as: UTF8.self)
        #expect(raw.contains("Subject: =?UTF-8?B?"))
        let mail = try MailInspector(data)
        defer { mail.remove() }
        #expect(mail.defects.isEmpty)
        #expect(mail.header("Subject") == "Uka mi – 6 av 7 dager, også søndag")
        // The default subject is in the export's language, in the same style as in English, without an emoji.
        let plain = EmailJob(context: context, week: job.week, from: job.from, to: Self.to)
        let inspected = try MailInspector(try plain.message())
        defer { inspected.remove() }
        let subject = inspected.header("Subject") ?? ""
        #expect(subject.contains(" · uke 47, 2026: ") && subject.hasSuffix(" dager") && !subject.contains("🌱"), "\(subject)")
        #expect(mail.header("From") == "Øyvind Ås <o@example.no>")
        #expect(mail.header("Cc") == "coach@example.no")
        #expect(try mail.text("text/plain").contains("Kort fortalt"))
    }
}

/// The MIME pieces on their own.
@Suite struct MIMEPieceTests {
    /// Quoted-printable as RFC 2045 reads it back.
    static func decodeQP(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "=\r\n", with: "")
        var i = Array(text.utf8)[...]
        while let b = i.first {
            if b == UInt8(ascii: "="), i.count >= 3, let v = UInt8(String(decoding: i.dropFirst().prefix(2), as: UTF8.self), radix: 16) {
                out.append(v); i = i.dropFirst(3)
            } else { out.append(b); i = i.dropFirst() }
        }
        return String(decoding: out, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    @Test func quotedPrintableRoundTripsWithShortLines() {
        let texts = [
            "plain words", "trailing space \nnext", String(repeating: "æøå 🌱 ", count: 40), ".\nFrom here\n=_boundary-ish",
            String(repeating: "x", count: 500), "tab\tend\t",
            // A soft break falls just before the "." or the "From ": the next encoded line would start with it.
            String(repeating: "a", count: 75) + ".", String(repeating: "b", count: 75) + ".\n.",
            String(repeating: "c", count: 75) + "From here", String(repeating: "d ", count: 37) + "e.From here",
            String(repeating: "ø", count: 25) + ".", String(repeating: "f", count: 150) + ".",
        ]
        for text in texts {
            let encoded = QuotedPrintable.encode(text)
            let lines = String(decoding: encoded, as: UTF8.self).components(separatedBy: "\r\n")
            #expect(lines.allSatisfy { $0.utf8.count <= 76 })
            #expect(!lines.contains { $0.hasPrefix(".") || $0.hasPrefix("From ") || $0.contains("=_") })
            #expect(Self.decodeQP(encoded) == text + "\n")
        }
    }

    /// Base64 in lines of 76 characters (the last one shorter), each ended by CRLF, the last one too, added to
    /// what is already there, and decoding to the bytes.
    @Test func base64LinesAre76CharactersEndedByCRLF() {
        var random = SystemRandomNumberGenerator()
        for count in Array(0...200) + [1_000, 57 * 100, 57 * 100 + 1, 65_537] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            var out: [UInt8] = [0x21]
            Base64Lines.encode(Data(bytes), into: &out)
            #expect(out.first == 0x21)
            let text = String(decoding: out.dropFirst(), as: UTF8.self)
            #expect(count == 0 ? text.isEmpty : text.hasSuffix("\r\n"), "\(count) bytes")
            let lines = text.components(separatedBy: "\r\n").dropLast()
            #expect(lines.dropLast().allSatisfy { $0.utf8.count == 76 } && lines.allSatisfy { (1...76).contains($0.utf8.count) })
            #expect(!lines.contains { $0.contains("\r") || $0.contains("\n") })
            #expect(Data(base64Encoded: lines.joined()) == Data(bytes), "\(count) bytes")
            #expect(Base64Lines.encode(bytes) == lines.joined())
        }
    }

    @Test func aBoundaryIsFoundWhereverItIs() {
        let needle = Array("=_coach".utf8)
        #expect(MIMEPart.bytes(Array("=_coach".utf8), hold: needle))
        #expect(MIMEPart.bytes(Array("xx==_coach".utf8), hold: needle))
        #expect(MIMEPart.bytes(Array("ab=_coachyy".utf8), hold: needle))
        #expect(!MIMEPart.bytes(Array("=_coac".utf8), hold: needle))
        #expect(!MIMEPart.bytes(Array("=_coaxh=_coac".utf8), hold: needle))
        #expect(!MIMEPart.bytes([], hold: needle))
        #expect(MIMEPart.bytes([], hold: []))
    }

    /// The digest that names a message and its pictures changes with any byte, and with where one piece ends.
    @Test func aDigestFollowsEveryByteAndWherePiecesEnd() {
        func digest(_ pieces: [[UInt8]]) -> String {
            var d = ContentDigest()
            for p in pieces { d.add(p) }
            return d.hex
        }
        let text = Array(String(repeating: "calm and steady ", count: 40).utf8)
        #expect(digest([text]) == digest([text]) && digest([text]).count == 16)
        for i in [0, 7, 8, 100, text.count - 1] {
            for bit in [0, 7] {
                var changed = text
                changed[i] ^= UInt8(1 << bit)
                #expect(digest([changed]) != digest([text]))
            }
        }
        #expect(digest([Array("ab".utf8), Array("c".utf8)]) != digest([Array("a".utf8), Array("bc".utf8)]))
        #expect(digest([[], [0]]) != digest([[0], []]))
        // The top bits of bytes 7, 11 and 15 changed together cancelled out in a digest whose step kept only the
        // low half of its product, whatever the text.
        for start in [0, 8, 64] {
            var changed = text
            for i in [7, 11, 15] { changed[start + i] ^= 0x80 }
            #expect(digest([changed]) != digest([text]))
        }
        // Lengths are written little-endian on every machine, so a message is named the same everywhere: the first
        // 8 bytes of the SHA-256 of the length (17, 8 bytes) and the text, worked out apart from this code (Python's
        // hashlib).
        #expect(digest([Array("coach-report 2026".utf8)]) == "1deaeac74f48ced8")
    }

    /// Trailing white space goes, blank lines shrink to one, none start or end the text, and it ends in one newline.
    @Test func tidyingABodyKeepsItsWords() {
        #expect(EmailWriter.tidy("\n\nHello  \t\n\n\n\nwørld 🌱\r\n\n\n") == "Hello\n\nwørld 🌱\n")
        #expect(EmailWriter.tidy("") == "\n")
        #expect(EmailWriter.tidy(" \n\t\n") == "\n")
        #expect(EmailWriter.tidy("a\nb") == "a\nb\n")
    }

    @Test func flowedTextWrapsAt72AndStuffs() {
        let words = String(repeating: "calm and steady ", count: 20)
        let wrapped = FlowedText.wrap(words + "\n>quoted\n From\nFrom me\n" + String(repeating: "y", count: 100))
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 72 || !$0.contains(" ") })
        #expect(lines.filter { $0.hasSuffix(" ") }.count >= 4)  // soft breaks
        #expect(lines.contains(" >quoted") && lines.contains("  From") && lines.contains(" From me"))
        // Joining the soft breaks gives the paragraph back.
        let first = lines.prefix { $0.hasSuffix(" ") }.joined() + lines[lines.prefix { $0.hasSuffix(" ") }.count]
        #expect(first == words.trimmingCharacters(in: .whitespaces))
    }

    @Test func encodedWordsHoldWholeCharactersAndStayShort() {
        let text = String(repeating: "Uke 47: 5 av 7 dager 🌱 👩‍👩‍👧‍👦 ", count: 6)
        let words = EncodedWord.unstructured(text)
        #expect(words.allSatisfy { $0.count <= 75 && $0.hasPrefix("=?UTF-8?B?") && $0.hasSuffix("?=") })
        let decoded = words.map { w -> String in
            let b64 = w.dropFirst(10).dropLast(2)
            return String(decoding: Data(base64Encoded: String(b64))!, as: UTF8.self)
        }
        #expect(decoded.joined() == EncodedWord.singleLine(text))
        #expect(EncodedWord.unstructured("Week 47: you showed up 7 of 7 days") == ["Week", "47:", "you", "showed", "up", "7", "of", "7", "days"])
        #expect(EncodedWord.phrase("Nordmann, Kari") == ["\"Nordmann, Kari\""])
        #expect(EncodedWord.header("Subject", tokens: words).split(separator: "\r\n").allSatisfy { $0.count <= 78 })
    }

    @Test(arguments: [
        ("kari@example.no", nil, "kari@example.no"),
        ("Kari Nordmann <kari@example.no>", "Kari Nordmann", "kari@example.no"),
        ("\"Nordmann, Kari\" <kari@example.no>", "Nordmann, Kari", "kari@example.no"),
        ("Øyvind <o.ås@example.no>", nil, nil),
        ("<first.last+tag@sub.example.org>", nil, "first.last+tag@sub.example.org"),
        ("\"odd local\"@example.org", nil, "\"odd local\"@example.org"),
        ("kari@", nil, nil), ("@example.no", nil, nil), ("kari", nil, nil), ("kari@@example.no", nil, nil),
        ("ka ri@example.no", nil, nil), ("kari..n@example.no", nil, nil), ("kari@example..no", nil, nil),
        ("Kari <kari@example.no", nil, nil), ("kari@example.no\r\nBcc: x@y", nil, nil), ("", nil, nil),
    ] as [(String, String?, String?)])
    func addresses(input: String, name: String?, address: String?) {
        let parsed = try? MailAddress(parsing: input)
        #expect(parsed?.address == address, "\(input)")
        if address != nil { #expect(parsed?.name == name) }
    }
}

/// The email's charts are laid out once each, by whichever piece asks first, and asking never hangs.
@Suite struct OnceEachTests {
    @Test func eachValueIsMadeOnceHoweverManyThreadsAsk() {
        let once = OnceEach<Int>(count: 4)
        let calls = Calls()
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let n = i % 4
            let value = once.value(n) { calls.add(n); return n * 10 }
            #expect(value == n * 10)
        }
        #expect(calls.counts == [1, 1, 1, 1])
    }

    /// One thread asking for every value, in any order, makes them itself: it never waits for a piece that has
    /// not begun (the wait the email's bodies relied on the order of `concurrentPerform` for).
    @Test func oneThreadAloneNeverWaits() {
        let once = OnceEach<String?>(count: 3)
        let calls = Calls()
        for n in [2, 0, 1, 2, 1] {
            // A chart with nothing to draw is a value too (nil), made once like the others.
            #expect(once.value(n) { calls.add(n); return n == 1 ? nil : "chart \(n)" } == (n == 1 ? nil : "chart \(n)"))
        }
        #expect(calls.counts == [1, 1, 1, 0])
    }
}

private final class Calls: Sendable {
    private let made = Locked([0, 0, 0, 0])
    func add(_ n: Int) { made.withLock { $0[n] += 1 } }
    var counts: [Int] { made.withLock { $0 } }
}
