#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the library needs from the program it runs in, set up once by that program: the fonts to draw with, and
/// the list of temporary files being written. Make one when the program starts and give it to every ``Report``;
/// it may be shared by any number of reports, on any number of threads.
///
/// The library changes nothing for the whole process before a host exists, and a host changes one thing only:
/// the first font map any host makes wraps Pango's font metrics call (the `get_metrics` of Pango's cairo font
/// class, for every Pango user in the process) in a lock, because Pango works metrics out under one flag for the
/// whole process and two threads doing it at once leave a font with a width of 0, which breaks lines otherwise.
/// The wrapper calls Pango's own function; only two threads working metrics out at the same moment wait for each
/// other. Everything else is the host's own: its fontconfig configuration is given to its font maps alone (never
/// made the process's current one), and its temporary files are listed in it alone. See <doc:WhatIsProcessWide>.
public final class ReportHost: Sendable {
    /// The fonts every type setter of this host draws with.
    package let fonts: PrivateFontConfig
    /// The temporary files this host's writes have in flight (`Report/site(into:options:force:)`).
    package let temporaryFiles: TemporaryFiles

    /// Sets the library up to draw with the fonts of `fontsFolder` (TrueType or OpenType files; its subfolders
    /// too), or, when nil, with the system's DejaVu Sans, Noto Color Emoji and Droid Sans Fallback from the folders
    /// Debian and Ubuntu install them in (elsewhere, the system's fonts). Throws when `fontsFolder` holds no font.
    public convenience init(fontsFolder: URL? = nil) throws(ReportError) {
        self.init(fonts: PrivateFontConfig(folder: fontsFolder?.path, makesCurrent: false))
        if let fontsFolder, !fonts.hasFonts {
            throw ReportError(.usage, "\(fontsFolder.path): holds no font to draw with; name a folder of TrueType or OpenType files.")
        }
    }

    /// The command line's host: it owns the process, so it may make its fonts fontconfig's current configuration
    /// (`makesFontsCurrent`, which spares Pango a second set-up of the system's) and stop its temporary files on a signal.
    package convenience init(makesFontsCurrent: Bool) {
        self.init(fonts: PrivateFontConfig(folder: nil, makesCurrent: makesFontsCurrent))
    }

    private init(fonts: PrivateFontConfig) {
        self.fonts = fonts
        temporaryFiles = TemporaryFiles()
    }
}

extension TypeSetter {
    /// A type setter with the fonts of `host`.
    package convenience init(host: ReportHost) { self.init(configuration: host.fonts) }
}
