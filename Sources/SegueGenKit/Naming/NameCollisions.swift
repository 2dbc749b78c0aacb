/// Two segues of one scene whose generated names would be the same, as indices into the array
/// given to `SwiftNaming.collisions`, `firstIndex < secondIndex`; at least one name is set.
public struct NameCollision: Sendable, Hashable, CustomStringConvertible {
    public let firstIndex: Int
    public let secondIndex: Int
    /// The shared case name, without backticks, when the case names are equal.
    public let caseName: String?
    /// The shared method base name, when the method names are equal.
    public let methodName: String?

    init(firstIndex: Int, secondIndex: Int, caseName: String?, methodName: String?) {
        self.firstIndex = firstIndex
        self.secondIndex = secondIndex
        self.caseName = caseName
        self.methodName = methodName
    }

    /// The name both segues would get: the case name when they share it, else the method name.
    public var name: String { caseName ?? methodName ?? "" }

    /// What the two segues share, as a clause without the subject: "both become the case
    /// name 'showDetail' and the method name 'performShowDetailSegue'".
    public var description: String {
        switch (caseName, methodName) {
        case let (caseName?, methodName?):
            return "both become the case name '\(caseName)' and the method name '\(methodName)'"
        case let (caseName?, nil):
            return "both become the case name '\(caseName)'"
        case let (nil, methodName?):
            return "both become the method name '\(methodName)'"
        case (nil, nil):
            return "no name is shared"
        }
    }
}

extension SwiftNaming {
    /// Every pair of one scene's segues whose case names (without backticks) or method names are
    /// equal, ordered by their indices into `names` (docs/Naming.md, "Collisions").
    public static func collisions(among names: [SegueNames]) -> [NameCollision] {
        names.count <= 32 ? collisionsPairwise(among: names) : collisionsByName(among: names)
    }

    /// `collisions(among:)` by comparing every pair: the faster for the few
    /// segues of a typical scene.
    static func collisionsPairwise(among names: [SegueNames]) -> [NameCollision] {
        var result: [NameCollision] = []
        for first in names.indices {
            for second in names.indices where second > first {
                let caseName = names[first].bareCaseName == names[second].bareCaseName ? names[first].bareCaseName : nil
                let methodName = names[first].methodName == names[second].methodName ? names[first].methodName : nil
                guard caseName != nil || methodName != nil else { continue }
                result.append(NameCollision(firstIndex: first, secondIndex: second, caseName: caseName, methodName: methodName))
            }
        }
        return result
    }

    /// `collisions(among:)` by grouping positions by name first, so that the work grows with the
    /// segues and pairs found, not with every pair: for a scene of thousands of segues.
    static func collisionsByName(among names: [SegueNames]) -> [NameCollision] {
        var byCaseName: [String: [Int]] = [:]
        var byMethodName: [String: [Int]] = [:]
        for (index, name) in names.enumerated() {
            byCaseName[name.bareCaseName, default: []].append(index)
            byMethodName[name.methodName, default: []].append(index)
        }
        var shared: [IndexPair: (caseName: String?, methodName: String?)] = [:]
        for positions in byCaseName.values where positions.count > 1 {
            for (offset, first) in positions.enumerated() {
                for second in positions[(offset + 1)...] {
                    shared[IndexPair(first: first, second: second), default: (nil, nil)].caseName = names[first].bareCaseName
                }
            }
        }
        for positions in byMethodName.values where positions.count > 1 {
            for (offset, first) in positions.enumerated() {
                for second in positions[(offset + 1)...] {
                    shared[IndexPair(first: first, second: second), default: (nil, nil)].methodName = names[first].methodName
                }
            }
        }
        return shared.sorted { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }.map { pair, names in
            NameCollision(firstIndex: pair.first, secondIndex: pair.second, caseName: names.caseName, methodName: names.methodName)
        }
    }

    private struct IndexPair: Hashable {
        var first: Int
        var second: Int
    }

    /// `collisions(among:)` for names derived from identifiers; identifiers without names are skipped.
    public static func collisions(amongIdentifiers identifiers: [String]) -> [NameCollision] {
        var names: [SegueNames] = []
        var originalIndex: [Int] = []
        for (index, identifier) in identifiers.enumerated() {
            guard case .success(let derived) = segueNames(for: identifier) else { continue }
            names.append(derived)
            originalIndex.append(index)
        }
        return collisions(among: names).map {
            NameCollision(
                firstIndex: originalIndex[$0.firstIndex], secondIndex: originalIndex[$0.secondIndex],
                caseName: $0.caseName, methodName: $0.methodName)
        }
    }
}
