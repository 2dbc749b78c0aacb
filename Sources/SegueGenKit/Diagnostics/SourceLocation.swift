/// A position in a source file, as editors and Xcode show it.
///
/// Lines and columns are 1-based; columns count Unicode scalars, so a line that
/// starts with `é` has its next character at column 2 whatever its UTF-8 width.
///
/// A position inside a YAML anchor's node that was reached through an alias
/// also knows the alias (`aliasUse`), as clang's source locations inside a
/// macro expansion know the expansion: a diagnostic there is printed at the
/// anchored text, with a note at each alias that uses it
/// (`DiagnosticEngine.sorted`).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user named it (printed verbatim in diagnostics).
    public var file: String {
        get {
            switch origin {
            case .file(let file): return file
            case .aliased(let aliased): return aliased.file
            }
        }
        set { origin = Origin(file: newValue, aliasUse: aliasUse) }
    }
    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// The 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    /// The alias through which the text here was reached, innermost first
    /// (its `outer` the next), at positions in this file; nil for text read
    /// where it is written. Not part of the position: `==`, `<` and
    /// `hash(into:)` ignore it, so that one problem reached through two
    /// aliases is one diagnostic, with a note for each.
    public var aliasUse: YAMLAliasUse? {
        get {
            if case .aliased(let aliased) = origin { return aliased.use }
            return nil
        }
        set { origin = Origin(file: file, aliasUse: newValue) }
    }

    /// The file, with the alias when there is one: one reference, so that
    /// a location (copied with every value of a spec) costs what it cost
    /// before it could hold an alias; and the position in 32-bit integers,
    /// so that it takes as much memory (no input seguegen reads has 2^31
    /// lines or columns: `InputLimits`).
    private var origin: Origin
    private var storedLine: Int32
    private var storedColumn: Int32

    private enum Origin: Sendable {
        case file(String)
        case aliased(Aliased)

        init(file: String, aliasUse: YAMLAliasUse?) {
            self = aliasUse.map { .aliased(Aliased(file: file, use: $0)) } ?? .file(file)
        }
    }

    private final class Aliased: Sendable {
        let file: String
        let use: YAMLAliasUse

        init(file: String, use: YAMLAliasUse) {
            self.file = file
            self.use = use
        }
    }

    public init(file: String, line: Int, column: Int, aliasUse: YAMLAliasUse? = nil) {
        self.origin = Origin(file: file, aliasUse: aliasUse)
        self.storedLine = Int32(clamping: max(1, line))
        self.storedColumn = Int32(clamping: max(1, column))
    }

    /// Where the text here is used: at the outermost alias that reaches it,
    /// or here for text read where it is written. A clash between two uses
    /// of one value (an output given to two entries, the second through an
    /// alias of the first) is reported where the second use is, not at the
    /// text that both share.
    public var placeOfUse: SourceLocation {
        guard var use = aliasUse else { return self }
        while let outer = use.outer { use = outer }
        return SourceLocation(file: file, line: use.mark.line, column: use.mark.column)
    }

    /// `file:line:column`, the prefix Xcode and compilers use.
    public var description: String { "\(file):\(line):\(column)" }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn && lhs.file == rhs.file
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A value together with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
