import Foundation

/// The result of `StoryboardLint.run`.
public struct StoryboardLintReport: Sendable {
    /// The spec's diagnostics, the storyboards' read errors and the lint
    /// findings, sorted by file and position.
    public var diagnostics: [Diagnostic]
    /// The spec and every storyboard read, for `DiagnosticPrinter`.
    public var sources: [SourceFile]
    /// How many spec segues were checked (0 when the spec or a storyboard could not be read).
    public var checkedSegues: Int
    /// How many spec scenes created from their storyboard were checked (0
    /// when the spec or a storyboard could not be read).
    public var checkedInstantiations = 0
    /// How many storyboards of the spec's framework were read (all of them
    /// when the spec cannot be read); see `StoryboardLinter.isOfFramework`.
    public var storyboardCount: Int

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Everything `seguegen lint` does, as one call: load the spec, find and
/// read the storyboards, lint.
///
/// This is the entry point for every way of running lint: the command line
/// (`LintCommand`), and the config file and build plugin of issue 5, which
/// should call it with the spec's bytes and the storyboard paths of a config
/// entry (relative to the config file's directory) and print `diagnostics`
/// with `DiagnosticPrinter(sources:)` like any other; see
/// docs/Storyboards.md, "Lint from the config file and the build plugin".
public enum StoryboardLint {
    /// Lints the spec in `specBytes` against the storyboards `storyboardPaths` name.
    ///
    /// - Parameters:
    ///   - specBytes: the spec file's contents.
    ///   - specPath: the spec's path as the user named it, for diagnostics.
    ///   - storyboardPaths: storyboard files and directories (searched
    ///     recursively, see `StoryboardFiles.find`).
    ///   - base: the directory relative storyboard paths start from.
    /// - Returns: the report; nothing is linted when the spec has errors or
    ///   a storyboard cannot be read (a partial set would report segues as
    ///   missing that are not).
    public static func run(specBytes: [UInt8], specPath: String, storyboardPaths: [String], relativeTo base: URL) -> StoryboardLintReport {
        run(specs: [(specBytes, specPath)], storyboardPaths: storyboardPaths, relativeTo: base)
    }

    /// Lints specs generated together (their scenes may inherit from each
    /// other's, `SpecLoader.checkInheritance(among:)`) as one, against the
    /// storyboards `storyboardPaths` name.
    ///
    /// - Parameters:
    ///   - specs: each spec file's contents and path as the user named it.
    ///   - unreadable: the errors of specs that could not be read, reported
    ///     first (`SpecLoader.loadTogether`).
    ///   - storyboardPaths, base: as for `run(specBytes:specPath:storyboardPaths:relativeTo:)`.
    /// - Returns: the report; nothing is linted when a spec has errors or a
    ///   storyboard cannot be read.
    public static func run(
        specs: [(bytes: [UInt8], path: String)], unreadable: [Diagnostic] = [], storyboardPaths: [String], relativeTo base: URL
    ) -> StoryboardLintReport {
        let loaded = SpecLoader.loadTogether(specs, unreadable: unreadable)
        let storyboards = StoryboardFiles.load(storyboardPaths, relativeTo: base)
        var diagnostics = DiagnosticEngine()
        diagnostics.emit(contentsOf: loaded.diagnostics)
        diagnostics.emit(contentsOf: storyboards.diagnostics)
        var report = StoryboardLintReport(
            diagnostics: [], sources: loaded.sources + storyboards.sources, checkedSegues: 0,
            storyboardCount: storyboards.storyboards.count)
        if let spec = loaded.specs.flatMap(NavigationSpec.merging), !storyboards.hasErrors {
            let linted = StoryboardLinter.lint(spec, against: StoryboardCatalog(storyboards.storyboards))
            diagnostics.emit(contentsOf: linted.diagnostics)
            report.checkedSegues = linted.checkedSegues
            report.checkedInstantiations = linted.checkedInstantiations
            report.storyboardCount = storyboards.storyboards.filter { StoryboardLinter.isOfFramework($0, spec: spec) }.count
        }
        report.diagnostics = diagnostics.sorted
        return report
    }
}
