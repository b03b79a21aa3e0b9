import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 35: the email's pictures are read on a phone. Mail programs ignore `<picture>`, so each is laid out for
/// the message's column on a 390 px screen (324 px) and its smallest text is 11 px there; the steps chart's
/// axis says it starts at 0.
@Suite struct EmailPhoneTests {
    /// Every text size of a scene, groups' scales applied.
    static func sizes(_ items: [SceneItem], scale: Double = 1) -> [Double] {
        items.flatMap { item -> [Double] in
            switch item {
            case .text(let t): return [t.block.font.size * scale]
            case .group(let g): return sizes(g.items, scale: scale * g.scale)
            case .anchor, .shape, .link: return []
            }
        }
    }

    @Test(arguments: [Language.english, .norwegianBokmal])
    func everyPictureIsDrawnForAPhonesColumn(_ language: Language) throws {
        let base = try Fixtures.context("sample-export.json")
        let context = ReportContext(export: base.export.redacted(.summary), figures: base.figures, localizer: Localizer(language: language),
                                    localeIdentifier: base.localeIdentifier)
        let week = context.week(.iso(ISOWeek(year: 2026, week: 47)))
        let job = EmailJob(context: context, week: week, from: MailAddress(name: nil, address: "sam@example.org"),
                           to: [MailAddress(name: nil, address: "kari@example.no")], attachesPDF: false)
        let typeSetter = TypeSetter()
        let pictures = EmailPicture.all(context, week: week)
        #expect(pictures.count >= 4)
        for picture in pictures {
            let scene = try #require(job.chartDocument(picture, typeSetter: typeSetter).pages.first)
            let chart = try #require(job.shownChart(picture, job.chartDocument(picture, typeSetter: typeSetter)))
            // Shown at its own width, which fits the phone's column: no scaling down.
            #expect(Double(chart.width) <= EmailPicture.phoneColumn && Double(chart.width) == scene.width.rounded(), "\(picture.name): \(chart.width)")
            let smallest = try #require(Self.sizes(scene.items).min())
            let shown = smallest * min(1, EmailPicture.phoneColumn / scene.width)
            #expect(shown >= 11 - 1e-9, "\(picture.name): smallest text \(shown) px at 390 px")
        }
    }

    @Test func theStepsAxisStartsAtZero() throws {
        let nov1 = Day.iso("2026-11-01")
        let shown = HealthShown(days: [HealthDay(date: nov1, weightKg: nil, steps: 4200), HealthDay(date: nov1 + 3, weightKg: nil, steps: 9100)],
                                redaction: .full, weightUnit: .kg)
        let options = ChartOptions(week: Week(start: nov1), weekStart: .monday, localizer: Localizer(language: .english))
        let scene = BodyChart(kind: .steps, health: shown, frame: BodyChartFrame(first: nov1, last: nov1 + 6, options: options)).scene(TypeSetter())
        let texts = scene.items.compactMap { item -> String? in if case .text(let t) = item { return t.block.text } else { return nil } }
        #expect(texts.contains("0"), "\(texts)")
    }
}
