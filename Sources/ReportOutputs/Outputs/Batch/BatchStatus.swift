import ReportRender
/// How one person's part of a batch went: a line of `batch-status.jsonl`.
package struct BatchStatus: Sendable, Equatable {
    package enum Outcome: String, Sendable {
        /// Everything asked for was made.
        case ok
        /// Something could not be made; `message` says what, `exit` is what the single command would end with.
        case failed
        /// Nothing had changed since the last run that made everything; nothing was made or written.
        case skipped
    }

    package let id: String
    package let outcome: Outcome
    /// 0, or the exit status the single command would have ended with.
    package let exit: Int32
    /// Empty when all went well; else one sentence (or a note, such as a health file not read).
    package let message: String
    /// The files the person has from this batch, relative to the batch's folder (for `skipped`, those the last run made).
    package let files: [String]
    /// Wall time in milliseconds: the one field that differs from run to run.
    package let milliseconds: Int
    /// Whether it failed because a file could not be written (the batch then ends with 74).
    package let failedWriting: Bool

    /// The JSON line, keys in a fixed order.
    var line: String {
        JSONWriter.line(.object([
            ("id", .string(id)), ("status", .string(outcome.rawValue)), ("exit", .int(Int(exit))), ("message", .string(message)),
            ("files", .array(files.map { .string($0) })), ("ms", .int(milliseconds)),
        ]))
    }
}
