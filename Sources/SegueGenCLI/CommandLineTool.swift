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

    /// The process's standard output and standard error.
    public static let standard = Console(
        output: { FileHandle.standardOutput.write(Data($0.utf8)) },
        error: { FileHandle.standardError.write(Data($0.utf8)) }
    )
}
