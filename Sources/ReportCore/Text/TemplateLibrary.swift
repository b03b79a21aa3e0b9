#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Mustache

/// The templates the text outputs render from: the ones in Templates/, compiled into the binary
/// at build time, each replaceable by a file of the same name in a `--templates` folder.
///
/// A template's name is its file name without `.mustache` (`summary.md`), which is also how
/// templates include each other as partials (`{{> summary-care.md}}`).
package struct TemplateLibrary: Sendable {
    /// Template name → its text and the file it came from.
    let sources: [String: (origin: String, text: String)]
    /// Template name → the file it came from, for errors.
    package let origins: [String: String]
    /// The templates parsed so far: swift-mustache's parser costs about as much as rendering a whole
    /// summary, so a built-in template is parsed the first time something renders it, not at load.
    private let parsed: ParsedTemplates

    /// The built-in templates.
    package static func builtIn() throws -> TemplateLibrary { try TemplateLibrary(overrides: nil) }

    /// The templates for a command: built in, with `--templates` overrides; errors as the CLI reports them.
    package static func load(_ overrides: String?) throws(ReportError) -> TemplateLibrary {
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
    package init(overrides directory: String?) throws {
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
        let tags = sources.mapValues { TemplateTags($0.text, depthLimit: Self.maximumDepth) }
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            if let missing = tags[name]?.partials.first(where: { sources[$0.name] == nil }) {
                throw TemplateError(
                    file: source.origin, line: missing.place.line, column: missing.place.column,
                    reason: "there is no template named \"\(missing.name.excerpt())\" to include here (no \(missing.name.excerpt()).mustache)",
                    lineText: missing.place.lineText)
            }
        }
        try Self.checkNesting(sources, tags: tags)
        self.sources = sources
        origins = sources.mapValues(\.origin)
        parsed = ParsedTemplates(includes: tags.mapValues { $0.partials.map(\.name) })
        for name in overridden.sorted() { _ = try parsed.library(with: name, from: sources) }
    }

    /// Parses the templates `names` (with their partials) now rather than at their first rendering, so a job can
    /// do it on a core that would otherwise wait.
    package func prepare(_ names: [String]) throws {
        for name in names { _ = try parsed.library(with: name, from: sources) }
    }

    /// Renders the template `name` with `view`, a view model whose values are ready to insert, as the template
    /// sees it (`TemplateValues`): every text through `text`.
    ///
    /// Throws `TemplateError` naming the template when the rendering goes past its budget (`renderBudget`).
    package func render<View: Encodable>(_ name: String, _ view: View, text: @escaping (String) -> Any = { $0 }) throws -> String {
        try render(name, root: TemplateValues.make(view, text: text), measuring: view)
    }

    /// Renders the template `name` with `view` as swift-mustache takes it (a dictionary, a value it reflects on).
    package func render(_ name: String, _ view: Any) throws -> String {
        try render(name, root: (view as? any MustacheParent).map(SharedView.init) ?? view, measuring: view)
    }

    private func render(_ name: String, root: Any, measuring view: Any) throws -> String {
        guard let source = sources[name] else {
            throw TemplateError(file: name + ".mustache", reason: "there is no template of this name")
        }
        let library = try parsed.library(with: name, from: sources)
        func render(_ budget: MustacheRenderBudget) throws -> String {
            guard let text = try library.render(root, withTemplate: name, budget: budget) else {
                throw TemplateError(file: name + ".mustache", reason: "there is no template of this name")
            }
            return text
        }
        do {
            do {
                return try render(Self.renderBudget)
            } catch is MustacheRenderBudget.Exceeded {
                // Only a rendering this large pays for measuring its view, and then renders again.
                return try render(Self.renderBudget(for: ViewSize(of: view)))
            }
        } catch let exceeded as MustacheRenderBudget.Exceeded {
            let what = exceeded.byBytes
                ? "would make more than \(Self.renderBudget.bytes >> 20) MiB of text"
                : "would take more than \(Self.renderBudget.steps / 1_000_000) million steps"
            throw TemplateError(
                file: source.origin, reason: "rendering this template \(what), as its sections or partials repeat, so it stops here")
        }
    }

    /// The most one rendering may make and do: 64 MiB of text and 2 million steps (a token rendered, or an
    /// object looked into for a name), or more for a view that holds more. A summary of a hundred years makes
    /// 11 MB in 1.2 million steps; a template whose partials include the next one four times over, or sections
    /// of days nested in each other, would multiply its output or its time without bound, and stops here, exit 65.
    static let renderBudget = MustacheRenderBudget(bytes: 64 << 20, steps: 2_000_000)

    /// `renderBudget` grown by what `view` holds: four times its text and 32 steps for each of its values.
    static func renderBudget(for view: ViewSize) -> MustacheRenderBudget {
        MustacheRenderBudget(bytes: renderBudget.bytes + 4 * view.bytes, steps: renderBudget.steps + 32 * view.values)
    }

    static func name(of file: String) -> String {
        file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : file
    }

    /// The `*.mustache` files under `directory`, by path relative to it.
    static func read(_ directory: String) throws -> [(String, String)] {
        var info = stat()
        guard stat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw TemplateError(file: directory, reason: "there is no templates folder here", unreadable: true)
        }
        guard let walker = try? FileManager.default.subpathsOfDirectory(atPath: directory) else {
            throw TemplateError(file: directory, reason: "the templates folder cannot be read", unreadable: true)
        }
        var files: [(String, String)] = []
        for relative in walker where relative.hasSuffix(".mustache") {
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + relative
            guard let text = String(validating: try templateBytes(path), as: UTF8.self) else {
                throw TemplateError(file: path, reason: "this template is not UTF-8 text")
            }
            files.append((relative, text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The largest template file read: the built-in ones are under 10 KB, and a larger file is refused before
    /// it is read, not read whole to be refused afterwards.
    static let maximumBytes = 1 << 20

    /// The bytes of the template file at `path`: a regular file of at most `maximumBytes` (a FIFO is never
    /// waited on, a device never read).
    static func templateBytes(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw TemplateError(file: path, reason: "this template cannot be read", unreadable: true) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw TemplateError(file: path, reason: "this template is \(FileDescriptors.kind(info.st_mode)), not a file", unreadable: true)
        }
        guard info.st_size <= maximumBytes else {
            throw TemplateError(file: path, reason: "this template is \(info.st_size) bytes, more than the \(maximumBytes >> 20) MiB a template may be")
        }
        do { return try FileDescriptors.readAll(fd, name: path, limit: maximumBytes, sizeHint: Int(info.st_size)) } catch {
            throw TemplateError(file: path, reason: "this template cannot be read", unreadable: true)
        }
    }

    /// How deep sections and partials may nest, counted through every partial: the built-in templates nest
    /// four deep, and swift-mustache, which parses and renders by recursion, ran out of stack at a few thousand.
    static let maximumDepth = 64

    /// Refuses a template that includes itself, directly or through others, and nesting deeper than
    /// `maximumDepth`, naming the file, line and tag, before anything is parsed or rendered.
    static func checkNesting(_ sources: [String: (origin: String, text: String)], tags: [String: TemplateTags]) throws {
        var depths: [String: Int] = [:]
        func tooDeep(_ name: String, _ place: TemplateTags.Place) -> TemplateError {
            TemplateError(
                file: sources[name]?.origin ?? name, line: place.line, column: place.column,
                reason: "sections and partials nest more than \(maximumDepth) deep here", lineText: place.lineText)
        }
        /// The deepest nesting that rendering `name` reaches; `chain` is the partials that led to it.
        func depth(of name: String, chain: [String]) throws -> Int {
            if let known = depths[name] { return known }
            guard let own = tags[name] else { return 0 }
            if let place = own.beyondLimit { throw tooDeep(name, place) }
            var reached = own.depth
            for partial in own.partials where sources[partial.name] != nil {
                if let start = chain.firstIndex(of: partial.name) {
                    let loop = (chain[start...] + [partial.name]).joined(separator: " → ")
                    throw TemplateError(
                        file: sources[name]?.origin ?? name, line: partial.place.line, column: partial.place.column,
                        reason: "this partial includes itself (\(loop)), so rendering would never end", lineText: partial.place.lineText)
                }
                if partial.depth + chain.count > maximumDepth { throw tooDeep(name, partial.place) }
                let inner = partial.depth + 1 + (try depth(of: partial.name, chain: chain + [partial.name]))
                if inner > maximumDepth { throw tooDeep(name, partial.place) }
                reached = max(reached, inner)
            }
            depths[name] = reached
            return reached
        }
        for name in sources.keys.sorted() { _ = try depth(of: name, chain: [name]) }
    }
}

/// The templates parsed so far, shared by every copy of a `TemplateLibrary` and every thread that renders.
private final class ParsedTemplates: Sendable {
    private struct Parsed {
        var library = MustacheLibrary()
        var names: Set<String> = []
    }
    private let parsed = Locked(Parsed())
    /// Template name → the partials it includes (`TemplateTags`).
    private let includes: [String: [String]]

    init(includes: [String: [String]]) { self.includes = includes }

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
                pending += includes[next] ?? []
            }
            return parsed.library
        }
    }
}
