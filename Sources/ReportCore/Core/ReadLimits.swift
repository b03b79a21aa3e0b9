/// How much coach-report reads, at most: limits far above any export the apps write, so a
/// mistaken or hostile file is refused with a sentence (exit 65) instead of taking the machine's
/// memory or hours of time. docs/cli.md lists them.
package enum ReadLimits {
    /// The largest file read (`--max-bytes` changes it): a 10-year export is about 4 MB.
    package static let defaultMaximumBytes = 256 << 20

    /// The deepest nesting of arrays and objects: an export is at most five levels deep, and each
    /// level is a frame on the reader's stack.
    package static let maximumDepth = 512

    /// The longest string, in bytes as written in the file: a note of 32 MiB is some 30 novels.
    package static let maximumStringBytes = 32 << 20

    /// Dates are read from the first day of `earliestYear` to the last day of `latestYear`: the
    /// apps were written in the 2020s, and every figure counts days between the first and the
    /// last, so a year 1 or 9999 would ask for millions of days.
    package static let earliestYear = 1900
    package static let latestYear = 2199

    /// The most days from the first date in a file to the last (and to `--as-of`): 150 years.
    package static let maximumSpanDays = 54_787

    /// The most entries, urge notes, check-ins or achievements on one day: duplicates are kept,
    /// and each is drawn in the weekly PDF.
    package static let maximumPerDay = 1_000
}
