/// Lookups in lists kept in order (entries by day, urge notes by moment), used from reading to layout.
extension Array {
    /// The first index whose element satisfies `belongs`, for an array where it holds from some index on.
    package func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if belongs(self[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

extension Array {
    /// Sorted by `key`, equal keys in their original order; an array already in order (as the app writes
    /// exports) is only checked, not sorted. Inlinable so a caller in another module gets it specialized for its
    /// key: unspecialized, sorting a week's urge notes cost 14% more instructions in `week` (callgrind, issue 38).
    @inlinable package func stablySorted<K: Comparable>(by key: (Element) -> K) -> [Element] {
        var ordered = true
        var i = 1
        while i < count, ordered { ordered = key(self[i - 1]) <= key(self[i]); i += 1 }
        if ordered { return self }
        return enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
    }
}
