import Dispatch

extension ReportContext {
    /// Reads the export while another thread makes the fonts ready, and gives both.
    ///
    /// fontconfig's set-up and Pango's first font sets take a good part of a one-chart or one-week run,
    /// and they do not depend on the export, so the two overlap on a second core.
    ///
    /// `meanwhile` runs on that thread too, after the fonts: other work that does not need the export (parsing
    /// templates), done while the reading keeps the first core busy. It may still be running when this returns,
    /// so the reading never waits for it: what it prepares must be safe to use, or to make again, meanwhile.
    ///
    /// `typeSetter` may be one another thread is warming already (the command line's `FontHeadStart`): what that
    /// thread has measured is not measured again.
    package static func load(
        _ request: LoadRequest, warming fonts: [FontSpec], emojiStyle: FontSpec? = nil, typeSetter: TypeSetter,
        meanwhile: (@Sendable () -> Void)? = nil
    ) throws(ReportError) -> (ReportContext, TypeSetter) {
        let ready = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            typeSetter.warmUp(fonts, emojiStyle: emojiStyle)
            ready.signal()
            meanwhile?()
        }
        // Wait for the other thread in every case, so the fonts are whole when the caller lays out.
        defer { ready.wait() }
        return (try ReportContext.load(request), typeSetter)
    }
}
