/// The names of a scene's segues accepted so far, found by name, so that a scene of
/// thousands of segues is named in time that grows with its segues.
struct AcceptedNames {
    private var identifiers: [String] = []
    /// The position in `identifiers` of the segue with each case name, and with each method name.
    private var positionByCaseName: [String: Int] = [:]
    private var positionByMethodName: [String: Int] = [:]
    /// For each stem of `uniqueName(from:)`, the first number not yet found taken.
    private var nextNumber: [String: Int] = [:]

    /// The identifier of the first accepted segue whose case or method name `names` shares.
    func identifier(collidingWith names: SegueNames) -> String? {
        [positionByCaseName[names.bareCaseName], positionByMethodName[names.methodName]].compactMap { $0 }.min().map { identifiers[$0] }
    }

    mutating func add(_ names: SegueNames, of identifier: String) {
        positionByCaseName[names.bareCaseName] = identifiers.count
        positionByMethodName[names.methodName] = identifiers.count
        identifiers.append(identifier)
    }

    /// `base` with the first number from 2 on whose names collide with no accepted segue's.
    /// Accepted names are never removed, so a number found taken stays taken.
    mutating func uniqueName(from base: String) -> (String, SegueNames) {
        for stem in [base, "segue"] {
            var number = nextNumber[stem] ?? 2
            // Each number that makes names is taken by at most one accepted segue.
            while number <= identifiers.count + 2 {
                let name = "\(stem)\(number)"
                number += 1
                if case .success(let names) = SwiftNaming.segueNames(forExplicitName: name), identifier(collidingWith: names) == nil {
                    nextNumber[stem] = number
                    return (name, names)
                }
            }
            nextNumber[stem] = number
        }
        // Not reached: `segue2`... are valid names, and one of identifiers.count + 1 of them is free.
        let name = "segue\(identifiers.count + 2)"
        return (name, SegueNames(bareCaseName: name, escaped: false, methodName: "perform\(name.prefix(1).uppercased() + name.dropFirst())Segue"))
    }
}
