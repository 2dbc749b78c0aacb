// What a snippet must do when compiled against a stand-in, and the check that asserts it.

import SegueGenTestSupport
import Testing

/// The expected outcome of type-checking a snippet in one language mode.
enum Expectation: Sendable, CustomStringConvertible {
    /// No diagnostics at all; passes with `-warnings-as-errors`.
    case clean
    /// Compiles, with a warning whose message contains the text (and no error).
    case warning(String)
    /// Does not compile: an error whose message contains the text.
    case error(String)

    var description: String {
        switch self {
        case .clean: "clean"
        case .warning(let text): "warning containing \"\(text)\""
        case .error(let text): "error containing \"\(text)\""
        }
    }
}

/// Type-checks `source` (as library code, the way generated code is compiled in an app)
/// against `sdk` in `mode` and asserts `expectation`.
///
/// Warnings are checked with `-warnings-as-errors` off, so that their severity is visible;
/// `.clean` is checked with it on, as generated code is.
func check(
    _ source: String, against sdk: StandInSDK, mode: SwiftLanguageMode, expect expectation: Expectation,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let files = [SwiftSourceFile(name: "Snippet.swift", contents: source)]
    switch expectation {
    case .clean:
        let result = try await StandInHarness.shared.typecheck(
            files: files, against: sdk, languageMode: mode, warningsAsErrors: true)
        #expect(result.succeeded, "\(result)", sourceLocation: sourceLocation)
        #expect(result.diagnostics.isEmpty, "\(result)", sourceLocation: sourceLocation)
    case .warning(let text):
        let result = try await StandInHarness.shared.typecheck(
            files: files, against: sdk, languageMode: mode, warningsAsErrors: false)
        #expect(result.succeeded, "\(result)", sourceLocation: sourceLocation)
        #expect(result.diagnostics(.error).isEmpty, "\(result)", sourceLocation: sourceLocation)
        #expect(
            result.diagnostics(.warning).contains { $0.message.contains(text) }, "\(result)",
            sourceLocation: sourceLocation)
    case .error(let text):
        let result = try await StandInHarness.shared.typecheck(
            files: files, against: sdk, languageMode: mode, warningsAsErrors: false)
        #expect(!result.succeeded, "\(result)", sourceLocation: sourceLocation)
        #expect(
            result.diagnostics(.error).contains { $0.message.contains(text) }, "\(result)",
            sourceLocation: sourceLocation)
    }
}
