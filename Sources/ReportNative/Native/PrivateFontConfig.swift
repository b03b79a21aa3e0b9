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
internal import CPango

/// The fonts coach-report draws with, configured in memory for one `ReportHost`: DejaVu Sans (every page and chart),
/// Noto Color Emoji (emoji) and Droid Sans Fallback (CJK), from the folders the packages install them in, or the
/// fonts of one folder the host names.
///
/// fontconfig's system configuration is some fifty XML files under /etc/fonts, parsed on every start (about
/// 24 M instructions, a sixth of a one-chart run), and it lets whatever else is installed on the machine take
/// part in font matching. Here the configuration is a few lines given to fontconfig as a string: the fonts'
/// folders, the system's font cache (read, never written) so no font file is scanned, and the two aliases the
/// outputs rely on. Every font map of the host is given it (`apply`), so the host's fonts are the same whatever
/// configuration is current.
///
/// Making it the process's current configuration (`makesCurrent`) is the command line's choice, for speed: Pango
/// starts fontconfig's system set-up on a thread of its own as soon as any font map exists (`[pango] FcInit`), and
/// only a current configuration already in place makes that a no-op. It changes what every user of fontconfig in
/// the process sees, so a host embedding the library (`ReportHost.init(fontsFolder:)`) never does it.
///
/// Where the fonts are not in these folders (another system's layout), `config` is nil and Pango uses the system
/// configuration as before.
package final class PrivateFontConfig: @unchecked Sendable {
    /// The folders that hold the fonts, in the order of preference; each is used when it holds the file named.
    static let folders: [(folder: String, holds: String)] = [
        ("/usr/share/fonts/truetype/dejavu", "DejaVuSans.ttf"),
        ("/usr/share/fonts/truetype/noto", "NotoColorEmoji.ttf"),
        ("/usr/share/fonts/truetype/droid", "DroidSansFallbackFull.ttf"),
    ]

    #if os(Linux)
    /// The configuration; nil when the fonts are not there. Fonts maps made with it hold a reference of their own.
    private let config: OpaquePointer?
    /// Made current for the process: then fontconfig holds it too, and it is never freed.
    private let current: Bool

    /// `folder` nil: the system's folders above (DejaVu Sans must be there); else the fonts of that folder alone.
    package init(folder: String?, makesCurrent: Bool) {
        config = Self.make(folder.map { [$0] } ?? Self.systemFolders())
        current = makesCurrent && config != nil
        if current { FcConfigSetCurrent(config) }
    }

    deinit { if let config, !current { FcConfigDestroy(config) } }

    /// Gives `fontMap` this configuration, so it never looks for another.
    func apply(to fontMap: UnsafeMutablePointer<PangoFontMap>) {
        guard let config else { return }
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    }

    /// The system's folders that hold the fonts; none unless DejaVu Sans is where Debian and Ubuntu put it.
    private static func systemFolders() -> [String] {
        let present = folders.filter { (entry: (folder: String, holds: String)) in access(entry.folder + "/" + entry.holds, R_OK) == 0 }
        guard present.first?.holds == "DejaVuSans.ttf" else { return [] }
        return present.map(\.folder)
    }

    private static func make(_ folders: [String]) -> OpaquePointer? {
        guard !folders.isEmpty, let config = FcConfigCreate() else { return nil }
        guard FcConfigParseAndLoadFromMemory(config, text(folders), 1) != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// The configuration as fontconfig's XML: the folders and the system cache, then the rules of Debian's
    /// /etc/fonts/conf.d that change how these fonts are drawn or chosen, copied so the output stays the same
    /// bytes: colour emoji (a bitmap font) scaled to the size asked for (10-scale-bitmap-fonts), slight hinting, antialiasing and the LCD filter (10-hinting-slight, 10-yes-antialias,
    /// 11-lcdfilter-default), no hinting for DejaVu Sans under 7.5 px (20-unhint-small-dejavu-sans),
    /// `sans-serif` last in every family list (49-sansserif), `sans-serif` and `emoji` named and colour
    /// preferred for emoji (60-latin, 60-generic), and slanted and emboldened faces made for fonts that have none (90-synthetic: CJK in bold).
    package static func text(_ folders: [String]) -> String {
        let dirs = folders.map { "<dir>\(escaped($0))</dir>" }.joined()
        return """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>\(dirs)\
            <cachedir>/var/cache/fontconfig</cachedir>\
            <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
            <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>\
            <name target="font">pixelsize</name></divide></edit></match>\
            <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
            <test name="scalable" compare="eq"><bool>false</bool></test><test name="hinting" compare="eq"><bool>true</bool></test>\
            <edit name="scalingnotneeded" mode="assign"><and><less><name>pixelsizefixupfactor</name><double>1.2</double></less>\
            <more><name>pixelsizefixupfactor</name><double>0.8</double></more></and></edit></match>\
            <match target="font"><test name="scalingnotneeded" compare="eq"><bool>true</bool></test>\
            <edit name="pixelsizefixupfactor" mode="assign"><double>1.0</double></edit></match>\
            <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>\
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double>\
            <double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>\
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>\
            <match target="pattern"><edit name="hintstyle" mode="append"><const>hintslight</const></edit></match>\
            <match target="pattern"><edit name="antialias" mode="append"><bool>true</bool></edit></match>\
            <match target="pattern"><edit name="lcdfilter" mode="append"><const>lcddefault</const></edit></match>\
            <match target="font"><test name="family"><string>DejaVu Sans</string></test>\
            <test compare="less" name="pixelsize"><double>7.5</double></test><edit name="hinting"><bool>false</bool></edit></match>\
            <match target="pattern"><test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>\
            <test qual="all" name="family" compare="not_eq"><string>serif</string></test>\
            <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>\
            <edit name="family" mode="append_last"><string>sans-serif</string></edit></match>\
            <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>\
            <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>\
            <match><test name="lang"><string>und-zsye</string></test>\
            <test qual="all" name="color" compare="not_eq"><bool>true</bool></test>\
            <test qual="all" name="color" compare="not_eq"><bool>false</bool></test>\
            <edit name="color" mode="append"><bool>true</bool></edit></match>\
            <match target="font"><test name="slant"><const>roman</const></test>\
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>\
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><double>1</double><double>0.2</double>\
            <double>0</double><double>1</double></matrix></times></edit>\
            <edit name="slant" mode="assign"><const>oblique</const></edit>\
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit></match>\
            <match target="font"><test name="weight" compare="less_eq"><const>medium</const></test>\
            <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>\
            <edit name="embolden" mode="assign"><bool>true</bool></edit>\
            <edit name="weight" mode="assign"><const>bold</const></edit></match>\
            </fontconfig>
            """
    }
    /// `path` as XML text: a folder's name may hold `&` or `<`.
    private static func escaped(_ path: String) -> String {
        var out = ""
        for c in path {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(c)
            }
        }
        return out
    }

    /// Whether any font was found: false when the folders hold none, or are not there.
    package var hasFonts: Bool {
        guard let config, let set = FcConfigGetFonts(config, FcSetSystem) else { return false }
        return set.pointee.nfont > 0
    }
    #else
    /// Elsewhere (macOS) Pango draws with the system's own fonts, not through fontconfig.
    package init(folder: String?, makesCurrent: Bool) {}
    func apply(to fontMap: UnsafeMutablePointer<PangoFontMap>) {}
    var hasFonts: Bool { true }
    #endif
}
