import Foundation

/// Reads a PDF the way a person's tools do (poppler's pdfinfo, pdftotext and pdffonts; qpdf), so tests check
/// what a viewer shows rather than our own idea of the file.
struct PDFInspector {
    let url: URL

    /// Writes `data` to a temporary file for the tools to read.
    init(_ data: Data, name: String = "test") throws {
        let folder = Scratch.root.appendingPathComponent("pdf-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appendingPathComponent(name + ".pdf")
        try data.write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

    struct Output { var status: Int32; var stdout: String; var stderr: String }

    static func run(_ tool: String, _ arguments: [String]) throws -> Output {
        let scratch = Scratch.root.appendingPathComponent("pdf-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }

    /// `pdfinfo` fields ("Title", "Author", "Pages", …).
    func info() throws -> [String: String] {
        var fields: [String: String] = [:]
        for line in try PDFInspector.run("pdfinfo", ["-isodates", url.path]).stdout.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    var pageCount: Int { (try? info()["Pages"]).flatMap { $0 }.flatMap { Int($0) } ?? 0 }

    /// The text of one page (1-based) or of all pages, in reading order.
    func text(page: Int? = nil) throws -> String {
        var args = ["-enc", "UTF-8"]
        if let page { args += ["-f", String(page), "-l", String(page)] }
        return try PDFInspector.run("pdftotext", args + [url.path, "-"]).stdout
    }

    struct Word { var page: Int; var text: String; var xMin, yMin, xMax, yMax: Double; var pageWidth, pageHeight: Double }

    /// Every word with its box (`pdftotext -bbox`), in points from the page's top-left corner.
    func words() throws -> [Word] {
        let xml = try PDFInspector.run("pdftotext", ["-bbox", "-enc", "UTF-8", url.path, "-"]).stdout
        var words: [Word] = []
        var page = 0, width = 0.0, height = 0.0
        for line in xml.split(separator: "\n") {
            let s = String(line)
            if s.contains("<page ") {
                page += 1
                width = PDFInspector.attribute("width", s) ?? 0
                height = PDFInspector.attribute("height", s) ?? 0
            } else if s.contains("<word ") {
                let text = s.split(separator: ">").dropFirst().first.map { String($0.split(separator: "<").first ?? "") } ?? ""
                words.append(Word(
                    page: page, text: text,
                    xMin: PDFInspector.attribute("xMin", s) ?? -1, yMin: PDFInspector.attribute("yMin", s) ?? -1,
                    xMax: PDFInspector.attribute("xMax", s) ?? -1, yMax: PDFInspector.attribute("yMax", s) ?? -1,
                    pageWidth: width, pageHeight: height))
            }
        }
        return words
    }

    static func attribute(_ name: String, _ tag: String) -> Double? {
        guard let r = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[r.upperBound...]
        return rest.split(separator: "\"").first.flatMap { Double($0) }
    }

    /// `pdffonts` rows: (name, embedded).
    func fonts() throws -> [(name: String, embedded: Bool)] {
        let lines = try PDFInspector.run("pdffonts", [url.path]).stdout.split(separator: "\n").dropFirst(2)
        return lines.map { line in
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            // name, type…, encoding, emb, sub, uni, object, id: "emb" is the 5th from the end.
            let emb = columns.count >= 5 ? columns[columns.count - 5] : ""
            return (String(columns.first ?? ""), emb == "yes")
        }
    }

    /// The horizontal resolution, in pixels per inch as placed on the page, of every image (`pdfimages -list`).
    func imageResolutions() throws -> [Double] {
        let lines = try PDFInspector.run("pdfimages", ["-list", url.path]).stdout.split(separator: "\n").dropFirst(2)
        return lines.compactMap { line in
            // page, num, type, width, height, color, comp, bpc, enc, interp, object, id, x-ppi, …
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            return columns.count > 12 ? Double(columns[12]) : nil
        }
    }

    /// `qpdf --check`: exit status and what it said.
    func qpdfCheck() throws -> Output { try PDFInspector.run("qpdf", ["--check", url.path]) }

    /// `qpdf --json`, parsed.
    func json() throws -> [String: Any] {
        let out = try PDFInspector.run("qpdf", ["--json", url.path]).stdout
        return try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
    }

    struct OutlineItem { var title: String; var page: Int }

    /// The bookmarks, each with the page (1-based) its destination is on.
    func outline() throws -> [OutlineItem] {
        let j = try json()
        return ((j["outlines"] as? [[String: Any]]) ?? []).map {
            OutlineItem(title: $0["title"] as? String ?? "", page: $0["destpageposfrom1"] as? Int ?? 0)
        }
    }

    struct Link { var page: Int; var destination: String; var rect: [Double] }

    /// Link annotations with named destinations, and the page each name resolves to.
    func links() throws -> (links: [Link], destinations: [String: Int]) {
        let j = try json()
        let objects = ((j["qpdf"] as? [Any])?[1] as? [String: Any]) ?? [:]
        func value(_ ref: Any?) -> Any? {
            if let r = ref as? String, r.hasSuffix(" R") { return (objects["obj:" + r] as? [String: Any])?["value"] }
            return ref
        }
        let pages = (j["pages"] as? [[String: Any]]) ?? []
        var pageIndex: [String: Int] = [:]
        var links: [Link] = []
        for (i, page) in pages.enumerated() {
            let ref = page["object"] as? String ?? ""
            pageIndex[ref] = i + 1
            let dict = value(ref) as? [String: Any] ?? [:]
            for annot in (value(dict["/Annots"]) as? [Any]) ?? [] {
                guard let a = value(annot) as? [String: Any], a["/Subtype"] as? String == "/Link" else { continue }
                let dest = (a["/Dest"] as? String ?? "").replacingOccurrences(of: "u:", with: "")
                links.append(Link(page: i + 1, destination: dest, rect: (a["/Rect"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }))
            }
        }
        var destinations: [String: Int] = [:]
        let trailer = (objects["trailer"] as? [String: Any])?["value"] as? [String: Any] ?? [:]
        let root = value(trailer["/Root"]) as? [String: Any] ?? [:]
        let names = value(root["/Names"]) as? [String: Any] ?? [:]
        let dests = value(names["/Dests"]) as? [String: Any] ?? [:]
        let list = (value(dests["/Names"]) as? [Any]) ?? []
        var k = 0
        while k + 1 < list.count {
            let name = (list[k] as? String ?? "").replacingOccurrences(of: "u:", with: "")
            if let target = value(list[k + 1]) as? [Any], let pageRef = target.first as? String { destinations[name] = pageIndex[pageRef] }
            k += 2
        }
        return (links, destinations)
    }
}
