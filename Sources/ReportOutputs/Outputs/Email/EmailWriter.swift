#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportRender

/// What the email writer turns into one RFC 5322 message: who it is from and to, the two bodies (rendered from an
/// `EmailView` by `bodies(_:)`), the charts as PNG and the PDF to attach. Made by `EmailJob`.
package struct EmailContent: Sendable {
    package var from: MailAddress
    package var to: [MailAddress]
    package var cc: [MailAddress]
    package var subject: String
    /// The `Date` header, already in RFC 5322 form ("Sun, 22 Nov 2026 22:00:34 -0500").
    package var date: String
    /// The left part of the Message-ID: the week ("2026-W47").
    package var name: String
    package var bodies: EmailBodies
    /// The charts the HTML shows, in its order.
    package var images: [EmailImage]
    /// The week's PDF, attached under its file name; nil with `--no-pdf`.
    package var attachment: (fileName: String, pdf: Data)?

    package init(
        from: MailAddress, to: [MailAddress], cc: [MailAddress], subject: String, date: String, name: String,
        bodies: EmailBodies, images: [EmailImage], attachment: (fileName: String, pdf: Data)?
    ) {
        self.from = from; self.to = to; self.cc = cc; self.subject = subject; self.date = date; self.name = name
        self.bodies = bodies; self.images = images; self.attachment = attachment
    }
}

/// The message's words, as the templates rendered them: format=flowed plain text, and HTML for mail programs.
package struct EmailBodies: Sendable, Equatable {
    package var text: String
    package var html: String
}

/// A chart's PNG, inline, named by the Content-ID its `<img src="cid:…">` gives.
package struct EmailImage: Sendable {
    package var fileName: String
    package var contentID: String
    package var png: Data

    package init(fileName: String, contentID: String, png: Data) { self.fileName = fileName; self.contentID = contentID; self.png = png }
}

/// Writes an email as one message: `multipart/mixed` holding a `multipart/related` (a `multipart/alternative`
/// of the format=flowed text and the HTML, then the charts the HTML shows by `cid:`) and the PDF attachment.
/// Pure: no files, no clock; the same content gives the same bytes.
package struct EmailWriter: Sendable {
    package static let textTemplate = "email.txt"
    package static let htmlTemplate = "email.html"
    /// The templates a message is rendered from.
    package static let templates = [textTemplate, htmlTemplate]
    /// nil: the built-in templates.
    package let templates: TemplateLibrary?

    package init(templates: TemplateLibrary?) { self.templates = templates }

    package func message(_ email: EmailContent) -> Data { streamedMessage(email).collected() }

    /// The message made as it is written: `write` on a file never holds it whole (a PDF of tens of megabytes,
    /// in base64, would be held beside the PDF itself).
    package func streamedMessage(_ email: EmailContent) -> StreamedBytes {
        let (text, html) = (email.bodies.text, email.bodies.html)
        let alternative = MIMEPart.multipart("alternative", [
            .text(text, subtype: "plain", flowed: true),
            .text(html, subtype: "html"),
        ])
        let pictures = email.images.map { image in
            MIMEPart.binary(image.png, type: "image/png", fileName: image.fileName, contentID: image.contentID)
        }
        var parts = [MIMEPart.multipart("related", [alternative] + pictures)]
        if let attachment = email.attachment {
            parts.append(.binary(attachment.pdf, type: "application/pdf", fileName: attachment.fileName))
        }
        // One digest of everything the message says names it: its Message-ID and its boundaries.
        var digest = ContentDigest()
        digest.add(email.name.utf8)
        digest.add(text.utf8)
        digest.add(html.utf8)
        for image in email.images { digest.add(image.png) }
        if let attachment = email.attachment { digest.add(attachment.pdf) }
        let tag = digest.hex
        let mixed = MIMEPart.multipart("mixed", parts)

        var headers = [
            "Date: \(email.date)\r\n",
            EncodedWord.header("From", tokens: email.from.headerTokens),
            EncodedWord.header("To", tokens: Self.list(email.to)),
        ]
        if !email.cc.isEmpty { headers.append(EncodedWord.header("Cc", tokens: Self.list(email.cc))) }
        headers.append(EncodedWord.header("Subject", tokens: EncodedWord.unstructured(email.subject)))
        headers.append("Message-ID: <\(email.name).\(tag)@\(email.from.domain)>\r\n")
        let top = headers
        return StreamedBytes(expectedCount: mixed.leafBytes + 8192) { out in
            for h in top { out.append(h) }
            out.append("MIME-Version: 1.0\r\n")
            mixed.write(into: out, tag: tag)
        }
    }

    /// The plain text (wrapped as format=flowed) and the HTML, from the templates.
    package func bodies(_ view: EmailView) throws(ReportError) -> EmailBodies {
        let library: TemplateLibrary
        if let templates { library = templates } else { library = try TemplateLibrary.load(nil) }
        do {
            let text = FlowedText.wrap(Self.tidy(try library.render(Self.textTemplate, view)))
            let html = Self.tidy(try library.render(Self.htmlTemplate, view.escapedForHTML))
            return EmailBodies(text: text, html: html)
        } catch let error as TemplateError {
            throw error.reportError
        } catch {
            throw ReportError(.io, "The email could not be written: \(error).")
        }
    }

    /// Addresses separated by commas, for To and Cc.
    static func list(_ addresses: [MailAddress]) -> [String] {
        var tokens: [String] = []
        for (i, a) in addresses.enumerated() {
            var t = a.headerTokens
            if i < addresses.count - 1 { t[t.count - 1] += "," }
            tokens += t
        }
        return tokens
    }

    /// No line ends in white space, at most one blank line in a row, none at the start, one newline at the end.
    /// Done on the bytes: the white space it trims and the newlines it counts are all ASCII.
    static func tidy(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 1)
        var blank = true
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var end = line.endIndex
            while end > line.startIndex, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(line[line.index(before: end)]) {
                end = line.index(before: end)
            }
            let kept = line[line.startIndex..<end]
            if kept.isEmpty {
                if !blank { out.append(UInt8(ascii: "\n")) }
                blank = true
            } else {
                out += kept
                out.append(UInt8(ascii: "\n"))
                blank = false
            }
        }
        // The blank line held back after the last line is dropped; the last line keeps its newline.
        while out.count >= 2, out[out.count - 1] == UInt8(ascii: "\n"), out[out.count - 2] == UInt8(ascii: "\n") { out.removeLast() }
        if out.isEmpty || out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
        return String(decoding: out, as: UTF8.self)
    }
}

extension Instant {
    /// RFC 5322 date-time in the person's own offset: "Sun, 22 Nov 2026 22:00:34 -0500".
    var rfc5322: String {
        let t = localStamp
        return t.day.rfc5322 + " " + t.clock + " " + t.offsetSign + t.offsetHours + t.offsetMinutes
    }
}

extension Day {
    /// "Sun, 22 Nov 2026": RFC 5322's day and date, always in English.
    var rfc5322: String {
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return days[weekday] + ", " + String(dayOfMonth) + " " + months[month - 1] + " " + Day.pad(year, 4)
    }
}

extension EmailContent: TextContent {
    package func write(as format: OutputFormat, templates: TemplateLibrary?) throws(ReportError) -> Data {
        guard format == .eml else { throw ReportError.notWritten("A week's email", as: [.eml], not: format) }
        return EmailWriter(templates: templates).message(self)
    }
}

extension Content {
    /// A week's email, for the `eml` writer of the table.
    package static func message(_ email: EmailContent) -> Content { .text(email) }
}
