/// Git's merge conflict markers (git-merge(1)), which stop a parser with advice about syntax when
/// the fix is to finish the merge; looked for only once a parser has failed.
extension SourceFile {
    /// The start of the first line, up to 1-based `line`, that is a merge
    /// conflict marker; nil when none is.
    func mergeConflictMarker(upTo line: Int) -> SourceLocation? {
        lines.prefix(line).firstIndex(where: Self.isMergeConflictMarker).map { SourceLocation(file: path, line: $0 + 1, column: 1) }
    }

    /// Whether `line`, without its line break, is a merge conflict marker.
    static func isMergeConflictMarker(_ line: Substring.UnicodeScalarView) -> Bool {
        guard let first = line.first, ["<", "|", "=", ">"].contains(first), line.prefix(7).count == 7,
              line.prefix(7).allSatisfy({ $0 == first }) else { return false }
        let rest = line.dropFirst(7)
        return first == "=" ? rest.isEmpty : rest.first.map { $0 == " " } ?? true
    }
}

extension Diagnostic {
    static func unresolvedMergeConflict(at location: SourceLocation) -> Diagnostic {
        .error("unresolved merge conflict: resolve it (the lines between '<<<<<<<' and '>>>>>>>') before running seguegen", at: location)
    }

    /// This parser error, or an unresolved merge conflict at the first marker at or before its line:
    /// a conflict stops the parser at or after its first marker.
    func blamingMergeConflict(in source: SourceFile) -> Diagnostic {
        source.mergeConflictMarker(upTo: location?.line ?? source.lineCount).map(Diagnostic.unresolvedMergeConflict) ?? self
    }
}
