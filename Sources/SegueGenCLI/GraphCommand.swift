import Foundation
import SegueGenKit

/// `seguegen graph <spec.yaml> --format dot|mermaid|svg`: draws the navigation graph.
enum GraphCommand: Command {
    static let name: String? = "graph"
    static let abstract = "Draw the navigation graph of specs (DOT, Mermaid, or SVG through Graphviz)."
    static let usage = "graph <spec.yaml>... [--format dot|mermaid|svg] [-o <file> [--force]] [--storyboards <storyboard or directory>...]"
    static let options = [
        OptionSpec(
            names: ["--format"], valueName: "format",
            help: "dot, mermaid, or svg (needs Graphviz's 'dot' on the PATH). Default: the -o file's, by its extension (.dot, .gv, .mmd, .mermaid, .svg), else dot."),
        OptionSpec(names: ["-o", "--output"], valueName: "file", help: "Where to write the graph (folders created; never an input); standard output if not given."),
        OptionSpec(names: ["--force"], help: "Replace the -o file even if graph did not write it."),
        OptionSpec(
            names: ["--storyboards"], valueName: "path",
            help: "Storyboards to take unwind actions and unidentified unwind segues from; more paths may follow."),
    ]
    static let discussion = """
        Scenes are nodes, segues are edges labelled with their identifiers; a
        container (a navigation, tab bar or split view controller; on macOS a
        window, tab view or split view controller) is a node of its own between the
        segue and the scene it holds; the spec's unwind segues are dotted edges to
        the scene the spec names or to an exit node; a scene with a 'superclass' has
        a dashed 'inherits' edge to it; a storyboard that code creates scenes from
        is a node with a bold edge to each. Several specs (those of one module, say)
        draw as one graph. With --storyboards, each exit node is named by its unwind
        action, and unwind segues without identifier are drawn too.

        Render DOT with Graphviz (dot -Tsvg graph.dot -o graph.svg); paste Mermaid
        into Markdown on GitHub or GitLab.

        Every graph starts with a comment ('// Drawn by seguegen graph; ...', '%%'
        in Mermaid, '<!--' after the XML declaration in SVG). An existing -o file
        is replaced only if it starts with that comment, in any of the formats, or
        is empty, so that a spec, a storyboard or a source file given by mistake
        is kept unless you pass --force; the output is never one of the inputs.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        let (specPaths, storyboardPaths) = try arguments.specsAndStoryboards(in: context)
        let formatName = arguments.values["--format"] ?? (arguments.values["--output"].flatMap(GraphFormat.init(extensionOf:)) ?? .dot).rawValue
        guard let format = GraphFormat(rawValue: formatName) else {
            throw UsageError(message: "unknown format '\(formatName)'; expected one of \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        try arguments.checkOutputFile(written: "graph")

        let specs = specPaths.map { GivenPath($0, relativeTo: context.baseDirectory) }
        let loaded = NavigationGraph.load(specs: specs, storyboardPaths: storyboardPaths, relativeTo: context.baseDirectory)
        context.report(loaded.diagnostics, sources: loaded.sources)
        guard let value = loaded.value, !loaded.hasErrors else { return CommandLineTool.ExitStatus.failure }

        let text: String
        switch format.draw(value.graph, searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") {
        case .success(let drawing): text = drawing
        case .failure(let error): return context.fail(error.message)
        }
        guard let outputPath = arguments.values["--output"] else {
            context.console.output(text)
            return CommandLineTool.ExitStatus.success
        }
        let inputs = specPaths + storyboardPaths + value.storyboardFiles
        do throws(Diagnostic) {
            try OutputWriter.write(text, toFile: outputPath, relativeTo: context.baseDirectory, inputs: inputs, own: GraphFormat.ownOutput, force: arguments.has("--force"))
        } catch {
            return context.fail(error.message)
        }
        return CommandLineTool.ExitStatus.success
    }
}

