import Foundation
import SegueGenKit

/// `seguegen import <storyboard|directory>... [-o <spec.yaml>]`: writes a spec with the storyboards'
/// segues and the scenes code creates from them, and says what it skipped and why.
enum ImportCommand: Command {
    static let name: String? = "import"
    static let abstract = "Write a navigation spec from storyboards."
    static let usage = "import <storyboard or directory>... [-o <spec.yaml> [--force]] [--verbose] [--quiet]"
    static let options = [
        OptionSpec(names: ["-o", "--output"], valueName: "spec.yaml", help: "Where to write the spec (folders created); standard output if not given."),
        OptionSpec(names: ["--force"], help: "Replace the -o file even if an earlier import did not write it, or it was edited since."),
        OptionSpec(names: ["--verbose"], help: "After the summary, list every scene and segue of each storyboard and what became of it."),
        OptionSpec(names: ["-q", "--quiet"], help: "Print no summary."),
    ]
    static let discussion = """
        Directories are searched for .storyboard files. Give all the storyboards of an
        app at once: storyboard references between them are followed, and a class
        used by several scenes gets the segues of all of them.

        The spec lists every scene with a custom class and every segue with an
        identifier that code can perform or prepare: its destination type (the root
        of a navigation controller or the content of a window controller, the first
        tab, column or split item with a custom class of the other containers) and
        container, or 'unwind: true'; an embed segue gets 'embed: true'. A scene
        with a custom class and a Storyboard ID, or that is its storyboard's
        initial scene, gets 'storyboard' and 'storyboardIdentifier' or 'initial:
        true' ('windowController: true' for an AppKit window controller), so that
        code can create it from its storyboard;
        where the ID or initial arrow is on a UIKit container, or an AppKit one
        without a custom class (a plain window controller), the scene it holds
        gets 'container' too. A class is created one way, from its first such scene.
        What only some localizations of a storyboard (Base.lproj, fr.lproj) have, a
        segue or a Storyboard ID, is skipped: the app would crash in the languages
        of the others. An identifier with white space at its start or end is kept,
        with a warning at its segue: UIKit and AppKit match identifiers exactly.
        A spec is for one framework: AppKit storyboards given with
        UIKit ones are skipped, to be imported on their own. The summary counts what
        was skipped by reason (relationship segues, segues without identifier,
        scenes without custom class, storyboard references to
        storyboards not given, ...) and names each skipped segue and scene with its
        file and line. The summary goes to standard output, or to standard error
        when the spec does.

        The spec's header says how to lint it: with -o, the command to run from the
        spec's directory, paths from there.

        The spec is written only if every storyboard can be read and it has a
        scene. Its header starts with '\(ImportedSpecFile.headerStart) ...' and
        ends with a digest of the rest ('# Replaced by the next import unless
        edited (digest ...)'). An existing -o file is replaced only if it is a
        spec import wrote that still matches its digest, or is empty: re-importing
        after the storyboards changed just works, but a spec edited since import,
        one from an import that wrote no digest, and any other file are kept
        unless you pass --force, which loses the edits (to keep them, import to
        another file and merge by hand); the output is never one of the
        storyboards. See docs/Storyboards.md.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing storyboards; pass storyboard files or directories")
        }
        guard !arguments.positionals.contains(where: \.isEmpty) else { throw UsageError(message: StoryboardFiles.emptyPath) }
        try arguments.checkVerbosity()
        try arguments.checkOutputFile(written: "spec")
        let loaded = ImportedSpecFile.importing(arguments.positionals, relativeTo: context.baseDirectory)
        context.report(loaded.diagnostics, sources: loaded.sources)
        guard case let (imported, storyboards)? = loaded.value else { return CommandLineTool.ExitStatus.failure }
        guard !imported.spec.scenes.isEmpty else {
            if !arguments.has("--quiet") { context.console.error(DiagnosticPrinter.visible(lines: imported.summary)) }
            return context.fail(ImportedSpecFile.nothingToImport(imported, storyboardCount: storyboards.count, summaryShown: !arguments.has("--quiet")))
        }
        let text: String
        switch ImportedSpecFile.text(
            of: imported, from: storyboards, given: arguments.positionals, output: arguments.values["--output"], relativeTo: context.baseDirectory
        ) {
        case .success(let written): text = written
        case .failure(let failure):
            context.report(failure.diagnostics, sources: failure.sources)
            return context.fail(failure.message)
        }

        var report = arguments.has("--quiet") ? "" : imported.summary
        if arguments.has("--verbose") {
            for index in imported.catalog.storyboards.indices {
                report += "\n" + imported.listing(of: index)
            }
        }
        // Storyboard names and bundle identifiers come from the files as they are.
        report = DiagnosticPrinter.visible(lines: report)
        guard let outputPath = arguments.values["--output"] else {
            context.console.output(text)
            context.console.error(report)
            return CommandLineTool.ExitStatus.success
        }
        let inputs = arguments.positionals + storyboards.map(\.path)
        let written: Bool
        do throws(Diagnostic) {
            written = try OutputWriter.write(
                text, toFile: outputPath, relativeTo: context.baseDirectory, inputs: inputs, own: ImportedSpecFile.ownOutput, force: arguments.has("--force"))
        } catch {
            return context.fail(error.message)
        }
        if !report.isEmpty {
            context.console.output((written ? "Wrote \(outputPath).\n" : "\(outputPath) is up to date.\n") + report)
        }
        return CommandLineTool.ExitStatus.success
    }
}
