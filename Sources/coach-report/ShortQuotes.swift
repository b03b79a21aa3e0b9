import ReportKit

/// Messages quote at most a short excerpt of what was typed, so an error stays one readable line whatever the value's
/// length. coach-report's own messages cut their quotes where they make them (`ReportError.excerpt`); these catch the
/// rest on the way out: argument-parser's messages, and a file name longer than any file system allows.
enum ShortQuotes {
    /// The longest run without white space left whole: a path can be 4,096 bytes, nothing longer is a real one.
    static let longestRun = 4_096

    /// `message` with each run longer than `longestRun` characters cut to an excerpt, and, when `singleQuoted`,
    /// each `'…'` span longer than an excerpt too (argument-parser quotes a value as `'value'`).
    static func shortened(_ message: String, singleQuoted: Bool = false) -> String {
        guard message.utf8.count > ReportError.excerptLength else { return message }
        var text = message
        if singleQuoted { text = shortenedQuotes(text) }
        guard text.utf8.count > longestRun else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { run in
            run.count > longestRun ? excerptKeepingClose(run) : String(run)
        }.joined(separator: " ")
    }

    /// Each `'…'` longer than an excerpt, cut to one, closing quote kept.
    private static func shortenedQuotes(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "'") {
            let inside = rest[rest.index(after: open)...]
            guard let close = inside.firstIndex(of: "'") else { break }
            out += rest[...open]
            let quoted = inside[..<close]
            out += quoted.count > ReportError.excerptLength ? ReportError.excerpt(String(quoted)) : String(quoted)
            out += "'"
            rest = inside[inside.index(after: close)...]
        }
        return out + rest
    }

    /// An excerpt of `run`, with the quote marks and punctuation that closed it.
    private static func excerptKeepingClose(_ run: Substring) -> String {
        let close = run.reversed().prefix { "'\"”’.,:;)".contains($0) }
        return ReportError.excerpt(String(run)) + String(close.reversed())
    }
}
