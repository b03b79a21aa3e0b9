import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// coach-report's own export.xml scanner against libxml2's parser: on every document of the corpus that
/// libxml2 accepts, the scanner accepts it too and reports the same records (kind, attributes and line);
/// the broken documents of the corpus both refuse.
@Suite struct HealthScannerAgreementTests {
    struct Seen: Equatable {
        var kind: HealthRecord.Kind, sourceName: String, unit: String?, startDate: String?, value: String?, line: Int
    }

    /// The records `parser` reports in `bytes` fed `step` bytes at a time, or the error it stops with.
    static func read(_ bytes: [UInt8], _ parser: HealthExport.Parser, step: Int = 4096) -> Result<[Seen], XMLError> {
        var seen: [Seen] = []
        var at = 0
        do {
            try HealthExport.records(parser, next: { buffer in
                let n = min(buffer.count, step, bytes.count - at)
                bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + at, byteCount: n) }
                at += n
                return n
            }, onRecord: { r in
                seen.append(Seen(kind: r.kind, sourceName: r.sourceName, unit: r.unit, startDate: r.startDate, value: r.value, line: r.line))
            })
        } catch let error as XMLError {
            return .failure(error)
        } catch {
            Issue.record("\(error)")
        }
        return .success(seen)
    }

    static let awkward = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- a comment with ]> and "quotes" in it -->
        <!ATTLIST Record type CDATA #REQUIRED note CDATA "a ] b >">
        ]>
        <?processing instruction?>
        <HealthData locale='nb_NO'>
         <!-- <Record type="HKQuantityTypeIdentifierStepCount" sourceName="commented out" unit="count" startDate="2026-11-16 08:00:00 +0100" value="9"/> -->
         <Record type = "HKQuantityTypeIdentifierStepCount"
                 sourceName='Ola &amp; Kari&#x2019;s &lt;iPhone&gt;' unit="count"
                 startDate="2026-11-16 08:00:00 +0100" value="12">
          <MetadataEntry key="a" value="&quot;x&quot;"/>
         </Record>
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="tab\there
        newline" unit="kg" startDate="2026-11-16 08:00:00 +0100" value="80.5"></Record>
         <Note><![CDATA[ <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" value="1"/> ]]></Note>
         <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" value="&#56;1" startDate="2026-11-16 09:00:00 +0100" sourceName="Vekt"/>
         <Record type="HKQuantityTypeIdentifierBodyMassIndex" unit="count" value="24" startDate="2026-11-16 09:00:00 +0100" sourceName="Vekt"/>
         <Record type="HKQuantityTypeIdentifierStepCoun&#116;" unit="count" value="5" startDate="2026-11-16 10:00:00 +0100" sourceName="referenced"/>
         <Record sourceName="no type" value="1"/>
         <Correlation type="HKCorrelationTypeIdentifierFood" sourceName="x" startDate="2026-11-16 09:00:00 +0100" endDate="2026-11-16 09:00:00 +0100">
          <Record type="HKQuantityTypeIdentifierStepCount" sourceName="nested" unit="count" startDate="2026-11-16 09:00:00 +0100" value="3"/>
         </Correlation>
        </HealthData>
        <!-- after the root -->

        """

    static var corpus: [(String, [UInt8])] {
        var docs: [(String, [UInt8])] = [("awkward", Array(awkward.utf8)), ("awkward CRLF", Array(awkward.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
                                             ("awkward CR", Array(awkward.replacingOccurrences(of: "\n", with: "\r").utf8))]
        for seed in 1...4 as ClosedRange<UInt64> {
            docs.append(("generated \(seed)", Array(HealthDaysTests.xml(HealthDaysTests.records(seed: seed), bom: seed % 2 == 0).utf8)))
        }
        for locale in ["en-US", "nb-NO"] {
            let sample = HealthSample(first: Day(iso: "2026-11-10")!, last: Day(iso: "2026-11-22")!, seed: 2, localeIdentifier: locale)
            docs.append(("sample \(locale)", Array(sample.xml().utf8)))
        }
        return docs
    }

    @Test func theScannerReportsWhatLibXML2ReportsOnEveryDocumentItAccepts() throws {
        for (name, bytes) in Self.corpus {
            let reference = Self.read(bytes, .libxml2)
            guard case .success(let expected) = reference else { Issue.record("libxml2 refused \(name): \(reference)"); continue }
            #expect(!expected.isEmpty, "\(name)")
            for step in [1 << 20, 4096, 7] where step > 7 || bytes.count < 20_000 {
                #expect(Self.read(bytes, .scanner, step: step) == .success(expected), "\(name), \(step) bytes at a time")
            }
        }
    }

    static let broken: [(String, String)] = [
        ("mismatched end tag", "<HealthData><Record type=\"a\"></Recor></HealthData>"),
        ("unquoted attribute", "<HealthData><Record type=a/></HealthData>"),
        ("< in an attribute", "<HealthData><Record type=\"a<b\"/></HealthData>"),
        ("no end tag", "<HealthData><Record type=\"a\"/>"),
        ("two roots", "<HealthData/><HealthData/>"),
        ("text after the root", "<HealthData/>oops"),
        ("attribute without value", "<HealthData><Record type/></HealthData>"),
        ("attributes run together", "<HealthData><Record type=\"a\"unit=\"b\"/></HealthData>"),
        ("undefined entity in a record", "<HealthData><Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"&nope;\"/></HealthData>"),
        ("empty", ""),
        ("only white space", "  \n"),
        ("cut inside a tag", "<HealthData><Record type=\"HKQuantityTypeIdentifierStepCount\" unit=\"cou"),
        ("end tag without start", "</HealthData>"),
    ]

    @Test func bothRefuseTheBrokenDocuments() {
        for (name, text) in Self.broken {
            let bytes = Array(text.utf8)
            if case .success = Self.read(bytes, .libxml2) { Issue.record("libxml2 accepted \(name)") }
            if case .success = Self.read(bytes, .scanner) { Issue.record("the scanner accepted \(name)") }
        }
        // A valid document cut short anywhere is refused by both.
        let whole = Array(HealthDaysTests.xml(HealthDaysTests.records(seed: 7)).utf8)
        for cut in stride(from: 1, to: whole.count - 2, by: 997) {
            if case .success = Self.read(Array(whole[..<cut]), .scanner) { Issue.record("the scanner accepted a document cut at \(cut)") }
        }
    }

    @Test func theScannerSaysWhereTheDocumentBreaks() {
        let text = "<HealthData>\n <Record type=\"a\">\n </Recor>\n</HealthData>\n"
        guard case .failure(let error) = Self.read(Array(text.utf8), .scanner) else { Issue.record("accepted"); return }
        #expect(error.line == 3)
        #expect(error.column == 10)
        guard case .failure(let reference) = Self.read(Array(text.utf8), .libxml2) else { Issue.record("accepted"); return }
        #expect(reference.line == 3)
    }

    /// FuzzHealthXML's first find: bytes libxml2 takes for UCS-4 (a NUL beside the first '<'), which it read
    /// as an empty document. The scanner says the document is not UTF-8, as it does for UTF-16.
    @Test func aDocumentNotInUTF8IsRefusedAsSuch() throws {
        let found = Array(Data(base64Encoded: "PAAAAAAAP/+yP3htbCB2ZXJzaW9uPSIxLjAiIGVuY29kaW5nPSJVVEYtOCI/Pgo8IURPQ1RZUEUgSGVhPD94bWw8LyB2ZXJzaW9uPSIxLjAiIGVuY29kaW5nPSJsVVRGLTgiPz4KPCF0aEQ=")!)
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("<HealthData/>".utf8).flatMap { [$0, UInt8(0)] }
        // libxml2 reads a declaration whose `<?xml` a tab or a line end follows, and the Latin-1 it names.
        let latin1 = Array("<?xml\tversion=\"1.0\" encoding=\"ISO-8859-1\"?>\n<H><Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Caf".utf8)
            + [0xE9] + Array("\" value=\"1\"/></H>\n".utf8)
        for bytes in [found, utf16, latin1] {
            guard case .failure(let error) = Self.read(bytes, .scanner) else { Issue.record("accepted"); continue }
            #expect(error.message.contains("UTF-8") && error.isUnsupported)
        }
    }
}

extension HealthScannerAgreementTests {
    static func withSubset(_ subset: String, _ record: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            \(subset)
            ]>
            <HealthData>
             \(record)
            </HealthData>

            """.utf8)
    }

    /// FuzzHealthXML's second find: libxml2 gives a record the defaults its DTD declares (and normalizes the
    /// white space of attributes declared other than CDATA), which the scanner does not read. Apple's DTD
    /// declares every kept attribute CDATA, #REQUIRED or #IMPLIED, so a DTD that does otherwise is refused,
    /// as are entities a DTD declares.
    @Test func aDTDThatChangesWhatARecordSaysIsRefused() throws {
        let step = #"<Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2026-11-16 08:00:00 +0100" value=" 12 "/>"#
        let changing = [
            #"<!ATTLIST Record type CDATA "HKQuantityTypeIdentifierStepCount">"#,
            #"<!ATTLIST Record value NMTOKEN #IMPLIED>"#,
            #"<!ATTLIST Record unit CDATA #FIXED 'count'>"#,
            "<!ATTLIST Record\n  sourceName CDATA #REQUIRED\n  startDate (a|b) 'a'>",
            #"<!ATTLIST Other x CDATA #IMPLIED><!ATTLIST Record type CDATA #REQUIRED><!ATTLIST Record sourceName CDATA 'x'>"#,
            #"<!ENTITY who "Kari">"#,
            #"<!ENTITY % decl "<!ATTLIST Record unit CDATA 'kg'>"> %decl;"#,
        ]
        // What libxml2 makes of the first two: a record from the default type, and a value without its spaces.
        let untyped = step.replacingOccurrences(of: #"type="HKQuantityTypeIdentifierStepCount" "#, with: "")
        #expect(try Self.read(Self.withSubset(changing[0], untyped), .libxml2).get().map(\.kind) == [.stepCount])
        #expect(try Self.read(Self.withSubset(changing[1], step), .libxml2).get().map(\.value) == ["12"])
        for subset in changing {
            let bytes = Self.withSubset(subset, subset == changing[0] ? untyped : step)
            for chunk in [4096, 3] {
                guard case .failure(let error) = Self.read(bytes, .scanner, step: chunk) else { Issue.record("the scanner accepted \(subset)"); continue }
                #expect(error.isUnsupported && error.message.contains("which the Health app never does"), "\(subset): \(error.message)")
            }
        }
        // What Apple writes, and defaults or types of attributes a record's reading does not keep, are read as libxml2 reads them.
        let kept = [
            "<!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED sourceName CDATA #REQUIRED startDate CDATA #REQUIRED endDate CDATA #REQUIRED>",
            #"<!ATTLIST Record note CDATA "a ] b >" creationDate NMTOKEN #IMPLIED><!ATTLIST Recorded value CDATA "1"><!ATTLIST HealthData locale CDATA 'nb'>"#,
            "<!-- <!ATTLIST Record value CDATA '1'> <!ENTITY x 'y'> --><!ELEMENT Record EMPTY>",
            "<?note it's a 'quote ]> ?><!ATTLIST Record\tvalue\tCDATA\t#IMPLIED>",
        ]
        for subset in kept {
            let bytes = Self.withSubset(subset, step)
            guard case .success(let expected) = Self.read(bytes, .libxml2) else { Issue.record("libxml2 refused \(subset)"); continue }
            #expect(expected.count == 1 && expected.first?.value == " 12 ", "\(subset)")
            for chunk in [4096, 3] { #expect(Self.read(bytes, .scanner, step: chunk) == .success(expected), "\(subset), \(chunk) bytes at a time") }
        }
    }

    /// An attribute list that is not one is broken XML (libxml2 says so too), not a DTD Apple does not write.
    @Test func anUnreadableAttributeListIsNotWellFormed() {
        for subset in ["<!ATTLIST Record value>", "<!ATTLIST Record value CDATA>", "<!ATTLIST>"] {
            let bytes = Self.withSubset(subset, "<HealthData/>")
            if case .success = Self.read(bytes, .libxml2) { Issue.record("libxml2 accepted \(subset)") }
            guard case .failure(let error) = Self.read(bytes, .scanner) else { Issue.record("the scanner accepted \(subset)"); continue }
            #expect(!error.isUnsupported, "\(subset)")
        }
    }

    /// The review's finds: white space around a declaration's `=` other than spaces, and a DTD in another file (which
    /// neither reader loads) are read as libxml2 reads them; an entity such a file might define is refused as not
    /// read, where libxml2 lets it pass as empty.
    @Test func declarationsAndOuterDTDsAreReadAsLibXML2ReadsThem() throws {
        let step = #"<Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2026-11-16 08:00:00 +0100" value="12"/>"#
        let agreeing = [
            "<?xml\tversion=\"1.0\"\tencoding\t=\t'UTF-8'?>\n<HealthData>\n \(step)\n</HealthData>\n",
            "<?xml\nversion=\"1.0\"\nencoding\n=\n\"utf-8\"?>\n<HealthData>\n \(step)\n</HealthData>\n",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData SYSTEM \"health.dtd\">\n<HealthData>\n \(step)\n</HealthData>\n",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData PUBLIC \"-//X//Y\" 'h.dtd' [<!ATTLIST Record unit CDATA #IMPLIED>]>\n<HealthData>\n \(step)\n</HealthData>\n",
        ]
        for text in agreeing {
            let bytes = Array(text.utf8)
            guard case .success(let expected) = Self.read(bytes, .libxml2) else { Issue.record("libxml2 refused \(text)"); continue }
            #expect(expected.count == 1, "\(text)")
            for chunk in [4096, 3] { #expect(Self.read(bytes, .scanner, step: chunk) == .success(expected), "\(text), \(chunk) bytes at a time") }
        }
        let unknown = Array("<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData SYSTEM \"health.dtd\">\n<HealthData>\n \(step.replacingOccurrences(of: "Phone", with: "A&who;B"))\n</HealthData>\n".utf8)
        #expect(try Self.read(unknown, .libxml2).get().map(\.sourceName) == ["AB"])
        guard case .failure(let error) = Self.read(unknown, .scanner) else { Issue.record("the scanner read an entity it does not know"); return }
        #expect(error.isUnsupported && error.message.contains("DTD in another file"), "\(error.message)")
    }
}
