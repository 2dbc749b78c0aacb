/// Finds where each element's start tag begins: `XMLParser` reports where it ends,
/// which for a tag over several lines is not the line an editor shows. The n-th
/// element the parser reports is the n-th start tag found here, lines counted as
/// `SourceFile` counts them, columns in Unicode scalars.
enum XMLStartTags {
    struct Tag: Equatable {
        var name: String
        /// 1-based line and column (Unicode scalars) of the `<`.
        var line: Int
        var column: Int
    }

    enum Problem: Error, Equatable {
        /// A document type declaration: its entities could produce elements with no start
        /// tag in the text (and expand without bound).
        case documentTypeDeclaration(line: Int, column: Int)
        /// A processing instruction other than the XML declaration: Foundation's XMLParser
        /// reads one without data through a null pointer (swift-corelibs-foundation 6.3).
        case processingInstruction(line: Int, column: Int)
        case tooManyAttributes(line: Int, column: Int)
        /// A NUL byte: no XML text may have one, and libxml2 reports one after the root
        /// element as an early end of the document.
        case nulByte(line: Int, column: Int)
    }

    /// libxml2 checks each attribute of a tag against every earlier one, so one tag of
    /// 400,000 takes minutes; at 1,000 the check costs less than the rest of the reading,
    /// and Interface Builder writes at most a few dozen. Checked before libxml2 sees the tag.
    static let maximumAttributes = 1_000

    static func scan(_ text: String) -> Result<[Tag], Problem> {
        var text = text
        return text.withUTF8 { scan(utf8: $0) }
    }

    /// Every construct the scan looks for is ASCII, so it reads bytes; columns count the
    /// bytes that start a scalar.
    private static func scan(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Result<[Tag], Problem> {
        var cursor = Cursor(bytes)
        var tags: [Tag] = []
        /// The last start tag found, until the next `<`: where its name ends, and its position.
        var lastTag: (nameEnd: Int, line: Int, column: Int)?
        while cursor.advance(past: UInt8(ascii: "<")) {
            if let tag = lastTag, hasTooManyAttributes(bytes, from: tag.nameEnd, to: cursor.offset - 1) {
                return .failure(.tooManyAttributes(line: tag.line, column: tag.column))
            }
            lastTag = nil
            if let nul = cursor.firstNUL {
                return .failure(.nulByte(line: nul.line, column: nul.column))
            }
            let (line, column) = (cursor.line, cursor.column - 1)
            if cursor.consume("!--") {
                cursor.skip(past: "-->")
            } else if cursor.consume("![CDATA[") {
                cursor.skip(past: "]]>")
            } else if cursor.peek() == UInt8(ascii: "!") {
                return .failure(.documentTypeDeclaration(line: line, column: column))
            } else if cursor.consume("?") {
                // Only `<?xml` and a space at the very start is the XML declaration (XML 1.0 §2.8).
                guard line == 1, column == 1, cursor.consume("xml"), let next = cursor.peek(), [0x20, 0x09, 0x0A, 0x0D].contains(next) else {
                    return .failure(.processingInstruction(line: line, column: column))
                }
                cursor.skip(past: "?>")
            } else if cursor.peek() == UInt8(ascii: "/") {
                continue
            } else {
                tags.append(Tag(name: cursor.name(), line: line, column: column))
                lastTag = (cursor.offset, line, column)
            }
        }
        if let tag = lastTag, hasTooManyAttributes(bytes, from: tag.nameEnd, to: bytes.count) {
            return .failure(.tooManyAttributes(line: tag.line, column: tag.column))
        }
        if let nul = cursor.firstNUL {
            return .failure(.nulByte(line: nul.line, column: nul.column))
        }
        return .success(tags)
    }

    /// Whether the tag whose name ends at `start` has more than `maximumAttributes`
    /// quoted values before `end`. Each takes at least five bytes (` a=""`), so only an
    /// unusually long tag costs a second pass.
    private static func hasTooManyAttributes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard end - start > 5 * maximumAttributes else { return false }
        var count = 0
        var quote: UInt8?
        for index in start..<end {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                count += 1
                guard count <= maximumAttributes else { return true }
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return false
            }
        }
        return false
    }

    /// Reads UTF-8 bytes, keeping the line and column of the next one as `SourceFile`
    /// counts them, and notes the first NUL. The column is worked out when asked for, so
    /// that plain ASCII bytes cost only a comparison.
    private struct Cursor {
        private let bytes: UnsafeBufferPointer<UInt8>
        private var index = 0
        private(set) var line = 1
        /// Where the current line starts: the index after its break's first byte.
        private var lineStart = 0
        /// The bytes from `lineStart` to `index` that start no column: UTF-8
        /// continuation bytes, and the LF of a CRLF.
        private var uncounted = 0
        private(set) var firstNUL: (line: Int, column: Int)?

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        var column: Int { index - lineStart - uncounted + 1 }

        var offset: Int { index }

        mutating func next() -> UInt8? {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            index += 1
            if byte < 0x0E || byte >= 0x80 { count(byte) }
            return byte
        }

        /// Consumes bytes up to and including the next `target` (ASCII, not a control
        /// character); false if there is none. Eight bytes at a time while it can (`ByteScan`).
        mutating func advance(past target: UInt8) -> Bool {
            if let base = bytes.baseAddress {
                while index + 8 <= bytes.count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    let stops = ByteScan.has(target, in: word) | ByteScan.hasByte(below: 0x0E, in: word)
                    if (stops | (word & ByteScan.highBits)) == 0 {
                        index += 8
                        continue
                    }
                    let end = index + 8
                    while index < end {
                        if take(target) { return true }
                    }
                }
            }
            while index < bytes.count {
                if take(target) { return true }
            }
            return false
        }

        /// Consumes one byte (there is one); true if it is `target`.
        private mutating func take(_ target: UInt8) -> Bool {
            let byte = bytes[index]
            index += 1
            if byte == target { return true }
            if byte < 0x0E || byte >= 0x80 { count(byte) }
            return false
        }

        private mutating func count(_ byte: UInt8) {
            switch byte {
            case 0x00 where firstNUL == nil:
                firstNUL = (line, column - 1)
            case UInt8(ascii: "\n") where index >= 2 && bytes[index - 2] == UInt8(ascii: "\r"):
                uncounted += 1 // The LF of a CRLF: the line was counted at the CR.
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                line += 1
                lineStart = index
                uncounted = 0
            case 0xC2 where index < bytes.count && bytes[index] == 0x85,
                 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                // NEL (C2 85), LINE SEPARATOR (E2 80 A8), PARAGRAPH SEPARATOR (E2 80 A9).
                line += 1
                lineStart = index
                uncounted = 0
            case 0x80...0xBF:
                uncounted += 1 // A continuation byte: same scalar.
            default:
                break
            }
        }

        func peek() -> UInt8? {
            index < bytes.count ? bytes[index] : nil
        }

        mutating func consume(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
                return false
            }
            for _ in 0..<count { _ = next() }
            return true
        }

        mutating func skip(past terminator: StaticString) {
            while peek() != nil {
                if consume(terminator) { return }
                _ = next()
            }
        }

        /// Reads an element name: up to XML white space (§2.3 S), `/` or `>`.
        mutating func name() -> String {
            let start = index
            loop: while let byte = peek() {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: ">"):
                    break loop
                default:
                    _ = next()
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
    }
}
