import Foundation

/// `seguegen lint` for the specs of one output directory (a config entry's
/// `lint`), run before generating so that a spec that drifted from its
/// storyboards fails the run.
///
/// The specs are checked together, as one spec: the storyboards of a module
/// hold the scenes of all its specs, and each spec alone would be reported
/// as missing the others' segues. Findings keep each spec's own positions.
public enum EntryLint {
    /// Lints `specs` against the storyboards `storyboardPaths` name
    /// (`StoryboardFiles.find`), as `StoryboardLint.run` does for one spec.
    ///
    /// - Parameters:
    ///   - specs: decoded specs without errors, sharing one output directory.
    ///   - storyboardPaths: storyboard files and directories, relative to `base` unless absolute.
    ///   - base: the directory relative paths start from.
    /// - Returns: the storyboards' read errors and the lint findings, sorted;
    ///   nothing is linted when a storyboard cannot be read. And the
    ///   storyboards' text, for `DiagnosticPrinter`.
    public static func run(_ specs: [NavigationSpec], storyboardPaths: [String], relativeTo base: URL) -> (diagnostics: [Diagnostic], sources: [SourceFile]) {
        let storyboards = StoryboardFiles.load(storyboardPaths, relativeTo: base)
        var diagnostics = DiagnosticEngine()
        diagnostics.emit(contentsOf: storyboards.diagnostics)
        if let merged = NavigationSpec.merging(specs), !storyboards.hasErrors {
            diagnostics.emit(contentsOf: StoryboardLinter.lint(merged, against: StoryboardCatalog(storyboards.storyboards)).diagnostics)
        }
        return (diagnostics.sorted, storyboards.sources)
    }
}
