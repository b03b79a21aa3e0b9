import Foundation
import Testing

/// Issue 35: with the default redaction, nothing the person typed (the goal included) and no `chosenAction`
/// outside the app's own list reaches the site or the email. A marker of its own is planted in every text field
/// of a one-week export, both commands run as a person runs them, and every byte of every file is searched: the
/// files as they are, the email's parts decoded, every zlib stream of a PDF or PNG inflated, and the PDFs' text
/// as pdftotext reads it through their fonts' ToUnicode maps (a subset font's glyph codes hide plain text).
@Suite struct PlantedWordsTests {
    /// One marker per field and day, plain ASCII so that it survives glyph mapping, escaping and line wrapping.
    struct Planted {
        var json = ""
        var typed: [String] = []
        let name = "zqnameq"
        /// Values from lists the format names, each one it does not know (a newer app's, or anyone's typing): an
        /// urge type, a challenge, an achievement's type, the experience. At `summary` none is shown as written.
        let unknown = ["zqurgeTypeq", "zqchallengeq", "zqachievementTypeq", "zqexperienceq"]
        /// An action from the mini-coach's own list, which stays at `summary` (the check can fail); one that begins
        /// as an option and goes on in the person's words is typed.
        let option = "Glass of water"

        init() {
            func mark(_ field: String) -> String { let m = "zq\(field)\(typed.count)q"; typed.append(m); return m }
            var entries: [[String: Any]] = [], notes: [[String: Any]] = [], checkIns: [[String: Any]] = []
            for day in 15...22 {
                let date = "2026-11-\(day)"
                entries.append([
                    "date": date,
                    "nightPrep": ["stickyNotes": true, "waterReady": true, "other": mark("nightOther")],
                    "morningFocus": [
                        "breathingDone": true, "completedAt": "\(date)T07:30:00+01:00", "challenge": day == 18 ? "zqchallengeq" : "other",
                        "myWhy": mark("myWhy"), "challengeOther": mark("challengeOther"), "chosenSwap": mark("chosenSwap"),
                        "commitTo": mark("commitTo"), "commitFrom": mark("commitFrom"), "identity": mark("identity"),
                        "careAction": mark("careAction"), "stressResponse": mark("stressResponse"), "snackBackup": mark("snackBackup"),
                    ],
                    "endOfDay": [
                        "didCareAction": day % 2 == 0, "followedSwap": true, "dayCompletedAt": "\(date)T21:30:00+01:00",
                        "feelAboutIt": mark("feelAboutIt"), "whatGotInTheWay": mark("whatGotInTheWay"), "whatHelped": mark("whatHelped"),
                        "comfortPull": mark("comfortPull"), "urgesNoticed": mark("urgesNoticed"), "smallWinForTomorrow": mark("smallWin"),
                    ],
                    "prepChecks": [["title": mark("prepCheck"), "status": "done"], ["title": mark("prepCheck"), "status": "skip"]],
                    "voiceNotes": [mark("voiceNote") + ".m4a"],
                ])
                notes.append(["at": "\(date)T20:15:00+01:00", "type": "stress", "text": mark("urgeText"), "chosenAction": mark("chosenAction")])
                notes.append(["at": "\(date)T16:15:00+01:00", "type": day == 17 ? "zqurgeTypeq" : "habit", "text": mark("urgeText"), "chosenAction": day == 16 ? option : day == 19 ? "Glass of water, then " + mark("chosenAction") : mark("chosenAction")])
                checkIns.append(["date": date, "plannedToTrain": day % 3 != 0, "completedTraining": day % 2 == 0, "note": mark("checkInNote")])
            }
            let export: [String: Any] = [
                "format": "coacher-export", "version": 1, "exportedAt": "2026-11-23T08:00:00+01:00", "timeZone": "Europe/Oslo",
                "profile": ["name": name, "goal": mark("goal"), "daysPerWeek": 3, "experience": "zqexperienceq"],
                "entries": entries, "cravingNotes": notes, "checkIns": checkIns,
                "achievements": [["name": "First week", "type": "zqachievementTypeq", "dateEarned": "2026-11-21", "details": mark("achievementDetails")]],
                "prepItems": [["id": "p1", "title": mark("prepItem"), "isDefault": false, "active": true]],
            ]
            json = String(decoding: try! JSONSerialization.data(withJSONObject: export, options: [.sortedKeys]), as: UTF8.self)
        }
    }

