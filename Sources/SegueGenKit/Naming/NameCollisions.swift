/// Two segues of one scene whose generated names would be the same, as indices into the array
/// given to `SwiftNaming.collisions`, `firstIndex < secondIndex`; at least one name is set.
public struct NameCollision: Sendable, Hashable, CustomStringConvertible {
    public let firstIndex: Int
    public let secondIndex: Int
    /// The shared case name, without backticks, when the case names are equal.
    public let caseName: String?
    /// The shared method base name, when the method names are equal.
    public let methodName: String?

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
    /// equal, ordered by their indices into `names` (docs/Naming.md, "Collisions"). Positions are
    /// grouped by name first, so that a scene of thousands of segues costs what its pairs cost.
    public static func collisions(among names: [SegueNames]) -> [NameCollision] {
        let byCaseName = Dictionary(grouping: names.indices) { names[$0].bareCaseName }
        let byMethodName = Dictionary(grouping: names.indices) { names[$0].methodName }
        var collisions: [NameCollision] = []
        for (first, name) in names.enumerated() {
            let sameCase = Set(byCaseName[name.bareCaseName, default: []].filter { $0 > first })
            let sameMethod = Set(byMethodName[name.methodName, default: []].filter { $0 > first })
            for second in sameCase.union(sameMethod).sorted() {
                collisions.append(NameCollision(
                    firstIndex: first, secondIndex: second, caseName: sameCase.contains(second) ? name.bareCaseName : nil,
                    methodName: sameMethod.contains(second) ? name.methodName : nil))
            }
        }
        return collisions
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
