import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Every way a `--health` file can be wrong ends in one sentence naming it (exit 65), or is read correctly.
@Suite struct HealthFileErrorTests {
    static func path(_ name: String) -> String {
        Scratch.root.appendingPathComponent("health-\(UUID().uuidString)-\(name)").path
    }

    static func refusal(_ bytes: [UInt8], _ name: String) throws -> ReportError {
        let p = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: p))
        defer { try? FileManager.default.removeItem(atPath: p) }
        do {
            _ = try HealthExport.read(p)
        } catch {
            #expect(error.exitStatus == 65)
            #expect(error.message.hasPrefix(p + ": "))
            #expect(!error.message.contains("\n"))
            return error
        }
        Issue.record("\(name) was read")
        return ReportError(.usage, "")
    }

    static func sampleZip() throws -> [UInt8] {
        let p = path("export.zip")
        defer { try? FileManager.default.removeItem(atPath: p) }
        try HealthSample(first: Day(iso: "2026-11-01")!, last: Day(iso: "2026-11-07")!, seed: 1, localeIdentifier: "en-US").writeZip(to: p)
        return Array(try Data(contentsOf: URL(fileURLWithPath: p)))
    }

    @Test func anEmptyFile() throws {
        #expect(try Self.refusal([], "export.zip").message.contains("empty"))
    }

    @Test func aFileThatIsNeitherZipNorXML() throws {
        #expect(try Self.refusal(Array("hello, not a zip".utf8), "export.zip").message.contains("neither a zip nor an XML file"))
    }

    @Test func aTruncatedZip() throws {
        let zip = try Self.sampleZip()
        for cut in [zip.count / 2, zip.count - 10, 30] {
            #expect(try Self.refusal(Array(zip.prefix(cut)), "export.zip").message.contains("cut short"))
        }
    }

    @Test func aDamagedZip() throws {
        var zip = try Self.sampleZip()
        zip[zip.count / 2] ^= 0xFF
        _ = try Self.refusal(zip, "export.zip")
    }

    @Test func aZipWithoutExportXML() throws {
        let p = Self.path("other.zip")
        defer { try? FileManager.default.removeItem(atPath: p) }
        let zip = try ZipStreamWriter(creatingAt: p)
        var done = false
        try zip.addEntry(named: "apple_health_export/export_cda.xml", modified: 0) { buffer in
            if done { return 0 }
            done = true
            buffer.copyBytes(from: Array("<ClinicalDocument/>".utf8))
            return 19
        }
        try zip.close()
        #expect(try Self.refusal(Array(try Data(contentsOf: URL(fileURLWithPath: p))), "other.zip").message.contains("no export.xml"))
    }

    @Test func malformedXMLSaysLineAndColumn() throws {
        let text = "<HealthData>\n <Record type=\"HKQuantityTypeIdentifierStepCount\" value=\"1\">\n</HealthData>\n"
        let message = try Self.refusal(Array(text.utf8), "export.xml").message
        #expect(message.contains("line 3, column"))
        let cut = "<HealthData>\n <Record type=\"HKQuantityTypeIdentifierStepCount\" value=\"1\"/>\n"
        #expect(try Self.refusal(Array(cut.utf8), "export.xml").message.contains("not well-formed"))
    }

    /// What the scanner refuses though it may be well-formed is not called broken XML.
    @Test func aDocumentReadOtherwiseThanAppleWritesItIsNotCalledMalformed() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<!ENTITY who \"Kari\">\n]>\n<HealthData/>\n"
        let message = try Self.refusal(Array(text.utf8), "export.xml").message
        #expect(message.hasSuffix("export.xml: line 3, column 1: the DTD declares an entity, which the Health app never does; coach-report reads export.xml as the Health app writes it, so export it from the Health app again."))
    }

    /// A Zip64 archive as the Health app writes big exports: sizes and offset in the Zip64 extra field,
    /// a Zip64 end record and its locator (stored here, so the test needs no deflater).
    @Test func aZip64FileIsRead() throws {
        let xml = Array(HealthDaysTests.xml(HealthDaysTests.records(seed: 5)).utf8)
        let p = Self.path("export.zip")
        try Data(Self.zip64(name: "apple_health_export/export.xml", stored: xml)).write(to: URL(fileURLWithPath: p))
        defer { try? FileManager.default.removeItem(atPath: p) }
        #expect(try HealthExport.read(p).days == HealthDaysTests.naive(HealthDaysTests.records(seed: 5)))
    }

    static func zip64(name: String, stored data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        func u16(_ v: Int) { out += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int) { for k in 0..<4 { out.append(UInt8(v >> (8 * k) & 0xFF)) } }
        func u64(_ v: Int) { for k in 0..<8 { out.append(UInt8(v >> (8 * k) & 0xFF)) } }
        let crc = Self.crc32(data), nameBytes = Array(name.utf8)
        u32(0x0403_4B50); u16(45); u16(0); u16(0); u16(0); u16(0x21); u32(crc); u32(0xFFFF_FFFF); u32(0xFFFF_FFFF)
        u16(nameBytes.count); u16(20); out += nameBytes
        u16(1); u16(16); u64(data.count); u64(data.count)
        out += data
        let central = out.count
        u32(0x0201_4B50); u16(45); u16(45); u16(0); u16(0); u16(0); u16(0x21); u32(crc); u32(0xFFFF_FFFF); u32(0xFFFF_FFFF)
        u16(nameBytes.count); u16(28); u16(0); u16(0); u16(0); u32(0); u32(0xFFFF_FFFF); out += nameBytes
        u16(1); u16(24); u64(data.count); u64(data.count); u64(0)
        let centralSize = out.count - central, end64 = out.count
        u32(0x0606_4B50); u64(44); u16(45); u16(45); u32(0); u32(0); u64(1); u64(1); u64(centralSize); u64(central)
        u32(0x0706_4B50); u32(0); u64(end64); u32(1)
        u32(0x0605_4B50); u16(0); u16(0); u16(0xFFFF); u16(0xFFFF); u32(0xFFFF_FFFF); u32(0xFFFF_FFFF); u16(0)
        return out
    }

    static func crc32(_ bytes: [UInt8]) -> Int {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return Int(~crc)
    }
}

/// Which entry of the zip holds the records.
@Suite struct HealthEntryNameTests {
    @Test func theExportXMLIsFoundUnderAnyFolderAndName() {
        #expect(HealthExport.xmlEntry(in: ["apple_health_export/export_cda.xml", "apple_health_export/export.xml"]) == "apple_health_export/export.xml")
        #expect(HealthExport.xmlEntry(in: ["eksport/Export.xml", "eksport/export_cda.xml"]) == "eksport/Export.xml")
        #expect(HealthExport.xmlEntry(in: ["apple_health_export/eksport.xml", "apple_health_export/eksport_cda.xml",
                                           "apple_health_export/workout-routes/route_1.gpx"]) == "apple_health_export/eksport.xml")
        #expect(HealthExport.xmlEntry(in: ["apple_health_export/export_cda.xml"]) == nil)
        #expect(HealthExport.xmlEntry(in: ["a/one.xml", "a/two.xml"]) == nil)
    }
}
