import Foundation
import SegueGenCLI
import Testing

/// What one in-process run of the tool printed, and its status.
struct ToolRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `CommandLineTool.run` with `arguments`, relative paths resolved against `directory`.
    static func run(_ arguments: [String], in directory: URL) -> ToolRun {
        let capture = ConsoleCapture()
        let status = CommandLineTool.run(arguments, console: capture.console, currentDirectory: directory)
        return ToolRun(status: status, stdout: capture.stdout, stderr: capture.stderr)
    }
}

/// A `Console` whose two streams are collected into strings.
final class ConsoleCapture: @unchecked Sendable {
    // Guarded by `lock`; the tool calls the console from one thread.
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var console: Console {
        Console(
            output: { text in self.lock.withLock { self.out += text } },
            error: { text in self.lock.withLock { self.err += text } }
        )
    }

    var stdout: String { lock.withLock { out } }
    var stderr: String { lock.withLock { err } }
}

/// A fresh directory under the system's temporary directory; `remove()` deletes it.
struct ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("seguegen-hardening-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        // Make everything removable again first (tests take permissions away).
        if let paths = FileManager.default.subpaths(atPath: url.path) {
            for path in paths {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(path).path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }

    @discardableResult
    func write(_ text: String, to path: String) throws -> URL {
        let target = file(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
        return target
    }
}

/// Paths in this repository.
enum Repository {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    /// The hostile-input corpus.
    static let hostileInput = root.appendingPathComponent("Tests/HostileInput", isDirectory: true)

    /// Whether expectations should be re-recorded (`SEGUEGEN_RECORD=1`).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SEGUEGEN_RECORD"] == "1"
    }
}

/// A simple spec with one scene, for tests that need any valid spec.
let simpleSpec = """
    scenes:
      ListViewController:
        segues:
          showDetail: DetailViewController

    """

/// How a child process ended, and what it printed to standard error.
struct ChildRun: Sendable {
    /// The exit status, or the signal that killed it when `signaled`.
    var status: Int32
    var signaled: Bool
    var stderr: String
}

/// Runs `executable` in `directory` and waits for it; standard error goes
/// to a file beside the directory, read back once the process has ended.
func runChild(_ executable: URL, _ arguments: [String], in directory: URL) throws -> ChildRun {
    let errors = directory.deletingLastPathComponent().appendingPathComponent("stderr-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    let handle = try FileHandle(forWritingTo: errors)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try? handle.close()
    return ChildRun(
        status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
        stderr: String(decoding: try Data(contentsOf: errors), as: UTF8.self))
}

/// The `seguegen` executable SwiftPM built next to the test bundle or runner.
func seguegenExecutable() throws -> URL {
    struct NotFound: Error {}
    var starts = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(), Bundle.main.bundleURL]
    starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    for start in starts {
        var directory = start.standardizedFileURL
        for _ in 0...3 {
            let candidate = directory.appendingPathComponent("seguegen")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
    }
    throw NotFound()
}
