#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The list a site leaves in its folder of the files it made, one path a line, so a rebuild removes the ones
/// it no longer makes and nothing else: a file the person put there stays.
enum SiteManifest {
    static let name = ".coach-report-site"

    /// The list of `paths`, as the file the sink writes before the site's other files (with the last list's too) and after them.
    static func file(_ paths: [String]) -> OutputFile {
        OutputFile(path: name, text: "# coach-report site: the files this site made; a rebuild removes those it no longer makes.\n"
            + paths.joined(separator: "\n") + "\n")
    }

    /// The paths a list names, each a plain relative path inside the folder (the sink checks again when removing).
    static func paths(in data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { line in
            !line.hasPrefix("#") && !line.isEmpty && !line.hasPrefix("/")
                && !line.split(separator: "/").contains { $0 == ".." || $0 == "." } && line != name
        }
    }
}
