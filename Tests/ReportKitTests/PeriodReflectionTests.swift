import Foundation
import PropertyBased
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit
import Testing

/// The year-in-review card and the period PDF's urge clock.
@Suite struct PeriodReflectionTests {
    static let year2026 = CalendarPeriod(.year, holding: .iso("2026-06-01"))

    static func card(_ context: ReportContext, year: CalendarPeriod = year2026, score: Bool) throws -> (png: Data, svg: String) {
        let document = YearCard.document(context: context, year: year, theme: .light, showsScore: score, typeSetter: TypeSetter())
        let png = try OutputFormat.png.writer(WriterSettings(scale: YearCard.scale)).write(.document(document))
        let svg = try OutputFormat.svg.writer().write(.document(document))
        return (png, String(decoding: svg, as: UTF8.self))
    }

    /// Every sentence-like string the person typed in the sample (anything with a space in it, which no date,
    /// id or list choice has), and their name.
    static func typedWords() throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: ChartFixture.samplePath)))
        var found: [String] = []
        func walk(_ value: Any) {
            if let s = value as? String, s.contains(" ") { found.append(s) }
            if let a = value as? [Any] { a.forEach(walk) }
            if let d = value as? [String: Any] { d.values.forEach(walk) }
        }
        walk(json)
        if let profile = (json as? [String: Any])?["profile"] as? [String: Any], let name = profile["name"] as? String { found.append(name) }
        return found
    }

    @Test func theCardIs1080By1350AValidPNGAndValidSVG() throws {
        let (png, svg) = try Self.card(try ChartFixture.context(), score: false)
        let image = try RasterImage(png: png)
        #expect(image.width == 1080 && image.height == 1350)
        #expect(try Tool.run("pngcheck", ["-q", "-"], input: png).status == 0)
        #expect(try Tool.run("xmllint", ["--noout", "--nonet", "-"], input: Data(svg.utf8)).status == 0)
    }

    /// Made to be shared: nothing the person typed, not even their name, at `full`, where every word is there to leak.
    @Test func theCardCarriesNoTypedWords() throws {
        let (_, svg) = try Self.card(try ChartFixture.context(), score: true)
        let typed = try Self.typedWords()
        #expect(typed.count > 20)
        for text in typed {
            // Compared on a stretch with no character that SVG would escape.
            let plain = String(text.prefix { !"<>&'\"".contains($0) }.prefix(24))
            guard plain.count >= 3 else { continue }
            #expect(!svg.contains(plain), "the card holds “\(plain)”")
        }
    }

    @Test func theScoreIsOnTheCardOnlyWhenAskedFor() throws {
        let context = try ChartFixture.context()
        #expect(!(try Self.card(context, score: false).svg.contains("Discipline Score")))
        #expect(try Self.card(context, score: true).svg.contains("Discipline Score on Sun, Nov 22: 67"))
    }

    /// A first year that began in November: the card begins at November ("since November"), draws no month
    /// before it, marks November's days before the records "before you started" (a dot a day, as the heatmap marks
    /// them, and the key), and the sentence says when the person began.
    @Test func aFirstYearThatBeganInNovemberStartsAtNovember() throws {
        let days = (0..<60).map { Day.iso("2025-11-10") + $0 }
        let json = TestExports.coacher(entries: days.map { TestExports.entry("\"\($0.iso)\"") })
        let export = try TestExports.read(json)
        let figures = Figures(export: export, options: FigureOptions(asOf: .iso("2026-01-20"), weekStart: .monday))
        let context = ReportContext(export: export, figures: figures, localizer: Localizer(language: .norwegianBokmal), localeIdentifier: "nb-NO")
        let year = CalendarPeriod(.year, holding: .iso("2025-06-01"))
        let pf = figures.period(from: year.start, to: year.end)
        #expect(Story(context: context).cardSentence(pf).key == "card.sentence.began")
        for size in YearCard.Size.allCases {
            let drawing = YearCard.drawing(context: context, year: year, theme: .light, showsScore: false, size: size, typeSetter: TypeSetter())
            let dots = drawing.shapes.filter { $0.fill == Palette.light.emptyMark && $0.stroke == nil }.count
            // A dot a day from November 1 to 9, and the legend's.
            #expect(dots == 9 + 1, "\(size)")
        }
        let (_, svg) = try Self.card(context, year: year, score: false)
        #expect(svg.contains("SIDEN NOVEMBER"))
        #expect(svg.contains("Du begynte i november"))
        #expect(svg.contains("Før du begynte"))
        for month in 1...10 { #expect(!svg.contains(">" + Localizer(language: .norwegianBokmal).monthName(month)), "month \(month)") }
    }

    /// The story-size card is 1080×1920, a valid PNG and SVG, and as the post-size card carries nothing typed.
    @Test func theStoryCardIs1080By1920AndValid() throws {
        let context = try ChartFixture.context()
        let document = YearCard.document(context: context, year: Self.year2026, theme: .dark, showsScore: false, size: .story, typeSetter: TypeSetter())
        let png = try YearCard.png(document)
        let image = try RasterImage(png: png)
        #expect(image.width == 1080 && image.height == 1920)
        #expect(try Tool.run("pngcheck", ["-q", "-"], input: png).status == 0)
        let svg = try OutputFormat.svg.writer().write(.document(document))
        #expect(try Tool.run("xmllint", ["--noout", "--nonet", "-"], input: svg).status == 0)
        #expect(YearCard.name(Self.year2026, size: .story) == "2026-card-story")
    }

    /// The urge clock's cells add up to the period's urge notes, and each cell to a count made here by weekday
    /// and hour from the notes themselves.
    @Test func theUrgeClockSumsToThePeriodsUrgeNotes() async {
        await propertyCheck(
            count: 40, input: Gen.int(in: 0...90).array(of: 0...40), Gen.int(in: 0...2), Gen.int(in: 0...85), Gen.int(in: 0...40)
        ) { urgeDays, startIndex, from, length in
            let base = FigureAgreementTests.base
            let export = FigureAgreementTests.export(entryDays: [], urgeDays: urgeDays, checkDays: [])
            let weekStart = CalendarPeriodTests.starts[startIndex]
            let figures = Figures(export: export, options: FigureOptions(asOf: base + 80, weekStart: weekStart))
            let (first, last) = (base + from, base + from + length)
            let options = ChartOptions(week: figures.week(holding: figures.asOf), weekStart: weekStart, localizer: Localizer(language: .english))
            let data = ChartRenderer.urgeClockData(figures: figures, options: options, first: first, last: last)
            #expect(data.rows.reduce(0) { $0 + $1.numbers.reduce(0, +) } == figures.period(from: first, to: last).urgeCount)

            var naive: [Int: Int] = [:]
            for note in export.urgeNotes where note.at.day >= first && note.at.day <= min(last, figures.asOf) {
                let m = note.at.minuteOfDay
                let part = m >= 300 && m < 720 ? 0 : m >= 720 && m < 1020 ? 1 : m >= 1020 && m < 1320 ? 2 : 3
                naive[note.at.day.weekday * 10 + part, default: 0] += 1
            }
            for (r, row) in data.rows.enumerated() {
                let weekday = (weekStart.weekday + r) % 7
                for (part, n) in row.numbers.enumerated() { #expect(n == naive[weekday * 10 + part, default: 0]) }
            }
        }
    }
}

extension PeriodReflectionTests {
    /// Day by day, a month's calendar draws the mark the heatmap gives that day: each day's number is found on
    /// the page, the mark drawn nearest to it is read back as a kind (a shade and its level, an outline, a
    /// dot, a dashed outline), and that kind is compared with `StreakHeatmap.cell` of the day.
    @Test func theCalendarMarksEachDayAsTheHeatmapDoes() async {
        await propertyCheck(count: 25, input: Gen.int(in: 0...90).array(of: 0...50), Gen.int(in: 0...2), Gen.int(in: 20...100), Gen.int(in: 0...2)) {
            days, startIndex, asOf, monthIndex in
            let base = FigureAgreementTests.base
            let export = FigureAgreementTests.export(entryDays: days, urgeDays: days.filter { $0 % 7 == 0 }, checkDays: days.filter { $0 % 5 == 0 })
            let figures = Figures(export: export, options: FigureOptions(asOf: base + asOf, weekStart: CalendarPeriodTests.starts[startIndex]))
            let options = ChartOptions(week: figures.week(holding: figures.asOf), weekStart: figures.weekStart, localizer: Localizer(language: .english))
            let month = CalendarPeriod(.month, holding: base + 30 * monthIndex)
            let scene = ChartRenderer.periodCalendar(
                figures: figures, options: options, first: month.start, last: month.end, width: 480, alt: AltText(title: "", description: ""),
                typeSetter: TypeSetter())
            let heatmap = StreakHeatmap(figures: figures, options: options)
            let p = options.theme.palette
            let marks: [(center: Point, cell: StreakHeatmap.Cell)] = scene.shapes.compactMap { shape in
                let cell: StreakHeatmap.Cell
                if let fill = shape.fill, let level = p.heat.firstIndex(of: fill) { cell = .level(level + 1) }
                else if shape.fill == p.emptyMark { cell = .beforeData }
                else if shape.stroke?.color == p.emptyMark { cell = shape.stroke!.dash.isEmpty ? .nothingLogged : .future }
                else { return nil }
                return (shape.path.center, cell)
            }
            var found = Set<Int>()
            for case .text(let t) in scene.items {
                guard let n = Int(t.block.lines.first?.text ?? ""), n >= 1, n <= month.length else { continue }
                let nearest = marks.min { $0.center.distance(to: t.origin) < $1.center.distance(to: t.origin) }
                #expect(nearest?.cell == heatmap.cell(month.start + (n - 1)), "day \(n)")
                found.insert(n)
            }
            #expect(found.count == month.length)
        }
    }
}

extension PeriodReflectionTests {
    /// A run length reached again and again is one line saying how often and when last, not a line each time;
    /// a milestone of another kind keeps its own sentence.
    @Test func aRepeatedMilestoneIsOneLine() throws {
        // Three runs of three days, the last one growing to seven.
        let offsets = [0, 1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14]
        let json = TestExports.coacher(entries: offsets.map { TestExports.entry("\"\((Day.iso("2026-10-01") + $0).iso)\"") })
        let export = try TestExports.read(json)
        let figures = Figures(export: export, options: FigureOptions(asOf: .iso("2026-11-22"), weekStart: .monday))
        let context = ReportContext(export: export, figures: figures, localizer: Localizer(language: .english), localeIdentifier: "en-US")
        let pdf = PeriodReflectionPDF(context: context, paper: .a4, theme: .light)
        let lines = pdf.milestoneBlocks(SummaryPeriod(CalendarPeriod(.month, holding: .iso("2026-10-01")))).compactMap { block -> String? in
            if case .text(let t) = block { t.text } else { nil }
        }
        #expect(lines == ["Milestones", "•  3 days in a row: 3 times, most recently on October 11, 2026.", "•  October 15, 2026: 7 days in a row."])
    }
}

extension Point {
    func distance(to other: Point) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
}

extension VectorPath {
    /// The middle of the points and arc centres the path is made of: a cell's centre, for a rounded square or a dot.
    var center: Point {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let q), .line(let q): points.append(q)
            case .arc(let c, _, _, _, _): points.append(c)
            case .curve(_, _, let q): points.append(q)
            case .close: break
            }
        }
        let n = Double(max(points.count, 1))
        return Point(points.reduce(0) { $0 + $1.x } / n, points.reduce(0) { $0 + $1.y } / n)
    }
}

extension Drawing {
    /// Every painted path of the drawing, groups opened.
    var shapes: [PaintedPath] {
        func open(_ items: [SceneItem]) -> [PaintedPath] {
            items.flatMap { item -> [PaintedPath] in
                switch item {
                case .shape(let s): [s]
                case .group(let g): open(g.items)
                default: []
                }
            }
        }
        return open(items)
    }
}
