// seguegen-bench: the benchmark suite of seguegen (issue 7). See docs/Performance.md.
//
//     seguegen-bench [options]                 run the suite, print the tables
//     seguegen-bench phases <spec> <dir>       time the phases in this process (JSON)
//     seguegen-bench workload <scenes> <dir>   write a synthetic app's spec, storyboard and Swift files

import Foundation
import SegueGenBench
import SegueGenTestSupport

let usage = """
    usage: seguegen-bench [--sizes 10,100,1000,5000] [--runs 5] [--compile-scenes 100 | --no-compile]
                          [--compile-runs 3] [--no-instructions] [--seguegen <path>] [--work <dir>] [--keep]
                          (--work: where workloads and outputs go; default /dev/shm when writable, else the
                          temporary directory)
                          [--write docs/Performance.md]
           seguegen-bench phases <spec.yaml> <output-directory>
           seguegen-bench workload <scenes> <directory>

    The compile benchmark also measures against a real iOS SDK when SEGUEGEN_IOS_SDK names one
    (on macOS, else the one xcrun finds); docs/StandIns.md says how to get one.

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("seguegen-bench: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "phases":
    guard arguments.count == 3 else { fail("phases takes a spec and an output directory\n\(usage)") }
    do {
        let timings = try Phases.run(specPath: arguments[1], outputPath: arguments[2])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        FileHandle.standardOutput.write(try encoder.encode(timings))
    } catch {
        fail("\(error)")
    }
    exit(0)

case "workload":
    guard arguments.count == 3, let scenes = Int(arguments[1]), scenes > 0 else { fail("workload takes a scene count and a directory\n\(usage)") }
    let app = SyntheticApp(sceneCount: scenes)
    let directory = URL(fileURLWithPath: arguments[2], isDirectory: true)
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(app.specYAML().utf8).write(to: directory.appendingPathComponent("spec.yaml"))
        try Data(app.storyboardXML().utf8).write(to: directory.appendingPathComponent("Main.storyboard"))
        try Data(app.classesSwift().utf8).write(to: directory.appendingPathComponent("Classes.swift"))
        try Data(app.classesWithPrepareChainSwift().utf8).write(to: directory.appendingPathComponent("ClassesWithPrepareChain.swift"))
    } catch {
        fail("\(error)")
    }
    exit(0)

default:
    break
}

/// The suite's options from the command line.
struct Invocation {
    var options: SuiteOptions
    var seguegen: String
    var documentPath: String?
    var keep = false

    init(_ arguments: [String], binaries: String) {
        // The repository root: this file is Benchmarks/Sources/seguegen-bench/main.swift.
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // On tmpfs when there is one: the suite measures seguegen, not the disk (on this
        // project's shared build machine, creating 1000 files on disk alone takes a second).
        let base = FileManager.default.isWritableFile(atPath: "/dev/shm")
            ? URL(fileURLWithPath: "/dev/shm", isDirectory: true) : FileManager.default.temporaryDirectory
        options = SuiteOptions(
            repository: repository,
            workDirectory: base.appendingPathComponent("seguegen-bench-\(ProcessInfo.processInfo.processIdentifier)"))
        seguegen = "\(binaries)/seguegen"

        var arguments = arguments[...]
        func value(_ name: String) -> String {
            guard let value = arguments.popFirst() else { fail("\(name) needs a value\n\(usage)") }
            return value
        }
        func count(_ name: String) -> Int {
            let text = value(name)
            guard let number = Int(text), number > 0 else { fail("\(name) takes a positive number, not '\(text)'") }
            return number
        }
        while let argument = arguments.popFirst() {
            switch argument {
            case "--sizes":
                let parts = value(argument).split(separator: ",")
                let sizes = parts.compactMap { Int($0) }.filter { $0 > 0 }
                guard !sizes.isEmpty, sizes.count == parts.count else { fail("--sizes takes numbers like 10,100,1000") }
                options.sizes = sizes
            case "--runs": options.runs = count(argument)
            case "--compile-scenes": options.compileScenes = count(argument)
            case "--no-compile": options.compileScenes = nil
            case "--compile-runs": options.compileRuns = count(argument)
            case "--no-instructions": options.instructions = false
            case "--reference-size": options.referenceSize = count(argument)
            case "--seguegen": seguegen = URL(fileURLWithPath: value(argument)).standardizedFileURL.path
            case "--work": options.workDirectory = URL(fileURLWithPath: value(argument), isDirectory: true).standardizedFileURL
            case "--keep": keep = true
            case "--write": documentPath = value(argument)
            case "-h", "--help":
                print(usage, terminator: "")
                exit(0)
            default:
                fail("unknown argument '\(argument)'\n\(usage)")
            }
        }
    }
}

let binaries = Bundle.main.executableURL?.deletingLastPathComponent().path ?? "."
let invocation = Invocation(arguments, binaries: binaries)
var options = invocation.options
do {
    options.iOSSDK = try AppleSDK.find(.iOS)
} catch {
    fail("\(error)")
}

let tools = Tools(
    seguegen: invocation.seguegen, yamlFloor: "\(binaries)/yaml-floor", xmlFloor: "\(binaries)/xml-floor",
    bench: Bundle.main.executableURL?.path ?? CommandLine.arguments[0],
    swiftc: Tools.onPath("swiftc"), xmllint: Tools.onPath("xmllint"), valgrind: Tools.onPath("valgrind"),
    runMeasured: "\(binaries)/run-measured")
for path in [tools.seguegen, tools.yamlFloor, tools.xmlFloor, tools.runMeasured] where !FileManager.default.isExecutableFile(atPath: path) {
    fail("\(path) is missing; build it first (make bench does)")
}

let suite = BenchmarkSuite(options: options, tools: tools) { line in
    FileHandle.standardError.write(Data("[seguegen-bench] \(line)\n".utf8))
}
do {
    let result = try suite.run()
    let markdown = result.markdown
    print(markdown)
    if let documentPath = invocation.documentPath {
        let url = URL(fileURLWithPath: documentPath)
        let document = try String(contentsOf: url, encoding: .utf8)
        try Data(PerformanceDocument.replacingSection(in: document, with: markdown).utf8).write(to: url)
        FileHandle.standardError.write(Data("[seguegen-bench] wrote \(documentPath)\n".utf8))
    }
    if !invocation.keep { try? FileManager.default.removeItem(at: options.workDirectory) }
} catch {
    fail("\(error)")
}
