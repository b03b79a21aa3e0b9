#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative
import ReportRender

/// What a person's last complete run was made from, kept in their folder (`DIR/<id>/batch-record.json`) and
/// written after everything else: when the export's and profile's bytes (and the health file's size and time), the line's options and coach-report's
/// version are the same again, the person is skipped. A run stopped half-way leaves no new record (and the old
/// one was removed before anything changed), so that person is made again.
struct BatchRecord: Equatable {
    static let name = "batch-record.json"

    /// The SHA-256, in hex, of everything the outputs depend on.
    let key: String
    /// The files the run made, relative to the batch's folder.
    let files: [String]

    /// The key for `person` as the files are now; a file that cannot be read is the error the single command gives.
    static func key(for person: BatchPerson) throws(ReportError) -> String {
        var hashed = Data("coach-report \(ReportKitVersion.string)\n\(person.optionsText)\n".utf8)
        for path in [person.export] + (person.profile.map { [$0] } ?? []) {
            let bytes = try FileIO.read(path, regularOnly: true)
            hashed.append(contentsOf: bytes.withUnsafeBufferPointer { SHA256.digest(UnsafeRawBufferPointer($0)) })
        }
        // A health export may be gigabytes: its size and modification time stand for its bytes.
        if let health = person.health {
            let attributes = try? FileManager.default.attributesOfItem(atPath: health)
            // FoundationEssentials gives the size as a UInt (Foundation as an NSNumber, which casts to one).
            let size = (attributes?[.size] as? UInt).map { Int64($0) } ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            hashed.append(contentsOf: "health \(size) \(modified)\n".utf8)
        }
        return hex(hashed.withUnsafeBytes { SHA256.digest($0) })
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    var file: OutputFile {
        OutputFile(path: Self.name, text: JSONWriter.write(.object([
            ("version", .string(ReportKitVersion.string)), ("key", .string(key)), ("files", .array(files.map { .string($0) })),
        ])))
    }

    /// The record in `bytes`; nil when there is none or it is not one.
    init?(_ bytes: Data?) {
        guard let bytes, let object = try? BatchJSON.object(bytes),
              let key = object["key"] as? String, let files = object["files"] as? [String] else { return nil }
        self.init(key: key, files: files)
    }

    init(key: String, files: [String]) {
        self.key = key
        self.files = files
    }
}
