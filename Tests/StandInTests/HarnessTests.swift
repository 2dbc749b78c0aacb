// The harness itself: error values, warning handling, diagnostic parsing, and the public API
// of the Swift stand-in (compared with a reviewed, checked-in copy).

import Foundation
import SegueGenTestSupport
import Testing

@Suite("Stand-in harness")
struct HarnessTests {
    @Test("a missing swiftc is an error value, not a crash")
    func missingSwiftc() async throws {
        let harness = StandInHarness(searchPath: "/nonexistent/seguegen-bin")
        await #expect {
            _ = try await harness.typecheck(
                files: [SwiftSourceFile(name: "main.swift", contents: "import UIKit\n")], against: .swiftStandIn,
                languageMode: .swift6)
        } throws: { error in
            guard case .swiftcNotFound(let searchPath) = error as? StandInHarnessError else { return false }
            return searchPath == "/nonexistent/seguegen-bin"
        }
    }

    @Test("source file names must be plain .swift names", arguments: ["../escape.swift", "main.txt", ".swift"])
    func invalidFileName(_ name: String) async throws {
        await #expect {
            _ = try await StandInHarness.shared.typecheck(
                files: [SwiftSourceFile(name: name, contents: "")], against: .swiftStandIn, languageMode: .swift6)
        } throws: { error in
            guard case .invalidSourceFileName(let rejected) = error as? StandInHarnessError else { return false }
            return rejected == name
        }
    }

    @Test("a program that does not compile is reported with the compiler's output")
    func compilationFailure() async throws {
        await #expect {
            _ = try await StandInHarness.shared.buildAndRun(
                files: [SwiftSourceFile(name: "main.swift", contents: "import UIKit\nlet count: Int = \"three\"\n")],
                languageMode: .swift6, optimized: false)
        } throws: { error in
            guard case .compilationFailed(let result) = error as? StandInHarnessError else { return false }
            return !result.succeeded
                && result.diagnostics(.error).contains {
                    $0.line == 2 && $0.message == "cannot convert value of type 'String' to specified type 'Int'"
                }
        }
    }

    @Test("warnings fail the type-check only with warningsAsErrors", arguments: StandInSDK.allCases)
    func warningsAsErrors(_ sdk: StandInSDK) async throws {
        let source = [
            SwiftSourceFile(
                name: "main.swift",
                contents: "import UIKit\nfunc f() {\n  let unused = UIViewController.self\n}\n")
        ]
        let strict = try await StandInHarness.shared.typecheck(
            files: source, against: sdk, languageMode: .swift6, warningsAsErrors: true)
        let lenient = try await StandInHarness.shared.typecheck(
            files: source, against: sdk, languageMode: .swift6, warningsAsErrors: false)
        let message = "initialization of immutable value 'unused' was never used"
        #expect(!strict.succeeded, "\(strict)")
        #expect(strict.diagnostics(.error).contains { $0.message.hasPrefix(message) }, "\(strict)")
        #expect(lenient.succeeded, "\(lenient)")
        #expect(lenient.diagnostics(.warning).map(\.line) == [3], "\(lenient)")
    }

    @Test("files without main.swift are library code: globals are checked as in an app", arguments: StandInSDK.allCases)
    func libraryFilesAreNotScripts(_ sdk: StandInSDK) async throws {
        let files = [SwiftSourceFile(name: "Globals.swift", contents: "import UIKit\nvar pendingSegues: [String] = []\n")]
        let library = try await StandInHarness.shared.typecheck(files: files, against: sdk, languageMode: .swift6)
        #expect(
            library.diagnostics(.error).contains {
                $0.message.hasPrefix("var 'pendingSegues' is not concurrency-safe because it is nonisolated global shared mutable state")
            }, "\(library)")
        // The same text as main.swift is top-level code, whose variables are main-actor isolated.
        let script = try await StandInHarness.shared.typecheck(
            files: [SwiftSourceFile(name: "main.swift", contents: files[0].contents)], against: sdk, languageMode: .swift6)
        #expect(script.succeeded, "\(script)")
    }

    @Test("the header stand-ins need Objective-C interop")
    func objcHeaderFlags() async throws {
        let flags = try await StandInHarness.shared.objcHeaderFlags()
        #expect(
            Array(flags.prefix(4)) == [
                "-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
            ])
        #expect(flags.last?.hasSuffix("Tests/StandIns/ObjC") == true, "\(flags)")
    }

    @Test("diagnostic lines are parsed; other lines are skipped")
    func parsesDiagnostics() {
        let output = """
            /tmp/job/main.swift:12:7: warning: call to main actor-isolated instance method 'f()' in a synchronous nonisolated context [#ActorIsolatedCall]
                    a.f()
                        ^
            UIKit.UIViewController.performSegue:2:22: note: calls to instance method 'performSegue(withIdentifier:sender:)' from outside of its actor context are implicitly asynchronous
            C:\\job\\main.swift:3:1: error: expected expression
            error: fatalError
            """
        #expect(
            CompilerDiagnostic.parse(output) == [
                CompilerDiagnostic(
                    file: "/tmp/job/main.swift", line: 12, column: 7, severity: .warning,
                    message:
                        "call to main actor-isolated instance method 'f()' in a synchronous nonisolated context [#ActorIsolatedCall]"
                ),
                CompilerDiagnostic(
                    file: "UIKit.UIViewController.performSegue", line: 2, column: 22, severity: .note,
                    message:
                        "calls to instance method 'performSegue(withIdentifier:sender:)' from outside of its actor context are implicitly asynchronous"
                ),
                CompilerDiagnostic(
                    file: "C:\\job\\main.swift", line: 3, column: 1, severity: .error, message: "expected expression"),
            ])
    }

    /// Every public declaration of the Swift stand-in must exist in the real SDK with that exact
    /// signature (see docs/StandIns.md, "Adding a member"). The checked-in copy
    /// `Tests/StandIns/UIKit.swiftinterface.expected` is the reviewed list; set
    /// `SEGUEGEN_RECORD=1` to re-record it after a deliberate change.
    @Test("the Swift stand-in's public API is the reviewed one")
    func publicInterfaceIsReviewed() async throws {
        try await expectReviewedInterface(of: .uiKit)
    }

    /// The same for the AppKit Swift stand-in and `Tests/StandIns/AppKit.swiftinterface.expected`.
    @Test("the AppKit Swift stand-in's public API is the reviewed one")
    func appKitPublicInterfaceIsReviewed() async throws {
        try await expectReviewedInterface(of: .appKit)
    }

    /// Compares a Swift stand-in's interface with `Tests/StandIns/<Module>.swiftinterface.expected`
    /// (re-recorded first when `SEGUEGEN_RECORD=1`).
    private func expectReviewedInterface(
        of framework: StandInFramework, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let actual = try await StandInHarness.shared.swiftStandInInterface(framework)
        let expectedURL = StandInHarness.shared.standInsDirectory
            .appendingPathComponent("\(framework.moduleName).swiftinterface.expected")
        let expected = try Golden.expected(at: expectedURL, actual: actual)
        #expect(
            actual == expected, "\(framework) Swift stand-in API changed; review it and re-record with SEGUEGEN_RECORD=1",
            sourceLocation: sourceLocation)
    }
}
