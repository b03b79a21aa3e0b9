#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzerDriver
@testable import ReportKit

/// coach-report's export.xml scanner against libxml2 on any bytes: neither may trap, and whatever
/// libxml2 accepts the scanner must accept too, with the same records (kind, attributes, line). The
/// bytes reach the scanner a few at a time (the count taken from the input's length), so tags that
/// cross its buffer's refills are tried as well.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let reference = records(bytes, .libxml2, step: 1 << 16)
    let scanned = records(bytes, .scanner, step: 1 + size % 61)
    if case .success(let expected) = reference, scanned != .success(expected), !knowinglyRefused(scanned) {
        print("libxml2 accepted what the scanner did not read the same:\n\(reference)\n\(scanned)")
        abort()
    }
    return 0
}

/// What the scanner refuses on purpose though libxml2 reads it (docs/health.md): another encoding than
/// UTF-8, entities a DTD declares, and a DTD giving a record's kept attributes defaults or types (Apple's does neither).
func knowinglyRefused(_ result: Result<[HealthRecord], Refused>) -> Bool {
    guard case .failure(let refusal) = result else { return false }
    return refusal.unsupported
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
