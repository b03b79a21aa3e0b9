/// An error a person can act on: one sentence, with the exit status the CLI should end with.
public struct ReportError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Sendable, Equatable {
        /// The input is not a valid export (exit 65, EX_DATAERR).
        case badData
        /// The command line asks for something that cannot be done (exit 64, EX_USAGE).
        case usage
        /// A file could not be read or written (exit 74, EX_IOERR).
        case io
    }

    public var kind: Kind
    public var message: String

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
        case .io: return 74
        }
    }
}
