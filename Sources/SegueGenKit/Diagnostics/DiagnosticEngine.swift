/// Collects the diagnostics of one run, in the order found: collected, not thrown, so that a user
/// sees every mistake in a file at once.
public struct DiagnosticEngine: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func emit(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    public mutating func emit(contentsOf other: [Diagnostic]) { diagnostics += other }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics by file and position (those without a location first), each problem once:
    /// one reached through several aliases gets a note at each (`Diagnostic.notingAliasUses(of:)`).
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
        // Unplaced first, then by position; a stable sort keeps the order found among equals.
        return unique.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case let (left?, right?) where left != right: left < right
            case (nil, _?): true
            case (_?, nil): false
            default: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}

/// Diagnostics as an error, for APIs that either succeed or report problems.
public struct DiagnosticsError: Error, Sendable, Equatable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
