import Foundation
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// docs/Naming.md shows tables printed from the code and from `NamingExamples`; this test
/// fails when they drift. `SEGUEGEN_RECORD=1 swift test --filter NamingDocsTests` rewrites
/// the generated sections (and still fails once, so a recording run never passes CI).
@Suite("docs/Naming.md")
struct NamingDocsTests {
    static let docsURL = Repository.url("docs/Naming.md")

    /// The generated sections, by marker name, in the order they appear in the document.
    static func sections() -> [(name: String, content: String)] {
        [
            ("reserved-keywords", reservedKeywords()),
            ("contextual-keywords", contextualKeywords()),
            ("unusable-case-names", unusableCaseNames()),
            ("type-position-words", typePositionWords()),
            ("examples", examples()),
        ]
    }

    @Test func generatedSectionsMatchTheCode() throws {
        var document = try String(contentsOf: Self.docsURL, encoding: .utf8)
        let recording = Golden.isRecording
        for (name, content) in Self.sections() {
            let begin = "<!-- BEGIN GENERATED: \(name) -->\n"
            let end = "<!-- END GENERATED: \(name) -->"
            guard let start = document.range(of: begin), let stop = document.range(of: end, range: start.upperBound..<document.endIndex) else {
                Issue.record("docs/Naming.md lacks the markers for the section \(name)")
                continue
            }
            let current = String(document[start.upperBound..<stop.lowerBound])
            if recording {
                document.replaceSubrange(start.upperBound..<stop.lowerBound, with: content)
            } else {
                #expect(current == content, "section \(name) of docs/Naming.md is out of date; re-record with SEGUEGEN_RECORD=1")
            }
        }
        if recording {
            try Data(document.utf8).write(to: Self.docsURL)
            Issue.record("re-recorded docs/Naming.md; run again without SEGUEGEN_RECORD")
        }
    }

    static func code(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "|", with: "\\|")
        return escaped.contains("`") ? "`` \(escaped) ``" : "`\(escaped)`"
    }

    static func examples() -> String {
        var out = "| Identifier | Case name | Method | Rules |\n|---|---|---|---|\n"
        for example in NamingExamples.all {
            let identifier = code(SwiftLiteral.quoted(example.identifier))
            switch example.outcome {
            case .names(let caseName, let methodName):
                out += "| \(identifier) | \(code(caseName)) | \(code(methodName)) | \(example.note) |\n"
            case .problem(let problem):
                let kind: String
                switch problem {
                case .emptyIdentifier: kind = "error: empty"
                default: kind = "error: no letters or digits"
                }
                out += "| \(identifier) | \(kind) | | \(example.note) |\n"
            }
        }
        return out
    }

    static func reservedKeywords() -> String {
        SwiftKeywords.all.filter(SwiftKeywords.reserved.contains).map(code).joined(separator: ", ") + "\n"
    }

    static func contextualKeywords() -> String {
        SwiftKeywords.contextual.map(code).joined(separator: ", ") + "\n"
    }

    static func unusableCaseNames() -> String {
        var out = "| Name | Becomes | Why |\n|---|---|---|\n"
        for (name, reason) in SwiftKeywords.unusableCaseNames.sorted(by: { $0.key < $1.key }) {
            out += "| \(code(name)) | \(code(name + "Segue")) | \(reason.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        return out
    }

    static func typePositionWords() -> String {
        SwiftKeywords.typePositionWords.sorted().map(code).joined(separator: ", ") + "\n"
    }
}
