internal import CYaml

/// A YAML syntax error, or a document over the parser's limits.
public struct YAMLError: Error, Sendable, Hashable {
    /// What is wrong, in libyaml's words where libyaml found it ("did not find expected key").
    public var message: String
    /// Where the problem is.
    public var mark: YAMLMark
    /// What the parser was doing ("while parsing a block mapping") and where
    /// that construct starts, when libyaml says.
    public var context: (message: String, mark: YAMLMark)? {
        get { contextMessage.map { ($0, contextMark ?? mark) } }
        set { contextMessage = newValue?.message; contextMark = newValue?.mark }
    }

    private var contextMessage: String?
    private var contextMark: YAMLMark?

    public init(_ message: String, at mark: YAMLMark, context: (message: String, mark: YAMLMark)? = nil) {
        self.message = message
        self.mark = mark
        self.contextMessage = context?.message
        self.contextMark = context?.mark
    }
}

/// One document of a YAML stream.
public struct YAMLDocument: Sendable, Hashable {
    /// The root node; an empty document (`---` and nothing else) has an empty plain scalar.
    public var root: YAMLNode
    /// Where the document starts (its `---`, or its first node).
    public var mark: YAMLMark
    /// Each explicit tag of the document's nodes (`!custom`, `!!str`), in
    /// document order; an alias repeats none.
    public var tags: [YAMLTagUse] = []
}

/// An explicit tag written in a document, and the node it is on.
public struct YAMLTagUse: Sendable, Hashable {
    /// The tag resolved to its full form, as `YAMLNode.tag` holds it.
    public var tag: String
    /// Where the tag is written.
    public var mark: YAMLMark

    /// The tag as it is usually written: `!!str` for YAML's own
    /// `tag:yaml.org,2002:str`, other tags as they are.
    public var shorthand: String {
        let yamlPrefix = "tag:yaml.org,2002:"
        return tag.hasPrefix(yamlPrefix) ? "!!" + tag.dropFirst(yamlPrefix.count) : tag
    }
}

/// Bounds that keep hostile input from exhausting time or memory
/// (docs/Reliability.md, "Limits").
public struct YAMLLimits: Sendable, Hashable {
    /// The most nodes a stream may expand to, counting every node an alias
    /// repeats ("billion laughs" documents expand exponentially).
    public var maximumNodeCount: Int
    /// The deepest nesting of collections.
    public var maximumDepth: Int
    /// The longest scalar, in UTF-8 bytes after escapes are resolved: no
    /// identifier, type or path is anywhere near it, and a longer one would
    /// be copied into every file it reaches.
    public var maximumScalarLength: Int

    public init(maximumNodeCount: Int = 1_000_000, maximumDepth: Int = 256, maximumScalarLength: Int = 65_536) {
        self.maximumNodeCount = maximumNodeCount
        self.maximumDepth = maximumDepth
        self.maximumScalarLength = maximumScalarLength
    }
}

/// Reads YAML 1.1 through libyaml's event parser into `YAMLNode` trees.
public enum YAMLParser {
    /// Parses every document of a UTF-8 YAML stream.
    ///
    /// A leading UTF-8 byte order mark is skipped (positions stay right);
    /// UTF-16 and UTF-32 input is refused, as are bytes that are not UTF-8.
    ///
    /// - Parameters:
    ///   - bytes: the file's bytes.
    ///   - limits: node-count and depth bounds.
    /// - Returns: the documents in order; none for an empty stream.
    /// - Throws: `YAMLError` for the first syntax error, or a broken limit.
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) throws(YAMLError) -> [YAMLDocument] {
        if let encoding = UnicodeEncodingSniffer.nonUTF8Encoding(of: bytes) {
            throw YAMLError("the file is \(encoding); seguegen reads UTF-8 only", at: YAMLMark(line: 1, column: 1))
        }
        let parser = EventParser(bytes: UnicodeEncodingSniffer.droppingUTF8ByteOrderMark(bytes), limits: limits)
        return try parser.run()
    }

    /// Parses every document of `text`.
    public static func parse(_ text: String, limits: YAMLLimits = YAMLLimits()) throws(YAMLError) -> [YAMLDocument] {
        try parse(Array(text.utf8), limits: limits)
    }
}

