import Foundation
import SegueGenKit

/// The `seguegen` command: parses arguments, runs the kit, prints results, and returns the exit
/// status: 0 success, 1 errors in input or output, 64 (`EX_USAGE`, sysexits.h) a wrong command line.
public enum CommandLineTool {
    public static let version = "0.1.0"

    public enum ExitStatus {
        public static let success: Int32 = 0
        public static let failure: Int32 = 1
        public static let usage: Int32 = 64
    }

    /// The commands other than the default one, selected by their name.
    static var commands: [any Command.Type] {
        [ContextCommand.self, OutputsCommand.self, TemplatesCommand.self, ImportCommand.self, LintCommand.self, GraphCommand.self]
    }

    /// The command `word` looks like a misspelling of, when it cannot be a spec: not an option,
    /// no file of that name, no `.yaml`/`.yml` extension.
    static func misspeltCommand(_ word: String, in base: URL) -> String? {
        guard !word.hasPrefix("-"), !word.hasSuffix(".yaml"), !word.hasSuffix(".yml"),
              !FileManager.default.fileExists(atPath: URL(fileURLWithPath: word, relativeTo: base).path) else { return nil }
        return Suggestion.closest(to: word, among: commandNames)
    }

    /// The words that name a command: each command's name, then `help`.
    static var commandNames: [String] {
        commands.compactMap { $0.name } + ["help"]
    }

    /// Runs `seguegen` with `arguments` (without the program name), printing to `console`, relative
    /// paths resolved against `currentDirectory`; returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard, currentDirectory: URL? = nil) -> Int32 {
        let base = currentDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let context = CommandContext(console: console, baseDirectory: base)
        var arguments = arguments
        func usageError(_ message: String) -> Int32 {
            console.error("seguegen: error: \(message)\nRun 'seguegen --help' for more information.\n")
            return ExitStatus.usage
        }
        // `seguegen help [command]` is `seguegen [command] --help`, as in git and swift; `help help`
        // and `help generate` (the default command, which has no name) are the general help.
        if arguments.first == "help" {
            switch arguments.count {
            case 1: arguments = ["--help"]
            case 2 where ["help", "generate", "--help", "-h"].contains(arguments[1]): arguments = ["--help"]
            case 2 where commands.contains(where: { $0.name == arguments[1] }): arguments = [arguments[1], "--help"]
            case 2: return usageError("unknown command '\(arguments[1])'; the commands are \(commandNames.joined(separator: ", "))")
            default:
                return usageError("'help' takes one command name, got \(arguments.count - 1): \(arguments.dropFirst().joined(separator: " "))")
            }
        }
        var command: any Command.Type = GenerateCommand.self
        if let first = arguments.first, let named = commands.first(where: { $0.name == first }) {
            command = named
            arguments.removeFirst()
        } else if arguments.first == "generate", !FileManager.default.fileExists(atPath: URL(fileURLWithPath: "generate", relativeTo: base).path) {
            return usageError("generating takes no command word: seguegen <spec.yaml>... -o <directory>")
        } else if let first = arguments.first, let misspelt = misspeltCommand(first, in: base) {
            return usageError("unknown command '\(first)'; did you mean '\(misspelt)'?")
        } else if arguments.count == 1, let first = arguments.first, !first.hasPrefix("-"),
                  !FileManager.default.fileExists(atPath: URL(fileURLWithPath: first, relativeTo: base).path) {
            return usageError("'\(first)' is no command, and no file or folder; the commands are \(commandNames.joined(separator: ", "))")
        }
        // `--help` and `--version` before `--` win over everything else.
        let options = arguments.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            console.output(command == GenerateCommand.self ? Help.text : command.help)
            return ExitStatus.success
        }
        if options.contains("--version") {
            console.output("seguegen \(version)\n")
            return ExitStatus.success
        }
        do throws(UsageError) {
            switch ArgumentScanner.scan(arguments, options: command.options) {
            case .failure(let error):
                throw error
            case .success(let parsed):
                return try command.run(parsed, in: context)
            }
        } catch {
            console.error("seguegen: error: \(error.message)\nUsage: seguegen \(command.usage)\n"
                + "Run 'seguegen \(command.name.map { $0 + " " } ?? "")--help' for more information.\n")
            return ExitStatus.usage
        }
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

    /// The process's standard output and error; a failed write is ignored (see `StandardStreams`).
    public static let standard = StandardStreams().console
}

/// The process's standard output and error, remembering whether a write failed, so that
/// `seguegen --help >/dev/full` exits 1 instead of claiming success (or trapping, as `FileHandle` does).
public final class StandardStreams: @unchecked Sendable {
    private let lock = NSLock()
    private var failed = false
    private var outputReason: String?

    public init() {}

    public var writeFailed: Bool {
        lock.withLock { failed }
    }

    /// Why the first write to standard output failed, if one did.
    public var outputFailure: String? {
        lock.withLock { outputReason }
    }

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
            lock.withLock {
                failed = true
                if handle.fileDescriptor == STDOUT_FILENO, outputReason == nil { outputReason = SystemError.reason(error) }
            }
        }
    }
}
