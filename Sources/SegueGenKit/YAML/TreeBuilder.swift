internal import CYaml

/// Builds `YAMLNode` trees from libyaml's events, within the limits. The items of every open
/// collection sit in one array, innermost last; a collection takes its own when it ends.
struct TreeBuilder {
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

    struct Places {
        var anchor: YAMLMark?
        var tag: YAMLMark
        var value: YAMLMark
    }

    /// Where the anchor, tag and value of `event`'s node are written: libyaml's mark is at its first
    /// property (YAML 1.1 §4.3), the value after them and any white space and comments.
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
