// Compiles Swift code against the UIKit and AppKit stand-ins (Tests/StandIns) and runs it.
// See docs/StandIns.md for what the stand-ins model and how they are kept strict.

import Foundation

/// Compiles snippets against the UIKit and AppKit stand-ins, in either language mode, and runs
/// programs linked with the Swift stand-ins.
///
/// The stand-ins are built once per harness (so once per process through `shared`), on first
/// use, into a fresh temporary directory: each Swift stand-in (`StandInFramework`) as
/// `<Module>.swiftmodule` + `lib<Module>.a` (Swift 6 mode, library evolution so that its enums
/// are non-frozen like imported NS_ENUMs), the header stand-ins' `ObjectiveC`, `Foundation`,
/// `UIKit` and `AppKit` overlays as `.swiftmodule`s. Every call then works in its own
/// subdirectory, deleted when it returns, so calls may run concurrently (Swift Testing runs tests
/// in parallel).
///
/// Failures to build or to run anything are thrown as `StandInHarnessError`, never trapped.
public final class StandInHarness: Sendable {
    /// The harness of this process, using the stand-ins next to this file in the source tree.
    public static let shared = StandInHarness()

    /// `Tests/StandIns` (holding `Shared/`, `UIKit/`, `AppKit/` and `ObjC/`).
    public let standInsDirectory: URL

    private let cache: BuildCache

    /// - Parameters:
    ///   - standInsDirectory: the `Tests/StandIns` directory; by default found from this
    ///     source file's location (`#filePath`), i.e. in the package's source tree.
    ///   - temporaryDirectory: where to build; by default a new directory under the system's
    ///     temporary directory, named `seguegen-standins-pid<process ID>-<UUID>` (a few MB: the
    ///     built stand-ins; each call's own files are deleted when it returns). It outlives the
    ///     process; the next default harness deletes those of processes that have ended.
    ///   - moduleCache: the Clang/Swift module cache; by default
    ///     `seguegen-standins-module-cache` in the system's temporary directory, shared by all
    ///     harnesses and processes (module caches are safe to share) so that it is built once.
    ///   - searchPath: the directories (`:`-separated) searched for `swiftc`; by default the
    ///     `PATH` of this process.
    public init(
        standInsDirectory: URL = StandInHarness.defaultStandInsDirectory(),
        temporaryDirectory: URL? = nil,
        moduleCache: URL? = nil,
        searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
    ) {
        self.standInsDirectory = standInsDirectory
        let systemTemporary = FileManager.default.temporaryDirectory
        if temporaryDirectory == nil {
            Self.removeDirectoriesOfEndedProcesses(in: systemTemporary)
        }
        let work = temporaryDirectory
            ?? systemTemporary.appendingPathComponent(
                "\(Self.workDirectoryPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        self.cache = BuildCache(
            standInsDirectory: standInsDirectory, workDirectory: work,
            moduleCache: moduleCache ?? systemTemporary.appendingPathComponent("seguegen-standins-module-cache"),
            searchPath: searchPath)
    }

    /// The name prefix of default work directories, followed by the owning process's ID.
    static let workDirectoryPrefix = "seguegen-standins-pid"

