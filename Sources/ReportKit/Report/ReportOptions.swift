/// How `Report` reads an export and draws its outputs: what the command line's options say, as values.
public struct ReportOptions: Sendable {
    /// Language and region of the outputs: `en-US` or `nb-NO`; nil: the export's own, else en-US.
    public var locale: String?
    /// The IANA zone to count days in (`Europe/Oslo`) for exports that name none; nil: GMT. The library reads no
    /// environment (no `TZ`, no `/etc/localtime`): a host that wants the machine's zone names it here.
    public var timeZone: String?
    /// The first day of a week; nil: the locale's (Monday for nb-NO, Sunday for en-US).
    public var weekStart: WeekStart?
    /// The day the figures stand on; nil: the export's own date.
    public var asOf: Day?
    /// Minutes after midnight at which a new day begins for urge notes and other moments (180 for 03:00).
    public var dayStartsAtMinutes: Int
    /// How much of what the person wrote the outputs may hold: everything (`full`), no typed text (`summary`)
    /// or figures alone (`counts`).
    public var redaction: Redaction
    /// The paper of PDFs; nil: the locale's (Letter for en-US, A4 for nb-NO).
    public var paper: Paper?
    /// Light or dark.
    public var theme: Theme
    /// The largest export to accept, in bytes; nil: 256 MiB, as the command line's `--max-bytes`.
    public var maximumBytes: Int?
    /// The export's name in error messages ("client-042.json").
    public var name: String

    /// Options as the command line's defaults have them; name only what differs.
    public init(
        locale: String? = nil, timeZone: String? = nil, weekStart: WeekStart? = nil, asOf: Day? = nil,
        dayStartsAtMinutes: Int = 0, redaction: Redaction = .full, paper: Paper? = nil, theme: Theme = .light,
        maximumBytes: Int? = nil, name: String = "export"
    ) {
        self.locale = locale; self.timeZone = timeZone; self.weekStart = weekStart; self.asOf = asOf
        self.dayStartsAtMinutes = dayStartsAtMinutes; self.redaction = redaction; self.paper = paper; self.theme = theme
        self.maximumBytes = maximumBytes; self.name = name
    }
}
