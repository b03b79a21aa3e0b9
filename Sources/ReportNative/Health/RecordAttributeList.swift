import ReportCore
/// An `<!ATTLIST …>` declaration of export.xml's DTD, read far enough to tell whether it changes what a
/// `Record` says. libxml2 gives an element the defaults its DTD declares (`#FIXED` ones too) and collapses the
/// white space of attributes declared other than `CDATA`; the scanner reads attributes as they are written.
/// Apple's DTD declares every attribute of `Record` `CDATA`, `#REQUIRED` or `#IMPLIED`, so the scanner refuses
/// a DTD that does otherwise for an attribute it keeps, rather than read a record otherwise than libxml2.
enum RecordAttributeList {
    /// The attributes of `Record` a reading keeps (HealthXMLScanner.keep).
    static let kept: Set<String> = ["type", "sourceName", "unit", "startDate", "value"]

    /// What a declaration does to a record's kept attributes.
    enum Reading: Equatable {
        /// Each kept attribute it declares is CDATA, #REQUIRED or #IMPLIED (or it declares another element's).
        case asApple
        /// The first kept attribute it gives a default or another type than CDATA, and which (`a default`, `the type NMTOKEN`).
        case changed(attribute: String, how: String)
        /// Not a declaration: a name, type or default is missing (libxml2 calls it not well-formed too).
        case unreadable
    }

    /// Reads `declaration`: the bytes between `<!ATTLIST` and its closing `>`.
    static func read(_ declaration: UnsafeBufferPointer<UInt8>) -> Reading {
        var tokens = Tokens(declaration)
        guard let element = tokens.next() else { return .unreadable }
        guard element == "Record" else { return .asApple }
        while let name = tokens.next() {
            guard let type = tokens.next() else { return .unreadable }
            if type == "NOTATION" { guard tokens.next() != nil else { return .unreadable } }  // its ( … ) of names
            guard let given = tokens.next() else { return .unreadable }
            if given == "#FIXED" { guard tokens.next() != nil else { return .unreadable } }  // its value
            guard kept.contains(name) else { continue }
            if given != "#REQUIRED" && given != "#IMPLIED" { return .changed(attribute: name, how: "a default") }
            if type != "CDATA" { return .changed(attribute: name, how: "the type \(ReportError.shown(type))") }
        }
        return .asApple
    }

    /// The declaration's tokens: names and keywords split at XML white space, a quoted value or a `( … )` group each one token.
    private struct Tokens {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0
        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func next() -> String? {
            while at < bytes.count, HealthXMLScanner.isSpace(bytes[at]) { at += 1 }
            guard at < bytes.count else { return nil }
            let start = at
            switch bytes[at] {
            case 0x22, 0x27:  // "…" or '…'
                let quote = bytes[at]
                at += 1
                while at < bytes.count, bytes[at] != quote { at += 1 }
                at = min(at + 1, bytes.count)
            case 0x28:  // ( … )
                while at < bytes.count, bytes[at] != 0x29 { at += 1 }
                at = min(at + 1, bytes.count)
            default:
                while at < bytes.count, !HealthXMLScanner.isSpace(bytes[at]), bytes[at] != 0x22, bytes[at] != 0x27, bytes[at] != 0x28 { at += 1 }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        }
    }
}
