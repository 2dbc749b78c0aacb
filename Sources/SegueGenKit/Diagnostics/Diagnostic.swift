/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable {
    case error
    case warning
    case note
}

/// One problem found in an input file: what, where, and how bad.
///
/// Messages are built by the static factories next to the code that detects
/// the problem (see `Diagnostic+Spec.swift`), so that their wording is written
/// once and tested.
public struct Diagnostic: Sendable, Hashable {
    /// A secondary location that explains the diagnostic, such as the first
    /// declaration of a duplicated key.
    public struct Note: Sendable, Hashable {
        public var location: SourceLocation?
        public var message: String

        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    public var severity: DiagnosticSeverity
    /// Where the problem is; nil for problems with no position (an unreadable file).
    public var location: SourceLocation?
    public var message: String
    public var notes: [Note]

    public init(
        _ severity: DiagnosticSeverity,
        _ message: String,
        at location: SourceLocation?,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }
}
