import Foundation
import SegueGenTestSupport

/// The programs the suite runs.
public struct Tools: Sendable {
    /// The `seguegen` under test.
    public var seguegen: String
    /// `yaml-floor`: libyaml's event loop in C.
    public var yamlFloor: String
    /// `xml-floor`: Foundation's XMLParser counting segues.
    public var xmlFloor: String
    /// `seguegen-bench` itself, for `seguegen-bench phases`.
    public var bench: String
    /// `swiftc`, for the compile benchmark.
    public var swiftc: String?
    /// `xmllint`, for the XML stream floor; optional.
    public var xmllint: String?
    /// `valgrind`, for instruction counts; optional.
    public var valgrind: String?
    /// `run-measured`, which runs and measures each process.
    public var runMeasured: String

    public init(
        seguegen: String, yamlFloor: String, xmlFloor: String, bench: String,
        swiftc: String?, xmllint: String?, valgrind: String?, runMeasured: String
    ) {
        self.runMeasured = runMeasured
        self.seguegen = seguegen
        self.yamlFloor = yamlFloor
        self.xmlFloor = xmlFloor
        self.bench = bench
        self.swiftc = swiftc
        self.xmllint = xmllint
        self.valgrind = valgrind
    }

    /// The first executable named `name` on `PATH`, or nil.
    public static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// What to measure and how often.
public struct SuiteOptions: Sendable {
    /// Scene counts of the synthetic apps (each scene the source of `seguesPerScene` segues).
    public var sizes: [Int] = [10, 100, 1000]
    public var seguesPerScene = 10
    /// Runs per measurement of the generator rows; the median is reported.
    public var runs = 5
    /// The size the targets are checked at.
    public var referenceSize = 1000
    /// The scenes of the compile benchmark (times `seguesPerScene` segues); nil skips it.
    public var compileScenes: Int? = 100
    /// Runs per compile measurement.
    public var compileRuns = 3
    /// Count instructions with callgrind at `referenceSize` (when valgrind is installed).
    public var instructions = true
    /// A real iOS SDK the compile benchmark also measures against, when given.
    public var iOSSDK: AppleSDK?
    /// The repository root: `Tests/StandIns/UIKit` is compiled from there.
    public var repository: URL
    /// Where workloads and outputs go; emptied first.
    public var workDirectory: URL

    public init(repository: URL, workDirectory: URL) {
        self.repository = repository
        self.workDirectory = workDirectory
    }
}

/// Everything one size of synthetic app measured.
public struct SizeResult: Sendable {
    public var app: SyntheticApp
    public var specBytes: Int
    public var storyboardBytes: Int
    /// `yaml-floor spec.yaml`.
    public var yamlFloor: ProcessStatistic
    /// `seguegen spec.yaml -o out` into a missing directory.
    public var generate: ProcessStatistic
    /// The same again, with every output current.
    public var noop: ProcessStatistic
    /// `cp -r out copy`: writing the same files, the floor's other half.
    public var copy: ProcessStatistic
    /// `seguegen spec.yaml -o out --check`, every output current.
    public var check: ProcessStatistic
    /// The most files a no-op rerun replaced (inode or modification time changed).
    public var noopFilesWritten: Int
    /// The files a run generates.
    public var filesGenerated: Int
    public var phases: PhaseStatistic
    /// `xmllint --stream --noout Main.storyboard`, when xmllint is installed.
    public var xmllint: ProcessStatistic?
    /// `xml-floor Main.storyboard`.
    public var xmlParser: ProcessStatistic
    /// `seguegen import`, when the build has it.
    public var storyboardImport: ImportResult?
}

/// Per-phase medians of `seguegen-bench phases`.
public struct PhaseStatistic: Sendable {
    public var read: Statistic
    public var load: Statistic
    public var parse: Statistic
    /// Reading the file and parsing its YAML, in each run: the load phase.
    public var readAndParse: Statistic
    /// `load` minus `parse` (a separate parse after it), plus the conflict
    /// check, in each run: spec decoding and validation. A run in which the
    /// separate parse took longer than the whole load, which noise can do,
    /// counts 0 for the difference rather than a negative time.
    public var validate: Statistic
    public var render: Statistic
    public var write: Statistic
    public var rewrite: Statistic
    /// Peak RSS of the phases process, in bytes.
    public var peakRSS: Statistic
}

/// `seguegen import Main.storyboard -o spec.yaml`, then generating from that spec.
public struct ImportResult: Sendable {
    public var importOnly: ProcessStatistic
    /// Import and generate, run after one another: the sum of the two wall times per run.
    public var importAndGenerate: Statistic
    /// `seguegen Main.storyboard -o out`: generating from the storyboard itself.
    public var fromStoryboard: ProcessStatistic
}

/// The compile benchmark: the same segues as generated code and as a hand-written chain.
public struct CompileResult: Sendable {
    /// What is compiled. Each variant is the view controller classes (one
    /// file) and, but for `classes` and `chain`, seguegen's files.
    public enum Variant: String, Sendable, CaseIterable {
        /// The classes alone.
        case classes
        /// The classes with the hand-written `prepare(for:sender:)` chain, in the same file.
        case chain
        /// A file per scene, in batch mode (`-enable-batch-mode`), as Xcode's
        /// and SwiftPM's debug builds compile: files share frontend processes.
        case generated
        /// A file per scene, one frontend process per file (plain `swiftc` without batch mode).
        case generatedPerFile = "generated-per-file"
        /// `--single-file`: all of seguegen's code in `SegueGen.swift`, as the build-tool plugin writes it.
        case generatedSingleFile = "generated-single-file"

