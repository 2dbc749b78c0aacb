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
            "importDeclarations": .list(importDeclarations.map(MustacheValue.string)),
            "platform": platform.mustacheValue,
            "dispatch": dispatch.mustacheValue,
            "names": .object(["segueIdentifier": .string(names.segueIdentifier), "segueDestination": .string(names.segueDestination)]),
            "scene": scene.mustacheValue,
            "singleFile": .bool(singleFile),
        ])
    }
}

extension TemplateContext.SupportFile {
    /// The context as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        .object([
            "header": .string(header),
            "imports": .list(imports.map(MustacheValue.string)),
            "importDeclarations": .list(importDeclarations.map(MustacheValue.string)),
            "platform": platform.mustacheValue,
            "dispatch": dispatch.mustacheValue,
            "accessModifier": .string(accessModifier),
            "usesInstantiation": .bool(usesInstantiation),
            "usesContainerInstantiation": .bool(usesContainerInstantiation),
            "usesUnwind": .bool(usesUnwind),
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
        var members: [MustacheObject.Entry] = [
            (Key.typeName, .string(typeName)),
            (Key.accessModifier, .string(accessModifier)),
            (Key.isPublic, .bool(isPublic)),
            (Key.segues, .list(segueValues)),
            (Key.ownSegues, .list(ownValues)),
            (Key.hasSegues, .bool(hasSegues)),
            (Key.isWindowController, .bool(isWindowController)),
        ]
        if let superclass { members.append((Key.superclass, .string(superclass))) }
        if let firstSegue {
            members.append((Key.firstSegue, segues.first == firstSegue ? segueValues[0] : firstSegue.mustacheValue))
        }
        if let instantiation { members.append((Key.instantiation, instantiation.mustacheValue)) }
        return .object(MustacheObject(distinctKeys: members))
    }
}

extension TemplateContext.Instantiation {
    /// The instantiation as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        var object: MustacheObject = [
            "storyboardLiteral": .string(storyboardLiteral),
            "identifierArgument": .string(identifierArgument),
            "isInitial": .bool(isInitial),
            "bundleExpression": .string(bundleExpression),
            "description": .string(description),
            "sceneLocation": .string(sceneLocation),
            "sceneDescription": .string(sceneDescription),
            "returnType": .string(returnType),
            "showsWindow": .bool(showsWindow),
            "canBePushed": .bool(canBePushed),
            "failureCauses": .string(failureCauses),
            "failureCauseList": .list(failureCauseList.map(MustacheValue.string)),
        ]
        object["container"] = container?.mustacheValue
        return .object(object)
    }
}

extension TemplateContext.Segue {
    /// The segue as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        var members: [MustacheObject.Entry] = [
            (Key.identifierLiteral, .string(identifierLiteral)),
            (Key.caseName, .string(caseName)),
            (Key.methodName, .string(methodName)),
            (Key.destinationType, .string(destinationType)),
            (Key.hasConfigure, .bool(hasConfigure)),
            (Key.destinationDescription, .string(destinationDescription)),
            (Key.isUnwind, .bool(isUnwind)),
            (Key.isEmbed, .bool(isEmbed)),
            (Key.sceneLocation, .string(sceneLocation)),
        ]
        if let explicitRawValue { members.append((Key.explicitRawValue, .string(explicitRawValue))) }
        if let inheritedFrom { members.append((Key.inheritedFrom, .string(inheritedFrom))) }
        if let container { members.append((Key.container, container.mustacheValue)) }
        return .object(MustacheObject(distinctKeys: members))
    }
}

extension TemplateContext.Container {
    /// The container as a `MustacheValue`, equal to `MustacheValue(encoding: self)`.
    public var mustacheValue: MustacheValue {
        var members: [MustacheObject.Entry] = [
            (Key.typeName, .string(typeName)),
            (Key.kind, .string(kind)),
            (Key.position, .string(position)),
        ]
        if let customTypeName { members.append((Key.customTypeName, .string(customTypeName))) }
        return .object(MustacheObject(distinctKeys: members))
    }
}

/// The names of the members built once per scene or segue, as keys made once.
private enum Key {
    static let accessModifier = MustacheKey("accessModifier")
    static let caseName = MustacheKey("caseName")
    static let container = MustacheKey("container")
    static let customTypeName = MustacheKey("customTypeName")
    static let destinationDescription = MustacheKey("destinationDescription")
    static let destinationType = MustacheKey("destinationType")
    static let explicitRawValue = MustacheKey("explicitRawValue")
    static let firstSegue = MustacheKey("firstSegue")
    static let hasConfigure = MustacheKey("hasConfigure")
    static let hasSegues = MustacheKey("hasSegues")
    static let isPublic = MustacheKey("isPublic")
    static let identifierLiteral = MustacheKey("identifierLiteral")
    static let inheritedFrom = MustacheKey("inheritedFrom")
    static let instantiation = MustacheKey("instantiation")
    static let isUnwind = MustacheKey("isUnwind")
    static let isEmbed = MustacheKey("isEmbed")
    static let isWindowController = MustacheKey("isWindowController")
    static let kind = MustacheKey("kind")
    static let methodName = MustacheKey("methodName")
    static let ownSegues = MustacheKey("ownSegues")
    static let position = MustacheKey("position")
    static let sceneLocation = MustacheKey("sceneLocation")
    static let segues = MustacheKey("segues")
    static let superclass = MustacheKey("superclass")
    static let typeName = MustacheKey("typeName")
}
