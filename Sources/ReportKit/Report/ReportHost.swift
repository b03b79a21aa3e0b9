#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative
import ReportRender
import ReportOutputs

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
    /// The temporary files this host's writes into a ``ReportFolder`` have in flight, removed on a signal by
    /// ``removeTemporaryFilesAndStop()``.
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

    /// Type setters made ready ahead (`fontWarmUp(for:typeSetters:)`), handed to the next outputs drawn.
    private let warmed = Locked<[TypeSetter]>([])

    /// A host for a program that owns its process, as the command line does: with `makesFontsCurrent`, the
    /// system's fonts are also made fontconfig's current configuration for the whole process, which spares Pango
    /// setting them up a second time. A library embedded in another program leaves it false (what `init(fontsFolder:)` does).
    public convenience init(makesFontsCurrent: Bool) {
        self.init(fonts: PrivateFontConfig(folder: nil, makesCurrent: makesFontsCurrent))
    }

    private init(fonts: PrivateFontConfig) {
        self.fonts = fonts
        temporaryFiles = TemporaryFiles()
    }

    /// The outputs whose fonts ``fontWarmUp(for:typeSetters:)`` makes ready.
    public enum FontUse: Sendable, CaseIterable {
        /// Charts (``Report/chart(_:format:week:weeks:days:scale:)``).
        case charts
        /// Reflection PDFs, of weeks and of longer periods.
        case reflections
        /// The weekly email: its charts and its PDF.
        case email
        /// The site: its charts and its PDFs.
        case site

        var fonts: (fonts: [FontSpec], emojiStyle: FontSpec?) {
            switch self {
            case .charts: (ChartRenderer.fonts, nil)
            case .reflections: (WeekJob.fonts, WeekJob.emojiStyle)
            case .email: (EmailJob.fonts, EmailJob.emojiStyle)
            case .site: (SiteJob.fonts, SiteJob.emojiStyle)
            }
        }
    }

    /// Makes `typeSetters` sets of fonts for `use` now and gives the work that makes them ready (their fonts loaded,
    /// their first lines measured), for the host to run on a thread of its own while it does something else (the
    /// command line, while it parses its arguments). The next outputs drawn take them first, ready or still being
    /// made ready (they then wait only for what they use); the library starts no thread for it.
    public func fontWarmUp(for use: FontUse, typeSetters count: Int = 1) -> @Sendable () -> Void {
        let made = (0..<max(1, count)).map { _ in TypeSetter(configuration: fonts) }
        warmed.withLock { $0 += made }
        let wanted = use.fonts
        return { for typeSetter in made { typeSetter.warmUp(wanted.fonts, emojiStyle: wanted.emojiStyle) } }
    }

    /// A type setter with this host's fonts: one made ready ahead if there is one, else a new one.
    func typeSetter() -> TypeSetter {
        warmed.withLock { $0.isEmpty ? nil : $0.removeFirst() } ?? TypeSetter(configuration: fonts)
    }

    /// Every type setter still made ready ahead, for the threads after the first of a run on every core.
    func spareTypeSetters() -> [TypeSetter] {
        warmed.withLock { all in defer { all.removeAll() }; return all }
    }

    /// Removes the temporary files of the writes in flight and stops this host's writing: a write begun from here
    /// on fails with a sentence instead of making a file. For a program that is ending on a signal (the command
    /// line, on SIGINT or SIGTERM); it takes no lock that it keeps.
    public func removeTemporaryFilesAndStop() {
        temporaryFiles.removeAllAndStop()
    }

    /// Writes `bytes` to the file at `path` in `folder` (`-`: the folder's standard output), atomically, as every
    /// output of the library is written.
    public func write(_ bytes: Data, to path: String, in folder: ReportFolder) throws(ReportError) {
        try folder.sink(self).write(OutputFile(path: path, bytes: bytes))
    }
}

extension TypeSetter {
    /// A type setter with the fonts of `host`.
    package convenience init(host: ReportHost) { self.init(configuration: host.fonts) }
}
