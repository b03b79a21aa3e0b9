import ReportKit

extension ReportHost {
    /// The command line's one host, for the process: its fonts are made fontconfig's current configuration (the
    /// process is the command's, and that spares Pango setting the system's up on a thread of its own), and its
    /// temporary files are the ones `SignalWatcher` removes on SIGINT and SIGTERM. Made by `FontHeadStart`, first.
    static let commandLine = ReportHost(makesFontsCurrent: true)
}
