/// The weekly ring of the app: concentric rings for showing up (days of 7), the care action (evening
/// "Yes" days of 7) and, when the week has check-ins, training completed of planned. "5/7" in the middle.
/// An empty ring still shows its track.
struct CompletionRings {
    let figures: Figures
    let options: ChartOptions

    var week: Week { options.week }
    var weekFigures: WeekFigures { figures.figures(for: week) }
    var showsTraining: Bool { weekFigures.checkIns > 0 }
    /// A Discipline Coach file has no evenings to answer, so no care-action ring.
    var showsCare: Bool { figures.hasEntries || figures.firstCheckInDay == nil }

    func alt() -> AltText {
        let l = options.localizer
        let w = weekFigures
        let description = !showsCare
            ? l("chart.rings.alt.trainingOnly", w.showedUp, w.plannedCompleted, w.trainingPlanned)
            : showsTraining
            ? l("chart.rings.alt.training", w.showedUp, w.careActionDays, w.plannedCompleted, w.trainingPlanned)
            : l("chart.rings.alt", w.showedUp, w.careActionDays)
        return AltText(title: l("chart.rings.title"), description: description)
    }

    func scene(_ typeSetter: TypeSetter) -> Scene {
        let p = options.theme.palette
        let l = options.localizer
        let m = ChartType.margin
        let w = weekFigures
        var b = SceneBuilder(typeSetter)
        let width = 440.0
        let subtitle = l("chart.rings.subtitle", week.isoWeek.week, l.dateRange(week.start, week.end))
        let top = b.header(title: l("chart.rings.title"), subtitle: subtitle, palette: p, width: width) + 16

        struct Ring { var label: String; var value: String; var fraction: Double; var color: Color }
        var rings = [
            Ring(label: l("chart.rings.showedUp"), value: l("chart.rings.showedUp.value", w.showedUp), fraction: Double(w.showedUp) / 7, color: p.rings[0]),
        ]
        if showsCare {
            rings.append(Ring(label: l("chart.rings.care"), value: l("chart.rings.care.value", w.careActionDays), fraction: Double(w.careActionDays) / 7, color: p.rings[1]))
        }
        if showsTraining {
            let fraction = w.trainingPlanned > 0 ? Double(w.plannedCompleted) / Double(w.trainingPlanned) : 0
            rings.append(Ring(label: l("chart.rings.training"), value: l("chart.rings.training.value", w.plannedCompleted, w.trainingPlanned),
                              fraction: fraction, color: p.rings[2]))
        }

        let thickness = 15.0, gap = 4.0
        let outer = 80.0
        let center = Point(m + outer + 4, top + outer + 4)
        for (i, ring) in rings.enumerated() {
            let r = outer - thickness / 2 - Double(i) * (thickness + gap)
            b.stroke(.circle(center: center, radius: r), Stroke(width: thickness, color: ring.color.withAlpha(p.trackAlpha)))
            let f = min(max(ring.fraction, 0), 1)
            if f >= 1 {
                b.stroke(.circle(center: center, radius: r), Stroke(width: thickness, color: ring.color))
            } else if f > 0 {
                var arc = Path()
                arc.arc(center: center, radius: r, start: -Double.pi / 2, end: -Double.pi / 2 + 2 * Double.pi * f)
                b.stroke(arc, Stroke(width: thickness, color: ring.color, cap: .round))
            }
        }

        // "5/7" and "days" in the middle.
        let big = b.measure("\(w.showedUp)/7", Font(size: 24, weight: .bold))
        let caption = b.measure(l("chart.rings.center"), ChartType.small)
        let blockHeight = 24.0 + 4 + 10
        let bigBaseline = center.y - blockHeight / 2 + 22
        b.place(big, x: center.x, baseline: bigBaseline, anchor: .center, color: p.ink)
        b.place(caption, x: center.x, baseline: bigBaseline + 15, anchor: .center, color: p.muted)

        // Legend beside the rings, outer ring first.
        let legendX = center.x + outer + 28
        let rowHeight = 44.0
        var rowTop = center.y - Double(rings.count) * rowHeight / 2 + 4
        for ring in rings {
            var swatch = Path()
            swatch.arc(center: Point(legendX + 7, rowTop + 8), radius: 6, start: 0, end: 2 * Double.pi)
            b.stroke(swatch, Stroke(width: 4, color: ring.color))
            b.text(ring.label, Font(size: 12.5, weight: .bold), x: legendX + 22, baseline: rowTop + 12, color: p.ink)
            b.text(ring.value, Font(size: 11.5), x: legendX + 22, baseline: rowTop + 28, color: p.muted)
            rowTop += rowHeight
        }
        let height = center.y + outer + 4 + m
        return Scene(width: width, height: (height).rounded(.up), background: p.background, items: b.items, alt: alt())
    }
}
