/// Sentences that help a reader who is not the person, or who reads on paper: the email's framing line for another
/// recipient, and the PDF's repeated day heading. Kept apart so the main table's wording stays in one place.
extension LocalizationTable {
    static let reading: [String: Entry] = [
        // The email, when it goes to someone other than the sender: said first, so the "you" below reads right.
        "email.framing.named": Entry(en: "{0} shared their week with you.", nb: "{0} har delt uka si med deg."),
        "email.framing": Entry(en: "A week from {0}, shared with you.", nb: "En uke fra {0}, delt med deg."),
    ]
}
