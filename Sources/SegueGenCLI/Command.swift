import Foundation
import SegueGenKit

/// A `seguegen` command: `seguegen <spec.yaml> -o <dir>` (generate, the
/// default) or `seguegen <name> ...`.
protocol Command {
    /// The word that selects the command; nil for the default command.
    static var name: String? { get }
    /// One line for the command list in `seguegen --help`.
    static var abstract: String { get }
    /// The usage line, after `seguegen`.
    static var usage: String { get }
    /// The options, for parsing and for `--help`.
    static var options: [OptionSpec] { get }
    /// Paragraphs after the options in `--help`.
    static var discussion: String { get }

    /// Runs the command and returns the exit status; usage errors are thrown.
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32
}

extension Command {
    static var discussion: String { "" }

    /// The text of `seguegen [name] --help`.
    static var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: seguegen \(usage)\n"
        if !options.isEmpty {
            text += "\nOPTIONS:\n" + OptionSpec.helpLines(options)
        }
        if !discussion.isEmpty {
            text += "\n" + discussion + "\n"
        }
        return text
    }
}

/// What a running command needs from its surroundings.
struct CommandContext {
    let console: Console
    /// The directory relative paths are resolved against.
    let baseDirectory: URL

    /// The file `path` names, as one string however it is reached (`FileIdentity`).
    func fileIdentity(of path: String) -> String {
        FileIdentity.of(FilePaths.url(for: path, relativeTo: baseDirectory))
    }

    /// Prints `seguegen: error: message` and returns the failure status.
    func fail(_ message: String) -> Int32 {
        console.error("seguegen: error: \(message)\n")
        return CommandLineTool.ExitStatus.failure
    }

    /// Prints `diagnostics`, quoting lines from `sources`.
    func report(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
        console.error(DiagnosticPrinter(sources: sources).render(diagnostics))
    }
}
