/// A node of a YAML document, with where it starts in the source.
///
/// Nodes are plain values: an alias is replaced by a copy of the node its
/// anchor names (copies share storage), so consumers never see aliases. The
/// copy keeps the anchored node's positions, and remembers in `alias` where
/// the alias was written, so that a problem in shared content can also be
/// reported where it is used.
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
    /// Where the node starts: 1-based line, 1-based column in Unicode scalars.
    /// A collection starts at its properties (`&anchor`, `!tag`) when it has
    /// any; a scalar starts at its value, after them (at them only when the
    /// value is empty and unquoted, so nothing else of it is written).
    public var mark: YAMLMark
    /// For a copy an alias made, the alias: where `*name` is written.
    /// Nil for every other node, the nodes inside the copy included: they are
    /// the anchored node's own (a reader that goes down into the copy passes
    /// the alias on, `YAMLAliasUse.outer`). Not part of the node's value:
    /// `==` and `hash(into:)` ignore it, as YAML does.
    public var alias: YAMLAliasUse? {
        get { extras?.alias }
        set { extras = Extras.of(tag: tag, alias: newValue) }
    }

    /// The tag and the alias, which few nodes have, in one reference: a node
    /// is copied with one reference count for them, as for a tag alone, and
    /// a node with neither makes nothing.
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

    /// The scalar, if this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items, if this node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs, if this node is a mapping.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The kind of node, in words for diagnostics: "a mapping", "a
    /// sequence", "null", "a number", "a boolean" (plain scalars as the
    /// YAML 1.2 core schema reads them) or "a string".
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

/// An alias through which a node was reached: where `*name` is written,
/// what uses the anchored node there, and the alias through which the
/// collection holding `*name` was itself reached, if it was (an alias
/// inside an anchored node that is used through another alias).
///
/// The parser makes one for each alias it reads (`YAMLNode.alias`), with
/// no `usage` and no `outer`; a reader that knows what the alias is to the
/// collection holding it makes a described one as it goes down
/// (`DiagnosingNodeDecoder`). A list of these, innermost first, is what a
/// compiler prints as the expansions of a macro: a diagnostic in shared
/// content gets a note at each use (`SourceLocation.aliasUse`).
///
/// A class, so that every node reached through one alias shares it: a
/// document without aliases makes none.
public final class YAMLAliasUse: Sendable {
    /// The anchor's name, without `*`.
    public let name: String
    /// Where `*name` is written.
    public let mark: YAMLMark
    /// What uses the anchored node through the alias, in the words of a
    /// note, without the alias: "'showD' in the segues of scene
    /// 'CViewController' uses this"; nil when the reader has not said.
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

    /// Whether the scalar is YAML's null: an untagged plain `null`, `Null`,
    /// `NULL`, `~` or empty scalar (YAML 1.2 core schema, which libyaml
    /// users conventionally apply).
    public var isNull: Bool {
        // A string equal (canonical equivalence) to one of these ASCII words
        // has at most as many scalars, of at most four bytes each: values
        // longer than 16 bytes skip the comparisons.
        style == .plain && value.utf8.count <= 16
            && (value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL")
    }

    /// Whether the text is a boolean of the YAML 1.2 core schema: `true`,
    /// `True`, `TRUE`, `false`, `False` or `FALSE`, whatever the style.
    var isBooleanText: Bool {
        ["true", "True", "TRUE", "false", "False", "FALSE"].contains(value)
    }

    /// Whether the scalar is a boolean: plain, with boolean text.
    var isBoolean: Bool { style == .plain && isBooleanText }

    /// Whether the scalar is a number of the YAML 1.2 core schema: plain,
    /// and an integer (decimal, `0o` octal, `0x` hexadecimal), a decimal
    /// fraction with an optional exponent, or `.inf`, `-.inf`, `.nan`.
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
