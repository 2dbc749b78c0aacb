/// Swift's keyword lists (TSPL, Lexical Structure > Keywords and Punctuation; `#` keywords never
/// survive word splitting) and the names seguegen must not emit as they are, found by compiling
/// with swiftc 6.3.1 in Swift 5 and 6 modes; `NamingCompileTests` re-checks every entry.
enum SwiftKeywords {
    /// "Keywords used in declarations".
    static let declarations: [String] = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
    ]

    /// "Keywords used in statements".
    static let statements: [String] = [
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    ]

    /// "Keywords used in expressions and types".
    static let expressionsAndTypes: [String] = [
        "Any", "as", "await", "catch", "false", "is", "nil", "rethrows", "self", "Self", "super",
        "throw", "throws", "true", "try",
    ]

    /// "Keywords used in patterns".
    static let patterns: [String] = ["_"]

    /// "Keywords reserved in particular contexts": "Outside the context in which they appear
    /// in the grammar, they can be used as identifiers."
    static let contextual: [String] = [
        "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect",
        "infix", "lazy", "left", "mutating", "none", "nonmutating", "optional", "override",
        "package", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set",
        "some", "Type", "unowned", "weak", "willSet",
    ]

    /// Keywords reserved everywhere: a case with one of these names is backticked. `borrowing`,
    /// `consuming`, `nonisolated`, `open` and `await` work bare, but backticks change nothing.
    static let reserved: Set<String> = Set(declarations + statements + expressionsAndTypes + patterns)

    /// Every keyword in the lists above, reserved and contextual, for docs and tests.
    static let all: [String] = {
        var seen = Set<String>()
        return (declarations + statements + expressionsAndTypes + patterns + contextual)
            .filter { seen.insert($0).inserted }
    }()

    /// lowerCamelCase names that backticks do not save as cases of `SegueIdentifier` or
    /// `SegueDestination`, with the reason (rule 7 of docs/Naming.md).
    static let unusableCaseNames: [String: String] = [
        "none": "'.none' where an optional SegueIdentifier is expected means Optional.none "
            + "(the compiler warns: assuming you mean 'Optional<SegueIdentifier>.none')",
        "some": "'case .some:' in a switch over an optional SegueIdentifier matches Optional.some, "
            + "that is every identifier",
        "allCases": "it clashes with CaseIterable's static 'allCases' "
            + "('SegueIdentifier.allCases' becomes ambiguous)",
    ]

    /// Words with a meaning in a type position (`Outer.Type`, `some T`): they cannot name a
    /// component of a type, although the grammar reserves them only in context.
    static let typePositionWords: Set<String> = ["Type", "Protocol", "some", "any", "each", "sending", "async"]
}
