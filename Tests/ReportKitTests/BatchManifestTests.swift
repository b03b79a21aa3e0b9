import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// What a manifest line becomes, and the sentence a wrong one gets (with its line number) before anything is made.
@Suite struct BatchManifestTests {
    func read(_ text: String, folder: String = "/srv/people") throws(ReportError) -> [BatchPerson] {
        try BatchManifest.read(Data(text.utf8), folder: folder)
    }

    @Test func aLineTakesItsPathsAgainstTheManifestsFolder() throws {
        let people = try read("""
            {"id": "client-042", "export": "exports/042.json", "outputs": ["week", "chart:heatmap.png"], "profile": "/etc/p.json"}

            {"id": "b", "export": "b.json", "outputs": ["email"], "week": "complete", "email": {"from": "me@example.org", "to": "kari@example.no"}}
            """)
        #expect(people.map(\.id) == ["client-042", "b"])
        #expect(people[0].export == "/srv/people/exports/042.json")
        #expect(people[0].profile == "/etc/p.json")
        #expect(people[0].outputs == [.week, .chart(.heatmap, .png)])
        #expect(people[0].week == "latest")
        #expect(people[1].line == 3)
        #expect(people[1].email?.to == ["kari@example.no"])
        #expect(people[1].weekSelection == .lastComplete)
    }

    @Test func eachOutputKeepsItsCommandsRedactionUnlessTheLineSaysOne() {
        #expect(BatchOutput.site.defaultRedaction == .summary)
        #expect(BatchOutput.email.defaultRedaction == .summary)
        #expect(BatchOutput.week.defaultRedaction == .full)
        #expect(BatchOutput.chart(.rings, .svg).folder == "chart")
    }

    @Test(arguments: [
        (#"{"id": "a", "export": "a.json", "outputs": []}"#, "manifest line 1: outputs must be a list"),
        (#"{"id": "a", "outputs": ["week"]}"#, "manifest line 1: export is missing"),
        (#"{"id": ".hidden", "export": "a.json", "outputs": ["week"]}"#, "not a safe folder name"),
        (#"{"id": "a b", "export": "a.json", "outputs": ["week"]}"#, "not a safe folder name"),
        (#"{"id": "a", "export": "a.json", "outputs": ["week"], "locale": "de-DE"}"#, "locale takes en-US or nb-NO"),
        (#"{"id": "a", "export": "a.json", "outputs": ["week"], "timeZone": "Mars/Base"}"#, "timeZone Mars/Base is not a time zone"),
        (#"{"id": "a", "export": "a.json", "outputs": ["week"], "week": "all"}"#, "week takes an ISO week"),
        (#"{"id": "a", "export": "a.json", "outputs": ["week"], "redact": "some"}"#, "redact takes full, summary or counts"),
        (#"{"id": "a", "export": "a.json", "outputs": ["email"], "email": {"from": "me", "to": "x@example.org"}}"#, "email from me is not an email address"),
        (#"{"id": "a", "export": "a.json", "outputs": ["reflect:week"]}"#, "reflect:week is not an output"),
        (#"[1, 2]"#, "manifest line 1: not a JSON object"),
    ])
    func aWrongLineIsRefusedWithItsNumber(line: String, said: String) {
        #expect {
            _ = try read(line)
        } throws: { error in
            guard let error = error as? ReportError else { return false }
            return error.kind == .usage && error.message.contains(said)
        }
    }
}
