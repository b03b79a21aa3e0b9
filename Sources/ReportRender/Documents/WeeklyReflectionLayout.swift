import ReportCore
import ReportNative
/// Lays a `WeeklyReflection` out as the pages of a `PagedDocument`: a designed cover (name, week, one kind
/// sentence, the rings, the numbers, the heatmap and a linked table of days), then the days, the urge notes,
/// the Discipline Score, achievements and the closing line, flowed over as many pages as they need,
/// with a running header, page numbers and an outline. Format-free: the PDF writer only writes the result.
package struct WeeklyReflectionLayout {
    package let reflection: WeeklyReflection
    package let figures: Figures
    package let style: PageStyle
    package let weekStart: WeekStart
    package let localizer: Localizer
    /// Weight and steps from `--health`, for the Body page; nil without it.
    package var health: HealthShown?

    package init(reflection: WeeklyReflection, figures: Figures, style: PageStyle, weekStart: WeekStart, localizer: Localizer) {
        self.reflection = reflection; self.figures = figures; self.style = style; self.weekStart = weekStart; self.localizer = localizer
    }

    var palette: Palette { style.palette }
    var flow: PageFlow { PageFlow(column: style.column) }

    package func document(typeSetter: TypeSetter) -> PagedDocument {
        var pages: [Drawing] = []
        let outline = self.pages(typeSetter: typeSetter) { pages.append($0) }
        return PagedDocument(pages: pages, metadata: reflection.metadata, outline: outline)
    }

    /// The most blocks of a body laid out once and kept: each measured block holds its Pango layout (a few
    /// kilobytes), so a longer body is flowed again as it is drawn.
    static let keptBodyBlocks = 2_000

    /// Lays the document out and hands its pages to `page` in order, each as soon as it is laid out; gives the outline.
    ///
    /// The cover's table shows the page each day starts on and every page's header the number of pages, so the body
    /// is flowed first. A body of up to `keptBodyBlocks` blocks is kept from that flow; a longer one (a day of
    /// thousands of urge notes) is flowed a second time while its pages are handed on, so it holds about a page of
    /// shaped text at a time, for about twice the measuring. So is a body with a text long enough to be measured page
    /// by page (`PageFlow.streamedLength`): kept, its pages would hold every line of it.
    package func pages(typeSetter: TypeSetter, _ page: (Drawing) -> Void) -> [OutlineEntry] {
        var blocks = reflection.isEmpty ? [] : bodyBlocks(typeSetter)
        let flowsTwice = blocks.count > Self.keptBodyBlocks || flow.streams(blocks)
        var body = flowBody(blocks, keeping: !flowsTwice, typeSetter)
        // The last short section alone on the last page moves up to the page before when it fits there with less
        // room around it.
        if !flowsTwice, endsOnAPageOfItsOwn(body) {
            let tighter = bodyBlocks(typeSetter, tightEnd: true)
            let second = flowBody(tighter, keeping: true, typeSetter)
            if second.count < body.count {
                (blocks, body) = (tighter, second)
            } else {
                // Where it does not fit, the short ending stays on its own page, and the page becomes one for notes.
                blocks += notesToEnd()
                body = flowBody(blocks, keeping: true, typeSetter)
            }
        }
        let (kept, bodyPages, anchors) = (body.kept, body.count, body.anchors)
        let cover = coverPages(typeSetter, bodyAnchors: anchors)
        let coverPages = cover.pages.count
        let count = coverPages + bodyPages
        var number = 0
        func emit(_ items: [SceneItem]) {
            number += 1
            var content = items
            if number > coverPages { content = runningHeader(page: number, of: count, typeSetter) + content }
            page(Drawing(
                width: style.paper.width, height: style.paper.height, background: palette.background, items: content,
                alt: AltText(title: reflection.metadata.title, description: reflection.cover.encouragement)))
        }
        cover.pages.forEach(emit)
        if flowsTwice {
            _ = flow.flow(blocks, typeSetter: typeSetter, page: emit)
        } else {
            kept.forEach(emit)
        }

        var outline = [OutlineEntry(title: reflection.labels.coverOutline, destination: "cover")]
        for day in reflection.days where anchors[day.anchor] != nil {
            outline.append(OutlineEntry(title: day.outlineTitle, destination: day.anchor))
        }
        for (anchor, title) in [("urges", reflection.labels.urgesOutline), ("discipline", reflection.labels.disciplineOutline),
                                ("body", localizer("body.title")),
                                ("achievements", reflection.labels.achievementsOutline)] where anchors[anchor] != nil {
            outline.append(OutlineEntry(title: title, destination: anchor))
        }
        return outline
    }

    // MARK: - Running header

    func runningHeader(page: Int, of count: Int, _ typeSetter: TypeSetter) -> [SceneItem] {
        let column = style.column
        let baseline = style.headerBaseline
        var b = SceneBuilder(typeSetter)
        let number = b.measure("\(page) / \(count)", PageStyle.header)
        let left = b.measure(reflection.labels.header, PageStyle.header, width: column.width - number.width - 24)
        b.place(left.lines.count > 1 ? left.lines(0..<1) : left, x: column.minX, baseline: baseline, color: palette.muted)
        b.place(number, x: column.maxX, baseline: baseline, anchor: .right, color: palette.muted)
        b.stroke(.line(from: Point(column.minX, baseline + 8), to: Point(column.maxX, baseline + 8)), Stroke(width: 0.5, color: palette.grid))
        return b.items
    }

    // MARK: - Cover

    /// `talkLines`: how many lines to write on, when not the reflection's own.
    func coverBlocks(_ typeSetter: TypeSetter, bodyAnchors: [String: Int], firstBodyPage: Int, talkLines: Int? = nil) -> [FlowBlock] {
        let c = reflection.cover
        let width = style.column.width
        var blocks: [FlowBlock] = [.anchor("cover")]
        blocks.append(.text(FlowText(c.eyebrow.uppercased(), font: PageStyle.eyebrow, color: style.accent, spaceAfter: 6)))
        blocks.append(.text(FlowText(c.title, font: PageStyle.title, color: palette.ink, spaceAfter: 2)))
        blocks.append(.text(FlowText(c.subtitle, font: PageStyle.subtitle, color: palette.muted, spaceAfter: 2)))
        if let goal = c.goal { blocks.append(.text(FlowText(goal, font: PageStyle.fact, color: palette.ink, spaceBefore: 4))) }
        blocks.append(.text(FlowText(
            c.encouragement, font: PageStyle.lead, color: palette.ink, lineSpacing: PageStyle.bodySpacing,
            spaceBefore: 12, spaceAfter: 12, panel: Panel(fill: style.panel, padding: 11))))

        var options = ChartOptions(week: reflection.week, weeks: 12, theme: style.theme, weekStart: weekStart, localizer: localizer)
        if !c.numbers.isEmpty {
            blocks.append(.drawing(FlowDrawing(numbersRow(c.numbers, width: width, typeSetter), spaceAfter: 10)))
        }
        var heatmap = ChartRenderer.scene(.heatmap, figures: figures, options: options, typeSetter: typeSetter)
        if !reflection.isEmpty {
            var rings = ChartRenderer.scene(.rings, figures: figures, options: options, typeSetter: typeSetter)
            // Side by side the charts are drawn small: their text grows until its smallest (10 units) prints
            // at 7 pt or more.
            for _ in 0..<4 {
                let printed = ChartType.small.size * options.textScale * rowScale(rings, heatmap)
                guard printed < PageStyle.smallestChartText else { break }
                options.textScale *= PageStyle.smallestChartText / printed * 1.02
                heatmap = ChartRenderer.scene(.heatmap, figures: figures, options: options, typeSetter: typeSetter)
                rings = ChartRenderer.scene(.rings, figures: figures, options: options, typeSetter: typeSetter)
            }
            blocks.append(.drawing(chartsRow(rings, heatmap, spaceAfter: 6)))
            // Rows of a run of quiet days share their section's anchor.
            let pages = Dictionary(c.dayRows.compactMap { row in
                row.anchor.flatMap { a in bodyAnchors[a].map { (a, $0 + firstBodyPage) } }
            }, uniquingKeysWith: { first, _ in first })
            // The person's own lines and what came up sit under the charts, where a coach reads first; the
            // table of days and the lines to write on follow.
            if let coach = c.forCoach { blocks += ownWordsBlocks(coach) }
            blocks.append(.drawing(FlowDrawing(dayTable(c, pages: pages, width: width, typeSetter), spaceBefore: 14)))
            if var coach = c.forCoach {
                coach.talkLines = talkLines ?? coach.talkLines
                blocks += talkBlocks(coach, width: width, typeSetter)
            }
        } else {
            if c.showsCharts {
                // The same size as on a full cover, so the page stays one page; its text prints at 7 pt or more.
                var scale = min(1, style.column.width * 0.62 / (heatmap.width - 2 * ChartType.margin))
                if ChartType.small.size * scale < PageStyle.smallestChartText {
                    options.textScale = PageStyle.smallestChartText / (ChartType.small.size * scale) * 1.02
                    heatmap = ChartRenderer.scene(.heatmap, figures: figures, options: options, typeSetter: typeSetter)
                    scale = min(scale, style.column.width / (heatmap.width - 2 * ChartType.margin))
                }
                let scaled = Drawing(width: heatmap.width * scale, height: heatmap.height * scale,
                                   items: [.group(heatmap.asGroup(at: .zero, scale: scale))], alt: heatmap.alt)
                blocks.append(.drawing(FlowDrawing(scaled, bleed: ChartType.margin * scale)))
            }
            blocks += closingBlocks()
        }
        return blocks
    }

    /// The scale two charts side by side are drawn at.
    func rowScale(_ left: Drawing, _ right: Drawing) -> Double {
        min(1, (style.column.width - 18) / (left.width + right.width - 4 * ChartType.margin))
    }

    /// Two charts side by side at one scale, so their type matches, their content lined up with the column.
    func chartsRow(_ left: Drawing, _ right: Drawing, spaceAfter: Double) -> FlowDrawing {
        let m = ChartType.margin, gap = 18.0
        let scale = rowScale(left, right)
        let rightX = (left.width - m) * scale + gap - m * scale
        // The shorter chart sits level with the middle of the taller one.
        let height = max(left.height, right.height) * scale
        let items: [SceneItem] = [
            .group(left.asGroup(at: Point(0, ((height - left.height * scale) / 2).rounded()), scale: scale)),
            .group(right.asGroup(at: Point(rightX, ((height - right.height * scale) / 2).rounded()), scale: scale)),
        ]
        let scene = Drawing(width: rightX + right.width * scale, height: height, items: items,
                          alt: AltText(title: left.alt.title, description: left.alt.description + " " + right.alt.description))
        return FlowDrawing(scene, spaceAfter: spaceAfter, bleed: m * scale)
    }

    /// The numbers that matter as a row of tiles; a number with a detail gets a wider tile.
    func numbersRow(_ numbers: [NumberTile], width: Double, _ typeSetter: TypeSetter) -> Drawing {
        var b = SceneBuilder(typeSetter)
        let gap = 6.0, pad = 8.0
        // Each tile asks for the width its words read well at (a label on two lines, each line of a detail
        // whole up to 150 pt, else on two or three lines).
        func comfortable(_ text: String) -> Double {
            let w = b.measure(text, PageStyle.small).width
            return w <= 150 ? w : min(w / 2 + 8, 100)
        }
        // Tiles with a detail get what they ask for; the plain ones share the rest evenly.
        let available = width - gap * Double(numbers.count - 1)
        var widths = numbers.map { n -> Double in
            let detail = n.detail.map { $0.split(separator: "\n").map { comfortable(String($0)) }.max() ?? 0 } ?? 0
            return max(b.measure(n.value, PageStyle.bigNumber).width, min(b.measure(n.label, PageStyle.small).width / 2 + 8, 100), detail, 60) + 2 * pad
        }
        let plain = numbers.indices.filter { numbers[$0].detail == nil }
        let fixed = numbers.indices.filter { numbers[$0].detail != nil }.map { widths[$0] }.reduce(0, +)
        // A plain tile's value (a date, say) must fit its share.
        let plainNeed = plain.map { b.measure(numbers[$0].value, PageStyle.bigNumber).width + 2 * pad }.max() ?? 0
        if !plain.isEmpty, (available - fixed) / Double(plain.count) >= max(70, plainNeed) {
            for i in plain { widths[i] = (available - fixed) / Double(plain.count) }
        } else {
            let total = widths.reduce(0, +)
            widths = widths.map { $0 * available / total }
        }
        var parts: [(value: TextBlock, label: TextBlock, detail: TextBlock?, width: Double)] = []
        for (n, w) in zip(numbers, widths) {
            parts.append((b.measure(n.value, PageStyle.bigNumber), b.measure(n.label, PageStyle.small, width: w - 2 * pad),
                          n.detail.map { b.measure($0, PageStyle.small, width: w - 2 * pad) }, w))
        }
        let height = parts.map { $0.value.height + 1 + $0.label.height + ($0.detail.map { $0.height + 3 } ?? 0) }.max()! + 2 * pad
        var x = 0.0
        for p in parts {
            b.fill(.roundedRect(Rect(x: x, y: 0, width: p.width, height: height), radius: 6), style.tile)
            b.add(.text(TextItem(p.value, at: Point(x + pad, pad), color: palette.ink)))
            b.add(.text(TextItem(p.label, at: Point(x + pad, pad + p.value.height + 1), color: palette.muted)))
            if let detail = p.detail {
                b.add(.text(TextItem(detail, at: Point(x + pad, pad + p.value.height + 1 + p.label.height + 3), color: palette.ink)))
            }
            x += p.width + gap
        }
        return Drawing(width: width, height: height, items: b.items)
    }

    /// "Your days": one row a day with what was logged and the page it is on, each row a link to the day.
    func dayTable(_ c: WeeklyReflection.Cover, pages: [String: Int], width: Double, _ typeSetter: TypeSetter) -> Drawing {
        var b = SceneBuilder(typeSetter)
        let title = b.measure(c.dayTableTitle, PageStyle.subheading)
        b.add(.text(TextItem(title, at: Point(0, 0), color: palette.ink)))
        // The last column is the page each day is on: say so, so it does not read as a score.
        if !pages.isEmpty, !c.dayTablePageLabel.isEmpty {
            let label = b.measure(c.dayTablePageLabel, PageStyle.small)
            b.place(label, x: width, baseline: title.ascent, anchor: .right, color: palette.muted)
        }
        var y = title.height + 5
        let labelFont = FontSpec(size: 10, weight: .bold)
        let labels = c.dayRows.map { b.measure($0.label, labelFont) }
        let labelColumn = (labels.map(\.width).max() ?? 0) + 16
        let numberWidth = b.measure("00", PageStyle.fact).width + 8
        for (row, label) in zip(c.dayRows, labels) {
            let top = y
            b.stroke(.line(from: Point(0, top), to: Point(width, top)), Stroke(width: 0.5, color: palette.grid))
            let summary = b.measure(row.summary, PageStyle.fact, width: width - labelColumn - numberWidth)
            let baseline = top + 4 + max(label.ascent, summary.ascent)
            b.place(label, x: 0, baseline: baseline, color: row.logged ? palette.ink : palette.muted)
            b.place(summary, x: labelColumn, baseline: baseline, color: palette.muted)
            if let anchor = row.anchor, let page = pages[anchor] {
                b.text(String(page), PageStyle.fact, x: width, baseline: baseline, anchor: .right, color: style.accent)
            }
            y = top + 4 + max(label.height, summary.height) + 3
            if let anchor = row.anchor, pages[anchor] != nil {
                b.add(.link(LinkArea(Rect(x: 0, y: top, width: width, height: y - top), to: .destination(anchor))))
            }
        }
        b.stroke(.line(from: Point(0, y), to: Point(width, y)), Stroke(width: 0.5, color: palette.grid))
        return Drawing(width: width, height: y + 1, items: b.items)
    }

    /// What a person brings to their coach besides the figures: a few of their own lines and what came up most.
    func ownWordsBlocks(_ coach: WeeklyReflection.ForCoach) -> [FlowBlock] {
        var blocks: [FlowBlock] = []
        if !coach.ownWords.isEmpty {
            blocks.append(coachTitle(coach.ownWordsTitle))
            for group in coach.ownWords {
                blocks.append(prompt(group.prompt, keep: true))
                for (i, line) in group.lines.enumerated() {
                    // Their own words: each reads in the direction of its script, inside our quotation marks.
                    blocks.append(.text(FlowText(
                        localizer("week.own.quote", line), font: PageStyle.body, color: palette.ink, lineSpacing: PageStyle.bodySpacing,
                        indent: PageFlow.contentIndent, spaceBefore: i == 0 ? 0 : 3, direction: nil)))
                }
            }
        }
        if !coach.cameUp.isEmpty {
            blocks.append(coachTitle(coach.cameUpTitle))
            // A few short lines read as one: they stay on one page together.
            for (i, line) in coach.cameUp.enumerated() {
                blocks.append(.text(FlowText(line, font: PageStyle.fact, color: palette.ink, lineSpacing: PageStyle.bodySpacing,
                                             indent: PageFlow.contentIndent, spaceBefore: 4, keepWithNext: i < coach.cameUp.count - 1)))
            }
        }
        return blocks
    }

    func coachTitle(_ text: String) -> FlowBlock {
        .text(FlowText(text, font: PageStyle.subheading, color: palette.ink, spaceBefore: 14, spaceAfter: 2, keepWithNext: true))
    }

    /// "What I want to talk about", and ruled lines to write on.
    /// With `talkLines` 0, the title begins a page and ruled lines fill it: a page of its own to write on.
    func talkBlocks(_ coach: WeeklyReflection.ForCoach, width: Double, _ typeSetter: TypeSetter) -> [FlowBlock] {
        if coach.talkLines == 0 { return [.pageBreak, coachTitle(coach.talkTitle), .ruledToEnd(pitch: PageStyle.writingLinePitch, color: palette.grid, minimumLines: 3)] }
        var blocks: [FlowBlock] = [coachTitle(coach.talkTitle)]
        var b = SceneBuilder(typeSetter)
        let pitch = PageStyle.writingLinePitch
        for i in 1...max(coach.talkLines, 1) {
            let y = Double(i) * pitch
            b.stroke(.line(from: Point(0, y), to: Point(width, y)), Stroke(width: 0.6, color: palette.grid))
        }
        blocks.append(.drawing(FlowDrawing(Drawing(width: width, height: Double(coach.talkLines) * pitch + 1, items: b.items,
                                                 alt: AltText(title: coach.talkTitle, description: coach.talkTitle)))))
        return blocks
    }

    // MARK: - Body

    /// `tightEnd`: less room above the achievements and the closing line, so they may end the page before.
    func bodyBlocks(_ typeSetter: TypeSetter, tightEnd: Bool = false) -> [FlowBlock] {
        var blocks: [FlowBlock] = []
        for (i, day) in reflection.days.enumerated() {
            blocks.append(.continued(nil))
            blocks.append(.anchor(day.anchor))
            blocks.append(heading(day.title, first: i == 0))
            // A page that begins inside the day says which day it is.
            blocks.append(.continued(FlowText(localizer("week.day.continued", day.title), font: PageStyle.heading, color: palette.ink, spaceAfter: 4)))
            if let gentle = day.gentle {
                blocks.append(.text(FlowText(gentle, font: PageStyle.body, color: palette.muted, lineSpacing: PageStyle.bodySpacing, spaceBefore: 2)))
            }
            for part in day.parts {
                let title = part.time.map { localizer("week.part.withTime", part.title, $0) } ?? part.title
                blocks.append(.text(FlowText(title, font: PageStyle.subheading, color: palette.ink, spaceBefore: 12, spaceAfter: 2,
                                             keepWithNext: true, marker: markerColor(part.kind))))
                for item in part.items { blocks += itemBlocks(item) }
            }
        }

        blocks.append(.continued(nil))
        if let urges = reflection.urges {
            blocks.append(.anchor("urges"))
            blocks.append(heading(urges.title, first: false))
            blocks.append(paragraph(urges.intro, keepWithNext: urges.pattern != nil || urges.showsChart))
            if let pattern = urges.pattern { blocks.append(paragraph(pattern, keepWithNext: urges.showsChart)) }
            if urges.showsChart {
                let options = ChartOptions(week: reflection.week, weeks: 12, theme: style.theme, weekStart: weekStart, localizer: localizer)
                blocks.append(.drawing(FlowDrawing(ChartRenderer.scene(.urges, figures: figures, options: options, typeSetter: typeSetter),
                                                   spaceBefore: 4, bleed: ChartType.margin)))
            }
            for group in urges.groups {
                blocks.append(.text(FlowText(group.title, font: PageStyle.subheading, color: palette.ink, spaceBefore: 12, spaceAfter: 2,
                                             keepWithNext: true, marker: palette.urges[UrgeType.known.firstIndex(of: group.type) ?? 3])))
                for note in group.notes {
                    // A note is read whole: its time, its words and what was chosen stay on one page.
                    let parts = 1 + (note.text == nil ? 0 : 1) + note.details.count
                    if parts > 1 { blocks.append(.keepTogether(parts)) }
                    blocks.append(prompt(note.when, keep: note.text != nil || !note.details.isEmpty))
                    if let text = note.text { blocks.append(answer(text)) }
                    for detail in note.details {
                        blocks.append(.text(FlowText(detail, font: PageStyle.small, color: palette.muted, indent: PageFlow.contentIndent, spaceBefore: 2,
                                                     keepWithPrevious: true)))
                    }
                }
            }
        }

        if let discipline = reflection.discipline {
            blocks.append(.anchor("discipline"))
            blocks.append(heading(discipline.title, first: false))
            blocks.append(paragraph(discipline.sentence, keepWithNext: true))
            let options = ChartOptions(week: reflection.week, weeks: 12, days: 56, theme: style.theme, weekStart: weekStart, localizer: localizer)
            blocks.append(.drawing(FlowDrawing(ChartRenderer.scene(.trend, figures: figures, options: options, typeSetter: typeSetter),
                                               spaceBefore: 4, bleed: ChartType.margin)))
        }

        if let noticed = reflection.noticed {
            // What went with calmer days, with its counts: a few lines, read as one under their heading.
            blocks.append(.keepTogether(2 + noticed.lines.count))
            blocks.append(heading(noticed.title, first: false))
            blocks.append(.text(FlowText(noticed.span, font: PageStyle.small, color: palette.muted, spaceBefore: 2, keepWithNext: true)))
            for line in noticed.lines { blocks.append(paragraph(line, keepWithNext: false)) }
        }

        blocks += BodyPage(health: health, first: reflection.week.start, last: reflection.week.end, style: style,
                           story: Story(figures: figures, localizer: localizer)).blocks(typeSetter)

        if let achievements = reflection.achievements {
            blocks.append(.anchor("achievements"))
            // A short list is read as one, under its heading (and with the closing line, which keeps with its end).
            blocks.append(.keepTogether(1 + achievements.items.count))
            blocks.append(heading(achievements.title, first: false, spaceBefore: tightEnd ? 14 : nil))
            for item in achievements.items {
                blocks.append(.text(FlowText("•  " + item, font: PageStyle.fact, color: palette.ink, lineSpacing: PageStyle.bodySpacing, spaceBefore: 4)))
            }
        }
        blocks += closingBlocks(tight: tightEnd)
        return blocks
    }

    /// The closing line ends the last section's page, never a page of its own; `tight`: with less room around it.
    func closingBlocks(tight: Bool = false) -> [FlowBlock] {
        [.text(FlowText(reflection.closing, font: PageStyle.closing, color: palette.ink, lineSpacing: PageStyle.bodySpacing,
                        alignment: .center, spaceBefore: tight ? 12 : 26, keepWithPrevious: true, panel: Panel(fill: style.panel, padding: tight ? 10 : 14)))]
    }

    func heading(_ text: String, first: Bool, spaceBefore: Double? = nil) -> FlowBlock {
        .text(FlowText(text, font: PageStyle.heading, color: palette.ink, spaceBefore: spaceBefore ?? (first ? 0 : 26), spaceAfter: 4, keepWithNext: true))
    }

    func paragraph(_ text: String, keepWithNext: Bool = false) -> FlowBlock {
        .text(FlowText(text, font: PageStyle.body, color: palette.ink, lineSpacing: PageStyle.bodySpacing, spaceBefore: 6, keepWithNext: keepWithNext))
    }

    func prompt(_ text: String, keep: Bool) -> FlowBlock {
        .text(FlowText(text, font: PageStyle.prompt, color: palette.muted, indent: PageFlow.contentIndent, spaceBefore: 8, spaceAfter: 1, keepWithNext: keep))
    }

    /// The person's own words.
    func answer(_ text: String) -> FlowBlock {
        .text(FlowText(text, font: PageStyle.body, color: palette.ink, lineSpacing: PageStyle.bodySpacing, indent: PageFlow.contentIndent,
                       direction: nil))
    }

    func itemBlocks(_ item: WeeklyReflection.Item) -> [FlowBlock] {
        switch item {
        // A prompt and a short answer stay on one page.
        case .answer(let prompt, let text): return [.keepTogether(2), self.prompt(prompt, keep: true), answer(text)]
        case .fact(let text):
            return [.text(FlowText(text, font: PageStyle.fact, color: palette.ink, lineSpacing: PageStyle.bodySpacing,
                                   indent: PageFlow.contentIndent, spaceBefore: 6))]
        }
    }

    func markerColor(_ kind: WeeklyReflection.PartKind) -> RGBA {
        switch kind {
        case .morning: return palette.rings[0]
        case .evening: return palette.rings[1]
        case .nightPrep, .prepChecks: return palette.urges[3]
        case .training: return palette.rings[2]
        case .voice: return palette.muted
        }
    }
}

extension PageFlow {
    /// Where a day's answers start: level with the text of the part titles, right of their marker.
    static let contentIndent = 11.0
}
