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
///
/// Text from an input reaches the terminal only through here, so nothing a
/// file holds or is named can act on it: in file names and messages, control, formatting and separator
/// characters (C0 and C1 controls, which a terminal may obey, direction
/// overrides, which reorder what is shown, line breaks) are written as
/// `\u{85}`; in quoted lines they become U+FFFD, one for one, so that the
/// caret still lines up (tabs are kept).
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
            return "seguegen: \(severity.rawValue): \(Self.visible(message))\n"
        }
        // The file's name too: a path may hold any character but `/` and NUL.
        var output = "\(Self.visible(location.description)): \(severity.rawValue): \(Self.visible(message))\n"
        // An empty line (an empty file, the end of the file) has nothing to point at.
        if let line = sources[location.file]?.line(location.line), !line.isEmpty {
            let (excerpt, column) = Self.excerpt(of: Self.visible(quotedLine: line), around: location.column)
            output += "\(excerpt)\n\(caretLine(under: column, in: excerpt))\n"
        }
        return output
    }

    /// Whether `scalar` could act on a terminal or hide or reorder text:
    /// general categories Cc, Cf, Zl and Zp.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `message` with every invisible scalar written as `\u{XX}`.
    static func visible(_ message: String) -> String {
        visible(message, keeping: [])
    }

    /// `text` with every invisible scalar but line feeds and tabs written as
    /// `\u{XX}`: for reports of several lines that quote input, such as
    /// `seguegen import`'s summary.
    public static func visible(lines text: String) -> String {
        visible(text, keeping: ["\n", "\t"])
    }

    private static func visible(_ message: String, keeping kept: Set<Unicode.Scalar>) -> String {
        guard message.unicodeScalars.contains(where: { isInvisible($0) && !kept.contains($0) }) else { return message }
        var result = ""
        for scalar in message.unicodeScalars {
            if isInvisible(scalar) && !kept.contains(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `line` with every invisible scalar but tab replaced by U+FFFD.
    static func visible(quotedLine line: Substring) -> Substring {
        guard line.unicodeScalars.contains(where: { isInvisible($0) && $0 != "\t" }) else { return line }
        var result = Substring.UnicodeScalarView()
        result.append(contentsOf: line.unicodeScalars.map { isInvisible($0) && $0 != "\t" ? "\u{FFFD}" : $0 })
        return Substring(result)
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
