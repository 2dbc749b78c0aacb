// The checks of generated code against a real Apple SDK (docs/StandIns.md, "Verified against a
// real SDK"): which SDKs, which configurations, and the one line that says what was checked.

import Foundation

/// Compiles files against every real SDK found, in every configuration generated code
/// promises to compile in, and counts what was checked.
///
/// The tests that use it have `RealSDK` in their names, so that `Scripts/check-real-sdk` runs
/// them all with `swift test --filter RealSDK`.
public enum RealSDKCheck {
    /// A language mode and default isolation generated code compiles in.
    public struct Mode: Sendable, Hashable, CustomStringConvertible {
        public var languageMode: SwiftLanguageMode
        public var defaultIsolation: String?

        public var description: String {
            "\(languageMode)" + (defaultIsolation.map { ", -default-isolation \($0)" } ?? "")
        }
    }

    /// Swift 5, Swift 6, and Swift 6 with the main actor as default isolation (SE-0466).
    public static let modes = [
        Mode(languageMode: .swift5, defaultIsolation: nil), Mode(languageMode: .swift6, defaultIsolation: nil),
        Mode(languageMode: .swift6, defaultIsolation: "MainActor"),
    ]

    /// The iOS SDK and, when one is given, the macOS SDK; nil for a platform without one.
    public struct SDKs: Sendable {
        public var iOS: AppleSDK?
        public var macOS: AppleSDK?

        public var all: [AppleSDK] { [iOS, macOS].compactMap { $0 } }
    }

    /// The SDKs of this machine (`AppleSDK.find`), looked up once.
    ///
    /// - Throws: `StandInHarnessError.io` if a variable names no usable SDK.
    public static func sdks() throws -> SDKs {
        try found.get()
    }

    private static let found = Result { SDKs(iOS: try AppleSDK.find(.iOS), macOS: try AppleSDK.find(.macOS)) }

    /// One failed compilation: where, and what the compiler said.
    public struct Failure: Sendable, CustomStringConvertible {
        public var files: String
        public var target: String
        public var mode: Mode
        public var compilation: CompilerResult

        public var description: String { "\(files), \(target), \(mode):\n\(compilation.output)" }
    }

    /// Type-checks `files` against `sdk` at each of its targets (`AppleSDK.targets`) in each
    /// mode, warnings as errors, concurrently; a compilation with any diagnostic fails.
    ///
    /// - Parameter name: what `files` are, for the failures.
    /// - Returns: the failures (none: every compilation was clean). `RealSDKReport` counts the
    ///   files.
    public static func typecheckEverywhere(
        _ files: [SwiftSourceFile], named name: String, against sdk: AppleSDK, harness: StandInHarness = .shared
    ) async throws -> [Failure] {
        let failures = try await withThrowingTaskGroup(of: Failure?.self) { group in
            for triple in sdk.targets {
                for mode in modes {
                    group.addTask {
                        let result = try await harness.typecheck(
                            files: files, against: AppleSDKTarget(sdk: sdk, triple: triple), languageMode: mode.languageMode,
                            warningsAsErrors: true, defaultIsolation: mode.defaultIsolation)
                        let clean = result.succeeded && result.diagnostics.isEmpty
                        return clean ? nil : Failure(files: name, target: triple, mode: mode, compilation: result)
                    }
                }
            }
            var failures: [Failure] = []
            for try await failure in group {
                if let failure { failures.append(failure) }
            }
            return failures
        }
        await RealSDKReport.shared.count(files: files.count, sdk: sdk)
        return failures.sorted { "\($0.target) \($0.mode)" < "\($1.target) \($1.mode)" }
    }
}

/// Counts the files and probes the real-SDK tests checked, and prints one line when all of
/// them are done: `N files and M probes checked against <sdk>` (the last line of
/// `Scripts/check-real-sdk`). Without an SDK it prints one line saying so, once.
public actor RealSDKReport {
    public static let shared = RealSDKReport()

    /// The tests that report, by the names they report under: the summary is printed when
    /// each of them is done.
    public static let parts: Set<String> = ["generated code", "probes", "names", "hostile input"]

    private var files = 0
    private var probes = 0
    private var sdks: [AppleSDK] = []
    private var done: Set<String> = []
    private var skipReported = false

    /// Adds `files` Swift files checked against `sdk` (each in every configuration).
    public func count(files: Int, sdk: AppleSDK) {
        self.files += files
        if !sdks.contains(sdk) { sdks.append(sdk) }
    }

    /// Adds `probes` probe files checked against `sdk`.
    public func count(probes: Int, sdk: AppleSDK) {
        self.probes += probes
        if !sdks.contains(sdk) { sdks.append(sdk) }
    }

    /// Marks the part `name` (one of `parts`) done; prints the summary when all are, and
    /// returns it.
    @discardableResult
    public func finish(_ name: String) -> String? {
        done.insert(name)
        guard done.isSuperset(of: Self.parts) else { return nil }
        let summary = "\(files) files and \(probes) probes checked against \(sdks.map(\.path.path).joined(separator: " and "))"
        print(summary)
        return summary
    }

    /// The line printed when no SDK is found, once per process.
    public static let skippedLine =
        "The real-SDK checks did not run (no SDK); run them with: SEGUEGEN_IOS_SDK=/path/to/iPhoneOS.sdk Scripts/check-real-sdk"

    /// Prints `skippedLine`, the first time only.
    public func reportSkipped() {
        guard !skipReported else { return }
        skipReported = true
        print(Self.skippedLine)
    }
}
