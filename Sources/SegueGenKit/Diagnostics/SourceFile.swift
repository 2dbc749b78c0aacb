/// The text of an input file, kept so that diagnostics can quote the line
/// they point at.
public struct SourceFile: Sendable {
    /// The path as the user named it; diagnostics print it verbatim.
    public let path: String
    /// The lines of the file without their line breaks.
    public let lines: [Substring.UnicodeScalarView]

    public init(path: String, text: String) {
        self.path = path
        self.lines = SourceFile.lines(of: text)
    }

    /// Whether `scalar` breaks lines in YAML 1.1 (§4.1.4, `b-char`: LF, CR,
    /// NEL, LS, PS), as libyaml counts lines; CR LF is one break.
    public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }

    /// `text` split at its line breaks (`isLineBreak`), without them; a text
    /// that ends with a break has an empty last line.
    public static func lines(of text: String) -> [Substring.UnicodeScalarView] {
        let scalars = Substring(text).unicodeScalars
        var lines: [Substring.UnicodeScalarView] = []
        var lineStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard isLineBreak(scalar) else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(scalars[lineStart..<index])
            index = scalars.index(after: index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
                index = scalars.index(after: index)
            }
            lineStart = index
        }
        lines.append(scalars[lineStart..<scalars.endIndex])
        return lines
    }

    /// The text of 1-based line `number`, or nil past the end of the file.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        return Substring(lines[number - 1])
    }
}
