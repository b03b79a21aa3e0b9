import Foundation

/// Values worked out once each, by whichever thread asks for one first; the others get what it made. A thread
/// that finds a value under way waits for it, and the work that makes a value must not wait on another of them:
/// then every wait ends, however many threads there are and in whatever order they take their work. The email
/// uses it so that its bodies, which need every chart's Content-ID, lay out a chart no thread has begun instead
/// of counting on the order `concurrentPerform` hands out its iterations.
final class OnceEach<Value>: @unchecked Sendable {
    private enum Slot { case open, underWay, done(Value) }
    private enum Found { case mine, made(Value) }
    private var slots: [Slot]
    private let condition = NSCondition()

    init(count: Int) { slots = Array(repeating: .open, count: count) }

    /// Value `index`: made here by `make` when no thread has begun it, else as the thread that began it made it.
    func value(_ index: Int, make: () -> Value) -> Value {
        let found: Found = condition.withLock {
            while true {
                switch slots[index] {
                case .open: slots[index] = .underWay; return .mine
                case .underWay: condition.wait()
                case .done(let value): return .made(value)
                }
            }
        }
        if case .made(let value) = found { return value }
        let value = make()
        condition.withLock {
            slots[index] = .done(value)
            condition.broadcast()
        }
        return value
    }
}
