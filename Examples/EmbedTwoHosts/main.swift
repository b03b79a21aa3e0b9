// Embeds ReportKit as a server would: two hosts with different fonts folders, a report on each, and their outputs
// made on several threads at once. It checks that each output is the same bytes as the one made alone first, and
// that each report draws with its own host's fonts. It is built in the Examples package, against ReportKit's
// public API alone. `make examples` runs it (scripts/check-embedding.sh), and `make tsan` runs it under
// ThreadSanitizer.
//
//     swift run --package-path Examples embed-two-hosts EXPORT.json FONTS-FOLDER

import Dispatch
import ReportKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Ends the program with `message` on standard error.
func fail(_ message: String) -> Never {
    let line = Array("embed-two-hosts: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

/// Whether `data` holds the bytes of `text` (a font's name in a PDF's font dictionary).
func holds(_ data: Data, _ text: String) -> Bool { data.firstRange(of: Data(text.utf8)) != nil }

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("give an export and a folder of fonts other than the system's") }
guard let export = FileManager.default.contents(atPath: arguments[1]) else { fail("\(arguments[1]) cannot be read") }

do {
    // One host with the system's fonts, one with the fonts of the folder named: each is made once and shared.
    let system = try ReportHost()
    let other = try ReportHost(fontsFolder: URL(fileURLWithPath: arguments[2]))
    let options = ReportOptions(locale: "en-US", paper: .a4)
    let reports = [try Report(export: export, options: options, host: system), try Report(export: export, options: options, host: other)]

    /// The outputs of one report: the weekly PDF, a chart and the summary.
    @Sendable func outputs(_ report: Report) throws(ReportError) -> [Data] {
        [try report.weeklyPDF(), try report.chart(.heatmap, format: .png), Data(try report.summary().utf8)]
    }

    let alone = try reports.map(outputs)
    guard holds(alone[0][0], "DejaVuSans"), !holds(alone[1][0], "DejaVuSans"), holds(alone[1][0], "DroidSans") else {
        fail("each report did not draw with its own host's fonts")
    }
    // Four threads at once: each report twice, sharing its host.
    let made = Locked(Array(repeating: [Data](), count: 4))
    DispatchQueue.concurrentPerform(iterations: 4) { i in
        do throws(ReportError) {
            let bytes = try outputs(reports[i % 2])
            made.set(i, bytes)
        } catch {
            fail(error.message)
        }
    }
    for i in 0..<4 where made.get(i) != alone[i % 2] {
        fail("made on four threads at once, report \(i % 2 + 1) gave other bytes than made alone")
    }
    // A fonts folder with no font is refused with a sentence.
    do {
        _ = try ReportHost(fontsFolder: URL(fileURLWithPath: "/nonexistent-fonts-folder"))
        fail("a missing fonts folder was taken")
    } catch {}
    print("embed-two-hosts: two hosts, four threads, same bytes")
} catch {
    fail(error.message)
}

/// Values written by several threads, one at a time (on a serial queue).
final class Locked: @unchecked Sendable {
    private var values: [[Data]]
    private let queue = DispatchQueue(label: "embed-two-hosts.made")
    init(_ values: [[Data]]) { self.values = values }
    func set(_ i: Int, _ value: [Data]) { queue.sync { values[i] = value } }
    func get(_ i: Int) -> [Data] { queue.sync { values[i] } }
}
