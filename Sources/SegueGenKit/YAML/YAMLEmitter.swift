internal import CYaml

/// A YAML tree that libyaml's emitter refused, or output it could not produce.
public struct YAMLEmitterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in libyaml's words where libyaml found it.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Writes `YAMLNode` trees as YAML 1.1 text through libyaml's emitter, in block style. Untagged
/// scalars a reader would take for something else are single-quoted, so the output reads back as the
/// same strings; a stream with an invisible formatting character (Cf) is written in ASCII, escaped.
public enum YAMLEmitter {
    /// The YAML text of a stream with one document per root, ending with a line break; "" for none.
    /// Throws only when libyaml fails (to allocate, in practice).
    public static func emit(documents: [YAMLNode]) throws(YAMLEmitterError) -> String {
        let emitter = EventEmitter(unicode: !documents.contains(where: hasInvisibleCharacter))
        return try emitter.run(documents)
    }

    /// Whether a scalar of the tree, or a tag, has a character of general category Cf.
    private static func hasInvisibleCharacter(_ node: YAMLNode) -> Bool {
        // ASCII has no format characters: only other scalars need the category lookup.
        let isFormat = { (scalar: Unicode.Scalar) in scalar.value >= 0x80 && scalar.properties.generalCategory == .format }
        if node.tag?.unicodeScalars.contains(where: isFormat) == true { return true }
        switch node.content {
        case .scalar(let scalar): return scalar.value.unicodeScalars.contains(where: isFormat)
        case .sequence(let items): return items.contains(where: hasInvisibleCharacter)
        case .mapping(let pairs): return pairs.contains { hasInvisibleCharacter($0.key) || hasInvisibleCharacter($0.value) }
        }
    }

    /// The YAML text of one document whose root is `root`, ending with a line break.
    public static func emit(_ root: YAMLNode) throws(YAMLEmitterError) -> String {
        try emit(documents: [root])
    }

    /// Whether plain text would read as other than a string under YAML 1.1 or 1.2's core schema (null,
    /// a boolean, a number, a timestamp, `<<`, `=`); conservative: `1stScreen` counts as a number.
    public static func resolvesToNonString(_ text: String) -> Bool {
        if text.isEmpty || nonStringWords.contains(text) { return true }
        let scalars = Array(text.unicodeScalars.prefix(3))
        let lowered = text.lowercased()
        switch scalars[0] {
        case "0"..."9":
            return true
        case "-", "+":
            let rest = scalars.dropFirst()
            if let second = rest.first, isDigit(second) { return true }
            if rest.first == ".", let third = rest.dropFirst().first, isDigit(third) { return true }
            return lowered.dropFirst() == ".inf"
        case ".":
            if scalars.count > 1, isDigit(scalars[1]) { return true }
            return lowered == ".inf" || lowered == ".nan"
        default:
            return false
        }
    }

    /// Words YAML 1.1 (bool, null, merge, value types) or 1.2's core schema
    /// resolve to non-strings.
    private static let nonStringWords: Set<String> = [
        "~", "null", "Null", "NULL",
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
        "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
        "<<", "=",
    ]

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}

/// Owns one libyaml emitter and the text it writes; frees the emitter in `deinit`.
private final class EventEmitter {
    private let emitter: UnsafeMutablePointer<yaml_emitter_t>
    fileprivate var output: [UInt8] = []