/// Recognises byte order marks (Unicode §23.8, "Specials").
enum UnicodeEncodingSniffer {
    /// The name of the encoding a UTF-16 or UTF-32 byte order mark
    /// announces, or, without one, the NUL bytes around a first ASCII
    /// character do (YAML 1.2 §5.2, XML 1.0 appendix F); nil for others.
    static func nonUTF8Encoding(of bytes: [UInt8]) -> String? {
        stringEncoding(of: bytes).map { $0 == .utf32 || $0 == .utf32BigEndian || $0 == .utf32LittleEndian ? "UTF-32" : "UTF-16" }
    }

    /// The UTF-16 or UTF-32 encoding `nonUTF8Encoding(of:)` finds, as
    /// Foundation names it (with a byte order mark, the one that reads it).
    static func stringEncoding(of bytes: [UInt8]) -> String.Encoding? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32 }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return .utf16 }
        // The first character, which has no byte order mark before it, is printable ASCII.
        func isText(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, isText(bytes[3]) { return .utf32BigEndian }
        if bytes.count >= 4, isText(bytes[0]), bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 { return .utf32LittleEndian }
        if bytes.count >= 2, bytes[0] == 0, isText(bytes[1]) { return .utf16BigEndian }
        if bytes.count >= 2, isText(bytes[0]), bytes[1] == 0 { return .utf16LittleEndian }
        return nil
    }

    /// `bytes` without a leading UTF-8 byte order mark.
    static func droppingUTF8ByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }
}

/// Owns one libyaml parser and the input it reads; frees both in `deinit`.
private final class EventParser {
    private var parser = yaml_parser_t()
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let marks: SourceMarks
    private let limits: YAMLLimits

    init(bytes: [UInt8], limits: YAMLLimits) {
        self.limits = limits
        // libyaml reads the input in place: keep a stable copy alive as long as the parser.
        input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        marks = SourceMarks(lineLengths: SourceLines.lengths(of: bytes))
        yaml_parser_initialize(&parser)
        yaml_parser_set_input_string(&parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(&parser)
        input.deallocate()
    }

    func run() throws(YAMLError) -> [YAMLDocument] {
        // The tree is built in a local value: no exclusivity checks on the
        // class's properties for each of the tens of thousands of events.
        var builder = TreeBuilder(marks: marks, limits: limits, source: UnsafeBufferPointer(input))
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw parserError()
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { break }
            try builder.handle(event)
        }
        return builder.documents
    }

    private func parserError() -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown libyaml error"
        if parser.error == YAML_READER_ERROR {
            // Reader errors (bad encoding, control characters) carry a byte offset, not a mark.
            let mark = markOfByteOffset(parser.problem_offset)
            if parser.problem_value >= 0 {
                let byte = String(parser.problem_value, radix: 16, uppercase: true)
                return YAMLError("\(problem) (byte 0x\(byte.count == 1 ? "0" + byte : byte)); the file must be UTF-8 text", at: mark)
            }
            return YAMLError(problem, at: mark)
        }
        let mark = convert(parser.problem_mark)
        guard let context = parser.context.map({ String(cString: $0) }) else {
            return YAMLError(problem, at: mark)
        }
        return YAMLError(problem, at: mark, context: (context, convert(parser.context_mark)))
    }

    // MARK: Conversions

    private func convert(_ mark: yaml_mark_t) -> YAMLMark {
        marks.position(of: mark)
    }

    private func markOfByteOffset(_ offset: Int) -> YAMLMark {
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: input[..<min(offset, input.count)]), as: UTF8.self)
        let lines = SourceFile.lines(of: prefix)
        return YAMLMark(line: lines.count, column: (lines.last?.count ?? 0) + 1)
    }
}

/// Turns libyaml's marks into positions that a diagnostic can quote.
///
/// libyaml's marks are 0-based and may point one line past the end (its
/// stream end starts a line of its own): they are clamped to the text. The
/// end of a text that ends with line breaks is on the empty line after the
/// last of them, where a diagnostic has nothing to quote (`DiagnosticPrinter`):
/// it is moved to where the text itself ends, just after its last character
/// that is not a line break, as it is in a text without a final line break.
/// So an error at the end of the input ("found unexpected end of stream",
/// an unclosed `{`) points after the last thing written, whatever the file's
/// line endings.
private struct SourceMarks {
    /// The length in Unicode scalars of each line (`SourceLines.lengths(of:)`).
    private let lineLengths: [Int]
    /// The 0-based line of the end of the text when it ends with line
    /// breaks (the last line holding a character), or nil when it does not,
    /// or holds nothing but line breaks.
    private let lastLineWithText: Int?

