/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable {
    case error, warning, note
}

/// One problem found in an input file: what, where, and how bad. Messages come from static
/// factories beside the code that finds the problem, so each is worded once.
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

    public init(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
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

    /// The most places of one kind that a diagnostic's notes list (the scenes of a class that `lint`
    /// points at, the aliases that use a problem in shared YAML); more are counted in one note.
    static let maximumListedPlaces = 3

    /// This diagnostic, found once or more (`duplicates`, itself among them), with a note at each
    /// alias through which it or its notes were reached, as compilers print a macro's expansions;
    /// past `maximumListedPlaces` the rest are counted in one note. Its locations then carry no alias.
    func notingAliasUses(of duplicates: [Diagnostic]) -> Diagnostic {
        var result = self
        result.location?.aliasUse = nil
        result.notes = Self.aliasNotes(duplicates.compactMap { $0.location?.aliasUse }, in: location?.file)
        for (index, note) in notes.enumerated() {
            var plain = note
            plain.location?.aliasUse = nil
            result.notes.append(plain)
            let uses = duplicates.compactMap { $0.notes.indices.contains(index) ? $0.notes[index].location?.aliasUse : nil }
            result.notes += Self.aliasNotes(uses, in: note.location?.file)
        }
        return result
    }

    /// A note at each alias of `uses` and of their outer uses, each once, in
    /// `file`; past `maximumListedPlaces`, the rest counted in one.
    private static func aliasNotes(_ uses: [YAMLAliasUse], in file: String?) -> [Note] {
        guard let file, !uses.isEmpty else { return [] }
        /// What makes two notes one: the same words at the same alias.
        struct Place: Hashable {
            var mark: YAMLMark
            var usage: String?
        }
        // Paths share their outer uses: each is looked at once, and only the notes written are
        // worded (an alias bomb repeats a node thousands of times).
        var visited = Set<ObjectIdentifier>()
        var places = Set<Place>()
        var listed: [YAMLAliasUse] = []
        for innermost in uses {
            var next: YAMLAliasUse? = innermost
            while let use = next, visited.insert(ObjectIdentifier(use)).inserted {
                if places.insert(Place(mark: use.mark, usage: use.usage)).inserted, listed.count <= maximumListedPlaces {
                    listed.append(use)
                }
                next = use.outer
            }
        }
        func note(_ use: YAMLAliasUse, _ message: String) -> Note {
            Note(message, at: SourceLocation(file: file, line: use.mark.line, column: use.mark.column))
        }
        guard places.count > maximumListedPlaces + 1 else { return listed.map { note($0, $0.message) } }
        let rest = places.count - maximumListedPlaces
        return listed.prefix(maximumListedPlaces).map { note($0, $0.message) }
            + [note(listed[maximumListedPlaces], "\(rest) more aliases use this; the next is here")]
    }

    /// This warning as an error whose message ends with `cause` in brackets, as compilers name the
    /// flag that promoted it (clang's `[-Werror]`), so that a harmless-sounding error explains
    /// itself; errors and notes are returned as they are.
    public func promotedToError(by cause: String) -> Diagnostic {
        guard severity == .warning else { return self }
        return Diagnostic(.error, message + " [\(cause)]", at: location, notes: notes)
    }
}

/// A diagnostic can be thrown, for the one problem that stops a piece of work.
extension Diagnostic: Error {}
