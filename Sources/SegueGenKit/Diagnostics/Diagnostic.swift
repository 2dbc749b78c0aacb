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

    /// The most places of one kind that the notes of a diagnostic list: the
    /// scenes of a class that `lint` points at, the aliases that use a
    /// problem in shared YAML. More aliases are counted in one note.
    static let maximumListedPlaces = 3

    /// This diagnostic, found once or more (`duplicates`, itself among
    /// them), with a note at each alias through which its location was
    /// reached on any of those paths (`SourceLocation.aliasUse`, and the
    /// outer uses of each), right after it, before its own notes, as
    /// compilers print a macro's expansions; and the same after each of its
    /// notes whose location was reached through aliases. The locations then
    /// carry no alias, so that this is done once.
    ///
    /// Each note is written once; past `maximumListedPlaces` notes for one
    /// location (and one more, which a count would replace), the rest are
    /// counted in one note at the first of them: "4 more aliases use this;
    /// the next is here".
    ///
    /// - Parameter duplicates: the diagnostics equal to this one, in the
    ///   order they were found (equal diagnostics differ only in the
    ///   aliases of their locations).
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
        // Paths share their outer uses: each use is looked at once. Only the
        // notes written are worded; the others (a problem in a node that an
        // alias bomb repeats: thousands) are counted.
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

/// A diagnostic can be thrown, for the one problem that stops a piece of work.
extension Diagnostic: Error {}
