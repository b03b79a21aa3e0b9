/// How to read an export: what the command line adds to what the file says.
package struct ReadOptions: Sendable {
    /// The IANA zone to use when the file names none (`--time-zone`); nil: `machineTimeZone`.
    package var timeZone: String?
    /// The zone of the machine, as the host names it (the command line reads `TZ` and `/etc/localtime`), for a file
    /// that names none when `timeZone` is nil too; nil: GMT. The library reads no environment of its own.
    package var machineTimeZone: String?
    /// Minutes after midnight at which the day turns for instants such as urge notes (`--day-starts-at`).
    package var dayStartsAtMinutes: Int
    /// Whether to keep what the person wrote day by day. Outputs that show none of it (charts, the
    /// figures) read with `false`: every answer of the entries, urge notes and check-ins (and achievement
    /// details and ids) is still checked, and still counts as filled in or blank, but its words are not
    /// copied out of the file. The profile, prep items and achievement names are always kept. See
    /// `ReadOptions.wordsNotKept`.
    package var keepsWords: Bool
    /// The largest file to read (`--max-bytes`); larger files are refused before they are read.
    package var maximumBytes: Int
    /// Whether only a regular file is read: a batch refuses a FIFO, device or socket at once, where a single
    /// command waits for a FIFO's writer as `cat` does, since one person's input must not hold up everyone's.
    package var regularFilesOnly: Bool

    package init(
        timeZone: String? = nil, dayStartsAtMinutes: Int = 0, keepsWords: Bool = true, maximumBytes: Int = ReadLimits.defaultMaximumBytes,
        regularFilesOnly: Bool = false, machineTimeZone: String? = nil
    ) {
        self.timeZone = timeZone
        self.machineTimeZone = machineTimeZone
        self.dayStartsAtMinutes = dayStartsAtMinutes
        self.keepsWords = keepsWords
        self.maximumBytes = maximumBytes
        self.regularFilesOnly = regularFilesOnly
    }

    /// What an answer with content holds when words are not kept: one character that is not white
    /// space, so an answer counts as filled in exactly as its words would. Blank answers read as "".
    package static let wordsNotKept = "\u{2026}"
}
