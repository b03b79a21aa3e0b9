#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything an output needs, read and figured out once: the export, its figures, the words and the week rules.
package struct ReportContext: Sendable {
    package let export: Export
    package let figures: Figures
    package let localizer: Localizer
    /// The BCP 47 tag in force (command line, else the file, else en-US).
    package let localeIdentifier: String
    /// Weight and steps from `--health`, as the outputs may show them; nil without it.
    package var health: HealthShown?

    package var weekStart: WeekStart { figures.weekStart }

    package init(export: Export, figures: Figures, localizer: Localizer, localeIdentifier: String) {
        self.export = export
        self.figures = figures
        self.localizer = localizer
        self.localeIdentifier = localeIdentifier
    }

    /// Reads an export (and an optional profile file) and computes its figures.
    package static func load(_ request: LoadRequest) throws(ReportError) -> ReportContext {
        let name = request.path == "-" ? "<stdin>" : request.path
        let bytes: InputBytes
        if let given = request.bytes { bytes = given } else {
            bytes = try FileIO.read(
                request.path, limit: request.read.maximumBytes, standardInput: request.standardInput, regularOnly: request.read.regularFilesOnly)
        }
        var export = try ExportReader.read(bytes, name: name, options: request.read)
        try checkTimeZone(request.read.timeZone, export: export, name: name)
        if let profilePath = request.profilePath {
            let profile = try FileIO.read(
                profilePath, limit: request.read.maximumBytes, standardInput: request.standardInput, regularOnly: request.read.regularFilesOnly)
            export.profile = try ExportReader.readProfile(profile, name: profilePath)
        }
        // Words are taken out here, before figures and writers: what an output never receives it cannot show.
        export.redact(request.redaction)
        // A bare check-in array with no check-ins holds no date at all; there is no day to stand on but the clock's.
        if request.requiresDay, request.asOf == nil, export.exportedAt == nil, export.checkIns.isEmpty, export.entries.isEmpty, export.urgeNotes.isEmpty {
            throw ReportError(.usage, "\(name) holds no check-ins yet, so there is no day for the figures to stand on; name one with --as-of, such as --as-of 2026-11-22.")
        }
        if let asOf = request.asOf { try checkAsOf(asOf, export: export, name: name) }
        let locale = request.locale ?? export.locale ?? "en-US"
        let weekStart = request.weekStart ?? WeekStart.forLocale(locale)
        let figures = Figures(export: export, options: FigureOptions(asOf: request.asOf, weekStart: weekStart))
        return ReportContext(
            export: export, figures: figures,
            localizer: Localizer(language: Language(localeIdentifier: locale)), localeIdentifier: locale)
    }

    /// `--time-zone` is for files that name no zone. A file that names another is counted in its own, so a
    /// different `--time-zone` is refused rather than silently ignored; the same zone, named again, is fine.
    static func checkTimeZone(_ asked: String?, export: Export, name: String) throws(ReportError) {
        guard let asked, let zone = ZoneRules(identifier: asked), zone.identifier != export.timeZone else { return }
        throw ReportError(.usage, "--time-zone \(asked): \(name) names its own time zone, \(export.timeZone), and its days are counted in it; leave out --time-zone.")
    }

    /// An `--as-of` the figures can stand on: within the dates read, and within the span of days
    /// read from the file's days (the figures count every day from the first to `asOf`; a year
    /// 9999 once took 1.2 GB).
    static func checkAsOf(_ asOf: Day, export: Export, name: String) throws(ReportError) {
        guard DateValue(day: asOf).isReadable else {
            throw ReportError(.usage, "--as-of \(asOf.iso) is outside \(DateValue.readableDates).")
        }
        var first = asOf, last = asOf
        for day in export.entries.map(\.day) + export.checkIns.map(\.day) + export.urgeNotes.map(\.at.day) {
            first = min(first, day)
            last = max(last, day)
        }
        guard last - first > ReadLimits.maximumSpanDays else { return }
        let years = Int(Double(last - first) / 365.2425)
        throw ReportError(.usage, "--as-of \(asOf.iso) is \(years) years from the days in \(name); name a day within 150 years of them.")
    }

    /// The week a command works on: an ISO week, a date inside it, the latest week with data, or the last one
    /// that has ended.
    package func week(_ selection: WeekSelection) -> Week {
        switch selection {
        case .latest: return figures.latestWeekWithData ?? figures.week(holding: figures.asOf)
        case .lastComplete: return lastCompleteWeek()
        // A week its year does not have cannot be parsed from the command line; made by hand, it is the latest.
        case .iso(let w): return weekStart.week(of: w) ?? week(.latest)
        case .holding(let day): return figures.week(holding: day)
        }
    }
}

