import Foundation
import SegueGenKit

/// `seguegen <input>... -o <directory>` (specs, storyboards, folders of storyboards), or
/// `seguegen` with a config file: generates the files, or with `--check` and `--dry-run`
/// reports what generating would change.
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
            if !quiet { context.console.output(report.outputs.map { describe($0.plan, of: $0.generation.output, listingUnchanged: true) }.joined()) }
            return CommandLineTool.ExitStatus.success
        }
        if writes {
            guard !quiet else { return CommandLineTool.ExitStatus.success }
            for (generation, _, summary) in report.outputs {
                guard let summary else { continue }
                var text = ""
                if arguments.has("--verbose") {
                    text += summary.written.map { "written   \(generation.output.shown($0))\n" }.joined()
                    text += summary.removed.map { "removed   \(generation.output.shown($0))\n" }.joined()
                }
                context.console.output(text + describe(summary, in: generation.output.shown))
            }
            return CommandLineTool.ExitStatus.success
        }
        // A check that cannot see stale files cannot say the directory is current.
        if let output = report.outputs.first(where: { $0.plan.staleFilesUnknown != nil }) {
            return context.fail("cannot list '\(output.generation.output.shown)' to look for stale files: \(output.plan.staleFilesUnknown ?? "")")
        }
        for output in report.outputs where !quiet || !output.plan.writes.isEmpty {
            context.console.output(describe(output.plan, of: output.generation.output, listingUnchanged: false))
        }
        let changes = report.outputs.map(\.plan.writes.count).reduce(0, +)
        guard changes == 0 else {
            let count = changes == 1 ? "1 generated file is" : "\(changes) generated files are"
            return context.fail("\(count) not up to date; run seguegen without '--check' to update \(changes == 1 ? "it" : "them")")
        }
        return CommandLineTool.ExitStatus.success
    }

    /// The run the arguments name: the specs and `-o`, or else the config file (`--config`, or
    /// `seguegen.yml` in the current directory); nil after printing why the config file is unusable.
    ///
    /// - Parameter requireOutput: whether specs need `-o` (`outputs` lists bare file names without it).
    static func generationRun(_ arguments: ParsedArguments, requireOutput: Bool, in context: CommandContext) throws(UsageError) -> GenerationRun? {
        let strict = arguments.has(WarningsAsErrors.option)
        guard arguments.positionals.isEmpty else {
            if arguments.values["--config"] != nil { throw UsageError(message: "pass spec files or '--config <file>', not both") }
            if arguments.positionals.contains("") { throw UsageError(message: "the spec file name is empty") }
            let output = arguments.values["--output"]
            if requireOutput, output?.isEmpty ?? true { throw UsageError(message: "missing output directory; pass '-o <directory>'") }
            // A .storyboard, or a folder not named as a spec, is a storyboard input; any other path a spec.
            let isStoryboard = { (path: String) in
                let url = context.url(for: path)
                var isDirectory: ObjCBool = false
                switch url.pathExtension {
                case "storyboard": return true
                case "yaml", "yml": return false
                default: return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
                }
            }
            let specs = arguments.positionals.filter { !isStoryboard($0) }, storyboards = arguments.positionals.filter(isStoryboard)
            try ParsedArguments.checkGivenOnce(specs, identity: context.fileIdentity(of:))
            try ParsedArguments.checkGivenOnce(storyboards, noun: "storyboard", identity: context.fileIdentity(of:))
            let generation = Generation(
                specs: specs.map { GivenPath($0, relativeTo: context.baseDirectory) },
                storyboards: storyboards.map { GivenPath($0, relativeTo: context.baseDirectory) },
                output: GivenPath(output ?? "", relativeTo: context.baseDirectory, isDirectory: true),
                layout: arguments.has("--single-file") ? .singleFile : .filePerScene,
                templates: arguments.values["--templates"].map { GivenPath($0, relativeTo: context.baseDirectory) },
                warningsAsErrors: strict ? WarningsAsErrors.option : nil)
            return GenerationRun(generations: [generation], baseDirectory: context.baseDirectory)
        }
        if arguments.values["--output"] != nil { throw UsageError(message: "missing storyboard or spec file") }
        if arguments.has("--single-file") {
            throw UsageError(message: "'--single-file' needs spec files; in a config file, set 'single-file: true' on an entry")
        }
        if arguments.values["--templates"] != nil {
            throw UsageError(message: "'--templates' needs spec files; in a config file, set 'templates' on an entry")
        }
        let path = arguments.values["--config"] ?? GenerationConfig.defaultFileName
        guard !path.isEmpty else { throw UsageError(message: "the config file name is empty") }
        if arguments.values["--config"] == nil, !FileManager.default.fileExists(atPath: context.url(for: path).path) {
            throw UsageError(message: "missing storyboard or spec file, and there is no \(path) here; pass '<storyboard or spec.yaml> -o <directory>', or run seguegen where its config file is")
        }
        let loaded = GenerationRun.config(at: path, relativeTo: context.baseDirectory, warningsAsErrors: strict)
        guard let run = loaded.value else {
            context.report(loaded.diagnostics, sources: loaded.sources)
            return nil
        }
        return run
    }

    static func describe(_ summary: OutputWriter.Summary, in directory: String) -> String {
        let total = summary.written.count + summary.unchanged.count
        let removed = summary.removed.isEmpty ? "" : ", \(summary.removed.count) removed"
        // Remarks, not warnings: the run did its work, and a sandboxed build script cannot do better.
        let inPlace = summary.temporaryFilesRefused.map { "; files written in place: cannot create files in the directory: \($0)" } ?? ""
        let unknown = summary.staleFilesUnknown.map { "; stale files not looked for: cannot list the directory: \($0)" } ?? ""
        return "Generated \(counted(total, "file")) in \(directory) (\(summary.written.count) written, \(summary.unchanged.count) unchanged\(removed))\(inPlace)\(unknown)\n"
    }

    /// A line per file that would change, a unified diff after each update, then for a dry run
    /// (`listingUnchanged`) the unchanged files too and a summary, for a check "is up to date".
    static func describe(_ plan: OutputWriter.Plan, of output: GivenPath, listingUnchanged: Bool) -> String {
        var text = ""
        var counts = (write: 0, unchanged: 0, remove: 0)
        for change in plan.changes {
            let path = output.shown(change.path)
            switch change.action {
            case .create:
                counts.write += 1
                text += "create    \(path)\n"
            case .update(let previous):
                counts.write += 1
                text += "update    \(path)\n"
                text += UnifiedDiff.diff(old: previous, new: change.contents ?? "", oldName: "a/\(path)", newName: "b/\(path)")
            case .unchanged:
                counts.unchanged += 1
                if listingUnchanged { text += "unchanged \(path)\n" }
            case .remove:
                counts.remove += 1
                text += "remove    \(path)\n"
            }
        }
        let total = counts.write + counts.unchanged
        if listingUnchanged {
            let removed = counts.remove == 0 ? "" : ", \(counts.remove) to remove"
            let unknown = plan.staleFilesUnknown.map { "; stale files not looked for: cannot list the directory: \($0)" } ?? ""
            text += "Would generate \(counted(total, "file")) in \(output.shown) (\(counts.write) to write, \(counts.unchanged) unchanged\(removed))\(unknown); nothing was written\n"
        } else if counts.write + counts.remove == 0 {
            text += "\(output.shown) is up to date (\(counted(total, "file")))\n"
        }
        return text
    }
}
