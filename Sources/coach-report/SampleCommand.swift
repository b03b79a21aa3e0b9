import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportKit

struct Sample: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Write a realistic, made-up export to try coach-report on.",
        usage: "coach-report sample [<options>]",
        discussion: """
            The same arguments always give the same file. The sample ends on 2026-11-22 unless --last-day says otherwise.

            Example:
              coach-report sample --days 84 --seed 7 --locale nb-NO --out sample.json
            """)

    @Option(help: "How many days the sample covers, 1–36600.") var days: Int = 84
    @Option(help: "Seed for the made-up data.") var seed: UInt64 = 1
    @Option(help: "en-US or nb-NO: the language of the notes and the time zone.") var locale: String = "en-US"
    @Option(help: ArgumentHelp("The last day of the sample (default: 2026-11-22).", valueName: "YYYY-MM-DD")) var lastDay: String?
    @Option(help: ArgumentHelp("Where to write the sample: a file, or - for standard output.", valueName: "file")) var out: String = "-"
    @Option(help: ArgumentHelp(
        "Also write a matching Apple Health export.zip (weight, steps and the rest a real one holds) for --health.",
        valueName: "file")) var healthOut: String?
    @Option(help: ArgumentHelp("How many years the Apple Health export covers, ending on the sample's last day (default: the sample's days); 10 years is about 1 GB of XML.", valueName: "n")) var years: Int?

    func validate() throws {
        guard (1...36_600).contains(days) else { throw ValidationError("--days takes a number from 1 to 36600.") }
        if let lastDay, Day(iso: lastDay) == nil { throw ValidationError("--last-day takes a date such as 2026-11-22.") }
        guard ReportOptions.writesIn(locale: locale) else { throw ValidationError("--locale takes en-US or nb-NO.") }
        if let years, !(1...100).contains(years) { throw ValidationError("--years takes a number from 1 to 100.") }
        if years != nil, healthOut == nil { throw ValidationError("--years is for the Apple Health export: give --health-out too.") }
        // A sample that validate would refuse is no use: its moments, judged in UTC, must stay within the dates read.
        if let lastDay, let day = Day(iso: lastDay) {
            let range = ReportSample.lastDays(days: days, locale: locale)
            guard range.contains(day) else {
                throw ValidationError(
                    "--last-day \(lastDay) would put the sample's dates and times (in UTC) outside the dates coach-report reads, "
                        + "\(ReportSample.readableYears.lowerBound)-01-01 to \(ReportSample.readableYears.upperBound)-12-31; with --days \(days) and --locale \(locale) it "
                        + "can be \(range.lowerBound.iso) to \(range.upperBound.iso).")
            }
        }
    }

    func run() throws {
        try reporting {
            let sample = ReportSample(days: days, seed: seed, locale: locale, lastDay: lastDay.flatMap { Day(iso: $0) })
            try ReportHost.commandLine.write(Data(sample.json().utf8), to: out, in: .namedFiles(standardOutput: StandardStreams.writeOutput))
            if let healthOut {
                try sample.writeHealthZip(days: years.map { $0 * 365 + $0 / 4 } ?? days, to: healthOut)
            }
        }
    }
}
