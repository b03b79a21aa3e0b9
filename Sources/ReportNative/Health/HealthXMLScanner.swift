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
import ReportCore

/// A scanner of export.xml written for its one job, because libxml2's SAX2 parser could not keep up with
/// inflating (bench/health.sh; docs/health.md): it finds each tag with `memchr`, checks that tags nest and
/// are well formed, skips comments, processing instructions and CDATA, reads of the DTD only what would change
/// a record (entities, attribute lists: see `declaration(at:)`), and looks inside `Record` start tags only. It
/// does not check characters or names as strictly as libxml2, so it may accept a document libxml2 refuses; on
/// every document libxml2 accepts it reports the same records with the same lines (HealthScannerAgreementTests,
/// and the FuzzHealthXML target). Bytes come a buffer at a time; only an unfinished tag is carried over, so memory
/// is the buffer whatever the document's size.
struct HealthXMLScanner {
    /// The most a single tag may take (the DTD included): beyond it the document is refused.
    static let longestTag = 64 << 20
    static let readSize = 1 << 20

    private var storage: UnsafeMutableRawBufferPointer
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var pos = 0
    /// Bytes dropped from the front of the buffer so far.
    private var dropped = 0
    /// Lines counted up to `countedTo` (an index in the buffer); the absolute offset just after the last newline.
    private var line = 1
    private var countedTo = 0
    private var lineStart = 0
    private var open: [UInt8] = []      // the names of the open elements, end to end
    private var openEnds: [Int] = []
    private var sawRoot = false
    private var atStart = true
    /// The DOCTYPE names a DTD in another file (SYSTEM or PUBLIC), which neither reader loads: libxml2 then lets an
    /// entity it does not know pass as empty, where the scanner refuses it (as not read, not as broken XML).
    private var externalSubset = false
    private let onRecord: (HealthRecord) -> Void

