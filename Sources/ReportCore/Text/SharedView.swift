import Mustache

/// The view model a rendering starts from, held by reference.
///
/// swift-mustache reaches a view's `child(named:)` on a copy of the view (`MustacheParent._child(of:named:)`),
/// and a page's or a summary's view model holds dozens of strings: each name looked up in it copied and released
/// them all, some 1,400 instructions a name. Held here, a copy is one retain. It describes itself as the view does,
/// so a template that prints the root (`{{.}}`) gets the same text.
struct SharedView: MustacheParent, CustomStringConvertible {
    private final class Storage {
        let view: any MustacheParent
        init(_ view: any MustacheParent) { self.view = view }
    }

    private let storage: Storage

    init(_ view: any MustacheParent) { storage = Storage(view) }

    func child(named name: String) -> Any? { storage.view.child(named: name) }

    var description: String { String(describing: storage.view) }
}
