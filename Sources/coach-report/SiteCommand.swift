import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportKit

struct Site: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Write a small static progress site: an overview, a page (and PDF) per week, a feed.",
        discussion: """
            Writes DIR/index.html, DIR/weeks/2026-W47.html (and .pdf unless --no-pdf) for every week with something \
            logged, DIR/months/2026-11.html for every month with something logged, DIR/years/2026.html (January 1 – \
            December 31, with the year's PDF, DIR/years/2026.pdf, unless --no-pdf) for more than a year of data, \
            DIR/feed.xml (Atom), DIR/style.css and, unless \
            --public, DIR/robots.txt. No JavaScript, no web fonts, every link relative: it works from a folder, \
            offline, or on any static host. Private by default: --redact summary leaves out every word you typed (notes, answers, prep titles, your goal, \
            an action you wrote in yourself) and keeps your name, the figures and the app's own words. \
            DIR is made if missing; building into it again rewrites only changed files and removes only files the site made. \
            A file already in DIR that the site did not make is never replaced without --force.

            Examples:
              coach-report site export.json --out my-site
              coach-report site export.json --out public --public --title "My year" \\
                --base-url https://example.org/me/
            """)

    @OptionGroup var reader: ReaderInput
    @OptionGroup var day: DayOptions

    @Flag(name: .long, help: "Leave out the weekly and yearly PDFs.")
    var noPdf = false

    @Flag(name: .long, help: "Let search engines index the site (no noindex, no robots.txt).")
    var `public` = false

    @Option(name: .long, help: ArgumentHelp("The site's title (default: your name, or \"Progress\").", valueName: "text"))
    var title: String?

    @Option(name: .long, help: ArgumentHelp("Where the site will live, for the feed's absolute links, e.g. https://example.org/me/.", valueName: "url"))
    var baseURL: String?

    @OptionGroup var page: PaperOption

    @Option(name: .long, help: ArgumentHelp("The folder to write the site into.", valueName: "dir"))
    var out: String

    @Flag(name: .long, help: "Replace files in DIR that the site did not make (without it, the build stops, exit 73).")
    var force = false

    @OptionGroup var output: ReaderOutput<SeenByOthers>
    @OptionGroup var quiet: QuietOption

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) || baseURL.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" }) {
            throw ValidationError("--base-url takes an address such as https://example.org/me/.")
        }
    }

    func run() throws {
        try reporting {
            let report = try reader.read(day: day, redaction: output.redact)
            let templates = try output.templates.library()
            // A long build shows how far it is on a terminal; redirected, or with --quiet, it says nothing.
            let progress = quiet.progress()
            defer { progress?.finish() }
            try report.site(
                into: ReportFolder(out), options: SiteOptions(pdfs: !noPdf, isPublic: `public`, title: title, baseURL: baseURL, paper: page.paper),
                templates: templates, force: force, progress: progress?.handler)
            return report
        }
    }
}
