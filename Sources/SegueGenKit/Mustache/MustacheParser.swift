/// Turns tokens into nodes in three passes: structure (matching tags), whitespace (standalone
/// lines and indentation, per the Mustache spec and mustache/spec#131), then the tree.
struct MustacheParser {
    /// Nesting of sections, parents and blocks past which a template is
    /// rejected: releasing a parsed tree recurses once per level.
    static let maximumNesting = 256

    private let templateName: String
    private let tokens: [MustacheToken]

    private enum Role: Equatable {
        case plain, section, parent, argument, block, close
    }

    private var roles: [Role]
    /// For an opening tag the index of its closing tag, and the reverse.
    private var partners: [Int]

    private var lines: [Range<Int>] = []
    private var lineOfToken: [Int] = []
    /// Per line, the first and last token that is not spaces and tabs (the line
    /// end excluded); nil for a blank line.
    private var nonBlankExtent: [ClosedRange<Int>?] = []
    private var dropped: [Bool]
    private var replacements: [Int: String] = [:]
    private var indentations: [Int: String] = [:]

    private init(tokens: [MustacheToken], templateName: String) {
        self.templateName = templateName
        self.tokens = tokens
        self.roles = Array(repeating: .plain, count: tokens.count)
        self.partners = Array(repeating: -1, count: tokens.count)
        self.dropped = Array(repeating: false, count: tokens.count)
    }

    /// The nodes of a template, or its first error.
    static func parse(_ source: String, templateName: String) throws(MustacheError) -> [MustacheNode] {
        let (tokens, tokenError) = MustacheTokenizer.tokenize(source, templateName: templateName)
        var parser = MustacheParser(tokens: tokens, templateName: templateName)
        // The tags before a tag the tokenizer cannot read may hold an error
        // that comes first in the text; the sections they open are not closed yet.
        try parser.matchTags(throughEnd: tokenError == nil)
        if let tokenError { throw tokenError }
        parser.splitLines()
        parser.removeStandaloneWhitespace()
        return MustacheNode.joiningText(parser.buildNodes())
    }

    // MARK: Pass 1: structure

    /// Pairs sections, parents and blocks with their closing tags; with `throughEnd` (the tokens
    /// reach the template's end) a section still open is an error.
    private mutating func matchTags(throughEnd: Bool) throws(MustacheError) {
        struct Open {
            var index: Int
            var tag: MustacheTag
            var role: Role
            var argumentNames: Set<String> = []
        }
        var stack: [Open] = []
        for (index, token) in tokens.enumerated() {
            guard case .tag(let tag) = token else { continue }
            func error(_ message: String) -> MustacheError {
                MustacheError(message, in: templateName, at: tag.position)
            }
            let parent = stack.last.flatMap { $0.role == .parent ? $0.tag : nil }
            let role: Role
            switch tag.kind {
            case .comment, .setDelimiter:
                continue
            case .variable, .partial:
                if let parent { throw error(MustacheError.notAllowedInParent(tag.source, parent: parent.source)) }
                continue
            case .section:
                role = .section
            case .parent:
                role = .parent
            case .block:
                role = parent == nil ? .block : .argument
            case .close:
                guard let open = stack.popLast() else {
                    throw error(MustacheError.unexpectedClosingTag(tag.source))
                }
                guard open.tag.name == tag.name else {
                    throw error(
                        MustacheError.mismatchedClosingTag(tag.source, opening: open.tag.source, at: open.tag.position))
                }
                roles[index] = .close
                partners[index] = open.index
                partners[open.index] = index
                continue
            }
            if let parent, role != .argument {
                throw error(MustacheError.notAllowedInParent(tag.source, parent: parent.source))
            }
            if role == .argument, let last = stack.indices.last {
                guard stack[last].argumentNames.insert(tag.name).inserted else {
                    throw error(MustacheError.duplicateBlockArgument(tag.name, parent: stack[last].tag.source))
                }
            }
            guard stack.count < Self.maximumNesting else {
                throw error(MustacheError.nestedTooDeeply(tag.source, limit: Self.maximumNesting))
            }
            roles[index] = role
            stack.append(Open(index: index, tag: tag, role: role))
        }
        if throughEnd, let open = stack.last {
            throw MustacheError(MustacheError.unclosedSection(open.tag.source), in: templateName, at: open.tag.position)
        }
    }

    // MARK: Pass 2: whitespace