        /// Whether the driver runs in batch mode (only differs for several files).
        var batchMode: Bool { self != .generatedPerFile }
    }

    /// How a build compiles: the columns of each table.
    public enum Build: String, Sendable, CaseIterable {
        /// `-typecheck`, what an editor and the first step of every build pay.
        case typecheck
        /// Debug: `-Onone -c`, in batch mode but for `generatedPerFile`.
        case debug
        /// Release: `-O -wmo -c`, one frontend for the whole module.
        case release

        var flags: [String] {
            switch self {
            case .typecheck: ["-typecheck"]
            case .debug: ["-Onone", "-c"]
            case .release: ["-O", "-wmo", "-c"]
            }
        }
    }

    /// The times against one SDK: the UIKit stand-in, or a real iOS SDK.
    public struct Table: Sendable {
        /// Such as "the Swift UIKit stand-in" or "the iOS 16.4 SDK (arm64-apple-ios16.4)".
        public var sdk: String
        /// No `release` row for `generatedPerFile`: a whole-module build starts one
        /// frontend whatever the driver's mode, so it is `generated`.
        public var times: [Build: [Variant: ProcessStatistic]]
    }

    public var app: SyntheticApp
    /// The stand-in's table, then the real SDK's when one is given.
    public var tables: [Table]
    /// Source lines of the generated files (scene files and support file), and how many files.
    public var generatedLines: Int
    public var generatedFiles: Int
    public var chainLines: Int
    public var classesLines: Int
}

/// Instruction counts from callgrind: repeatable where times are noisy.
public struct InstructionResult: Sendable {
    public var sceneCount: Int
    public var yamlFloor: Int
    public var generate: Int
    public var noop: Int
}

/// The machine and build a report was measured on.
public struct Environment: Sendable {
    public var date: String
    public var processor: String
    public var cores: Int
    public var loadBefore: String
    public var loadAfter: String
    public var swift: String
    public var commit: String
}

/// All results of one run of the suite.
public struct SuiteResult: Sendable {
    public var options: SuiteOptions
    public var environment: Environment
    public var sizes: [SizeResult]
    /// Nil when `seguegen import` is not available.
    public var importAvailable: Bool
    public var compile: CompileResult?
    public var compileSkipReason: String?
    public var instructions: InstructionResult?
    public var instructionsSkipReason: String?
}

/// Runs every benchmark of issue 7 and collects the results.
public struct BenchmarkSuite {
    public var options: SuiteOptions
    public var tools: Tools
    /// Progress lines (to standard error in the command).
    public var log: (String) -> Void

    public init(options: SuiteOptions, tools: Tools, log: @escaping (String) -> Void) {
        self.options = options
        self.tools = tools
        self.log = log
    }

    /// Runs and measures child processes.
    var runner: ProcessRunner {
        ProcessRunner(helper: tools.runMeasured, scratchDirectory: options.workDirectory.path)
    }

