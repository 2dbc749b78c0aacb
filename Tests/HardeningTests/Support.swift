import Foundation
import SegueGenCLI
import SegueGenCLITestSupport
import Testing

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

/// Runs `executable` as `runChild` does, with a file size limit of `blocks`
/// (`ulimit -f`: blocks of 512 bytes in a POSIX shell, 1024 in bash). A
/// write past it fails with EFBIG, or, when `killedAtLimit`, kills the
/// process with SIGXFSZ: `env` sets the signal's action either way, as a
/// test runner may have left it ignored.
func runChild(_ executable: URL, _ arguments: [String], in directory: URL, fileSizeLimit blocks: Int, killedAtLimit: Bool) throws -> ChildRun {
    let signal = killedAtLimit ? "--default-signal=XFSZ" : "--ignore-signal=XFSZ"
    let script = "ulimit -f \(blocks); exec env \(signal) \"$@\""
    return try runChild(URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", executable.path] + arguments, in: directory)
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
