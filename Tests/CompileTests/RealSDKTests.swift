import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// The generated code against a real Apple SDK (docs/StandIns.md, "Verified against a real
/// SDK"), when `$SEGUEGEN_IOS_SDK` names one or, on macOS, `xcrun` finds one: every golden
/// output, the example app and single-file outputs type-check in every mode at the minimum
/// deployment target and at the SDK's own, the example and a single-file output compile to
/// objects, and the probes in `Tests/SDKProbes` get the same diagnostics from the stand-ins as
/// from the SDK. `Scripts/check-real-sdk` runs these with the naming and hostile-input checks.
@Suite struct RealSDKTests {
    /// The fixtures `dispatch: forward` shares one single file between, and the swizzled one.
    static let singleFileOutputs = [Fixture.sharingOneModule, [Fixture.named("swizzle")]]

    /// A fixture's app code and golden files.
    static func goldenFiles(_ fixture: Fixture) throws -> [SwiftSourceFile] {
        try fixture.sources() + fixture.expectedFiles().map(\.sourceFile)
    }

    /// `fixtures` generated into one `SegueGen.swift`, with their app code.
    static func singleFile(_ fixtures: [Fixture]) throws -> [SwiftSourceFile] {
        let generated = try Generator(templates: try TemplateSet.builtin(for: .ios))
            .generate(try Fixture.specInputs(fixtures), layout: .singleFile)
        let sources = try fixtures.flatMap { fixture in
            try fixture.sources().map { SwiftSourceFile(name: "\(fixture.name)-\($0.name)", contents: $0.contents) }
        }
        return sources + generated.map(\.sourceFile)
    }

    @Test func generatedCodeCompilesAgainstARealSDK() async throws {
        let sdks = try RealSDKCheck.sdks()
        guard let iOS = sdks.iOS else {
            await RealSDKReport.shared.reportSkipped()
            return
        }
        var sets: [(String, [SwiftSourceFile], AppleSDK)] = []
        for fixture in Fixture.all {
            let isAppKit = fixture.name.hasPrefix("appkit")
            guard let sdk = isAppKit ? sdks.macOS : iOS else { continue }
            sets.append(("Fixtures/\(fixture.name)", try Self.goldenFiles(fixture), sdk))
        }
        let example = try ExampleApp.sources() + ExampleApp.generatedSources()
        sets.append(("Examples/TaskList", example, iOS))
        for fixtures in Self.singleFileOutputs {
            sets.append(("--single-file \(fixtures.map(\.name).joined(separator: "+"))", try Self.singleFile(fixtures), iOS))
        }
        #expect(sets.count >= 14)
        let failures = try await withThrowingTaskGroup(of: [String].self) { group in
            for (name, files, sdk) in sets {
                group.addTask {
                    try await RealSDKCheck.typecheckEverywhere(files, named: name, against: sdk).map(\.description)
                }
            }
            // Objects, optimized, at the SDK's own version: the example and the swizzled single
            // file; with the main actor as default isolation only where the SDK can generate code
            // for isolated deinits (`AppleSDK.declaresDeinitOnExecutor`).
            let objectModes = RealSDKCheck.modes.filter { $0.defaultIsolation == nil || iOS.declaresDeinitOnExecutor }
            for (name, files) in [("Examples/TaskList", example), ("--single-file swizzle", try Self.singleFile([Fixture.named("swizzle")]))] {
                for mode in objectModes {
                    group.addTask {
                        let target = AppleSDKTarget(sdk: iOS, triple: iOS.targets[1])
                        let result = try await StandInHarness.shared.compileObject(
                            files: files, against: target, languageMode: mode.languageMode, defaultIsolation: mode.defaultIsolation)
                        let clean = result.compilation.succeeded && result.compilation.diagnostics.isEmpty && result.isMachOArm64
                        return clean ? [] : ["\(name), -c -O, \(target), \(mode):\n\(result)"]
                    }
                }
            }
            var failures: [String] = []
            for try await failed in group { failures += failed }
            return failures
        }
        #expect(failures.isEmpty, "\(failures.count) compilations failed:\n\(failures.joined(separator: "\n"))")
        await RealSDKReport.shared.finish("generated code")
    }

    /// `Tests/SDKProbes`.
    static let probesDirectory = Repository.root.appendingPathComponent("Tests/SDKProbes")

    /// A probe says so in its first lines when it is not for the Swift stand-in (whose
    /// Foundation is swift-corelibs-foundation's, and which has no Objective-C runtime).
    static let notForTheSwiftStandIn = "// Not compiled against the Swift stand-in:"

