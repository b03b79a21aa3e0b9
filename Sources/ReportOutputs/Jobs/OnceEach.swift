import ReportCore
/// Values worked out once each, by whichever thread asks for one first; the others get what it made. A thread
/// that finds a value under way waits for it, and the work that makes a value must not wait on another of them:
/// then every wait ends, however many threads there are and in whatever order they take their work. The email
/// uses it so that its bodies, which need every chart's Content-ID, lay out a chart no thread has begun instead
/// of counting on the order `concurrentPerform` hands out its iterations.
///
/// Each value has a lock of its own, held while it is made: a thread that asks for a value under way waits on
/// that lock, and one that asks for another is not held up.
final class OnceEach<Value>: Sendable {
    private let slots: [Locked<Value?>]

    init(count: Int) { slots = (0..<count).map { _ in Locked(nil) } }

    /// Value `index`: made here by `make` when no thread has begun it, else as the thread that began it made it.
    func value(_ index: Int, make: () -> Value) -> Value {
        slots[index].withLock { slot in
            if let value = slot { return value }
            let value = make()
            slot = value
            return value
        }
    }
}
