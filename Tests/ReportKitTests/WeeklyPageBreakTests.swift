import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Where the weekly PDF's pages break, over every week of the examples and of generated exports (issue 12):
/// a heading or a label never ends a page, "What you chose" never begins one, an urge note is never split, and
/// the closing line ends the last section's page instead of standing alone.
@Suite struct WeeklyPageBreakTests {
    static func contexts() throws -> [(String, ReportContext)] {
        var contexts: [(String, ReportContext)] = []
        for name in ["sample-export.json", "uke-nb.json"] {
            contexts.append((name, try WeeklyPDFTests.context(WeeklyPDFTests.example(name))))
        }
        let folder = Scratch.root.appendingPathComponent("page-breaks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (seed, locale) in [(UInt64(5), "en-US"), (11, "nb-NO")] {
            let file = folder.appendingPathComponent("sample-\(seed).json")
            try Data(SampleExport(days: 70, seed: seed, localeIdentifier: locale).json().utf8).write(to: file)
            contexts.append(("sample seed \(seed)", try WeeklyPDFTests.context(file.path)))
        }
        return contexts
    }

    /// A body page's texts, in order (the running header left out).
    static func texts(_ page: Drawing, below top: Double) -> [String] {
        page.items.compactMap { item in
            guard case .text(let t) = item, t.origin.y >= top - 0.5 else { return nil }
            return t.block.text
        }
    }

    @Test func pagesBreakBetweenWholeThoughts() throws {
        var weeks = 0
        for (name, context) in try Self.contexts() {
            let pdf = WeeklyReflectionPDF(context: context, paper: Paper.forLocale(context.localeIdentifier), theme: .light)
            for week in WeekJob.allWeeks(context) {
                let reflection = pdf.reflection(week)
                guard !reflection.isEmpty else { continue }
                weeks += 1
                let document = pdf.document(week)
                let label = "\(name) \(week.isoWeek)"
                // The body begins on the page with the first day's anchor.
                let firstBody = document.pages.firstIndex { $0.items.contains { if case .anchor(let a) = $0 { a.name == reflection.days[0].anchor } else { false } } } ?? 1
                let pages = document.pages[firstBody...].map { Self.texts($0, below: pdf.style.column.minY) }

                let notes = reflection.urges?.groups.flatMap(\.notes) ?? []
                let details = Set(notes.flatMap(\.details))
                var endsNoPage = Set(notes.map(\.when))
                endsNoPage.formUnion(reflection.days.map(\.title))
                endsNoPage.formUnion(reflection.days.flatMap(\.parts).flatMap(\.items).compactMap { if case .answer(let p, _) = $0 { p } else { nil } })
                endsNoPage.formUnion(reflection.urges.map { [$0.title] + $0.groups.map(\.title) } ?? [])
                endsNoPage.formUnion([reflection.discipline?.title, reflection.achievements?.title].compactMap { $0 })
                for (n, page) in pages.enumerated() where !page.isEmpty {
                    #expect(!details.contains(page[0]) && page[0] != reflection.closing, "\(label), page \(firstBody + n + 1) begins with \(page[0])")
                    if n < pages.count - 1, let last = page.last {
                        #expect(!endsNoPage.contains(last), "\(label), page \(firstBody + n + 1) ends with \(last)")
                    }
                }
                // Each note's time and its last detail are on one page.
                let placed = pages.enumerated().flatMap { n, page in page.map { (n, $0) } }
                var from = 0
                for note in notes {
                    guard let when = placed[from...].firstIndex(where: { $0.1 == note.when }) else { Issue.record("\(label): \(note.when) not found"); continue }
                    from = when + 1
                    if let detail = note.details.last, let at = placed[from...].firstIndex(where: { $0.1 == detail }) {
                        #expect(placed[at].0 == placed[when].0, "\(label): the note of \(note.when) is split")
                        from = at + 1
                    }
                }
            }
        }
        #expect(weeks > 20)
    }
}
