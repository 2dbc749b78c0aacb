import Foundation
import Testing
@testable import SegueGenKit

/// Type-checks generated code with the toolchain's `swiftc`, in Swift 5 and Swift 6 modes,
/// with warnings as errors: the names are only right if the compiler agrees.
@Suite("Names compile")
struct NamingCompileTests {
    static let languageModes = ["5", "6"]

    /// The segues whose names collide with no earlier one: the generator reports the
    /// others instead of emitting them.
    static func withoutCollisions(_ segues: [(identifier: String, names: SegueNames)]) -> [(identifier: String, names: SegueNames)] {
        let dropped = Set(SwiftNaming.collisions(among: segues.map(\.names)).map(\.secondIndex))
        return segues.indices.filter { !dropped.contains($0) }.map { segues[$0] }
    }

    /// Every tricky identifier that gets names, without collisions.
    static func uniqueNames() -> [(identifier: String, names: SegueNames)] {
        withoutCollisions(NamingCorpus.trickyIdentifiers.compactMap { identifier in
            guard case .success(let names) = SwiftNaming.segueNames(for: identifier) else { return nil }
            return (identifier, names)
        })
    }

    @Test(arguments: languageModes)
    func derivedNamesCompile(swiftVersion: String) async throws {
        let segues = Self.uniqueNames()
        #expect(segues.count > 150)
        #expect(segues.contains { $0.names.caseName == "`self`" })
        #expect(segues.contains { $0.names.caseName == "`init`" })
        #expect(segues.contains { $0.names.caseName == "noneSegue" })
        let result = try await NamingSwiftc.typecheck(NamingGeneratedCode.scene(segues), swiftVersion: swiftVersion)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(arguments: languageModes)
    func acceptedExplicitNamesCompile(swiftVersion: String) async throws {
        var named: [(identifier: String, names: SegueNames)] = []
        for keyword in SwiftKeywords.all + NamingCorpus.compilerWords + NamingCorpus.memberNames {
            guard case .success(let names) = SwiftNaming.segueNames(forExplicitName: keyword) else { continue }
            named.append((keyword, names))
        }
        let segues = Self.withoutCollisions(named)
        #expect(segues.count > 80)
        let result = try await NamingSwiftc.typecheck(NamingGeneratedCode.scene(segues), swiftVersion: swiftVersion)
        #expect(result.status == 0, "\(result.output)")
    }

    /// The negative control for rule 7: each name that is renamed really breaks the same
    /// generated code when it is emitted, backticked, as it is.
    @Test(arguments: SwiftKeywords.unusableCaseNames.keys.sorted())
    func unusableNamesBreakGeneratedCode(name: String) async throws {
        let unrenamed = SegueNames(bareCaseName: name, escaped: true, methodName: "performXSegue")
        let control = SegueNames(bareCaseName: "other", escaped: false, methodName: "performOtherSegue")
        for swiftVersion in Self.languageModes {
            let result = try await NamingSwiftc.typecheck(
                NamingGeneratedCode.scene([(name, unrenamed), ("other", control)]), swiftVersion: swiftVersion)
            #expect(result.status != 0, "`\(name)` compiled in Swift \(swiftVersion) mode")
        }
    }

    @Test(arguments: languageModes)
    func acceptedTypeNamesCompile(swiftVersion: String) async throws {
        let contextual = SwiftKeywords.contextual.filter { !SwiftKeywords.typePositionWords.contains($0) }
        var seen = Set<String>()
        let typeNames = (NamingTypeNameTests.accepted + contextual + contextual.map { "Models.\($0)" })
            .filter { seen.insert($0).inserted }
        for typeName in typeNames {
            #expect(SwiftNaming.typeNameProblem(typeName) == nil, "\(typeName)")
        }
        let result = try await NamingSwiftc.typecheck(NamingGeneratedCode.typeUses(typeNames), swiftVersion: swiftVersion)
        #expect(result.status == 0, "\(result.output)")
    }

    /// The negative control for the type-position words: each breaks a type use at the top
    /// level or nested in another type.
    @Test(arguments: SwiftKeywords.typePositionWords.sorted())
    func typePositionWordsBreakTypeUses(word: String) async throws {
        for swiftVersion in Self.languageModes {
            let topLevel = try await NamingSwiftc.typecheck(NamingGeneratedCode.typeUses([word]), swiftVersion: swiftVersion)
            let nested = try await NamingSwiftc.typecheck(NamingGeneratedCode.typeUses(["Models.\(word)"]), swiftVersion: swiftVersion)
            #expect(topLevel.status != 0 || nested.status != 0, "`\(word)` compiled in Swift \(swiftVersion) mode")
        }
    }
}

/// Swift source shaped like seguegen's output, for the names under test.
enum NamingGeneratedCode {
    /// UIKit stand-ins with the members of shared/reference/uikit-appkit-segue-api.md that
    /// generated methods could clash with; Linux has no UIKit.
    static let standIns = """
        import Foundation

        @preconcurrency @MainActor open class UIResponder: NSObject {
            open var next: UIResponder? { nil }
        }
        @preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
            open var identifier: String? { nil }
            open var source: UIViewController { UIViewController() }
            open var destination: UIViewController { UIViewController() }
            open func perform() {}
        }
        @preconcurrency @MainActor open class UIViewController: UIResponder {
            open var storyboard: AnyObject? { nil }
            open func performSegue(withIdentifier identifier: String, sender: Any?) {}
            open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
            open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
            open var children: [UIViewController] { [] }
            open var parent: UIViewController? { nil }
            open var presentingViewController: UIViewController? { nil }
        }

        """

