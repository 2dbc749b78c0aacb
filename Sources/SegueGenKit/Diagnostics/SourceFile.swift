import Foundation

/// The text of an input file, for diagnostics to quote; split into lines on first use (most runs
/// quote none, and splitting costs as much as reading), and shared by copies.
public struct SourceFile: Sendable {
    /// The path as the user named it; diagnostics print it verbatim.
    public let path: String
    public var text: String { index.text }
    /// The lines without their line breaks (`lines(of:)`), split on first use.
    public var lines: [Substring.UnicodeScalarView] { index.lines }
    /// The number of lines, counted as `lines` counts them (at least 1).
    public var lineCount: Int { index.lines.count }

    private let index: LineIndex

    public init(path: String, text: String) {
        self.path = path
        self.index = LineIndex(text: text)
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
        // The breaks are found in the UTF-8 bytes (a line of a large spec otherwise
        // costs an index validation per scalar); lines are then cut at their offsets.
        let breaks: [(end: Int, next: Int)]? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var breaks: [(end: Int, next: Int)] = []
            var index = 0
            while index < bytes.count {
                let width: Int
                switch bytes[index] {
                case 0x0A: width = 1
                case 0x0D: width = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: width = 2  // U+0085
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0xA8:
                    width = 3  // U+2028, U+2029
                default: width = 0
                }
                if width > 0 {
                    breaks.append((index, index + width))
                    index += width
                } else {
                    index += 1
                }
            }
            return breaks
        }
        guard let breaks else { return linesByScalar(of: text) }
        let scalars = Substring(text).unicodeScalars
        let utf8 = text.utf8
        var lines: [Substring.UnicodeScalarView] = []
        lines.reserveCapacity(breaks.count + 1)
        var lineStart = scalars.startIndex
        for lineBreak in breaks {
            lines.append(scalars[lineStart..<utf8.index(utf8.startIndex, offsetBy: lineBreak.end)])
            lineStart = utf8.index(utf8.startIndex, offsetBy: lineBreak.next)
        }
        lines.append(scalars[lineStart..<scalars.endIndex])
        return lines
    }

    /// `lines(of:)` scalar by scalar, for text without contiguous UTF-8.
    static func linesByScalar(of text: String) -> [Substring.UnicodeScalarView] {
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
        let lines = index.lines
        guard number >= 1, number <= lines.count else { return nil }
        return Substring(lines[number - 1])
    }
}

/// A file's text and its lines, split on first use and shared by the copies of a `SourceFile`;
/// `@unchecked Sendable`: `split` is only touched with `lock` held, and `text` never changes.
private final class LineIndex: @unchecked Sendable {
    let text: String
    private let lock = NSLock()
    private var split: [Substring.UnicodeScalarView]?

    init(text: String) {
        self.text = text
    }

    /// `SourceFile.lines(of: text)`, computed by the first caller.
    var lines: [Substring.UnicodeScalarView] {
        lock.lock()
        defer { lock.unlock() }
        if let split { return split }
        let lines = SourceFile.lines(of: text)
        split = lines
        return lines
    }
}
