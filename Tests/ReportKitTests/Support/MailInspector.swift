import Foundation

/// Reads a message the way a mail program does, with Python's `email` package (`policy=default`): every part
/// decoded to a file of its own, every defect listed, and the headers as a reader sees them (encoded words decoded).
struct MailInspector {
    struct Part: Decodable {
        var type: String
        var file: String?
        var filename: String?
        var contentID: String?
        var defects: [String]
    }

    struct Report: Decodable {
        var headers: [[String]]
        var defects: [String]
        var parts: [Part]
    }

    let folder: URL
    let report: Report

    static let script = #"""
    import email, email.policy, json, os, sys
    data = open(sys.argv[1], "rb").read()
    msg = email.message_from_bytes(data, policy=email.policy.default)
    out = {"headers": [[k, str(v)] for k, v in msg.items()], "defects": [type(d).__name__ for d in msg.defects], "parts": []}
    for i, part in enumerate(msg.walk()):
        entry = {"type": part.get_content_type(), "defects": [type(d).__name__ for d in part.defects],
                 "filename": part.get_filename(), "contentID": (part.get("Content-ID") or "").strip("<>") or None, "file": None}
        if not part.is_multipart():
            path = os.path.join(sys.argv[2], "part%d" % i)
            content = part.get_content()
            with open(path, "wb") as f:
                f.write(content.encode("utf-8") if isinstance(content, str) else content)
            entry["file"] = path
        out["parts"].append(entry)
    print(json.dumps(out))
    """#

    init(_ message: Data) throws {
        folder = Scratch.root.appendingPathComponent("mail-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("message.eml")
        try message.write(to: file)
        let run = try PDFInspector.run("python3", ["-c", Self.script, file.path, folder.path])
        guard run.status == 0 else { throw InspectorError(message: run.stderr) }
        report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
    }

    struct InspectorError: Error { var message: String }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// The value of the first header `name`, decoded.
    func header(_ name: String) -> String? { report.headers.first { $0[0].lowercased() == name.lowercased() }?[1] }

    /// Every defect Python found, in the message and in any part.
    var defects: [String] { report.defects + report.parts.flatMap(\.defects) }

    /// The decoded content of the first part of `type`.
    func content(_ type: String) throws -> Data? {
        guard let file = report.parts.first(where: { $0.type == type })?.file else { return nil }
        return try Data(contentsOf: URL(fileURLWithPath: file))
    }

    /// The decoded text of the first part of `type`, lines ended by `\n`.
    func text(_ type: String) throws -> String {
        try content(type).map { String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n") } ?? ""
    }

    /// A format=flowed text as a reader shows it: soft breaks joined, stuffed spaces taken off (RFC 3676).
    static func unflowed(_ text: String) -> String {
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let l = line.hasPrefix(" ") ? line.dropFirst() : line
            out += l
            if !l.hasSuffix(" ") || l == "-- " { out += "\n" }
        }
        return out
    }

    /// Every part's decoded content as text, the PDF's as what pdftotext reads from it, and the headers.
    func everything() throws -> String {
        var all = report.headers.map { $0.joined(separator: ": ") }.joined(separator: "\n")
        for part in report.parts {
            guard let file = part.file else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            if part.type == "application/pdf" {
                let pdf = try PDFInspector(data)
                defer { pdf.remove() }
                all += try pdf.text()
            }
            all += String(decoding: data, as: UTF8.self)
        }
        return all
    }
}
