/// One mailbox as a person types it on the command line: `kari@example.no`, `Kari Nordmann <kari@example.no>`
/// or `"Nordmann, Kari" <kari@example.no>`. The address itself is an RFC 5322 addr-spec (a dot-atom or quoted
/// local part, a dot-atom or bracketed domain), ASCII only; the display name may be any text on one line.
public struct MailAddress: Sendable, Equatable {
    /// The display name, unquoted; nil when there is none.
    public let name: String?
    /// `local@domain`, as it goes between `<` and `>`.
    public let address: String

    /// Why a mailbox is not one, in words that name the problem.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// A mailbox of an `address` (already checked) and an optional display `name`.
    public init(name: String?, address: String) { self.name = name; self.address = address }

    /// A mailbox as a person writes one: `kari@example.no` or `Kari Nordmann <kari@example.no>`; a `Problem`
    /// says what is wrong with anything else.
    public init(parsing input: String) throws(Problem) {
        let text = input.trimmingSpaces
        guard !text.isEmpty else { throw Problem(description: "it is empty") }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw Problem(description: "it holds a line break or another control character")
        }
        if text.hasSuffix(">") {
            guard let open = text.lastIndex(of: "<") else { throw Problem(description: "a > without its <") }
            let spec = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            var display = String(text[..<open]).trimmingSpaces
            if display.count >= 2, display.hasPrefix("\""), display.hasSuffix("\"") {
                display = try Self.unquote(String(display.dropFirst().dropLast()))
            } else if display.contains("<") || display.contains(">") || display.contains("\"") {
                throw Problem(description: "the name before <…> has a stray <, > or \"; put the name in double quotes")
            }
            try Self.check(spec)
            self.init(name: display.isEmpty ? nil : display, address: spec)
        } else {
            if text.contains("<") || text.contains(">") { throw Problem(description: "a < without its >") }
            try Self.check(text)
            self.init(name: nil, address: text)
        }
    }

    /// The mailbox as it goes in a header: the name as atoms, a quoted string or encoded words, then `<address>`.
    var headerTokens: [String] {
        guard let name, !EncodedWord.singleLine(name).isEmpty else { return [address] }
        return EncodedWord.phrase(name) + ["<" + address + ">"]
    }

    /// The domain, for the Message-ID.
    var domain: String { address.split(separator: "@").last.map(String.init) ?? "coach-report.invalid" }

    // MARK: - addr-spec

    static func unquote(_ quoted: String) throws(Problem) -> String {
        var out = ""
        var escaped = false
        for c in quoted {
            if escaped { out.append(c); escaped = false }
            else if c == "\\" { escaped = true }
            else if c == "\"" { throw Problem(description: "a \" inside the quoted name needs a \\ before it") }
            else { out.append(c) }
        }
        if escaped { throw Problem(description: "the quoted name ends in a lone \\") }
        return out
    }

    static func check(_ spec: String) throws(Problem) {
        guard spec.utf8.allSatisfy({ (0x21...0x7E).contains($0) || $0 == 0x20 }) else {
            throw Problem(description: "an address is ASCII only (for a name in other letters, write Name <address>)")
        }
        guard spec.utf8.count <= 254 else { throw Problem(description: "the address is longer than 254 characters") }
        guard let at = spec.lastIndex(of: "@") else { throw Problem(description: "there is no @ in the address") }
        let local = String(spec[..<at]), domain = String(spec[spec.index(after: at)...])
        guard !local.isEmpty else { throw Problem(description: "there is nothing before the @") }
        guard !domain.isEmpty else { throw Problem(description: "the domain after the @ is missing") }
        if local.hasPrefix("\"") {
            guard local.count >= 2, local.hasSuffix("\"") else { throw Problem(description: "the quoted part before the @ is not closed") }
            var escaped = false
            for b in local.utf8.dropFirst().dropLast() {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 {
                    throw Problem(description: "a \" inside the quoted part before the @ needs a \\ before it")
                }
            }
            if escaped { throw Problem(description: "the quoted part before the @ ends in a lone \\") }
        } else {
            guard local.utf8.count <= 64 else { throw Problem(description: "the part before the @ is longer than 64 characters") }
            guard isDotAtom(local) else {
                throw Problem(description: "the part before the @ has a space, two dots in a row, a dot at an end or a character such as , ; : ( ) [ ] \\")
            }
        }
        if domain.hasPrefix("[") {
            guard domain.hasSuffix("]"), domain.count > 2,
                  domain.utf8.dropFirst().dropLast().allSatisfy({ $0 != 0x5B && $0 != 0x5D && $0 != 0x5C && $0 != 0x20 }) else {
                throw Problem(description: "the domain in [ ] is not closed or holds [, ] or \\")
            }
        } else {
            guard isDotAtom(domain) else {
                throw Problem(description: "the domain has a space, two dots in a row, a dot at an end or a character a domain cannot hold")
            }
        }
    }

    static func isDotAtom(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return labels.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(EncodedWord.isAtext) }
    }
}

extension String {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
