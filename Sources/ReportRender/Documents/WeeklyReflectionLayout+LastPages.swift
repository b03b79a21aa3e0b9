import ReportNative
/// Pages a reader would find nearly empty: the achievements and the closing line alone on the last page, or
/// "What I want to talk about" alone on the cover's last page, when a little less room would keep them on the page
/// before.
extension WeeklyReflectionLayout {
    /// A body flowed once: its pages when kept, how many, and the page of each anchor.
    struct FlowedBody {
        var kept: [[SceneItem]]
        var count: Int
        var anchors: [String: Int]
    }

    func flowBody(_ blocks: [FlowBlock], keeping: Bool, _ typeSetter: TypeSetter) -> FlowedBody {
        var body = FlowedBody(kept: [], count: 0, anchors: [:])
        guard !blocks.isEmpty else { return body }
        body.anchors = flow.flow(blocks, typeSetter: typeSetter) { items in
            body.count += 1
            if keeping { body.kept.append(items) }
        }
        return body
    }

    /// Whether the last page begins with the achievements: all it holds is that short list and the closing line.
    func endsOnAPageOfItsOwn(_ body: FlowedBody) -> Bool {
        guard body.count > 1, body.anchors["achievements"] == body.count - 1, let last = body.kept.last,
              case .anchor(let a)? = last.first else { return false }
        return a.name == "achievements"
    }

    /// A heading and ruled lines to the foot of the page: what follows a short ending that has a page of its own,
    /// so the page is one to write on rather than a mostly empty one.
    func notesToEnd() -> [FlowBlock] {
        [heading(localizer("week.notes.title"), first: false), .ruledToEnd(pitch: PageStyle.writingLinePitch, color: palette.grid, minimumLines: 3)]
    }

    /// The cover's pages. The day table gives each day's page number, so the cover is laid out once the body is;
    /// if it needs more than one page, it is laid out again with the numbers moved on. When the lines to write on
    /// would stand alone on its last page, fewer of them (at least two) end the page before, if they fit there;
    /// if not, they fill that last page, a page of lines to write on rather than a mostly empty one.
    func coverPages(_ typeSetter: TypeSetter, bodyAnchors: [String: Int]) -> FlowedPages {
        func layOut(_ talkLines: Int?) -> FlowedPages {
            let once = flow.flow(coverBlocks(typeSetter, bodyAnchors: bodyAnchors, firstBodyPage: 2, talkLines: talkLines), typeSetter: typeSetter)
            guard once.pages.count != 1 else { return once }
            return flow.flow(coverBlocks(typeSetter, bodyAnchors: bodyAnchors, firstBodyPage: once.pages.count + 1, talkLines: talkLines),
                             typeSetter: typeSetter)
        }
        let cover = layOut(nil)
        // Only when the title and its lines are all the last page holds: where the day table shares the page,
        // fewer lines cannot save it.
        guard cover.pages.count > 1, let coach = reflection.cover.forCoach, coach.talkLines > 0,
              case .text(let first)? = cover.pages.last!.first(where: { if case .anchor = $0 { false } else { true } }),
              first.block.text == coach.talkTitle else { return cover }
        for lines in stride(from: coach.talkLines - 1, through: 2, by: -1) {
            let fewer = layOut(lines)
            if fewer.pages.count < cover.pages.count { return fewer }
        }
        return layOut(0)
    }

    static func firstText(_ items: [SceneItem]) -> String? {
        for item in items { if case .text(let t) = item { return t.block.text } }
        return nil
    }
}
