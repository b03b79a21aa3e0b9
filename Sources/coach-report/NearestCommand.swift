/// What a first argument that names no command was most likely meant to be: `coach-report weak` says
/// "did you mean 'week'?", as ArgumentParser already does for a mistyped option, instead of "2 unexpected
/// arguments".
enum NearestCommand {
    /// The sentence for `arguments` (as typed, the program's name first) when their first word is meant as a
    /// command and is none; nil when it is one, or is an option, or there is none.
    static func refusal(_ arguments: [String], commands: [String]) -> String? {
        guard let word = arguments.dropFirst().first, !word.hasPrefix("-"), word != "help", !commands.contains(word) else { return nil }
        let shown = word.count > 40 ? String(word.prefix(40)) + "…" : word
        if let nearest = nearest(word, in: commands) { return "'\(shown)' is not a command. Did you mean '\(nearest)'?" }
        return "'\(shown)' is not a command; the commands are \(commands.joined(separator: ", "))."
    }

    /// The command within two edits of `word` (letters typed wrong, missing, extra or swapped), the closest
    /// first and, between equals, the earlier in `commands`; nil when none is that close.
    static func nearest(_ word: String, in commands: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard typed.count <= 40 else { return nil }
        let scored = commands.map { ($0, distance(typed, Array($0))) }.filter { $0.1 <= 2 && $0.1 < $0.0.count }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Edits from `a` to `b`: a letter put in, left out, changed, or two side by side swapped (Damerau–Levenshtein,
    /// optimal string alignment).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
