/// The names of the types every scene's generated extension declares: the
/// spec's `names` (docs/Spec.md, "Names of the generated types").
public struct GeneratedTypeNames: Sendable, Equatable {
    public var segueIdentifier = "SegueIdentifier"
    public var segueDestination = "SegueDestination"

    public init() {}

    /// The types a scene's generated extension names besides the framework's view controllers,
    /// which a nested type of the same name would hide there.
    static let usedInExtensions: Set<String> = [
        "Any", "Bool", "Bundle", "CaseIterable", "MainActor", "Sendable", "String", "Void", "UIStoryboardSegue", "NSStoryboardSegue",
    ]
}

extension DiagnosingNodeDecoder {
    /// The spec's `names`: one-component type names starting uppercase (so no generated
    /// method can have them), not `SegueGen`, and different.
    mutating func generatedTypeNames(_ node: YAMLNode) -> GeneratedTypeNames {
        var names = GeneratedTypeNames()
        guard let fields = fields(of: node, known: SpecKeys.namesNames, context: "in 'names'", expected: "a mapping with 'segueIdentifier' or 'segueDestination'", subject: "'names'") else {
            return names
        }
        var chosen: [String: Located<String>] = [:]
        for key in SpecKeys.namesNames {
            guard let field = fields[key], let name = string(field.value, for: "'\(key)'") else { continue }
            if let problem = SwiftNaming.typeNameProblem(name.value) {
                diagnostics.emit(.invalidTypeName(name.value, role: "'\(key)'", problem: problem.description, at: location(ofOffset: problem.offset, in: name)))
            } else if name.value.contains(".") || name.value.first?.isUppercase != true {
                diagnostics.emit(.generatedTypeNameNotUpperCamelCase(name.value, key: key, at: name.location))
            } else if name.value == SpecKeys.supportTypeName {
                diagnostics.emit(.reservedTypeName(name.value, role: "'\(key)'", at: name.location))
            } else if GeneratedTypeNames.usedInExtensions.contains(name.value) || FrameworkClasses.framework(of: name.value) != nil {
                diagnostics.emit(.generatedTypeNameHidesType(name.value, key: key, at: name.location))
            } else if let other = chosen.values.first(where: { $0.value == name.value }) {
                diagnostics.emit(.generatedTypeNamesEqual(name.value, at: name.location, otherLocation: other.location))
            } else {
                chosen[key] = name
            }
        }
        if let name = chosen["segueIdentifier"] { names.segueIdentifier = name.value }
        if let name = chosen["segueDestination"] { names.segueDestination = name.value }
        return names
    }
}

extension Diagnostic {
    static func generatedTypeNameNotUpperCamelCase(_ name: String, key: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' cannot be '\(key)': the name of a generated type is one component that starts with an uppercase letter, like 'Segue'", at: location)
    }

    static func generatedTypeNameHidesType(_ name: String, key: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' cannot be '\(key)': the generated code uses the type '\(name)' in every scene's extension, where a type of that name would hide it", at: location)
    }

    static func generatedTypeNamesEqual(_ name: String, at location: SourceLocation, otherLocation: SourceLocation) -> Diagnostic {
        .error("'names' gives '\(name)' to both generated types; every scene's extension declares both, so they need two names",
               at: location, notes: [Note("'\(name)' is given here first", at: otherLocation)])
    }
}
