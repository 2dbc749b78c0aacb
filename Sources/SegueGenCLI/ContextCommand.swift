import Foundation
import SegueGenKit

/// `seguegen context <spec.yaml>...`: the exact values each template receives, as JSON, for
/// people writing templates.
enum ContextCommand: Command {
    static let name: String? = "context"
    static let abstract = "Print the context each template receives for specs, as JSON."
    static let usage = "context <spec.yaml>... [--templates <path>] [--single-file]"
    static let options = [
        OptionSpec(names: ["--templates"], valueName: "path", help: "Name the templates as generation with these would."),
        OptionSpec(names: ["--single-file"], help: "The contexts of a --single-file run: its support file's and its scenes' parts."),
    ]
    static let discussion = """
        Prints a JSON array with one object per generated file: its 'path', the
        'template' that renders it, and the 'context' that template receives, as a run
        of these specs into the current directory renders them. Keys are sorted.
        docs/Templates.md explains every key.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        let specs = try arguments.specsAndStoryboards(in: context).specs
        let generation = Generation(
            specs: specs.map { GivenPath($0, relativeTo: context.baseDirectory) }, output: GivenPath("", relativeTo: context.baseDirectory),
            layout: arguments.has("--single-file") ? .singleFile : .filePerScene,
            templates: arguments.values["--templates"].map { GivenPath($0, relativeTo: context.baseDirectory) })
        var report = GenerationRun.Report()
        let prepared = GenerationRun(generations: [generation], baseDirectory: context.baseDirectory).prepare(into: &report)
        context.report(report.diagnostics, sources: report.sources)
        guard let prepared = prepared?.first else { return CommandLineTool.ExitStatus.failure }
        do {
            context.console.output(try prepared.contextsJSON())
        } catch {
            return context.fail("\(error)")
        }
        return CommandLineTool.ExitStatus.success
    }
}