    /// The scene file's shape (Templates/uikit-scene.swift.mustache): both enums nested in an
    /// extension of the source view controller, `SegueDestination.init?(_:)` switching over
    /// the optional identifier, a perform method per segue; then every kind of use of the
    /// cases from the source view controller, as app code would write them.
    static func scene(_ segues: [(identifier: String, names: SegueNames)]) -> String {
        var out = standIns
        out += """
            final class DestinationViewController: UIViewController {}
            final class SourceViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch SegueDestination(segue) {

            """
        for (_, names) in segues {
            out += "        case .\(names.caseName)(let destination)?: _ = destination\n"
        }
        out += "        case nil: break\n        }\n    }\n}\n\n"

        out += "extension SourceViewController {\n    enum SegueIdentifier: String, CaseIterable, Sendable {\n"
        for (identifier, names) in segues {
            out += "        case \(names.caseName) = \(literal(identifier))\n"
        }
        out += "    }\n\n    enum SegueDestination {\n"
        for (_, names) in segues {
            out += "        case \(names.caseName)(DestinationViewController)\n"
        }
        out += """

                @MainActor
                init?(_ segue: UIStoryboardSegue) {
                    switch segue.identifier.flatMap(SegueIdentifier.init(rawValue:)) {

            """
        for (_, names) in segues {
            out += """
                        case .\(names.caseName)?:
                            guard let destination = segue.destination as? DestinationViewController else { return nil }
                            self = .\(names.caseName)(destination)

                """
        }
        out += "        case nil:\n            return nil\n        }\n    }\n\n"
        out += "        var identifier: SegueIdentifier {\n            switch self {\n"
        for (_, names) in segues {
            out += "            case .\(names.caseName): return .\(names.caseName)\n"
        }
        out += "            }\n        }\n    }\n"
        for (_, names) in segues {
            out += """

                    func \(names.methodName)(sender: Any? = nil, configure: (DestinationViewController) -> Void) {
                        performSegue(withIdentifier: SegueIdentifier.\(names.caseName).rawValue, sender: sender)
                    }

                """
        }
        out += "}\n\nextension SourceViewController {\n"
        out += "    func useAll(_ destination: DestinationViewController, _ raw: String) -> Int {\n"
        out += "        let all = SegueIdentifier.allCases\n"
        out += "        var count = all.count\n"
        out += "        _ = SegueIdentifier(rawValue: raw)?.hashValue\n"
        out += "        switch SegueIdentifier(rawValue: raw) {\n"
        for (_, names) in segues {
            out += "        case .\(names.caseName)?: count += 1\n"
        }
        out += "        case nil: count += 2\n        }\n"
        // The same switch without `?`: Swift matches enum cases against optionals too.
        out += "        switch SegueIdentifier(rawValue: raw) {\n"
        for (_, names) in segues {
            out += "        case .\(names.caseName): count += 1\n"
        }
        out += "        case nil: count += 2\n        }\n"
        for (_, names) in segues {
            let name = names.caseName
            out += """
                        if SegueIdentifier(rawValue: raw) == .\(name) { count += 1 }
                        if SegueIdentifier(rawValue: raw) == SegueIdentifier.\(name) { count += 1 }
                        if case .\(name)? = SegueIdentifier(rawValue: raw) { count += 1 }
                        do {
                            let id: SegueIdentifier = .\(name)
                            count += id.rawValue.count
                            let value: SegueDestination = .\(name)(destination)
                            if case .\(name)(let controller) = value { _ = controller }
                            count += value.identifier == .\(name) ? 1 : 0
                            switch SegueDestination.\(name)(destination) {
                            case .\(name)(let controller): _ = controller
                            default: break
                            }
                            \(names.methodName) { _ in }
                        }

                """
        }
        out += "        return count\n    }\n}\n"
        return out
    }

