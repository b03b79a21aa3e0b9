#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Mends one flaw of cairo 1.16's PDF output, in place and without moving a byte.
///
/// When a page paints the same colour emoji more than once, cairo lists its image in the page's
/// `/XObject` resources once per use (`/x38 38 0 R … /x38 38 0 R`). Readers take the last entry, so the
/// page looks right, but the file breaks the PDF rule that keys are unique and `qpdf --check` warns.
/// Each repeated `/name N G R` entry of a resource dictionary is overwritten with spaces: the dictionary
/// stays valid and every offset in the cross-reference table stays true.
enum CairoPDFRepair {
    static func removeRepeatedResourceEntries(_ data: inout Data) {
        data.withUnsafeMutableBytes { (raw: UnsafeMutableRawBufferPointer) in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let bytes = UnsafeMutableBufferPointer(start: base, count: raw.count)
            for key in ["/XObject", "/Font", "/Pattern", "/Shading"] {
                let pattern = Array(key.utf8)
                var i = 0
                while let at = find(pattern, in: bytes, from: i) {
                    i = at + pattern.count
                    mend(bytes, dictionaryAfter: i)
                }
            }
        }
    }

    /// Finds `pattern` from `start`: `memchr`, which reads many bytes at a time, finds each place of its first capital
    /// (the keys' rarer letter in a PDF), and the whole pattern is compared only there. A walk byte by byte over every
    /// PDF, four times, cost about 1.5 M instructions a weekly reflection (2% of a batch's person).
    static func find(_ pattern: [UInt8], in bytes: UnsafeMutableBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, !pattern.isEmpty, start >= 0, pattern.count <= bytes.count - start else { return nil }
        let k = pattern.firstIndex { (0x41...0x5A).contains($0) } ?? 0
        var from = start + k
        let last = bytes.count - pattern.count + k
        while from <= last, let hit = memchr(base + from, Int32(pattern[k]), last + 1 - from) {
            let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) - k
            if memcmp(base + at, pattern, pattern.count) == 0 { return at }
            from = at + k + 1
        }
        return nil
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x0C || b == 0x00 }
    private static func isDelimiter(_ b: UInt8) -> Bool { isSpace(b) || b == 0x2F || b == 0x3C || b == 0x3E || b == 0x5B || b == 0x5D || b == 0x28 || b == 0x29 }

    /// A dictionary of only `/name N G R` entries right after `start`: blank out the second and later entry of each name.
    private static func mend(_ bytes: UnsafeMutableBufferPointer<UInt8>, dictionaryAfter start: Int) {
        var i = start
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        guard i + 1 < bytes.count, bytes[i] == 0x3C, bytes[i + 1] == 0x3C else { return }  // "<<"
        i += 2
        var seen = Set<[UInt8]>()
        while i < bytes.count {
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { return }
            if bytes[i] == 0x3E { return }  // ">>": done
            guard bytes[i] == 0x2F else { return }  // not a simple dictionary: leave it alone
            let entryStart = i
            i += 1
            while i < bytes.count, !isDelimiter(bytes[i]) { i += 1 }
            let name = Array(bytes[entryStart..<i])
            // The value must be an indirect reference "N G R".
            var parts = 0
            while parts < 3 {
                while i < bytes.count, isSpace(bytes[i]) { i += 1 }
                let tokenStart = i
                while i < bytes.count, !isDelimiter(bytes[i]) { i += 1 }
                guard i > tokenStart else { return }
                let token = bytes[tokenStart..<i]
                if parts < 2 { guard token.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return } } else {
                    guard token.count == 1, token.first == 0x52 else { return }  // "R"
                }
                parts += 1
            }
            if !seen.insert(name).inserted {
                for k in entryStart..<i { bytes[k] = 0x20 }
            }
        }
    }
}
