import Foundation

/// The spec file `seguegen import` writes: the imported spec after a header that says which
/// storyboards it is from and how to lint it, and a digest of the rest, so that the next import
/// replaces it only while it is unedited.
public enum ImportedSpecFile {
    /// The start of the first line: what marks a file that `-o` may replace without `--force`.
    public static let headerStart = "# Imported by seguegen from"

    /// The last line of the header: the digest a re-import must find unchanged.
    public static let digestLine = OutputWriter.DigestLine(start: "# Replaced by the next import unless edited (digest ", end: " of the other lines).")

    /// The specs `-o` may replace without `--force`: with the header, as import wrote them.
    public static let ownOutput = OutputWriter.OwnOutput(headers: [headerStart], name: "'\(headerStart)'", digest: digestLine)

    /// Why the spec cannot be written: the message, after the diagnostics of a spec that does not read back.
    public struct Failure: Error {
        public var message: String
        public var diagnostics: [Diagnostic] = []
        public var sources: [SourceFile] = []
    }

    /// The storyboards `given` read, and the spec imported from them; nil when one cannot be
    /// read or there is none.
    public static func importing(_ given: [String], relativeTo base: URL) -> Loaded<(imported: StoryboardImport, storyboards: [Storyboard])> {
        let loaded = StoryboardFiles.load(given, relativeTo: base)
        guard let storyboards = loaded.value else { return Loaded(nil, diagnostics: loaded.diagnostics, sources: loaded.sources) }
        guard !storyboards.isEmpty else {
            return Loaded(nil, diagnostics: loaded.diagnostics + [.error("no storyboards to import", at: nil)], sources: loaded.sources)
        }
        let imported = StoryboardImporter.importSpec(from: storyboards)
        return Loaded((imported, storyboards), diagnostics: loaded.diagnostics + imported.warnings, sources: loaded.sources)
    }

    /// Why nothing is imported from storyboards whose spec has no scene: it would generate
    /// nothing, and lint refuses it.
    public static func nothingToImport(_ imported: StoryboardImport, storyboardCount count: Int, summaryShown: Bool) -> String {
        let storyboards = count == 1 ? "this storyboard" : "these storyboards"
        guard imported.explainsWhatWasNotImported else {
            return "nothing to import: \(storyboards) \(count == 1 ? "has" : "have") no segue, "
                + "and no scene of a custom class with a Storyboard ID or as initial scene"
        }
        return "nothing to import: no segue or scene of \(storyboards) can be written to a spec"
            + (summaryShown ? " (the reasons are above)" : "; run without --quiet to see why")
    }

    /// The text of the spec `imported` from `storyboards`; `output` is the `-o` path, nil for
    /// standard output.
    public static func text(
        of imported: StoryboardImport, from storyboards: [Storyboard], given: [String], output: String?, relativeTo base: URL
    ) -> Result<String, Failure> {
        // The storyboards the spec is from: not those of the other framework, which the summary says were skipped.
        var names: [String] = []
        for storyboard in imported.catalog.storyboards where storyboard.runtime.isFramework(of: imported.spec.platform) {
            let name = storyboard.name + ".storyboard"
            if !names.contains(name) { names.append(name) }
        }
        // The paths given that it is from, likewise: those a storyboard of its framework was found under.
        let paths = given.filter { given in
            let folder = given.hasSuffix("/") ? given : given + "/"
            return storyboards.contains {
                ($0.path == given || $0.path.hasPrefix(folder)) && $0.runtime.isFramework(of: imported.spec.platform)
            }
        }
        let yaml: String
        do {
            yaml = try imported.spec.yaml(header: [
                String(headerStart.dropFirst(2)) + " \(names.joined(separator: ", ")).",
                lintLine(spec: output, storyboards: paths, relativeTo: base),
            ])
        } catch {
            return .failure(Failure(message: "cannot write the spec: \(error)"))
        }
        let text = digestLine.inserted(into: yaml, afterLinesStartingWith: "#")
        // Storyboards can hold more than a spec can: a spec too large to read is no spec.
        if let problem = imported.spec.readBackProblem(ofYAML: text) {
            return .failure(Failure(message: "cannot write the spec: \(problem)"))
        }
        // The spec must read back as written; if not, seguegen has a bug, and writing it would hide it.
        let reread = SpecLoader.load(bytes: Array(text.utf8), path: output ?? "<import>")
        guard reread.value != nil else {
            return .failure(Failure(
                message: "the imported spec does not read back; please report this", diagnostics: reread.diagnostics, sources: reread.sources))
        }
        return .success(text)
    }

    /// The header line that says how to lint the spec, from the spec's directory with `-o`,
    /// else the current one; paths relative, so the spec is the same on every machine.
    private static func lintLine(spec: String?, storyboards: [String], relativeTo base: URL) -> String {
        // The spec is where a write to -o puts it: through a symbolic link, the file it points to.
        let specURL = spec.map { FilePaths.url(for: $0, relativeTo: base) }.map(OutputWriter.writtenFile(for:))
        let directory = FilePaths.resolvingSymlinks(specURL?.deletingLastPathComponent() ?? base)
        var paths: [String] = []
        for storyboard in storyboards {
            let url = FilePaths.url(for: storyboard, relativeTo: base)
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

    /// `path` as one word of a POSIX shell command: quoted unless it holds only characters no
    /// shell treats specially; nil when a YAML comment cannot hold it (a line break, another
    /// invisible character, a noncharacter, which libyaml rejects).
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
