import Foundation

extension NavigationGraph {
    /// The graph of the specs at `specs`, read together in path order as generation reads them, with
    /// the storyboards' unwind actions; and the storyboard files read, which `-o` must not replace.
    public static func load(specs: [GivenPath], storyboardPaths: [String], relativeTo base: URL) -> Loaded<(graph: NavigationGraph, storyboardFiles: [String])> {
        let loaded = SpecLoader.loadTogether(specs.sorted { $0.shown.unicodeScalars.lexicographicallyPrecedes($1.shown.unicodeScalars) })
        let storyboards = StoryboardFiles.load(storyboardPaths, relativeTo: base)
        let graph = loaded.value.flatMap { specs in
            storyboards.value.map { (graph: NavigationGraph(specs: specs, unwinds: unwinds(in: StoryboardCatalog($0))), storyboardFiles: $0.map(\.path)) }
        }
        return Loaded(graph, diagnostics: loaded.diagnostics + storyboards.diagnostics, sources: loaded.sources + storyboards.sources)
    }
}
