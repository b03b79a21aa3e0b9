/// An error a person can act on: one sentence, with the exit status the CLI should end with.
public struct ReportError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, which decides the exit status.
    public enum Kind: Sendable, Equatable {
        /// The input is not a valid export (exit 65, EX_DATAERR).
        case badData
        /// The command line asks for something that cannot be done (exit 64, EX_USAGE).
        case usage
        /// A file could not be read or written (exit 74, EX_IOERR).
        case io
        /// An output would replace a file coach-report did not make, and was not told to (exit 73, EX_CANTCREAT).
        case cannotCreate
        /// Standard output's reader went away (a broken pipe, as with `| head -c1`): nothing is wrong with the
        /// run, and the CLI ends it quietly with status 0, as `head` users expect. `exitStatus` is that of
        /// an I/O error, for a caller that treats it as one.
        case readerGone
    }

    /// What went wrong.
    public var kind: Kind
    /// One sentence naming the file and the place in it, for the person to read.
    public var message: String

    /// An error of `kind` that says `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// The sysexits.h status for this error.
    public var exitStatus: Int32 {
        switch kind {
        case .badData: return 65
        case .usage: return 64
        case .io, .readerGone: return 74
        case .cannotCreate: return 73
        }
    }
}

extension ReportError {
    /// How many characters of a person's input a message quotes (``excerpt(_:)``).
    public static let excerptLength = String.excerptLength

    /// `text` as a message quotes it: whole when it is at most ``excerptLength`` characters, else its first ones and "…".
    public static func excerpt(_ text: String) -> String { text.excerpt() }

    /// `text` as a sentence on a terminal may show it: control characters (C0, DEL, C1), line and
    /// paragraph separators and direction controls are written as `\u{1B}`, so a file name, an
    /// option's value or a value quoted from a file cannot move the cursor, retitle the window,
    /// break the one line of an error, or reorder it. Everything else is left as it is.
    public static func shown(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

extension ReportError {
    /// The sentence for a file larger than `limit` bytes.
    package static func tooLarge(_ name: String, limit: Int) -> ReportError {
        ReportError(.badData, "\(ReportError.shown(name)): more than \(limit) bytes, the most coach-report reads (an export is far smaller); --max-bytes raises the limit.")
    }
}
