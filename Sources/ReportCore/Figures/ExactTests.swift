#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exact tests the patterns stage stands on (docs/patterns.md): exact for the small counts a person's weeks
/// hold, where a normal approximation would call noise a pattern. Two-sided p-values sum the probabilities of
/// every outcome no more likely than the one observed (the rule R's `binom.test` and `fisher.test` use, with the
/// same relative tolerance for ties).
enum ExactTests {
    /// Outcomes within this factor of the observed one's probability count as equally likely.
    static let tieTolerance = 1 + 1e-7

    /// The two-sided exact binomial test of `k` successes in `n` trials against the probability `p0`. With
    /// `k` the urges on "with" days of all `n` urges and `p0` the "with" days' share of the days, this is the
    /// conditional test that two Poisson rates are equal.
    static func binomial(_ k: Int, of n: Int, p0: Double) -> Double {
        guard n > 0, k >= 0, k <= n else { return 1 }
        if p0 <= 0 { return k == 0 ? 1 : 0 }
        if p0 >= 1 { return k == n ? 1 : 0 }
        let f = logFactorials(n)
        let logs = (0...n).map { x in f[n] - f[x] - f[n - x] + Double(x) * log(p0) + Double(n - x) * log1p(-p0) }
        return sumNoLikelier(logs, than: logs[k])
    }

    /// Fisher's two-sided exact test of the 2×2 table [[a, b], [c, d]] (rows: with, without; columns: the outcome
    /// happened, did not), conditioned on its margins.
    static func fisher(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Double {
        guard a >= 0, b >= 0, c >= 0, d >= 0 else { return 1 }
        let row = a + b, column = a + c, total = a + b + c + d
        let low = max(0, column - (c + d)), high = min(row, column)
        guard low < high else { return 1 }
        let f = logFactorials(total)
        func logChoose(_ n: Int, _ k: Int) -> Double { f[n] - f[k] - f[n - k] }
        let logs = (low...high).map { x in
            logChoose(row, x) + logChoose(total - row, column - x) - logChoose(total, column)
        }
        return sumNoLikelier(logs, than: logs[a - low])
    }

    /// Benjamini–Hochberg's adjusted p-values (q), in the order given: each q is the smallest `p(j) · m / j`
    /// over the p-values ranked at or above it, and at most 1.
    static func benjaminiHochberg(_ p: [Double]) -> [Double] {
        let m = p.count
        guard m > 0 else { return [] }
        // Ties are ranked in the order given, so the result does not depend on how a sort breaks them.
        let order = p.indices.sorted { p[$0] != p[$1] ? p[$0] < p[$1] : $0 < $1 }
        var q = [Double](repeating: 1, count: m)
        var running = 1.0
        for rank in stride(from: m, through: 1, by: -1) {
            let i = order[rank - 1]
            running = min(running, p[i] * Double(m) / Double(rank))
            q[i] = min(running, 1)
        }
        return q
    }

    static func sumNoLikelier(_ logs: [Double], than observed: Double) -> Double {
        let limit = observed + log(tieTolerance)
        var sum = 0.0
        for value in logs where value <= limit { sum += exp(value) }
        return min(sum, 1)
    }

    /// log(0!) … log(n!), added up: exact enough for these counts, and free of `lgamma`'s process-wide sign
    /// variable, which threads making patterns at once would share.
    static func logFactorials(_ n: Int) -> [Double] {
        var f = [Double](repeating: 0, count: n + 1)
        if n >= 2 { for i in 2...n { f[i] = f[i - 1] + log(Double(i)) } }
        return f
    }
}
