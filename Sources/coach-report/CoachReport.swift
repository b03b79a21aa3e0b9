import ArgumentParser
import ReportKit

@main
struct CoachReport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coach-report",
        abstract: "Turns a Coacher export into reflections, charts and summaries you can keep.",
        version: Report.version,
        subcommands: [Validate.self, Stats.self, Sample.self, Chart.self, Summary.self, WeekReflection.self, Reflect.self, Site.self, Email.self, BatchRun.self, Card.self])

    /// ArgumentParser's main, made safe for failing streams and hostile arguments (`runCommandLine`).
    static func main() { runCommandLine(self) }
}