    /// - Parameter lineLengths: the length of each line in Unicode scalars;
    ///   at least one line, as `SourceLines.lengths(of:)` returns.
    init(lineLengths: [Int]) {
        self.lineLengths = lineLengths.isEmpty ? [0] : lineLengths
        lastLineWithText = self.lineLengths.last == 0 ? self.lineLengths.lastIndex { $0 > 0 } : nil
    }

    /// The 1-based line and column in the text of libyaml's `mark`.
    func position(of mark: yaml_mark_t) -> YAMLMark {
        let lastLine = lineLengths.count - 1
        let line = min(Int(mark.line), lastLine)
        if line == lastLine, let lastLineWithText {
            // The last line is empty: every position on it or past it is the end of the text.
            return YAMLMark(line: lastLineWithText + 1, column: lineLengths[lastLineWithText] + 1)
        }
        let column = line == Int(mark.line) ? Int(mark.column) : lineLengths[line]
        return YAMLMark(line: line + 1, column: min(column, lineLengths[line]) + 1)
    }
}

/// Builds `YAMLNode` trees from libyaml's events, within the limits.
///
/// The items of every open collection sit in one array, innermost last (a
/// mapping's keys and values alternate); a collection takes its own when it
/// ends. Nothing is copied into and out of an enum for each item.
private struct TreeBuilder {
    /// An open collection.
    struct Frame {
        var isMapping: Bool
        var tag: String?
        var anchor: String?
        /// Where its anchor is written, when it has one.
        var anchorMark: YAMLMark?
        var mark: YAMLMark
        /// Where its items start in `items`.
        var firstItem: Int
        /// Nodes in this collection so far, itself included.
        var nodeCount = 1
    }

    let marks: SourceMarks
    let limits: YAMLLimits
    /// The text libyaml reads, for finding where a node's properties and value are.
    let source: UnsafeBufferPointer<UInt8>
    /// `source` as Unicode scalars, made the first time a node has properties.
    private var sourceScalars: [Unicode.Scalar]?
    private var stack: [Frame] = []
    private var items: [YAMLNode] = []
    private var anchors: [String: (node: YAMLNode, nodeCount: Int)] = [:]
    private(set) var documents: [YAMLDocument] = []
    private var documentMark = YAMLMark(line: 1, column: 1)
    private var documentRoot: YAMLNode?
    private var documentTags: [YAMLTagUse] = []
    private var totalNodeCount = 0

    init(marks: SourceMarks, limits: YAMLLimits, source: UnsafeBufferPointer<UInt8>) {
        self.marks = marks
        self.limits = limits
        self.source = source
    }