    /// Prints, as JSON, where each marker was found: every file under the folder (an `.eml`'s parts decoded and
    /// searched as files of their type), each PDF's and PNG's zlib streams inflated, UTF-16 strings decoded, and
    /// each PDF's text as pdftotext reads it.
    static let scanner = #"""
    import email, email.policy, json, os, re, subprocess, sys, tempfile, zlib
    markers = json.loads(sys.argv[2])
    found = {}
    def texts(name, data):
        yield "bytes", data
        if data.startswith(b"%PDF"):
            for m in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", data, re.S):
                try: yield "inflated stream", zlib.decompress(m.group(1))
                except zlib.error: pass
            for m in re.finditer(rb"<(FEFF[0-9A-Fa-f]*)>", data):
                yield "UTF-16 string", bytes.fromhex(m.group(1).decode()).decode("utf-16-be", "replace").encode()
            with tempfile.NamedTemporaryFile(suffix=".pdf") as f:
                f.write(data); f.flush()
                yield "pdftotext", subprocess.run(["pdftotext", "-enc", "UTF-8", f.name, "-"], capture_output=True).stdout
                yield "pdfinfo", subprocess.run(["pdfinfo", f.name], capture_output=True).stdout
        elif data.startswith(b"\x89PNG"):
            i = 8
            while i + 8 <= len(data):
                size = int.from_bytes(data[i:i+4], "big"); kind = data[i+4:i+8]; body = data[i+8:i+8+size]
                if kind in (b"zTXt", b"iTXt"):
                    for start in range(len(body)):
                        try: yield "inflated " + kind.decode(), zlib.decompress(body[start:]); break
                        except zlib.error: pass
                i += 12 + size
        elif name.endswith(".eml"):
            msg = email.message_from_bytes(data, policy=email.policy.default)
            yield "headers", "\n".join("%s: %s" % (k, v) for k, v in msg.items()).encode()
            for n, part in enumerate(msg.walk()):
                if part.is_multipart(): continue
                content = part.get_content()
                content = content.encode() if isinstance(content, str) else content
                for how, text in texts(part.get_content_type(), content): yield "part %d (%s) %s" % (n, part.get_content_type(), how), text
    for root, _, files in os.walk(sys.argv[1]):
        for file in files:
            path = os.path.join(root, file)
            for how, text in texts(file, open(path, "rb").read()):
                for marker in markers:
                    if marker.encode() in text: found.setdefault(marker, []).append(os.path.relpath(path, sys.argv[1]) + ": " + how)
    print(json.dumps(found))
    """#

    /// Where each of `markers` is found in the files under `folder`.
    static func search(_ folder: URL, _ markers: [String]) throws -> [String: [String]] {
        let markerList = String(decoding: try JSONSerialization.data(withJSONObject: markers), as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", scanner, folder.path, markerList]
        let out = folder.deletingLastPathComponent().appendingPathComponent("found-\(UUID().uuidString).json")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: [String]] ?? [:]
    }

    /// `site` and `email` (its PDF attached) with their default redaction, in `locale`: no typed marker in any
    /// byte, while the name and the app's own option are there. The same email at `--redact full` (in English)
    /// shows the markers in every part the search decodes, so the search can fail.
    @Test(arguments: ["en-US", "nb-NO"])
    func nothingTypedReachesTheSiteOrTheEmail(locale: String) throws {
        let planted = Planted()
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let export = dir.appendingPathComponent("export.json")
        try Data(planted.json.utf8).write(to: export)
        let common = ["--locale", locale, "--week-start", "monday"]
        let shared = dir.appendingPathComponent("shared"), full = dir.appendingPathComponent("full")
        let site = try CLIRunner.run(["site", export.path, "--out", shared.path + "/site"] + common)
        try #require(site.status == 0, "\(site.stderr)")
        // The check that the search can fail, once: in English.
        let controls = locale == "en-US" ? [(full, ["--redact", "full"])] : []
        for (folder, redact) in [(shared, [String]())] + controls {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let email = try CLIRunner.run(
                ["email", export.path, "--week", "2026-W47", "--from", "sam@example.org", "--to", "kari@example.no",
                 "--out", folder.path + "/week.eml"] + common + redact)
            try #require(email.status == 0, "\(email.stderr)")
        }

        let leaks = try Self.search(shared, planted.typed + planted.unknown + [planted.name, "of water"])
        let typedLeaks = leaks.filter { planted.typed.contains($0.key) || planted.unknown.contains($0.key) }
        #expect(typedLeaks.isEmpty, "\(locale): \(typedLeaks.sorted { $0.key < $1.key }.prefix(8))")
        // What stays is found, through the same decoding: the name in the site's PDFs and the mail's attachment.
        let name = leaks[planted.name] ?? []
        #expect(name.contains { $0.hasPrefix("site/") && $0.contains(".pdf: pdftotext") }, "\(name)")
        #expect(name.contains { $0.hasPrefix("week.eml") && $0.contains("application/pdf) pdftotext") }, "\(name)")
        #expect(name.contains { $0.hasPrefix("week.eml") && $0.contains("text/html") }, "\(name)")
        let option = leaks["of water"] ?? []
        #expect(option.contains { $0.contains("text/html") } && option.contains { $0.hasPrefix("site/weeks/") && $0.hasSuffix(".html: bytes") }, "\(option)")

        // At full the same email shows the person's words in its text, its HTML and its PDF.
        guard !controls.isEmpty else { return }
        let shown = try Self.search(full, planted.typed)
        for part in ["text/plain", "text/html", "application/pdf) pdftotext"] {
            #expect(shown.values.contains { $0.contains { $0.contains(part) } }, "\(locale) full: nothing typed in \(part)")
        }
    }
}
