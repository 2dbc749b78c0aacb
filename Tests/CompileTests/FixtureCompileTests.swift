import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// Every golden file compiles, with the fixture's app code, against both
/// stand-ins (the Swift UIKit that runs, and the Objective-C headers that
/// type-check the Objective-C runtime path) in the Swift 5 and Swift 6
/// language modes, with warnings as errors.
@Suite struct CompileTests {
    struct Configuration: Sendable, CustomTestStringConvertible {
        var fixture: Fixture
        var sdk: StandInSDK
        var mode: SwiftLanguageMode
        var testDescription: String { "\(fixture.name), \(sdk), \(mode)" }
    }

    static let configurations = Fixture.all.flatMap { fixture in
        StandInSDK.allCases.flatMap { sdk in
            SwiftLanguageMode.allCases.map { Configuration(fixture: fixture, sdk: sdk, mode: $0) }
        }
    }

    @Test(arguments: configurations)
    func generatedCodeCompilesWithoutWarnings(_ configuration: Configuration) async throws {
        let files = try configuration.fixture.sources() + configuration.fixture.generate().map(\.sourceFile)
        let result = try await StandInHarness.shared.typecheck(
            files: files, against: configuration.sdk, languageMode: configuration.mode, warningsAsErrors: true)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    /// In a module whose default isolation is the main actor (SE-0466; new
    /// Xcode projects' setting), every fixture compiles cleanly, and code that
    /// is not on the main actor may still make a scene's `SegueIdentifier`
    /// from a string, as it may with the synthesized `allCases`.
    @Test(arguments: Fixture.all.flatMap { fixture in SwiftLanguageMode.allCases.map { (fixture, $0) } })
    func generatedCodeCompilesWithTheMainActorAsDefaultIsolation(_ fixture: Fixture, _ mode: SwiftLanguageMode) async throws {
        var files = try fixture.sources() + fixture.generate().map(\.sourceFile)
        let scenes = ["containers": ("UIKit", "HubViewController"), "appkit": ("AppKit", "MainViewController")]
        if let (framework, scene) = scenes[fixture.name] {
            files.append(SwiftSourceFile(name: "Analytics.swift", contents: """
                import \(framework)

                nonisolated func segueName(_ identifier: String?) -> String? {
                    \(scene).SegueIdentifier(identifier)?.rawValue
                }

                actor Analytics {
                    func segue(_ identifier: String) -> \(scene).SegueIdentifier? {
                        \(scene).SegueIdentifier(rawValue: identifier) ?? \(scene).SegueIdentifier.allCases.first
                    }
                }

                """))
        }
        let result = try await StandInHarness.shared.typecheck(
            files: files, against: .swiftStandIn, languageMode: mode, defaultIsolation: "MainActor")
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    /// What the README says of isolation: `configure` takes a closure kept
    /// in a variable, and code that is not on the main actor performs
    /// inside `MainActor.run`, where its closure may touch the destination.
    @Test(arguments: SwiftLanguageMode.allCases)
    func configureTakesAStoredClosureAndOffMainCodePerformsInMainActorRun(_ mode: SwiftLanguageMode) async throws {
        let fixture = Fixture.named("containers")
        let caller = SwiftSourceFile(name: "Caller.swift", contents: """
            import UIKit

            extension HubViewController {
                func showProfile(named name: String) {
                    let configure: (ProfileViewController) -> Void = { $0.name = name }
                    performShowProfileSegue(configure: configure)
                }
            }

            actor Loader {
                func open(_ hub: HubViewController) async {
                    let name = await fetchName()
                    await MainActor.run {
                        _ = hub.performShowProfileSegue { $0.name = name }
                    }
                }

                func fetchName() async -> String { "Ada" }
            }

            """)
        let files = try fixture.sources() + fixture.generate().map(\.sourceFile) + [caller]
        let result = try await StandInHarness.shared.typecheck(files: files, against: .swiftStandIn, languageMode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    /// `show` returns the window controller whose window it shows, which
    /// AppKit documents nothing that keeps: it is not `@discardableResult`,
    /// so a call that drops it is a warning, and with warnings as errors does
    /// not compile. The scene of a sheet or modal window, which its presenter
    /// keeps, may be dropped.
    @Test(arguments: SwiftLanguageMode.allCases)
    func droppingAShownWindowControllerIsAWarning(_ mode: SwiftLanguageMode) async throws {
        let fixture = Fixture.named("appkit-instantiation")
        let caller = SwiftSourceFile(name: "Caller.swift", contents: """
            import AppKit

            @MainActor func open(from source: NSViewController) {
                AboutWindowController.show { $0.version = "2.0" }
                OnboardingViewController.show(sender: source)
                ExportViewController.presentAsSheet(from: source) { $0.format = "PDF" }
                PreferencesViewController.presentAsModalWindow(from: source)
                AccountsViewController.presentAsSheet(from: source)
                AccountsViewController.presentAsModalWindow(from: source) { $0.account = "Work" }
                _ = AboutWindowController.show()
            }

            """)
        let files = try fixture.sources() + fixture.generate().map(\.sourceFile) + [caller]
        let result = try await StandInHarness.shared.typecheck(files: files, against: .swiftStandIn, languageMode: mode, warningsAsErrors: true)
        #expect(!result.succeeded, "\(result)")
        // Without the diagnostic group newer compilers append (` [#no-usage]`).
        let diagnostics = result.diagnostics.map { diagnostic in
            let message = diagnostic.message.components(separatedBy: " [#")[0]
            return "\(diagnostic.file.split(separator: "/").last ?? ""):\(diagnostic.line): \(diagnostic.severity): \(message)"
        }
        #expect(diagnostics == [
            "Caller.swift:4: error: result of call to 'show(sender:configure:)' is unused",
            "Caller.swift:5: error: result of call to 'show(sender:configure:)' is unused",
        ], "\(result)")
    }

    /// A router that is not main-actor isolated and is handed a segue: in
    /// Swift 5 it may call `SegueGen` and `SegueDestination` as it may read
    /// `segue.destination` (both `@preconcurrency @MainActor`, as UIKit's and
    /// AppKit's classes are); in Swift 6 neither is allowed, nor is UIKit's
    /// `destination` (lines 5 to 7; AppKit's segue is not main-actor isolated).
    @Test(arguments: [
        ("containers", "UIStoryboardSegue", "HubViewController", [5, 6, 7]), ("appkit", "NSStoryboardSegue", "MainViewController", [6, 7]),
    ])
    func aNonisolatedRouterMayForwardInSwift5AsItMayReadTheDestination(
        _ fixtureName: String, _ segueType: String, _ scene: String, _ swift6Errors: [Int]
    ) async throws {
        let fixture = Fixture.named(fixtureName)
        let router = SwiftSourceFile(name: "Router.swift", contents: """
            import \(segueType.hasPrefix("UI") ? "UIKit" : "AppKit")

            final class Router {
                func route(_ segue: \(segueType)) {
                    _ = segue.destination\(segueType.hasPrefix("UI") ? "" : "Controller")
                    _ = SegueGen.prepare(for: segue)
                    _ = \(scene).SegueDestination(segue)
                }
            }

            """)
        let files = try fixture.sources() + fixture.generate().map(\.sourceFile) + [router]
        for sdk in StandInSDK.allCases {
            let swift5 = try await StandInHarness.shared.typecheck(files: files, against: sdk, languageMode: .swift5, warningsAsErrors: true)
            #expect(swift5.succeeded && swift5.diagnostics.isEmpty, "\(swift5)")
            let swift6 = try await StandInHarness.shared.typecheck(files: files, against: sdk, languageMode: .swift6)
            #expect(swift6.diagnostics(.error).filter { $0.file.hasSuffix("Router.swift") }.map(\.line) == swift6Errors, "\(swift6)")
        }
    }

    /// Without `InternalImportsByDefault`, a plain import is public, and an
    /// explicit `package import` in one file makes the compiler reject the
    /// plain imports of the module in the others, unless a `public import`
    /// comes first in the file list. Package scenes' files compile beside
    /// the app's plain imports, in either order, with the feature and
    /// without; so does the fixture that mixes public and package scenes.
    @Test(arguments: SwiftLanguageMode.allCases)
    func packageScenesCompileBesidePlainImports(_ mode: SwiftLanguageMode) async throws {
        let text = "access: package\nscenes:\n  ListViewController:\n    segues:\n      showDetail: DetailViewController\n"
        let spec = try #require(SpecLoader.load(bytes: Array(text.utf8), path: "spec.yaml").value)
        let generator = Generator(templates: try TemplateSet.builtin(for: .ios))
        let packageOnly = try generator.generate([SpecInput(spec: spec, fileName: "spec.yaml")], layout: .filePerScene).map(\.sourceFile)
        let classes = "package final class ListViewController: UIViewController {}\npackage final class DetailViewController: UIViewController {}\n"
        let mixed = Fixture.named("access")
        for feature in [nil, "InternalImportsByDefault"] {
            // With the feature, the app's package classes need a package import of their own.
            let app = SwiftSourceFile(name: "App.swift", contents: (feature == nil ? "import UIKit\n" : "package import UIKit\n") + classes)
            var fileLists = [[app] + packageOnly, packageOnly + [app]]
            if feature == nil {
                let generated = try mixed.generate().map(\.sourceFile)
                fileLists.append(try mixed.sources() + generated.sorted { $0.name < $1.name })
                fileLists.append(try mixed.sources() + generated.sorted { $0.name > $1.name })
            }
            for files in fileLists {
                let result = try await StandInHarness.shared.typecheck(
                    files: files, against: .swiftStandIn, languageMode: mode, upcomingFeatures: feature.map { [$0] } ?? [])
                #expect(result.succeeded && result.diagnostics.isEmpty, "\(files.map(\.name)), \(feature ?? "no feature"): \(result)")
            }
        }
    }

    /// With `InternalImportsByDefault` (SE-0409), a plain import is internal,
    /// and public declarations may not use its types: public and package
    /// scenes import the UI framework as visibly as they are declared, in a
    /// file per scene and in one file.
    @Test(arguments: [OutputLayout.filePerScene, .singleFile], SwiftLanguageMode.allCases)
    func publicCodeCompilesWithInternalImportsByDefault(_ layout: OutputLayout, _ mode: SwiftLanguageMode) async throws {
        let fixture = Fixture.named("access")
        // The app's own public classes need a public import as well.
        let sources = try fixture.sources().map { source in
            SwiftSourceFile(name: source.name, contents: source.contents.replacingOccurrences(of: "import UIKit\n", with: "public import UIKit\n"))
        }
        let spec = try #require(SpecLoader.load(bytes: Array(try Data(contentsOf: fixture.spec)), path: "spec.yaml").value)
        let generated = try Generator(templates: try TemplateSet.builtin(for: .ios)).generate([SpecInput(spec: spec, fileName: "spec.yaml")], layout: layout)
        let result = try await StandInHarness.shared.typecheck(
            files: sources + generated.map(\.sourceFile), against: .swiftStandIn, languageMode: mode, upcomingFeatures: ["InternalImportsByDefault"])
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    /// Presentation helpers are the scene's own, so scenes whose names differ
    /// only by dots can both be created from their storyboard.
    @Test(arguments: SwiftLanguageMode.allCases)
    func scenesWhoseNamesDifferOnlyByDotsAreBothCreated(_ mode: SwiftLanguageMode) async throws {
        let spec = """
            platform: ios
            storyboard: Main
            scenes:
              Checkout.CartViewController:
                storyboardIdentifier: NestedCart
              CheckoutCartViewController:
                storyboardIdentifier: Cart

            """
        let app = SwiftSourceFile(name: "App.swift", contents: """
            import UIKit

            enum Checkout {
                final class CartViewController: UIViewController { var total = 0 }
            }
            final class CheckoutCartViewController: UIViewController { var items = 0 }

            @MainActor func open(from source: UIViewController) {
                Checkout.CartViewController.push(from: source) { $0.total = 3 }
                CheckoutCartViewController.push(from: source) { $0.items = 2 }
            }

            """)
        let generated = try Generation.files(forSpec: Array(spec.utf8), named: "spec.yaml")
        #expect(generated.map(\.path) == ["Checkout.CartViewController+Segues.swift", "CheckoutCartViewController+Segues.swift", "SegueGen.swift"])
        let result = try await StandInHarness.shared.typecheck(
            files: generated.map(\.sourceFile) + [app], against: .swiftStandIn, languageMode: mode, warningsAsErrors: true)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }
}
