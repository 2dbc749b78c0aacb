import Foundation
import SegueGenKit
import Testing

/// Runs the official Mustache spec (mustache/spec, commit 9cb20c3, copied in
/// `Tests/SegueGenKitTests/Mustache/Spec/`) through `MustacheTemplate`.
///
/// Every case of each file runs; the pass count per file is printed. A failure
/// in a required module fails the test; the optional modules only report.
/// `~lambdas.yml` is not run: a `MustacheValue` holds no code.
@Suite("Mustache spec")
struct MustacheSpecTests {
    static let requiredModules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]
    static let optionalModules = ["~inheritance", "~dynamic-names"]

    @Test("required module", arguments: requiredModules)
    func requiredModule(_ module: String) throws {
        let results = try SpecResults.run(module)
        print(results.summary)
        #expect(results.total > 0, "no case loaded from \(module).yml")
        for failure in results.failures {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("optional module (reported, not required)", arguments: optionalModules)
    func optionalModule(_ module: String) throws {
        let results = try SpecResults.run(module)
        print(results.summary)
        for failure in results.failures {
            print("  " + failure.replacingOccurrences(of: "\n", with: "\n  "))
        }
        #expect(results.total > 0, "no case loaded from \(module).yml")
    }
}

/// One test of a spec file.
private struct SpecCase: Sendable {
    var name: String
    var description: String
    var data: MustacheValue
    var template: String
    /// Partial sources by name; empty when the case has none.
    var partials: [String: String]
    var expected: String
}

/// The outcome of running every case of one spec file.
private struct SpecResults {
    var module: String
    var total = 0
    var failures: [String] = []

    var summary: String {
        "Mustache spec \(module).yml: \(total - failures.count)/\(total) passed"
    }

    /// The spec's files, copied into the repository (see Spec/README.md).
    static let specDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Mustache
        .appendingPathComponent("Spec")

    static func run(_ module: String) throws -> SpecResults {
        let cases = try loadSpecCases(from: specDirectory.appendingPathComponent("\(module).yml"))
        var results = SpecResults(module: module, total: cases.count)
        for specCase in cases {
            if let failure = check(specCase) {
                results.failures.append("\(module).yml \"\(specCase.name)\" (\(specCase.description)): \(failure)")
            }
        }
        return results
    }

    /// Nil when the case passes, else what went wrong.
    static func check(_ specCase: SpecCase) -> String? {
        do {
            let partials = try MustachePartials(parsing: specCase.partials)
            let template = try MustacheTemplate(name: specCase.name, source: specCase.template)
            let output = try template.render(specCase.data, partials: partials)
            guard output == specCase.expected else {
                return "template \(specCase.template.debugDescription)\n"
                    + "expected \(specCase.expected.debugDescription)\n"
                    + "rendered \(output.debugDescription)"
            }
            return nil
        } catch {
            return "template \(specCase.template.debugDescription) threw \(error)"
        }
    }
}

// MARK: - Loading spec files with the project's YAML layer

/// A spec file that does not have the shape of the mustache/spec suite.
private struct SpecFileError: Error, CustomStringConvertible {
    var description: String
}

/// The cases of one spec file: a YAML mapping whose `tests` key holds a list
/// of mappings with `name`, `desc`, `data`, `template`, optional `partials`
/// and `expected`.
/// - Throws: `YAMLError` for a syntax error, `SpecFileError` for another shape.
private func loadSpecCases(from url: URL) throws -> [SpecCase] {
    let text = try String(contentsOf: url, encoding: .utf8)
    let file = url.lastPathComponent
    guard let root = try YAMLParser.parse(text).first?.root else {
        throw SpecFileError(description: "\(file): empty file")
    }
    guard let tests = root.value(for: "tests")?.sequence else {
        throw SpecFileError(description: "\(file): no `tests` list")
    }
    return try tests.map { test throws(SpecFileError) in
        func string(_ key: String) throws(SpecFileError) -> String {
            guard let scalar = test.value(for: key)?.scalar else {
                throw SpecFileError(
                    description: "\(file):\(test.mark.line):\(test.mark.column): `\(key)` is missing or not a string")
            }
            return scalar.value
        }
        var partials: [String: String] = [:]
        for pair in test.value(for: "partials")?.mapping ?? [] {
            if let name = pair.key.scalar?.value, let source = pair.value.scalar?.value {
                partials[name] = source
            }
        }
        return SpecCase(
            name: try string("name"), description: try string("desc"),
            data: test.value(for: "data").map(MustacheValue.init(yaml:)) ?? .null,
            template: try string("template"), partials: partials, expected: try string("expected"))
    }
}

private extension YAMLNode {
    /// The value of `key` in a mapping (the last one if the key repeats).
    func value(for key: String) -> YAMLNode? {
        mapping?.last { $0.key.scalar?.value == key }?.value
    }
}

private extension MustacheValue {
    /// A YAML node as data, typing plain scalars by YAML 1.2's core schema
    /// (§10.3.2): `null`, `~` and empty are null; `true` and `false` in any
    /// of their three casings are booleans; decimal numbers are numbers;
    /// anything else, and every quoted, block or tagged scalar, is a string.
    init(yaml node: YAMLNode) {
        switch node.content {
        case .sequence(let items):
            self = .list(items.map(MustacheValue.init(yaml:)))
        case .mapping(let pairs):
            var object = MustacheObject()
            for pair in pairs {
                object[pair.key.scalar?.value ?? ""] = MustacheValue(yaml: pair.value)
            }
            self = .object(object)
        case .scalar(let scalar):
            guard scalar.style == .plain, node.tag == nil else {
                self = .string(scalar.value)
                return
            }
            let numberCharacters = Set("0123456789+-.eE")
            if scalar.isNull {
                self = .null
            } else if ["true", "True", "TRUE"].contains(scalar.value) {
                self = .bool(true)
            } else if ["false", "False", "FALSE"].contains(scalar.value) {
                self = .bool(false)
            } else if scalar.value.contains(where: \.isNumber), scalar.value.allSatisfy(numberCharacters.contains),
                let number = Double(scalar.value)
            {
                self = .number(number)
            } else {
                self = .string(scalar.value)
            }
        }
    }
}
