/// A position in a source file: 1-based line and column, the column in Unicode scalars. Inside an
/// anchor's node reached through an alias it knows the alias, as clang's locations know macro expansions.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user named it (printed verbatim in diagnostics).
    public var file: String
    public var line: Int
    public var column: Int
    /// The alias through which the text here was reached, innermost first; nil for text read
    /// where it is written. Not part of the position (`==`, `<`, `hash(into:)`), so that one
    /// problem reached through two aliases is one diagnostic, with a note for each.
    public var aliasUse: YAMLAliasUse?

    public init(file: String, line: Int, column: Int, aliasUse: YAMLAliasUse? = nil) {
        self.file = file
        self.line = max(1, line)
        self.column = max(1, column)
        self.aliasUse = aliasUse
    }

    /// Where the text here is used: the outermost alias that reaches it, else here; so a clash
    /// between two uses of one value is reported at the second use, not at the shared text.
    public var placeOfUse: SourceLocation {
        guard var use = aliasUse else { return self }
        while let outer = use.outer { use = outer }
        return SourceLocation(file: file, line: use.mark.line, column: use.mark.column)
    }

    /// `file:line:column`, the prefix Xcode and compilers use.
    public var description: String { "\(file):\(line):\(column)" }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.file == rhs.file
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
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
