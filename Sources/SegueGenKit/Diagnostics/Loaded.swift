/// A value read from input files, with what reading them found.
public struct Loaded<Value> {
    /// The value; nil when an error kept it from being usable.
    public var value: Value?
    /// Errors and warnings, in the order they are to be printed.
    public var diagnostics: [Diagnostic]
    /// The text of every file read, to quote lines in diagnostics.
    public var sources: [SourceFile]

    public init(_ value: Value?, diagnostics: [Diagnostic] = [], sources: [SourceFile] = []) {
        self.value = value
        self.diagnostics = diagnostics
        self.sources = sources
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension Loaded: Sendable where Value: Sendable {}
