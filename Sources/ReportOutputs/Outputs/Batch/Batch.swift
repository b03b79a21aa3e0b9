import ReportCore
import ReportNative
/// Many people's outputs in one warm process (`coach-report batch`): each person is one unit of a `JobRunner`, so
/// people are made on every core (or `jobs`), each thread keeping its fonts from one person to the next and the
/// templates parsed once. A person that fails stops nobody else; each gets a line in the status file.
package struct Batch: Sendable {
    package let people: [BatchPerson]
    /// The folder everything goes into (made if missing).
    package let out: String
    package let shard: BatchShard?
    /// Threads to use; nil: one per processor.
    package let jobs: Int?
    package let templates: TemplateLibrary
    /// The zone for exports that name none and have no timeZone on their line, as the host names the machine's
    /// (the command line reads `TZ`); nil: GMT.
    package let machineTimeZone: String?

    package init(
        people: [BatchPerson], out: String, shard: BatchShard? = nil, jobs: Int? = nil, templates: TemplateLibrary, machineTimeZone: String? = nil
    ) {
        self.machineTimeZone = machineTimeZone
        self.people = people
        self.out = out
        self.shard = shard
        self.jobs = jobs
        self.templates = templates
    }

    /// The people this process makes: all, or its shard's.
    package var selected: [BatchPerson] { shard.map { shard in people.filter { shard.holds($0.id) } } ?? people }

    /// The status file's name in `out`: `batch-status.jsonl`, or `batch-status-I-of-N.jsonl` for a shard.
    package var statusName: String { shard?.statusName ?? "batch-status.jsonl" }

    /// Makes everyone selected, then writes the status file (people in manifest order); `progress` is told as each
    /// person is done. The statuses come back; an error only when the status file cannot be written. The fonts
    /// (`typeSetter`'s, for every thread) and the list of temporary files are the host's.
    package func run(
        typeSetter: TypeSetter, temporaryFiles: TemporaryFiles, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(ReportError) -> [BatchStatus] {
        let sink = FolderSink(folder: out, createsFolders: true, temporaryFiles: temporaryFiles)
        let job = BatchJob(people: selected, sink: sink, templates: templates, machineTimeZone: machineTimeZone)
        try JobRunner(typeSetter: typeSetter, sink: sink, progress: progress, workers: jobs).run(job)
        let statuses = job.statuses.withLock { $0.compactMap { $0 } }
        try sink.write(OutputFile(path: statusName, text: statuses.map { $0.line + "\n" }.joined()))
        return statuses
    }

    /// How a batch ends: 0 when every person is ok or skipped, 74 when some file could not be written, else 65.
    package static func exitStatus(_ statuses: [BatchStatus]) -> Int32 {
        let failed = statuses.filter { $0.outcome == .failed }
        if failed.isEmpty { return 0 }
        return failed.contains(where: \.failedWriting) ? 74 : 65
    }
}

/// The people of a batch as the units of one job: a unit writes a person's files itself, through sinks of their
/// own folders, and hands the runner nothing.
struct BatchJob: Job {
    let people: [BatchPerson]
    /// The batch's folder, opened once; each person's folder is reached beneath it.
    let sink: FolderSink
    let templates: TemplateLibrary
    let machineTimeZone: String?
    let statuses: Locked<[BatchStatus?]>

    init(people: [BatchPerson], sink: FolderSink, templates: TemplateLibrary, machineTimeZone: String?) {
        self.people = people
        self.sink = sink
        self.machineTimeZone = machineTimeZone
        self.templates = templates
        statuses = Locked(Array(repeating: nil, count: people.count))
    }

    var unitCount: Int { people.count }

    func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        let status = BatchPersonRun(
            person: people[index], batchSink: sink, templates: templates, typeSetter: typeSetter, machineTimeZone: machineTimeZone).run()
        statuses.withLock { $0[index] = status }
        return []
    }
}
