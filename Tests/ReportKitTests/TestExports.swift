import Testing
import ReportKit

/// Small exports written by hand, so each expected figure can be worked out on paper.
enum TestExports {
    static func read(_ json: String, timeZone: String? = nil, dayStartsAt: Int = 0) throws -> Export {
        try ExportReader.read(Array(json.utf8), name: "test.json", options: ReadOptions(timeZone: timeZone, dayStartsAtMinutes: dayStartsAt))
    }

    /// The sentence reading `bytes` as `x.json` fails with, checked to be bad data; "no error" when it reads.
    static func badDataMessage(_ bytes: [UInt8]) -> String {
        do {
            _ = try ExportReader.read(bytes, name: "x.json", options: ReadOptions(timeZone: "UTC"))
            return "no error"
        } catch {
            #expect(error.kind == .badData)
            return error.message
        }
    }

    static func figures(_ json: String, asOf: String, weekStart: WeekStart = .monday, timeZone: String? = nil) throws -> Figures {
        Figures(export: try read(json, timeZone: timeZone), options: FigureOptions(asOf: Day(iso: asOf)!, weekStart: weekStart))
    }

    /// A Coacher export around the given entries, urge notes and check-ins (JSON fragments).
    static func coacher(timeZone: String = "Europe/Oslo", entries: [String] = [], notes: [String] = [], checkIns: [String] = []) -> String {
        """
        {"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22T22:00:00+01:00", "timeZone": "\(timeZone)",
         "entries": [\(entries.joined(separator: ","))],
         "cravingNotes": [\(notes.joined(separator: ","))],
         "checkIns": [\(checkIns.joined(separator: ","))]}
        """
    }

    /// An entry whose only content is a done breathing exercise.
    static func entry(_ date: String) -> String {
        #"{"date": \#(date), "morningFocus": {"breathingDone": true}}"#
    }

    static func checkIn(_ date: String, completed: Bool) -> String {
        #"{"date": "\#(date)", "plannedToTrain": true, "completedTraining": \#(completed)}"#
    }
}

extension Day {
    static func iso(_ text: String) -> Day { Day(iso: text)! }
}