    /// Deletes the default work directories of processes that no longer run, so that test
    /// runs do not pile up built stand-ins in the temporary directory. Best effort: a
    /// directory that cannot be read or deleted is left alone.
    static func removeDirectoriesOfEndedProcesses(in temporary: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(workDirectoryPrefix) {
            let digits = name.dropFirst(workDirectoryPrefix.count).prefix { $0.isNumber }
            guard let pid = Int32(digits), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    /// `Tests/StandIns`, located from this file (`Tests/SegueGenTestSupport/StandInHarness.swift`).
    public static func defaultStandInsDirectory(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("StandIns")
    }

    /// Type-checks `files` as one module (`App`, of package `AppPackage`) against a stand-in.
    ///
    /// Both frameworks are importable against either stand-in: `import UIKit` and
    /// `import AppKit` (never both in one file, as on Apple platforms).
    ///
    /// Diagnostics come in swiftc's `-diagnostic-style llvm` form, parsed in
    /// `CompilerResult.diagnostics`. Against `.objcHeaders` the Objective-C interop flags are
    /// passed (see `objcHeaderFlags`), so `canImport(ObjectiveC)` is true and `#selector`,
    /// `@objc`, `@convention(block)` and the runtime functions type-check as on iOS.
    ///
    /// - Parameters:
    ///   - files: one or more Swift files. Without a `main.swift` they are compiled as library
    ///     code (`-parse-as-library`), as generated code is in an app; top-level code goes in
    ///     `main.swift`.
    ///   - sdk: the stand-in to compile against.
    ///   - languageMode: `-swift-version 5` or `6`.
    ///   - warningsAsErrors: pass `-warnings-as-errors` (what "compiles cleanly" means for
    ///     generated code); turn off to inspect warnings as warnings.
    ///   - upcomingFeatures: features to turn on (`-enable-upcoming-feature`), such as
    ///     `InternalImportsByDefault`.
    ///   - defaultIsolation: the module's default actor isolation (`-default-isolation`,
    ///     SE-0466), such as `MainActor`; nil leaves the compiler's default, nonisolated.
    ///   - library: a module `files` import, compiled first with the same flags, as a module
    ///     only (`-enable-library-evolution` if it says so, as a framework built for
    ///     distribution is).
    /// - Returns: the invocation's exit status and output (a failed type-check is a result, not
    ///   an error).
    /// - Throws: `StandInHarnessError` if swiftc is missing, a stand-in does not build, a file
    ///   name is invalid or files cannot be written.
    public func typecheck(
        files: [SwiftSourceFile], against sdk: StandInSDK, languageMode: SwiftLanguageMode,
        warningsAsErrors: Bool = true, upcomingFeatures: [String] = [], defaultIsolation: String? = nil,
        library: SwiftLibrary? = nil
    ) async throws -> CompilerResult {
        let built = try await cache.built()
        let platform: [String]
        switch sdk {
        case .swiftStandIn: platform = ["-I", built.swiftModuleDirectory.path]
        case .objcHeaders: platform = built.objcHeaderFlags
        }
        return try await compile(
            files, built: built, platform: platform, action: ["-typecheck"], languageMode: languageMode,
            warningsAsErrors: warningsAsErrors, upcomingFeatures: upcomingFeatures, defaultIsolation: defaultIsolation,
            library: library
        ).compilation
    }

    /// Type-checks `files` as `typecheck(files:against:...)` does, against a real Apple SDK at a
    /// deployment target (docs/StandIns.md, "Verified against a real SDK").
    ///
    /// On Linux the compiler gets a resource directory of its own (see `appleSDKFlags`). When
    /// the SDK's standard library lacks `MainActor.assumeIsolated`, its declaration
    /// (`AppleSDK.assumeIsolatedDeclaration`) is compiled with `files`.
    ///
    /// - Throws: `StandInHarnessError` as `typecheck(files:against:...)`, and `.io` if the API
    ///   notes the Linux compiler needs are not found.
    public func typecheck(
        files: [SwiftSourceFile], against target: AppleSDKTarget, languageMode: SwiftLanguageMode,
        warningsAsErrors: Bool = true, defaultIsolation: String? = nil, library: SwiftLibrary? = nil
    ) async throws -> CompilerResult {
        let built = try await cache.built()
        return try await compile(
            Self.withDeclarationsTheSDKLacks(files, target.sdk), built: built, platform: try await appleSDKFlags(target),
            action: ["-typecheck"], languageMode: languageMode, warningsAsErrors: warningsAsErrors,
            upcomingFeatures: [], defaultIsolation: defaultIsolation,
            library: library.map { SwiftLibrary(
                moduleName: $0.moduleName, files: Self.withDeclarationsTheSDKLacks($0.files, target.sdk), libraryEvolution: $0.libraryEvolution)
            }
        ).compilation
    }

    /// Compiles `files` to one optimized object (`-c -O -wmo`, as a Release build does) against
    /// a real Apple SDK, and tells whether it is a 64-bit ARM Mach-O object.
    ///
    /// - Throws: as `typecheck(files:against: AppleSDKTarget, ...)`.
    public func compileObject(
        files: [SwiftSourceFile], against target: AppleSDKTarget, languageMode: SwiftLanguageMode,
        warningsAsErrors: Bool = true, defaultIsolation: String? = nil
    ) async throws -> ObjectResult {
        let built = try await cache.built()
        let (compilation, job) = try await compile(
            Self.withDeclarationsTheSDKLacks(files, target.sdk), built: built, platform: try await appleSDKFlags(target),
            action: ["-c", "-O", "-wmo", "-o", "App.o"], languageMode: languageMode, warningsAsErrors: warningsAsErrors,
            upcomingFeatures: [], defaultIsolation: defaultIsolation, library: nil, keepJob: true)
        defer { built.removeJobDirectory(job) }
        let header = FileManager.default.contents(atPath: job.appendingPathComponent("App.o").path).map { Array($0.prefix(8)) } ?? []
        // MH_MAGIC_64, then CPU_TYPE_ARM64 (0x0100000C), both little-endian.
        return ObjectResult(compilation: compilation, isMachOArm64: header == [0xCF, 0xFA, 0xED, 0xFE, 0x0C, 0x00, 0x00, 0x01])
    }

    /// `files`, plus the declarations an old SDK's standard library lacks.
    static func withDeclarationsTheSDKLacks(_ files: [SwiftSourceFile], _ sdk: AppleSDK) -> [SwiftSourceFile] {
        sdk.declaresAssumeIsolated ? files : files + [AppleSDK.assumeIsolatedDeclaration]
    }

    /// The flags that compile against `target` (`AppleSDKTarget.compilerFlags`), with the
    /// API notes of `$SEGUEGEN_SDK_APINOTES` or `<repository>/../shared/sdk-support/apinotes`.
    public func appleSDKFlags(_ target: AppleSDKTarget) async throws -> [String] {
        let repository = standInsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        return try target.compilerFlags(swiftc: try await cache.built().swiftc, apinotes: AppleSDKTarget.apinotes(repository: repository))
    }

    /// Compiles `files` (and first `library`, as a module only) with `platform`'s flags.
    /// Returns the result and the job directory, which is already deleted unless `keepJob`.
    private func compile(
        _ files: [SwiftSourceFile], built: BuiltStandIns, platform: [String], action: [String],
        languageMode: SwiftLanguageMode, warningsAsErrors: Bool, upcomingFeatures: [String], defaultIsolation: String?,
        library: SwiftLibrary?, keepJob: Bool = false
    ) async throws -> (compilation: CompilerResult, job: URL) {
        let job = try built.makeJobDirectory()
        var keep = false
        defer { if !keep { built.removeJobDirectory(job) } }
        var common = ["-swift-version", "\(languageMode.rawValue)"] + built.diagnosticFlags
        if warningsAsErrors { common.append("-warnings-as-errors") }
        common += upcomingFeatures.flatMap { ["-enable-upcoming-feature", $0] }
        if let defaultIsolation { common += ["-default-isolation", defaultIsolation] }
        common += platform
        if let library {
            let directory = try BuiltStandIns.makeDirectory(job.appendingPathComponent("lib"))
            // A framework built for distribution is of a package of its own: within one
            // package, the compiler switches over its non-frozen enums as if they were frozen.
            let package = library.libraryEvolution ? "\(library.moduleName)Package" : "AppPackage"
            var arguments = common + [
                "-package-name", package, "-parse-as-library", "-module-name", library.moduleName, "-emit-module",
                "-emit-module-path", directory.appendingPathComponent("\(library.moduleName).swiftmodule").path,
            ]
            if library.libraryEvolution { arguments.append("-enable-library-evolution") }
            arguments += try write(library.files, into: directory)
            let compilation = try await built.swiftc(arguments, scratch: job.appendingPathComponent("swiftc-lib"))
            guard compilation.succeeded else {
                throw StandInHarnessError.compilationFailed(compilation)
            }
            common += ["-I", directory.path]
        }
        let paths = try write(files, into: job)
        let arguments = action + common + ["-package-name", "AppPackage", "-module-name", "App", "-working-directory", job.path]
            + Self.parseModeFlags(files) + paths
        let result = try await built.swiftc(arguments, scratch: job.appendingPathComponent("swiftc"))
        keep = keepJob
        return (result, job)
    }

    /// Compiles `files` into an executable linked with the Swift stand-ins (UIKit and AppKit;
    /// the program imports the one it uses), runs it, and returns what it printed and how it
    /// ended.
    ///
    /// The program is compiled as module `App` of package `AppPackage` (so its classes print
    /// as `App.Name`, and `package` declarations compile) with
    /// `-Onone` or `-O`: debug-only checks (`assert`, `assertionFailure`) exist only in the
    /// former. It runs with Swift's crash backtracer off (`SWIFT_BACKTRACE=enable=no`) and no
    /// stdin.
    ///
    /// - Parameters:
    ///   - files: the program: top-level code in `main.swift`, or an `@main` type.
    ///   - library: a module the program imports, such as a framework with generated code of
    ///     its own: built first, with the same flags, as a static library of package
    ///     `AppPackage`.
    ///   - languageMode: `-swift-version 5` or `6`.
    ///   - optimized: `-O` if true, else `-Onone`.
    ///   - warningsAsErrors: pass `-warnings-as-errors` (default true).
    /// - Throws: `StandInHarnessError.compilationFailed` with the compiler output if the library
    ///   or the program does not compile; other `StandInHarnessError`s as for `typecheck`.
    public func buildAndRun(
        files: [SwiftSourceFile], library: SwiftLibrary? = nil, languageMode: SwiftLanguageMode, optimized: Bool,
        warningsAsErrors: Bool = true
    ) async throws -> RunResult {
        let built = try await cache.built()
        let job = try built.makeJobDirectory()
        defer { built.removeJobDirectory(job) }
        var common = ["-swift-version", "\(languageMode.rawValue)", "-package-name", "AppPackage", optimized ? "-O" : "-Onone"]
        common += built.diagnosticFlags
        if warningsAsErrors { common.append("-warnings-as-errors") }
        common += ["-I", built.swiftModuleDirectory.path, "-L", built.swiftModuleDirectory.path]
        if let library {
            let directory = try BuiltStandIns.makeDirectory(job.appendingPathComponent("lib"))
            let arguments = common + [
                "-parse-as-library", "-module-name", library.moduleName,
                "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(library.moduleName).swiftmodule").path,
                "-emit-library", "-static", "-o", directory.appendingPathComponent("lib\(library.moduleName).a").path,
            ] + (library.libraryEvolution ? ["-enable-library-evolution"] : []) + (try write(library.files, into: directory))
            let compilation = try await built.swiftc(arguments, scratch: job.appendingPathComponent("swiftc-lib"))
            guard compilation.succeeded else {
                throw StandInHarnessError.compilationFailed(compilation)
            }
            common += ["-I", directory.path, "-L", directory.path, "-l\(library.moduleName)"]
        }
        let paths = try write(files, into: job)
        let executable = job.appendingPathComponent("App")
        var arguments = common + ["-module-name", "App"] + Self.parseModeFlags(files)
        arguments += StandInFramework.allCases.map { "-l\($0.moduleName)" }
        arguments += ["-o", executable.path] + paths
        let compilation = try await built.swiftc(arguments, scratch: job.appendingPathComponent("swiftc"))
        guard compilation.succeeded else {
            throw StandInHarnessError.compilationFailed(compilation)
        }
        let run = try await Subprocess.run(
            executable, arguments: [], environment: ["SWIFT_BACKTRACE": "enable=no"],
            scratchDirectory: job.appendingPathComponent("run"))
        return RunResult(
            compilation: compilation, stdout: run.stdout, stderr: run.stderr, termination: run.termination)
    }

    /// The flags that make the header stand-ins importable, with the built overlays' paths
    /// (for documentation and debugging; `typecheck(files:against: .objcHeaders, ...)` passes
    /// them).
    public func objcHeaderFlags() async throws -> [String] {
        try await cache.built().objcHeaderFlags
    }

    /// The public API of a Swift stand-in as swiftc prints it in a `.swiftinterface` (SPI
    /// excluded), without the `// swift-...` header lines that name the compiler and flags.
    ///
    /// Tests compare it with a checked-in copy, so that every public member added to the
    /// stand-in is a deliberate, reviewed change (each must exist in the real SDK).
    ///
    /// - Parameter framework: which Swift stand-in (default: UIKit).
    public func swiftStandInInterface(_ framework: StandInFramework = .uiKit) async throws -> String {
        let path = try await cache.built().swiftInterfacePath(framework)
        guard let data = FileManager.default.contents(atPath: path.path) else {
            throw StandInHarnessError.io("cannot read \(path.path)")
        }
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("// swift-") }
            .joined(separator: "\n")
    }

