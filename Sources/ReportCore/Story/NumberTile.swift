/// One figure with its words: "12" over "days in a row", with what stands behind it. The weekly PDF's cover
/// and the email show the same tiles, so both take this one value from below them.
package struct NumberTile: Sendable, Equatable, Encodable {
    package var value: String
    package var label: String
    package var detail: String?
    /// The number as a line of the email's plain-text list where the label reads first ("Discipline Score: 60",
    /// never "60 Discipline Score"); nil where value and label read as they stand ("5/7 days you showed up").
    package var line: String? = nil

    package init(value: String, label: String, detail: String? = nil, line: String? = nil) {
        self.value = value
        self.label = label
        self.detail = detail
        self.line = line
    }
}
