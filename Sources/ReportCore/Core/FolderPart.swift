/// The folder part of a path as typed: all before its last component ("a/b/c.json" → "a/b", "/c.json" → "/",
/// "c.json" → ""), as NSString's `deletingLastPathComponent` gave it, which FoundationEssentials has not (and
/// which trapped on a one-character path such as `-`).
package func folderPart(of path: String) -> String {
    var rest = Substring(path)
    while rest.count > 1, rest.hasSuffix("/") { rest.removeLast() }
    guard let slash = rest.lastIndex(of: "/") else { return "" }
    var folder = rest[..<slash]
    while folder.hasSuffix("/") { folder.removeLast() }
    return folder.isEmpty ? "/" : String(folder)
}
