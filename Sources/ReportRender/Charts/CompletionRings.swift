import ReportCore
import ReportNative
/// The weekly ring of the app: concentric rings for showing up (days of the days there were to log), the care
/// action (evenings that said "Yes" of the evenings that answered) and, when the week has check-ins, what the
/// check-ins kept: sessions trained, and planned rest days as a mark of their own (a dashed arc), never as a
/// session that did not happen. "5/7" in the middle, or "1/1" on the first day of a week.
/// A ring with nothing done is left out; a week with nothing logged says so kindly instead of "0/7".
struct CompletionRings: FiguresChart {
    let figures: Figures
    let options: ChartOptions

    var week: Week { options.week }
    var weekFigures: WeekFigures { figures.figures(for: week) }
    var showsTraining: Bool { weekFigures.trainingCompleted > 0 || weekFigures.restCheckIns > 0 }
    /// A Discipline Coach file has no evenings to answer, so no care-action ring; a week whose evenings never
    /// said "Yes" has no arc to draw.
    var showsCare: Bool { weekFigures.careActionDays > 0 && weekFigures.careAnsweredDays > 0 }

    /// The story and the week's figures the legend's values are told from ("5 of 7 days", "1 of 1 day so far",
    /// "trained 2 times · 1 rest day"), as every output says them.
    var told: (story: Story, figures: PeriodFigures) {
        (Story(figures: figures, localizer: options.localizer), figures.period(from: week.start, to: week.end))
    }

    /// The kind words for a week with nothing logged, or nil.
    var emptyMessage: String? {
        let l = options.localizer
        let w = weekFigures
        guard w.showedUp == 0 else { return nil }
        if figures.firstDay == nil { return l("chart.rings.empty.none") }
        if week.start > figures.asOf { return l("chart.rings.empty.ahead") }
        if w.recordedDays == 0 { return l("chart.rings.empty.before") }
        return l("chart.rings.empty.quiet")
    }

    /// The rings drawn, outer first, each with its legend's words and its numbers (showed up: days, days to
    /// log; care: evenings with the care action, evenings that answered; training: sessions, rest check-ins,
    /// check-ins); or one row of kind words for a week with nothing logged.
    func data() -> ChartData {
        let l = options.localizer
        let w = weekFigures
        let columns = [l("site.table.what"), l("chart.rings.title")]
        if let message = emptyMessage {
            return ChartData(columns: columns, rows: [ChartData.Row(label: l("chart.rings.showedUp"), cells: [message], numbers: [])])
        }
        let (story, pf) = told
        var rows = [ChartData.Row(label: l("chart.rings.showedUp"), cells: [story.showedUpShort(pf).text], numbers: [w.showedUp, w.recordedDays])]
        if showsCare {
            rows.append(ChartData.Row(
                label: l("chart.rings.care"), cells: [story.careShort(pf)?.text ?? ""],
                numbers: [w.careActionDays, w.careAnsweredDays]))
        }
        if showsTraining {
            rows.append(ChartData.Row(
                label: l("chart.rings.training"), cells: [story.training(pf)?.text ?? ""], numbers: [w.trainingCompleted, w.restCheckIns, w.checkIns]))
        }
        return ChartData(columns: columns, rows: rows)
    }

    /// The description is the data's rows as one sentence.
    func alt() -> AltText { alt(data()) }

    func alt(_ data: ChartData) -> AltText {
        let l = options.localizer
        let rows = data.rows
        guard rows.first?.numbers.isEmpty == false else { return AltText(title: l("chart.rings.title"), description: rows[0].cells[0]) }
        var parts = [l("chart.rings.alt.showedUp", rows[0].cells[0])]
        for row in rows.dropFirst() {
            if row.label == l("chart.rings.care") {
                let (story, pf) = told
                if let care = story.careListed(pf) { parts.append(care.text) }
            } else {
                parts.append(l("chart.rings.alt.training", row.cells[0]))
            }
        }
        return AltText(title: l("chart.rings.title"), description: MessagePattern.endingSentence(parts.joined(separator: "; ")))
    }

