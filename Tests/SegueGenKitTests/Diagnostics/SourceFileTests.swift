import Testing
@testable import SegueGenKit

/// `SourceFile` splits its text on first use: the lines it then gives are
/// the ones `lines(of:)` gives, however it is first asked.
@Suite struct SourceFileTests {
    static let text = "crlf\r\nnel\u{85}ls\u{2028}ps\u{2029}cr\rlf\n\nlast é日"
    static let expected = ["crlf", "nel", "ls", "ps", "cr", "lf", "", "last é日"]

    @Test func lineBreaksOfYAMLSplitTheTextWhateverIsAskedFirst() {
        let askedByNumber = SourceFile(path: "a.yaml", text: Self.text)
        #expect((1...8).map { askedByNumber.line($0).map(String.init) } == Self.expected)
        #expect(askedByNumber.line(0) == nil && askedByNumber.line(9) == nil)
        #expect(askedByNumber.lineCount == 8)

        let askedForAll = SourceFile(path: "a.yaml", text: Self.text)
        #expect(askedForAll.lines.map { String($0) } == Self.expected)
        #expect(askedForAll.lines.map { String($0) } == SourceFile.lines(of: Self.text).map { String($0) })
        #expect(askedForAll.line(8) == "last é日")

        let counted = SourceFile(path: "a.yaml", text: Self.text)
        #expect(counted.lineCount == 8)
        #expect(counted.text == Self.text && counted.path == "a.yaml")
    }

    @Test func copiesMadeBeforeTheSplitGiveTheSameLines() {
        let original = SourceFile(path: "b.yaml", text: "one\r\ntwo\n")
        let copy = original
        #expect(copy.line(2) == "two")
        #expect(original.lines.map { String($0) } == ["one", "two", ""])
        #expect(SourceFile(path: "empty", text: "").lines.map { String($0) } == [""])
    }

    @Test func linesAskedForFromManyTasksAtOnceAreTheSame() async {
        let source = SourceFile(path: "c.yaml", text: (1...500).map { "line \($0)" }.joined(separator: "\n"))
        let found = await withTaskGroup(of: String?.self) { group in
            for number in 1...32 { group.addTask { source.line(number * 15).map(String.init) } }
            var found: [String] = []
            for await line in group { found.append(line ?? "nil") }
            return found.sorted()
        }
        #expect(found == (1...32).map { "line \($0 * 15)" }.sorted())
    }

    /// A diagnostic of a read spec still quotes its line, caret included,
    /// counting lines as libyaml does (a comment ends at NEL, CR LF is one break).
    @Test func aDiagnosticOfAReadSpecQuotesItsLine() throws {
        let input = YAMLInput.read(bytes: Array("# x\u{85}a: 1\r\n--- \nb: 2\n".utf8), path: "Nav.yaml", kind: .spec)
        let diagnostic = try #require(input.diagnostics.first)
        let rendered = DiagnosticPrinter(sources: [input.source]).render(diagnostic)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "\(rendered)")
        #expect(lines.first?.hasPrefix("Nav.yaml:3:1: error: ") == true, "\(rendered)")
        #expect(Array(lines.dropFirst()) == ["--- ", "^", ""], "\(rendered)")
    }
}
