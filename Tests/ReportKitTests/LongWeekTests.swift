import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// A week far longer than any person writes: drawn a page at a time, in the bytes of the whole document.
@Suite struct LongWeekTests {
    /// A context of one day with `notes` urge notes, the first two of `lines` lines each.
    static func context(notes: Int, lines: Int) throws -> ReportContext {
        let long = (0..<lines).map { "line \($0) of a long note" }.joined(separator: "\\n")
        let notes = (0..<notes).map { i in
            #"{"id": "N\#(i)", "at": "2026-11-16T10:04:36+01:00", "type": "stress", "text": "\#(i < 2 ? long : "Note \(i)")", "chosenAction": "a walk"}"#
        }
        let folder = Scratch.root.appendingPathComponent("long-week-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.json")
        try Data(TestExports.coacher(notes: notes).utf8).write(to: file)
        return try ReportContext.load(LoadRequest(path: file.path))
    }

    /// Issue 15: a body of more than `keptBodyBlocks` blocks is flowed once to count its pages and again while it is
    /// drawn, so a day of 100,000 urge notes no longer holds 600 MB of shaped text. Both flows agree to the byte.
    @Test func aLongWeekDrawnPageByPageIsTheWholeDocument() throws {
        let context = try Self.context(notes: 700, lines: 300)
        let pdf = WeeklyReflectionPDF(context: context, paper: .a4, theme: .light)
        let week = context.week(.iso(ISOWeek(year: 2026, week: 47)))
        let document = pdf.document(week)
        #expect(pdf.layout(week).bodyBlocks(TypeSetter()).count > WeeklyReflectionLayout.keptBodyBlocks)
        #expect(document.pages.count > 40)
        #expect(try pdf.render(week) == PDFWriter().write(document))
    }
}
