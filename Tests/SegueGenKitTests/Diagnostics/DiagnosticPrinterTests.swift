import Testing
@testable import SegueGenKit

@Suite struct DiagnosticPrinterTests {
    let source = SourceFile(path: "Nav.yaml", text: "scenes:\n\tList:\n  é日: x\r\nlast")

    @Test func errorWithSourceLineAndCaret() {
        let printer = DiagnosticPrinter(sources: [source])
        let diagnostic = Diagnostic.error("unknown key", at: SourceLocation(file: "Nav.yaml", line: 1, column: 1))
        #expect(printer.render(diagnostic) == "Nav.yaml:1:1: error: unknown key\nscenes:\n^\n")
    }

    /// Columns count Unicode scalars (`é日` is two); the caret is padded to
    /// what a terminal shows (日 is two columns wide).
    @Test func caretKeepsTabsAndCountsDisplayColumns() {
        let printer = DiagnosticPrinter(sources: [source])
        #expect(printer.render(.error("a", at: SourceLocation(file: "Nav.yaml", line: 2, column: 2)))
                == "Nav.yaml:2:2: error: a\n\tList:\n\t^\n")
        #expect(printer.render(.warning("b", at: SourceLocation(file: "Nav.yaml", line: 3, column: 7)))
                == "Nav.yaml:3:7: warning: b\n  é日: x\n       ^\n")
    }

    @Test func crlfLinesAndTheLastLineWithoutNewline() {
        #expect((1...4).map { source.line($0) } == ["scenes:", "\tList:", "  é日: x", "last"])
        #expect(source.line(5) == nil)
    }

    @Test func yamlLineBreaksAreLineBreaks() {
        let source = SourceFile(path: "a", text: "one\u{85}two\u{2028}three\u{2029}four\rfive\r\n")
        #expect((1...6).map { source.line($0) } == ["one", "two", "three", "four", "five", ""])
    }

    @Test func aVeryLongLineIsQuotedAroundTheColumn() {
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let source = SourceFile(path: "long.yaml", text: line)
        let printer = DiagnosticPrinter(sources: [source])
        let rendered = printer.render(.error("here", at: SourceLocation(file: "long.yaml", line: 1, column: 501)))
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "…" + String(repeating: "a", count: 60) + "X" + String(repeating: "b", count: 59) + "…")
        #expect(lines[2] == String(repeating: " ", count: 61) + "^")
        let start = printer.render(.error("start", at: SourceLocation(file: "long.yaml", line: 1, column: 2)))
        #expect(start.split(separator: "\n")[1] == String(repeating: "a", count: 120) + "…")
        #expect(start.split(separator: "\n")[2] == " ^")
    }

    /// Invisible scalars in a long line are replaced in the part quoted,
    /// one for one, so the caret stays under the column; those outside it
    /// are not looked at.
    @Test func invisibleScalarsOfAVeryLongLineAreReplacedInThePartQuoted() {
        let line = "\u{202E}" + String(repeating: "a", count: 499) + "\u{200B}X" + String(repeating: "b", count: 500)
        let source = SourceFile(path: "long.yaml", text: line)
        let rendered = DiagnosticPrinter(sources: [source]).render(.error("here", at: SourceLocation(file: "long.yaml", line: 1, column: 502)))
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "…" + String(repeating: "a", count: 59) + "\u{FFFD}X" + String(repeating: "b", count: 59) + "…")
        #expect(lines[2] == String(repeating: " ", count: 61) + "^")
    }

    /// A report's lines are cut at 500 scalars, an invisible scalar in what
    /// is kept still shown as an escape; shorter lines are left whole.
    @Test func aReportsVeryLongLinesAreCut() {
        let long = "skipped \u{202E}" + String(repeating: "a", count: 600)
        let report = DiagnosticPrinter.visible(lines: "Imported 0 segues.\n" + long + "\n\tend\n")
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[0] == "Imported 0 segues.")
        #expect(lines[1] == "skipped \\u{202E}" + String(repeating: "a", count: 491) + "…")
        #expect(lines[2] == "\tend")
        #expect(lines[3] == "")
    }

    @Test func notesFollowTheirDiagnostic() {
        let printer = DiagnosticPrinter(sources: [source])
        let diagnostic = Diagnostic.error(
            "duplicate", at: SourceLocation(file: "Nav.yaml", line: 4, column: 1),
            notes: [.init("first here", at: SourceLocation(file: "Nav.yaml", line: 1, column: 1))])
        #expect(printer.render(diagnostic) == """
            Nav.yaml:4:1: error: duplicate
            last
            ^
            Nav.yaml:1:1: note: first here
            scenes:
            ^

            """)
    }

    @Test func locationOutsideTheFileOrUnknownFilePrintsNoSourceLine() {
        let printer = DiagnosticPrinter(sources: [source])
        #expect(printer.render(.error("x", at: SourceLocation(file: "Nav.yaml", line: 9, column: 1))) == "Nav.yaml:9:1: error: x\n")
        #expect(printer.render(.error("y", at: SourceLocation(file: "Other.yaml", line: 1, column: 1))) == "Other.yaml:1:1: error: y\n")
        #expect(printer.render(.error("z", at: nil)) == "seguegen: error: z\n")
    }

    /// Text from a file cannot act on the terminal or reorder what it shows:
    /// messages escape it, quoted lines replace it one scalar for one.
    @Test func controlAndDirectionCharactersAreNeverPrintedAsTheyAre() {
        let hostile = SourceFile(path: "Nav.yaml", text: "a: \u{1B}[2J\u{202E}x\u{9B}\ty\n")
        let printer = DiagnosticPrinter(sources: [hostile])
        let message = "duplicate key 'next\u{85}line\u{1B}[2J' \u{202E}\nnot a second line"
        #expect(printer.render(.error(message, at: SourceLocation(file: "Nav.yaml", line: 1, column: 9))) == """
            Nav.yaml:1:9: error: duplicate key 'next\\u{85}line\\u{1B}[2J' \\u{202E}\\u{A}not a second line
            a: \u{FFFD}[2J\u{FFFD}x\u{FFFD}\ty
                    ^

            """)
        #expect(printer.render(.error("a\u{7}b", at: nil)) == "seguegen: error: a\\u{7}b\n")
        // A file may be named anything.
        let named = SourceLocation(file: "Nav\u{1B}[2J\n.yaml", line: 1, column: 1)
        #expect(printer.render(.error("x", at: named)) == "Nav\\u{1B}[2J\\u{A}.yaml:1:1: error: x\n")
    }

    /// The joiners of an emoji sequence are no hiding place: they stay, and
    /// the sequence shows as one picture; the caret counts wide characters twice.
    @Test func emojiSequencesStayWholeAndTheCaretCountsDisplayColumns() {
        let line = "a: \"\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{65E5}\u{672C}\": X-Y\n"
        let printer = DiagnosticPrinter(sources: [SourceFile(path: "Nav.yaml", text: line)])
        // Column 16 (in scalars) is the X: after 4 + 2 (the family) + 1 + 4 (two CJK ideographs) + 3 columns.
        #expect(printer.render(.error("x", at: SourceLocation(file: "Nav.yaml", line: 1, column: 16)))
            == "Nav.yaml:1:16: error: x\n" + line + String(repeating: " ", count: 14) + "^\n")
        // A joiner between letters is still replaced.
        let hidden = DiagnosticPrinter(sources: [SourceFile(path: "Nav.yaml", text: "ab\u{200D}c\n")])
        #expect(hidden.render(.error("x", at: SourceLocation(file: "Nav.yaml", line: 1, column: 4))) == "Nav.yaml:1:4: error: x\nab\u{FFFD}c\n   ^\n")
    }

    @Test func engineSortsByPositionAndKnowsErrors() {
        var engine = DiagnosticEngine()
        engine.emit(.warning("w", at: SourceLocation(file: "a", line: 3, column: 1)))
        #expect(!engine.hasErrors)
        engine.emit(.error("e", at: SourceLocation(file: "a", line: 1, column: 5)))
        engine.emit(.error("e", at: SourceLocation(file: "a", line: 1, column: 5)))
        #expect(engine.hasErrors)
        #expect(engine.sorted.map(\.message) == ["e", "w"])
    }

    /// One problem found through several aliases is one diagnostic with a
    /// note at each alias, right after it, and the outer aliases of each;
    /// its own notes follow, each with the aliases of its location. Sorting
    /// again adds nothing.
    @Test func engineNotesTheAliasesAProblemWasReachedThrough() {
        let at = SourceLocation(file: "a", line: 2, column: 5)
        let group = YAMLAliasUse(name: "group", mark: YAMLMark(line: 9, column: 13), usage: "'segues' in scene 'A' uses this")
        let inGroup = YAMLAliasUse(name: "modal", mark: YAMLMark(line: 4, column: 10), usage: "'showB' in the segues of scene 'A' uses this", outer: group)
        let direct = YAMLAliasUse(name: "modal", mark: YAMLMark(line: 7, column: 10), usage: "'showC' in the segues of scene 'B' uses this")
        var throughGroup = at, throughDirect = at, noteThroughGroup = SourceLocation(file: "a", line: 5, column: 3)
        throughGroup.aliasUse = inGroup
        throughDirect.aliasUse = direct
        noteThroughGroup.aliasUse = group
        var engine = DiagnosticEngine()
        engine.emit(.error("bad", at: at, notes: [.init("first here", at: noteThroughGroup)]))
        engine.emit(.error("bad", at: throughGroup, notes: [.init("first here", at: noteThroughGroup)]))
        engine.emit(.error("bad", at: throughDirect, notes: [.init("first here", at: noteThroughGroup)]))
        engine.emit(.error("bad", at: throughDirect, notes: [.init("first here", at: noteThroughGroup)]))
        let sorted = engine.sorted
        #expect(sorted.count == 1)
        #expect(sorted.first?.notes.map(\.message) == [
            "'showB' in the segues of scene 'A' uses this through alias '*modal'",
            "'segues' in scene 'A' uses this through alias '*group'",
            "'showC' in the segues of scene 'B' uses this through alias '*modal'",
            "first here",
            "'segues' in scene 'A' uses this through alias '*group'",
        ])
        #expect(sorted.first?.notes.map { $0.location.map { [$0.line, $0.column] } } == [[4, 10], [9, 13], [7, 10], [5, 3], [9, 13]])
        #expect(sorted.first?.location?.aliasUse == nil)
        var again = DiagnosticEngine()
        again.emit(contentsOf: sorted)
        #expect(again.sorted == sorted)
    }

    /// Past three aliases (and a fourth, which a count would replace), the
    /// rest are counted in one note at the first of them.
    @Test func engineCountsTheAliasesPastThree() {
        func notes(uses count: Int) -> [String] {
            var engine = DiagnosticEngine()
            for use in 1...count {
                var location = SourceLocation(file: "a", line: 1, column: 5)
                location.aliasUse = YAMLAliasUse(name: "m", mark: YAMLMark(line: 1 + use, column: 4), usage: "'s\(use)' uses this")
                engine.emit(.error("bad", at: location))
            }
            return engine.sorted.first?.notes.map { "\($0.location?.line ?? 0): \($0.message)" } ?? []
        }
        #expect(notes(uses: 4) == (1...4).map { "\($0 + 1): 's\($0)' uses this through alias '*m'" })
        #expect(notes(uses: 9) == (1...3).map { "\($0 + 1): 's\($0)' uses this through alias '*m'" } + ["5: 6 more aliases use this; the next is here"])
    }

    /// A promoted warning says what promoted it after its message, as
    /// compilers do, and keeps the `file:line:column: error:` shape; errors
    /// and notes stay as they were.
    @Test func aPromotedWarningNamesWhatPromotedIt() {
        let location = SourceLocation(file: "Nav.yaml", line: 1, column: 3)
        var engine = DiagnosticEngine()
        engine.emit(.warning("no segues", at: location, notes: [.init("declared here", at: location)]))
        engine.emit(.error("bad", at: location))
        let promoted = engine.diagnostics.map { $0.promotedToError(by: "warnings-as-errors in seguegen.yml") }
        let printer = DiagnosticPrinter(sources: [SourceFile(path: "Nav.yaml", text: "a: b\n")])
        #expect(printer.render(promoted) == """
            Nav.yaml:1:3: error: no segues [warnings-as-errors in seguegen.yml]
            a: b
              ^
            Nav.yaml:1:3: note: declared here
            a: b
              ^
            Nav.yaml:1:3: error: bad
            a: b
              ^

            """)
        #expect(Diagnostic.error("bad", at: nil).promotedToError(by: "--warnings-as-errors") == .error("bad", at: nil))
    }
}
