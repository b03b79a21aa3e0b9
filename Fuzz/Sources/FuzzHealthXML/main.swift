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

/// coach-report's export.xml scanner against libxml2 on any bytes: neither may trap, and whatever
/// libxml2 accepts the scanner must accept too, with the same records (kind, attributes, line). The
/// bytes reach the scanner a few at a time (the count taken from the input's length), so tags that
/// cross its buffer's refills are tried as well. The records read then become days, which must hold no value
/// a person cannot record.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let reference = records(bytes, .libxml2, step: 1 << 16)
    let scanned = records(bytes, .scanner, step: 1 + size % 61)
    if case .success(let expected) = reference, scanned != .success(expected), !knowinglyRefused(scanned, bytes) {
        // Straight to standard error (descriptor 2): what standard output buffers is lost when the process aborts.
        var said = "libxml2 accepted what the scanner did not read the same:\n\(reference)\n\(scanned)\n"
        said.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        abort()
    }
    if case .success(let found) = scanned { checkDays(found) }
    return 0
}

/// The records the scanner read, turned into days as every command does: no value may trap on the way (a sum
/// of steps once overflowed), and every day's weight and steps lie within what a person records
/// (docs/health.md), so JSON can always hold them.
func checkDays(_ records: [HealthRecord]) {
    var rules = HealthDayRules()
    for record in records { rules.add(record) }
    for day in rules.days() {
        let weightOK = day.weightKg.map { $0.isFinite && $0 > 0 && $0 <= HealthDayRules.mostKilograms } ?? true
        let stepsOK = day.steps.map { $0 >= 0 && Double($0) <= HealthDayRules.mostStepsADay } ?? true
        guard weightOK, stepsOK, HealthDayRules.years.contains(day.date.components.year) else {
            var said = "a day beyond what a person records reached the days: \(day)\n"
            said.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
            abort()
        }
    }
}

/// What the scanner refuses on purpose though libxml2 reads it (docs/health.md): another encoding than UTF-8,
/// entities a DTD declares or one in another file may, and a DTD giving a record's kept attributes defaults or
/// types (Apple's does none of these). The flag alone is not trusted: the bytes must hold what such a refusal is
/// about, so a refusal flagged by mistake still shows.
func knowinglyRefused(_ result: Result<[HealthRecord], Refused>, _ bytes: [UInt8]) -> Bool {
    guard case .failure(let refusal) = result, refusal.unsupported else { return false }
    let text = String(decoding: bytes, as: UTF8.self)
    let head = Array(bytes.prefix(4))
    let notUTF8 = head.first == 0 || head.dropFirst().first == 0 || head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE])
        || head == [0x4C, 0x6F, 0xA7, 0x94]
    return (refusal.text.contains("Health app writes UTF-8") && text.contains("encoding"))
        || (refusal.text.contains("not in UTF-8") && notUTF8)
        || (refusal.text.contains("declares an entity") && text.contains("<!ENTITY"))
        || (refusal.text.contains("attribute") && text.contains("<!ATTLIST"))
        || (refusal.text.contains("DTD in another file") && (text.contains("SYSTEM") || text.contains("PUBLIC")))
}

struct Refused: Error, Equatable {
    let text: String
    var unsupported = false
}

func records(_ bytes: [UInt8], _ parser: HealthExport.Parser, step: Int) -> Result<[HealthRecord], Refused> {
    var found: [HealthRecord] = []
    var at = 0
    do {
        try HealthExport.records(parser, next: { buffer in
            let n = min(buffer.count, step, bytes.count - at)
            bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + at, byteCount: n) }
            at += n
            return n
        }, onRecord: { found.append($0) })
    } catch let error as XMLError {
        return .failure(Refused(text: "\(error)", unsupported: error.isUnsupported))
    } catch {
        return .failure(Refused(text: "\(error)"))
    }
    return .success(found)
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
