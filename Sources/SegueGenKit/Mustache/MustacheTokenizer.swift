/// One tag of a template, as written.
struct MustacheTag: Sendable {
    enum Kind: Sendable, Equatable {
        /// `{{name}}` (escaped), `{{{name}}}` or `{{&name}}` (not escaped).
        case variable(MustacheName, escaped: Bool)
        /// `{{#name}}`, or `{{^name}}` when inverted.
        case section(MustacheName, inverted: Bool)
        /// `{{/name}}`
        case close
        /// `{{! text }}`
        case comment
        /// `{{>name}}` or `{{>*dynamic}}`
        case partial(MustachePartialName)
        /// `{{<name}}` or `{{<*dynamic}}` (~inheritance.yml)
        case parent(MustachePartialName)
        /// `{{$name}}` (~inheritance.yml)
        case block
        /// `{{=<% %>=}}`
        case setDelimiter
    }

    var kind: Kind
    /// The tag's content without sigil and padding, which a closing tag must repeat (`*name` for a
    /// dynamic name); empty for comments and set-delimiter tags.
    var name: String
    /// The tag as written, delimiters included, for messages.
    var source: String
    /// Where the opening delimiter starts.
    var position: MustachePosition
}

/// A piece of a template between tags and line ends.
enum MustacheToken: Sendable {
    /// Text without line ends, never empty. A `\r` not followed by `\n` is text.
    case text(String)
    /// `\n` or `\r\n`, the spec's two line ends.
    case newline(String)
    case tag(MustacheTag)
}

/// Splits a template into text, line ends and tags, applying set-delimiter tags as it meets them
/// (delimiters.yml); what a tag may hold follows the spec's overviews.
struct MustacheTokenizer {
    private let scalars: [Unicode.Scalar]
    private let templateName: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var opening: [Unicode.Scalar] = ["{", "{"]
    private var closing: [Unicode.Scalar] = ["}", "}"]
    private var tokens: [MustacheToken] = []

    private init(source: String, templateName: String) {
        self.scalars = Array(source.unicodeScalars)
        self.templateName = templateName
    }

    /// The tokens of the whole template, or those before its first error, with the error.
    static func tokenize(_ source: String, templateName: String) -> (tokens: [MustacheToken], error: MustacheError?) {
        var tokenizer = MustacheTokenizer(source: source, templateName: templateName)
        do {
            try tokenizer.run()
        } catch {
            return (tokenizer.tokens, error)
        }
        return (tokenizer.tokens, nil)
    }

