/// Why a destination or source type name cannot be written into generated code; offsets count
/// Unicode scalars from the type name's start, so `column + offset` points at the culprit.
public enum TypeNameProblem: Error, Sendable, Hashable, CustomStringConvertible {
    case empty
    /// A component between dots is empty: ".Detail", "Models..Detail", "Models.".
    /// `component` is its 0-based index, `offset` where it would start.
    case emptyComponent(typeName: String, component: Int, offset: Int)
    /// A scalar the identifier grammar does not allow where it is; `atStart` when it is the
    /// first scalar of its component.
    case invalidCharacter(typeName: String, component: String, character: Unicode.Scalar, offset: Int, atStart: Bool)
    /// A component that is a Swift keyword or a word with a meaning in type position.
    case keyword(typeName: String, component: String, offset: Int)

    /// What is wrong, as a clause without the subject (see the type's documentation).
    public var description: String {
        switch self {
        case .empty:
            return "it is empty"
        case .emptyComponent:
            return "it has an empty part between dots; separate identifiers with single dots, "
                + "like 'Models.DetailViewController'"
        case .invalidCharacter(_, _, let character, _, let atStart):
            var text = atStart
                ? "\(SwiftNaming.describe(character)) cannot start a Swift identifier"
                : "\(SwiftNaming.describe(character)) cannot appear in a Swift identifier"
            if character == "<" { text += " (generic types are not supported)" }
            if character == "`" { text += " (escaped identifiers are not supported)" }
            if character.properties.generalCategory == .format {
                text = "\(SwiftNaming.describe(character)) is an invisible formatting character (a direction override, "
                    + "a zero-width character or a tag), which seguegen does not write into code, where it could make "
                    + "the code read differently than it compiles"
            }
            return text
        case .keyword(_, let component, _):
            return "\(SwiftLiteral.quoted(component)) is reserved in Swift and cannot name a type"
        }
    }
}

extension SwiftNaming {
    /// Checks that a type name can be written as is (docs/Naming.md, "Type names"); nil when valid,
    /// else the first problem. Invisible formatting characters are refused (Trojan Source).
    public static func typeNameProblem(_ typeName: String) -> TypeNameProblem? {
        if typeName.isEmpty { return .empty }
        var offset = 0
        let components = typeName.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false)
        for (index, scalars) in components.enumerated() {
            let component = String(scalars)
            if component.isEmpty {
                return .emptyComponent(typeName: typeName, component: index, offset: offset)
            }
            if let violation = firstViolation(in: component) {
                return .invalidCharacter(
                    typeName: typeName, component: component, character: violation.scalar,
                    offset: offset + violation.offset, atStart: violation.offset == 0)
            }
            if SwiftKeywords.reserved.contains(component) || SwiftKeywords.typePositionWords.contains(component) {
                return .keyword(typeName: typeName, component: component, offset: offset)
            }
            offset += component.unicodeScalars.count + 1
        }
        return nil
    }

    /// The first scalar of `component` that breaks the identifier grammar or
    /// is an invisible formatting character, with its offset.
    private static func firstViolation(in component: String) -> (scalar: Unicode.Scalar, offset: Int)? {
        for (offset, scalar) in component.unicodeScalars.enumerated() {
            let allowed = offset == 0 ? IdentifierGrammar.isHead(scalar) : IdentifierGrammar.isCharacter(scalar)
            // ASCII has no format characters: only other scalars need the category lookup.
            if !allowed || (scalar.value >= 0x80 && scalar.properties.generalCategory == .format) { return (scalar, offset) }
        }
        return nil
    }
}
