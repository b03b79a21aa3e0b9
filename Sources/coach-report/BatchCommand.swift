import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportKit

struct BatchRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Make many people's outputs in one run, from a manifest with one person a line.",
        discussion: """
            MANIFEST is JSON Lines, one person a line: {"id": "client-042", "export": "exports/042.json", \
            "outputs": ["week", "chart:heatmap.png"]}, and optionally profile, locale, timeZone, week (default \
            latest), redact, email {from, to, cc} and health (Apple Health's export, as --health). Outputs: week, week:pdf (the PDF alone), \
            summary, email, site, chart:<kind>.<ext>, reflect:month, reflect:quarter, reflect:year (the latest such period). \
            Paths are taken against the manifest's folder. Each output goes to DIR/<id>/<output>/ (charts to \
            DIR/<id>/chart/, week:pdf to DIR/<id>/week/, reflect:… to DIR/<id>/reflect/) and holds what its single command writes with --out \
            there; every person gets a line in DIR/batch-status.jsonl. A person whose export, options and \
            coach-report version are unchanged since their last complete run is skipped.

            --shard I/N (I from 0) makes only the people whose id falls in shard I: the first 8 bytes of the \
            SHA-256 of the id, big-endian, modulo N. Exit 0 when everyone is done, 65 when someone's input was \
            bad, 74 when a file could not be written; a bad manifest is refused before anything is made (64).

            Examples:
              coach-report batch people.jsonl --out reports
              coach-report batch people.jsonl --out reports --shard 3/20 --jobs 2
            """)

    @Argument(help: ArgumentHelp("The manifest: JSON Lines, one person a line.", valueName: "manifest"))
    var manifest: String

    @Option(name: .long, help: ArgumentHelp("The folder to write into (made if missing).", valueName: "dir"))
    var out: String

    @Option(name: .long, help: ArgumentHelp("Make only shard I of N (I from 0 to N-1).", valueName: "I/N"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp("How many people to make at once (default: one per processor).", valueName: "n"))
    var jobs: Int?

    @OptionGroup var templates: TemplatesOption
    @OptionGroup var quiet: QuietOption

    func validate() throws {
        if let shard, !ReportBatch.isShard(shard) {
            throw ValidationError("--shard takes I/N, such as 3/8, with I from 0 to N-1.")
        }
        if let jobs, !(1...1024).contains(jobs) { throw ValidationError("--jobs takes a number from 1 to 1024.") }
    }

    func run() throws {
        let batch = try ReportBatch(
            manifest: manifest, out: out, shard: shard, jobs: jobs, templates: try templates.library(), machineTimeZone: MachineZone.identifier,
            host: .commandLine, standardInput: StandardStreams.readInput)
        let progress = quiet.progress(of: "people")
        let outcome = try batch.run(progress: progress?.handler)
        progress?.finish()
        for failed in outcome.failures {
            StandardStreams.writeError("coach-report: \(failed.id): \(ReportError.shown(failed.message))\n")
        }
        if outcome.exitStatus != 0 { end(outcome.exitStatus) }
    }
}
