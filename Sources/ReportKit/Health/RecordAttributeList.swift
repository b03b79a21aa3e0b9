/// An `<!ATTLIST …>` declaration of export.xml's DTD, read far enough to tell whether it changes what a
/// `Record` says. libxml2 gives an element the defaults its DTD declares (`#FIXED` ones too) and collapses the
/// white space of attributes declared other than `CDATA`; the scanner reads attributes as they are written.
/// Apple's DTD declares every attribute of `Record` `CDATA`, `#REQUIRED` or `#IMPLIED`, so the scanner refuses
/// a DTD that does otherwise for an attribute it keeps, rather than read a record otherwise than libxml2.
enum RecordAttributeList {
    /// The attributes of `Record` a reading keeps (HealthXMLScanner.keep).
    static let kept: Set<String> = ["type", "sourceName", "unit", "startDate", "value"]

    /// The kept attribute `declaration` (the bytes between `<!ATTLIST` and its closing `>`) gives a type other
    /// than CDATA or a default, or "" when it cannot be read as a declaration; nil when it leaves them as Apple does.
    static func changedAttribute(in declaration: UnsafeBufferPointer<UInt8>) -> String? {
        var tokens = Tokens(declaration)
        guard let element = tokens.next() else { return "" }
        guard element == "Record" else { return nil }
        while let name = tokens.next() {
            guard let type = tokens.next() else { return "" }
            if type == "NOTATION" { guard tokens.next() != nil else { return "" } }  // its ( … ) of names
            guard let given = tokens.next() else { return "" }
            if given == "#FIXED" { guard tokens.next() != nil else { return "" } }  // its value
            let asApple = type == "CDATA" && (given == "#REQUIRED" || given == "#IMPLIED")
            if kept.contains(name), !asApple { return name }
        }
        return nil
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
