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
import ReportNative

/// The list a site keeps in its folder of the files it wrote, each line the SHA-256 of a file's bytes and its path,
/// so a rebuild replaces or removes only what the site wrote, as it wrote it: a file the person put there, or a
/// site's file they changed since (their own `style.css`), stays.
///
/// A build adds each file's line just before it writes the file, so a build stopped at any point leaves a list that
/// names everything it wrote, and names a file it had yet to write only with bytes no file there has. A build that
/// ends well writes the list again with its own files only. A line with a path alone is from a list written before
/// the hashes, and is taken as the site's file whatever its bytes.
enum SiteManifest {
    static let name = ".coach-report-site"

    static let header = "# coach-report site: the files this site wrote, each after the SHA-256 of its bytes; a rebuild replaces or removes a file only while its bytes are these.\n"

    /// Path → the hashes the list records for it (several after a build that stopped); "" for a line without one.
    typealias Records = [String: Set<String>]

    static func line(path: String, hash: String) -> String { hash + " " + path + "\n" }

    /// The list of `lines` (from `line`), as a file.
    static func file(_ lines: [String]) -> OutputFile { OutputFile(path: name, text: header + lines.joined()) }

    /// The hex SHA-256 of `bytes`.
    static func hash(_ bytes: Data) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.withUnsafeBytes { SHA256.digest($0) }.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// What a list records, each path a plain relative path inside the folder (the sink checks again when removing).
    static func records(in data: Data) -> Records {
        var records: Records = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            var hash = "", path = Substring(line)
            if let space = line.firstIndex(of: " "), line.distance(from: line.startIndex, to: space) == 64,
               line[..<space].allSatisfy(\.isHexDigit) {
                hash = String(line[..<space])
                path = line[line.index(after: space)...]
            }
            guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }),
                  path != name else { continue }
            records[String(path), default: []].insert(hash)
        }
        return records
    }

    /// Whether the regular file at `path` is one the site wrote, as it wrote it: its bytes have a hash `records` holds
    /// for it (or the list is from before hashes). A file missing, or not a regular file of ours, is not.
    static func wroteAsItIs(_ path: String, _ records: Records, in sink: any FileSink) -> Bool {
        guard let hashes = records[path] else { return false }
        if hashes.contains("") { return true }
        guard let bytes = sink.contents(of: path) else { return false }
        return hashes.contains(hash(bytes))
    }
}

/// The runner's sink for a site build: adds each file's line to the list, then writes the file.
final class ManifestRecordingSink: FileSink, Sendable {
    let sink: any FileSink
    /// What the list held when the build began: a line it holds already is not added again, so a rebuild that
    /// changes nothing leaves the list as it was too.
    let known: SiteManifest.Records
    /// The lines of the files written, by path.
    let written = Locked<[String: String]>([:])
    /// The list on disk, kept open for the build's lines.
    private let list: any FileAppending

    /// Opens the list `sink` holds (written already) for the lines to come.
    init(_ sink: any FileSink, known: SiteManifest.Records) throws(ReportError) {
        self.sink = sink
        self.known = known
        list = try sink.appending(to: SiteManifest.name)
    }

    func write(_ file: OutputFile) throws(ReportError) {
        let hash = SiteManifest.hash(file.bytes)
        let line = SiteManifest.line(path: file.path, hash: hash)
        if known[file.path]?.contains(hash) != true { try list.append(Data(line.utf8)) }
        try sink.write(file)
        written.withLock { $0[file.path] = line }
    }

    func remove(_ path: String) throws(ReportError) { try sink.remove(path) }
    func contents(of path: String) -> Data? { sink.contents(of: path) }
    func existing(_ path: String) -> mode_t? { sink.existing(path) }
    func shown(_ path: String) -> String { sink.shown(path) }
    package func append(_ bytes: Data, to path: String) throws(ReportError) { try sink.append(bytes, to: path) }
    func appending(to path: String) throws(ReportError) -> any FileAppending { try sink.appending(to: path) }
}
