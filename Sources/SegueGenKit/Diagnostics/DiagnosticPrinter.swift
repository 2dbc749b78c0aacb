/// Renders diagnostics in the format Xcode and compilers use:
///
/// ```
/// Tasks.yaml:4:7: error: unknown key 'segeus' in scene 'TaskListViewController'; did you mean 'segues'?
///     segeus:
///     ^
/// ```
///
/// The first line is `file:line:column: severity: message` (Xcode shows such
/// lines inline in the editor); then the quoted source line and a caret under
/// the column, with tabs kept so that the caret lines up. Notes follow in the
/// same shape.
public struct DiagnosticPrinter: Sendable {
    private let sources: [String: SourceFile]

    /// - Parameter sources: the files diagnostics may point into, used to quote lines.
    public init(sources: [SourceFile]) {
        var byPath: [String: SourceFile] = [:]
        for source in sources { byPath[source.path] = source }
        self.sources = byPath
    }

    /// The rendered diagnostic, ending with a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var output = renderEntry(diagnostic.severity, diagnostic.message, at: diagnostic.location)
        for note in diagnostic.notes {
            output += renderEntry(.note, note.message, at: note.location)
        }
        return output
    }

    /// All `diagnostics` rendered one after another.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func renderEntry(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation?) -> String {
        guard let location else {
            return "seguegen: \(severity.rawValue): \(message)\n"
        }
        var output = "\(location): \(severity.rawValue): \(message)\n"
        // An empty line (an empty file, the end of the file) has nothing to point at.
        if let line = sources[location.file]?.line(location.line), !line.isEmpty {
            output += "\(line)\n\(caretLine(under: location.column, in: line))\n"
        }
        return output
    }

    private func caretLine(under column: Int, in line: Substring) -> String {
        let padding = line.unicodeScalars.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }
        return padding.joined() + "^"
    }
}
