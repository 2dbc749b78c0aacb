/// Swift naming rules for generated segue code (docs/Naming.md): names from segue identifiers,
/// explicit `name:`s, type names and collisions; pure, the same on every platform.
public enum SwiftNaming {
    /// The case and method names for a segue identifier, by docs/Naming.md's rules in order.
    public static func segueNames(for identifier: String) -> Result<SegueNames, NamingProblem> {
        if identifier.isEmpty { return .failure(.emptyIdentifier) }
        guard let candidate = derive(identifier) else {
            return .failure(.noUsableCharacters(identifier: identifier))
        }
        return .success(names(from: candidate))
    }

    /// Validates an explicit `name:` (docs/Naming.md, "Explicit `name:`") and derives the method name
    /// from it; the first problem in the order: empty, grammar, lowerCamelCase, unusable.
    public static func segueNames(forExplicitName name: String) -> Result<SegueNames, NamingProblem> {
        if name.isEmpty { return .failure(.emptyName) }
        if let violation = IdentifierGrammar.firstViolation(in: name) {
            return .failure(.invalidCharacter(name: name, character: violation.scalar, offset: violation.offset))
        }
        guard let candidate = derive(name) else {
            return .failure(.noLettersOrDigits(name: name))
        }
        guard candidate.caseName == name else {
            return .failure(.notLowerCamelCase(name: name, suggestion: candidate.caseName))
        }
        if let reason = SwiftKeywords.unusableCaseNames[candidate.caseName] {
            return .failure(.unusableName(name: name, reason: reason))
        }
        return .success(names(from: candidate))
    }

    /// Rules 1-5 (docs/Naming.md): the lowerCamelCase case name and the method name, before
    /// keyword handling; nil when no word is left.
    static func derive(_ identifier: String) -> (caseName: String, methodName: String)? {
        var words = NameWords.split(identifier)
        guard !words.isEmpty else { return nil }
        if NameWords.isShouted(words) { words = words.map { $0.lowercased() } }

        let rest = words.dropFirst().map(NameWords.capitalizingFirst).joined()
        var caseName = NameWords.keepingIdentifierCharacters(NameWords.lowercasingFirstHump(words[0]) + rest)
        let methodPart = NameWords.keepingIdentifierCharacters(
            NameWords.droppingSegueSuffix(words).map(NameWords.capitalizingFirst).joined())
        guard let first = caseName.unicodeScalars.first, !methodPart.isEmpty else { return nil }
        if !IdentifierGrammar.isHead(first) { caseName = "_" + caseName }
        return (caseName, "perform" + methodPart + "Segue")
    }

    /// Rules 6 and 7: backticks for reserved keywords, the suffix "Segue" for names
    /// backticks do not save.
    static func names(from candidate: (caseName: String, methodName: String)) -> SegueNames {
        var bare = candidate.caseName
        var rename: CaseRename?
        if let reason = SwiftKeywords.unusableCaseNames[bare] {
            rename = CaseRename(original: bare, reason: reason)
            bare += "Segue"
        }
        return SegueNames(
            bareCaseName: bare, escaped: SwiftKeywords.reserved.contains(bare),
            methodName: candidate.methodName, rename: rename)
    }

    /// A scalar for messages: `' ' (U+0020)`, or only `U+000A` when it is not printable.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        var hex = String(scalar.value, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        if scalar == " " { return "a space" }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
            .nonspacingMark, .enclosingMark, .spacingMark:
            return "U+\(hex)"
        default:
            return "'\(Character(scalar))' (U+\(hex))"
        }
    }
}
