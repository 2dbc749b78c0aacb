extension StoryboardStream {
    /// Translates the parser's positions into `text`'s lines as `SourceFile`
    /// counts them.
    ///
    /// libxml2 ends lines at LF, CR and CR LF only (XML 1.0 §2.11) and counts
    /// columns in characters; `SourceFile` and `XMLStartTags` also end lines
    /// at NEL, LS and PS, which text in a storyboard may hold (a label's
    /// text), so the parser's line numbers run behind after one. Built once
    /// per file, when the first position is needed.
    struct ParserPositions {
        /// A line as the parser counts it.
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

        /// Where the parser's 1-based `line` and `column` are in `path`; a
        /// position past the end of its line or of the text is clamped to
        /// that end, so that the diagnostic still points into the file.
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
