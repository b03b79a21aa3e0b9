import Foundation
import Mustache
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The site's page and feed templates insert every value with triple mustaches, so every value must reach them
/// escaped already, as `SiteHTML`: no name they use may give a bare string.
@Suite struct SiteViewTests {
    static let hostile = "<b>Sam's</b> & \"co\""

    /// A page with every field set, lists of one, so every name of the template has a value to look at.
    static var fullPage: SitePageView {
        let link = SiteLink(label: hostile, href: hostile, rel: hostile, note: hostile)
        var page = SitePageView(
            language: "en", title: hostile, siteTitle: hostile, root: "../", noindex: true, skip: hostile, navLabel: hostile,
            nav: [link], pagerLabel: hostile, privacy: hostile, madeBy: hostile, feedLabel: hostile)
        page.pager = [link]
        page.heading = hostile
        page.goal = hostile
        page.summaryHTML = SiteHTML(markup: "<p>made by cmark</p>")
        page.pdf = link
        page.numbersHeading = hostile
        page.numbers = [SiteNumber(value: hostile, label: hostile)]
        page.numbersNote = hostile
        page.chartsHeading = hostile
        page.charts = [SiteChart(svg: SiteHTML(markup: "<svg/>"), tableLabel: hostile, caption: hostile, columns: [hostile], rows: [SiteRow(label: hostile, cells: [hostile])])]
        page.milestonesHeading = hostile
        page.milestones = [hostile]
        page.weeksHeading = hostile
        page.weeks = [SiteWeekItem(title: hostile, dates: hostile, href: hostile, showedUp: hostile, arc: "50", pdf: link)]
        page.yearsHeading = hostile
        page.years = [link]
        page.moreWeeks = hostile
        return page
    }

    static var fullFeed: SiteFeedView {
        SiteFeedView(
            language: "en", title: hostile, id: hostile, updated: hostile, author: hostile, selfHref: hostile, home: hostile,
            entries: [SiteFeedEntry(title: hostile, id: hostile, updated: hostile, href: hostile, pdfHref: hostile, summary: hostile, content: hostile)])
    }

    /// Every name a template looks up, in sections or variables (default delimiters).
    static func names(in template: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"\{\{[#^/{&]?\s*([A-Za-z][A-Za-z0-9]*)"#)
        let range = NSRange(template.startIndex..., in: template)
        return Set(pattern.matches(in: template, range: range).map { String(template[Range($0.range(at: 1), in: template)!]) })
    }

    /// What the page and the feed templates see of `view`, as `SiteTemplates.render` makes it.
    static func seen<View: Encodable>(_ view: View) -> Any { TemplateValues.make(view, text: SiteHTML.init(text:)) }

    /// Walks every value the template could reach from `value` and records each bare string.
    static func bareStrings(in value: Any?, names: Set<String>, path: String = "view") -> [String] {
        switch value {
        case nil, is Bool, is SiteHTML: return []
        case is String, is Substring: return [path]
        case let row as SiteTableRow: return bareStrings(in: Array(row), names: names, path: path + "[row]")
        case let list as [Any]: return list.enumerated().flatMap { bareStrings(in: $1, names: names, path: "\(path)[\($0)]") }
        case let parent as MustacheParent:
            return names.sorted().flatMap { bareStrings(in: parent.child(named: $0), names: names, path: path + "." + $0) }
        default: return ["\(path) (\(type(of: value!)))"]
        }
    }

    @Test func thePageGetsNoBareString() throws {
        let names = Self.names(in: try #require(EmbeddedTemplates.files["site-page.html.mustache"]))
        #expect(names.contains("title") && names.contains("rows"))
        #expect(Self.bareStrings(in: Self.seen(Self.fullPage), names: names) == [])
    }

    @Test func theFeedGetsNoBareString() throws {
        let names = Self.names(in: try #require(EmbeddedTemplates.files["site-feed.atom.mustache"]))
        #expect(Self.bareStrings(in: Self.seen(Self.fullFeed), names: names) == [])
    }

    /// Everything typed comes out escaped; only the markup fields come out as they are.
    @Test func thePageEscapesEveryTextAndKeepsTheMarkup() throws {
        let html = try Self.fullPage.html(templates: nil)
        #expect(!html.contains(Self.hostile))
        #expect(!html.contains("<b>"))
        #expect(html.contains(MarkupEscaping.escape(Self.hostile)))
        #expect(html.contains("<p>made by cmark</p>") && html.contains("<svg/>"))
    }
}
