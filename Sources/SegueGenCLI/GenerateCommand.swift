import Foundation
import SegueGenKit

/// `seguegen <input>... -o <directory>`, or `seguegen` with a config file: generates the files, or
/// with `--check` and `--dry-run` reports what generating would change.
enum GenerateCommand: Command {
    static let name: String? = nil
    static let abstract = "Generate typed Swift methods for storyboard segues from storyboards and navigation specs."
    static let usage = "[<storyboard|folder|spec.yaml>... -o <directory>] [--templates <path>] [--check | --dry-run] [--single-file] [--warnings-as-errors] [--force] [--verbose] [--quiet]"
    /// The options of every command that reads the specs of a run.
    static let runOptions = [
        OptionSpec(names: ["-o", "--output"], valueName: "directory", help: "Where to write the Swift files; created if missing."),
        OptionSpec(names: ["--templates"], valueName: "path", help: "Your own templates: a scene template file, or a directory (see docs/Templates.md)."),
        OptionSpec(names: ["--config"], valueName: "file", help: "Run this config file instead of ./seguegen.yml (when no spec is given)."),
        OptionSpec(names: ["--single-file"], help: "Write all the code into SegueGen.swift instead of one file per scene."),
        OptionSpec(names: [WarningsAsErrors.option], help: "Fail (and write nothing) if there are warnings."),
    ]
    static let options = runOptions + [
        OptionSpec(names: ["--check"], help: "Write nothing; fail if any file would be created, changed or removed, and show how."),
        OptionSpec(names: ["--dry-run"], help: "Write nothing; print what would be created, changed or removed."),
        OptionSpec(names: ["--force"], help: "Replace and remove the files other specs generated in the output directory."),
        OptionSpec(names: ["-q", "--quiet"], help: "Print nothing but diagnostics, and with --check what is out of date."),
        OptionSpec(names: ["--verbose"], help: "Also list each file written or removed, before the summary."),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        if arguments.has("--check") && arguments.has("--dry-run") {
            throw UsageError(message: "pass '--check' or '--dry-run', not both")
        }
        try arguments.checkVerbosity()
        guard var run = try generationRun(arguments, requireOutput: true, in: context) else { return CommandLineTool.ExitStatus.failure }
        run.force = arguments.has("--force")
        let writes = !arguments.has("--check") && !arguments.has("--dry-run")
        let report = run.run(writes ? .write : .plan)
        context.report(report.diagnostics, sources: report.sources)
        guard !report.hasErrors else { return CommandLineTool.ExitStatus.failure }
        let quiet = arguments.has("--quiet")
        if arguments.has("--dry-run") {
            if !quiet { context.console.output(report.outputs.map { $0.plan.description(of: $0.generation.output, listingUnchanged: true) }.joined()) }
            return CommandLineTool.ExitStatus.success
        }
        if writes {
            for case let (generation, _, summary?) in report.outputs where !quiet {
                let listed = !arguments.has("--verbose") ? [] : summary.written.map { "written   \(generation.output.shown($0))\n" }
                    + summary.removed.map { "removed   \(generation.output.shown($0))\n" }
                context.console.output(listed.joined() + summary.description(in: generation.output.shown))
            }
            return CommandLineTool.ExitStatus.success
        }
        // A check that cannot see stale files cannot say the directory is current.
        if let output = report.outputs.first(where: { $0.plan.staleFilesUnknown != nil }) {
            return context.fail("cannot list '\(output.generation.output.shown)' to look for stale files: \(output.plan.staleFilesUnknown ?? "")")
        }
        for output in report.outputs where !quiet || !output.plan.writes.isEmpty {
            context.console.output(output.plan.description(of: output.generation.output, listingUnchanged: false))
        }
        let changes = report.outputs.map(\.plan.writes.count).reduce(0, +)
        guard changes == 0 else {
            let count = changes == 1 ? "1 generated file is" : "\(changes) generated files are"
            return context.fail("\(count) not up to date; run seguegen without '--check' to update \(changes == 1 ? "it" : "them")")
        }
        return CommandLineTool.ExitStatus.success
    }

    /// The run the arguments name: the specs and `-o` (required with `requireOutput`), else the config
    /// file (`--config`, or `seguegen.yml` here); nil after printing why the config file is unusable.
    static func generationRun(_ arguments: ParsedArguments, requireOutput: Bool, in context: CommandContext) throws(UsageError) -> GenerationRun? {
        let strict = arguments.has(WarningsAsErrors.option)
        guard arguments.positionals.isEmpty else {
            if arguments.values["--config"] != nil { throw UsageError(message: "pass spec files or '--config <file>', not both") }
            if arguments.positionals.contains("") { throw UsageError(message: "the spec file name is empty") }
            let output = arguments.values["--output"]
            if requireOutput, output?.isEmpty ?? true { throw UsageError(message: "missing output directory; pass '-o <directory>'") }
            let given = arguments.positionals.map { GivenPath($0, relativeTo: context.baseDirectory) }
            let specs = given.filter { !$0.isStoryboard }, storyboards = given.filter(\.isStoryboard)
            try ParsedArguments.checkGivenOnce(specs.map(\.shown), in: context)
            try ParsedArguments.checkGivenOnce(storyboards.map(\.shown), noun: "storyboard", in: context)
            let generation = Generation(
                specs: specs, storyboards: storyboards,
                output: GivenPath(output ?? "", relativeTo: context.baseDirectory, isDirectory: true),
                layout: arguments.has("--single-file") ? .singleFile : .filePerScene,
                templates: arguments.values["--templates"].map { GivenPath($0, relativeTo: context.baseDirectory) },
                warningsAsErrors: strict ? WarningsAsErrors.option : nil)
            if let problem = generation.specsGivenWithStoryboardsProblem { throw UsageError(message: problem) }
            return GenerationRun(generations: [generation], baseDirectory: context.baseDirectory)
        }
        if arguments.values["--output"] != nil { throw UsageError(message: "missing storyboard or spec file") }
        for (option, key) in [("--single-file", "single-file: true"), ("--templates", "templates")] where arguments.has(option) || arguments.values[option] != nil {
            throw UsageError(message: "'\(option)' needs spec files; in a config file, set '\(key)' on an entry")
        }
        let path = arguments.values["--config"] ?? GenerationConfig.defaultFileName
        guard !path.isEmpty else { throw UsageError(message: "the config file name is empty") }
        if arguments.values["--config"] == nil, !FileManager.default.fileExists(atPath: GivenPath(path, relativeTo: context.baseDirectory).url.path) {
            throw UsageError(message: "missing storyboard or spec file, and there is no \(path) here; pass '<storyboard or spec.yaml> -o <directory>', or run seguegen where its config file is")
        }
        let loaded = GenerationRun.config(at: path, relativeTo: context.baseDirectory, warningsAsErrors: strict)
        guard let run = loaded.value else {
            context.report(loaded.diagnostics, sources: loaded.sources)
            return nil
        }
        return run
    }
}