    public func run() throws -> SuiteResult {
        let work = options.workDirectory
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let loadBefore = Self.loadAverage()

        let importAvailable = try probeImport()
        log(importAvailable ? "seguegen import: available" : "seguegen import: not available in this build")
        var sizes: [SizeResult] = []
        for size in options.sizes {
            sizes.append(try measure(SyntheticApp(sceneCount: size, seguesPerScene: options.seguesPerScene), importAvailable: importAvailable))
        }

        var compile: CompileResult?
        var compileSkipReason: String?
        if let scenes = options.compileScenes {
            if tools.swiftc != nil {
                compile = try measureCompile(SyntheticApp(sceneCount: scenes, seguesPerScene: options.seguesPerScene))
            } else {
                compileSkipReason = "swiftc is not on PATH"
            }
        } else {
            compileSkipReason = "skipped (--no-compile)"
        }

        var instructions: InstructionResult?
        var instructionsSkipReason: String?
        if !options.instructions {
            instructionsSkipReason = "skipped (--no-instructions)"
        } else if tools.valgrind == nil {
            instructionsSkipReason = "valgrind is not installed"
        } else {
            instructions = try countInstructions(SyntheticApp(sceneCount: options.referenceSize, seguesPerScene: options.seguesPerScene))
        }

        let environment = Environment(
            date: Self.today(), processor: Self.processorName(), cores: ProcessInfo.processInfo.activeProcessorCount,
            loadBefore: loadBefore, loadAfter: Self.loadAverage(), swift: swiftVersion(), commit: commitDescription())
        return SuiteResult(
            options: options, environment: environment, sizes: sizes, importAvailable: importAvailable,
            compile: compile, compileSkipReason: compileSkipReason,
            instructions: instructions, instructionsSkipReason: instructionsSkipReason)
    }

    // MARK: Generator rows

    /// Writes the workload of `app` under the work directory and returns its directory.
    func prepare(_ app: SyntheticApp) throws -> URL {
        let directory = options.workDirectory.appendingPathComponent("n\(app.sceneCount)")
        if !FileManager.default.fileExists(atPath: directory.appendingPathComponent("spec.yaml").path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(app.specYAML().utf8).write(to: directory.appendingPathComponent("spec.yaml"))
            try Data(app.storyboardXML().utf8).write(to: directory.appendingPathComponent("Main.storyboard"))
        }
        return directory
    }