    /// - Parameter unicode: whether non-ASCII characters are written as they
    ///   are; else they are escaped in double-quoted scalars.
    init(unicode: Bool) {
        emitter = UnsafeMutablePointer<yaml_emitter_t>.allocate(capacity: 1)
        emitter.initialize(to: yaml_emitter_t())
        yaml_emitter_initialize(emitter)
        yaml_emitter_set_unicode(emitter, unicode ? 1 : 0)
        yaml_emitter_set_width(emitter, -1)
        yaml_emitter_set_indent(emitter, 2)
        yaml_emitter_set_break(emitter, YAML_LN_BREAK)
        yaml_emitter_set_output(emitter, { context, buffer, size in
            guard let context, let buffer else { return 0 }
            let emitter = Unmanaged<EventEmitter>.fromOpaque(context).takeUnretainedValue()
            emitter.output.append(contentsOf: UnsafeBufferPointer(start: buffer, count: size))
            return 1
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        yaml_emitter_delete(emitter)
        emitter.deinitialize(count: 1)
        emitter.deallocate()
    }

    func run(_ documents: [YAMLNode]) throws(YAMLEmitterError) -> String {
        try emit("stream start") { yaml_stream_start_event_initialize(&$0, YAML_UTF8_ENCODING) }
        for (index, root) in documents.enumerated() {
            try emit("document start") { yaml_document_start_event_initialize(&$0, nil, nil, nil, index == 0 ? 1 : 0) }
            try emitNode(root)
            try emit("document end") { yaml_document_end_event_initialize(&$0, 1) }
        }
        try emit("stream end") { yaml_stream_end_event_initialize(&$0) }
        guard yaml_emitter_flush(emitter) == 1 else { throw emitterError() }
        return String(decoding: output, as: UTF8.self)
    }

    private func emitNode(_ node: YAMLNode) throws(YAMLEmitterError) {
        let isTypedScalar = node.scalar != nil && node.tag.map(Self.implicitScalarTags.contains) == true
        let tag = isTypedScalar ? nil : node.tag.map { Array($0.utf8) + [0] }
        let implicit: Int32 = tag == nil ? 1 : 0
        switch node.content {
        case .scalar(var scalar):
            if isTypedScalar { scalar.style = .plain }
            // NUL-terminated so that even an empty value has a buffer to point at.
            let value = Array(scalar.value.utf8) + [0]
            let style = isTypedScalar ? YAML_PLAIN_SCALAR_STYLE : self.style(for: scalar)
            guard let length = Int32(exactly: value.count - 1) else {
                throw YAMLEmitterError("a scalar of \(value.count - 1) bytes is longer than libyaml can write")
            }
            try emit("scalar") { event in
                withOptionalPointer(tag) { tagPointer in
                    value.withUnsafeBufferPointer { yaml_scalar_event_initialize(&event, nil, tagPointer, $0.baseAddress, length, implicit, implicit, style) }
                }
            }
        case .sequence(let items):
            try emit("sequence") { event in withOptionalPointer(tag) { yaml_sequence_start_event_initialize(&event, nil, $0, implicit, YAML_BLOCK_SEQUENCE_STYLE) } }
            for item in items { try emitNode(item) }
            try emit("sequence end") { yaml_sequence_end_event_initialize(&$0) }
        case .mapping(let pairs):
            try emit("mapping") { event in withOptionalPointer(tag) { yaml_mapping_start_event_initialize(&event, nil, $0, implicit, YAML_BLOCK_MAPPING_STYLE) } }
            for pair in pairs {
                try emitNode(pair.key)
                try emitNode(pair.value)
            }
            try emit("mapping end") { yaml_mapping_end_event_initialize(&$0) }
        }
    }

    /// The core schema's scalar types other than strings, which plain text resolves to.
    private static let implicitScalarTags: Set<String> = [
        "tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:null",
    ]

    /// The libyaml style for `scalar`; see `YAMLEmitter` for the plain-style rule.
    private func style(for scalar: YAMLScalar) -> yaml_scalar_style_t {
        switch scalar.style {
        case .plain:
            return YAMLEmitter.resolvesToNonString(scalar.value) ? YAML_SINGLE_QUOTED_SCALAR_STYLE : YAML_PLAIN_SCALAR_STYLE
        case .singleQuoted: return YAML_SINGLE_QUOTED_SCALAR_STYLE
        case .doubleQuoted: return YAML_DOUBLE_QUOTED_SCALAR_STYLE
        case .literal: return YAML_LITERAL_SCALAR_STYLE
        case .folded: return YAML_FOLDED_SCALAR_STYLE
        }
    }

    /// Hands the event `initialize` makes (returning 1) to libyaml, which takes ownership of it,
    /// failed or not; `kind` names the event when libyaml cannot make it.
    private func emit(_ kind: String, _ initialize: (inout yaml_event_t) -> Int32) throws(YAMLEmitterError) {
        var event = yaml_event_t()
        guard initialize(&event) == 1 else { throw YAMLEmitterError("libyaml could not create a \(kind) event") }
        guard yaml_emitter_emit(emitter, &event) == 1 else { throw emitterError() }
    }

    private func emitterError() -> YAMLEmitterError {
        YAMLEmitterError(emitter.pointee.problem.map { String(cString: $0) } ?? "libyaml could not write the YAML")
    }

    private func withOptionalPointer<Result>(_ bytes: [UInt8]?, _ body: (UnsafePointer<yaml_char_t>?) -> Result) -> Result {
        guard let bytes else { return body(nil) }
        return bytes.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
