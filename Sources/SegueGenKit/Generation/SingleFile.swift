/// Joins the support file and the scene files into the one `SegueGen.swift`
/// of the single-file layout, so that it reads as one file: one header, one
/// set of imports, then the support code and each scene's code.
///
/// Every rendered file starts with a *preamble*: its leading lines that are
/// blank, `//` comments (not `///` doc comments) or import declarations
/// (Swift grammar, "Import Declaration", with attributes and an access
/// level). A comment that directly precedes the first other line belongs to
/// that line, not to the preamble. The preamble of each scene file is left
/// out of the joined file, except for the lines the support file's preamble
/// and the earlier scene files lack (a custom template's extra `import`,
/// say), which join the support file's preamble, each once. The scene
/// file's header line, which names its spec, is always left out: the
/// support file's header names every spec.
enum SingleFile {
    /// The single file for `support` and `scenes`, in that order, each
    /// after a blank line.
    ///
    /// - Parameters:
    ///   - support: the support file's text.
    ///   - scenes: the scene files' texts, in the order they are generated.
    static func joining(support: String, scenes: [String]) -> String {
        let supportLines = lines(support)
        let supportPreamble = preambleLength(supportLines)
        var known = Set(supportLines[..<supportPreamble].map(withoutCR))
        var extras: [Substring] = []
        var bodies: [String] = []
        for scene in scenes {
            let lines = lines(scene)
            let preamble = preambleLength(lines)
            for (index, line) in lines[..<preamble].enumerated() where !isBlank(line) {
                let isHeader = index == 0 && GeneratedFileMarker.isGenerated(line.utf8)
                if !isHeader, known.insert(withoutCR(line)).inserted { extras.append(line) }
            }
            bodies.append(lines[preamble...].joined(separator: "\n"))
        }
        // The extra lines follow the support preamble's last line that is not blank.
        var insertion = supportPreamble
        while insertion > 0, isBlank(supportLines[insertion - 1]) { insertion -= 1 }
        let head = (supportLines[..<insertion] + extras + supportLines[insertion...]).joined(separator: "\n")
        return ([head] + bodies).joined(separator: "\n")
    }

    /// `text` split at each LF; a line of a CRLF file keeps its CR (split
    /// by scalars: CRLF is a single `Character`).
    private static func lines(_ text: String) -> [Substring] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
    }

    /// The number of leading lines of `lines` that form its preamble.
    private static func preambleLength(_ lines: [Substring]) -> Int {
        var end = 0
        while end < lines.count, isBlank(lines[end]) || isComment(lines[end]) || isImport(lines[end]) { end += 1 }
        guard end < lines.count else { return end }
        // Comments right above the first declaration are its own (the header line stays).
        while end > 1, isComment(lines[end - 1]) { end -= 1 }
        return end
    }

    private static func withoutCR(_ line: Substring) -> Substring {
        line.hasSuffix("\r") ? line.dropLast() : line
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    private static func isComment(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return text.hasPrefix("//") && !text.hasPrefix("///")
    }

    /// Whether `line` is an import declaration: attributes (`@preconcurrency`),
    /// an access level (`public import`, SE-0409), then `import`.
    private static func isImport(_ line: Substring) -> Bool {
        let words = line.split { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let keyword = words.firstIndex(where: { !$0.hasPrefix("@") && !accessLevels.contains($0) }) else { return false }
        return words[keyword] == "import" && keyword + 1 < words.count
    }

    private static let accessLevels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
}
