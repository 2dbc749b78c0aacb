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

    /// Runs the command.
    /// - Returns: the exit status; usage errors are thrown.
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32
}

extension Command {
    static var discussion: String { "" }

    /// The text of `seguegen [name] --help`.
    static var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: seguegen \(usage)\n"
        if !options.isEmpty {
            text += "\nOPTIONS:\n"
            let labels = options.map { option in
                option.names.joined(separator: ", ") + (option.valueName.map { " <\($0)>" } ?? "")
            }
            let width = (labels.map(\.count).max() ?? 0) + 2
            for (label, option) in zip(labels, options) {
                text += "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + option.help + "\n"
            }
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

    /// `path` resolved against `baseDirectory`.
    func url(for path: String, isDirectory: Bool = false) -> URL {
        FilePaths.url(for: path, relativeTo: baseDirectory, isDirectory: isDirectory)
    }

    /// The file `path` names, resolved against `baseDirectory`, as one
    /// string however it is reached (`FileIdentity`).
    func fileIdentity(of path: String) -> String {
        FileIdentity.of(url(for: path))
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

    /// The contents of the file at `path`, read through a file handle so that
    /// pipes and process substitution (`<(generate-spec)`) work as well as
    /// files; at most `InputLimits.maximumTextFileSize` bytes.
    func read(_ path: String, what: String) -> Result<[UInt8], ReadError> {
        read(url(for: path), displayPath: path, what: what)
    }

    /// The contents of the file at `url`; errors name it `displayPath`.
    func read(_ url: URL, displayPath path: String, what: String) -> Result<[UInt8], ReadError> {
        do {
            return .success(try InputLimits.read(url, limit: InputLimits.maximumTextFileSize))
        } catch {
            return .failure(ReadError(diagnostic: error.diagnostic(what: what, path: path)))
        }
    }

    /// The contents of the specs of `paths` that can be read, with their
    /// paths, and an error for each one that cannot, for the caller to
    /// report with the others' problems (`SpecLoader.loadTogether`).
    func readSpecs(_ paths: [String]) -> (files: [(bytes: [UInt8], path: String)], unreadable: [Diagnostic]) {
        var files: [(bytes: [UInt8], path: String)] = []
        var unreadable: [Diagnostic] = []
        for path in paths {
            switch read(path, what: "spec") {
            case .success(let bytes): files.append((bytes, path))
            case .failure(let error): unreadable.append(error.diagnostic)
            }
        }
        return (files, unreadable)
    }

    /// A file that could not be read, as the error to report.
    struct ReadError: Error {
        var diagnostic: Diagnostic
    }

    /// Prints why a file could not be read and returns the failure status.
    func fail(_ error: ReadError) -> Int32 {
        report([error.diagnostic], sources: [])
        return CommandLineTool.ExitStatus.failure
    }
}
