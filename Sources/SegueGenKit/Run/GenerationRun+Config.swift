import Foundation

extension GenerationRun {
    /// The run of the config file at `path`: a generation per entry, its paths resolved against
    /// the config file's directory and printed from `base`; nil after an error in the file.
    /// `warningsAsErrors` applies to every entry, and to the file's own warnings when the run prepares.
    public static func config(at path: String, relativeTo base: URL, warningsAsErrors: Bool) -> Loaded<GenerationRun> {
        let file = GivenPath(path, relativeTo: base)
        let bytes: [UInt8]
        switch file.read(what: "config file") {
        case .success(let read): bytes = read
        case .failure(let diagnostic): return Loaded(nil, diagnostics: [diagnostic])
        }
        // A config reached through a symbolic link is written for where it is, as an #include is.
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: file.url.path)) != nil
        let directory = (isLink ? FilePaths.resolvingSymlinks(file.url) : file.url).deletingLastPathComponent()
        let loaded = ConfigLoader.load(bytes: bytes, path: path, directory: directory)
        guard let config = loaded.value else { return Loaded(nil, diagnostics: loaded.diagnostics, sources: loaded.sources) }
        let option = warningsAsErrors ? WarningsAsErrors.option : nil
        // Paths in the config are relative to its directory; print them from `base`.
        let prefix = FilePaths.deletingLastComponent(path)
        func given(_ written: Located<String>, isDirectory: Bool = false) -> GivenPath {
            let url = FilePaths.url(for: written.value, relativeTo: directory, isDirectory: isDirectory)
            guard !written.value.hasPrefix("/") else { return GivenPath(shown: written.value, url: url, origin: written.location) }
            if !isLink {
                if prefix.isEmpty { return GivenPath(shown: written.value, url: url, origin: written.location) }
                let joined = (prefix as NSString).appendingPathComponent(written.value)
                if !joined.split(separator: "/").contains("..") {
                    return GivenPath(shown: FilePaths.lexicallyNormalized(joined), url: url, origin: written.location)
                }
            }
            // From a linked config's own folder, or with `..` that may follow a link, only the
            // file system knows where the path goes: print the path from `base` to there.
            let relative = FilePaths.relativePath(of: url, from: FilePaths.standardized(base))
            return GivenPath(shown: relative.isEmpty ? "." : relative, url: url, origin: written.location)
        }
        let generations = config.entries.map { entry in
            let entryKey = entry.warningsAsErrors ? WarningsAsErrors.configKey("warnings-as-errors", in: path) : nil
            var generation = Generation(
                specs: entry.specs.map { given($0) }, storyboards: entry.storyboards.map { given($0) }, output: given(entry.output, isDirectory: true), layout: entry.layout,
                templates: entry.templates.map { given($0) }, warningsAsErrors: option ?? entryKey)
            generation.names = entry.names
            generation.lint = entry.lint.map { lint in
                let lintKey = lint.warningsAsErrors ? WarningsAsErrors.configKey("lint.warnings-as-errors", in: path) : nil
                return (lint.storyboards.map { given($0) }, option ?? lintKey ?? entryKey)
            }
            return generation
        }
        var run = GenerationRun(generations: generations, baseDirectory: base)
        run.config = (loaded.sources, loaded.diagnostics)
        return Loaded(run, diagnostics: loaded.diagnostics, sources: loaded.sources)
    }
}
