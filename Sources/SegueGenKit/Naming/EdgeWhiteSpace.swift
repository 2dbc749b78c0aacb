/// White space (Unicode `White_Space`) at the ends of a string matched exactly, such as a segue
/// identifier: UIKit and AppKit compare with `isEqual:`, so `"showDetail "` is not `"showDetail"`.
enum EdgeWhiteSpace {
    /// Where `text` has white space, in words (`ends with a space`, `starts with a tab`); nil when
    /// it has none at its ends, or is only white space (reported as that).
    static func describe(_ text: String) -> String? {
        // Every segue of a spec comes here: look at the ends before copying anything.
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              first.properties.isWhitespace || last.properties.isWhitespace else { return nil }
        let scalars = Array(text.unicodeScalars)
        let leading = scalars.prefix { $0.properties.isWhitespace }
        guard leading.count < scalars.count else { return nil }
        let trailing = scalars.reversed().prefix { $0.properties.isWhitespace }.reversed()
        let ends = [("starts with ", Array(leading)), ("ends with ", Array(trailing))].filter { !$0.1.isEmpty }
        return ends.isEmpty ? nil : ends.map { $0.0 + words(for: $0.1) }.joined(separator: " and ")
    }

    static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// A run of white space in words: `a space`, `2 tabs`, `a tab and a space`; more than three
    /// stretches are only counted.
    private static func words(for run: [Unicode.Scalar]) -> String {
        var stretches: [(scalar: Unicode.Scalar, count: Int)] = []
        for scalar in run {
            if stretches.last?.scalar == scalar { stretches[stretches.count - 1].count += 1 } else { stretches.append((scalar, 1)) }
        }
        guard stretches.count <= 3 else { return "\(run.count) white space characters" }
        let parts = stretches.map { words(for: $0.scalar, count: $0.count) }
        return WordList.joined(parts, "and")
    }

    /// `count` of `scalar`: `a space`, `3 spaces`, `U+2003 (EM SPACE) twice`.
    private static func words(for scalar: Unicode.Scalar, count: Int) -> String {
        let names: (one: String, many: String)
        switch scalar {
        case " ": names = ("a space", "spaces")
        case "\t": names = ("a tab", "tabs")
        case "\n": names = ("a line break", "line breaks")
        case "\r": names = ("a carriage return", "carriage returns")
        case "\u{A0}": names = ("a no-break space", "no-break spaces")
        default:
            let digits = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            let named = scalar.properties.name.map { "\(code) (\($0))" } ?? code
            return count == 1 ? named : count == 2 ? "\(named) twice" : "\(named) \(count) times"
        }
        return count == 1 ? names.one : "\(count) \(names.many)"
    }
}
