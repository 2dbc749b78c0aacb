import Foundation

/// Byte-level checks and decoding of a spec file's text, before YAML.
enum SpecText {
    enum Problem: Equatable {
        /// A byte that does not start a valid UTF-8 sequence.
        case invalidUTF8(UInt8)
        /// A scalar outside YAML's printable set.
        case disallowed(Unicode.Scalar)
    }

    /// YAML 1.1 §5.1's `c-printable` set, which libyaml's reader checks.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `text` with every scalar YAML disallows replaced by U+FFFD, one for one.
    static func replacingDisallowedCharacters(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.map { isAllowed($0) ? $0 : "\u{FFFD}" })
        return String(result)
    }

    /// The first byte sequence that is not UTF-8 or a scalar `isAllowed` refuses, with its
    /// line and column as `SourceFile` counts them. libyaml finds the same, but names a
    /// continuation byte rather than the one that starts the broken sequence.
    static func firstProblem(
        in bytes: [UInt8], allowing isAllowed: (Unicode.Scalar) -> Bool = SpecText.isAllowed
    ) -> (kind: Problem, line: Int, column: Int)? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0, line = 1, column = 1
        var afterCarriageReturn = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                let scalar = Unicode.UTF8.decode(encoded)
                if !isAllowed(scalar) {
                    return (.disallowed(scalar), line, column)
                }
                if scalar == "\n" && afterCarriageReturn {
                    // The second half of a CRLF: the line was counted at the CR.
                } else if SourceFile.isLineBreak(scalar) {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                afterCarriageReturn = scalar == "\r"
            case .error:
                return (.invalidUTF8(bytes[offset]), line, column)
            case .emptyInput:
                return nil
            }
        }
    }

    /// A UTF-16 or UTF-32 file's text, decoded by Foundation; "" if it does not decode.
    static func decodingWithByteOrderMark(_ bytes: [UInt8]) -> String {
        let encoding = UnicodeEncodingSniffer.stringEncoding(of: bytes) ?? .utf16
        return String(data: Data(bytes), encoding: encoding) ?? ""
    }
}
