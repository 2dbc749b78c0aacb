import Foundation

/// The formats `seguegen graph` draws in; each drawing starts with a comment that marks it as
/// graph's, so that `-o` replaces only its own drawings.
public enum GraphFormat: String, CaseIterable, Sendable {
    case dot, mermaid, svg

    /// How a comment starts and ends in this format.
    var comment: (start: String, end: String) {
        switch self {
        case .dot: ("// ", "")  // graphviz.org/doc/info/lang.html: C++-style comments
        case .mermaid: ("%% ", "")  // Mermaid drops lines that start with %% (not %%{) before parsing
        case .svg: ("<!-- ", " -->")  // XML 1.0, section 2.5: no "--" inside
        }
    }

    /// The format of a file named `path`, by its extension; nil for others.
    public init?(extensionOf path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "dot", "gv": self = .dot
        case "mmd", "mermaid": self = .mermaid
        case "svg": self = .svg
        default: return nil
        }
    }

    static let mark = "Drawn by seguegen graph", note = "; edit the specs, not this file: graph -o replaces it."

    /// The drawings `-o` may replace without `--force`: those with the mark, in any format.
    public static let ownOutput = OutputWriter.OwnOutput(headers: allCases.map { $0.comment.start + mark }, name: "graph's comment '\(mark)'")

    /// `graph` drawn in this format, with the mark first (in SVG after the XML declaration, which
    /// must start the file); SVG through Graphviz's `dot`, found on `searchPath`.
    public func draw(_ graph: NavigationGraph, searchPath: String) -> Result<String, Diagnostic> {
        let drawing: String
        switch self {
        case .dot: drawing = graph.dot
        case .mermaid: drawing = graph.mermaid
        case .svg:
            switch Self.svg(fromDOT: graph.dot, searchPath: searchPath) {
            case .success(let svg): drawing = svg
            case .failure(let error): return .failure(error)
            }
        }
        let bytes = Array(drawing.utf8)
        let start = OutputWriter.OwnOutput.startAfterXMLDeclaration(bytes)
        let declaration = String(decoding: bytes[..<start], as: UTF8.self)
        let separator = declaration.isEmpty || declaration.hasSuffix("\n") ? "" : "\n"
        let header = comment.start + Self.mark + Self.note + comment.end
        return .success(declaration + separator + header + "\n" + String(decoding: bytes[start...], as: UTF8.self))
    }

    /// `dot` rendered to SVG by Graphviz, through files in a scratch directory.
    static func svg(fromDOT dot: String, searchPath: String) -> Result<String, Diagnostic> {
        let executable = searchPath.split(separator: ":").lazy.filter { !$0.isEmpty }
            .map { URL(fileURLWithPath: String($0), isDirectory: true).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let executable else {
            return .failure(.error("--format svg needs Graphviz, and its 'dot' command is not on the PATH; "
                + "install Graphviz (apt-get install graphviz, brew install graphviz) or write DOT with --format dot", at: nil))
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("seguegen-graph-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("graph.dot"), output = scratch.appendingPathComponent("graph.svg")
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
                let stderr = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                return .failure(.error("Graphviz's '\(executable.path)' failed (exit status \(process.terminationStatus))\(stderr.isEmpty ? "" : ": \(stderr)")", at: nil))
            }
            return .success(String(decoding: try Data(contentsOf: output), as: UTF8.self))
        } catch {
            return .failure(.error("cannot run Graphviz's '\(executable.path)': \(SystemError.reason(error))", at: nil))
        }
    }
}
