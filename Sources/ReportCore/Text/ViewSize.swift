/// How much a view model holds: the bytes of its text and how many values it has.
///
/// A rendering's budget (`TemplateLibrary.renderBudget`) grows with it, so a summary that quotes three notes of
/// 30 MiB each is written, while a template that repeats a small week's words a million times is stopped.
struct ViewSize: Equatable {
    var bytes = 0
    var values = 0

    /// Walks `view`'s stored values, every array and optional included. Views are a few levels of structs;
    /// the depth limit only guards against a value that holds itself.
    init(of view: Any) { add(view, depth: 0) }

    private mutating func add(_ value: Any, depth: Int) {
        values += 1
        switch value {
        case let text as String: bytes += text.utf8.count
        case let text as Substring: bytes += text.utf8.count
        default:
            guard depth < 32 else { return }
            for child in Mirror(reflecting: value).children { add(child.value, depth: depth + 1) }
        }
    }
}
