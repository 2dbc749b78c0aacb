import Foundation

/// `seguegen lint`, and a config entry's `lint`: the specs of one output directory checked as
/// one spec against the storyboards, since each alone would miss the others' segues.
public enum StoryboardLint {
    /// What was checked, for the summary line.
    public struct Summary: Sendable, Equatable {
        public var checkedSegues: Int
        public var checkedInstantiations: Int
        /// The storyboards of the spec's framework (`StoryboardLinter.isOfFramework`).
        public var storyboardCount: Int
    }

    /// Lints `specs`, decoded without errors, against the storyboards `storyboardPaths` name;
    /// `found` are the problems found on the way, printed with the findings.
    static func lint(_ specs: [NavigationSpec], storyboardPaths: [String], relativeTo base: URL, found: [Diagnostic] = []) -> Loaded<Summary> {
        let storyboards = StoryboardFiles.load(storyboardPaths, relativeTo: base)
        var diagnostics = DiagnosticEngine()
        diagnostics.emit(contentsOf: found)
        diagnostics.emit(contentsOf: storyboards.diagnostics)
        var summary: Summary?
        if let spec = NavigationSpec.merging(specs), let read = storyboards.value {
            let linted = StoryboardLinter.lint(spec, against: StoryboardCatalog(read))
            diagnostics.emit(contentsOf: linted.diagnostics)
            let ofFramework = read.filter { StoryboardLinter.isOfFramework($0, spec: spec) }.count
            summary = Summary(checkedSegues: linted.checkedSegues, checkedInstantiations: linted.checkedInstantiations, storyboardCount: ofFramework)
        }
        return Loaded(summary, diagnostics: diagnostics.sorted, sources: storyboards.sources)
    }

    /// Where the storyboards of `specs` are when none are named: those the entry of the config
    /// file in `base` that generates them names (`lint.storyboards`, else `storyboards`), else
    /// the specs' folders, as an app keeps its spec beside its storyboards.
    public static func defaultStoryboards(for specs: [GivenPath], relativeTo base: URL) -> [String] {
        let urls = Set(specs.map(\.url.standardizedFileURL))
        if FileManager.default.fileExists(atPath: FilePaths.url(for: GenerationConfig.defaultFileName, relativeTo: base).path),
           let run = GenerationRun.config(at: GenerationConfig.defaultFileName, relativeTo: base, warningsAsErrors: false).value,
           let entry = run.generations.first(where: { $0.specs.contains { urls.contains($0.url.standardizedFileURL) } }) {
            let storyboards = entry.lint?.storyboards ?? entry.storyboards
            if !storyboards.isEmpty { return storyboards.map(\.shown) }
        }
        let folders = specs.map { FilePaths.deletingLastComponent($0.shown) }.map { $0.isEmpty ? "." : $0 }
        var seen: Set<String> = []
        return folders.filter { seen.insert($0).inserted }
    }
}
