import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// What swift-mustache makes of values, through the paths our vendored copy added for speed (the type traits, the
/// escaper's look at the bytes, the root view held by reference): the same text as swift-mustache 2.1.1.
@Suite struct TemplateRenderingTests {
    /// Renders `template` with `view`, as a template added by a `--templates` folder.
    static func render(_ template: String, _ view: Any) throws -> String {
        let dir = try TemplateLibraryTests.folder(["test.mustache": template])
        return try TemplateLibrary(overrides: dir).render("test", view)
    }

    @Test func doubleMustachesEscapeTheFiveCharactersAndLeaveOtherTextAsItIs() throws {
        let view: [String: Any] = ["odd": "x < y & \"z\" 'w' >", "plain": "nothing to escape, æøå", "mark": "<\u{338}"]
        #expect(try Self.render("{{odd}}|{{plain}}|{{{odd}}}", view)
            == "x &lt; y &amp; &quot;z&quot; &#39;w&#39; &gt;|nothing to escape, æøå|x < y & \"z\" 'w' >")
        // A "<" that a combining mark joins is one character, which swift-mustache's escaper leaves alone.
        #expect(try Self.render("{{mark}}", view) == "<\u{338}")
    }

    @Test func theRootPrintsAsTheViewDoes() throws {
        let number = SiteNumber(value: "3", label: "days")
        #expect(try Self.render("{{{.}}}", number) == String(describing: number))
        #expect(try Self.render("{{#.}}{{{label}}}{{/.}}", number) == "days")
    }

    @Test func sectionsWalkListsAndTestBoolsAndNumbers() throws {
        let view: [String: Any] = [
            "items": [["n": "1"], ["n": "2"]], "yes": true, "no": false, "empty": [String](), "count": 2,
        ]
        let template = "{{#items}}{{n}}{{^last()}},{{/last()}}{{/items}}|{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^no}}n{{/no}}|"
            + "{{^empty}}E{{/empty}}{{#empty}}F{{/empty}}|{{#count}}{{.}}{{/count}}|{{missing}}{{^missing}}M{{/missing}}"
        #expect(try Self.render(template, view) == "1,2|Yn|E|2|M")
    }
}