extension ReportContext {
    /// The week before the latest when the latest has not ended by the as-of day, as long as the records had
    /// begun by then: the email's default, so it does not tell of a week of one or two days.
    func lastCompleteWeek() -> Week {
        let latest = week(.latest)
        guard latest.end > figures.asOf, let first = figures.firstDay, latest.start - 1 >= first else { return latest }
        return figures.week(holding: latest.start - 1)
    }
}

/// What to load, as the command line says it.
package struct LoadRequest: Sendable {
    /// The export's file, `-` for standard input; with `bytes`, only its name in messages.
    package var path: String
    /// The export already in memory (a program embedding the library); nil: read from `path`.
    package var bytes: InputBytes?
    /// How to read standard input when `path` or `profilePath` is `-`; nil: `-` is refused (only the command
    /// line owns the standard streams).
    package var standardInput: StandardInputReader?
    package var profilePath: String?
    package var read: ReadOptions
    package var locale: String?
    package var weekStart: WeekStart?
    package var asOf: Day?
    /// How much of the person's words the outputs may hold.
    package var redaction: Redaction
    /// Whether the outputs stand on a day, so a file with no date at all needs `asOf`. `validate`
    /// only says what the file holds, and reads an empty check-in array without one.
    package var requiresDay: Bool

    package init(
        path: String, profilePath: String? = nil, read: ReadOptions = ReadOptions(), locale: String? = nil, weekStart: WeekStart? = nil,
        asOf: Day? = nil, redaction: Redaction = .full, requiresDay: Bool = true, bytes: InputBytes? = nil,
        standardInput: StandardInputReader? = nil
    ) {
        self.path = path
        self.bytes = bytes
        self.standardInput = standardInput
        self.profilePath = profilePath
        self.read = read
        self.locale = locale
        self.weekStart = weekStart
        self.asOf = asOf
        self.redaction = redaction
        self.requiresDay = requiresDay
    }
}

/// A week named on the command line: `2026-W47`, any date in the week, or `latest`.
public enum WeekSelection: Sendable, Equatable {
    /// The week that holds the as-of day.
    case latest
    /// The latest week that has ended by the as-of day (a week just begun says little yet); the latest week when
    /// the records begin inside it.
    case lastComplete
    /// An ISO week, `2026-W47` (its days as the week start counts them: the week that holds its Monday).
    case iso(ISOWeek)
    /// The week that holds a day.
    case holding(Day)

    /// What is wrong with a `--week` that does not parse, when it is nearly right: a week its year
    /// does not have, or a date that does not exist. Nil otherwise.
    public static func nearMiss(_ text: String) -> String? {
        let parts = text.uppercased().split(separator: "W", omittingEmptySubsequences: false)
        let yearText = parts.first.map { $0.hasSuffix("-") ? $0.dropLast() : $0 } ?? ""
        if parts.count == 2, yearText.count == 4, let year = Int(yearText), (1000...9999).contains(year),
           parts[1].count <= 2, let week = Int(parts[1]) {
            let weeks = ISOWeek(year: year, week: 53).monday == nil ? 52 : 53
            return "\(year) has \(weeks) ISO weeks, so there is no week \(week) in it"
        }
        let fields = text.split(separator: "-")
        if fields.map(\.count) == [4, 2, 2], fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) {
            return "\(text) is not a day of the calendar"
        }
        return nil
    }

    /// A week as `--week` takes it: `latest`, `complete`, `2026-W47` or a date in the week; nil for anything else.
    public init?(parsing text: String) {
        if text.lowercased() == "latest" { self = .latest; return }
        if text.lowercased() == "complete" { self = .lastComplete; return }
        if let w = ISOWeek(parsing: text) { self = .iso(w); return }
        if let d = Day(iso: text) { self = .holding(d); return }
        return nil
    }
}
