import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportKit

/// The fonts of the command a run names, made ready on a second core from the process's first moment, while
/// swift-argument-parser reads the arguments (about 20 M instructions of reflection, 10–20% of a one-chart or
/// one-week run, which has no cheaper plain way): the fonts' set-up no longer waits for the parsing.
///
/// Which command it is comes from a first look at the arguments (the subcommand's name); a guess that turns out
/// wrong (`week --help`, a usage error) only spends a little of the second core. Like the signal watcher and the
/// standard streams, it belongs to the process, so it lives in the command line, once: `typeSetter` hands the
/// commands that lay text out the one it warms, and `finish` is waited for before the process ends, so the
/// process never ends while the other thread is inside Pango or HarfBuzz (whose exit handlers free what it uses).
enum FontHeadStart {
    /// The fonts the named command warms as it reads its export (the lists its `ReportContext.load` is given).
    static func fonts(forCommandIn arguments: [String]) -> (fonts: [FontSpec], emojiStyle: FontSpec?)? {
        switch commandNamed(in: arguments) {
        case "chart": (ChartRenderer.fonts, nil)
        case "week", "reflect": (WeekJob.fonts, WeekJob.emojiStyle)
        case "email": (EmailJob.fonts, EmailJob.emojiStyle)
        case "site": (SiteJob.fonts, SiteJob.emojiStyle)
        default: nil
        }
    }

    private static let started: (typeSetter: TypeSetter, spare: TypeSetter?, done: DispatchSemaphore) = {
        let typeSetter = TypeSetter(host: .commandLine), done = DispatchSemaphore(value: 0)
        // A command that lays no text out (stats, batch, sample…) starts no thread for it.
        guard let wanted = fonts(forCommandIn: CommandLine.arguments) else {
            done.signal()
            return (typeSetter, nil, done)
        }
        // The site makes its pages on every core: the second core's fonts are made ready too, while the export is
        // read (the first core's work then; the second would otherwise begin its pages by setting its fonts up).
        let spare = commandNamed(in: CommandLine.arguments) == "site" && ProcessInfo.processInfo.activeProcessorCount > 1 ? TypeSetter(host: .commandLine) : nil
        DispatchQueue.global().async {
            typeSetter.warmUp(wanted.fonts, emojiStyle: wanted.emojiStyle)
            spare?.warmUp(wanted.fonts, emojiStyle: wanted.emojiStyle)
            done.signal()
        }
        return (typeSetter, spare, done)
    }()

    /// Starts the head start (the first call does; `runCommandLine` makes it before parsing).
    static func begin() { _ = started }

    /// The type setter being warmed, for the command to lay out with.
    static var typeSetter: TypeSetter { started.typeSetter }

    /// For the site: a second one, warmed after the first, for the second core's pages.
    static var spare: [TypeSetter] { started.spare.map { [$0] } ?? [] }

    /// Waits until the warming is over; called before the process ends. Harmless when it has ended already.
    static func finish() {
        started.done.wait()
        started.done.signal()
    }
}
