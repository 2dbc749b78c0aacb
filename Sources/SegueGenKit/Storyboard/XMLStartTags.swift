/// Finds where each element's start tag begins in an XML text.
///
/// Foundation's `XMLParser` reports the position where a start tag *ends*
/// (after its `>`), which for a tag spread over several lines is not the line
/// an editor shows for the element. Start tags appear in the text in the
/// order the parser reports elements, so the n-th element's position is the
/// n-th start tag found here. Lines are counted as `SourceFile` counts them
/// (so that diagnostics quote the right line); columns are in Unicode scalars.
///
/// The scan knows just enough XML 1.0 (§2.5 comments, §2.6 processing
/// instructions, §2.7 CDATA sections, §3.1 tags) to tell start tags from the
/// rest: `<` cannot appear unescaped in attribute values or text, so every
/// other `<` opens a markup construct.
enum XMLStartTags {
    /// The start of one start tag.
    struct Tag: Equatable {
        /// The qualified name, as written.
        var name: String
        /// 1-based line and column (Unicode scalars) of the `<`.
        var line: Int
        var column: Int
    }

    /// What stops the scan.
    enum Problem: Error, Equatable {
        /// A document type declaration, at the position of its `<`; entity
        /// declarations in it could produce elements that have no start tag
        /// in the text (and expand without bound).
        case documentTypeDeclaration(line: Int, column: Int)
    }

    /// The start tags of `text`, in order.
    static func scan(_ text: String) -> Result<[Tag], Problem> {
        var cursor = Cursor(Array(text.unicodeScalars))
        var tags: [Tag] = []
        while let scalar = cursor.next() {
            guard scalar == "<" else { continue }
            let (line, column) = (cursor.line, cursor.column - 1)
            if cursor.consume("!--") {
                cursor.skip(past: "-->")
            } else if cursor.consume("![CDATA[") {
                cursor.skip(past: "]]>")
            } else if cursor.peek() == "!" {
                return .failure(.documentTypeDeclaration(line: line, column: column))
            } else if cursor.consume("?") {
                cursor.skip(past: "?>")
            } else if cursor.peek() == "/" {
                continue
            } else {
                tags.append(Tag(name: cursor.name(), line: line, column: column))
            }
        }
        return .success(tags)
    }

    /// Reads Unicode scalars one by one, keeping the line and column of the next one.
    private struct Cursor {
        private let scalars: [Unicode.Scalar]
        private var index = 0
        /// Line and column of the scalar `next()` returns next.
        private(set) var line = 1
        private(set) var column = 1

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        mutating func next() -> Unicode.Scalar? {
            guard index < scalars.count else { return nil }
            let scalar = scalars[index]
            index += 1
            if scalar == "\n", index >= 2, scalars[index - 2] == "\r" {
                // The LF of a CRLF: the line was counted at the CR.
            } else if SourceFile.isLineBreak(scalar) {
                line += 1
                column = 1
            } else {
                column += 1
            }
            return scalar
        }

        func peek() -> Unicode.Scalar? {
            index < scalars.count ? scalars[index] : nil
        }

        /// Consumes `literal` if the text continues with it.
        mutating func consume(_ literal: String) -> Bool {
            let expected = Array(literal.unicodeScalars)
            guard index + expected.count <= scalars.count, Array(scalars[index..<index + expected.count]) == expected else {
                return false
            }
            for _ in expected { _ = next() }
            return true
        }

        /// Consumes everything up to and including `terminator`, or to the end.
        mutating func skip(past terminator: String) {
            while peek() != nil {
                if consume(terminator) { return }
                _ = next()
            }
        }

        /// Reads an element name: everything up to white space, `/` or `>`.
        mutating func name() -> String {
            var name = String.UnicodeScalarView()
            while let scalar = peek(), !scalar.properties.isWhitespace, scalar != "/", scalar != ">" {
                name.append(scalar)
                _ = next()
            }
            return String(name)
        }
    }
}