    private mutating func run() throws(MustacheError) {
        var textStart = index
        // Most scalars are not the first of the opening delimiter: one comparison skips them.
        var openingStart = opening.first
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == openingStart, matches(opening, at: index) {
                appendText(from: textStart, to: index)
                try readTag()
                openingStart = opening.first
                textStart = index
            } else if scalar == "\n" {
                let crlf = index > textStart && scalars[index - 1] == "\r"
                appendText(from: textStart, to: crlf ? index - 1 : index)
                tokens.append(.newline(crlf ? "\r\n" : "\n"))
                advance()
                textStart = index
            } else {
                advance()
            }
        }
        appendText(from: textStart, to: index)
    }

    /// What follows the opening delimiter.
    private enum Sigil {
        case escaped, unescaped, tripleMustache, section, invertedSection, close
        case comment, partial, parent, block, setDelimiter

        init(_ scalar: Unicode.Scalar) {
            switch scalar {
            case "{": self = .tripleMustache
            case "&": self = .unescaped
            case "#": self = .section
            case "^": self = .invertedSection
            case "/": self = .close
            case "!": self = .comment
            case ">": self = .partial
            case "<": self = .parent
            case "$": self = .block
            case "=": self = .setDelimiter
            default: self = .escaped
            }
        }
    }

    private mutating func readTag() throws(MustacheError) {
        let start = index
        let position = MustachePosition(line: line, column: column)
        advance(by: opening.count)

        let sigil = Sigil(index < scalars.count ? scalars[index] : " ")
        if sigil != .escaped { advance() }
        let terminator: [Unicode.Scalar]
        switch sigil {
        case .tripleMustache: terminator = ["}"] + closing
        case .setDelimiter: terminator = ["="] + closing
        default: terminator = closing
        }

        let contentStart = index
        guard let end = find(terminator, from: contentStart) else {
            // The tag as written, to the end of its line (at most 40 scalars).
            var lineEnd = contentStart
            while lineEnd < scalars.count, scalars[lineEnd] != "\n", scalars[lineEnd] != "\r", lineEnd - start < 40 { lineEnd += 1 }
            let written = String(text(start..<lineEnd).reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            throw MustacheError(
                MustacheError.unclosedTag(opening: written, expected: String(String.UnicodeScalarView(terminator))),
                in: templateName, at: position)
        }
        let content = text(contentStart..<end)
        advance(by: end + terminator.count - index)
        let source = text(start..<index)

        func tag(_ kind: MustacheTag.Kind, name: String = "") -> MustacheToken {
            .tag(MustacheTag(kind: kind, name: name, source: source, position: position))
        }
        func error(_ message: String) -> MustacheError {
            MustacheError(message, in: templateName, at: position)
        }
        // A name does not span lines: a line break in it is a tag left open
        // on its line and closed by a later tag's delimiter.
        if sigil != .comment, sigil != .setDelimiter, Self.trimmed(content).unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            let firstLine = String(source.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" })
            throw error(MustacheError.unclosedTagOnItsLine(firstLine, expected: String(String.UnicodeScalarView(terminator))))
        }
        switch sigil {
        case .comment:
            tokens.append(tag(.comment))
        case .setDelimiter:
            let parts = content.unicodeScalars.split(whereSeparator: { $0.properties.isWhitespace })
            guard parts.count == 2 else { throw error(MustacheError.invalidSetDelimiter(source)) }
            tokens.append(tag(.setDelimiter))
            opening = Array(parts[0])
            closing = Array(parts[1])
        case .escaped, .unescaped, .tripleMustache, .section, .invertedSection:
            let name = try word(content, source: source, position: position)
            guard let dotted = MustacheName(name) else { throw error(MustacheError.invalidDottedName(source)) }
            switch sigil {
            case .section: tokens.append(tag(.section(dotted, inverted: false), name: name))
            case .invertedSection: tokens.append(tag(.section(dotted, inverted: true), name: name))
            default: tokens.append(tag(.variable(dotted, escaped: sigil == .escaped), name: name))
            }
        case .block:
            tokens.append(tag(.block, name: try word(content, source: source, position: position)))
        case .close, .partial, .parent:
            let (name, reference) = try partialName(content, source: source, position: position)
            switch sigil {
            case .partial: tokens.append(tag(.partial(reference), name: name))
            case .parent: tokens.append(tag(.parent(reference), name: name))
            default: tokens.append(tag(.close, name: name))
            }
        }
    }

    /// The name of a partial, parent or closing tag; dynamic names (~dynamic-names.yml) are `*`
    /// then a dotted name, padding allowed after `*`.
    private func partialName(_ content: String, source: String, position: MustachePosition) throws(MustacheError) -> (String, MustachePartialName) {
        let trimmed = Self.trimmed(content)
        guard trimmed.hasPrefix("*") else {
            let name = try word(trimmed, source: source, position: position)
            return (name, .named(name))
        }
        let dynamic = try word(String(trimmed.dropFirst()), source: source, position: position)
        guard let dotted = MustacheName(dynamic) else { throw MustacheError(MustacheError.invalidDottedName(source), in: templateName, at: position) }
        return ("*" + dynamic, .dynamic(dotted))
    }

    /// `content` without padding, when it is one non-empty word.
    private func word(_ content: String, source: String, position: MustachePosition) throws(MustacheError) -> String {
        let name = Self.trimmed(content)
        guard !name.isEmpty else {
            throw MustacheError(MustacheError.emptyTag(source), in: templateName, at: position)
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.isWhitespace }) else {
            throw MustacheError(MustacheError.whitespaceInName(source), in: templateName, at: position)
        }
        return name
    }

    // MARK: Scanning

    private func matches(_ pattern: [Unicode.Scalar], at position: Int) -> Bool {
        guard !pattern.isEmpty, position >= 0, position + pattern.count <= scalars.count else { return false }
        for offset in pattern.indices where scalars[position + offset] != pattern[offset] {
            return false
        }
        return true
    }

    private func find(_ pattern: [Unicode.Scalar], from start: Int) -> Int? {
        var position = start
        while position + pattern.count <= scalars.count {
            if matches(pattern, at: position) { return position }
            position += 1
        }
        return nil
    }

    private func text(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<scalars.count)
        // Encoding scalar by scalar into bytes costs a fraction of
        // `String.UnicodeScalarView(_:)` over a slice (a generic append).
        var utf8: [UInt8] = []
        utf8.reserveCapacity(clamped.count)
        for scalar in scalars[clamped] {
            UTF8.encode(scalar) { utf8.append($0) }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    private mutating func appendText(from start: Int, to end: Int) {
        if start < end { tokens.append(.text(text(start..<end))) }
    }

    /// Moves past `count` scalars, counting lines as `SourceFile` does (CR, LF, CRLF, NEL, U+2028,
    /// U+2029) so errors quote the right line; only LF and CRLF are line ends to Mustache.
    private mutating func advance(by count: Int = 1) {
        for _ in 0..<max(0, count) where index < scalars.count {
            let scalar = scalars[index]
            if scalar.value > 0x0D, scalar.value < 0x85 {
                // Not a line break (the breaks are 0x0A, 0x0D, 0x85, 0x2028 and 0x2029).
                column += 1
            } else if scalar == "\n" && index > 0 && scalars[index - 1] == "\r" {
                // The line was counted at the CR.
            } else if SourceFile.isLineBreak(scalar) {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }
}

/// The name of a partial or parent: fixed, or dynamic (~dynamic-names.yml:
/// `{{>*name}}` includes the partial whose name the dotted name `name` resolves to).
enum MustachePartialName: Sendable, Hashable {
    case named(String)
    case dynamic(MustacheName)
}

/// A dotted name (interpolation.yml, "Dotted Names"); `.` alone, the top of the stack, has no components.
struct MustacheName: Sendable, Hashable {
    /// Each part with its `MustacheKey`, made once rather than at every lookup.
    var components: [MustacheKey]

    /// Nil when a part is empty (`a..b`, `.a`, `a.`).
    init?(_ text: String) {
        if text == "." {
            components = []
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        components = parts.map(MustacheKey.init)
    }
}

extension MustacheTokenizer {
    /// `text` without leading and trailing Unicode whitespace (line ends included).
    static func trimmed(_ text: String) -> String {
        let view = text.unicodeScalars
        guard let first = view.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = view.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(view[first...last])
    }
}
