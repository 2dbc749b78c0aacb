/// The spec's diagnostic messages, written once.
extension Diagnostic {
    static func emptyIdentifier(in scene: String, at location: SourceLocation) -> Diagnostic {
        .error("empty segue identifier in scene '\(scene)'; a segue needs an identifier to be performed from code", at: location)
    }

    /// A segue identifier with white space at an end, which `framework` matches as it is;
    /// `inSpec`: a spec's, whose generated code performs it as written, else a storyboard's.
    static func edgeWhiteSpace(inSegueIdentifier identifier: String, framework: String, inSpec: Bool, at location: SourceLocation) -> Diagnostic? {
        edgeWhiteSpace(
            in: ("segue identifier", "identifiers"), identifier, framework: framework, generated: inSpec ? "performs" : nil,
            call: "performSegue(withIdentifier:", at: location)
    }

    /// The same for a Storyboard ID: a storyboard finds a scene by its exact ID too.
    static func edgeWhiteSpace(inStoryboardIdentifier identifier: String, platform: Platform, inSpec: Bool, at location: SourceLocation) -> Diagnostic? {
        edgeWhiteSpace(
            in: ("Storyboard ID", "Storyboard IDs"), identifier, framework: platform.uiFramework, generated: inSpec ? "creates" : nil,
            call: platform.isUIKit ? "instantiateViewController(withIdentifier:" : "instantiateController(withIdentifier:", at: location)
    }

    /// `what`: the kind of identifier, in the plural; `generated`: what the generated code does
    /// with a spec's ("performs"); `call`: the framework's call, up to its argument.
    private static func edgeWhiteSpace(
        in what: (kind: String, matched: String), _ identifier: String, framework: String, generated: String?, call: String, at location: SourceLocation
    ) -> Diagnostic? {
        guard let edges = EdgeWhiteSpace.describe(identifier) else { return nil }
        let code = generated.map { "the generated code \($0) it with the white space, and " } ?? ""
        return .warning(
            "\(what.kind) \(SwiftLiteral.quoted(identifier)) \(edges); \(framework) matches \(what.matched) exactly, so \(code)"
                + "\(call) \(SwiftLiteral.quoted(EdgeWhiteSpace.trimmed(identifier)))) will not find it",
            at: location)
    }

    static func missingDestination(_ identifier: String, at location: SourceLocation) -> Diagnostic {
        .error("segue \(SwiftLiteral.quoted(identifier)) has no destination; write the destination type after the identifier, or a 'destination:' key", at: location)
    }

    static func invalidTypeName(_ name: String, role: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' is not a valid Swift type name for \(role): \(problem)", at: location)
    }

    /// `purpose`: after "module name", "" for `module`, " to import" for `imports`.
    static func invalidModuleName(_ name: String, purpose: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' is not a valid module name\(purpose): \(problem)", at: location)
    }

    static func invalidContainer(_ name: String, platform: Platform, at location: SourceLocation) -> Diagnostic {
        let classes = ContainerKind.kinds(of: platform.uiFramework).map(\.className)
        let list = classes.map { "'\($0)'" }.joined(separator: ", ")
        let custom = "or a mapping with the 'type' and 'kind' of a custom container"
        if let suggestion = Suggestion.closest(to: name, among: classes) {
            return .error("'\(name)' is not a container seguegen can look into; did you mean '\(suggestion)'? (expected one of \(list), \(custom))", at: location)
        }
        return .error("'\(name)' is not a container seguegen can look into; expected one of \(list), \(custom)", at: location)
    }

    static func customContainerNeedsKind(_ name: String, platform: Platform, at location: SourceLocation) -> Diagnostic {
        let kinds = ContainerKind.kinds(of: platform.uiFramework)
        let list = kinds.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        return .error("container '\(name)' is not \(withIndefiniteArticle(platform.uiFramework)) container class; say which one it is a subclass of with 'kind:' (\(list))", at: location)
    }

    static func containerKindMismatch(_ name: String, kind: String, at location: SourceLocation) -> Diagnostic {
        .error("container '\(name)' is not of kind '\(kind)'; leave 'kind:' out for a framework container class", at: location)
    }

    static func positionNotInContainer(_ position: String, kind: ContainerKind, at location: SourceLocation) -> Diagnostic {
        let allowed = kind.positions.map { "'\($0.rawValue)'" }.joined(separator: " or ")
        return .error("'find: \(position)' does not apply to \(kind.className); use \(allowed)", at: location)
    }

    static func containerOnPlatform(_ name: String, framework: String, platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error("container '\(name)' is one of \(framework)'s containers and cannot be used with platform '\(platform.rawValue)', which uses \(platform.uiFramework)", at: location)
    }

