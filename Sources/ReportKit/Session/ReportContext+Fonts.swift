import Dispatch

extension ReportContext {
    /// Reads the export while another thread makes the fonts ready, and gives both.
    ///
    /// fontconfig's set-up and Pango's first font sets take a good part of a one-chart or one-week run,
    /// and they do not depend on the export, so the two overlap on a second core.
    public static func load(_ request: LoadRequest, warming fonts: [Font], emojiStyle: Font? = nil) throws(ReportError) -> (ReportContext, TypeSetter) {
        let typeSetter = Unchecked(TypeSetter())
        let ready = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            typeSetter.value.warmUp(fonts, emojiStyle: emojiStyle)
            ready.signal()
        }
        // Wait for the other thread in every case, so the type setter is never used by two threads.
        defer { ready.wait() }
        return (try ReportContext.load(request), typeSetter.value)
    }
}

/// Hands a value to another thread when the code makes sure only one thread uses it at a time
/// (a TypeSetter warmed up, then used after the wait; each render thread's own slots).
final class Unchecked<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
