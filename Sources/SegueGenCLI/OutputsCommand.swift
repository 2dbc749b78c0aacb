import Foundation
import SegueGenKit

/// `seguegen outputs <input>... [-o <directory>]`: the files a run generates, one per line,
/// for build systems that need them before the run (an Xcode run script's output file list).
enum OutputsCommand: Command {
    static let name: String? = "outputs"
    static let abstract = "List the files a run generates, one path per line."
    static let usage = "outputs [<storyboard|folder|spec.yaml>... [-o <directory>]] [--single-file] [--config <file>]"
    static let options = [
        OptionSpec(names: ["-o", "--output"], valueName: "directory", help: "Prefix each file name with this directory, exactly as written."),
        OptionSpec(names: ["--config"], valueName: "file", help: "List the outputs of this config file instead of ./seguegen.yml."),
        OptionSpec(names: ["--single-file"], help: "List the outputs of a --single-file run."),
    ]
    static let discussion = """
        The directory is not resolved, so it may hold an Xcode build setting. Without
        spec files, lists the outputs of every entry of the config file. Errors in the
        specs fail the command as they fail generation.

        EXAMPLE:
          seguegen outputs App/Navigation.yaml -o '$(SRCROOT)/App/Generated' > App/Segues.xcfilelist
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        guard let run = try GenerateCommand.generationRun(arguments, requireOutput: false, in: context) else {
            return CommandLineTool.ExitStatus.failure
        }
        var report = GenerationRun.Report()
        let rendered = run.render(into: &report)
        context.report(report.diagnostics, sources: report.sources)
        guard let rendered else { return CommandLineTool.ExitStatus.failure }
        context.console.output(rendered.flatMap { output in output.files.map { output.generation.output.shown($0.path) + "\n" } }.joined())
        return CommandLineTool.ExitStatus.success
    }
}