    mutating func handle(_ event: yaml_event_t) throws(YAMLError) {
        let mark = marks.position(of: event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentMark = mark
            documentRoot = nil
            documentTags = []
            anchors = [:]
        case YAML_DOCUMENT_END_EVENT:
            let root = documentRoot ?? YAMLNode(.scalar(YAMLScalar("")), mark: documentMark)
            documents.append(YAMLDocument(root: root, mark: documentMark, tags: documentTags))
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            guard data.length <= limits.maximumScalarLength else {
                throw YAMLError("a scalar is \(data.length) bytes long; seguegen reads scalars of at most \(limits.maximumScalarLength) bytes", at: mark)
            }
            let value = string(data.value, length: data.length)
            let scalarStyle = style(of: data.style)
            let tag = string(data.tag)
            // An empty plain scalar has nothing written but its properties: it stays at them.
            let written = data.length > 0 || scalarStyle != .plain
            let places = properties(tag: tag, anchor: data.anchor, of: event, at: mark, valueWritten: written, valueEnd: event.end_mark.index)
            noting(tag, at: places.tag)
            let node = YAMLNode(.scalar(YAMLScalar(value, style: scalarStyle)), tag: tag, mark: places.value)
            try complete(node, anchor: string(data.anchor), nodeCount: 1)
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor) ?? ""
            guard let (node, nodeCount) = anchors[name] else {
                if let open = stack.last(where: { $0.anchor == name }) {
                    let anchored = open.anchorMark ?? open.mark
                    throw YAMLError(
                        "alias '*\(name)' is inside the node it names (anchored '&\(name)' at line \(anchored.line), column \(anchored.column)); "
                            + "a node cannot contain itself", at: mark)
                }
                throw YAMLError("unknown alias '*\(name)': no anchor '&\(name)' comes before it", at: mark)
            }
            var copy = node
            copy.alias = YAMLAliasUse(name: name, mark: mark)
            try complete(copy, anchor: nil, nodeCount: nodeCount)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let (tag, anchor) = isMapping
                ? (string(event.data.mapping_start.tag), event.data.mapping_start.anchor)
                : (string(event.data.sequence_start.tag), event.data.sequence_start.anchor)
            // The event ends at the collection's first token (just after a '[' or '{').
            let places = properties(tag: tag, anchor: anchor, of: event, at: mark, valueWritten: true, valueEnd: event.end_mark.index + 1)
            noting(tag, at: places.tag)
            try open(Frame(
                isMapping: isMapping, tag: tag, anchor: string(anchor), anchorMark: places.anchor, mark: places.value, firstItem: items.count))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return }
            let content: YAMLNode.Content
            if frame.isMapping {
                var pairs: [YAMLPair] = []
                pairs.reserveCapacity((items.count - frame.firstItem) / 2)
                var index = frame.firstItem
                // A key without its value (libyaml always sends one) would be dropped.
                while index + 1 < items.count {
                    pairs.append(YAMLPair(key: takeItem(at: index), value: takeItem(at: index + 1)))
                    index += 2
                }
                content = .mapping(pairs)
            } else {
                var nodes: [YAMLNode] = []
                nodes.reserveCapacity(items.count - frame.firstItem)
                for index in frame.firstItem..<items.count {
                    nodes.append(takeItem(at: index))
                }
                content = .sequence(nodes)
            }
            items.removeLast(items.count - frame.firstItem)
            try complete(YAMLNode(content, tag: frame.tag, mark: frame.mark), anchor: frame.anchor, nodeCount: frame.nodeCount, isNew: false)
        default:
            break
        }
    }

    /// Where a node's anchor, tag and value are written.
    struct Places {
        var anchor: YAMLMark?
        var tag: YAMLMark
        var value: YAMLMark
    }

    /// Where the anchor, tag and value of the node that `event` starts are
    /// written: libyaml's mark is at the first of its properties (YAML 1.1
    /// §4.3, "node properties"), and the value comes after them and the
    /// white space, line breaks and comments around them.
    ///
    /// - Parameters:
    ///   - mark: the event's start, where all three are without properties.
    ///   - valueWritten: false for an empty plain scalar, which stays at its properties.
    ///   - valueEnd: libyaml's index (in Unicode scalars) that the value starts before.
    private mutating func properties(
        tag: String?, anchor: UnsafeMutablePointer<yaml_char_t>?, of event: yaml_event_t, at mark: YAMLMark, valueWritten: Bool, valueEnd: Int
    ) -> Places {
        var places = Places(anchor: nil, tag: mark, value: mark)
        guard tag != nil || anchor != nil else { return places }
        // libyaml's `index` counts Unicode scalars (CR LF as two).
        let scalars = sourceScalars ?? Array(String(decoding: source, as: UTF8.self).unicodeScalars)
        sourceScalars = scalars
        var index = Int(event.start_mark.index)
        var (line, column) = (Int(event.start_mark.line), Int(event.start_mark.column))
        var inProperty = false
        var inComment = false
        var found: YAMLMark?
        while index < min(valueEnd, scalars.count) {
            let scalar = scalars[index]
            index += 1
            if SourceFile.isLineBreak(scalar) {
                if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
                (line, column, inProperty, inComment) = (line + 1, 0, false, false)
                continue
            }
            let here = YAMLMark(line: line + 1, column: column + 1)
            switch scalar {
            case _ where inComment:
                break
            case " ", "\t":
                inProperty = false
            case "#" where !inProperty:
                inComment = true
            case "&" where !inProperty:
                inProperty = true
                places.anchor = here
            case "!" where !inProperty:
                inProperty = true
                places.tag = here
            default:
                if !inProperty { found = here }
            }
            if found != nil { break }
            column += 1
        }
        if valueWritten, let found { places.value = found }
        if anchor != nil, places.anchor == nil { places.anchor = mark }
        return places
    }

    /// Adds `tag`, written at `mark`, to the document's tags when there is one.
    private mutating func noting(_ tag: String?, at mark: YAMLMark) {
        if let tag { documentTags.append(YAMLTagUse(tag: tag, mark: mark)) }
    }

    /// A node with nothing to release, left in `items` where a node was taken.
    private static let taken = YAMLNode(.scalar(YAMLScalar("")), mark: YAMLMark(line: 1, column: 1))

    /// The item at `index`, moved out (no retain of its storage, no release
    /// when the slot is removed).
    private mutating func takeItem(at index: Int) -> YAMLNode {
        var node = Self.taken
        swap(&node, &items[index])
        return node
    }

    private mutating func open(_ frame: Frame) throws(YAMLError) {
        guard stack.count < limits.maximumDepth else {
            throw YAMLError("collections are nested more than \(limits.maximumDepth) levels deep", at: frame.mark)
        }
        try count(1, at: frame.mark)
        stack.append(frame)
    }

    /// Adds a finished node to the collection being read, or makes it the document's root.
    /// - Parameter isNew: false for a collection whose own node was counted when it opened.
    private mutating func complete(_ node: consuming YAMLNode, anchor: String?, nodeCount: Int, isNew: Bool = true) throws(YAMLError) {
        if isNew { try count(nodeCount, at: node.mark) }
        if let anchor { anchors[anchor] = (copy node, nodeCount) }
        guard !stack.isEmpty else {
            documentRoot = node
            return
        }
        items.append(node)
        stack[stack.count - 1].nodeCount += nodeCount
    }

    private mutating func count(_ nodes: Int, at mark: YAMLMark) throws(YAMLError) {
        totalNodeCount += nodes
        guard totalNodeCount <= limits.maximumNodeCount else {
            throw YAMLError(
                "the document expands to more than \(limits.maximumNodeCount) nodes (are aliases repeating each other?)",
                at: mark
            )
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private func style(of style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}

/// Line lengths of a source, for clamping libyaml's marks.
enum SourceLines {
    /// The length in Unicode scalars of each line, with YAML's line breaks
    /// (`SourceFile.isLineBreak`; CR LF is one break).
    ///
    /// Valid UTF-8 is scanned byte by byte: a scalar is a byte that is not a
    /// continuation byte (10xxxxxx). Other input is decoded as `String` does
    /// (one U+FFFD per invalid sequence), then split by `SourceFile`.
    static func lengths(of bytes: [UInt8]) -> [Int] {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return SourceFile.lines(of: String(decoding: bytes, as: UTF8.self)).map(\.count)
        }
        return bytes.withUnsafeBufferPointer { bytes in
            var lengths: [Int] = []
            var length = 0
            var index = 0
            while index < bytes.count {
                // Printable ASCII, nearly every byte of a spec, eight bytes at a time.
                let end = ByteScan.endOfPrintableASCII(in: bytes, from: index, allowingDelete: true)
                length += end - index
                index = end
                guard index < bytes.count else { break }
                let byte = bytes[index]
                var breakWidth = 0
                switch byte {
                case 0x0A:
                    breakWidth = 1
                case 0x0D:
                    breakWidth = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                case 0xC2:
                    // U+0085 NEXT LINE.
                    if index + 1 < bytes.count, bytes[index + 1] == 0x85 { breakWidth = 2 }
                case 0xE2:
                    // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR.
                    if index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { breakWidth = 3 }
                default:
                    break
                }
                if breakWidth > 0 {
                    lengths.append(length)
                    length = 0
                    index += breakWidth
                } else {
                    if byte & 0xC0 != 0x80 { length += 1 }
                    index += 1
                }
            }
            lengths.append(length)
            return lengths
        }
    }
}
