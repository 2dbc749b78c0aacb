// Running a child process and collecting its output, without blocking a thread of the
// Swift concurrency pool and without pipes (which deadlock when a child fills them).

import Foundation

/// What a finished child process left behind.
struct ProcessOutput: Sendable {
    var termination: Termination
    var stdout: String
    var stderr: String
}

enum Subprocess {
    /// Runs `executable` with `arguments` and waits for it to finish.
    ///
    /// stdout and stderr go to files in `scratchDirectory` (created if needed), read back once
    /// the process has ended. At most `SubprocessSlots.shared.limit` children run at once; other
    /// calls wait for a slot.
    ///
    /// - Parameters:
    ///   - executable: absolute file URL of the program.
    ///   - arguments: its arguments.
    ///   - environment: variables to set on top of this process's environment.
    ///   - scratchDirectory: a directory private to this call.
    /// - Throws: `StandInHarnessError.io` if the files cannot be created or the process cannot
    ///   be started.
    static func run(
        _ executable: URL, arguments: [String], environment: [String: String] = [:],
        scratchDirectory: URL
    ) async throws -> ProcessOutput {
        await SubprocessSlots.shared.acquire()
        do {
            let output = try await runNow(
                executable, arguments: arguments, environment: environment, scratchDirectory: scratchDirectory)
            await SubprocessSlots.shared.release()
            return output
        } catch {
            await SubprocessSlots.shared.release()
            throw error
        }
    }

    /// `run`, without waiting for a slot.
    private static func runNow(
        _ executable: URL, arguments: [String], environment: [String: String],
        scratchDirectory: URL
    ) async throws -> ProcessOutput {
        let fileManager = FileManager.default
        let stdoutURL = scratchDirectory.appendingPathComponent("stdout.txt")
        let stderrURL = scratchDirectory.appendingPathComponent("stderr.txt")
        let stdoutHandle: FileHandle
        let stderrHandle: FileHandle
        do {
            try fileManager.createDirectory(at: scratchDirectory, withIntermediateDirectories: true)
            guard fileManager.createFile(atPath: stdoutURL.path, contents: nil),
                fileManager.createFile(atPath: stderrURL.path, contents: nil)
            else {
                throw StandInHarnessError.io("cannot create output files in \(scratchDirectory.path)")
            }
            stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
            stderrHandle = try FileHandle(forWritingTo: stderrURL)
        } catch let error as StandInHarnessError {
            throw error
        } catch {
            throw StandInHarnessError.io("\(scratchDirectory.path): \(error.localizedDescription)")
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = scratchDirectory
        // swiftc's driver leaves an empty `TemporaryDirectory.*` in TMPDIR on every run (Swift 6.3):
        // in the call's own directory it goes when the test's directory does, not into /tmp.
        process.environment = ProcessInfo.processInfo.environment
            .merging(["TMPDIR": scratchDirectory.path]) { _, new in new }
            .merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle

        let termination: Termination = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                switch finished.terminationReason {
                case .uncaughtSignal: continuation.resume(returning: .signaled(finished.terminationStatus))
                default: continuation.resume(returning: .exited(finished.terminationStatus))
                }
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(
                    throwing: StandInHarnessError.io("cannot run \(executable.path): \(error.localizedDescription)"))
            }
        }
        try? stdoutHandle.close()
        try? stderrHandle.close()
        return ProcessOutput(
            termination: termination,
            stdout: readText(stdoutURL),
            stderr: readText(stderrURL))
    }

    /// The file's contents as UTF-8 (invalid bytes replaced), or "" if it cannot be read.
    private static func readText(_ url: URL) -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The first executable file named `name` in the directories of `searchPath`
    /// (`:`-separated, as `PATH`).
    ///
    /// - Throws: `StandInHarnessError.swiftcNotFound` if there is none.
    static func findExecutable(named name: String, searchPath: String) throws -> URL {
        for directory in searchPath.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw StandInHarnessError.swiftcNotFound(searchPath: searchPath)
    }
}

/// Limits how many child processes the harness runs at once.
///
/// Swift Testing starts every test case at once, and the harness's callers all wait for the same
/// stand-in build: without a limit, hundreds of compilers start together when it is done. Besides
/// thrashing the machine, each running child keeps descriptors open in this process, and with
/// hundreds of them `Process.run()` of swift-corelibs-foundation (Swift 6.3) has been seen to
/// crash the test process: it over-reads while it lists `/proc/self/fd`
/// (swiftlang/swift-corelibs-foundation#5472, fixed upstream). Waiters are served in arrival
/// order.
actor SubprocessSlots {
    /// The harness's slots: twice the active processor count, at least 2.
    static let shared = SubprocessSlots(limit: max(2, 2 * ProcessInfo.processInfo.activeProcessorCount))

    /// How many children may run at once.
    let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Returns once a slot is free, and takes it.
    func acquire() async {
        if running < limit {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Frees a slot taken by `acquire()`, handing it to the longest waiter if there is one.
    func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
