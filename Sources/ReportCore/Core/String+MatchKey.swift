extension String {
    /// How two answers are matched as the same: lower case, letters and digits only, single spaces
    /// ("2-minute grounding 🌬️" and "2 minute Grounding" are one). The plan card and a period's highlights rank
    /// answers by it (`rankedByMatchKey`), and redaction knows the app's own mini-coach options by it.
    package var matchKey: String {
        asciiMatchKey ?? unicodeMatchKey
    }

    /// The key of a text of ASCII alone, without Unicode's tables: there the letters are A–Z and a–z and the numbers
    /// 0–9, so it is `unicodeMatchKey` (a test compares the two) at a tenth of the cost; nil for any other text.
    var asciiMatchKey: String? {
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var space = false
        for byte in utf8 {
            guard byte < 0x80 else { return nil }
            let c = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            if (0x61...0x7A).contains(c) || (0x30...0x39).contains(c) {
                if space, !out.isEmpty { out.append(0x20) }
                out.append(c)
                space = false
            } else {
                space = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The key of any text, letter by letter through Unicode's properties.
    var unicodeMatchKey: String {
        var out = "", space = false
        for scalar in lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if space, !out.isEmpty { out.append(" ") }
                out.unicodeScalars.append(scalar)
                space = false
            } else {
                space = true
            }
        }
        return out
    }
}

extension Sequence<String> {
    /// The answers by how often they were given, matched by `matchKey` (one with no letter or digit is left out),
    /// most first, ties by first given; each shown as written most often (ties: first written), trimmed.
    package func rankedByMatchKey() -> [(text: String, count: Int)] {
        // Each matched answer in first-seen order, with its spellings in first-seen order and how often each was given.
        var keys: [String] = [], spellings: [String: [(text: String, count: Int)]] = [:]
        for answer in self {
            let k = answer.matchKey, shown = answer.trimmingScalars(where: \.isBlankOrNewline)
            guard !k.isEmpty else { continue }
            if spellings[k] == nil { keys.append(k) }
            if let i = spellings[k]?.firstIndex(where: { $0.text == shown }) {
                spellings[k]![i].count += 1
            } else {
                spellings[k, default: []].append((shown, 1))
            }
        }
        let answered = keys.map { k -> (text: String, count: Int) in
            let forms = spellings[k]!
            var best = forms[0]
            for form in forms.dropFirst() where form.count > best.count { best = form }
            return (best.text, forms.reduce(0) { $0 + $1.count })
        }
        return answered.enumerated().sorted { a, b in
            a.element.count != b.element.count ? a.element.count > b.element.count : a.offset < b.offset
        }.map(\.element)
    }
}
