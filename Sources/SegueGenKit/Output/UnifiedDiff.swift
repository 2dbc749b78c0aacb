/// Line differences in the unified format of `diff -u`, for `--check` to show how a checked-in file
/// differs. A shortest edit script by Myers' algorithm (Algorithmica 1986); texts more than
/// `maximumEditDistance` edits apart show as all lines removed and added, still a correct diff.
public enum UnifiedDiff {
    /// The edit distance above which the diff stops looking for a shortest script.
    static let maximumEditDistance = 2000

    /// The unified diff from `old` to `new` in `diff -u`'s format, `context` lines around each change;
    /// "" when they are equal.
    public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let oldLines = Line.split(old), newLines = Line.split(new)
        let edits = editScript(oldLines, newLines)
        guard edits.contains(where: { $0.kind != .equal }) else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(of: edits, context: context) {
            output += render(hunk, old: oldLines, new: newLines)
        }
        return output
    }

    /// A line and whether a line break ended it.
    struct Line: Equatable {
        var text: Substring
        var hasLineBreak: Bool

        /// `text` split after each `\n`; a text ending with `\n` has no empty last line.
        static func split(_ text: String) -> [Line] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Line(text: $0, hasLineBreak: true) }
            if lines.last?.text.isEmpty == true { lines.removeLast() } else { lines[lines.count - 1].hasLineBreak = false }
            return lines
        }
    }

    /// One step of an edit script, with the line indices it concerns.
    struct Edit: Equatable {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        /// The index in the old lines (for `equal` and `delete`), else the
        /// number of old lines before the insertion.
        var old: Int
        /// The index in the new lines (for `equal` and `insert`), else the
        /// number of new lines before the deletion.
        var new: Int
    }

    /// A shortest edit script from `old` to `new`, in order.
    static func editScript(_ old: [Line], _ new: [Line]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit(kind: .equal, old: $0, new: $0) }
        let oldMiddle = old[prefix..<(old.count - suffix)], newMiddle = new[prefix..<(new.count - suffix)]
        edits += middleScript(Array(oldMiddle), Array(newMiddle)).map { edit in
            Edit(kind: edit.kind, old: edit.old + prefix, new: edit.new + prefix)
        }
        edits += (0..<suffix).map { Edit(kind: .equal, old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return edits
    }

    /// Myers' greedy forward search, keeping the furthest-reaching points of
    /// each round to walk the path back.
    private static func middleScript(_ old: [Line], _ new: [Line]) -> [Edit] {
        let n = old.count, m = new.count
        if n == 0 || m == 0 {
            return replacement(n, m)
        }
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d] holds `furthest` for diagonals -d...d before round d.
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(Array(furthest[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]))
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] { x += 1; y += 1 }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return replacement(n, m) }

        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[d]
            func value(_ k: Int) -> Int { saved[k + d] }  // saved covers -d...d
            let k = x - y
            let previousK = (k == -d || (k != d && value(k - 1) < value(k + 1))) ? k + 1 : k - 1
            // Before round 0 there is no previous point: the search starts at (0, 0).
            let previousX = d == 0 ? 0 : value(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                edits.append(Edit(kind: .equal, old: x - 1, new: y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    edits.append(Edit(kind: .insert, old: x, new: y - 1))
                } else {
                    edits.append(Edit(kind: .delete, old: x - 1, new: y))
                }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }

    /// Every old line deleted, then every new line inserted.
    private static func replacement(_ n: Int, _ m: Int) -> [Edit] {
        (0..<n).map { Edit(kind: .delete, old: $0, new: 0) } + (0..<m).map { Edit(kind: .insert, old: n, new: $0) }
    }

    /// The ranges of `edits` to show: each change with `context` lines
    /// around it, changes closer than twice that merged into one hunk.
    static func hunks(of edits: [Edit], context: Int) -> [ArraySlice<Edit>] {
        let changes = edits.indices.filter { edits[$0].kind != .equal }
        var hunks: [ArraySlice<Edit>] = []
        var index = 0
        while index < changes.count {
            let start = max(0, changes[index] - context)
            var last = changes[index]
            while index + 1 < changes.count, changes[index + 1] - last - 1 <= 2 * context {
                index += 1
                last = changes[index]
            }
            hunks.append(edits[start...min(edits.count - 1, last + context)])
            index += 1
        }
        return hunks
    }

    private static func render(_ hunk: ArraySlice<Edit>, old: [Line], new: [Line]) -> String {
        let oldCount = hunk.filter { $0.kind != .insert }.count
        let newCount = hunk.filter { $0.kind != .delete }.count
        let first = hunk[hunk.startIndex]
        // `diff` numbers an empty range by the line before it.
        let oldStart = oldCount == 0 ? first.old : first.old + 1
        let newStart = newCount == 0 ? first.new : first.new + 1
        var output = "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
        for edit in hunk {
            let line: Line
            let marker: String
            switch edit.kind {
            case .equal: (line, marker) = (old[edit.old], " ")
            case .delete: (line, marker) = (old[edit.old], "-")
            case .insert: (line, marker) = (new[edit.new], "+")
            }
            output += marker + line.text + "\n"
            if !line.hasLineBreak { output += "\\ No newline at end of file\n" }
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
