import SegueGenKit
import Testing

/// `UnifiedDiff` against what GNU `diff -u` prints for the same texts
/// (each expectation was produced by diffutils 3.8 and pasted in).
@Suite struct UnifiedDiffTests {
    static func lines(_ range: ClosedRange<Int>, replacing changes: [Int: String] = [:]) -> String {
        range.map { changes[$0] ?? "\($0)" }.joined(separator: "\n") + "\n"
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\nb\n", oldName: "a/x", newName: "b/x") == "")
        #expect(UnifiedDiff.diff(old: "", new: "", oldName: "a/x", newName: "b/x") == "")
    }

    @Test func oneChangedLine() {
        #expect(UnifiedDiff.diff(old: "a\nb\nc\n", new: "a\nB\nc\n", oldName: "a/F.swift", newName: "b/F.swift") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,3 +1,3 @@
             a
            -b
            +B
             c

            """)
    }

    @Test func intoAnEmptyFileTheRangeStartsAtZero() {
        #expect(UnifiedDiff.diff(old: "", new: "x\ny\n", oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -0,0 +1,2 @@\n+x\n+y\n")
    }

    @Test func aMissingLastLineBreakIsMarked() {
        #expect(UnifiedDiff.diff(old: "x\ny", new: "x\ny\n", oldName: "o", newName: "n") == """
            --- o
            +++ n
            @@ -1,2 +1,2 @@
             x
            -y
            \\ No newline at end of file
            +y

            """)
    }

    @Test func aCountOfOneIsLeftOut() {
        #expect(UnifiedDiff.diff(old: "a\nb\n", new: "b\n", oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -1,2 +1 @@\n-a\n b\n")
    }

    @Test func changesFarApartGetOneHunkEach() {
        let diff = UnifiedDiff.diff(old: Self.lines(1...20), new: Self.lines(1...20, replacing: [2: "two", 19: "nineteen"]), oldName: "o", newName: "n")
        #expect(diff == """
            --- o
            +++ n
            @@ -1,5 +1,5 @@
             1
            -2
            +two
             3
             4
             5
            @@ -16,5 +16,5 @@
             16
             17
             18
            -19
            +nineteen
             20

            """)
    }

    @Test func hunksMergeWhenAtMostTwiceTheContextLiesBetween() {
        // Six unchanged lines between the changes: one hunk.
        let merged = UnifiedDiff.diff(old: Self.lines(1...12), new: Self.lines(1...12, replacing: [2: "two", 9: "nine"]), oldName: "o", newName: "n")
        #expect(merged.components(separatedBy: "\n@@").count == 2)
        #expect(merged.contains("@@ -1,12 +1,12 @@\n"))
        // Seven: two hunks.
        let split = UnifiedDiff.diff(old: Self.lines(1...12), new: Self.lines(1...12, replacing: [2: "two", 10: "ten"]), oldName: "o", newName: "n")
        #expect(split == """
            --- o
            +++ n
            @@ -1,5 +1,5 @@
             1
            -2
            +two
             3
             4
             5
            @@ -7,6 +7,6 @@
             7
             8
             9
            -10
            +ten
             11
             12

            """)
    }

    @Test func theEditScriptIsAShortestOne() {
        #expect(UnifiedDiff.diff(old: "a\nb\nc\nd\ne\n", new: "a\nc\nX\ne\n", oldName: "o", newName: "n") == """
            --- o
            +++ n
            @@ -1,5 +1,4 @@
             a
            -b
             c
            -d
            +X
             e

            """)
    }

    @Test func textsTooDifferentAreShownAsAReplacement() {
        // More edits than the search allows: every line removed, then every line added.
        let count = 2_500
        let old = (0..<count).map { "old \($0)" }.joined(separator: "\n") + "\n"
        let new = (0..<count).map { "new \($0)" }.joined(separator: "\n") + "\n"
        let diff = UnifiedDiff.diff(old: old, new: new, oldName: "o", newName: "n")
        let lines = diff.split(separator: "\n")
        #expect(lines[2] == "@@ -1,\(count) +1,\(count) @@")
        #expect(lines.filter { $0.hasPrefix("-old") }.count == count)
        #expect(lines.filter { $0.hasPrefix("+new") }.count == count)
        #expect(lines[3] == "-old 0")
        #expect(lines.last == "+new \(count - 1)")
    }
}
