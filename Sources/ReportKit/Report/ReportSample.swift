import ReportCore
import ReportNative
import ReportOutputs
/// A realistic, made-up export to try the library on, as `coach-report sample` writes it: the same values always
/// give the same bytes. With it, a matching Apple Health export.
public struct ReportSample: Sendable {
    let export: SampleExport

    /// `days` days (1–36600) ending on `lastDay` (nil: 2026-11-22), made from `seed`, with notes in `locale`'s
    /// language (`en-US` or `nb-NO`) and its time zone.
    public init(days: Int, seed: UInt64, locale: String, lastDay: Day? = nil) {
        export = SampleExport(days: days, seed: seed, localeIdentifier: locale, lastDay: lastDay ?? SampleExport.defaultLastDay)
    }

    /// The days a sample of `days` days in `locale` can end on, so that every date and moment in it is one the
    /// library reads (moments are judged in UTC).
    public static func lastDays(days: Int, locale: String) -> ClosedRange<Day> {
        SampleExport.lastDays(days: days, localeIdentifier: locale)
    }

    /// The years whose dates an export may hold: 1900 to 2199.
    public static var readableYears: ClosedRange<Int> { ReadLimits.earliestYear...ReadLimits.latestYear }

    /// The sample's last day.
    public var lastDay: Day { export.lastDay }

    /// The export, as JSON.
    public func json() -> String { export.json() }

    /// Writes a matching Apple Health `export.zip` (weight, steps and the rest a real one holds) of the `days`
    /// days that end on the sample's last day, to `path`, streaming: the XML is never held whole. The one call that
    /// writes other than through a ``ReportFolder``: libzip writes the archive beside `path` and renames it there on
    /// closing, so the file the host names is whole or not there; a failure is `ReportError` of kind `cannotCreate`.
    public func writeHealthZip(days: Int, to path: String) throws(ReportError) {
        do {
            try HealthSample(first: lastDay - (days - 1), last: lastDay, seed: export.seed, localeIdentifier: export.localeIdentifier)
                .writeZip(to: path)
        } catch let zip as ZipError {
            throw ReportError(.cannotCreate, "\(ReportError.shown(path)): the Apple Health sample cannot be written (\(zip.message)).")
        } catch {
            throw ReportError(.cannotCreate, "\(ReportError.shown(path)): the Apple Health sample cannot be written (\(error)).")
        }
    }
}
