/// A node of a YAML document, with where it starts. An alias is replaced by a copy of its anchored
/// node (sharing storage) that remembers the alias, so a problem there is noted where it is used.
public struct YAMLNode: Sendable, Hashable {
    /// The content of a node: one of the three YAML node kinds (YAML 1.1 §3.2.1.1).
    public enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// Key/value pairs in document order; duplicate keys are kept, so
        /// that the consumer can report them with both positions.
        case mapping([YAMLPair])
    }

    public var content: Content
    /// The explicit tag, resolved to its full form (`!!str` becomes
    /// `tag:yaml.org,2002:str`), or nil when the node has none.
    public var tag: String? {
        get { extras?.tag }
        set { extras = Extras.of(tag: newValue, alias: alias) }
    }
    /// Where the node starts (1-based line, column in Unicode scalars): a collection at its properties
    /// (`&anchor`, `!tag`), a scalar at its value (at them when it is empty and unquoted).
    public var mark: YAMLMark
    /// For a copy an alias made, where `*name` is written; nil for every other node, the copy's
    /// children included. `==` and `hash(into:)` ignore it, as YAML does.
    public var alias: YAMLAliasUse? {
        get { extras?.alias }
        set { extras = Extras.of(tag: tag, alias: newValue) }
    }

    /// The tag and the alias, which few nodes have, in one reference: copying a node costs one
    /// reference count for them, and a node with neither allocates nothing.
    private var extras: Extras?

    private final class Extras: Sendable {
        let tag: String?
        let alias: YAMLAliasUse?

        private init(tag: String?, alias: YAMLAliasUse?) {
            self.tag = tag
            self.alias = alias
        }

        /// Nil, and nothing allocated, when there is neither.
        static func of(tag: String?, alias: YAMLAliasUse?) -> Extras? {
            tag == nil && alias == nil ? nil : Extras(tag: tag, alias: alias)
        }
    }

    public init(_ content: Content, tag: String? = nil, mark: YAMLMark) {
        self.content = content
        self.extras = Extras.of(tag: tag, alias: nil)
        self.mark = mark
    }

    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.content == rhs.content && lhs.tag == rhs.tag && lhs.mark == rhs.mark
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(tag)
        hasher.combine(mark)
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The kind of node in words for diagnostics ("a mapping", "a number"), plain scalars read as
    /// YAML 1.2's core schema reads them.
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let scalar):
            if scalar.isNull { return "null" }
            if scalar.isBoolean { return "a boolean" }
            return scalar.isNumber ? "a number" : "a string"
        }
    }
}

/// An alias through which a node was reached: where `*name` is written, what uses the anchored node
/// there, and the alias the collection holding it was reached through. A diagnostic in shared
/// content gets a note at each (`SourceLocation.aliasUse`); a class, shared by the nodes reached.
public final class YAMLAliasUse: Sendable {
    /// The anchor's name, without `*`.
    public let name: String
    /// Where `*name` is written.
    public let mark: YAMLMark
    /// What uses the anchored node through the alias, as a note says it without the alias ("'showD'
    /// in the segues of scene 'CViewController' uses this"); nil when the reader has not said.
    public let usage: String?
    /// The use through which the alias itself was reached; nil when `*name`
    /// is written outside any anchored node that was used through an alias.
    public let outer: YAMLAliasUse?

    public init(name: String, mark: YAMLMark, usage: String? = nil, outer: YAMLAliasUse? = nil) {
        self.name = name
        self.mark = mark
        self.usage = usage
        self.outer = outer
    }

    /// The note's message: "'showD' in the segues of scene 'CViewController'
    /// uses this through alias '*modal'".
    public var message: String {
        usage.map { "\($0) through alias '*\(name)'" } ?? "alias '*\(name)' uses this"
    }
}

/// One key/value pair of a mapping.
public struct YAMLPair: Sendable, Hashable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A scalar's text and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written (YAML 1.1 §4.6); only plain scalars are
    /// subject to implicit typing.
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's text after YAML's escaping and folding rules.
    public var value: String
    public var style: Style

    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }

    /// Whether the scalar is YAML 1.2 core schema null: untagged plain `null`, `Null`, `NULL`, `~` or empty.
    public var isNull: Bool {
        // Values longer than 16 bytes cannot equal, even canonically, one of these ASCII words.
        style == .plain && value.utf8.count <= 16
            && (value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL")
    }

    /// Whether the text is a boolean of the YAML 1.2 core schema: `true`,
    /// `True`, `TRUE`, `false`, `False` or `FALSE`, whatever the style.
    var isBooleanText: Bool {
        ["true", "True", "TRUE", "false", "False", "FALSE"].contains(value)
    }

    var isBoolean: Bool { style == .plain && isBooleanText }

    /// Whether the scalar is a YAML 1.2 core schema number: plain, and an integer (decimal, `0o`,
    /// `0x`), a decimal fraction with an optional exponent, `.inf`, `-.inf` or `.nan`.
    var isNumber: Bool {
        guard style == .plain else { return false }
        var text = Substring(value)
        if [".nan", ".NaN", ".NAN"].contains(text) { return true }
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        if [".inf", ".Inf", ".INF"].contains(text) { return true }
        let digits = "0123456789"
        for (prefix, allowed) in [("0o", "01234567"), ("0x", "0123456789abcdefABCDEF")] where value.hasPrefix(prefix) {
            let rest = value.dropFirst(2)
            return !rest.isEmpty && rest.allSatisfy { allowed.contains($0) }
        }
        // Digits with at most one '.', at least one digit, then an optional exponent.
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        var exponent = text.dropFirst(mantissa.count)
        guard mantissa.contains(where: { digits.contains($0) }), mantissa.filter({ $0 == "." }).count <= 1,
              mantissa.allSatisfy({ digits.contains($0) || $0 == "." }) else { return false }
        guard !exponent.isEmpty else { return true }
        exponent = exponent.dropFirst()
        if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.allSatisfy { digits.contains($0) }
    }
}

/// A position in a YAML source: 1-based line, 1-based column counted in
/// Unicode scalars (libyaml's 0-based marks, converted and clamped).
public struct YAMLMark: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: YAMLMark, rhs: YAMLMark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
