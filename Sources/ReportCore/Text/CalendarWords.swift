/// The names of the months and weekdays in one language, read from the table once: a site writes some
/// thirty thousand dates, and each used to put its names' keys together and look them up anew.
struct CalendarWords: Sendable {
    /// "January" … "December", then "Jan" … "Dec".
    let months: [String]
    let monthsShort: [String]
    /// From Sunday: "Sunday" … "Saturday", "Sun" … "Sat", and the weekday in a short date ("søndag" in bokmål).
    let weekdays: [String]
    let weekdaysShort: [String]
    let weekdaysInDate: [String]
    /// The month in a weekday's date: "Nov" in English, "november" in bokmål (`month.inDate`).
    let monthsInDate: [String]

    init(_ words: Localizer) {
        months = (1...12).map { words.pattern("month.\($0)") }
        monthsShort = (1...12).map { words.pattern("month.short.\($0)") }
        weekdays = (0...6).map { words.pattern("weekday.\($0)") }
        weekdaysShort = (0...6).map { words.pattern("weekday.short.\($0)") }
        weekdaysInDate = (0...6).map { words.pattern("weekday.inDate.\($0)") }
        monthsInDate = (1...12).map { words.pattern("month.inDate.\($0)") }
    }

    static func of(_ language: Language) -> CalendarWords { language == .norwegianBokmal ? bokmal : english }

    private static let english = CalendarWords(Localizer(language: .english))
    private static let bokmal = CalendarWords(Localizer(language: .norwegianBokmal))
}
