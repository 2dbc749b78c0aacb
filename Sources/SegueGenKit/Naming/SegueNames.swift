/// The Swift names generated code uses for one storyboard segue (docs/Naming.md); the raw value
/// is always the exact storyboard string.
public struct SegueNames: Sendable, Hashable {
    /// The case name as written in Swift, in every position: backticked when it is a reserved
    /// keyword (`` `default` ``), otherwise ``bareCaseName``.
    public let caseName: String

    /// The case name without backticks, for documentation, messages and comparison.
    public let bareCaseName: String

    /// The base name of the perform method, such as `performShowTaskDetailSegue`; never backticked.
    public let methodName: String

    /// Set when the lowerCamelCase name could not be a case name and was replaced.
    public let rename: CaseRename?

    public var isEscaped: Bool { caseName != bareCaseName }

    /// Creates names as given, without checking them. Names for generated code come from
    /// ``SwiftNaming``, which guarantees valid Swift; this initializer is for tests and fixtures.
    public init(bareCaseName: String, escaped: Bool, methodName: String, rename: CaseRename? = nil) {
        self.bareCaseName = bareCaseName
        self.caseName = escaped ? "`\(bareCaseName)`" : bareCaseName
        self.methodName = methodName
        self.rename = rename
    }
}

/// Why a derived case name was replaced (rule 7 of docs/Naming.md).
public struct CaseRename: Sendable, Hashable {
    /// The lowerCamelCase name the rules produced first, e.g. "none".
    public let original: String
    /// What goes wrong with it in generated code, as one clause for a diagnostic note.
    public let reason: String

    public init(original: String, reason: String) {
        self.original = original
        self.reason = reason
    }
}

/// Why no names could be made from a segue identifier or an explicit `name:`; ``description`` is
/// a clause after the caller's subject: "…: it has no letters or digits".
public enum NamingProblem: Error, Sendable, Hashable, CustomStringConvertible {
    case emptyIdentifier
    /// The identifier has no letters or digits ("   ", "-", "🚀").
    case noUsableCharacters(identifier: String)
    case emptyName
    /// An explicit `name:` is an identifier without letters or digits ("_", "__").
    case noLettersOrDigits(name: String)
    /// An explicit `name:` has a scalar the identifier grammar does not allow at that place;
    /// `offset` counts Unicode scalars from 0 (add it to the 1-based column of the value).
    case invalidCharacter(name: String, character: Unicode.Scalar, offset: Int)
    /// An explicit `name:` is an identifier, but the rules would not produce it from itself
    /// (uppercase first letter, underscores, ...); `suggestion` is what they produce.
    case notLowerCamelCase(name: String, suggestion: String)
    /// An explicit `name:` that cannot be a case name even with backticks (rule 7).
    case unusableName(name: String, reason: String)

    /// What is wrong, as a clause without the subject (see the type's documentation).
    public var description: String {
        switch self {
        case .emptyIdentifier, .emptyName:
            return "it is empty"
        case .noUsableCharacters, .noLettersOrDigits:
            return "it has no letters or digits"
        case .invalidCharacter(let name, let character, let offset):
            var text = offset == 0
                ? "\(SwiftNaming.describe(character)) cannot start a Swift identifier"
                : "\(SwiftNaming.describe(character)) cannot appear in a Swift identifier"
            // The one underscore the naming rules allow (`_2fa`), when the rest needs nothing else.
            if offset == 0, ("0"..."9").contains(character),
               name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) {
                text += "; use \(SwiftLiteral.quoted("_" + name))"
            }
            if character == "`" {
                text += "; write the name without backticks, seguegen adds them where Swift needs them"
            }
            return text
        case .notLowerCamelCase(_, let suggestion):
            return "it is not lowerCamelCase as seguegen derives names "
                + "(no underscore except one before a leading digit); use \(SwiftLiteral.quoted(suggestion))"
        case .unusableName(_, let reason):
            return reason
        }
    }
}
