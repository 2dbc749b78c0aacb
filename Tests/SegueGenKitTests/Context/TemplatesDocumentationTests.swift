import Foundation
import Testing
@testable import SegueGenKit
import SegueGenTestSupport

/// docs/Templates.md documents every key of the template context, and no key
/// that no longer exists, with the right optionality.
@Suite struct TemplatesDocumentationTests {
    static let document = Repository.url("docs/Templates.md")

    /// A context with every kind of value: an inherited segue with a custom
    /// container and an explicit raw value, an unwind segue.
    static func contexts() throws -> (scene: TemplateContext.SceneFile, support: TemplateContext.SupportFile) {
        let loaded = SpecLoader.load(bytes: Array("""
            scenes:
              BaseViewController:
                segues:
                  Show Detail:
                    destination: DetailViewController
                    container: {type: MainNavigationController, kind: navigation}
              ChildViewController:
                superclass: BaseViewController
                storyboard: Main
                storyboardIdentifier: Child
                segues:
                  close: {unwind: true}
            """.utf8), path: "Nav.yaml")
        let spec = try #require(loaded.value, "\(loaded.diagnostics)")
        let child = try #require(spec.scenes.last)
        let scene = try #require(TemplateContext.sceneFile(for: child, in: spec, specFileName: "Nav.yaml"))
        return (scene, TemplateContext.supportFile(for: spec, specFileName: "Nav.yaml"))
    }

    /// Each context type's keys (its stored properties, which are its JSON
    /// keys) and whether each is optional.
    static func actualKeys() throws -> [String: [String: Bool]] {
        let (sceneFile, supportFile) = try contexts()
        let segue = try #require(sceneFile.scene.segues.first)
        let container = try #require(segue.container)
        let instantiation = try #require(sceneFile.scene.instantiation)
        func keys(_ value: Any) -> [String: Bool] {
            Dictionary(uniqueKeysWithValues: Mirror(reflecting: value).children.compactMap { child in
                child.label.map { ($0, Mirror(reflecting: child.value).displayStyle == .optional) }
            })
        }
        return [
            "Scene file": keys(sceneFile), "Support file": keys(supportFile),
            "platform": keys(sceneFile.platform), "dispatch": keys(sceneFile.dispatch), "names": keys(sceneFile.names),
            "scene": keys(sceneFile.scene), "segue": keys(segue), "container": keys(container),
            "instantiation": keys(instantiation),
        ]
    }

    /// The tables of docs/Templates.md under "## The context": heading -> key -> optional.
    static func documentedKeys() throws -> [String: [String: Bool]] {
        let text = try String(contentsOf: document, encoding: .utf8)
        var result: [String: [String: Bool]] = [:]
        var heading: String?
        var inContext = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { inContext = line == "## The context" }
            guard inContext else { continue }
            if line.hasPrefix("### ") {
                heading = String(line.dropFirst(4))
                continue
            }
            guard let heading, line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let key = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            result[heading, default: [:]][key] = cells[1].hasSuffix(", optional")
        }
        return result
    }

    @Test func everyContextKeyIsDocumentedAndNothingElse() throws {
        let actual = try Self.actualKeys()
        let documented = try Self.documentedKeys()
        #expect(Set(documented.keys) == Set(actual.keys))
        for (type, keys) in actual {
            let documentedKeys = documented[type] ?? [:]
            for key in Set(keys.keys).subtracting(documentedKeys.keys) {
                Issue.record("docs/Templates.md does not document \(type).\(key)")
            }
            for key in Set(documentedKeys.keys).subtracting(keys.keys) {
                Issue.record("docs/Templates.md documents \(type).\(key), which the context no longer has")
            }
            for (key, isOptional) in keys where documentedKeys[key].map({ $0 != isOptional }) == true {
                Issue.record("docs/Templates.md says \(type).\(key) is \(isOptional ? "not " : "")optional; it is \(isOptional ? "" : "not ")")
            }
        }
    }

    /// The JSON under "### Example" is the scene file's context of the spec
    /// above it, key for key and value for value; an object with a `"..."`
    /// key stands for one that has its other keys.
    @Test func theExampleIsTheContextOfItsSpec() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let example = try #require(text.components(separatedBy: "\n### Example\n").dropFirst().first)
        func block(_ language: String) -> String? {
            example.components(separatedBy: "```\(language)\n").dropFirst().first?.components(separatedBy: "```").first
        }
        let yaml = try #require(block("yaml"))
        let json = try #require(block("json"))
        let spec = try #require(SpecLoader.load(bytes: Array(yaml.utf8), path: "Nav.yaml").value)
        let scene = try #require(spec.scenes.first)
        let context = try #require(TemplateContext.sceneFile(for: scene, in: spec, specFileName: "Nav.yaml"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let actual = try encoder.encode(context)
        #expect(
            try Self.matches(JSONSerialization.jsonObject(with: Data(json.utf8)), JSONSerialization.jsonObject(with: actual)),
            "docs/Templates.md's example differs from the context:\n\(String(decoding: actual, as: UTF8.self))")
    }

    /// Whether the documented JSON value `documented` describes `actual`.
    static func matches(_ documented: Any, _ actual: Any) -> Bool {
        switch (documented, actual) {
        case let (documented as [String: Any], actual as [String: Any]):
            let keys = Set(documented.keys).subtracting(["..."])
            let abbreviated = documented["..."] != nil
            guard abbreviated ? keys.isSubset(of: actual.keys) : keys == Set(actual.keys) else { return false }
            return keys.allSatisfy { key in
                guard let documentedValue = documented[key], let actualValue = actual[key] else { return false }
                return matches(documentedValue, actualValue)
            }
        case let (documented as [Any], actual as [Any]):
            return documented.count == actual.count && zip(documented, actual).allSatisfy(matches)
        default:
            return "\(documented)" == "\(actual)"
        }
    }

    @Test func everyBuiltinTemplateHasASection() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        for template in BuiltinTemplate.all {
            #expect(text.contains("### `\(template.name)`"), "docs/Templates.md has no section for \(template.name)")
        }
    }
}
