import Foundation
import SegueGenTestSupport

@testable import SegueGenFixtures

/// Runs a fixture's generated code: its app code, generated files and a
/// driver program, linked with a Swift stand-in.
enum Driver {
    /// Builds `fixture` with `driver` as the body of its `main.swift` and runs it.
    ///
    /// The driver runs on the main actor in both language modes (Swift 5's
    /// top-level code is not main-actor isolated; Swift 6's is), after a
    /// prelude that imports `framework` with its test SPI and defines
    /// `storyboard`, `failures`, `collectFailures()` and `describe(_:)`.
    static func run(
        _ driver: String, fixture: String, framework: String, mode: SwiftLanguageMode = .swift6, optimized: Bool = false
    ) async throws -> RunResult {
        let fixture = Fixture.named(fixture)
        let main = prelude(framework) + "@MainActor func drive() {\n" + driver + "\n}\n\nMainActor.assumeIsolated { drive() }\n"
        let files = try fixture.sources() + fixture.generate().map(\.sourceFile)
            + [SwiftSourceFile(name: "main.swift", contents: main)]
        return try await StandInHarness.shared.buildAndRun(files: files, languageMode: mode, optimized: optimized)
    }

    /// Driver lines that create a `type` in code, not from a storyboard, as
    /// `name`, make its fixture hooks (`gate`, `willPerform`) print when
    /// `shouldPerformSegue` is asked and when `performSegue` is called, and
    /// print whether it has a storyboard.
    static func sceneCreatedInCode(_ type: String, as name: String) -> String {
        """
        let \(name) = \(type)()
        \(name).gate = { segue in print("asked about \\(segue)"); return true }
        \(name).willPerform = { identifier in print("performSegue \\(identifier)") }
        print("storyboard: \\(\(name).storyboard == nil ? "nil" : "set")")
        """
    }

    /// Shared setup: a storyboard, and a way to collect failures instead of
    /// the default handler's assertion.
    private static func prelude(_ framework: String) -> String {
        let storyboard = framework == "AppKit" ? "NSStoryboard" : "UIStoryboard"
        return """
            @_spi(StandIn) import \(framework)

            let storyboard = \(storyboard)(standInName: "Main")
            var failures: [SegueGen.Failure] = []
            @MainActor func collectFailures() {
                SegueGen.failureHandler = { failures.append($0) }
            }

            @MainActor func describe(_ object: Any?) -> String {
                object.map { String(describing: type(of: $0)) } ?? "nil"
            }

            """
    }
}
