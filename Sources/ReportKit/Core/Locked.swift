import Foundation

/// A value shared between threads, reached only under its lock: the one lock wrapper of ReportKit.
///
/// Not the standard library's `Mutex` (module Synchronization, on this toolchain for Linux too): it needs
/// macOS 15, and the package supports macOS 13.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    /// `body`'s result, with the value to read or change while no other thread can.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
