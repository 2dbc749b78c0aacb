/// Swift's keyword lists and the names seguegen must not emit as they are.
///
/// The keyword lists are those of The Swift Programming Language, Language Reference >
/// Lexical Structure > Keywords and Punctuation
/// (<https://docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure#Keywords-and-Punctuation>).
/// Keywords that begin with `#` are left out: `#` never survives word splitting.
/// The other tables were found by type-checking generated code with `swiftc` 6.3.1 in
/// Swift 5 and Swift 6 language modes; `NamingCompileTests` re-checks every entry.
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

    /// Keywords that are reserved everywhere: the declaration, statement, expression and
    /// pattern lists. An enum case with one of these names is declared and referenced with
    /// backticks (`` case `default` ``, `` .`default` ``, `` SegueIdentifier.`default` ``).
    ///
    /// Compiling shows `borrowing`, `consuming`, `nonisolated`, `open` and `await` also work
    /// bare as case names; they are escaped anyway because the grammar lists them, and
    /// backticks around a non-keyword change nothing (`` `x` `` and `x` are the same name).
    static let reserved: Set<String> = Set(declarations + statements + expressionsAndTypes + patterns)

    /// Every keyword in the lists above, reserved and contextual, for docs and tests.
    static let all: [String] = {
        var seen = Set<String>()
        return (declarations + statements + expressionsAndTypes + patterns + contextual)
            .filter { seen.insert($0).inserted }
    }()

    /// lowerCamelCase names that backticks do not save as cases of
    /// `enum SegueIdentifier: String, CaseIterable, Sendable` or of
    /// `enum SegueDestination { case name(Destination) }`, with the reason.
    ///
    /// Found by compiling declarations and uses (`.name`, `E.name`, `switch`, `if case`,
    /// `==`, `case .name(let d)`, optional contexts) of every keyword and member name in
    /// both modes. `self`, `Self`, `init`, `deinit`, `subscript`, `rawValue`, `hashValue`,
    /// `hash` and `description` all compile when escaped or as they are. Names beginning
    /// with an uppercase letter (`Type`, `Protocol`, `RawValue`, `AllCases`, which also
    /// break) cannot come out of the lowerCamelCase rules, so they are not listed.
    static let unusableCaseNames: [String: String] = [
        "none": "'.none' where an optional SegueIdentifier is expected means Optional.none "
            + "(the compiler warns: assuming you mean 'Optional<SegueIdentifier>.none')",
        "some": "'case .some:' in a switch over an optional SegueIdentifier matches Optional.some, "
            + "that is every identifier",
        "allCases": "it clashes with CaseIterable's static 'allCases' "
            + "('SegueIdentifier.allCases' becomes ambiguous)",
    ]

    /// Words that mean something in a type position, so they cannot name a component of a
    /// destination or source type even though the grammar only reserves them in context:
    /// `Outer.Type` and `Outer.Protocol` are metatypes; `some`, `any`, `each`, `sending`
    /// and `async` are type modifiers or effects (found by compiling `case a(T)`, `as? T`,
    /// `T.self` and `(T) -> Void` for each keyword).
    static let typePositionWords: Set<String> = ["Type", "Protocol", "some", "any", "each", "sending", "async"]

    /// The length in UTF-8 bytes of the longest name in the tables above.
    static let longestName: Int = (all + unusableCaseNames.keys + typePositionWords).map(\.utf8.count).max() ?? 0

    /// Whether `name` can be in one of the tables above, for skipping their
    /// hash lookups: every name in them is ASCII, and an ASCII string equals
    /// (by canonical equivalence, Swift's `==`) only the same bytes, so an
    /// ASCII name longer than ``longestName`` is in none of them.
    static func mayBeKeyword(_ name: String) -> Bool {
        guard name.utf8.count > longestName else { return true }
        // On the contiguous bytes (a native string's): iterating the UTF-8 view costs several times more.
        return name.utf8.withContiguousStorageIfAvailable { $0.contains { $0 >= 0x80 } } ?? true
    }
}
