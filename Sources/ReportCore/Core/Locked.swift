/// A value shared between threads, reached only under its lock (a `ThreadLock`): the one lock wrapper of
/// ReportKit.
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = ThreadLock()

    package init(_ value: Value) { self.value = value }

    /// `body`'s result, with the value to read or change while no other thread can.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
