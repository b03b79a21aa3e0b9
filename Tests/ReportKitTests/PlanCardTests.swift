import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// What the plan card holds (issue 36): the responses chosen most, matched as a person would match them, the kinds
/// of urge only where the counts carry them, and the person's own lines only where the export keeps their words.
@Suite struct PlanCardTests {
    static func export(_ notes: [(UrgeType, String?)], stress: [String] = []) -> Export {
        var e = Export(timeZone: "Etc/UTC")
        let first = Day(iso: "2026-11-01")!
        e.urgeNotes = notes.enumerated().map { i, n in
            let day = first + i
            var note = UrgeNote(at: Instant(secondsSince1970: Double(day.number * 86_400 + 36_000), utcOffset: 0, day: day, minuteOfDay: 600), type: n.0)
            note.chosenAction = n.1
            return note
        }
        e.entries = stress.enumerated().map { i, line in
            var entry = DailyEntry(day: first + i)
            var morning = MorningFocus()
            morning.stressResponse = line
            entry.morningFocus = morning
            return entry
        }
        return e
    }

    @Test func theResponsesChosenMostComeFirstMatchedWithoutCaseOrPunctuation() {
        let notes: [(UrgeType, String?)] = [
            (.stress, "Short walk"), (.habit, "glass of water"), (.stress, "short walk!"), (.other, "  short  walk "),
            (.habit, "Glass of water"), (.physical, "protein snack"), (.stress, nil), (.stress, "…"), (.habit, "quick journal"),
            (.habit, "quick journal"), (.stress, "text a friend"),
        ]
        let choices = PlanChoices(Self.export(notes))
        // short walk ×3 (first spelling of the most common form), glass of water ×2 and quick journal ×2 (in the order first chosen).
        #expect(choices.responses == ["Short walk", "glass of water", "quick journal"])
        // Habit has five notes with a response; its top, quick journal and glass of water both ×2, is under three: no line.
        #expect(choices.byType.isEmpty)
    }

    @Test func aKindOfUrgeGetsItsLineWhenTheCountsCarryIt() {
        let notes: [(UrgeType, String?)] = Array(repeating: (.stress, "short walk"), count: 3) + [(.stress, "breathe"), (.stress, "breathe")]
            + Array(repeating: (.habit, "water"), count: 4)
        let choices = PlanChoices(Self.export(notes))
        #expect(choices.byType.map(\.type) == [.stress])
        #expect(choices.byType.map(\.response) == ["short walk"])
    }

    @Test func ownLinesAreTheMostRepeatedAndOnlyWhereWordsAreKept() {
        let e = Self.export([(.stress, "walk")], stress: ["Breathe slowly", "call Kari", "breathe slowly.", "walk", "Call Kari", "call kari"])
        #expect(PlanChoices(e).ownLines == ["call Kari", "Breathe slowly", "walk"])
        #expect(PlanChoices(e.redacted(.summary)).ownLines.isEmpty)
    }
}
