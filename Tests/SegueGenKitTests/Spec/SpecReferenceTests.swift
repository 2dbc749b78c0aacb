import Foundation
import Testing
@testable import SegueGenKit
import SegueGenTestSupport

/// docs/Spec.md, the JSON Schema and the decoder describe the same language:
/// the same keys at each level, the same defaults, the same enumerations.
@Suite struct SpecReferenceTests {
    static let docs = Repository.url("docs")

    /// The decoder's keys and defaults, per level.
    static var decoderKeys: [String: [String: String?]] {
        Dictionary(uniqueKeysWithValues: SpecKeys.levels.map { level, keys in
            (level, Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0.defaultValue) }))
        })
    }

    // MARK: The JSON Schema

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: docs.appendingPathComponent("seguegen-spec.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The `properties` object of each level of the schema.
    static func schemaLevels() throws -> [String: [String: [String: Any]]] {
        let schema = try schema()
        let definitions = try #require(schema["definitions"] as? [String: Any])
        func properties(_ object: Any?) throws -> [String: [String: Any]] {
            let object = try #require(object as? [String: Any])
            return try #require(object["properties"] as? [String: [String: Any]])
        }
        let segueForms = try #require((definitions["segue"] as? [String: Any])?["oneOf"] as? [Any])
        return [
            "spec": try properties(schema),
            "names": try properties(definitions["names"]),
            "scene": try properties(definitions["scene"]),
            "segue": try properties(segueForms.last),
            "container": try properties(definitions["container"]),
        ]
    }

    @Test func schemaHasTheDecodersKeysAndDefaults() throws {
        let schema = try Self.schemaLevels()
        #expect(Set(schema.keys) == Set(Self.decoderKeys.keys))
        for (level, keys) in Self.decoderKeys {
            let properties = try #require(schema[level])
            #expect(Set(properties.keys) == Set(keys.keys), "level \(level)")
            for (key, defaultValue) in keys {
                let schemaDefault = properties[key]?["default"].map { value in
                    (value as? Bool).map { $0 ? "true" : "false" } ?? "\(value)"
                }
                #expect(schemaDefault == defaultValue, "default of \(level).\(key)")
            }
        }
    }

    @Test func schemaHasTheDecodersEnumerations() throws {
        let schema = try Self.schema()
        let levels = try Self.schemaLevels()
        let definitions = try #require(schema["definitions"] as? [String: Any])
        func values(_ object: Any?) -> [String]? { (object as? [String: Any])?["enum"] as? [String] }
        #expect(values(levels["spec"]?["platform"]) == Platform.allCases.map(\.rawValue))
        #expect(values(levels["spec"]?["dispatch"]) == SegueDispatch.allCases.map(\.rawValue))
        #expect(values(definitions["access"]) == AccessLevel.allCases.map(\.rawValue))
        #expect(values(levels["container"]?["kind"]) == ContainerKind.allCases.map(\.rawValue))
        #expect(values(levels["container"]?["find"]) == ScenePosition.allCases.map(\.rawValue))
        // A segue's and a scene's container alike: any container class of either framework.
        for level in ["segue", "scene"] {
            let containerForms = (levels[level]?["container"]?["oneOf"] as? [Any]) ?? []
            #expect(values(containerForms.first) == ContainerKind.allCases.map(\.className), "level \(level)")
        }
    }

    // MARK: docs/Spec.md

    /// The first table under each `## ` heading of docs/Spec.md: key -> default
    /// (a default is a single `code` value; anything else, such as "required"
    /// or a sentence, means none).
    static func documentedLevels() throws -> [String: [String: String?]] {
        let text = try String(contentsOf: docs.appendingPathComponent("Spec.md"), encoding: .utf8)
        let headings = ["Top level": "spec", "Names of the generated types": "names", "Scenes": "scene", "Segues": "segue", "Containers": "container"]
        var levels: [String: [String: String?]] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                current = headings[String(line.dropFirst(3))]
                continue
            }
            guard let level = current, line.hasPrefix("| `") else {
                if let level = current, levels[level] != nil, !line.hasPrefix("|") { current = nil }
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let key = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let defaultCell = cells[3]
            let isSingleCode = defaultCell.hasPrefix("`") && defaultCell.hasSuffix("`") && defaultCell.filter { $0 == "`" }.count == 2
            levels[level, default: [:]][key] = isSingleCode ? String(defaultCell.dropFirst().dropLast()) : nil
        }
        return levels
    }

    @Test func docsHaveTheDecodersKeysAndDefaults() throws {
        let documented = try Self.documentedLevels()
        #expect(Set(documented.keys) == Set(Self.decoderKeys.keys))
        for (level, keys) in Self.decoderKeys {
            #expect(documented[level] == keys, "docs/Spec.md, level \(level)")
        }
    }

    /// The types docs/Spec.md lists as no view controllers, under
    /// `destination`, are `NonViewControllerTypes`'s, list by list.
    @Test func docsListTheTypesThatAreNoViewControllers() throws {
        let text = try String(contentsOf: Self.docs.appendingPathComponent("Spec.md"), encoding: .utf8)
        let start = try #require(text.range(of: "\n- the Swift standard library's"))
        let end = try #require(text.range(of: "\n\nA view controller class of your own", range: start.upperBound..<text.endIndex))
        let bullets = text[start.lowerBound..<end.lowerBound].components(separatedBy: "\n- ").filter { !$0.isEmpty }
        // The names in backticks, without the keywords a bullet mentions in passing.
        let documented = bullets.map { bullet in
            Set(bullet.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
                .subtracting(["Any", "Self"])
        }
        #expect(documented == [
            NonViewControllerTypes.standardLibrary, NonViewControllerTypes.foundation,
            NonViewControllerTypes.uiKit.union(NonViewControllerTypes.appKit),
        ])
    }

    @Test func everyDocumentedKeyHasAnExample() throws {
        let text = try String(contentsOf: Self.docs.appendingPathComponent("Spec.md"), encoding: .utf8)
        for (level, keys) in SpecKeys.levels where level != "container" && level != "names" {
            for key in keys {
                #expect(text.contains("### `\(key.name)`"), "docs/Spec.md has no section with an example for \(level).\(key.name)")
            }
        }
    }
}
