/// The text of an input file, kept so that diagnostics can quote the line
/// they point at.
public struct SourceFile: Sendable {
    /// The path as the user named it; diagnostics print it verbatim.
    public let path: String
    /// The lines of the file without their line terminators (`\n`, `\r\n`
    /// or `\r`, the breaks YAML 1.1 recognises besides NEL/LS/PS).
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        var lines: [Substring] = []
        var lineStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append(text[lineStart..<index])
                index = text.index(after: index)
                lineStart = index
            } else {
                index = text.index(after: index)
            }
        }
        lines.append(text[lineStart..<text.endIndex])
        self.lines = lines
    }

    /// The text of 1-based line `number`, or nil past the end of the file.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}
