import Foundation
import Mustache

/// The templates the text outputs render from: the ones in Templates/, compiled into the binary
/// at build time, each replaceable by a file of the same name in a `--templates` folder.
///
/// A template's name is its file name without `.mustache` (`summary.md`), which is also how
/// templates include each other as partials (`{{> summary-care.md}}`).
public struct TemplateLibrary: Sendable {
    let library: MustacheLibrary
    /// Template name → the file it came from, for errors.
    public let origins: [String: String]

    /// The built-in templates.
    public static func builtIn() throws -> TemplateLibrary { try TemplateLibrary(overrides: nil) }

    /// The templates for a command: built in, with `--templates` overrides; errors as the CLI reports them.
    public static func load(_ overrides: String?) throws(ReportError) -> TemplateLibrary {
        do {
            return try TemplateLibrary(overrides: overrides)
        } catch let error as TemplateError {
            throw error.reportError
        } catch {
            throw ReportError(.io, "\(overrides ?? "Templates"): the templates cannot be read.")
        }
    }

    /// The built-in templates, with every `*.mustache` file under `directory` replacing the
    /// built-in one of the same name (or adding a new partial).
    ///
    /// Throws `TemplateError` naming the file, line and column of a template that does not
    /// parse or includes a partial that does not exist, or the folder when it cannot be read.
    public init(overrides directory: String?) throws {
        var sources: [String: (origin: String, text: String)] = [:]
        for (file, text) in EmbeddedTemplates.files {
            sources[Self.name(of: file)] = ("Templates/" + file, text)
        }
        if let directory {
            for (file, text) in try Self.read(directory).sorted(by: { $0.0 < $1.0 }) {
                sources[Self.name(of: file)] = ((directory.hasSuffix("/") ? directory : directory + "/") + file, text)
            }
        }
        var library = MustacheLibrary()
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                library.register(try MustacheTemplate(string: source.text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw TemplateError(file: source.origin, parserError: error, text: source.text)
            }
        }
        for (_, source) in sources.sorted(by: { $0.key < $1.key }) {
            if let missing = Self.partials(in: source.text).first(where: { sources[$0.name] == nil }) {
                throw TemplateError(
                    file: source.origin, line: missing.line, column: missing.column,
                    reason: "there is no template named \"\(missing.name)\" to include here (no \(missing.name).mustache)",
                    lineText: missing.lineText)
            }
        }
        self.library = library
        origins = sources.mapValues(\.origin)
    }

    /// Renders the template `name` with `view`, a view model whose values are ready to insert.
    public func render(_ name: String, _ view: Any) throws -> String {
        guard let text = library.render(view, withTemplate: name) else {
            throw TemplateError(file: name + ".mustache", reason: "there is no template of this name")
        }
        return text
    }

    static func name(of file: String) -> String {
        file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : file
    }

    /// The `*.mustache` files under `directory`, by path relative to it.
    static func read(_ directory: String) throws -> [(String, String)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw TemplateError(file: directory, reason: "there is no templates folder here", unreadable: true)
        }
        guard let walker = FileManager.default.enumerator(atPath: directory) else {
            throw TemplateError(file: directory, reason: "the templates folder cannot be read", unreadable: true)
        }
        var files: [(String, String)] = []
        for case let relative as String in walker where relative.hasSuffix(".mustache") {
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + relative
            guard let data = FileManager.default.contents(atPath: path) else {
                throw TemplateError(file: path, reason: "this template cannot be read", unreadable: true)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw TemplateError(file: path, reason: "this template is not UTF-8 text")
            }
            files.append((relative, text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Every `{{> name}}` in a template, with where it is (default delimiters only).
    static func partials(in text: String) -> [(name: String, line: Int, column: Int, lineText: String)] {
        var found: [(String, Int, Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{>") {
                let afterOpen = rest[open.upperBound...]
                guard let close = afterOpen.range(of: "}}") else { break }
                let name = afterOpen[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                found.append((name, index + 1, column, String(line)))
                rest = afterOpen[close.upperBound...]
            }
        }
        return found
    }
}
