import Testing
@testable import SegueGenKit

@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("showDetail", #""showDetail""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        ("line\nbreak\r\ttab\0nul", #""line\nbreak\r\ttab\0nul""#),
        (#"\(interpolation)"#, #""\\(interpolation)""#),
        ("\u{202E}evil\u{202C}", #""\u{202E}evil\u{202C}""#),
        ("zero\u{200B}width\u{FEFF}", #""zero\u{200B}width\u{FEFF}""#),
        ("line\u{2028}separator\u{85}next", #""line\u{2028}separator\u{85}next""#),
        ("bell\u{7}", #""bell\u{7}""#),
        ("Détails 日本 👍🏽", #""Détails 日本 👍🏽""#),
        ("*/ #if DEBUG", #""*/ #if DEBUG""#),
    ])
    func quotedLiteral(_ text: String, _ literal: String) {
        #expect(SwiftLiteral.quoted(text) == literal)
    }

    @Test func escapedTextStaysOnOneLine() {
        let text = "a\nb\rc\u{2028}d\u{2029}e\u{85}f\u{B}g\u{C}h"
        #expect(!SwiftLiteral.commentText(text).contains { $0.isNewline })
    }
}
