/// The template context as the values templates see.
///
/// Built field by field rather than through `MustacheValue(encoding:)`, whose
/// trip through JSON cost more than rendering the templates. The keys and
/// values are exactly those of each type's `Encodable` conformance (a `nil`
/// optional is a missing key), which stays the definition: when you add a
/// property to a context type, add it here too; `TemplateContextValueTests`
/// fails until the two agree.
extension TemplateContext.SceneFile {
    /// The context as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        .object([
            "header": .string(header),
            "imports": .list(imports.map(MustacheValue.string)),
            "platform": platform.mustacheValue,
            "dispatch": dispatch.mustacheValue,
            "scene": scene.mustacheValue,
        ])
    }
}

extension TemplateContext.SupportFile {
    /// The context as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        .object([
            "header": .string(header),
            "imports": .list(imports.map(MustacheValue.string)),
            "platform": platform.mustacheValue,
            "dispatch": dispatch.mustacheValue,
            "accessModifier": .string(accessModifier),
            "usesInstantiation": .bool(usesInstantiation),
        ])
    }
}

extension TemplateContext.Platform {
    /// The platform as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        .object(["name": .string(name), "framework": .string(framework)])
    }
}

extension TemplateContext.Dispatch {
    /// The dispatch mode as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        .object(["mode": .string(mode), "forward": .bool(forward), "swizzle": .bool(swizzle)])
    }
}

extension TemplateContext.Scene {
    /// The scene as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        let segueValues = segues.map(\.mustacheValue)
        // `ownSegues` are the last of `segues` and `firstSegue` is the first:
        // their values are not built twice.
        let ownStart = segues.count - ownSegues.count
        let ownValues = ownStart >= 0 && ownSegues.indices.allSatisfy { segues[ownStart + $0] == ownSegues[$0] }
            ? Array(segueValues[ownStart...])
            : ownSegues.map(\.mustacheValue)
        var members: [(String, MustacheValue)] = [
            ("typeName", .string(typeName)),
            ("accessModifier", .string(accessModifier)),
            ("segues", .list(segueValues)),
            ("ownSegues", .list(ownValues)),
            ("hasSegues", .bool(hasSegues)),
            ("isWindowController", .bool(isWindowController)),
        ]
        if let superclass { members.append(("superclass", .string(superclass))) }
        if let firstSegue {
            members.append(("firstSegue", segues.first == firstSegue ? segueValues[0] : firstSegue.mustacheValue))
        }
        if let instantiation { members.append(("instantiation", instantiation.mustacheValue)) }
        return .object(MustacheObject(members))
    }
}

extension TemplateContext.Instantiation {
    /// The instantiation as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        .object([
            "storyboardLiteral": .string(storyboardLiteral),
            "identifierArgument": .string(identifierArgument),
            "isInitial": .bool(isInitial),
            "bundleExpression": .string(bundleExpression),
            "description": .string(description),
            "presentationName": .string(presentationName),
        ])
    }
}

extension TemplateContext.Segue {
    /// The segue as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        var members: [(String, MustacheValue)] = [
            ("identifierLiteral", .string(identifierLiteral)),
            ("caseName", .string(caseName)),
            ("methodName", .string(methodName)),
            ("destinationType", .string(destinationType)),
            ("hasConfigure", .bool(hasConfigure)),
            ("destinationDescription", .string(destinationDescription)),
            ("isUnwind", .bool(isUnwind)),
            ("sceneLocation", .string(sceneLocation)),
        ]
        if let explicitRawValue { members.append(("explicitRawValue", .string(explicitRawValue))) }
        if let inheritedFrom { members.append(("inheritedFrom", .string(inheritedFrom))) }
        if let container { members.append(("container", container.mustacheValue)) }
        return .object(MustacheObject(members))
    }
}

extension TemplateContext.Container {
    /// The container as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        var members: [(String, MustacheValue)] = [
            ("typeName", .string(typeName)),
            ("kind", .string(kind)),
            ("position", .string(position)),
        ]
        if let customTypeName { members.append(("customTypeName", .string(customTypeName))) }
        return .object(MustacheObject(members))
    }
}
