import Foundation
import SegueGenKit
import Testing
import SegueGenTestSupport

/// docs/Integration.md documents every key of the config file, and no other.
@Suite struct ConfigDocumentationTests {
    static let integration = Repository.url("docs/Integration.md")

    @Test func theKeyTableListsExactlyTheKeysTheDecoderKnows() throws {
        let text = try String(contentsOf: Self.integration, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## The config file").dropFirst().first?.components(separatedBy: "\n## ").first)
        let keys = section.split(separator: "\n")
            .filter { $0.hasPrefix("| `") }
            .compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
        #expect(keys == ConfigKeys.root + ConfigKeys.entry + ConfigKeys.lint.map { "lint.\($0)" })
    }
}
