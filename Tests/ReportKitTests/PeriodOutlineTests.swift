import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// A period's PDF lists its sections as bookmarks, as the weekly PDF does: a reader of a five-page year jumps
/// to the weeks or the milestones from the sidebar.
@Suite struct PeriodOutlineTests {
    @Test func theOutlineNamesEachSectionInPageOrder() throws {
        let context = try Fixtures.context("sample-export.json")
        let period = try #require(context.figures.latestPeriodWithData(.month))
        let document = PeriodReflectionPDF(context: context, paper: .a4, theme: .light)
            .document(SummaryPeriod(period), name: period.description, typeSetter: TypeSetter())
        let pdf = try PDFInspector(try OutputFormat.pdf.writer().write(.document(document)))
        let outline = try pdf.outline()
        let titles = outline.map(\.title)
        #expect(titles.first == context.localizer.dateRange(SummaryPeriod(period).first, SummaryPeriod(period).last))
        for section in ["Your days", "Week by week"] {
            #expect(titles.contains(section), "\(titles)")
        }
        // Each bookmark goes to a page of the document, never back before the one above it.
        let pages = outline.map(\.page)
        #expect(pages.allSatisfy { (1...document.pages.count).contains($0) })
        #expect(pages == pages.sorted())
    }
}
