import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

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
}
