import Foundation
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// The accepted hostile inputs (`HostileInput`) with app code compile.
@Suite struct HostileInputCompileTests {
    /// The accepted specs that bring hostile text compile, with their app
    /// code (`<case>.swift`), against both stand-ins in both language modes,
    /// without warnings.
    @Test(arguments: HostileInput.compilingCases)
    func acceptedHostileSpecsCompile(_ file: String) async throws {
        let (run, files) = try HostileInput.compiledFiles(of: file)
        #expect(run.status == 0, "\(run.stderr)")
        for sdk in StandInSDK.allCases {
            for mode in SwiftLanguageMode.allCases {
                let result = try await StandInHarness.shared.typecheck(files: files, against: sdk, languageMode: mode, warningsAsErrors: true)
                #expect(result.succeeded && result.diagnostics.isEmpty, "\(sdk), \(mode): \(result)")
            }
        }
    }

    /// The same against a real iOS SDK, in every mode and at both deployment targets
    /// (`RealSDKCheck`; skipped without an SDK).
    @Test func acceptedHostileSpecsCompileAgainstARealSDK() async throws {
        guard let iOS = try RealSDKCheck.sdks().iOS else {
            await RealSDKReport.shared.reportSkipped()
            return
        }
        #expect(HostileInput.compilingCases.count >= 2)
        var failures: [RealSDKCheck.Failure] = []
        for file in HostileInput.compilingCases {
            let (run, files) = try HostileInput.compiledFiles(of: file)
            #expect(run.status == 0, "\(run.stderr)")
            failures += try await RealSDKCheck.typecheckEverywhere(files, named: file, against: iOS)
        }
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
        await RealSDKReport.shared.finish("hostile input")
    }
}