    func scene(_ typeSetter: TypeSetter) -> Drawing {
        let p = options.theme.palette
        let l = options.localizer
        let m = ChartType.margin
        let w = weekFigures
        var b = SceneBuilder(typeSetter)
        let k = options.textScale
        let labelFont = FontSpec(size: 12.5 * k, weight: .bold), valueFont = FontSpec(size: 11.5 * k)
        let subtitle = l("chart.rings.subtitle", week.isoWeek.week, l.dateRange(week.start, week.end))

        /// A ring's arcs, in order from twelve o'clock: a fraction of the circle each, solid or dashed.
        struct Arc { var fraction: Double; var dashed: Bool }
        struct Ring { var label: String; var value: String; var arcs: [Arc]; var color: RGBA }
        var rings: [Ring] = []
        let message = emptyMessage
        // The legend's words are the data's rows (outer ring first), told once for the legend and the alt text.
        let data = data()
        if message == nil {
            var rows = data.rows.makeIterator()
            if let row = rows.next() {
                rings.append(Ring(label: row.label, value: row.cells[0],
                                  arcs: [Arc(fraction: Double(w.showedUp) / Double(max(w.recordedDays, 1)), dashed: false)], color: p.rings[0]))
            }
            if showsCare, let row = rows.next() {
                rings.append(Ring(label: row.label, value: row.cells[0],
                                  arcs: [Arc(fraction: Double(w.careActionDays) / Double(w.careAnsweredDays), dashed: false)], color: p.rings[1]))
            }
            if showsTraining, let row = rows.next() {
                let n = Double(max(w.checkIns, 1))
                rings.append(Ring(label: row.label, value: row.cells[0],
                                  arcs: [Arc(fraction: Double(w.trainingCompleted) / n, dashed: false),
                                         Arc(fraction: Double(w.restCheckIns) / n, dashed: true)], color: p.rings[2]))
            }
        }

        let thickness = 15.0, gap = 4.0
        let outer = 80.0
        // On a phone the legend goes under the rings, the width of the column; elsewhere beside them.
        let phone = options.phoneWidth
        let legendX = phone == nil ? m + 2 * outer + 8 + 28 : m
        // As wide as the legend needs (larger text on a printed cover), at least 440.
        let legendWidth = rings.map { max(b.measure($0.label, labelFont).width, b.measure($0.value, valueFont).width) }.max() ?? 0
        let width = phone ?? max(440, (legendX + 22 + legendWidth + m).rounded(.up))
        let top = b.header(title: l("chart.rings.title"), subtitle: subtitle, palette: p, width: width, scale: k) + 16
        let center = Point(phone == nil ? m + outer + 4 : width / 2, top + outer + 4)
        for (i, ring) in rings.enumerated() {
            let r = outer - thickness / 2 - Double(i) * (thickness + gap)
            b.stroke(.circle(center: center, radius: r), Stroke(width: thickness, color: ring.color.withAlpha(p.trackAlpha)))
            var start = 0.0
            for arc in ring.arcs {
                let f = min(max(arc.fraction, 0), 1 - start)
                defer { start += f }
                guard f > 0 else { continue }
                // A planned rest day: dashes across the ring, so it reads as its own mark in grey too.
                let stroke = arc.dashed
                    ? Stroke(width: thickness - 5, color: ring.color, dash: [3, 2.5])
                    : Stroke(width: thickness, color: ring.color, cap: start == 0 && f < 1 ? .round : .butt)
                if f >= 1 {
                    b.stroke(.circle(center: center, radius: r), stroke)
                } else {
                    var path = VectorPath()
                    path.arc(center: center, radius: r, start: -Double.pi / 2 + 2 * Double.pi * start,
                             end: -Double.pi / 2 + 2 * Double.pi * (start + f))
                    b.stroke(path, stroke)
                }
            }
        }

        // Where the legend (or the kind words) begins: beside the rings, centred on them, or under them on a phone.
        let legendTop = phone == nil ? nil : center.y + outer + 18
        var bottom = center.y + outer + 4
        if let message {
            // Nothing logged: one quiet track, and the kind words where the legend would be.
            b.stroke(.circle(center: center, radius: outer - thickness / 2), Stroke(width: thickness, color: p.rings[0].withAlpha(p.trackAlpha)))
            let text = b.measure(message, FontSpec(size: 12.5 * k), width: width - legendX - m)
            b.add(.text(TextItem(text, at: Point(legendX, legendTop ?? center.y - text.height / 2), color: p.muted)))
            if let legendTop { bottom = legendTop + text.height }
        } else {
            // "5/7" and "days" in the middle: the same numbers as the outer ring's legend.
            let big = b.measure(l("chart.rings.center.value", w.showedUp, w.recordedDays), FontSpec(size: 24, weight: .bold))
            let caption = b.measure(l.plural("chart.rings.center", w.recordedDays),
                                    ChartType.small.scaled(k), width: 2 * (outer - 2 * (thickness + gap) - thickness), alignment: .center)
            let blockHeight = 24.0 + 4 + caption.height
            let bigBaseline = center.y - blockHeight / 2 + 22
            b.place(big, x: center.x, baseline: bigBaseline, anchor: .center, color: p.ink)
            b.add(.text(TextItem(caption, at: Point(center.x - caption.width / 2, bigBaseline + 5), color: p.muted)))
        }

        // Legend beside the rings, outer ring first.
        let rowHeight = 44.0 * k
        var rowTop = legendTop ?? center.y - Double(rings.count) * rowHeight / 2 + 4
        if legendTop != nil, !rings.isEmpty { bottom = rowTop + Double(rings.count) * rowHeight - 8 * k }
        for ring in rings {
            var swatch = VectorPath()
            swatch.arc(center: Point(legendX + 7, rowTop + 8 * k), radius: 6, start: 0, end: 2 * Double.pi)
            b.stroke(swatch, Stroke(width: 4, color: ring.color))
            b.text(ring.label, labelFont, x: legendX + 22, baseline: rowTop + 12 * k, color: p.ink)
            b.text(ring.value, valueFont, x: legendX + 22, baseline: rowTop + 28 * k, color: p.muted)
            rowTop += rowHeight
        }
        let height = bottom + m
        return Drawing(width: width, height: (height).rounded(.up), background: p.background, items: b.items, alt: alt(data))
    }
}
