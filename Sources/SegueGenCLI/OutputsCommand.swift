import Foundation
import SegueGenKit

/// `seguegen outputs <spec.yaml>... [-o <directory>]`: lists the paths of the
/// files a run generates, one per line, for build systems that need them
/// before the run (an Xcode run script's output file list).
enum OutputsCommand: Command {
    static let name: String? = "outputs"
    static let abstract = "List the files a run generates, one path per line."
    static let usage = "outputs [<spec.yaml>... [-o <directory>]] [--single-file] [--config <file>]"
    static let options = [
        OptionSpec(names: ["-o", "--output"], valueName: "directory", help: "Prefix each file name with this directory, exactly as written."),
        OptionSpec(names: ["--config"], valueName: "file", help: "List the outputs of this config file instead of ./seguegen.yml."),
        OptionSpec(names: ["--single-file"], help: "List the outputs of a --single-file run."),
    ]
    static let discussion = """
        The directory is not resolved, so a path with an Xcode build setting in it
        lists paths for an Xcode file list (see the example). Without spec files,
        lists the outputs of every entry of the config file, each under its
        directory. The specs are read, and errors in them fail the command as they
        fail generation.

        EXAMPLE:
          seguegen outputs App/Navigation.yaml -o '$(SRCROOT)/App/Generated' > App/Segues.xcfilelist
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        guard let workload = try Workload.from(arguments, requireOutput: false, in: context),
              let generated = workload.generate(in: context) else {
            return CommandLineTool.ExitStatus.failure
        }
        let lines = generated.flatMap { job, files in files.map { job.displayPath(of: $0.path) + "\n" } }
        context.console.output(lines.joined())
        return CommandLineTool.ExitStatus.success
    }
}
