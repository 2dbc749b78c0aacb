/// Joins the support file and the scene files into the one `SegueGen.swift`
/// of the single-file layout, so that it reads as one file: one header, one
/// set of imports, then the support code and each scene's code.
///
/// Every rendered file starts with a *preamble*: its leading blank lines,
/// `//` comments (not `///` doc comments), import declarations (Swift
/// grammar, "Import Declaration", with attributes and an access level) and
/// `#if` blocks of nothing else (nested `#if` blocks of nothing else
/// included). A comment directly above the first other line belongs to
/// that line, not to the preamble.
///
/// In the joined file, each scene file's preamble is replaced: its imports
/// and `#if` blocks of imports that the support file's preamble and earlier
/// scenes lack join the support file's preamble, sorted by module, each
/// module once (the support file's import of the UI framework is as visible
/// as any scene's); its comments stay with the scene's code (a `// MARK:`), except the
/// ones the support file's preamble has too (`// swiftlint:disable all`) and
/// the header line, which names the scene's spec where the joined file's
/// names every spec.
enum SingleFile {
    /// The single file for `support` and `scenes`, in that order, each
    /// after a blank line.
    ///
    /// - Parameters:
    ///   - support: the support file's text.
    ///   - scenes: the scene files' texts, in the order they are generated.
    static func joining(support: String, scenes: [String]) -> String {
        let supportLines = lines(support)
        let supportPreamble = preamble(of: supportLines)
        var known = Set(supportPreamble.items.map(\.key))
        var hoisted: [Item] = []
        var bodies: [String] = []
        for scene in scenes {
            let lines = lines(scene)
            let preamble = preamble(of: lines)
            var kept: [Substring] = []
            for (index, item) in preamble.items.enumerated() {
                switch item.kind {
                case .blank:
                    continue
                case .comment:
                    let isHeader = index == 0 && GeneratedFileMarker.isGenerated(item.lines[0].utf8)
                    if !isHeader, !known.contains(item.key) { kept += item.lines }
                case .imports:
                    if known.insert(item.key).inserted { hoisted.append(item) }
                }
            }
            // The kept comments, then a blank line, then the code.
            let code = lines[preamble.end...]
            bodies.append((kept.isEmpty ? Array(code) : kept + [""] + code).joined(separator: "\n"))
        }
        // Plain imports by module, then conditional blocks, after the support preamble's last line that is not blank.
        hoisted.sort { ($0.lines.count, $0.sortKey) < ($1.lines.count, $1.sortKey) }
        var insertion = supportPreamble.end
        while insertion > 0, isBlank(supportLines[insertion - 1]) { insertion -= 1 }
        // Hoisted lines end as the support file's do (CRLF or LF).
        let lineEnd: Substring = supportLines.first?.hasSuffix("\r") == true ? "\r" : ""
        let hoistedLines = hoisted.flatMap(\.lines).map { withoutCR($0) + lineEnd }
        let head = (supportLines[..<insertion] + hoistedLines + supportLines[insertion...]).joined(separator: "\n")
        return ([head] + bodies).joined(separator: "\n")
    }

    /// One piece of a preamble.
    private struct Item {
        enum Kind { case blank, comment, imports }
        var kind: Kind
        /// One line, or an `#if` block's lines.
        var lines: [Substring]
        /// What tells items apart: the lines without CRs (to compare files
        /// with other line endings), or for imports of one module whatever
        /// the conditions (`module`) that module. A module is imported once:
        /// the support file imports the UI framework as visibly as any scene
        /// does, and Swift warns when one file imports a module twice with
        /// different access levels.
        var key: String {
            if let module { return "import " + module }
            return lines.map(withoutCR).joined(separator: "\n")
        }
        /// The module the item imports in every case: that of one import
        /// declaration, or of an `#if` block with an `#else` and no nested
        /// block whose import declarations all import it (`#if
        /// hasFeature(InternalImportsByDefault)`, `package import UIKit`,
        /// `#else`, `import UIKit`, `#endif`). nil for anything else.
        var module: String? {
            guard kind == .imports else { return nil }
            if lines.count == 1 { return importedModule(lines[0]) }
            let directives = lines.compactMap(directive)
            guard directives.filter({ $0 == "#if" }).count == 1, directives.contains("#else") else { return nil }
            let modules = Set(lines.compactMap(importedModule))
            return modules.count == 1 ? modules.first : nil
        }
        /// The module of an import (the last word), or an `#if` block's first line.
        var sortKey: String {
            String(withoutCR(lines[0].split(whereSeparator: \.isWhitespace).last ?? lines[0]))
        }
    }

    /// The items of `lines`' preamble, and the index of the first line after it.
    private static func preamble(of lines: [Substring]) -> (items: [Item], end: Int) {
        var items: [Item] = []
        var end = 0
        while end < lines.count {
            let line = lines[end]
            if isBlank(line) {
                items.append(Item(kind: .blank, lines: [line]))
            } else if isComment(line) {
                items.append(Item(kind: .comment, lines: [line]))
            } else if isImport(line) {
                items.append(Item(kind: .imports, lines: [line]))
            } else if let blockEnd = endOfImportBlock(in: lines, at: end) {
                items.append(Item(kind: .imports, lines: Array(lines[end..<blockEnd])))
                end = blockEnd
                continue
            } else {
                break
            }
            end += 1
        }
        guard end < lines.count else { return (items, end) }
        // Comments right above the first declaration are its own (the header line stays).
        while end > 1, items.last?.kind == .comment {
            items.removeLast()
            end -= 1
        }
        return (items, end)
    }

    /// The index after the `#endif` that closes the `#if` block at `start`
    /// when the block holds only imports, blank lines, comments, `#elseif`
    /// and `#else`, and `#if` blocks of the same (to any depth: Swift
    /// grammar, "Conditional Compilation Block"); nil otherwise, or when
    /// the block is not closed.
    private static func endOfImportBlock(in lines: [Substring], at start: Int) -> Int? {
        guard directive(lines[start]) == "#if" else { return nil }
        var depth = 1
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            switch directive(line) {
            case "#if":
                depth += 1
            case "#endif":
                depth -= 1
                if depth == 0 { return index + 1 }
            case "#elseif", "#else":
                break
            default:
                guard isBlank(line) || isComment(line) || isImport(line) else { return nil }
            }
            index += 1
        }
        return nil
    }

    /// The first word of `line` when it is a compiler directive (`#if`, `#endif`...).
    private static func directive(_ line: Substring) -> Substring? {
        let word = line.split(maxSplits: 1, whereSeparator: \.isWhitespace).first.map(withoutCR)
        return word?.hasPrefix("#") == true ? word : nil
    }

    /// `text` split at each LF; a line of a CRLF file keeps its CR (split
    /// by scalars: CRLF is a single `Character`).
    private static func lines(_ text: String) -> [Substring] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
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

    /// Whether `line` is an import declaration.
    private static func isImport(_ line: Substring) -> Bool {
        importedModule(line) != nil
    }

    /// What `line` imports (`UIKit`, `struct Models.Task`) when it is an
    /// import declaration: attributes (`@preconcurrency`), an access level
    /// (`public import`, SE-0409), then `import`.
    private static func importedModule(_ line: Substring) -> String? {
        let words = line.split { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let keyword = words.firstIndex(where: { !$0.hasPrefix("@") && !accessLevels.contains($0) }),
              words[keyword] == "import", keyword + 1 < words.count else { return nil }
        return words[(keyword + 1)...].joined(separator: " ")
    }

    private static let accessLevels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
}
