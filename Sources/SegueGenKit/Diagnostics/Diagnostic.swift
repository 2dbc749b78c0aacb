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

    /// This diagnostic as an error that says why it is one, when it is a
    /// warning: its message ends with `cause` in brackets, as compilers name
    /// the flag that promoted a warning (clang's `[-Werror,-Wunused-variable]`),
    /// so that a harmless-sounding error explains itself:
    /// `scene 'AboutViewController' has no segues; no file is generated for it [--warnings-as-errors]`.
    /// Errors and notes are returned as they are.
    ///
    /// - Parameter cause: what turned warnings into errors, as the user wrote
    ///   it (`--warnings-as-errors`, `warnings-as-errors in seguegen.yml`).
    public func promotedToError(by cause: String) -> Diagnostic {
        guard severity == .warning else { return self }
        return Diagnostic(.error, message + " [\(cause)]", at: location, notes: notes)
    }
}
