import Foundation
import SegueGenKit

/// The `seguegen` command: parses arguments, runs the kit, prints results,
/// and maps the outcome to an exit status.
///
/// Exit statuses follow BSD `sysexits.h` where it has a word for them:
/// 0 success, 1 the input has errors (or output could not be written),
/// 64 (`EX_USAGE`) the command line is wrong.
public enum CommandLineTool {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// Exit statuses.
    public enum ExitStatus {
        public static let success: Int32 = 0
        public static let failure: Int32 = 1
        public static let usage: Int32 = 64
    }

    /// Runs `seguegen` with `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: the command-line arguments after the program name.
    ///   - console: where normal output and diagnostics go.
    ///   - currentDirectory: the directory relative paths are resolved against.
    /// - Returns: the exit status.
    public static func run(_ arguments: [String], console: Console = .standard, currentDirectory: URL? = nil) -> Int32 {
        let options: Options
        switch Options.parse(arguments) {
        case .failure(let error):
            console.error("seguegen: error: \(error.message)\n\(Help.usage)\nRun 'seguegen --help' for more information.\n")
            return ExitStatus.usage
        case .success(.help):
            console.output(Help.text)
            return ExitStatus.success
        case .success(.version):
            console.output("seguegen \(version)\n")
            return ExitStatus.success
        case .success(.generate(let parsed)):
            options = parsed
        }
        let base = currentDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return GenerateCommand(options: options, console: console, baseDirectory: base).run()
    }
}

/// Where the tool writes: standard output for results, standard error for
/// diagnostics. Tests substitute closures that capture the text.
public struct Console: Sendable {
    public var output: @Sendable (String) -> Void
    public var error: @Sendable (String) -> Void

    public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.output = output
        self.error = error
    }

    /// The process's standard output and standard error; a failed write
    /// (a full disk, a closed descriptor) is ignored. See `StandardStreams`
    /// to learn whether one failed.
    public static let standard = StandardStreams().console
}

/// The process's standard output and standard error, remembering whether a
/// write to them failed, so that `seguegen --help >/dev/full` can exit 1
/// instead of claiming success (or trapping, as `FileHandle.write(_:)` does).
public final class StandardStreams: @unchecked Sendable {
    private let lock = NSLock()
    private var failed = false

    public init() {}

    /// Whether any write failed so far.
    public var writeFailed: Bool {
        lock.withLock { failed }
    }

    /// A console that writes to standard output and standard error.
    public var console: Console {
        Console(
            output: { [self] in write($0, to: .standardOutput) },
            error: { [self] in write($0, to: .standardError) }
        )
    }

    private func write(_ text: String, to handle: FileHandle) {
        guard !text.isEmpty else { return }
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            lock.withLock { failed = true }
        }
    }
}
