import Testing
@testable import SegueGenKit

/// `XMLStartTags`: where each start tag begins, counted the way `SourceFile`
/// counts lines (so that diagnostics quote the right line) and in Unicode
/// scalars for columns.
@Suite struct XMLStartTagsTests {
    @Test func startTagsAfterEveryKindOfLineBreakAndNonASCIIText() throws {
        // CRLF is one break; CR, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR are breaks too.
        let text = "<a>\r\n<b x=\"é😀\"/><c>\r<d/>\u{85}  <e/>\u{2028}<f/>\u{2029}é<g/>\n"
        let tags = try XMLStartTags.scan(text).get()
        #expect(tags == [
            .init(name: "a", line: 1, column: 1),
            .init(name: "b", line: 2, column: 1),
            .init(name: "c", line: 2, column: 12),
            .init(name: "d", line: 3, column: 1),
            .init(name: "e", line: 4, column: 3),
            .init(name: "f", line: 5, column: 1),
            .init(name: "g", line: 6, column: 2),
        ])
    }

    @Test func positionsAreTheSameWhereverTheBytesFallInEightByteWords() throws {
        // The scan skips eight bytes at a time: put each line break and non-ASCII
        // scalar at every offset in a word, and count positions scalar by scalar.
        let pieces = ["\r\n", "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}", "é", "😀", "\t", "\u{A0}", "\u{2026}"]
        for padding in 0..<9 {
            var text = ""
            for piece in pieces {
                text += String(repeating: " ", count: padding) + piece + "<t\(padding)/>" + String(repeating: "x", count: padding)
            }
            let tags = try XMLStartTags.scan(text).get()
            #expect(tags == Self.startTags(of: text), "padding \(padding)")
        }
    }

    /// The start tags of `text` (no comments or the like), found scalar by scalar.
    static func startTags(of text: String) -> [XMLStartTags.Tag] {
        var tags: [XMLStartTags.Tag] = []
        var (line, column) = (1, 1)
        var previous: Unicode.Scalar?
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            defer { previous = scalar }
            if scalar == "\n" && previous == "\r" { continue }
            if SourceFile.isLineBreak(scalar) {
                (line, column) = (line + 1, 1)
                continue
            }
            if scalar == "<" {
                let name = String(String.UnicodeScalarView(scalars[(index + 1)...].prefix { $0 != "/" && $0 != ">" && $0 != " " }))
                tags.append(.init(name: name, line: line, column: column))
            }
            column += 1
        }
        return tags
    }

    @Test func commentsCDATAAndEndTagsAreNotStartTags() throws {
        let text = """
            <?xml version="1.0"?>
            <document><!-- <fake> --><![CDATA[ <fake> ]]>
              <scene
                  sceneID="s"><objects/></scene>
            </document>
            """
        let tags = try XMLStartTags.scan(text).get()
        #expect(tags == [
            .init(name: "document", line: 2, column: 1),
            .init(name: "scene", line: 3, column: 3),
            .init(name: "objects", line: 4, column: 19),
        ])
    }

    @Test func aProcessingInstructionButTheXMLDeclarationStopsTheScanAtItsPosition() {
        // Foundation's XMLParser crashes on some (found by the fuzzer; StoryboardReaderTests).
        #expect(XMLStartTags.scan("<?xml version=\"1.0\"?>\n<d><?pi <fake>?></d>") == .failure(.processingInstruction(line: 2, column: 4)))
    }

    @Test func aDocumentTypeDeclarationStopsTheScanAtItsPosition() {
        let text = "<?xml version=\"1.0\"?>\n  <!DOCTYPE d [<!ENTITY e \"x\">]>\n<d>&e;</d>"
        #expect(XMLStartTags.scan(text) == .failure(.documentTypeDeclaration(line: 2, column: 3)))
    }

    @Test func aStartTagWithMoreAttributesThanTheLimitStopsTheScanAtItsPosition() throws {
        let limit = XMLStartTags.maximumAttributes
        func attributes(_ count: Int) -> String {
            (0..<count).map { " a\($0)=\"1\"" }.joined()
        }
        // At the limit, '>' and the other quote inside values, and long text after the tag: read.
        let atLimit = "<d>\n  <t x='>\"'" + attributes(limit - 1) + ">" + String(repeating: "text ", count: 5 * limit) + "</t></d>"
        #expect(try XMLStartTags.scan(atLimit).get().map(\.name) == ["d", "t"])
        #expect(XMLStartTags.scan("<d>\n  <t" + attributes(limit + 1) + "/></d>") == .failure(.tooManyAttributes(line: 2, column: 3)))
        // The last tag of the text too, and one that a '<' cuts short.
        #expect(XMLStartTags.scan("<d/>\n<t" + attributes(limit + 1)) == .failure(.tooManyAttributes(line: 2, column: 1)))
        #expect(XMLStartTags.scan("<d/>\n<t" + attributes(limit + 1) + "<x/>") == .failure(.tooManyAttributes(line: 2, column: 1)))
    }

    @Test func aNULByteStopsTheScanAtItsPositionInTextCommentsAndTags() {
        #expect(XMLStartTags.scan("<d/>\r\n\u{0}") == .failure(.nulByte(line: 2, column: 1)))
        #expect(XMLStartTags.scan("<d>é😀\u{0}<e/></d>") == .failure(.nulByte(line: 1, column: 6)))
        #expect(XMLStartTags.scan("<d><!-- \u{0} --><!DOCTYPE d></d>") == .failure(.nulByte(line: 1, column: 9)))
        #expect(XMLStartTags.scan("<d a=\"\u{0}\"/>\u{0}") == .failure(.nulByte(line: 1, column: 7)))
    }

    @Test func anUnterminatedCommentRunsToTheEnd() throws {
        #expect(try XMLStartTags.scan("<a><!-- <b>").get() == [.init(name: "a", line: 1, column: 1)])
    }
}
