import Foundation
import Mustache

/// The templates the text outputs render from: the ones in Templates/, compiled into the binary
/// at build time, each replaceable by a file of the same name in a `--templates` folder.
///
/// A template's name is its file name without `.mustache` (`summary.md`), which is also how
/// templates include each other as partials (`{{> summary-care.md}}`).
public struct TemplateLibrary: Sendable {
    /// Template name → its text and the file it came from.
    let sources: [String: (origin: String, text: String)]
    /// Template name → the file it came from, for errors.
    public let origins: [String: String]
    /// The templates parsed so far: swift-mustache's parser costs about as much as rendering a whole
    /// summary, so a built-in template is parsed the first time something renders it, not at load.
    private let parsed: ParsedTemplates

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
    /// The person's own templates are parsed here, so a mistake in one is reported before any work starts.
    public init(overrides directory: String?) throws {
        var sources: [String: (origin: String, text: String)] = [:]
        for (file, text) in EmbeddedTemplates.files {
            sources[Self.name(of: file)] = ("Templates/" + file, text)
        }
        var overridden: [String] = []
        if let directory {
            for (file, text) in try Self.read(directory).sorted(by: { $0.0 < $1.0 }) {
                sources[Self.name(of: file)] = ((directory.hasSuffix("/") ? directory : directory + "/") + file, text)
                overridden.append(Self.name(of: file))
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
        self.sources = sources
        origins = sources.mapValues(\.origin)
        parsed = ParsedTemplates()
        for name in overridden.sorted() { _ = try parsed.library(with: name, from: sources) }
    }

    /// Parses the templates `names` (with their partials) now rather than at their first rendering, so a job can
    /// do it on a core that would otherwise wait.
    public func prepare(_ names: [String]) throws {
        for name in names { _ = try parsed.library(with: name, from: sources) }
    }

    /// Renders the template `name` with `view`, a view model whose values are ready to insert.
    public func render(_ name: String, _ view: Any) throws -> String {
        guard sources[name] != nil, let text = try parsed.library(with: name, from: sources).render(view, withTemplate: name) else {
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
    ///
    /// Scanned as bytes: every command checks every template's partials before it starts, and searching each
    /// line as text cost a command more than a millisecond.
    static func partials(in text: String) -> [(name: String, line: Int, column: Int, lineText: String)] {
        var found: [(String, Int, Int, String)] = []
        let open = Array("{{>".utf8), close = Array("}}".utf8)
        for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            var from = line.startIndex
            while let start = first(open, in: line, from: from) {
                let nameStart = line.index(start, offsetBy: open.count)
                guard let end = first(close, in: line, from: nameStart) else { break }
                let name = String(Substring(line[nameStart..<end])).trimmingCharacters(in: .whitespaces)
                let column = Substring(line[..<start]).count + 1
                found.append((name, index + 1, column, String(Substring(line))))
                from = line.index(end, offsetBy: close.count)
            }
        }
        return found
    }

    /// Where `needle` first starts in `line` at or after `from`.
    private static func first(_ needle: [UInt8], in line: Substring.UTF8View, from: Substring.UTF8View.Index) -> Substring.UTF8View.Index? {
        var i = from
        while i < line.endIndex {
            if line[i] == needle[0], line[i...].starts(with: needle) { return i }
            i = line.index(after: i)
        }
        return nil
    }
}

/// The templates parsed so far, shared by every copy of a `TemplateLibrary` and every thread that renders.
private final class ParsedTemplates: Sendable {
    private struct Parsed {
        var library = MustacheLibrary()
        var names: Set<String> = []
    }
    private let parsed = Locked(Parsed())

    /// A library holding `name` and every partial it includes, parsing those not parsed yet.
    func library(with name: String, from sources: [String: (origin: String, text: String)]) throws -> MustacheLibrary {
        try parsed.withLock { parsed in
            var pending = [name]
            while let next = pending.popLast() {
                guard !parsed.names.contains(next), let source = sources[next] else { continue }
                do {
                    parsed.library.register(try MustacheTemplate(string: source.text), named: next)
                } catch let error as MustacheTemplate.ParserError {
                    throw TemplateError(file: source.origin, parserError: error, text: source.text)
                }
                parsed.names.insert(next)
                // Partials are found by their default delimiters; a template that changes them may include any.
                pending += source.text.contains("{{=") ? Array(sources.keys) : TemplateLibrary.partials(in: source.text).map(\.name)
            }
            return parsed.library
        }
    }
}
