import Foundation

// embed-templates OUTPUT ROOT
// Writes a Swift file holding every `*.mustache` file under ROOT as a string literal, keyed by its
// path relative to ROOT. Run by the EmbedTemplates build-tool plugin; not part of the product.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: embed-templates OUTPUT ROOT\n".utf8))
    exit(64)
}
let output = arguments.first!
let root = URL(fileURLWithPath: arguments.dropFirst().first!).standardizedFileURL.path + "/"

/// A Swift string literal with the exact characters of `text`.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

var swift = """
// Generated at build time by embed-templates from Templates/. Do not edit; edit Templates/.

/// The templates of Templates/, by file name relative to that folder.
enum EmbeddedTemplates {
    static let files: [String: String] = [

"""
var paths: [String] = []
for case let relative as String in FileManager.default.enumerator(atPath: root) ?? FileManager.default.enumerator(atPath: "/dev/null")!
    where relative.hasSuffix(".mustache") {
    paths.append(root + relative)
}
for path in paths.sorted() {
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    guard full.hasPrefix(root) else {
        FileHandle.standardError.write(Data("embed-templates: \(path) is not under \(root)\n".utf8))
        exit(65)
    }
    guard let data = FileManager.default.contents(atPath: full), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("embed-templates: \(path) cannot be read as UTF-8\n".utf8))
        exit(65)
    }
    swift += "        \(literal(String(full.dropFirst(root.count)))): \(literal(text)),\n"
}
swift += "    ]\n}\n"

// Rewrite only when something changed, so an unchanged Templates/ does not rebuild ReportKit.
if FileManager.default.contents(atPath: output) != Data(swift.utf8) {
    do {
        try Data(swift.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("embed-templates: cannot write \(output): \(error)\n".utf8))
        exit(74)
    }
}
