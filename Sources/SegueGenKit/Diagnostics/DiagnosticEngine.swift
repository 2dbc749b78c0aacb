/// Collects the diagnostics of one run, in the order they were found.
///
/// Problems are collected rather than thrown so that a user sees every
/// mistake in a file at once, not only the first.
public struct DiagnosticEngine: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// Records `diagnostic`.
    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records every diagnostic of `other`, keeping their order.
    public mutating func emit(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// The diagnostics ordered by file and position, each problem once;
    /// diagnostics without a location come first, in the order they were found.
    ///
    /// A problem in YAML that an alias shares is found once where it is
    /// written and once more through each alias that uses it, at the same
    /// position: it is reported once, with a note at each alias
    /// (`Diagnostic.notingAliasUses(of:)`).
    public var sorted: [Diagnostic] {
        var firstIndex: [Diagnostic: Int] = [:]
        var unique: [Diagnostic] = []
        // The copies of each unique diagnostic, for the few reached through aliases.
        var copies: [Int: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let index = firstIndex[diagnostic] ?? unique.count
            if index == unique.count {
                firstIndex[diagnostic] = index
                unique.append(diagnostic)
            }
            if diagnostic.location?.aliasUse != nil || diagnostic.notes.contains(where: { $0.location?.aliasUse != nil }) {
                copies[index, default: []].append(diagnostic)
            }
        }
        for (index, copies) in copies {
            unique[index] = unique[index].notingAliasUses(of: copies)
        }
        let unplaced = unique.filter { $0.location == nil }
        let placed = unique.enumerated()
            .filter { $0.element.location != nil }
            .sorted { lhs, rhs in
                guard let left = lhs.element.location, let right = rhs.element.location, left != right else {
                    return lhs.offset < rhs.offset
                }
                return left < right
            }
            .map(\.element)
        return unplaced + placed
    }
}

/// Diagnostics as an error, for APIs that either succeed or report problems.
public struct DiagnosticsError: Error, Sendable, Equatable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
