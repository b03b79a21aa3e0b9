/// How to read an export: what the command line adds to what the file says.
public struct ReadOptions: Sendable {
    /// The IANA zone to use when the file names none (`--time-zone`); nil: the machine's zone.
    public var timeZone: String?
    /// Minutes after midnight at which the day turns for instants such as urge notes (`--day-starts-at`).
    public var dayStartsAtMinutes: Int

    public init(timeZone: String? = nil, dayStartsAtMinutes: Int = 0) {
        self.timeZone = timeZone
        self.dayStartsAtMinutes = dayStartsAtMinutes
    }
}