    init(onRecord: @escaping (HealthRecord) -> Void) {
        storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 4 * Self.readSize, alignment: 64)
        base = storage.baseAddress!.assumingMemoryBound(to: UInt8.self)
        self.onRecord = onRecord
    }

    /// Frees the buffer (a struct has no deinit).
    func release() { storage.deallocate() }

    /// Scans the document `next` gives a buffer at a time (0 at its end); throws `XMLError` where it is not well formed.
    mutating func scan(next: (UnsafeMutableRawBufferPointer) throws -> Int) throws {
        while true {
            try makeRoom()
            let n = try next(UnsafeMutableRawBufferPointer(start: base + count, count: storage.count - count))
            if n == 0 { return try finish() }
            count += n
            try scanTags()
        }
    }

    // MARK: - The buffer

    /// Drops what is scanned (counting its lines) and grows the buffer when an unfinished tag fills it.
    private mutating func makeRoom() throws {
        if pos > 0 {
            countLines(to: pos)
            memmove(base, base + pos, count - pos)
            count -= pos
            dropped += pos
            pos = 0
            countedTo = 0
        }
        if storage.count - count < Self.readSize {
            guard storage.count < Self.longestTag else { throw error(at: 0, "a tag longer than \(Self.longestTag >> 20) MB") }
            let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: storage.count * 2, alignment: 64)
            bigger.baseAddress!.copyMemory(from: base, byteCount: count)
            storage.deallocate()
            storage = bigger
            base = bigger.baseAddress!.assumingMemoryBound(to: UInt8.self)
        }
    }

    /// Counts the lines up to `index`. Only \n ends a line here, as in libxml2's line numbers (a lone \r does not).
    private mutating func countLines(to index: Int) {
        guard index > countedTo else { return }
        var n = 0, last = -1
        for k in countedTo..<index where base[k] == 10 { n += 1; last = k }
        if last >= 0 { lineStart = dropped + last + 1 }
        line += n
        countedTo = index
    }

    /// The line of `index`; only ever asked for increasing indexes, so the counting is done once.
    private mutating func line(at index: Int) -> Int {
        countLines(to: index)
        return line
    }

    private mutating func error(at index: Int, _ message: String, unsupported: Bool = false) -> XMLError {
        let line = line(at: index)
        return XMLError(line: line, column: dropped + index - lineStart + 1, message: message, isUnsupported: unsupported)
    }

    // MARK: - Tags

    private mutating func scanTags() throws {
        if atStart {
            guard count >= 3 else { return }
            if base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { pos = 3 }
            // What libxml2 reads as UTF-16, UCS-4 or EBCDIC from the first bytes (a byte-order mark, a NUL
            // beside the first '<', `<?xm` in EBCDIC) is refused here: Apple writes UTF-8.
            let ebcdic = count >= 4 && base[0] == 0x4C && base[1] == 0x6F && base[2] == 0xA7 && base[3] == 0x94
            if base[0] == 0 || base[1] == 0 || (base[0] == 0xFE && base[1] == 0xFF) || (base[0] == 0xFF && base[1] == 0xFE) || ebcdic {
                throw error(at: 0, "the document is not in UTF-8, the encoding the Health app writes", unsupported: true)
            }
            atStart = false
        }
        while pos < count {
            guard let found = memchr(base + pos, 0x3C, count - pos) else {  // text between tags is not read
                try checkText(pos, count)
                pos = count
                return
            }
            let at = UnsafeMutableRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            try checkText(pos, at)
            guard let end = try tag(at: at) else { pos = at; return }
            pos = end
        }
    }

    /// Outside the root element only white space may stand.
    private mutating func checkText(_ from: Int, _ to: Int) throws {
        guard openEnds.isEmpty else { return }
        for k in from..<to where !Self.isSpace(base[k]) {
            throw error(at: k, sawRoot ? "Extra content at the end of the document" : "Start tag expected, '<' not found")
        }
    }

    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D }

    /// Scans the tag starting at `at`; returns the index after it, or nil when the buffer ends inside it.
    private mutating func tag(at: Int) throws -> Int? {
        guard at + 1 < count else { return nil }
        switch base[at + 1] {
        case 0x3F:  // <? … ?>
            guard let end = try skip(past: "?>", from: at + 2) else { return nil }
            // The XML declaration: `<?xml` and white space, a tab or a line end as well as a space.
            if starts("<?xml", at: at) == true, Self.isSpace(base[at + 5]) { try checkEncoding(at, end) }
            return end
        case 0x21: return try markup(at: at)
        case 0x2F: return try endTag(at: at)
        default: return try startTag(at: at)
        }
    }

    /// The XML declaration may name UTF-8 (or ASCII, a part of it) and nothing else: Apple writes UTF-8. Its
    /// `encoding` follows white space, with white space allowed on either side of its `=` (spaces, tabs, line ends).
    private mutating func checkEncoding(_ from: Int, _ to: Int) throws {
        for found in from + 5..<max(from + 5, to - 8) where Self.isSpace(base[found - 1]) && memcmp(base + found, "encoding", 8) == 0 {
            var v = found + 8
            while v < to, Self.isSpace(base[v]) { v += 1 }
            guard v < to, base[v] == 0x3D else { continue }
            v += 1
            while v < to, Self.isSpace(base[v]) { v += 1 }
            guard v < to, base[v] == 0x22 || base[v] == 0x27 else { continue }
            let quote = base[v], start = v + 1
            var end = start
            while end < to, base[end] != quote { end += 1 }
            let name = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self).uppercased()
            guard ["UTF-8", "UTF8", "US-ASCII", "ASCII"].contains(name) else {
                throw error(at: from, "the document is in \(ReportError.shown(name)), and the Health app writes UTF-8", unsupported: true)
            }
            return
        }
    }

    private func find(_ text: StaticString, from: Int) -> Int? {
        let n = text.utf8CodeUnitCount
        var k = from
        while k + n <= count {
            guard let p = memchr(base + k, Int32(text.utf8Start[0]), count - k) else { return nil }
            k = UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt8.self) - base
            guard k + n <= count else { return nil }
            if memcmp(base + k, text.utf8Start, n) == 0 { return k }
            k += 1
        }
        return nil
    }

    private func skip(past text: StaticString, from: Int) throws -> Int? {
        find(text, from: from).map { $0 + text.utf8CodeUnitCount }
    }

    /// Whether `text` stands at `at`; nil when the buffer ends before telling.
    private func starts(_ text: StaticString, at: Int) -> Bool? {
        let n = text.utf8CodeUnitCount, have = min(n, count - at)
        guard memcmp(base + at, text.utf8Start, have) == 0 else { return false }
        return have == n ? true : nil
    }

    /// `<!--`, `<![CDATA[` and `<!DOCTYPE`.
    private mutating func markup(at: Int) throws -> Int? {
        guard let comment = starts("<!--", at: at) else { return nil }
        if comment { return try skip(past: "-->", from: at + 4) }
        guard let cdata = starts("<![CDATA[", at: at) else { return nil }
        if cdata {
            guard !openEnds.isEmpty else { throw error(at: at, "CDATA outside the root element") }
            return try skip(past: "]]>", from: at + 9)
        }
        guard let doctype = starts("<!DOCTYPE", at: at) else { return nil }
        guard doctype, !sawRoot else { throw error(at: at, "StartTag: invalid element name") }
        var k = at + 9, inSubset = false
        while k < count {
            switch base[k] {
            case 0x5B: inSubset = true
            case 0x5D: inSubset = false
            case 0x3E where !inSubset: return k + 1
            case 0x53, 0x50 where !inSubset:  // SYSTEM or PUBLIC: a DTD in another file
                if starts("SYSTEM", at: k) == true || starts("PUBLIC", at: k) == true { externalSubset = true }
            case 0x22, 0x27:
                guard let q = memchr(base + k + 1, Int32(base[k]), count - k - 1) else { return nil }
                k = UnsafeMutableRawPointer(q).assumingMemoryBound(to: UInt8.self) - base
            case 0x3C where inSubset:
                guard let end = try declaration(at: k) else { return nil }
                k = end - 1
            default: break
            }
            k += 1
        }
        return nil
    }

    /// The comment, processing instruction or declaration at `at` in the DTD: the index after it, or after its
    /// `<` alone for the declarations whose quotes the DOCTYPE's loop reads; nil when the buffer ends inside it.
    /// Entities, and attribute lists that change what a `Record` says, are refused (RecordAttributeList).
    private mutating func declaration(at: Int) throws -> Int? {
        guard at + 1 < count else { return nil }
        if base[at + 1] == 0x3F { return try skip(past: "?>", from: at + 2) }
        guard let comment = starts("<!--", at: at) else { return nil }
        if comment { return try skip(past: "-->", from: at + 4) }
        guard let entity = starts("<!ENTITY", at: at) else { return nil }
        if entity { throw error(at: at, "the DTD declares an entity, which the Health app never does", unsupported: true) }
        guard let list = starts("<!ATTLIST", at: at) else { return nil }
        guard list else { return at + 1 }
        var end = at + 9
        while end < count, base[end] != 0x3E {
            if base[end] == 0x22 || base[end] == 0x27 {
                guard let q = memchr(base + end + 1, Int32(base[end]), count - end - 1) else { return nil }
                end = UnsafeMutableRawPointer(q).assumingMemoryBound(to: UInt8.self) - base
            }
            end += 1
        }
        guard end < count else { return nil }
        switch RecordAttributeList.read(UnsafeBufferPointer(start: base + at + 9, count: end - at - 9)) {
        case .asApple: break
        case .unreadable: throw error(at: at, "AttributeListDecl: the attribute-list declaration is not well formed")
        case .changed(let name, let how):
            throw error(at: at, "the DTD gives Record's \(name) attribute \(how), which the Health app never does", unsupported: true)
        }
        return end + 1
    }

    private mutating func endTag(at: Int) throws -> Int? {
        var k = at + 2
        while k < count, !Self.isSpace(base[k]), base[k] != 0x3E { k += 1 }
        let nameEnd = k
        while k < count, Self.isSpace(base[k]) { k += 1 }
        guard k < count else { return nil }
        guard base[k] == 0x3E else { throw error(at: k, "expected '>'") }
        guard let top = openEnds.last else { throw error(at: at, "Extra content at the end of the document") }
        let topStart = openEnds.count > 1 ? openEnds[openEnds.count - 2] : 0
        let name = nameEnd - (at + 2)
        let matches = name == top - topStart && open.withUnsafeBufferPointer { memcmp($0.baseAddress! + topStart, base + at + 2, name) == 0 }
        guard matches else {
            let expected = String(decoding: open[topStart..<top], as: UTF8.self)
            throw error(at: k + 1, "Opening and ending tag mismatch: \(expected) and \(String(decoding: UnsafeBufferPointer(start: base + at + 2, count: name), as: UTF8.self))")
        }
        open.removeLast(top - topStart)
        openEnds.removeLast()
        return k + 1
    }

    /// The attributes of a `Record` that are kept, as ranges of the buffer.
    private struct Kept {
        var type: Range<Int>?, sourceName: Range<Int>?, unit: Range<Int>?, startDate: Range<Int>?, value: Range<Int>?
    }

    private mutating func startTag(at: Int) throws -> Int? {
        var k = at + 1
        while k < count, !Self.isSpace(base[k]), base[k] != 0x3E, base[k] != 0x2F { k += 1 }
        guard k < count else { return nil }
        let nameStart = at + 1, nameEnd = k
        guard nameEnd > nameStart, !Self.isNameless(base[nameStart]) else { throw error(at: nameStart, "StartTag: invalid element name") }
        if openEnds.isEmpty, sawRoot { throw error(at: at, "Extra content at the end of the document") }
        let isRecord = nameEnd - nameStart == 6 && memcmp(base + nameStart, "Record", 6) == 0
        var kept = Kept()
        while true {
            let hadSpace = k < count && Self.isSpace(base[k])
            while k < count, Self.isSpace(base[k]) { k += 1 }
            guard k < count else { return nil }
            if base[k] == 0x3E {
                push(nameStart, nameEnd)
                if isRecord { try emit(kept, end: k) }
                return k + 1
            }
            if base[k] == 0x2F {
                guard k + 1 < count else { return nil }
                guard base[k + 1] == 0x3E else { throw error(at: k + 1, "Couldn't find end of Start Tag") }
                if openEnds.isEmpty { sawRoot = true }
                if isRecord { try emit(kept, end: k + 1) }
                return k + 2
            }
            guard hadSpace else { throw error(at: k, "attributes construct error") }
            let attributeStart = k
            while k < count, base[k] != 0x3D, !Self.isSpace(base[k]), base[k] != 0x3E, base[k] != 0x2F { k += 1 }
            let attributeEnd = k
            guard attributeEnd > attributeStart else { throw error(at: k, "attributes construct error") }
            while k < count, Self.isSpace(base[k]) { k += 1 }
            guard k < count else { return nil }
            guard base[k] == 0x3D else { throw error(at: k, "Specification mandates value for attribute") }
            k += 1
            while k < count, Self.isSpace(base[k]) { k += 1 }
            guard k < count else { return nil }
            let quote = base[k]
            guard quote == 0x22 || quote == 0x27 else { throw error(at: k, "AttValue: \" or ' expected") }
            guard let q = memchr(base + k + 1, Int32(quote), count - k - 1) else { return nil }
            let valueEnd = UnsafeMutableRawPointer(q).assumingMemoryBound(to: UInt8.self) - base
            let value = k + 1..<valueEnd
            if memchr(base + value.lowerBound, 0x3C, value.count) != nil {
                throw error(at: k + 1, "Unescaped '<' not allowed in attributes values")
            }
            if isRecord { keep(attributeStart..<attributeEnd, value, &kept) }
            k = valueEnd + 1
        }
    }

    /// A name cannot begin with these (libxml2 refuses them too).
    static func isNameless(_ c: UInt8) -> Bool {
        (0x30...0x39).contains(c) || c == 0x2D || c == 0x2E || c == 0x3C || c == 0x3D || c == 0x22 || c == 0x27
    }

    private mutating func push(_ from: Int, _ to: Int) {
        open.append(contentsOf: UnsafeBufferPointer(start: base + from, count: to - from))
        openEnds.append(open.count)
        sawRoot = true
    }

    private func keep(_ name: Range<Int>, _ value: Range<Int>, _ kept: inout Kept) {
        func named(_ text: StaticString) -> Bool {
            name.count == text.utf8CodeUnitCount && memcmp(base + name.lowerBound, text.utf8Start, name.count) == 0
        }
        switch name.count {
        case 4 where named("type"): kept.type = value
        case 4 where named("unit"): kept.unit = value
        case 5 where named("value"): kept.value = value
        case 9 where named("startDate"): kept.startDate = value
        case 10 where named("sourceName"): kept.sourceName = value
        default: break
        }
    }

    private mutating func emit(_ kept: Kept, end: Int) throws {
        guard let type = kept.type, let kind = try kind(of: type) else { return }
        let line = line(at: end)
        onRecord(HealthRecord(
            kind: kind, sourceName: try text(kept.sourceName) ?? "", unit: try text(kept.unit),
            startDate: try text(kept.startDate), value: try text(kept.value), line: line))
    }

    /// The kind `type` names: compared as written (every record's way, so first and alone), else as read when it
    /// holds a reference (`&#116;` is a `t`, as to libxml2).
    private mutating func kind(of type: Range<Int>) throws -> HealthRecord.Kind? {
        if equals(type, HealthExport.bodyMass) { return .bodyMass }
        if equals(type, HealthExport.stepCount) { return .stepCount }
        guard memchr(base + type.lowerBound, 0x26, type.count) != nil else { return nil }
        let read = Array((try text(type) ?? "").utf8)
        return read == HealthExport.bodyMass ? .bodyMass : read == HealthExport.stepCount ? .stepCount : nil
    }

    private func equals(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        range.count == bytes.count && memcmp(base + range.lowerBound, bytes, bytes.count) == 0
    }

    /// An attribute's value as text: references replaced, white space normalized as XML says.
    private mutating func text(_ range: Range<Int>?) throws -> String? {
        guard let range else { return nil }
        let raw = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        guard raw.contains(where: { $0 == 0x26 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
            return String(decoding: raw, as: UTF8.self)
        }
        var out: [UInt8] = []
        var k = 0
        while k < raw.count {
            let c = raw[k]
            if c == 0x0D, k + 1 < raw.count, raw[k + 1] == 0x0A { k += 1; continue }  // a line end is one \n
            if c == 0x09 || c == 0x0A || c == 0x0D { out.append(0x20); k += 1; continue }
            guard c == 0x26 else { out.append(c); k += 1; continue }
            guard let semicolon = raw[k...].firstIndex(of: 0x3B) else { throw error(at: range.lowerBound + k, "EntityRef: expecting ';'") }
            let name = String(decoding: raw[(k + 1)..<semicolon], as: UTF8.self)
            switch name {
            case "lt": out.append(0x3C)
            case "gt": out.append(0x3E)
            case "amp": out.append(0x26)
            case "quot": out.append(0x22)
            case "apos": out.append(0x27)
            default:
                let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
                guard let number, let scalar = Unicode.Scalar(number), number != 0 else {
                    throw externalSubset
                        ? error(at: range.lowerBound + k, "the document names a DTD in another file, which the Health app never does, and the entity '\(ReportError.shown(name))' may be defined there", unsupported: true)
                        : error(at: range.lowerBound + k, "Entity '\(ReportError.shown(name))' not defined")
                }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            k = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func finish() throws {
        if pos < count { throw error(at: count, "Premature end of data in tag") }
        if !sawRoot { throw error(at: count, "Document is empty") }
        if let top = openEnds.last {
            let topStart = openEnds.count > 1 ? openEnds[openEnds.count - 2] : 0
            throw error(at: count, "Premature end of data in tag \(String(decoding: open[topStart..<top], as: UTF8.self))")
        }
    }
}
