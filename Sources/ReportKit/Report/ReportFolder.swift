import ReportOutputs
/// Where a ``Report`` writes its files: a folder, or the files a person named one by one. Every write goes
/// through the library's one writer (`FolderSink`): atomically, beneath the folder without following a link,
/// its temporary files listed in the ``ReportHost`` so a stopping program can remove them.
public struct ReportFolder: Sendable {
    /// The folder paths are taken in; nil: each path is a file as named (relative to the current folder).
    public var path: String?
    /// Whether missing folders on the way are made.
    public var createsFolders: Bool
    /// Where a file named `-` goes (the program's standard output, which only it may write); nil: `-` is refused.
    public var standardOutput: StandardOutputWriter?

    /// The folder at `path`, made if missing when `createsFolders`.
    public init(_ path: String, createsFolders: Bool = true) {
        self.init(path: path, createsFolders: createsFolders, standardOutput: nil)
    }

    private init(path: String?, createsFolders: Bool, standardOutput: StandardOutputWriter?) {
        self.path = path
        self.createsFolders = createsFolders
        self.standardOutput = standardOutput
    }

    /// Files named one by one (`--out report.md`), each in its folder as named; `-` is written to `standardOutput`.
    public static func namedFiles(standardOutput: StandardOutputWriter? = nil) -> ReportFolder {
        ReportFolder(path: nil, createsFolders: false, standardOutput: standardOutput)
    }

    /// The sink that writes here, listing its temporary files in `host`.
    func sink(_ host: ReportHost) -> FolderSink {
        FolderSink(folder: path, createsFolders: createsFolders, standardOutput: standardOutput, temporaryFiles: host.temporaryFiles)
    }
}

/// Told how many units of a long run are done, of how many, each time one is (a week, a page, a person): calls
/// come one at a time, counting up. The host decides whether and how to show it (the command line, a line on a
/// terminal); the library never prints.
public typealias ReportProgress = @Sendable (_ done: Int, _ total: Int) -> Void
