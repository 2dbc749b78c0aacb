import Foundation
import SegueGenCLI

/// What one in-process run of the tool printed, and its exit status.
public struct ToolRun: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    /// Runs `CommandLineTool.run` with `arguments`, relative paths resolved
    /// against `directory`, and keeps what it printed.
    public static func run(_ arguments: [String], in directory: URL) -> ToolRun {
        let capture = ConsoleCapture()
        let status = CommandLineTool.run(arguments, console: capture.console, currentDirectory: directory)
        return ToolRun(status: status, stdout: capture.stdout, stderr: capture.stderr)
    }
}

/// A `Console` whose two streams are collected into strings.
public final class ConsoleCapture: @unchecked Sendable {
    // Guarded by `lock`; the tool calls the console from one thread, the lock
    // only makes the class honestly Sendable.
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    public init() {}

    public var console: Console {
        Console(
            output: { text in self.lock.withLock { self.out += text } },
            error: { text in self.lock.withLock { self.err += text } }
        )
    }

    public var stdout: String { lock.withLock { out } }
    public var stderr: String { lock.withLock { err } }
}

/// A fresh directory under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("seguegen-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Deletes the directory, first making everything in it removable again
    /// (tests take permissions away).
    public func remove() {
        if let paths = FileManager.default.subpaths(atPath: url.path) {
            for path in paths {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(path).path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// The URL of `path` inside the directory.
    public func file(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }

    /// Writes `text` to `path` inside the directory, creating folders on the way.
    @discardableResult
    public func write(_ text: String, to path: String) throws -> URL {
        let target = file(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
        return target
    }
}
