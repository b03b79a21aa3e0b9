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

/// Reads weight and steps from Apple Health's export: the `export.zip` the Health app writes, or its
/// `export.xml` alone. The XML streams out of the zip a buffer at a time into `HealthXMLScanner`, and only
/// the two kinds of record read are looked at, so memory stays flat whatever the file's size.
package enum HealthExport {
    static let bodyMass = Array("HKQuantityTypeIdentifierBodyMass".utf8)
    static let stepCount = Array("HKQuantityTypeIdentifierStepCount".utf8)
    /// How much XML is handed to libxml2's parser at a time.
    static let bufferSize = 1 << 18

    /// What reads the XML: coach-report's own scanner (the default, fast enough to keep up with inflating),
    /// or libxml2's SAX2 parser (the reference it is checked against; `COACH_REPORT_HEALTH_XML=libxml2` for bench/health.sh).
    package enum Parser: Sendable { case scanner, libxml2 }

    /// Reads `path`; every failure is one sentence naming the file (exit 65, or 74 when it cannot be opened). With
    /// `regularOnly` (a batch), a FIFO, device or socket is refused at once instead of waited on.
    package static func read(_ path: String, parser: Parser = .scanner, regularOnly: Bool = false) throws(ReportError) -> HealthReading {
        let shown = ReportError.shown(path)
        var rules = HealthDayRules()
        do {
            switch try HealthFileKind.of(path, regularOnly: regularOnly) {
            case .zip: try scanZip(path, parser, &rules)
            case .xml: try scanFile(path, parser, regularOnly: regularOnly, &rules)
            }
        } catch let error as ReportError {
            throw error
        } catch let error as XMLError where error.isUnsupported {
            throw ReportError(.badData, "\(shown): line \(error.line), column \(error.column): \(ReportError.shown(error.message)); coach-report reads export.xml as the Health app writes it, so export it from the Health app again.")
        } catch let error as XMLError {
            throw ReportError(.badData, "\(shown): the XML is not well-formed at line \(error.line), column \(error.column): \(ReportError.shown(error.message)).")
        } catch let error as ZipError where error.isNotAZip {
            throw ReportError(.badData, "\(shown): starts like a zip but its table of contents is missing or damaged, so it looks cut short; export it from the Health app again.")
        } catch let error as ZipError {
            throw ReportError(.badData, "\(shown): the zip is damaged or cut short (\(ReportError.shown(error.message))); export it from the Health app again.")
        } catch {
            throw ReportError(.io, "\(shown): could not be read: \(error).")
        }
        return HealthReading(name: path, rules: rules)
    }

    /// The entry holding the records: `apple_health_export/export.xml`, else any `export.xml`, else the one
    /// XML file at the top of the export's folder that is not the clinical `export_cda.xml` (a phone set to
    /// another language may name the file in it).
    static func xmlEntry(in names: [String]) -> String? {
        if let exact = names.first(where: { $0 == "apple_health_export/export.xml" })
            ?? names.first(where: { $0.lowercased() == "export.xml" || $0.lowercased().hasSuffix("/export.xml") }) {
            return exact
        }
        let candidates = names.filter { name in
            let lower = name.lowercased()
            return lower.hasSuffix(".xml") && !lower.hasSuffix("_cda.xml") && name.split(separator: "/").count <= 2
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    private static func scanZip(_ path: String, _ parser: Parser, _ rules: inout HealthDayRules) throws {
        let archive = try ZipArchive(readingAt: path)
        guard let name = xmlEntry(in: try archive.entryNames()) else {
            throw ReportError(.badData, "\(ReportError.shown(path)): this zip holds no export.xml; --health takes the export.zip the Health app writes (Export All Health Data).")
        }
        let entry = try archive.openEntry(named: name)
        // Inflating takes about as long as scanning: on two cores they run side by side.
        let ahead = InflateAhead { try entry.read(into: $0) }
        defer { ahead.finish() }
        try scan(parser, &rules) { try ahead.next(into: $0) }
    }

    private static func scanFile(_ path: String, _ parser: Parser, regularOnly: Bool, _ rules: inout HealthDayRules) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
        guard fd >= 0 else { throw ReportError(.io, "\(ReportError.shown(path)): the file cannot be opened: \(FileDescriptors.describe(errno)).") }
        defer { close(fd) }
        var info = stat()
        if regularOnly, fstat(fd, &info) == 0 { try FileIO.requireRegular(info.st_mode, path) }
        try scan(parser, &rules) { buffer in
            let n = systemRead(fd, buffer.baseAddress, buffer.count)
            guard n >= 0 else { throw ReportError(.io, "\(ReportError.shown(path)): the file cannot be read: \(FileDescriptors.describe(errno)).") }
            return n
        }
    }

    /// Scans the bytes `next` gives until it gives none, adding each record of the two kinds to `rules`.
    static func scan(_ parser: Parser, _ rules: inout HealthDayRules, next: (UnsafeMutableRawBufferPointer) throws -> Int) throws {
        var found = rules
        try records(parser, next: next) { found.add($0) }
        rules = found
    }

    /// Hands each weight and step record in the bytes `next` gives to `onRecord`, in file order.
    package static func records(
        _ parser: Parser, next: (UnsafeMutableRawBufferPointer) throws -> Int, onRecord: @escaping (HealthRecord) -> Void
    ) throws {
        switch parser {
        case .scanner:
            var scanner = HealthXMLScanner(onRecord: onRecord)
            defer { scanner.release() }
            try scanner.scan(next: next)
        case .libxml2:
            let scanner = XMLElementScanner(element: "Record", documentName: "export.xml") { tag in
                if let record = record(tag) { onRecord(record) }
            }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 16)
            defer { buffer.deallocate() }
            while case let n = try next(buffer), n > 0 {
                try scanner.feed(UnsafeRawBufferPointer(rebasing: buffer[..<n]))
            }
            try scanner.finish()
        }
    }

    /// The record a start tag holds when it is a weight or a step count; nil for every other kind.
    static func record(_ tag: XMLStartTag) -> HealthRecord? {
        guard let type = tag.value(of: "type") else { return nil }
        let kind: HealthRecord.Kind
        if type.elementsEqual(bodyMass) { kind = .bodyMass } else if type.elementsEqual(stepCount) { kind = .stepCount } else { return nil }
        // Without XML_PARSE_NOENT (which would also load external entities) libxml2's SAX2 hands `&amp;`
        // over as `&#38;`, so that a tree can write it back; here it is the `&` it stands for.
        func text(_ name: StaticString) -> String? {
            tag.value(of: name).map { String(decoding: $0, as: UTF8.self).replacingEvery("&#38;", with: "&") }
        }
        return HealthRecord(
            kind: kind, sourceName: text("sourceName") ?? "", unit: text("unit"), startDate: text("startDate"),
            value: text("value"), line: tag.line)
    }
}

/// What a `--health` file is, told from its first bytes.
enum HealthFileKind {
    case zip, xml

    static func of(_ path: String, regularOnly: Bool = false) throws -> HealthFileKind {
        let shown = ReportError.shown(path)
        let fd = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
        guard fd >= 0 else {
            let reason = errno
            throw ReportError(.io, reason == ENOENT ? "\(shown): no such file." : "\(shown): the file cannot be opened: \(FileDescriptors.describe(reason)).")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { throw ReportError(.io, "\(shown): is a folder, not a file.") }
        if regularOnly { try FileIO.requireRegular(info.st_mode, path) }
        var head = [UInt8](repeating: 0, count: 64)
        let n = systemRead(fd, &head, head.count)
        guard n > 0 else {
            throw ReportError(.badData, "\(shown): the file is empty; --health takes the export.zip the Health app writes, or its export.xml.")
        }
        head = Array(head[..<n])
        if head.starts(with: [0x50, 0x4B]) { return .zip }
        let text = head.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(head.dropFirst(3)) : head
        if let first = text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == UInt8(ascii: "<") { return .xml }
        throw ReportError(.badData, "\(shown): neither a zip nor an XML file; --health takes the export.zip the Health app writes, or its export.xml.")
    }
}
