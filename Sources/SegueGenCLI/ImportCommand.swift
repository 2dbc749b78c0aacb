import Foundation
import SegueGenKit

/// `seguegen import <storyboard|directory>... [-o <spec.yaml>]`: writes a
/// spec with the segues of the storyboards and the scenes code creates from
/// them, and says what it skipped and why.
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
        scene. Its header starts with '\(headerStart) ...' and
        ends with a digest of the rest ('# Replaced by the next import unless
        edited (digest ...)'). An existing -o file is replaced only if it is a
        spec import wrote that still matches its digest, or is empty: re-importing
        after the storyboards changed just works, but a spec edited since import,
        one from an import that wrote no digest, and any other file are kept
        unless you pass --force, which loses the edits (to keep them, import to
        another file and merge by hand); the output is never one of the
        storyboards. See docs/Storyboards.md.
        """

    /// The start of the first line of every spec import writes: what marks a
    /// file that `-o` may replace without `--force`.
    static let headerStart = "# Imported by seguegen from"

    /// The last line of the header: the digest of the rest of the spec, which
    /// a re-import must find unchanged to replace the spec without `--force`.
    static let digestLine = OutputWriter.DigestLine(start: "# Replaced by the next import unless edited (digest ", end: " of the other lines).")

    /// The specs `-o` may replace without `--force`: with the header, as import wrote them.
    static let ownOutput = OutputWriter.OwnOutput(headers: [headerStart], name: "'\(headerStart)'", digest: digestLine)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing storyboards; pass storyboard files or directories")
        }
        guard !arguments.positionals.contains(where: \.isEmpty) else { throw UsageError(message: StoryboardFiles.emptyPath) }
        try arguments.checkVerbosity()
        try arguments.checkOutputFile(written: "spec")
        let loaded = StoryboardFiles.load(arguments.positionals, relativeTo: context.baseDirectory)
        context.report(loaded.diagnostics, sources: loaded.sources)
        guard !loaded.hasErrors else { return CommandLineTool.ExitStatus.failure }
        guard !loaded.storyboards.isEmpty else { return context.fail("no storyboards to import") }

        let imported = StoryboardImporter.importSpec(from: loaded.storyboards)
        context.report(imported.warnings, sources: loaded.sources)
        // A spec without scenes generates nothing, and lint refuses it: say why instead of writing one.
        guard !imported.spec.scenes.isEmpty else {
            let quiet = arguments.has("--quiet")
            if !quiet { context.console.error(DiagnosticPrinter.visible(lines: imported.summary)) }
            let storyboards = loaded.storyboards.count == 1 ? "this storyboard" : "these storyboards"
            guard imported.explainsWhatWasNotImported else {
                return context.fail("nothing to import: \(storyboards) \(loaded.storyboards.count == 1 ? "has" : "have") no segue, "
                    + "and no scene of a custom class with a Storyboard ID or as initial scene")
            }
            return context.fail(
                "nothing to import: no segue or scene of \(storyboards) can be written to a spec"
                    + (quiet ? "; run without --quiet to see why" : " (the reasons are above)"))
        }
        // The storyboards the spec is from: not those of the other framework, which the summary says were skipped.
        var names: [String] = []
        for storyboard in imported.catalog.storyboards where storyboard.runtime.isFramework(of: imported.spec.platform) {
            let name = storyboard.name + ".storyboard"
            if !names.contains(name) { names.append(name) }
        }
        // The paths given that it is from, likewise: those a storyboard of its framework was found under.
        let storyboardPaths = arguments.positionals.filter { given in
            let folder = given.hasSuffix("/") ? given : given + "/"
            return loaded.storyboards.contains {
                ($0.path == given || $0.path.hasPrefix(folder)) && $0.runtime.isFramework(of: imported.spec.platform)
            }
        }
        let yaml: String
        do {
            yaml = try imported.spec.yaml(header: [
                String(headerStart.dropFirst(2)) + " \(names.joined(separator: ", ")).",
                lintLine(spec: arguments.values["--output"], storyboards: storyboardPaths, in: context),
            ])
        } catch {
            return context.fail("cannot write the spec: \(error)")
        }
        // After the header, the digest of the spec: a re-import replaces it only while it matches.
        let text = digestLine.inserted(into: yaml, afterLinesStartingWith: "#")
        // Storyboards can hold more than a spec can: a spec too large to read is no spec.
        if let problem = imported.spec.readBackProblem(ofYAML: text) {
            return context.fail("cannot write the spec: \(problem)")
        }
        // The spec must read back as written; if not, seguegen has a bug, and writing it would hide it.
        let reread = SpecLoader.load(bytes: Array(text.utf8), path: arguments.values["--output"] ?? "<import>")
        if reread.spec == nil {
            context.report(reread.diagnostics, sources: [reread.source])
            return context.fail("the imported spec does not read back; please report this")
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
        let inputs = arguments.positionals + loaded.storyboards.map(\.path)
        do throws(Diagnostic) {
            try OutputWriter.write(text, toFile: outputPath, relativeTo: context.baseDirectory, inputs: inputs, own: ownOutput, force: arguments.has("--force"))
        } catch {
            return context.fail(error.message)
        }
        if !report.isEmpty {
            context.console.output("Wrote \(outputPath).\n" + report)
        }
        return CommandLineTool.ExitStatus.success
    }

    /// The header line that says how to lint the spec, as a command to run:
    /// with `-o`, from the spec's directory, naming the spec and the
    /// storyboards by paths from there
    /// (`Check it, from this file's directory, with: seguegen lint Navigation.yaml --storyboards ../App`);
    /// on standard output, from the current directory, the spec unknown
    /// (`seguegen lint <this spec> --storyboards App`). Paths are relative,
    /// never absolute, so that the spec is the same on every machine, and
    /// quoted for a POSIX shell where they need it (`shellWord`).
    ///
    /// - Parameters:
    ///   - spec: the `-o` path, nil for standard output.
    ///   - storyboards: the storyboard files and directories given to import.
    private static func lintLine(spec: String?, storyboards: [String], in context: CommandContext) -> String {
        // The spec is where a write to -o puts it: through a symbolic link, the file it points to.
        let specURL = spec.map { context.url(for: $0) }.map(OutputWriter.writtenFile(for:))
        let directory = FilePaths.resolvingSymlinks(specURL?.deletingLastPathComponent() ?? context.baseDirectory)
        var paths: [String] = []
        for storyboard in storyboards {
            let url = context.url(for: storyboard)
            // Symbolic links are resolved up to the last component, as `..` is by the file system.
            let resolved = url.path == "/" ? url : FilePaths.resolvingSymlinks(url.deletingLastPathComponent()).appendingPathComponent(url.lastPathComponent)
            let path = FilePaths.relativePath(of: resolved, from: directory)
            if !paths.contains(path) { paths.append(path) }
        }
        let specWord = specURL.flatMap { shellWord($0.lastPathComponent) } ?? "<this spec>"
        let storyboardWords = paths.map(shellWord)
        let storyboardsWord = storyboardWords.contains(nil) ? "<the storyboards>" : storyboardWords.compactMap { $0 }.joined(separator: " ")
        let place = spec == nil ? "the directory it was imported in" : "this file's directory"
        return "Check it, from \(place), with: seguegen lint \(specWord) --storyboards \(storyboardsWord)"
    }

    /// `path` as one word of a POSIX shell command: as it is when it holds
    /// only characters no shell treats specially, else in single quotes (a
    /// quote in it written `'\''`); `.` for an empty path, and with `./`
    /// before one that would read as an option. nil when it cannot be
    /// written on a line of a YAML comment: it holds a line break, another
    /// invisible character (`DiagnosticPrinter.isInvisible`) or a
    /// noncharacter, which libyaml rejects.
    private static func shellWord(_ path: String) -> String? {
        guard !path.unicodeScalars.contains(where: { DiagnosticPrinter.isInvisible($0) || $0.properties.isNoncharacterCodePoint }) else {
            return nil
        }
        let word = path.isEmpty ? "." : path.hasPrefix("-") ? "./" + path : path
        let plain = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "@%+=:,./_-".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