    /// `-parse-as-library` unless one file is `main.swift`. Without it, swiftc would compile a
    /// lone file as a script, where top-level variables are implicitly main-actor isolated and
    /// Swift 6 would not report a generated global as "nonisolated global shared mutable state".
    static func parseModeFlags(_ files: [SwiftSourceFile]) -> [String] {
        files.contains { $0.name == "main.swift" } ? [] : ["-parse-as-library"]
    }

    /// Writes `files` into `directory` and returns their paths, in the given order.
    private func write(_ files: [SwiftSourceFile], into directory: URL) throws -> [String] {
        try files.map { file in
            guard file.name.hasSuffix(".swift"), file.name.count > ".swift".count,
                !file.name.contains("/")
            else {
                throw StandInHarnessError.invalidSourceFileName(file.name)
            }
            let url = directory.appendingPathComponent(file.name)
            do {
                try Data(file.contents.utf8).write(to: url)
            } catch {
                throw StandInHarnessError.io("cannot write \(url.path): \(error.localizedDescription)")
            }
            return url.path
        }
    }
}

/// Builds the stand-ins once, on first request; concurrent requests wait for the same build.
private actor BuildCache {
    let standInsDirectory: URL
    let workDirectory: URL
    let moduleCache: URL
    let searchPath: String
    private var task: Task<BuiltStandIns, any Error>?

    init(standInsDirectory: URL, workDirectory: URL, moduleCache: URL, searchPath: String) {
        self.standInsDirectory = standInsDirectory
        self.workDirectory = workDirectory
        self.moduleCache = moduleCache
        self.searchPath = searchPath
    }

    func built() async throws -> BuiltStandIns {
        if let task {
            return try await task.value
        }
        let standIns = standInsDirectory
        let work = workDirectory
        let searchPath = searchPath
        let moduleCache = moduleCache
        let task = Task {
            try await BuiltStandIns.build(standIns: standIns, work: work, moduleCache: moduleCache, searchPath: searchPath)
        }
        self.task = task
        return try await task.value
    }
}