    func measure(_ app: SyntheticApp, importAvailable: Bool) throws -> SizeResult {
        log("\(app.sceneCount) scenes x \(app.seguesPerScene) segues")
        let directory = try prepare(app)
        let spec = directory.appendingPathComponent("spec.yaml").path
        let storyboard = directory.appendingPathComponent("Main.storyboard").path
        let output = directory.appendingPathComponent("out").path
        let imported = directory.appendingPathComponent("imported.yaml").path
        let importedOutput = directory.appendingPathComponent("imported-out").path

        var floor: [ProcessSample] = [], generate: [ProcessSample] = [], noop: [ProcessSample] = []
        var copies: [ProcessSample] = [], checks: [ProcessSample] = []
        let copied = directory.appendingPathComponent("copy").path
        var xmllint: [ProcessSample] = [], xmlParser: [ProcessSample] = []
        var importOnly: [ProcessSample] = [], importAndGenerate: [Double] = [], fromStoryboard: [ProcessSample] = []
        var phases: [(Phases.Timings, ProcessSample)] = []
        var noopFilesWritten = 0
        var filesGenerated = 0

        // One untimed round first (file cache, dynamic loader), then the runs,
        // each measurement interleaved with the others so that noise spreads evenly.
        for run in 0...options.runs {
            let timed = run > 0
            let floorSample = try check(runner.run(tools.yamlFloor, [spec]), "yaml-floor")

            try remove(output)
            let generateSample = try check(runner.run(tools.seguegen, [spec, "-o", output, "--quiet"]), "seguegen")
            try remove(copied)
            let copySample = try check(runner.run("/bin/cp", ["-r", output, copied]), "cp -r")
            let before = try snapshot(of: output)
            let noopSample = try check(runner.run(tools.seguegen, [spec, "-o", output, "--quiet"]), "seguegen (no-op)")
            let checkSample = try check(runner.run(tools.seguegen, [spec, "-o", output, "--check", "--quiet"]), "seguegen --check")
            let after = try snapshot(of: output)
            // The generated files; not the output stamp (`.seguegen-stamp`), which
            // the rewritten count below does include: a no-op must not replace it either.
            filesGenerated = after.keys.filter { !$0.hasPrefix(".") }.count
            noopFilesWritten = max(noopFilesWritten, after.filter { before[$0.key] != $0.value }.count + max(0, after.count - before.count))

            let phasesDirectory = directory.appendingPathComponent("phases-out").path
            try remove(phasesDirectory)
            let timingsPath = directory.appendingPathComponent("phases.json").path
            let phasesSample = try check(
                runner.run(tools.bench, ["phases", spec, phasesDirectory], standardOutput: timingsPath), "seguegen-bench phases")
            let timings = try JSONDecoder().decode(Phases.Timings.self, from: Data(contentsOf: URL(fileURLWithPath: timingsPath)))

            let xmlParserSample = try check(runner.run(tools.xmlFloor, [storyboard]), "xml-floor")
            let xmllintSample = try tools.xmllint.map {
                try check(runner.run($0, ["--stream", "--noout", storyboard]), "xmllint")
            }

            var importSample: ProcessSample?
            var importGenerateSample: ProcessSample?
            var storyboardSample: ProcessSample?
            if importAvailable {
                try remove(imported)
                try remove(importedOutput)
                importSample = try check(runner.run(tools.seguegen, ["import", storyboard, "-o", imported]), "seguegen import")
                importGenerateSample = try check(
                    runner.run(tools.seguegen, [imported, "-o", importedOutput, "--quiet"]), "seguegen (imported spec)")
                try remove(importedOutput)
                storyboardSample = try check(runner.run(tools.seguegen, [storyboard, "-o", importedOutput, "--quiet"]), "seguegen (storyboard)")
            }

            guard timed else { continue }
            floor.append(floorSample)
            generate.append(generateSample)
            noop.append(noopSample)
            copies.append(copySample)
            checks.append(checkSample)
            phases.append((timings, phasesSample))
            xmlParser.append(xmlParserSample)
            if let xmllintSample { xmllint.append(xmllintSample) }
            if let importSample, let importGenerateSample, let storyboardSample {
                importOnly.append(importSample)
                importAndGenerate.append(importSample.wall + importGenerateSample.wall)
                fromStoryboard.append(storyboardSample)
            }
        }

        let attributes = { (path: String) in
            (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
        let timings = phases.map(\.0)
        return SizeResult(
            app: app, specBytes: attributes(spec), storyboardBytes: attributes(storyboard),
            yamlFloor: ProcessStatistic(floor), generate: ProcessStatistic(generate), noop: ProcessStatistic(noop),
            copy: ProcessStatistic(copies), check: ProcessStatistic(checks),
            noopFilesWritten: noopFilesWritten, filesGenerated: filesGenerated,
            phases: PhaseStatistic(
                read: Statistic(timings.map(\.read)), load: Statistic(timings.map(\.load)),
                parse: Statistic(timings.map(\.parse)), readAndParse: Statistic(timings.map { $0.read + $0.parse }), validate: Statistic(timings.map { max(0, $0.load - $0.parse) + $0.conflicts }),
                render: Statistic(timings.map(\.render)), write: Statistic(timings.map(\.write)),
                rewrite: Statistic(timings.map(\.rewrite)), peakRSS: Statistic(phases.map { Double($0.1.peakRSS) })),
            xmllint: xmllint.isEmpty ? nil : ProcessStatistic(xmllint), xmlParser: ProcessStatistic(xmlParser),
            storyboardImport: importOnly.isEmpty
                ? nil : ImportResult(
                    importOnly: ProcessStatistic(importOnly), importAndGenerate: Statistic(importAndGenerate),
                    fromStoryboard: ProcessStatistic(fromStoryboard)))
    }

    /// Whether this `seguegen` has `import`: it must turn a small storyboard into a spec.
    func probeImport() throws -> Bool {
        let directory = try prepare(SyntheticApp(sceneCount: 2, seguesPerScene: 2))
        let spec = directory.appendingPathComponent("probe.yaml").path
        let sample = try runner.run(
            tools.seguegen, ["import", directory.appendingPathComponent("Main.storyboard").path, "-o", spec])
        return sample.status == 0 && FileManager.default.fileExists(atPath: spec)
    }

    /// Each file's inode and modification time, by name: a file that a run
    /// writes (atomically, by renaming a new file over it) changes both.
    func snapshot(of directory: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            let attributes = try FileManager.default.attributesOfItem(atPath: "\(directory)/\(name)")
            let inode = attributes[.systemFileNumber].map { "\($0)" } ?? ""
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[name] = "\(inode)@\(modified)"
        }
        return result
    }

    // MARK: Compile rows

    func measureCompile(_ app: SyntheticApp) throws -> CompileResult {
        guard let swiftc = tools.swiftc else { throw BenchmarkError("swiftc is not on PATH") }
        log("compile: \(app.segueCount) segues (\(app.sceneCount) scenes)")
        let root = options.workDirectory.appendingPathComponent("compile")
        let moduleCache = root.appendingPathComponent("module-cache").path
        let uikit = root.appendingPathComponent("uikit")
        try FileManager.default.createDirectory(at: uikit, withIntermediateDirectories: true)

        // The Swift UIKit stand-in, as Tests/SegueGenTestSupport/StandInHarness.swift builds it
        // (module only): every .swift file of Tests/StandIns/Shared, then of Tests/StandIns/UIKit.
        var standInSources: [String] = []
        for part in ["Shared", "UIKit"] {
            let directory = options.repository.appendingPathComponent("Tests/StandIns/\(part)")
            standInSources += try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0).path }
        }
        try compileOrThrow(
            swiftc,
            ["-swift-version", "6", "-parse-as-library", "-enable-library-evolution", "-module-name", "UIKit",
             "-emit-module", "-emit-module-path", uikit.appendingPathComponent("UIKit.swiftmodule").path,
             "-module-cache-path", moduleCache] + standInSources,
            in: root.path, what: "the UIKit stand-in")
        var sdks: [(name: String, flags: [String])] = [("the Swift UIKit stand-in", ["-I", uikit.path])]
        if let sdk = options.iOSSDK {
            let target = AppleSDKTarget(sdk: sdk, triple: "arm64-apple-ios\(sdk.version)")
            let flags = try target.compilerFlags(
                swiftc: URL(fileURLWithPath: swiftc).resolvingSymlinksInPath(), apinotes: AppleSDKTarget.apinotes(repository: options.repository))
            sdks.append(("the iOS \(sdk.version) SDK (`\(target.triple)`)", flags))
        }

