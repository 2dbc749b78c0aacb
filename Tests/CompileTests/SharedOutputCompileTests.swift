import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// Several specs generated into one directory (one support file), and the single-file
/// layout the SwiftPM plugin uses: the output compiles without warnings.
@Suite struct SharedOutputCompileTests {
    struct Configuration: Sendable, CustomTestStringConvertible {
        var layout: OutputLayout
        var fixtures: [Fixture]
        var sdk: StandInSDK
        var mode: SwiftLanguageMode
        var testDescription: String { "\(layout), \(fixtures.map(\.name).joined(separator: "+")), \(sdk), \(mode)" }
    }

    static let configurations: [Configuration] =
        StandInSDK.allCases.flatMap { sdk in SwiftLanguageMode.allCases.map { Configuration(layout: .singleFile, fixtures: Fixture.sharingOneModule, sdk: sdk, mode: $0) } }
        + [
            Configuration(layout: .filePerScene, fixtures: Fixture.sharingOneModule, sdk: .swiftStandIn, mode: .swift6),
            Configuration(layout: .filePerScene, fixtures: Fixture.sharingOneModule, sdk: .objcHeaders, mode: .swift5),
            Configuration(layout: .singleFile, fixtures: [Fixture.named("swizzle")], sdk: .objcHeaders, mode: .swift6),
            // Public and package scenes: one import of UIKit, as visible as the most visible.
            Configuration(layout: .singleFile, fixtures: [Fixture.named("access")], sdk: .swiftStandIn, mode: .swift6),
        ]

    @Test(arguments: configurations)
    func sharedAndSingleFileOutputCompilesWithoutWarnings(_ configuration: Configuration) async throws {
        let generated = try Generator(templates: try TemplateSet.builtin(for: .ios)).generate(try Fixture.specInputs(configuration.fixtures), layout: configuration.layout)
        // The fixtures' app code, each fixture's file renamed so that names stay unique in one module.
        let sources = try configuration.fixtures.flatMap { fixture in
            try fixture.sources().map { SwiftSourceFile(name: "\(fixture.name)-\($0.name)", contents: $0.contents) }
        }
        let result = try await StandInHarness.shared.typecheck(
            files: sources + generated.map(\.sourceFile), against: configuration.sdk, languageMode: configuration.mode, warningsAsErrors: true)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }
}
