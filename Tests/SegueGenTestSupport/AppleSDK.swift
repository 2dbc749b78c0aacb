// A real Apple SDK (headers and Swift interfaces) that generated code is compiled against,
// and how to find one. See docs/StandIns.md, "Verified against a real SDK".

import Foundation

/// A real iPhoneOS or MacOSX SDK on this machine: its path, platform and version.
///
/// Nothing is linked or run against it: the compiler type-checks, or compiles to arm64
/// objects, against its Objective-C headers and `.swiftinterface` files.
public struct AppleSDK: Sendable, Hashable, CustomStringConvertible {
    /// The platform an SDK is for, with the deployment target generated code promises
    /// (docs/Spec.md, "Minimum deployment target").
    public enum Platform: String, Sendable, Hashable {
        case iOS, macOS

        /// The `-target` triple's OS name.
        var tripleOS: String {
            switch self {
            case .iOS: "ios"
            case .macOS: "macos"
            }
        }

        /// The lowest deployment target generated code compiles at: iOS 13.0, macOS 10.15
        /// (`MainActor`, which `dispatch: swizzle` calls, is no older).
        public var minimumDeploymentTarget: String {
            switch self {
            case .iOS: "13.0"
            case .macOS: "10.15"
            }
        }

        /// The variable that names an SDK of this platform.
        public var environmentVariable: String {
            switch self {
            case .iOS: "SEGUEGEN_IOS_SDK"
            case .macOS: "SEGUEGEN_MACOS_SDK"
            }
        }

        /// `xcrun --sdk <name>`.
        var xcrunName: String {
            switch self {
            case .iOS: "iphoneos"
            case .macOS: "macosx"
            }
        }
    }

    /// The SDK's directory, such as `.../iPhoneOS16.5.sdk`.
    public var path: URL
    public var platform: Platform
    /// The SDK's own version (`Version` of `SDKSettings.json`, else from the directory name),
    /// such as `16.4`.
    public var version: String

    public var description: String { path.path }

    /// - Throws: `StandInHarnessError.io` if `path` is not a directory or has no version.
    public init(path: URL, platform: Platform) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StandInHarnessError.io("\(path.path) (\(platform.environmentVariable)) is not an SDK directory")
        }
        guard let version = Self.version(of: path) else {
            throw StandInHarnessError.io("cannot tell the version of the SDK \(path.path): no SDKSettings.json, no version in its name")
        }
        self.path = path
        self.platform = platform
        self.version = version
    }

    /// `-target` triples: at the minimum deployment target and at the SDK's own version.
    public var targets: [String] {
        [platform.minimumDeploymentTarget, version].map { "arm64-apple-\(platform.tripleOS)\($0)" }
    }

    /// The SDK of `platform` named by its environment variable, else on macOS the one `xcrun`
    /// reports; nil when there is none.
    ///
    /// - Throws: `StandInHarnessError.io` if the variable names no usable SDK.
    public static func find(_ platform: Platform, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AppleSDK? {
        if let path = environment[platform.environmentVariable], !path.isEmpty {
            return try AppleSDK(path: URL(fileURLWithPath: path), platform: platform)
        }
        #if os(macOS)
        // Unverified: no macOS machine has run this yet.
        let xcrun = URL(fileURLWithPath: "/usr/bin/xcrun")
        let process = Process()
        process.executableURL = xcrun
        process.arguments = ["--sdk", platform.xcrunName, "--show-sdk-path"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !path.isEmpty else { return nil }
        return try AppleSDK(path: URL(fileURLWithPath: path), platform: platform)
        #else
        return nil
        #endif
    }

    /// `Version` from `SDKSettings.json` (the 16.5 snapshot says 16.4 there, as Xcode reads
    /// it), else the digits of a name such as `iPhoneOS16.5.sdk`.
    static func version(of path: URL) -> String? {
        if let data = FileManager.default.contents(atPath: path.appendingPathComponent("SDKSettings.json").path),
            let settings = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let version = settings["Version"] as? String, !version.isEmpty
        {
            return version
        }
        let name = path.deletingPathExtension().lastPathComponent
        let digits = name.drop { !$0.isNumber }
        return digits.isEmpty || !digits.allSatisfy({ $0.isNumber || $0 == "." }) ? nil : String(digits)
    }

    /// Whether the SDK's standard library declares `MainActor.assumeIsolated` (Swift 5.9 and
    /// later; the iOS 16.5 SDK predates it, every Swift 6 toolchain has it).
    public var declaresAssumeIsolated: Bool { concurrencyInterfacesContain("assumeIsolated") }

    /// Whether the SDK's standard library has the runtime entry point that isolated deinits
    /// (SE-0371) compile to, which `-default-isolation MainActor` makes of a class's deinit:
    /// without it, code generation (not type-checking) stops at every class with "Missing
    /// 'swift_task_deinitOnExecutor' function! This is likely due to an outdated/incompatible
    /// SDK." (the iOS 16.5 SDK lacks it; SDKs of Swift 6.2 and later have it).
    public var declaresDeinitOnExecutor: Bool { concurrencyInterfacesContain("swift_task_deinitOnExecutor") }

    /// Whether a `.swiftinterface` of the SDK's `_Concurrency` module contains `text`.
    private func concurrencyInterfacesContain(_ text: String) -> Bool {
        let module = path.appendingPathComponent("usr/lib/swift/_Concurrency.swiftmodule")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: module.path)) ?? []
        return names.filter { $0.hasSuffix(".swiftinterface") }.contains { name in
            let data = FileManager.default.contents(atPath: module.appendingPathComponent(name).path)
            return data.map { String(decoding: $0, as: UTF8.self).contains(text) } ?? false
        }
    }

    /// What an SDK without `MainActor.assumeIsolated` needs added to each compilation: the
    /// standard library's declaration (its body as the standard library's), never in
    /// generated code.
    public static let assumeIsolatedDeclaration = SwiftSourceFile(name: "AssumeIsolatedForOldSDK.swift", contents: """
        // The SDK's standard library predates MainActor.assumeIsolated (Swift 5.9); the
        // declaration of every Swift 6 toolchain, for the compiler that runs this check.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
        extension MainActor {
            @_unavailableFromAsync(message: "await the call to the @MainActor closure directly")
            nonisolated static func assumeIsolated<T: Sendable>(
                _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
            ) rethrows -> T {
                try withoutActuallyEscaping(operation) { operation in
                    try unsafeBitCast(operation, to: (() throws -> T).self)()
                }
            }
        }

        """)
}

