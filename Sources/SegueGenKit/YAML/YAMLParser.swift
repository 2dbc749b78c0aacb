internal import CYaml

/// A YAML syntax error, or a document over the parser's limits.
public struct YAMLError: Error, Sendable, Hashable {
    /// What is wrong, in libyaml's words where libyaml found it ("did not find expected key").
    public var message: String
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
    public var tag: String
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
    public var maximumDepth: Int
    /// The longest scalar, in UTF-8 bytes after escapes: no identifier, type or path comes near it,
    /// and a longer one would be copied into every file it reaches.
    public var maximumScalarLength: Int

    public init(maximumNodeCount: Int = 1_000_000, maximumDepth: Int = 256, maximumScalarLength: Int = 65_536) {
        self.maximumNodeCount = maximumNodeCount
        self.maximumDepth = maximumDepth
        self.maximumScalarLength = maximumScalarLength
    }
}

/// Reads YAML 1.1 through libyaml's event parser into `YAMLNode` trees.
public enum YAMLParser {
    /// Parses every document of a UTF-8 YAML stream, skipping a byte order mark; throws the first
    /// syntax error or broken limit.
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
        marks = SourceMarks(lineLengths: SourceFile.lines(of: String(decoding: bytes, as: UTF8.self)).map(\.count))
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
        let context = parser.context.map { (String(cString: $0), marks.position(of: parser.context_mark)) }
        return YAMLError(problem, at: marks.position(of: parser.problem_mark), context: context)
    }

    private func markOfByteOffset(_ offset: Int) -> YAMLMark {
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: input[..<min(offset, input.count)]), as: UTF8.self)
        let lines = SourceFile.lines(of: prefix)
        return YAMLMark(line: lines.count, column: (lines.last?.count ?? 0) + 1)
    }
}

/// Turns libyaml's marks into positions a diagnostic can quote: clamped to the text (libyaml's stream
/// end is a line past it), and an end after final line breaks moved to just after the last
/// character, so an error at the end of the input points after the last thing written.
struct SourceMarks {
    private let lineLengths: [Int]
    /// The 0-based line of the last character when the text ends with line breaks; nil otherwise.
    private let lastLineWithText: Int?

    /// `lineLengths`: in Unicode scalars, at least one line, as `SourceFile.lines(of:)` splits them.
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
