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

    @Test func anUnterminatedCommentRunsToTheEnd() throws {
        #expect(try XMLStartTags.scan("<a><!-- <b>").get() == [.init(name: "a", line: 1, column: 1)])
    }
}