/// Paths of the built stand-ins, and the flags to use them.
private struct BuiltStandIns: Sendable {
    var swiftc: URL
    var workDirectory: URL
    /// Holds `<Module>.swiftmodule` and `lib<Module>.a` of each Swift stand-in.
    var swiftModuleDirectory: URL
    /// The public (non-SPI) interface of a Swift stand-in, as emitted by swiftc.
    func swiftInterfacePath(_ framework: StandInFramework) -> URL {
        swiftModuleDirectory.appendingPathComponent("\(framework.moduleName).swiftinterface")
    }
    /// Holds the `ObjectiveC`, `Foundation`, `UIKit` and `AppKit` overlay `.swiftmodule`s.
    var overlayDirectory: URL
    /// `Tests/StandIns/ObjC`: one subdirectory (with a `module.modulemap`) per Clang module.
    var headerDirectory: URL
    var moduleCache: URL

    /// Output that `CompilerDiagnostic.parse` understands, and the shared module cache.
    var diagnosticFlags: [String] {
        ["-diagnostic-style", "llvm", "-no-color-diagnostics", "-module-cache-path", moduleCache.path]
    }

    /// Objective-C interop on Linux: ClangImporter then imports the header stand-ins as it
    /// imports the SDK (`@UIActor`, `__kindof`, nullability, bridging, renames). Without
    /// `-disable-objc-attr-requires-foundation-module`, `@objc` would demand Apple's Foundation.
    var objcHeaderFlags: [String] {
        [
            "-Xfrontend", "-enable-objc-interop",
            "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
            "-I", overlayDirectory.path,
            "-I", headerDirectory.path,
        ]
    }

