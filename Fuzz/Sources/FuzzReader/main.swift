#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzerDriver
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The reader on any bytes: an export or an error, never a trap. Each input is read twice, keeping
/// the person's words and not (as charts and stats read): both must accept it, or refuse it with
/// the same sentence. The same bytes are read as a profile file too.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let input = InputBytes(bytes)
    let kept = Result { () throws(ReportError) in try ExportReader.read(input, name: "fuzz.json", options: ReadOptions(timeZone: "UTC")) }
    let unkept = Result { () throws(ReportError) in try ExportReader.read(input, name: "fuzz.json", options: ReadOptions(timeZone: "UTC", keepsWords: false)) }
    switch (kept, unkept) {
    case (.success(let export), .success):
        checkLimits(export)
    case (.failure(let a), .failure(let b)) where a == b: break
    default:
        print("reading with and without words disagree: \(kept) / \(unkept)")
        abort()
    }
    _ = try? ExportReader.readProfile(input, name: "profile.json")
    return 0
}

/// What the reader accepts keeps to `ReadLimits`: every day within the years read (an instant's
/// local day may be one beside), and the days within the span, so the figures stay bounded.
func checkLimits(_ export: Export) {
    var days = export.entries.map(\.day) + export.checkIns.map(\.day) + export.urgeNotes.map(\.at.day) + export.achievements.map(\.dayEarned)
    if let exported = export.exportedAt?.day { days.append(exported) }
    guard let first = days.min(), let last = days.max() else { return }
    let earliest = Day(year: ReadLimits.earliestYear, month: 1, day: 1)! - 1
    let latest = Day(year: ReadLimits.latestYear, month: 12, day: 31)! + 1
    if first < earliest || last > latest || last - first > ReadLimits.maximumSpanDays + 2 {
        print("accepted days \(first.iso) to \(last.iso), outside the limits")
        abort()
    }
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
