import Foundation
import SegueGenKit

/// `seguegen lint <spec.yaml> --storyboards <path>...`: checks that the spec
/// and the storyboards describe the same segues.
enum LintCommand: Command {
    static let name: String? = "lint"
    static let abstract = "Check navigation specs against the storyboards they describe."
    static let usage = "lint <spec.yaml>... [--storyboards <storyboard or directory>...] [--warnings-as-errors] [--quiet]"
    static let options = [
        OptionSpec(
            names: ["--storyboards"], valueName: "path",
            help: "A storyboard file or a directory to search for them; more paths may follow. Default: seguegen.yml's for the specs, else their folders."),
        OptionSpec(names: [WarningsAsErrors.option], help: "Fail if there are warnings."),
        OptionSpec(names: ["-q", "--quiet"], help: "Print nothing but diagnostics."),
    ]
    static let discussion = """
        Errors (exit status 1): a scene of the spec whose class no storyboard scene
        has; a segue whose identifier that class has no segue with; a destination
        type or container other than the storyboard's; 'unwind: true' on a segue the
        storyboard does not unwind with, or missing on one it does; a segue that is
        an embed or relationship segue in the storyboard; a scene's 'storyboard',
        'storyboardIdentifier' or 'initial' that the storyboards do not have, or
        its 'windowController' (true, or missing) that they contradict. Only
        storyboards of the spec's framework are read; if none is, that is one error.
        Warnings: segues with identifiers that the spec lacks; scenes with such
        segues whose class the spec lacks; scenes the spec lists that import would
        create from their storyboard (a Storyboard ID or the initial arrow) and the
        spec does not, with the keys to add; another scene of a class whose segue
        shows another destination than the spec's; and destinations that cannot be
        checked (a referenced storyboard not given, an id several scenes have). Each
        diagnostic points at the spec's line, with a note at the storyboard's file
        and line, or the other way round.

        Several specs (those generated into one directory, whose scenes may inherit
        from each other's) are checked as one. The same check runs from the config
        file, for an entry with 'lint'. See
        docs/Storyboards.md and docs/Integration.md.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        let (specPaths, given) = try arguments.specsAndStoryboards(in: context)
        let specs = specPaths.map { GivenPath($0, relativeTo: context.baseDirectory) }
        let report = GenerationRun.lint(
            specs: specs, storyboardPaths: given.isEmpty ? StoryboardLint.defaultStoryboards(for: specs, relativeTo: context.baseDirectory) : given,
            relativeTo: context.baseDirectory, warningsAsErrors: arguments.has(WarningsAsErrors.option) ? WarningsAsErrors.option : nil)
        context.report(report.diagnostics, sources: report.sources)
        guard let summary = report.value, !report.hasErrors else { return CommandLineTool.ExitStatus.failure }
        if !arguments.has("--quiet") {
            let warnings = report.diagnostics.filter { $0.severity == .warning }.count
            var checked = counted(summary.checkedSegues, "segue")
            if summary.checkedInstantiations > 0 {
                checked += " and " + counted(summary.checkedInstantiations, "scene") + " created from the storyboard"
            }
            let warningText = warnings == 0 ? "" : " (\(counted(warnings, "warning")))"
            context.console.output("\(specPaths.joined(separator: ", ")): \(checked) checked against \(counted(summary.storyboardCount, "storyboard"))\(warningText)\n")
        }
        return CommandLineTool.ExitStatus.success
    }
}