    static func build(standIns: URL, work: URL, moduleCache: URL, searchPath: String) async throws -> BuiltStandIns {
        let swiftc = try Subprocess.findExecutable(named: "swiftc", searchPath: searchPath)
        let built = BuiltStandIns(
            swiftc: swiftc,
            workDirectory: work,
            swiftModuleDirectory: work.appendingPathComponent("swift"),
            overlayDirectory: work.appendingPathComponent("objc"),
            headerDirectory: standIns.appendingPathComponent("ObjC"),
            moduleCache: moduleCache)
        do {
            for directory in [built.swiftModuleDirectory, built.overlayDirectory, built.moduleCache] {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            }
        } catch {
            throw StandInHarnessError.io("cannot create \(work.path): \(error.localizedDescription)")
        }

        // Each Swift stand-in: every .swift file of Tests/StandIns/Shared, then of
        // Tests/StandIns/<Module>, each directory in name order.
        let sharedSources = try swiftFiles(in: standIns.appendingPathComponent("Shared"))
        for framework in StandInFramework.allCases {
            let module = framework.moduleName
            let sources = try swiftFiles(in: standIns.appendingPathComponent(module))
            try await built.buildStep(
                "Swift stand-in \(module)",
                [
                    "-swift-version", "6", "-parse-as-library", "-enable-library-evolution",
                    "-module-name", module,
                    "-emit-module", "-emit-module-path",
                    built.swiftModuleDirectory.appendingPathComponent("\(module).swiftmodule").path,
                    "-emit-module-interface-path", built.swiftInterfacePath(framework).path,
                    "-emit-library", "-static",
                    "-o", built.swiftModuleDirectory.appendingPathComponent("lib\(module).a").path,
                ] + built.diagnosticFlags + sharedSources + sources,
                // The stand-in re-exports Foundation, which is not built for library evolution.
                allowedWarning: "was not compiled with library evolution support")
        }

        // The header stand-ins' Swift overlays, each over its Clang module of the same name, in
        // dependency order (UIKit's and AppKit's hold the SDK overlays' generic storyboard methods).
        for module in ["ObjectiveC", "Foundation", "UIKit", "AppKit"] {
            try await built.buildStep(
                "\(module) overlay",
                [
                    "-swift-version", "6", "-parse-as-library", "-module-name", module,
                    "-import-underlying-module",
                    "-emit-module", "-emit-module-path",
                    built.overlayDirectory.appendingPathComponent("\(module).swiftmodule").path,
                ] + built.diagnosticFlags + built.objcHeaderFlags
                    + [built.headerDirectory.appendingPathComponent(module).appendingPathComponent("\(module).swift").path],
                allowedWarning: nil)
        }
        return built
    }

