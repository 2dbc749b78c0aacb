import Foundation
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// Generates the scene and support files for the names under test with the real generator,
/// and type-checks them with app code that uses every case every way, against the Swift
/// UIKit stand-in (docs/StandIns.md) in Swift 5 and Swift 6 modes with warnings as errors:
/// the names are only right if the compiler agrees.
@Suite("Names compile")
struct NamingCompileTests {
    static let languageModes = SwiftLanguageMode.allCases

    /// The segues whose names collide with no earlier one: the generator reports the
    /// others instead of emitting them.
    static func withoutCollisions(_ segues: [NamedSegue]) -> [NamedSegue] {
        let dropped = Set(SwiftNaming.collisions(among: segues.map(\.names)).map(\.secondIndex))
        return segues.indices.filter { !dropped.contains($0) }.map { segues[$0] }
    }

    /// Every tricky identifier, and every identifier of the naming examples, that gets
    /// names, without collisions.
    static func uniqueNames() -> [NamedSegue] {
        var seen = Set<String>()
        let identifiers = (NamingCorpus.trickyIdentifiers(keywords: SwiftKeywords.all) + NamingExamples.all.map(\.identifier))
            .filter { seen.insert($0).inserted }
        return withoutCollisions(identifiers.compactMap { identifier in
            guard case .success(let names) = SwiftNaming.segueNames(for: identifier) else { return nil }
            return (identifier, names)
        })
    }

