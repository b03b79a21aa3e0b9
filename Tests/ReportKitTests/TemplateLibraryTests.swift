import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

@Suite struct TemplateLibraryTests {
    /// A fresh folder for override templates.
    static func folder(_ files: [String: String]) throws -> String {
        let dir = Scratch.root.appendingPathComponent("coach-report-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return dir.path
    }

    /// The error loading the templates in `dir` throws; nil, with an issue recorded, when they load.
    static func refusal(_ dir: String) -> TemplateError? {
        do {
            _ = try TemplateLibrary(overrides: dir)
            Issue.record("the templates in \(dir) were accepted")
        } catch {
            return error as? TemplateError
        }
        return nil
    }

    static func summary(_ templates: TemplateLibrary) throws -> String {
        let context = try Fixtures.context("sample-export.json")
        let week = context.week(.iso(ISOWeek(year: 2026, week: 46)))
        return try Fixtures.summary(context, SummaryPeriod(week: week), format: .markdown, templates: templates)
    }

    /// What is compiled into the binary is exactly Templates/ (the build-tool plugin ran on the current files).
    @Test func builtInTemplatesAreTheFilesInTemplates() throws {
        let root = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".mustache") }
        #expect(Set(files) == Set(EmbeddedTemplates.files.keys))
        for file in files {
            #expect(try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) == EmbeddedTemplates.files[file])
        }
    }

    @Test func anOverrideReplacesOneTemplateByFileName() throws {
        let dir = try Self.folder(["summary-milestones.md.mustache": "## {{{heading}}}\n\nMy own milestone words.\n\n"])
        let library = try TemplateLibrary(overrides: dir)
        #expect(library.origins["summary-milestones.md"] == dir + "/summary-milestones.md.mustache")
        #expect(library.origins["summary.md"] == "Templates/summary.md.mustache")
        let text = try Self.summary(library)
        let builtIn = try Self.summary(.builtIn())
        #expect(text.contains("## Milestones\n\nMy own milestone words.\n\n---"))
        #expect(!text.contains("7 days in a row"))
        #expect(builtIn.contains("7 days in a row"))
        // Everything before the milestones is the built-in wording.
        #expect(text.components(separatedBy: "## Milestones")[0] == builtIn.components(separatedBy: "## Milestones")[0])
    }

    @Test func anOverrideCanAddAPartial() throws {
        let dir = try Self.folder([
            "summary.md.mustache": "# {{{title}}}\n\n{{> my-footer.md}}\n",
            "my-footer.md.mustache": "{{{closing}}}\n",
        ])
        let text = try Self.summary(TemplateLibrary(overrides: dir))
        #expect(text == "# Your week, November 8–14, 2026\n\nThis is hard, and I'm not alone. I can be kind to myself as I grow.\n")
    }

    @Test func anUnclosedSectionNamesFileAndLine() throws {
        let dir = try Self.folder(["summary-care.md.mustache": "## {{{heading}}}\n\n{{#days}}\n- {{{date}}}\n"])
        #expect {
            try TemplateLibrary(overrides: dir)
        } throws: { error in
            let e = error as! TemplateError
            return e.file == dir + "/summary-care.md.mustache" && e.line != nil
                && e.description.hasPrefix(dir + "/summary-care.md.mustache:")
                && e.description.contains("never closed")
        }
    }

    @Test func aMismatchedCloseNamesTheLineAndColumn() throws {
        let dir = try Self.folder(["summary-urges.md.mustache": "## {{{heading}}}\n\n{{#notes}}\n- {{{when}}}\n{{/note}}\n"])
        let e = try #require(Self.refusal(dir))
        #expect(e.line == 5)
        #expect(e.column == 4)
        #expect(e.description == dir + "/summary-urges.md.mustache:5:4: this closing tag does not match the section it closes: {{/note}}")
        #expect(e.reportError.exitStatus == 65)
    }

    @Test func anUnfinishedTagIsReported() throws {
        let dir = try Self.folder(["summary.md.mustache": "# {{{title}}}\n\n{{greeting\n"])
        let e = try #require(Self.refusal(dir))
        #expect(e.description == dir + "/summary.md.mustache:3:1: this tag is never closed (}} missing): {{greeting")
    }

    @Test func aMissingPartialNamesTheFileAndLine() throws {
        let dir = try Self.folder(["summary.md.mustache": "# {{{title}}}\n\n{{> summary-headlines.md}}\n"])
        let e = try #require(Self.refusal(dir))
        #expect(e.description == dir + "/summary.md.mustache:3:1: there is no template named \"summary-headlines.md\" to include here (no summary-headlines.md.mustache): {{> summary-headlines.md}}")
    }

    @Test func aMissingFolderIsAnIOError() throws {
        let e = try #require(Self.refusal("/nonexistent/templates"))
        #expect(e.reportError.exitStatus == 74)
        #expect(e.description == "/nonexistent/templates: there is no templates folder here")
    }

    /// A 300 MB template is refused from its size, before it is read (it was read whole, 943 MB, to be refused);
    /// the file here is sparse, so the test writes nothing, and a FIFO among the templates is never waited on.
    @Test func aHugeTemplateOrAFIFOIsRefusedWithoutReadingIt() throws {
        let dir = try Self.folder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let huge = dir + "/summary.md.mustache"
        try #require(FileManager.default.createFile(atPath: huge, contents: nil))
        try #require(truncate(huge, 300_000_000) == 0)
        let e = try #require(Self.refusal(dir))
        #expect(e.description == "\(huge): this template is 300000000 bytes, more than the 1 MiB a template may be")
        #expect(e.reportError.exitStatus == 65)
        try FileManager.default.removeItem(atPath: huge)
        try #require(mkfifo(huge, 0o644) == 0)
        let fifo = try #require(Self.refusal(dir))
        #expect(fifo.description == "\(huge): this template is a FIFO, not a file")
    }

    /// swift-mustache renders a partial by recursion: one that includes itself ran the stack out (SIGSEGV).
    @Test func aPartialThatIncludesItselfIsRefused() throws {
        let dir = try Self.folder(["summary.md.mustache": "# {{{title}}}\n\n{{#days}}{{> summary.md}}{{/days}}\n"])
        let e = try #require(Self.refusal(dir))
        #expect(e.reportError.exitStatus == 65)
        #expect(e.description == dir + "/summary.md.mustache:3:10: this partial includes itself (summary.md → summary.md), so rendering would never end: {{#days}}{{> summary.md}}{{/days}}")
    }

    @Test func twoPartialsThatIncludeEachOtherAreRefused() throws {
        let dir = try Self.folder([
            "summary.md.mustache": "# {{{title}}}\n{{> a.md}}\n",
            "a.md.mustache": "{{=<% %>=}}\n<%> b.md%>\n",
            "b.md.mustache": "{{#x}}\n  {{> a.md}}\n{{/x}}\n",
        ])
        let e = try #require(Self.refusal(dir))
        #expect(e.description == dir + "/b.md.mustache:2:3: this partial includes itself (a.md → b.md → a.md), so rendering would never end: {{> a.md}}")
    }

    /// 5,000 nested sections crashed swift-mustache's parser (SIGSEGV); past 64 levels is a sentence, exit 65.
    @Test func sectionsNestedThousandsDeepAreRefused() throws {
        let text = String(repeating: "{{#a}}", count: 5_000) + "x" + String(repeating: "{{/a}}", count: 5_000) + "\n"
        let dir = try Self.folder(["summary-care.md.mustache": "## {{{heading}}}\n" + text])
        let e = try #require(Self.refusal(dir))
        #expect(e.line == 2)
        #expect(e.column == 385)
        #expect(e.reason == "sections and partials nest more than 64 deep here")
        // Nesting counts through partials: 40 sections around a partial that opens 40 more.
        let deep = try Self.folder([
            "summary.md.mustache": String(repeating: "{{#a}}", count: 40) + "{{> inner.md}}" + String(repeating: "{{/a}}", count: 40) + "\n",
            "inner.md.mustache": String(repeating: "{{#b}}", count: 40) + String(repeating: "{{/b}}", count: 40) + "\n",
        ])
        #expect(throws: TemplateError.self) { try TemplateLibrary(overrides: deep) }
        // What the built-in templates nest stays far inside the limit.
        #expect(throws: Never.self) { try TemplateLibrary(overrides: Self.folder(["x.md.mustache": String(repeating: "{{#a}}", count: 60) + String(repeating: "{{/a}}", count: 60)])) }
    }
}
