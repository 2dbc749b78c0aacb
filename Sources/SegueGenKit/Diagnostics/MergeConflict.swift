/// Git's merge conflict markers in an input file, which stop its parser
/// with advice about the syntax (`a name is expected here`, `could not find
/// expected ':'`) when the fix is to finish the merge.
///
/// A marker is a line that starts with seven `<`, `|` (the `diff3` style),
/// or `>` and then a space or nothing, or that is seven `=` (git-merge(1),
/// "How conflicts are presented"). They are looked for only once a parser
/// has failed, so reading a file that parses costs nothing more.
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

    /// This error of a parser that failed on `source`, or an unresolved
    /// merge conflict at the first marker of `source` at or before the
    /// error's line: a conflict stops the parser at its first marker or
    /// after it, and a marker after the error did not cause it.
    func blamingMergeConflict(in source: SourceFile) -> Diagnostic {
        source.mergeConflictMarker(upTo: location?.line ?? source.lineCount).map(Diagnostic.unresolvedMergeConflict) ?? self
    }
}
