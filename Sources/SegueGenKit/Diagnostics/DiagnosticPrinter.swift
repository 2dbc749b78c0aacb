/// Renders diagnostics as compilers and Xcode do: `file:line:column: severity: message`, the quoted
/// line and a caret placed by display width. Input text reaches the terminal only through here, with
/// control, format and separator characters escaped (U+FFFD in quoted lines), so that nothing a
/// file holds can act on the terminal or reorder what it shows.
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
            // Cut first: making a 60 MB line visible scalar by scalar to show 120 of them took seconds.
            // (Each invisible scalar becomes one, so the column stays.)
            let (cut, column) = Self.excerpt(of: line, around: location.column)
            let excerpt = Self.visible(quotedLine: cut)
            output += "\(excerpt)\n\(caretLine(under: column, in: excerpt))\n"
        }
        return output
    }

    /// Whether `scalar` could act on a terminal or hide or reorder text:
    /// general categories Cc, Cf, Zl and Zp.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `text` with invisible scalars but line feeds and tabs escaped, and lines longer than
    /// `maximumReportLineLength` cut at `…`: for reports that quote names as long as a spec allows.
    public static func visible(lines text: String) -> String {
        visible(cuttingLongLines(of: text), keeping: ["\n", "\t"])
    }

    /// The longest line of a report printed whole, in Unicode scalars.
    static let maximumReportLineLength = 500

    private static func cuttingLongLines(of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: { $0.unicodeScalars.count > maximumReportLineLength }) else { return text }
        return lines.map { line in
            guard line.unicodeScalars.count > maximumReportLineLength else { return String(line) }
            return String(String.UnicodeScalarView(line.unicodeScalars.prefix(maximumReportLineLength))) + "…"
        }.joined(separator: "\n")
    }

    /// `message` with every invisible scalar but those `kept` written as `\u{XX}`.
    static func visible(_ message: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard message.unicodeScalars.contains(where: { isInvisible($0) && !kept.contains($0) }) else { return message }
        return message.unicodeScalars.map { scalar in
            isInvisible(scalar) && !kept.contains(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
        }.joined()
    }

    /// `line` with every invisible scalar replaced by U+FFFD, but tabs and the joiners inside emoji
    /// sequences (UTS #51), which cannot hide or reorder text.
    static func visible(quotedLine line: Substring) -> Substring {
        let scalars = Array(line.unicodeScalars)
        func isKept(_ index: Int) -> Bool {
            scalars[index] == "\t"
                || (scalars[index] == "\u{200D}" && index > 0 && index + 1 < scalars.count
                    && isPictographic(scalars[index - 1]) && isPictographic(scalars[index + 1]))
        }
        guard scalars.indices.contains(where: { isInvisible(scalars[$0]) && !isKept($0) }) else { return line }
        var result = Substring.UnicodeScalarView()
        result.append(contentsOf: scalars.indices.map { isInvisible(scalars[$0]) && !isKept($0) ? "\u{FFFD}" : scalars[$0] })
        return Substring(result)
    }

    /// An emoji picture, or the variation selector or skin tone that ends one, as a joiner may
    /// follow (not the ASCII digits and signs Unicode also counts as emoji).
    private static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && (scalar.properties.isEmoji || scalar.properties.isEmojiModifier || scalar == "\u{FE0F}")
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

    /// The caret under `column` (in Unicode scalars), after tabs as tabs and a space per column
    /// each character takes.
    private func caretLine(under column: Int, in line: Substring) -> String {
        var before = Substring.UnicodeScalarView()
        before.append(contentsOf: line.unicodeScalars.prefix(column - 1))
        let padding = Substring(before).map { $0 == "\t" ? "\t" : String(repeating: " ", count: Self.displayWidth(of: $0)) }
        return padding.joined() + "^"
    }

    /// The columns a terminal gives `character`: two for an emoji picture and East Asian wide
    /// characters (UAX #11), none for a lone mark or format character, one otherwise.
    static func displayWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" }) { return 2 }
        if isEastAsianWide(first) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    private static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
