import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Templates that multiply their output or their time: stopped with a sentence naming the template (exit 65),
/// while a view that holds a lot is still rendered whole.
@Suite struct TemplateBudgetTests {
    /// A partial that includes the next one four times, twenty deep: 4^20 copies of a long line.
    static let fourfoldPartials: [String: String] = {
        var files = ["summary.md.mustache": "{{> p1}}\n"]
        for i in 1...20 { files["p\(i).mustache"] = i < 20 ? String(repeating: "{{> p\(i + 1)}}", count: 4) : String(repeating: "a line of text, ", count: 20) + "\n" }
        return files
    }()

    @Test func partialsThatMultiplyTheirTextAreStopped() throws {
        let dir = try TemplateLibraryTests.folder(Self.fourfoldPartials)
        let library = try TemplateLibrary(overrides: dir)
        #expect {
            try TemplateLibraryTests.summary(library)
        } throws: { error in
            (error as? ReportError)?.description == dir + "/summary.md.mustache: rendering this template would make more than 64 MiB of text, as its sections or partials repeat, so it stops here."
                && (error as? ReportError)?.exitStatus == 65
        }
    }

    /// Sections of days nested twelve deep make no text at all, but 7^12 renderings: the steps run out.
    @Test func nestedSectionsThatMultiplyTheirTimeAreStopped() throws {
        let nested = "{{#care}}" + String(repeating: "{{#days}}", count: 12) + String(repeating: "{{/days}}", count: 12) + "{{/care}}"
        let dir = try TemplateLibraryTests.folder(["summary.md.mustache": nested])
        let library = try TemplateLibrary(overrides: dir)
        #expect {
            try TemplateLibraryTests.summary(library)
        } throws: { error in
            (error as? ReportError)?.description == dir + "/summary.md.mustache: rendering this template would take more than 2 million steps, as its sections or partials repeat, so it stops here."
        }
    }

    /// The budget grows with the view: a million values take more than 2 million steps and are rendered all the same.
    @Test func aViewThatHoldsMuchIsRenderedWhole() throws {
        let dir = try TemplateLibraryTests.folder(["list.mustache": "{{#items}}{{{.}}}\n{{/items}}"])
        let library = try TemplateLibrary(overrides: dir)
        let items = (0..<1_000_000).map { "item \($0)" }
        let text = try library.render("list", ["items": items])
        #expect(text.utf8.count == items.reduce(0) { $0 + $1.utf8.count + 1 })
        // The same values repeated a few hundred times over are not.
        let repeated = try TemplateLibraryTests.folder(["list.mustache": String(repeating: "{{#items}}{{{.}}}{{/items}}", count: 300)])
        #expect(throws: TemplateError.self) { try TemplateLibrary(overrides: repeated).render("list", ["items": Array(items.prefix(10_000))]) }
    }

    @Test func aViewsSizeCountsItsTextAndValues() {
        struct Day { var date = "Mon"; var lines = ["a", "bcd"]; var note: String? = "éé" }
        let size = ViewSize(of: ["days": [Day(), Day()]])
        #expect(size.bytes == 2 * (3 + 1 + 3 + 4) + 4)
        #expect(TemplateLibrary.renderBudget(for: size).bytes == (64 << 20) + 4 * size.bytes)
    }
}
