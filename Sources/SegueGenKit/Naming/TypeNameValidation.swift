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
        isPlainASCIITypeName(typeName) ? nil : typeNameProblemByGrammar(typeName)
    }

    /// Whether `typeName` is dotted components of ASCII letters, digits and `_`, none empty, none
    /// starting with a digit, none a keyword: decided on bytes; false sends it through the grammar.
    static func isPlainASCIITypeName(_ typeName: String) -> Bool {
        var text = typeName
        return text.withUTF8 { bytes in
            // Components are cut by index: no substrings, no arrays of them.
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
                guard end > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return false }
                for byte in UnsafeBufferPointer(rebasing: bytes[start..<end]) {
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                         UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                        continue
                    default:
                        return false
                    }
                }
                // Longer components (ASCII here) cannot be keywords: no String to hash.
                if end - start <= SwiftKeywords.longestName {
                    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    if SwiftKeywords.reserved.contains(word) || SwiftKeywords.typePositionWords.contains(word) { return false }
                }
                start = end + 1
            }
            return true
        }
    }

    /// `typeNameProblem(_:)` by the grammar, scalar by scalar.
    static func typeNameProblemByGrammar(_ typeName: String) -> TypeNameProblem? {
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
        let grammar = IdentifierGrammar.firstViolation(in: component)
        for (offset, scalar) in component.unicodeScalars.enumerated() {
            if let grammar, grammar.offset <= offset { return grammar }
            // ASCII has no format characters: only other scalars need the category lookup.
            if scalar.value >= 0x80, scalar.properties.generalCategory == .format { return (scalar, offset) }
        }
        return grammar
    }
}