        // The variants of the app's code (CompileResult.Variant), each in its own directory.
        let directory = try prepare(app)
        let spec = directory.appendingPathComponent("spec.yaml").path
        var variants: [(variant: CompileResult.Variant, directory: URL, files: [String])] = []
        for variant in CompileResult.Variant.allCases {
            let variantDirectory = root.appendingPathComponent(variant.rawValue)
            try FileManager.default.createDirectory(at: variantDirectory, withIntermediateDirectories: true)
            let classes = variant == .chain ? app.classesWithPrepareChainSwift() : app.classesSwift()
            try Data(classes.utf8).write(to: variantDirectory.appendingPathComponent("Classes.swift"))
            switch variant {
            case .classes, .chain:
                break
            case .generated, .generatedPerFile:
                try check(runner.run(tools.seguegen, [spec, "-o", variantDirectory.path, "--quiet"]), "seguegen")
            case .generatedSingleFile:
                try check(runner.run(tools.seguegen, [spec, "-o", variantDirectory.path, "--single-file", "--quiet"]), "seguegen")
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: variantDirectory.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
            variants.append((variant, variantDirectory, files))
        }
        let lines = { (variant: CompileResult.Variant, filter: (String) -> Bool) -> Int in
            guard let entry = variants.first(where: { $0.variant == variant }) else { return 0 }
            return entry.files.filter(filter).reduce(0) { total, name in
                let text = (try? String(contentsOf: entry.directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
                return total + text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            }
        }
        // An SDK older than Swift 5.9 lacks MainActor.assumeIsolated: every variant gets the
        // standard library's declaration, as the real-SDK tests add it.
        let olderSDKFile = AppleSDK.assumeIsolatedDeclaration
        if let sdk = options.iOSSDK, !sdk.declaresAssumeIsolated {
            for (_, variantDirectory, _) in variants {
                try Data(olderSDKFile.contents.utf8).write(to: variantDirectory.appendingPathComponent(olderSDKFile.name))
            }
        }

        let common = ["-swift-version", "6", "-parse-as-library", "-module-name", "App", "-module-cache-path", moduleCache]
        // What Xcode's and SwiftPM's debug builds pass: files share frontend processes.
        let batch = ["-enable-batch-mode", "-j", "\(max(1, ProcessInfo.processInfo.activeProcessorCount))"]
        var tables: [CompileResult.Table] = []
        for (index, sdk) in sdks.enumerated() {
            let olderSDK = index > 0 && options.iOSSDK?.declaresAssumeIsolated == false
            var samples: [CompileResult.Build: [CompileResult.Variant: [ProcessSample]]] = [:]
            for run in 0...options.compileRuns {
                for (variant, variantDirectory, files) in variants {
                    for build in CompileResult.Build.allCases where build != .release || variant.batchMode {
                        let flags = common + sdk.flags + (variant.batchMode && build != .release ? batch : []) + build.flags
                        // swift-frontend skips optimisation and code generation when the
                        // existing object file already matches: delete every .o first.
                        for name in try FileManager.default.contentsOfDirectory(atPath: variantDirectory.path) where name.hasSuffix(".o") {
                            try FileManager.default.removeItem(at: variantDirectory.appendingPathComponent(name))
                        }
                        let sample = try compileOrThrow(
                            swiftc, flags + files + (olderSDK ? [olderSDKFile.name] : []), in: variantDirectory.path,
                            what: "\(variant.rawValue) (\(build.rawValue), against \(sdk.name))")
                        if run > 0 { samples[build, default: [:]][variant, default: []].append(sample) }
                    }
                }
                log("compile against \(sdk.name): round \(run) of \(options.compileRuns) done\(run == 0 ? " (warm-up)" : "")")
            }
            tables.append(CompileResult.Table(sdk: sdk.name, times: samples.mapValues { $0.mapValues(ProcessStatistic.init) }))
        }
        return CompileResult(
            app: app, tables: tables,
            generatedLines: lines(.generated) { $0 != "Classes.swift" },
            generatedFiles: variants.first { $0.variant == .generated }?.files.count ?? 0,
            chainLines: lines(.chain) { _ in true }, classesLines: lines(.classes) { _ in true })
    }

    @discardableResult
    func compileOrThrow(_ swiftc: String, _ arguments: [String], in directory: String, what: String) throws -> ProcessSample {
        let log = "\(directory)/swiftc.log"
        let sample = try runner.run(swiftc, arguments, directory: directory, standardOutput: log, standardError: log)
        guard sample.status == 0 else {
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw BenchmarkError("compiling \(what) failed (status \(sample.status)):\n\(output.prefix(4000))")
        }
        return sample
    }

    // MARK: Instruction counts

    func countInstructions(_ app: SyntheticApp) throws -> InstructionResult {
        guard let valgrind = tools.valgrind else { throw BenchmarkError("valgrind is not installed") }
        log("instructions: callgrind at \(app.sceneCount) scenes")
        let directory = try prepare(app)
        let spec = directory.appendingPathComponent("spec.yaml").path
        let output = directory.appendingPathComponent("callgrind-out").path
        try remove(output)
        func count(_ command: [String]) throws -> Int {
            let log = directory.appendingPathComponent("callgrind.log").path
            try check(
                runner.run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null"] + command, standardError: log),
                "valgrind \(command[0])")
            let text = try String(contentsOfFile: log, encoding: .utf8)
            // "==123== Collected : 4567890"
            guard let line = text.split(separator: "\n").first(where: { $0.contains("Collected :") }),
                  let number = line.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
            else { throw BenchmarkError("no instruction count in the callgrind output:\n\(text.suffix(2000))") }
            return number
        }
        let floor = try count([tools.yamlFloor, spec])
        let generate = try count([tools.seguegen, spec, "-o", output, "--quiet"])
        let noop = try count([tools.seguegen, spec, "-o", output, "--quiet"])
        return InstructionResult(sceneCount: app.sceneCount, yamlFloor: floor, generate: generate, noop: noop)
    }

    // MARK: Helpers

    @discardableResult
    func check(_ sample: ProcessSample, _ what: String) throws -> ProcessSample {
        guard sample.status == 0 else { throw BenchmarkError("\(what) exited with status \(sample.status)") }
        return sample
    }

    func remove(_ path: String) throws {
        if FileManager.default.fileExists(atPath: path) {
            try FileManager.default.removeItem(atPath: path)
        }
    }

    func swiftVersion() -> String {
        guard let swiftc = tools.swiftc else { return "unknown" }
        let path = options.workDirectory.appendingPathComponent("swiftc-version.txt").path
        _ = try? runner.run(swiftc, ["--version"], standardOutput: path)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
    }

    func commitDescription() -> String {
        guard let git = Tools.onPath("git") else { return "unknown" }
        let path = options.workDirectory.appendingPathComponent("git.txt").path
        let repository = options.repository.path
        _ = try? runner.run(git, ["-C", repository, "rev-parse", "--short", "HEAD"], standardOutput: path)
        let commit = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try? runner.run(git, ["-C", repository, "status", "--porcelain", "--untracked-files=no"], standardOutput: path)
        let dirty = !((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").isEmpty
        return commit.isEmpty ? "unknown" : commit + (dirty ? " with uncommitted changes" : "")
    }

    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
    }

    static func processorName() -> String {
        let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown processor"
    }

    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: Date())
    }
}