    private mutating func splitLines() {
        lineOfToken = Array(repeating: 0, count: tokens.count)
        var start = 0
        for (index, token) in tokens.enumerated() {
            lineOfToken[index] = lines.count
            if case .newline = token {
                lines.append(start..<index + 1)
                start = index + 1
            }
        }
        lines.append(start..<tokens.count)
        nonBlankExtent = lines.indices.map { line in
            let content = content(ofLine: line)
            guard let first = content.first(where: { !isBlank($0) }),
                let last = content.last(where: { !isBlank($0) })
            else { return nil }
            return first...last
        }
    }

    /// The tokens of a line without its line end.
    private func content(ofLine line: Int) -> Range<Int> {
        let range = lines[line]
        if let last = range.last, case .newline = tokens[last] { return range.lowerBound..<last }
        return range
    }

    private func isBlank(_ index: Int) -> Bool {
        guard case .text(let text) = tokens[index] else { return false }
        return text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Whether only spaces and tabs precede the token on its line.
    private func startsLine(_ index: Int) -> Bool {
        (nonBlankExtent[lineOfToken[index]]?.lowerBound ?? index) >= index
    }

    /// Whether only spaces and tabs follow the token on its line.
    private func endsLine(_ index: Int) -> Bool {
        (nonBlankExtent[lineOfToken[index]]?.upperBound ?? index) <= index
    }

    private mutating func dropWhitespace(beforeTokenAt index: Int) {
        for other in content(ofLine: lineOfToken[index])[..<index] { dropped[other] = true }
    }

    /// Drops the whitespace after the token and the line end.
    private mutating func dropRestOfLine(afterTokenAt index: Int) {
        for other in lines[lineOfToken[index]][(index + 1)...] { dropped[other] = true }
    }

    private func leadingWhitespace(ofLine line: Int) -> String {
        guard let first = content(ofLine: line).first, case .text(let text) = tokens[first] else { return "" }
        return String(text.unicodeScalars.prefix { $0 == " " || $0 == "\t" })
    }

    private func firstNonBlankLine(after line: Int, through last: Int) -> Int? {
        guard line < last else { return nil }
        return (line + 1...last).first { nonBlankExtent[$0] != nil }
    }

    /// The leading whitespace of the first non-blank line of a block's content:
    /// its intrinsic indentation (mustache/spec#131).
    private func intrinsicIndentation(ofBlockAt index: Int) -> String {
        let open = lineOfToken[index]
        let close = partners[index] >= 0 ? lineOfToken[partners[index]] : open
        return firstNonBlankLine(after: open, through: close).map(leadingWhitespace(ofLine:)) ?? ""
    }

    private mutating func removeStandaloneWhitespace() {
        // Lines whose leading whitespace loses a block argument's intrinsic indentation.
        var dedentedLines: [(lines: ClosedRange<Int>, indentation: String)] = []
        var siteLines: [Int: Int] = [:]

        for (index, token) in tokens.enumerated() {
            guard case .tag(let tag) = token else { continue }
            let line = lineOfToken[index]
            switch roles[index] {
            case .plain, .section, .block:
                if case .variable = tag.kind { continue }
                guard startsLine(index), endsLine(index) else {
                    if roles[index] == .block, startsLine(index) {
                        indentations[index] = leadingWhitespace(ofLine: line)
                        siteLines[index] = line
                    }
                    continue
                }
                dropWhitespace(beforeTokenAt: index)
                dropRestOfLine(afterTokenAt: index)
                if case .partial = tag.kind {
                    indentations[index] = leadingWhitespace(ofLine: line)
                    siteLines[index] = line
                } else if roles[index] == .block {
                    indentations[index] = intrinsicIndentation(ofBlockAt: index)
                    siteLines[index] = line
                }
            case .parent:
                let close = partners[index]
                guard close >= 0, startsLine(index), endsLine(close) else { continue }
                indentations[index] = leadingWhitespace(ofLine: line)
                siteLines[index] = line
                dropWhitespace(beforeTokenAt: index)
                dropRestOfLine(afterTokenAt: close)
            case .argument:
                guard endsLine(index) else { continue }
                dropRestOfLine(afterTokenAt: index)
                let close = partners[index]
                if close >= 0, lineOfToken[close] > line {
                    dedentedLines.append((line + 1...lineOfToken[close], intrinsicIndentation(ofBlockAt: index)))
                }
            case .close:
                let open = partners[index]
                guard open >= 0 else { continue }
                switch roles[open] {
                case .section, .block:
                    if startsLine(index), endsLine(index) {
                        dropWhitespace(beforeTokenAt: index)
                        dropRestOfLine(afterTokenAt: index)
                    }
                case .argument:
                    if startsLine(index) { dropWhitespace(beforeTokenAt: index) }
                case .parent, .plain, .close:
                    break
                }
            }
        }

        dedent(dedentedLines, siteLines: siteLines)
    }

    /// Removes a block argument's intrinsic indentation from the lines of `regions`, and from the
    /// indentation of the partials, parents and blocks on them (`siteLines`: tag index to line).
    private mutating func dedent(_ regions: [(lines: ClosedRange<Int>, indentation: String)], siteLines: [Int: Int]) {
        guard !regions.isEmpty else { return }
        // Regions come in the order of their opening tags and nest, so the
        // innermost region holding a line is the last one still open there.
        var dedents = Array(repeating: "", count: lines.count)
        var open: [(lines: ClosedRange<Int>, indentation: String)] = []
        var next = 0
        for line in lines.indices {
            while next < regions.count, regions[next].lines.lowerBound <= line {
                open.append(regions[next])
                next += 1
            }
            while let last = open.last, last.lines.upperBound < line { open.removeLast() }
            dedents[line] = open.last?.indentation ?? ""
            guard !dedents[line].isEmpty, let first = lines[line].first, !dropped[first],
                case .text(let text) = tokens[first]
            else { continue }
            replacements[first] = Self.removingPrefix(of: dedents[line], from: text)
        }
        for (index, line) in siteLines {
            guard let indentation = indentations[index] else { continue }
            indentations[index] = Self.removingPrefix(of: dedents[line], from: indentation)
        }
    }

    /// `text` without the longest prefix it shares with `indentation`.
    private static func removingPrefix(of indentation: String, from text: String) -> String {
        var remaining = Substring(text).unicodeScalars
        for scalar in indentation.unicodeScalars {
            guard remaining.first == scalar else { break }
            remaining.removeFirst()
        }
        return String(remaining)
    }

    // MARK: Pass 3: tree

    /// A section, parent or block being built, or the template.
    private struct Frame {
        var opener: Int?
        var nodes: [MustacheNode] = []
        var arguments: [String: [MustacheNode]] = [:]
        /// Text not yet in `nodes`: adjacent text (around a comment, say) makes one node.
        var text = ""

        mutating func append(_ node: MustacheNode) {
            flush()
            nodes.append(node)
        }

        mutating func finish() -> [MustacheNode] {
            flush()
            return nodes
        }

        private mutating func flush() {
            if !text.isEmpty { nodes.append(.text(text)) }
            text = ""
        }
    }

    private func buildNodes() -> [MustacheNode] {
        var frames = [Frame(opener: nil)]
        func append(_ node: MustacheNode) {
            guard let last = frames.indices.last else { return }
            if case .text(let text) = node {
                frames[last].text += text
            } else {
                frames[last].append(node)
            }
        }
        // Text directly inside a parent tag is ignored (~inheritance.yml "Text inside parent").
        func insideParent() -> Bool {
            frames.last?.opener.map { roles[$0] == .parent } ?? false
        }

        for (index, token) in tokens.enumerated() where !dropped[index] {
            switch token {
            case .text(let text):
                let text = replacements[index] ?? text
                if !text.isEmpty, !insideParent() { append(.text(text)) }
            case .newline(let newline):
                if !insideParent() { append(.newline(newline)) }
            case .tag(let tag):
                let origin = MustacheNode.Origin(source: tag.source, position: tag.position)
                switch roles[index] {
                case .plain:
                    switch tag.kind {
                    case .variable(let name, let escaped):
                        append(.variable(.init(name: name, escaped: escaped, origin: origin)))
                    case .partial(let name):
                        append(.partial(.init(name: name, indentation: indentations[index], origin: origin)))
                    default:
                        break
                    }
                case .section, .parent, .argument, .block:
                    frames.append(Frame(opener: index))
                case .close:
                    guard frames.count > 1, var frame = frames.popLast(), let opener = frame.opener,
                        case .tag(let open) = tokens[opener]
                    else { continue }
                    let children = frame.finish()
                    let openOrigin = MustacheNode.Origin(source: open.source, position: open.position)
                    switch open.kind {
                    case .section(let name, let inverted):
                        append(.section(.init(name: name, inverted: inverted, children: children, origin: openOrigin)))
                    case .parent(let name):
                        append(.parent(.init(
                            name: name, indentation: indentations[opener], arguments: frame.arguments,
                            origin: openOrigin)))
                    case .block where roles[opener] == .argument:
                        if let last = frames.indices.last { frames[last].arguments[open.name] = children }
                    case .block:
                        append(.block(.init(
                            name: open.name, indentation: indentations[opener], children: children,
                            origin: openOrigin)))
                    default:
                        break
                    }
                }
            }
        }
        guard var root = frames.first else { return [] }
        return root.finish()
    }
}
