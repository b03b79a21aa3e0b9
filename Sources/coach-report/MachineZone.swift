#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReportKit

/// The zone this machine is in, for an export that names none and no --time-zone: `TZ` when it names a zone,
/// else what `/etc/localtime` links to; nil (GMT) when neither says. Read here, by the command line, since the
/// environment is the host's: the library counts days in whatever zone it is handed.
enum MachineZone {
    static let identifier: String? = {
        if let name = getenv("TZ").map({ String(cString: $0) }), ReportOptions.knowsTimeZone(name) { return name }
        var target = [CChar](repeating: 0, count: 4096)
        let n = readlink("/etc/localtime", &target, target.count - 1)
        guard n > 0 else { return nil }
        let link = String(decoding: target[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let parts = link.split(separator: "zoneinfo/", omittingEmptySubsequences: false)
        guard parts.count > 1, let last = parts.last else { return nil }
        let name = String(last)
        return ReportOptions.knowsTimeZone(name) ? name : nil
    }()
}