    /// A probe's diagnostics in its own file, as `line: severity: message` without the
    /// diagnostic group newer compilers append (` [#Group]`).
    static func normalized(_ result: CompilerResult, probe: String) -> [String] {
        result.diagnostics.filter { $0.file.hasSuffix("/" + probe) }.map { diagnostic in
            "\(diagnostic.line): \(diagnostic.severity): \(diagnostic.message.components(separatedBy: " [#")[0])"
        }
    }

    /// Each probe gets the same diagnostics, line for line, from the Swift stand-in (unless it
    /// says it is not for it), the header stand-ins and the real SDK, in Swift 6 at the SDK's
    /// version with warnings as warnings: a signature, an optionality, an isolation, a
    /// Sendable conformance or a discardability that differs changes them.
    @Test func probesAgreeWithTheStandInsAndARealSDK() async throws {
        guard let iOS = try RealSDKCheck.sdks().iOS else {
            await RealSDKReport.shared.reportSkipped()
            return
        }
        let probes = try SwiftFiles.read(in: Self.probesDirectory)
        #expect(probes.count >= 6)
        let target = AppleSDKTarget(sdk: iOS, triple: iOS.targets[1])
        let differences = try await withThrowingTaskGroup(of: String?.self) { group in
            for probe in probes {
                group.addTask {
                    let harness = StandInHarness.shared
                    let sdk = Self.normalized(
                        try await harness.typecheck(files: [probe], against: target, languageMode: .swift6, warningsAsErrors: false),
                        probe: probe.name)
                    var standIns: [StandInSDK] = [.objcHeaders]
                    if !probe.contents.contains(Self.notForTheSwiftStandIn) { standIns.append(.swiftStandIn) }
                    var report: [String] = []
                    for standIn in standIns {
                        let standInResult = Self.normalized(
                            try await harness.typecheck(files: [probe], against: standIn, languageMode: .swift6, warningsAsErrors: false),
                            probe: probe.name)
                        if standInResult != sdk {
                            report.append("""
                                \(probe.name): \(standIn) differs from \(iOS.path.lastPathComponent)
                                  only \(standIn): \(standInResult.filter { !sdk.contains($0) })
                                  only SDK: \(sdk.filter { !standInResult.contains($0) })
                                """)
                        }
                    }
                    return report.isEmpty ? nil : report.joined(separator: "\n")
                }
            }
            var differences: [String] = []
            for try await difference in group { if let difference { differences.append(difference) } }
            return differences.sorted()
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        await RealSDKReport.shared.count(probes: probes.count, sdk: iOS)
        await RealSDKReport.shared.finish("probes")
    }

    /// A framework built for distribution (`-enable-library-evolution`) with a public scene.
    static let resilientSpec = """
        access: public
        scenes:
          RecipeListViewController:
            segues:
              showRecipe: RecipeViewController
              showFilters: FiltersViewController

        """

    static let resilientScenes = SwiftSourceFile(name: "Scenes.swift", contents: """
        import UIKit

        public final class RecipeViewController: UIViewController {
            public var recipe = ""
        }

        public final class FiltersViewController: UIViewController {}

        open class RecipeListViewController: UIViewController {}

        """)

    /// An app switching over the framework's enums exhaustively, ending in `case nil`, as the
    /// README recommends.
    static let resilientClient = SwiftSourceFile(name: "Favorites.swift", contents: """
        import UIKit
        import Recipes

        final class FavoritesViewController: RecipeListViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                switch SegueIdentifier(segue.identifier) {
                case .showRecipe?: print("recipe")
                case .showFilters?: print("filters")
                case nil: break
                }
                switch SegueDestination(segue) {
                case .showRecipe(let recipe)?: recipe.recipe = "soup"
                case .showFilters?: break
                case nil: break
                }
            }
        }

        """)

    /// Exhaustive switches over a public scene's `SegueIdentifier?` and `SegueDestination?`
    /// compile across a resilient module boundary because the enums are `@frozen`; without
    /// it, the same switches do not compile (the negative control). Against the Swift
    /// stand-in, and the real SDK when one is given.
    @Test(arguments: SwiftLanguageMode.allCases)
    func publicEnumsSwitchExhaustivelyAcrossAResilientBoundaryStandInAndRealSDK(_ mode: SwiftLanguageMode) async throws {
        let generated = try Generation.files(forSpec: Array(Self.resilientSpec.utf8), named: "Recipes.yaml").map(\.sourceFile)
        #expect(generated.contains { $0.contents.contains("@frozen public enum SegueIdentifier") })
        #expect(generated.contains { $0.contents.contains("@frozen public enum SegueDestination") })
        let frozen = SwiftLibrary(moduleName: "Recipes", files: [Self.resilientScenes] + generated, libraryEvolution: true)
        var unfrozen = frozen
        unfrozen.files = unfrozen.files.map { SwiftSourceFile(name: $0.name, contents: $0.contents.replacingOccurrences(of: "@frozen ", with: "")) }
        let harness = StandInHarness.shared
        var results = [(
            "Swift stand-in",
            try await harness.typecheck(files: [Self.resilientClient], against: .swiftStandIn, languageMode: mode, library: frozen),
            try await harness.typecheck(files: [Self.resilientClient], against: .swiftStandIn, languageMode: mode, library: unfrozen)
        )]
        if let iOS = try RealSDKCheck.sdks().iOS {
            let target = AppleSDKTarget(sdk: iOS, triple: iOS.targets[0])
            results.append((
                target.description,
                try await harness.typecheck(files: [Self.resilientClient], against: target, languageMode: mode, library: frozen),
                try await harness.typecheck(files: [Self.resilientClient], against: target, languageMode: mode, library: unfrozen)
            ))
        }
        for (name, withFrozen, withoutFrozen) in results {
            #expect(withFrozen.succeeded && withFrozen.diagnostics.isEmpty, "\(name): \(withFrozen)")
            #expect(!withoutFrozen.succeeded, "\(name): \(withoutFrozen)")
            #expect(withoutFrozen.diagnostics(.error).map(\.message).filter { $0.contains("may have additional unknown values") }.count == 2,
                    "\(name): \(withoutFrozen)")
        }
    }
}
