@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Puts chosen words into every field of an export that the summary shows as the person's own text,
/// and records which words went where, so tests can look for each of them in the output.
struct PersonText {
    var export: Export
    /// Every value written into a shown field, in order.
    var shown: [String] = []

    init(_ export: Export, words: (Int) -> String) {
        self.export = export
        var i = 0
        func next() -> String { defer { i += 1 }; let w = words(i); shown.append(w); return w }
        for k in self.export.entries.indices {
            if self.export.entries[k].morningFocus != nil {
                self.export.entries[k].morningFocus!.careAction = next()
                self.export.entries[k].morningFocus!.stressResponse = next()
                if self.export.entries[k].morningFocus!.commitTo != nil {
                    self.export.entries[k].morningFocus!.commitTo = next()
                    self.export.entries[k].morningFocus!.commitFrom = next()
                }
            }
            if self.export.entries[k].endOfDay != nil {
                self.export.entries[k].endOfDay!.whatHelped = next()
            }
            // A skipped prep item is never listed, so its title is not among the shown words.
            for p in self.export.entries[k].prepChecks.indices where self.export.entries[k].prepChecks[p].status != .skip {
                self.export.entries[k].prepChecks[p].title = next()
            }
        }
        for u in self.export.urgeNotes.indices {
            self.export.urgeNotes[u].text = next()
            self.export.urgeNotes[u].chosenAction = next()
        }
        if self.export.profile != nil { self.export.profile!.name = next() }
    }

    /// Figures for the changed export, standing on the same day with the same weeks.
    func figures(like original: Figures) -> Figures {
        Figures(export: export, options: FigureOptions(asOf: original.asOf, weekStart: original.weekStart))
    }
}
