import Foundation
internal import CPango

/// The fonts coach-report draws with, configured in memory: DejaVu Sans (every page and chart), Noto Color Emoji
/// (emoji) and Droid Sans Fallback (CJK), from the folders the packages install them in, found once per process.
///
/// fontconfig's system configuration is some fifty XML files under /etc/fonts, parsed on every start (about
/// 24 M instructions, a sixth of a one-chart run), and it lets whatever else is installed on the machine take
/// part in font matching. Here the configuration is a few lines given to fontconfig as a string: the three
/// families' folders, the system's font cache (read, never written) so no font file is scanned, and the two
/// aliases the outputs rely on. It becomes the process's current configuration before the first font map is
/// made: Pango starts fontconfig's system set-up on a thread of its own as soon as any font map exists
/// (`[pango] FcInit`), and only a current configuration already in place makes that a no-op. A program that
/// embeds ReportKit and draws with fontconfig itself therefore sees these fonts too.
///
/// Where the fonts are not in these folders (another system's layout), this is nil and Pango uses the system
/// configuration as before.
enum PrivateFontConfig {
    /// The folders that hold the fonts, in the order of preference; each is used when it holds the file named.
    static let folders: [(folder: String, holds: String)] = [
        ("/usr/share/fonts/truetype/dejavu", "DejaVuSans.ttf"),
        ("/usr/share/fonts/truetype/noto", "NotoColorEmoji.ttf"),
        ("/usr/share/fonts/truetype/droid", "DroidSansFallbackFull.ttf"),
    ]

    #if os(Linux)
    /// The configuration, made once; nil when DejaVu Sans is not where Debian and Ubuntu put it. Never freed: it
    /// lives as long as the process, as the system configuration would.
    nonisolated(unsafe) static let shared: OpaquePointer? = make()

    /// Makes the private configuration current, once, when there is one. Call before making a font map.
    static func install() { _ = shared }

    /// Gives `fontMap` the private configuration too, so it never looks for another.
    static func apply(to fontMap: UnsafeMutablePointer<PangoFontMap>) {
        guard let config = shared else { return }
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    }

    static func make() -> OpaquePointer? {
        let present = folders.filter { (entry: (folder: String, holds: String)) in access(entry.folder + "/" + entry.holds, R_OK) == 0 }
        guard present.first?.holds == "DejaVuSans.ttf", let config = FcConfigCreate() else { return nil }
        guard FcConfigParseAndLoadFromMemory(config, text(present.map(\.folder)), 1) != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        FcConfigSetCurrent(config)
        return config
    }

    /// The configuration as fontconfig's XML: the folders, the system cache, and `sans-serif` and `emoji` named
    /// as the system configuration names them for these fonts.
    static func text(_ folders: [String]) -> String {
        let dirs = folders.map { "<dir>\($0)</dir>" }.joined()
        return """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>\(dirs)\
            <cachedir>/var/cache/fontconfig</cachedir>\
            <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>\
            <alias><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>\
            </fontconfig>
            """
    }
    #else
    /// Elsewhere (macOS) Pango draws with the system's own fonts, not through fontconfig.
    static func install() {}
    static func apply(to fontMap: UnsafeMutablePointer<PangoFontMap>) {}
    #endif
}