    /// Declarations for dotted type names, then each used where generated code uses a
    /// destination type: an associated value, a cast, a closure parameter, a metatype, an
    /// optional return type, an array element.
    static func typeUses(_ typeNames: [String]) -> String {
        var out = "class Base {}\n"
        var nested: [String: [String]] = [:]
        var outerOrder: [String] = []
        for typeName in typeNames {
            let components = typeName.split(separator: ".").map(String.init)
            if components.count == 1 {
                out += "final class `\(typeName)`: Base {}\n"
            } else {
                let outer = components.dropLast().joined(separator: ".")
                if nested[outer] == nil { outerOrder.append(outer) }
                nested[outer, default: []].append(components[components.count - 1])
            }
        }
        var declaredOuter = Set<String>()
        for outer in outerOrder {
            // Declare each outer level as an enum, innermost members as classes.
            let parts = outer.split(separator: ".").map(String.init)
            for depth in parts.indices {
                let path = parts[...depth].joined(separator: ".")
                guard declaredOuter.insert(path).inserted else { continue }
                out += depth == 0 ? "enum `\(parts[0])` {}\n" : "extension \(parts[..<depth].joined(separator: ".")) { enum `\(parts[depth])` {} }\n"
            }
            for inner in nested[outer] ?? [] {
                out += "extension \(outer) { final class `\(inner)`: Base {} }\n"
            }
        }
        out += "enum Destination {\n"
        for (index, typeName) in typeNames.enumerated() { out += "    case d\(index)(\(typeName))\n" }
        out += "}\n"
        for (index, typeName) in typeNames.enumerated() {
            out += """
                func use\(index)(_ base: Base, _ configure: (\(typeName)) -> Void) -> Destination? {
                    let type: \(typeName).Type = \(typeName).self
                    _ = type
                    guard let destination = base as? \(typeName) else { return nil }
                    configure(destination)
                    return .d\(index)(destination)
                }
                func cast\(index)(_ base: Base) -> \(typeName)? { base as? \(typeName) }
                func all\(index)(_ bases: [Base]) -> [\(typeName)] { bases.compactMap { $0 as? \(typeName) } }

                """
        }
        return out
    }

    /// A Swift string literal for `text` (the generator's own escaping is tested elsewhere).
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// Runs the `swiftc` found on PATH. (SegueGenTestSupport's `StandInHarness` does this
/// against the full stand-ins; this test target does not depend on it.)
enum NamingSwiftc {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func executable() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "swiftc not found on PATH (\(path))")
    }

    /// Type-checks `source` as one file with `-warnings-as-errors`, waiting without blocking
    /// a thread; the compiler's output goes to a file, not a pipe.
    /// - Returns: the exit status and the compiler's combined output.
    static func typecheck(_ source: String, swiftVersion: String) async throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("seguegen-naming-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Generated.swift")
        let log = directory.appendingPathComponent("swiftc.log")
        try Data(source.utf8).write(to: file)
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw Failure(description: "cannot create \(log.path)")
        }
        let logHandle = try FileHandle(forWritingTo: log)
        defer { try? logHandle.close() }

        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["-typecheck", "-parse-as-library", "-swift-version", swiftVersion, "-warnings-as-errors", file.path]
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = logHandle
        process.standardError = logHandle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        let output = FileManager.default.contents(atPath: log.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (status, output)
    }
}