    /// Runs one build step; a failure or an unexpected warning is an error.
    private func buildStep(_ step: String, _ arguments: [String], allowedWarning: String?) async throws {
        let result = try await swiftc(arguments, scratch: workDirectory.appendingPathComponent("build-\(UUID().uuidString)"))
        let unexpectedWarnings = result.diagnostics(.warning).filter { warning in
            allowedWarning.map { !warning.message.contains($0) } ?? true
        }
        guard result.succeeded, unexpectedWarnings.isEmpty else {
            throw StandInHarnessError.standInBuildFailed(step: step, result)
        }
    }

    /// The `.swift` files directly in `directory`, sorted by name, as paths.
    private static func swiftFiles(in directory: URL) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw StandInHarnessError.io("cannot list \(directory.path): \(error.localizedDescription)")
        }
        return names.filter { $0.hasSuffix(".swift") }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }

    /// A new, empty directory for one harness call.
    func makeJobDirectory() throws -> URL {
        try Self.makeDirectory(workDirectory.appendingPathComponent("jobs").appendingPathComponent(UUID().uuidString))
    }

    /// Creates `directory` with its parents, or throws what stopped it.
    static func makeDirectory(_ directory: URL) throws -> URL {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StandInHarnessError.io("cannot create \(directory.path): \(error.localizedDescription)")
        }
        return directory
    }

    /// Deletes a job directory once its results are in memory. A failure only leaves files
    /// behind in the temporary directory, so it is ignored.
    func removeJobDirectory(_ job: URL) {
        try? FileManager.default.removeItem(at: job)
    }

    /// Runs swiftc with `arguments`.
    func swiftc(_ arguments: [String], scratch: URL) async throws -> CompilerResult {
        let output = try await Subprocess.run(swiftc, arguments: arguments, scratchDirectory: scratch)
        let status: Int32
        switch output.termination {
        case .exited(let code): status = code
        case .signaled(let signal): status = 128 + signal
        }
        return CompilerResult(
            commandLine: [swiftc.path] + arguments, exitStatus: status, output: output.stdout + output.stderr)
    }
}