    static func classOfOtherFramework(_ name: String, role: String, framework: String, platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(name)' is \(framework == "AppKit" ? "an" : "a") \(framework) class and cannot be \(role) with platform '\(platform.rawValue)', which uses \(platform.uiFramework)",
            at: location)
    }

    static func frameworkClassAsSource(_ name: String, framework: String, at location: SourceLocation) -> Diagnostic {
        .warning(
            "scene '\(name)' is \(framework)'s own class: its extension gives every \(name) of the app, subclasses included, these segues; "
                + "list your own subclass instead",
            at: location)
    }

    static func importOfOtherFramework(_ module: String, platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(module)' cannot be imported with platform '\(platform.rawValue)', which uses \(platform.uiFramework) "
                + "(imported already by the generated files); a spec is for one UI framework",
            at: location)
    }

    static func containerKindOnPlatform(_ kind: ContainerKind, platform: Platform, at location: SourceLocation) -> Diagnostic {
        let kinds = ContainerKind.allCases.filter { $0.framework == platform.uiFramework }.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        return .error(
            "kind '\(kind.rawValue)' is a kind of \(kind.framework) container (\(kind.className)) and cannot be used with platform "
                + "'\(platform.rawValue)', which uses \(platform.uiFramework); the \(platform.uiFramework) kinds are \(kinds)",
            at: location)
    }

    static func sceneKindOnPlatform(_ platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error(
            "platform '\(platform.rawValue)' has no 'kind' for a scene: it says which UIKit container a scene's class is, "
                + "which is presented but never pushed; AppKit scenes are never pushed",
            at: location)
    }

    static func embedAndUnwind(_ identifier: String, at location: SourceLocation) -> Diagnostic {
        .error("segue \(SwiftLiteral.quoted(identifier)) is an unwind or an embed segue, not both", at: location)
    }

    static func unwindOnPlatform(_ platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error("platform '\(platform.rawValue)' has no unwind segues: AppKit storyboards cannot connect a segue to an Exit", at: location)
    }

    static func containerOnUnwind(_ identifier: String, at location: SourceLocation) -> Diagnostic {
        .error("unwind segue \(SwiftLiteral.quoted(identifier)) cannot have a 'container': it returns to a scene that already exists; name that scene's type in 'destination'", at: location)
    }

    static func unknownSuperclass(_ name: String, known: [String], withOtherSpecs: Bool, at location: SourceLocation) -> Diagnostic {
        let specs = withOtherSpecs ? "this spec or the specs generated with it" : "this spec"
        let hint = Suggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" }
            ?? "; 'superclass' names another scene whose segues this one inherits, of this spec or of a spec generated with it into the same directory"
        return .error("'\(name)' is not a scene of \(specs)\(hint)", at: location)
    }

    static func superclassLoop(_ chain: [String], at location: SourceLocation) -> Diagnostic {
        .error("the superclasses of '\(chain.first ?? "")' form a loop: \(chain.joined(separator: " -> "))", at: location)
    }

    static func inheritedSegueRedeclared(_ identifier: String, superclass: String, at location: SourceLocation, original: SourceLocation) -> Diagnostic {
        .error(
            "segue \(SwiftLiteral.quoted(identifier)) is inherited from '\(superclass)'; a subclass has its superclass's segues and cannot declare one again",
            at: location,
            notes: [Note("\(SwiftLiteral.quoted(identifier)) is declared here", at: original)]
        )
    }

    static func windowControllerOnPlatform(_ platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error("'windowController' is for macOS scenes; platform '\(platform.rawValue)' has no window controllers", at: location)
    }

    static func identifierAndInitial(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .error("scene '\(scene)' has both a 'storyboardIdentifier' and 'initial: true'; a storyboard creates it one way: keep one", at: location)
    }

    static func storyboardWithoutScene(_ key: String, scene: String, at location: SourceLocation) -> Diagnostic {
        .warning("'\(key)' of scene '\(scene)' has no effect without a 'storyboardIdentifier' or 'initial: true'", at: location)
    }

    static func missingStoryboard(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .error("scene '\(scene)' is created from a storyboard, but no storyboard is named; add 'storyboard:' to the scene, or to the top level for every scene", at: location)
    }

    static func storyboardSceneClash(
        _ scene: String, with other: String, storyboard: String, identifier: String?, at location: SourceLocation, otherLocation: SourceLocation
    ) -> Diagnostic {
        let what = identifier.map { "the scene with Storyboard ID \(SwiftLiteral.quoted($0))" } ?? "the initial scene"
        return .error(
            "scenes '\(other)' and '\(scene)' are both \(what) of storyboard \(SwiftLiteral.quoted(storyboard))",
            at: location.placeOfUse,
            notes: [Note("'\(other)' is that scene here", at: otherLocation)]
        )
    }

    static func storyboardFileExtension(_ name: String, withoutExtension: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "storyboard \(SwiftLiteral.quoted(name)) is named with its file extension; a storyboard is created by its name alone: "
                + "write \(SwiftLiteral.quoted(withoutExtension))",
            at: location)
    }

    static func instantiatedSuperclass(
        _ scene: String, superclass: String, at location: SourceLocation, otherLocation: SourceLocation
    ) -> Diagnostic {
        .error(
            "scene '\(scene)' and its superclass '\(superclass)' are both created from a storyboard, but Swift cannot "
                + "declare 'instantiate(configure:)' for both (a method of an extension cannot be overridden); "
                + "create only one of them from its storyboard",
            at: location,
            notes: [Note("'\(superclass)' is created from its storyboard here", at: otherLocation)])
    }

    static func underivableName(_ identifier: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("cannot derive a Swift name from segue identifier \(SwiftLiteral.quoted(identifier)): \(problem); give the segue a 'name:'", at: location)
    }

    static func invalidName(_ name: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' cannot be used as a segue name: \(problem)", at: location)
    }

    static func nameCollision(
        _ identifier: String, with other: String, swiftName: String, in scene: String, explicitNames: Bool,
        at location: SourceLocation, otherLocation: SourceLocation
    ) -> Diagnostic {
        let advice = explicitNames ? "choose another 'name:'" : "give one of them a 'name:'"
        return .error(
            "segues \(SwiftLiteral.quoted(other)) and \(SwiftLiteral.quoted(identifier)) of scene '\(scene)' both become '\(swiftName)' in Swift; \(advice)",
            at: location,
            notes: [Note("\(SwiftLiteral.quoted(other)) is declared here", at: otherLocation)]
        )
    }

    static func fileNameClash(_ scene: String, with other: String, at location: SourceLocation, otherLocation: SourceLocation) -> Diagnostic {
        .error(
            "scenes '\(other)' and '\(scene)' differ only in case, so their files would too, and case-insensitive file systems (the default on macOS) take them for one file",
            at: location,
            notes: [Note("'\(other)' is declared here", at: otherLocation)]
        )
    }

    static func reservedTypeName(_ name: String, role: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' cannot be used for \(role): '\(SpecKeys.supportTypeName)' is the name of the support type seguegen generates", at: location)
    }

    static func hiddenByNestedType(_ name: String, nested: String, role: String, module: String?, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(name)' cannot be used unqualified for \(role): the generated extension of every scene declares its own '\(nested)', "
                + "which would hide it; \(qualifyAdvice(name, module: module))",
            at: location)
    }

    /// `expected`: "a UIViewController subclass"; `module` is the spec's, for the advice.
    static func notAViewController(
        _ name: String, owner: NonViewControllerTypes.Owner, role: String, expected: String, module: String?, at location: SourceLocation
    ) -> Diagnostic {
        // A name qualified with the library's module is the library's type; a bare one may be the app's.
        let own = owner.nameMayBeTheApps && !name.contains(".") ? "; for a class of your own named '\(name)', \(qualifyAdvice(name, module: module))" : ""
        return .error("'\(name)' is \(owner.description), not a view controller class, and cannot be \(role): name \(expected)\(own)", at: location)
    }

    /// "qualify it with its module, like 'TaskApp.Name'", or a placeholder module.
    private static func qualifyAdvice(_ name: String, module: String?) -> String {
        module.map { "qualify it with its module, like '\($0).\(name)'" } ?? "qualify it with the name of its module (Module.\(name))"
    }

    static func sceneContainerWithoutInstantiation(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'container' of scene '\(scene)' is the container its Storyboard ID names; give the scene 'storyboardIdentifier' (or 'initial: true'), "
                + "or, for the container a segue shows the scene in, put 'container' in the segue",
            at: location)
    }

    static func sceneContainerOfWindowController(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "scene '\(scene)' is a window controller ('windowController: true'), which no container holds; remove 'windowController' "
                + "if '\(scene)' is the view controller the container holds",
            at: location)
    }

    static func sceneWithoutSegues(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .warning("scene '\(scene)' has no segues; no file is generated for it", at: location)
    }

    static func noScenes(at location: SourceLocation) -> Diagnostic {
        .warning("the spec has no scenes, so its output is only the support file", at: location)
    }

    static func noScenesInStoryboards(at location: SourceLocation) -> Diagnostic {
        .warning(
            "the storyboards have no scene of a custom class with a segue identifier or a Storyboard ID, so the output "
                + "is only the support file ('seguegen import --verbose' says what became of each)",
            at: location)
    }
}