/// An SDK and a deployment target to compile against: `swiftc -sdk <sdk> -target <triple>`.
public struct AppleSDKTarget: Sendable, Hashable, CustomStringConvertible {
    public var sdk: AppleSDK
    /// Such as `arm64-apple-ios13.0`.
    public var triple: String

    public init(sdk: AppleSDK, triple: String) {
        self.sdk = sdk
        self.triple = triple
    }

    public var description: String { triple }
}

extension AppleSDKTarget {
    /// The flags that compile against this target: `-target`, `-sdk`, and on Linux a resource
    /// directory holding only the toolchain's `clang` headers and Swift `shims` and the API
    /// notes of Dispatch and os (the toolchain's own has Linux module maps that clash with the
    /// SDK's, and lacks those notes, without which `DispatchQueue` is not found), as
    /// `../shared/sdk-support/swiftc-apple-sdk` does.
    ///
    /// - Throws: `StandInHarnessError.io` if `apinotes` lacks those notes.
    public func compilerFlags(swiftc: URL, apinotes: URL) throws -> [String] {
        var flags = ["-target", triple, "-sdk", sdk.path.path]
        #if os(Linux)
        flags += ["-resource-dir", try Self.resourceDirectory(swiftc: swiftc, apinotes: apinotes).path]
        #endif
        return flags
    }

    /// Where the API notes are: `$SEGUEGEN_SDK_APINOTES`, else `<repository>/../shared/sdk-support/apinotes`.
    public static func apinotes(repository: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        environment["SEGUEGEN_SDK_APINOTES"].map { URL(fileURLWithPath: $0) }
            ?? repository.deletingLastPathComponent().appendingPathComponent("shared/sdk-support/apinotes")
    }

    /// The resource directory, made in the system's temporary directory under a name that
    /// depends on the toolchain and the API notes, so that the SDK modules built with it stay
    /// valid in the module cache from one run to the next.
    private static func resourceDirectory(swiftc: URL, apinotes: URL) throws -> URL {
        let fileManager = FileManager.default
        let notes = ((try? fileManager.contentsOfDirectory(atPath: apinotes.path)) ?? []).filter { $0.hasSuffix(".apinotes") }.sorted()
        guard notes.contains("Dispatch.apinotes"), notes.contains("os.apinotes") else {
            throw StandInHarnessError.io(
                "no Dispatch.apinotes and os.apinotes in \(apinotes.path): set SEGUEGEN_SDK_APINOTES to a directory holding them "
                    + "(the apinotes/ folder of swiftlang/swift; ../shared/sdk-support/README.md)")
        }
        // <toolchain>/usr/bin/swiftc -> <toolchain>/usr/lib/swift
        let library = swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift")
        let clang = library.appendingPathComponent("clang").resolvingSymlinksInPath()
        let key = (library.path + "\n" + apinotes.standardizedFileURL.path).utf8.reduce(UInt64(14_695_981_039_346_656_037)) {
            ($0 ^ UInt64($1)) &* 1_099_511_628_211
        }
        let directory = fileManager.temporaryDirectory.appendingPathComponent("seguegen-apple-sdk-resource-\(String(key, radix: 16))")
        if fileManager.fileExists(atPath: directory.appendingPathComponent("apinotes").path) {
            return directory
        }
        // Built beside it, then renamed into place: another test process may be doing the same.
        let partial = fileManager.temporaryDirectory.appendingPathComponent("seguegen-apple-sdk-resource-\(UUID().uuidString)")
        do {
            try fileManager.createDirectory(at: partial.appendingPathComponent("apinotes"), withIntermediateDirectories: true)
            try fileManager.createSymbolicLink(at: partial.appendingPathComponent("clang"), withDestinationURL: clang)
            try fileManager.createSymbolicLink(at: partial.appendingPathComponent("shims"), withDestinationURL: library.appendingPathComponent("shims"))
            for note in notes {
                try fileManager.copyItem(at: apinotes.appendingPathComponent(note), to: partial.appendingPathComponent("apinotes/\(note)"))
            }
        } catch {
            throw StandInHarnessError.io("cannot make \(partial.path): \(error.localizedDescription)")
        }
        if rename(partial.path, directory.path) != 0 {
            try? fileManager.removeItem(at: partial)
            guard fileManager.fileExists(atPath: directory.appendingPathComponent("apinotes").path) else {
                throw StandInHarnessError.io("cannot make \(directory.path): \(String(cString: strerror(errno)))")
            }
        }
        return directory
    }
}
