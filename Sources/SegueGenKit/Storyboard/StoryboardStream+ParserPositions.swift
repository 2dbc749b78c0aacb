extension StoryboardStream {
    /// Translates the parser's positions into `SourceFile`'s lines: libxml2 ends lines at
    /// LF, CR and CR LF only, `SourceFile` at NEL, LS and PS too, which a label's text may hold.
    struct ParserPositions {
        private struct Line {
            /// The `SourceFile` line it starts on (at column 1).
            var firstLine: Int
            /// Its length in Unicode scalars, without its LF, CR or CR LF.
            var length: Int
            /// The 0-based offsets of the NEL, LS and PS scalars in it.
            var breaks: [Int] = []
        }

        private var lines: [Line]

        init(_ text: String) {
            var lines = [Line(firstLine: 1, length: 0)]
            var sourceLine = 1
            var afterCR = false
            for scalar in text.unicodeScalars {
                if scalar == "\n" && afterCR {
                    afterCR = false  // The LF of a CR LF: the line ended at the CR.
                    continue
                }
                afterCR = scalar == "\r"
                if scalar == "\n" || scalar == "\r" {
                    sourceLine += 1
                    lines.append(Line(firstLine: sourceLine, length: 0))
                    continue
                }
                if SourceFile.isLineBreak(scalar) {
                    lines[lines.count - 1].breaks.append(lines[lines.count - 1].length)
                    sourceLine += 1
                }
                lines[lines.count - 1].length += 1
            }
            self.lines = lines
        }

        /// Where the parser's 1-based `line` and `column` are in `path`, clamped to the end
        /// of the line or text so that the diagnostic still points into the file.
        func location(line: Int, column: Int, in path: String) -> SourceLocation {
            let entry = lines[min(max(line, 1), lines.count) - 1]
            let offset = line > lines.count ? entry.length : min(max(column - 1, 0), entry.length)
            let breaksBefore = entry.breaks.filter { $0 < offset }
            guard let lastBreak = breaksBefore.last else {
                return SourceLocation(file: path, line: entry.firstLine, column: offset + 1)
            }
            return SourceLocation(file: path, line: entry.firstLine + breaksBefore.count, column: offset - lastBreak)
        }
    }
}
