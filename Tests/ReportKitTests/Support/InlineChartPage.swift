import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// A small HTML5 page with inline SVG charts, written so it is also well-formed XML, and what its ids say.
enum InlineChartPage {
    /// The page: light colours by default, dark ones under `prefers-color-scheme: dark`.
    static func html(title: String, charts: [String]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(MarkupEscaping.escape(title))</title>
        <style>
        :root {
        color-scheme: light dark;
        \(SVGOptions.customProperties(.light))}
        @media (prefers-color-scheme: dark) {
        :root {
        \(SVGOptions.customProperties(.dark))}
        }
        body { margin: 0 auto; max-width: 40rem; padding: 1rem; font-family: "DejaVu Sans", sans-serif;
        background: var(--cr-background); color: var(--cr-ink); }
        figure { margin: 0 0 1rem; }
        svg { max-width: 100%; height: auto; }
        </style>
        </head>
        <body>
        <main>
        <h1>\(MarkupEscaping.escape(title))</h1>
        \(charts.map { "<figure>\n" + $0 + "</figure>\n" }.joined())</main>
        </body>
        </html>

        """
    }

    /// Every id, and every reference to one (`url(#…)`, `href="#…"`, `aria-labelledby`), found by an XML parser.
    struct Ids {
        var ids: [String] = []
        var references: [String] = []
        var parsed = false
    }

    static func ids(in page: String) -> Ids {
        let collector = Collector()
        let parser = XMLParser(data: Data(page.utf8))
        parser.delegate = collector
        collector.result.parsed = parser.parse()
        return collector.result
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var result = Ids()

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            for (key, value) in attributes {
                switch key {
                case "id": result.ids.append(value)
                case "aria-labelledby", "aria-describedby": result.references += value.split(separator: " ").map(String.init)
                case "href" where value.hasPrefix("#"): result.references.append(String(value.dropFirst()))
                default: break
                }
                var rest = Substring(value)
                while let start = rest.range(of: "url(#") {
                    let after = rest[start.upperBound...]
                    guard let end = after.firstIndex(of: ")") else { break }
                    result.references.append(String(after[..<end]))
                    rest = after[end...]
                }
            }
        }
    }
}
