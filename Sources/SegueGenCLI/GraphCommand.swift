import Foundation
import SegueGenKit

/// `seguegen graph <spec.yaml> --format dot|mermaid|svg`: draws the navigation graph.
enum GraphCommand: Command {
    /// The output formats.
    enum Format: String, CaseIterable {
        case dot, mermaid, svg

        /// How a comment starts and ends in this format.
        var comment: (start: String, end: String) {
            switch self {
            case .dot: ("// ", "")  // graphviz.org/doc/info/lang.html: C++-style comments
            case .mermaid: ("%% ", "")  // Mermaid drops lines that start with %% (not %%{) before parsing
            case .svg: ("<!-- ", " -->")  // XML 1.0, section 2.5: no "--" inside
            }
        }

        /// The format a file named `path` is in by its extension (`.dot` and
        /// `.gv`, `.mmd` and `.mermaid`, `.svg`, in any case); nil for others.
        init?(extensionOf path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "dot", "gv": self = .dot
            case "mmd", "mermaid": self = .mermaid
            case "svg": self = .svg
            default: return nil
            }
        }

        /// The comment graph starts its output with (in SVG, after the XML
        /// declaration): what marks a file that `-o` may replace without `--force`.
        var header: String { comment.start + GraphCommand.mark + GraphCommand.note + comment.end }

        /// `drawing` in this format with `header` first: in SVG, after the
        /// XML declaration (`<?xml ...?>`), which must start the file.
        func marked(_ drawing: String) -> String {
            let bytes = Array(drawing.utf8)
            let start = OutputWriter.OwnOutput.startAfterXMLDeclaration(bytes)
            let declaration = String(decoding: bytes[..<start], as: UTF8.self)
            let separator = declaration.isEmpty || declaration.hasSuffix("\n") ? "" : "\n"
            return declaration + separator + header + "\n" + String(decoding: bytes[start...], as: UTF8.self)
        }
    }

    /// How the header comment of every graph starts, and what it goes on to say.
    static let mark = "Drawn by seguegen graph", note = "; edit the specs, not this file: graph -o replaces it."

    /// The drawings `-o` may replace without `--force`: those with graph's
    /// header, in any of the formats.
    static let ownOutput = OutputWriter.OwnOutput(
        headers: Format.allCases.map { $0.comment.start + mark }, name: "graph's comment '\(mark)'")

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
        let (specPaths, storyboardPaths) = try arguments.specsAndStoryboards(identifying: context.fileIdentity(of:))
        let formatName = arguments.values["--format"] ?? (arguments.values["--output"].flatMap(Format.init(extensionOf:)) ?? .dot).rawValue
        guard let format = Format(rawValue: formatName) else {
            throw UsageError(message: "unknown format '\(formatName)'; expected one of \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        try arguments.checkOutputFile(written: "graph")

        // In path order, whatever order they are given in, as generation and import read theirs:
        // the same specs draw the same graph.
        let read = context.readSpecs(specPaths.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        let loaded = SpecLoader.loadTogether(read.files, unreadable: read.unreadable)
        var diagnostics = loaded.diagnostics
        var sources = loaded.sources
        var unwinds: [NavigationGraph.Unwind] = []
        var storyboardFiles: [String] = []
        if !storyboardPaths.isEmpty {
            let storyboards = StoryboardFiles.load(storyboardPaths, relativeTo: context.baseDirectory)
            storyboardFiles = storyboards.storyboards.map(\.path)
            diagnostics += storyboards.diagnostics
            sources += storyboards.sources
            unwinds = NavigationGraph.unwinds(in: StoryboardCatalog(storyboards.storyboards))
        }
        context.report(diagnostics, sources: sources)
        guard let specs = loaded.specs, !diagnostics.contains(where: { $0.severity == .error }) else {
            return CommandLineTool.ExitStatus.failure
        }

        let graph = NavigationGraph(specs: specs, unwinds: unwinds)
        let drawing: String
        switch format {
        case .dot:
            drawing = graph.dot
        case .mermaid:
            drawing = graph.mermaid
        case .svg:
            switch Graphviz.svg(fromDOT: graph.dot, searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") {
            case .success(let svg): drawing = svg
            case .failure(let error): return context.fail(error.message)
            }
        }
        // On standard output too: redirected to a file, it is one a later 'graph -o' may replace.
        let text = format.marked(drawing)
        guard let outputPath = arguments.values["--output"] else {
            context.console.output(text)
            return CommandLineTool.ExitStatus.success
        }
        let inputs = specPaths + storyboardPaths + storyboardFiles
        do throws(Diagnostic) {
            try OutputWriter.write(text, toFile: outputPath, relativeTo: context.baseDirectory, inputs: inputs, own: ownOutput, force: arguments.has("--force"))
        } catch {
            return context.fail(error.message)
        }
        return CommandLineTool.ExitStatus.success
    }
}

/// Runs Graphviz's `dot` to turn DOT into SVG.
enum Graphviz {
    struct Failure: Error, Equatable {
        var message: String
    }

    /// The message when `dot` cannot be found.
    static let notInstalled = "--format svg needs Graphviz, and its 'dot' command is not on the PATH; "
        + "install Graphviz (apt-get install graphviz, brew install graphviz) or write DOT with --format dot"

    /// The first executable `dot` in the `:`-separated directories of `searchPath`.
    static func findDot(searchPath: String) -> URL? {
        for directory in searchPath.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory), isDirectory: true).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `dot -Tsvg` run on `dot`; files rather than pipes carry the graph in and
    /// the drawing out, so that neither side can block on a full pipe.
    static func svg(fromDOT dot: String, searchPath: String) -> Result<String, Failure> {
        guard let executable = findDot(searchPath: searchPath) else {
            return .failure(Failure(message: notInstalled))
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("seguegen-graph-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("graph.dot")
        let output = scratch.appendingPathComponent("graph.svg")
        let errors = scratch.appendingPathComponent("stderr")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(dot.utf8).write(to: input)
            try Data().write(to: errors)
            let errorHandle = try FileHandle(forWritingTo: errors)
            defer { try? errorHandle.close() }
            let process = Process()
            process.executableURL = executable
            process.arguments = ["-Tsvg", input.path, "-o", output.path]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errorHandle
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                let stderr = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                return .failure(Failure(message: "Graphviz's '\(executable.path)' failed (exit status \(process.terminationStatus))\(stderr.isEmpty ? "" : ": \(stderr)")"))
            }
            return .success(String(decoding: try Data(contentsOf: output), as: UTF8.self))
        } catch {
            return .failure(Failure(message: "cannot run Graphviz's '\(executable.path)': \(SystemError.reason(error))"))
        }
    }
}
