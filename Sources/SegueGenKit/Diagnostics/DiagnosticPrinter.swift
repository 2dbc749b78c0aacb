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
            let (excerpt, column) = Self.excerpt(of: line, around: location.column)
            output += "\(excerpt)\n\(caretLine(under: column, in: excerpt))\n"
        }
        return output
    }

    /// The longest line quoted whole, in Unicode scalars; a longer one is cut
    /// to this many scalars around the column, with `…` marking the cuts.
    static let maximumQuotedLength = 120

    /// `line`, or the part of it around `column` if it is too long to quote,
    /// and the column within what is returned.
    static func excerpt(of line: Substring, around column: Int) -> (text: Substring, column: Int) {
        let scalars = line.unicodeScalars
        guard scalars.count > maximumQuotedLength else { return (line, column) }
        let start = max(0, min(column - 1 - maximumQuotedLength / 2, scalars.count - maximumQuotedLength))
        let end = min(scalars.count, start + maximumQuotedLength)
        var text = Substring.UnicodeScalarView()
        if start > 0 { text.append("…") }
        text.append(contentsOf: scalars.dropFirst(start).prefix(end - start))
        if end < scalars.count { text.append("…") }
        return (Substring(text), column - start + (start > 0 ? 1 : 0))
    }

    private func caretLine(under column: Int, in line: Substring) -> String {
        let padding = line.unicodeScalars.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }
        return padding.joined() + "^"
    }
}
