/// Escaping of spec text for Swift source: string literals and comments.
///
/// Everything that comes from a spec passes through here before it reaches
/// generated code, so that no identifier can end a literal or a comment early,
/// inject code, or hide text with Unicode direction overrides.
public enum SwiftLiteral {
    /// `text` as a single-line Swift string literal, quotes included.
    ///
    /// Escapes follow The Swift Programming Language, Lexical Structure >
    /// String Literals: `\\`, `\"`, `\n`, `\r`, `\t`, `\0`, and `\u{n}` for
    /// every other control, format or separator character (C0/C1 controls,
    /// U+2028/U+2029, the bidirectional formatting characters of Unicode
    /// UAX #9, zero-width and byte-order marks), so that the literal is one
    /// visible line that reads as what it contains.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The content of a string literal for `text`, without the quotes.
    public static func escaped(_ text: String) -> String {
        // Fast path: printable ASCII other than `\` and `"` needs no escape.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) && $0 != 0x5C && $0 != 0x22 }) {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsUnicodeEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `text` made safe for the inside of a `///` or `//` comment: the same
    /// escapes as a literal's content, so it stays on one line and shows
    /// invisible characters.
    public static func commentText(_ text: String) -> String {
        escaped(text)
    }

    private static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }
}
