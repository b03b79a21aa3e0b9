import ReportCore
import ReportNative
/// How `Report` reads an export and draws its outputs: what the command line's options say, as values.
public struct ReportOptions: Sendable {
    /// Language and region of the outputs: `en-US` or `nb-NO`; nil: the export's own, else en-US.
    public var locale: String?
    /// The IANA zone to count days in (`Europe/Oslo`) for exports that name none; nil: GMT. The library reads no
    /// environment (no `TZ`, no `/etc/localtime`): a host that wants the machine's zone names it here, or in
    /// `machineTimeZone`.
    public var timeZone: String?
    /// The zone of the machine, for an export that names none when `timeZone` is nil; unlike `timeZone`, an
    /// export that names another zone is not refused for it. The command line passes what `TZ` or
    /// `/etc/localtime` say; nil: GMT.
    public var machineTimeZone: String?
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
    /// The largest export to accept, in bytes; nil: 256 MiB (``ReportOptions/defaultMaximumBytes``), as the
    /// command line's `--max-bytes`.
    public var maximumBytes: Int?
    /// The export's name in error messages ("client-042.json").
    public var name: String
    /// Whether the words the person typed are read at all: false for outputs that show none (figures, charts),
    /// which then read faster.
    public var keepsWords: Bool
    /// Whether the outputs stand on a day, so that an export with no date at all needs `asOf`; false to read
    /// such a file only to say what it holds (`coach-report validate`).
    public var requiresDay: Bool
    /// Apple Health's export to read weight and steps from, shown beside the habits; nil: none.
    public var health: HealthFile?

    /// Options as the command line's defaults have them; name only what differs.
    public init(
        locale: String? = nil, timeZone: String? = nil, weekStart: WeekStart? = nil, asOf: Day? = nil,
        dayStartsAtMinutes: Int = 0, redaction: Redaction = .full, paper: Paper? = nil, theme: Theme = .light,
        maximumBytes: Int? = nil, name: String = "export", machineTimeZone: String? = nil, keepsWords: Bool = true,
        requiresDay: Bool = true, health: HealthFile? = nil
    ) {
        self.locale = locale; self.timeZone = timeZone; self.weekStart = weekStart; self.asOf = asOf
        self.dayStartsAtMinutes = dayStartsAtMinutes; self.redaction = redaction; self.paper = paper; self.theme = theme
        self.maximumBytes = maximumBytes; self.name = name; self.machineTimeZone = machineTimeZone
        self.keepsWords = keepsWords; self.requiresDay = requiresDay; self.health = health
    }

    /// The largest export read when `maximumBytes` is nil: 256 MiB.
    public static let defaultMaximumBytes = ReadLimits.defaultMaximumBytes

    /// Whether `identifier` names a time zone the library knows (an IANA name such as `Europe/Oslo`, or `UTC`).
    public static func knowsTimeZone(_ identifier: String) -> Bool { ZoneRules(identifier: identifier) != nil }

    /// What to add to a message refusing a time zone when the system has no zone database to read; empty otherwise.
    public static var missingZoneDatabaseNote: String { ZoneRules.missingDatabaseNote }

    /// Whether `locale` is one the outputs are written in (`en-US`, `nb-NO` and their close variants).
    public static func writesIn(locale: String) -> Bool { Language(exactly: locale) != nil }

    /// How reading the file asks for it.
    func readOptions(limit: Int) -> ReadOptions {
        ReadOptions(
            timeZone: timeZone, dayStartsAtMinutes: dayStartsAtMinutes, keepsWords: keepsWords, maximumBytes: limit,
            machineTimeZone: machineTimeZone)
    }
}

/// Apple Health's export (`export.zip`, or the `export.xml` in it) to read weight and steps from: nothing else is read.
public struct HealthFile: Sendable {
    /// The file's path.
    public var path: String
    /// The unit weight is shown in; nil: pounds for a United States locale, else kilograms.
    public var weightUnit: WeightUnit?
    /// How much of it may be shown; nil: the report's own redaction (weight is shown only at `full`).
    public var redaction: Redaction?
    /// Reads the XML with libxml2 instead of the library's own scanner (to compare the two; the bytes read are the same).
    public var readsWithLibxml2: Bool

    /// The export at `path`.
    public init(path: String, weightUnit: WeightUnit? = nil, redaction: Redaction? = nil, readsWithLibxml2: Bool = false) {
        self.path = path; self.weightUnit = weightUnit; self.redaction = redaction; self.readsWithLibxml2 = readsWithLibxml2
    }
}
