/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
    /// The candidate closest to `word` by case-insensitive edit distance with transpositions, if it
    /// is a likely typo: within a third of the longer word and half of the part where they differ
    /// ("UIPageViewController" is no typo of "UISplitViewController"); nil when `word` is a candidate.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        close(to: word, among: candidates, limit: 1).first
    }

    /// The candidates that are likely typos of `word` (as for `closest`), closest first, ties in
    /// the order of `candidates`; at most `limit`.
    public static func close(to word: String, among candidates: [String], limit: Int) -> [String] {
        guard !candidates.contains(word) else { return [] }
        let lowered = word.lowercased()
        var close: [(candidate: String, distance: Int)] = []
        for candidate in candidates {
            // The distance is at least the difference in length: most candidates end here.
            let bound = max(1, max(word.count, candidate.count) / 3)
            guard abs(word.unicodeScalars.count - candidate.unicodeScalars.count) <= bound else { continue }
            let distance = editDistance(lowered, candidate.lowercased())
            guard distance <= bound else { continue }
            let (left, right) = differingParts(lowered, candidate.lowercased())
            // "B" is one edit from "A" but shares nothing with it.
            guard left.count < lowered.unicodeScalars.count || right.count < candidate.unicodeScalars.count else { continue }
            if left.isEmpty || right.isEmpty || distance <= max(1, max(left.count, right.count) / 2) {
                close.append((candidate, distance))
            }
        }
        // A stable sort: ties keep the candidates' order.
        return close.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }.prefix(limit).map(\.element.candidate)
    }

    /// `words` for a "did you mean": `'A'`, `'A' or 'B'`, `'A', 'B' or 'C'`.
    static func alternatives(_ words: [String]) -> String {
        WordList.joined(words.map { "'\($0)'" }, "or")
    }

    /// How unlikely `candidate` is as a new name for `word`: the distance beyond what the length
    /// difference forces, then the whole, since a rename often adds or drops a word.
    static func renameDistance(from word: String, to candidate: String) -> (beyondLength: Int, total: Int) {
        let lhs = word.lowercased(), rhs = candidate.lowercased()
        let total = editDistance(lhs, rhs)
        return (total - abs(lhs.unicodeScalars.count - rhs.unicodeScalars.count), total)
    }

    /// The Unicode scalars of `lhs` and `rhs` that remain once their longest
    /// common prefix, then their longest common suffix, are removed.
    static func differingParts(_ lhs: String, _ rhs: String) -> (ArraySlice<Unicode.Scalar>, ArraySlice<Unicode.Scalar>) {
        var left = ArraySlice(lhs.unicodeScalars), right = ArraySlice(rhs.unicodeScalars)
        while let a = left.first, let b = right.first, a == b { left.removeFirst(); right.removeFirst() }
        while let a = left.last, let b = right.last, a == b { left.removeLast(); right.removeLast() }
        return (left, right)
    }

    /// The optimal string alignment distance over Unicode scalars: insertions, deletions,
    /// substitutions and adjacent transpositions, no substring edited twice.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.unicodeScalars), right = Array(rhs.unicodeScalars)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
    }
}