    @Test(arguments: languageModes)
    func derivedNamesCompile(languageMode: SwiftLanguageMode) async throws {
        let segues = Self.uniqueNames()
        #expect(segues.count > 150)
        #expect(segues.contains { $0.names.caseName == "`self`" })
        #expect(segues.contains { $0.names.caseName == "`init`" })
        #expect(segues.contains { $0.names.caseName == "noneSegue" })
        // The generator emits every case under test, with its identifier as the raw
        // value: explicit, or implicit when the case name is the identifier.
        let generated = try NamingSources.generated(segues)
        #expect(generated.map(\.path) == ["SourceViewController+Segues.swift", "SegueGen.swift"])
        let scene = try #require(generated.first)
        for (identifier, names) in segues {
            let implicit = names.bareCaseName.unicodeScalars.elementsEqual(identifier.unicodeScalars)
            let declaration = implicit ? "case \(names.caseName)\n" : "case \(names.caseName) = \(SwiftLiteral.quoted(identifier))\n"
            #expect(scene.contents.contains(declaration), "\(names.caseName)")
        }
        let result = try await NamingSources.typecheck(segues, languageMode: languageMode)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    /// Every keyword, compiler word and member name accepted as an explicit name, without
    /// collisions.
    static func explicitNames() -> [NamedSegue] {
        var named: [NamedSegue] = []
        for keyword in SwiftKeywords.all + NamingCorpus.compilerWords + NamingCorpus.memberNames {
            guard case .success(let names) = SwiftNaming.segueNames(forExplicitName: keyword) else { continue }
            named.append((keyword, names))
        }
        return withoutCollisions(named)
    }

    @Test(arguments: languageModes)
    func acceptedExplicitNamesCompile(languageMode: SwiftLanguageMode) async throws {
        let segues = Self.explicitNames()
        #expect(segues.count > 80)
        let result = try await NamingSources.typecheck(segues, languageMode: languageMode)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    /// The derived and the explicit names, with their app code, against a real iOS SDK in
    /// every mode and at both deployment targets (`RealSDKCheck`; skipped without an SDK).
    @Test func namesCompileAgainstARealSDK() async throws {
        guard let iOS = try RealSDKCheck.sdks().iOS else {
            await RealSDKReport.shared.reportSkipped()
            return
        }
        var failures: [RealSDKCheck.Failure] = []
        for (name, segues) in [("derived names", Self.uniqueNames()), ("explicit names", Self.explicitNames())] {
            failures += try await RealSDKCheck.typecheckEverywhere(try NamingSources.files(segues), named: name, against: iOS)
        }
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
        await RealSDKReport.shared.finish("names")
    }

    /// The first error swiftc reports for each name of `SwiftKeywords.unusableCaseNames`
    /// emitted as it is: the failure its reason describes.
    static let unusableNameErrors = [
        "allCases": "ambiguous use of 'allCases'",
        "none": "assuming you mean 'Optional<SourceViewController.SegueIdentifier>.none'; "
            + "did you mean 'SourceViewController.SegueIdentifier.none' instead?",
        "some": "case is already handled by previous patterns; consider removing it",
    ]

    /// The negative control for rule 7: each name that is renamed really breaks the same
    /// generated code and app code when it is emitted, backticked, as it is, while the name
    /// it is renamed to compiles in the same place.
    @Test(arguments: SwiftKeywords.unusableCaseNames.keys.sorted())
    func unusableNamesBreakGeneratedCode(name: String) async throws {
        let expectedError = try #require(Self.unusableNameErrors[name])
        let unrenamed = SegueNames(bareCaseName: name, escaped: true, methodName: "performXSegue")
        let control = SegueNames(bareCaseName: "other", escaped: false, methodName: "performOtherSegue")
        guard case .success(let renamed) = SwiftNaming.segueNames(for: name) else {
            Issue.record("`\(name)` gets no names")
            return
        }
        #expect(renamed.bareCaseName == name + "Segue")
        for languageMode in Self.languageModes {
            let broken = try await NamingSources.typecheck([(name, unrenamed), ("other", control)], languageMode: languageMode)
            #expect(!broken.succeeded, "`\(name)` compiled in \(languageMode) mode")
            #expect(broken.diagnostics(.error).first.map { $0.message.hasPrefix(expectedError) } == true, "\(broken)")
            let fixed = try await NamingSources.typecheck([(name, renamed), ("other", control)], languageMode: languageMode)
            #expect(fixed.succeeded, "\(fixed)")
        }
    }

    @Test(arguments: languageModes)
    func acceptedTypeNamesCompile(languageMode: SwiftLanguageMode) async throws {
        let contextual = SwiftKeywords.contextual.filter { !SwiftKeywords.typePositionWords.contains($0) }
        var seen = Set<String>()
        let typeNames = (NamingCorpus.acceptedTypeNames + contextual + contextual.map { "Models.\($0)" })
            .filter { seen.insert($0).inserted }
        for typeName in typeNames {
            #expect(SwiftNaming.typeNameProblem(typeName) == nil, "\(typeName)")
        }
        let result = try await NamingSources.typecheck(typeUses: typeNames, languageMode: languageMode)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    /// The negative control for the type-position words: each breaks a type use at the top
    /// level or nested in another type.
    @Test(arguments: SwiftKeywords.typePositionWords.sorted())
    func typePositionWordsBreakTypeUses(word: String) async throws {
        for languageMode in Self.languageModes {
            let topLevel = try await NamingSources.typecheck(typeUses: [word], languageMode: languageMode)
            let nested = try await NamingSources.typecheck(typeUses: ["Models.\(word)"], languageMode: languageMode)
            #expect(!topLevel.succeeded || !nested.succeeded, "`\(word)` compiled in \(languageMode) mode")
        }
    }
}

/// A segue under test: its storyboard identifier and the names to generate for it.
typealias NamedSegue = (identifier: String, names: SegueNames)

/// The Swift sources that `NamingCompileTests` type-checks.
enum NamingSources {
    /// The source scene of every segue under test.
    static let sourceType = "SourceViewController"
    /// The destination scene of every segue under test.
    static let destinationType = "DestinationViewController"
    /// The spec file name the generated headers name.
    static let specFileName = "naming.yml"

    /// A spec with one scene, `SourceViewController`, whose segues carry `segues`' identifiers
    /// and names, in order, each showing a `DestinationViewController`; positions are
    /// `naming.yml:<segue number + 1>:1`.
    static func spec(_ segues: [NamedSegue]) -> NavigationSpec {
        func at(_ line: Int) -> SegueGenKit.SourceLocation { SegueGenKit.SourceLocation(file: specFileName, line: line, column: 1) }
        let sceneSegues = segues.enumerated().map { index, segue in
            Segue(
                identifier: Located(segue.identifier, at: at(index + 2)),
                destination: Located(destinationType, at: at(index + 2)),
                names: segue.names)
        }
        return NavigationSpec(scenes: [Scene(typeName: Located(sourceType, at: at(1)), segues: sceneSegues)])
    }

    /// The scene file and the support file the built-in templates generate for `segues`.
    ///
    /// - Throws: `MustacheError` if a template fails to render.
    static func generated(_ segues: [NamedSegue]) throws -> [GeneratedFile] {
        try Generator(templates: try TemplateSet.builtin(for: .ios)).generate(spec(segues), specFileName: specFileName)
    }

    /// The generated files for `segues`, then the app code using them.
    ///
    /// - Throws: `MustacheError` if a template fails to render.
    static func files(_ segues: [NamedSegue]) throws -> [SwiftSourceFile] {
        try generated(segues).map { SwiftSourceFile(name: $0.path, contents: $0.contents) }
            + [SwiftSourceFile(name: "App.swift", contents: appCode(segues))]
    }

    /// Type-checks the generated files for `segues` with their app code against the Swift
    /// UIKit stand-in, warnings as errors.
    static func typecheck(_ segues: [NamedSegue], languageMode: SwiftLanguageMode) async throws -> CompilerResult {
        try await StandInHarness.shared.typecheck(
            files: try files(segues), against: .swiftStandIn, languageMode: languageMode, warningsAsErrors: true)
    }

    /// Type-checks `typeUses(typeNames)` alone (no UIKit involved), warnings as errors.
    static func typecheck(typeUses typeNames: [String], languageMode: SwiftLanguageMode) async throws -> CompilerResult {
        try await StandInHarness.shared.typecheck(
            files: [SwiftSourceFile(name: "TypeUses.swift", contents: typeUses(typeNames))],
            against: .swiftStandIn, languageMode: languageMode, warningsAsErrors: true)
    }

    /// The app's side: the two view controller classes, a `prepare(for:sender:)` that forwards
    /// and switches over `SegueDestination`, and every kind of use of the cases and perform
    /// methods from the source view controller, as app code would write them.
    static func appCode(_ segues: [NamedSegue]) -> String {
        var out = """
            import UIKit

            final class \(destinationType): UIViewController {}

            final class \(sourceType): UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    SegueGen.prepare(for: segue)
                    switch SegueDestination(segue) {

            """
        for (_, names) in segues {
            out += "        case .\(names.caseName)(let destination)?: _ = destination\n"
        }
        out += "        case nil: break\n        }\n    }\n}\n\n"

        out += "extension \(sourceType) {\n"
        out += "    func useAll(_ destination: \(destinationType), _ raw: String) -> Int {\n"
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
                            switch SegueDestination.\(name)(destination) {
                            case .\(name)(let controller): _ = controller
                            default: break
                            }
                            \(names.methodName) { _ in }
                            \(names.methodName)(sender: raw) { controller in _ = controller }
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
}
