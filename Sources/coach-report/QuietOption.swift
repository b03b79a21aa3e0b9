import ArgumentParser

/// --quiet, declared once for the commands that can write many files (`summary`, `week`, `site`): only they run
/// long enough to show a progress line, so only they have one to silence.
struct QuietOption: ParsableArguments {
    @Flag(name: .long, help: "Show no progress line (a long run shows one on standard error when it is a terminal); errors are still printed.")
    var quiet = false

    /// The progress line for a run of weeks, if one is shown.
    func progress(of things: String = "weeks") -> ProgressLine? { ProgressLine.forRun(of: things, quiet: quiet) }
}
