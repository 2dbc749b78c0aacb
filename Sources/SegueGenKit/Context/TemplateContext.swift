/// The values a template sees, built from a `NavigationSpec` in one place.
///
/// Everything is plain data (strings, booleans, lists, records), ordered as
/// the spec orders it; every string that came from the spec is already
/// escaped for where templates put it, so templates stay logic-less.
/// `docs/Templates.md` documents each key; a test keeps the two in step.
public enum TemplateContext {
    /// The context of the file generated for one source scene.
    public struct SceneFile: Encodable, Sendable, Equatable {
        /// The text of the first line, a comment that marks the file as generated (without `// `).
        public var header: String
        /// Modules to import, sorted, each once (the UI framework included, the spec's own module not).
        public var imports: [String]
        /// `imports` as declarations: the UI framework's with the scene's
        /// access level (`public import UIKit`, SE-0409), the others plain.
        public var importDeclarations: [String]
        public var platform: Platform
        public var dispatch: Dispatch
        /// The names of the generated types, the spec's `names`.
        public var names: Names
        public var scene: Scene
        /// Whether the scene's code goes into the single file (`--single-file`) after the support
        /// file's, whose header and imports cover it: the template then renders the code alone.
        public var singleFile: Bool
    }

    /// The names of the types every scene's extension declares.
    public struct Names: Encodable, Sendable, Equatable {
        /// The enum of the scene's segues: `SegueIdentifier` unless the spec says.
        public var segueIdentifier: String
        /// The enum of the scene's segues with their typed destinations: `SegueDestination` unless the spec says.
        public var segueDestination: String
    }

    /// The context of the support file shared by the scene files of one output directory.
    public struct SupportFile: Encodable, Sendable, Equatable {
        public var header: String
        /// The UI framework; in the single file, then every scene file's other imports, sorted.
        public var imports: [String]
        /// `imports` as declarations, the UI framework's with `accessModifier`'s level.
        public var importDeclarations: [String]
        public var platform: Platform
        public var dispatch: Dispatch
        /// The access modifier of `SegueGen` and the members apps call: that
        /// of the most visible scene ("public ", "package " or "").
        public var accessModifier: String
        /// Whether any scene is created from its storyboard, so that the
        /// support file needs its instantiation and presentation helpers.
        public var usesInstantiation: Bool
        /// Whether any scene has an unwind segue, so that the support file
        /// needs its unwind scene location and failure.
        public var usesUnwind: Bool
    }

    /// The target platform.
    public struct Platform: Encodable, Sendable, Equatable {
        /// The spec's platform: `ios`, `tvos`, `maccatalyst`, `visionos` or `macos`.
        public var name: String
        /// The UI framework: `UIKit` or `AppKit`.
        public var framework: String
    }

    /// The dispatch mode, as a name and as one flag per mode for sections.
    public struct Dispatch: Encodable, Sendable, Equatable {
        /// `forward` or `swizzle`.
        public var mode: String
        public var forward: Bool
        public var swizzle: Bool
    }

    /// A source scene.
    public struct Scene: Encodable, Sendable, Equatable {
        /// The view controller class, a validated Swift type name.
        public var typeName: String
        /// The access modifier of its generated declarations: "public ", "package " or "".
        public var accessModifier: String
        /// Whether that is `public`: its enums are then `@frozen`, so that a
        /// client's exhaustive switch across a resilient module boundary compiles.
        public var isPublic: Bool
        /// The scene it inherits segues from, if any.
        public var superclass: String?
        /// All its segues, inherited ones first (the enums list them all); never empty.
        public var segues: [Segue]
        /// The segues declared for this scene itself (perform methods are
        /// generated for these; inherited ones come with the superclass).
        public var ownSegues: [Segue]
        /// Whether it has segues (own or inherited); without, it has no segue enums.
        public var hasSegues: Bool
        /// How code creates the scene from its storyboard, when the spec says.
        public var instantiation: Instantiation?
        /// Whether the class is a window controller (macOS).
        public var isWindowController: Bool
    }

    /// Where a storyboard defines a scene, as the generated code names it.
    public struct Instantiation: Encodable, Sendable, Equatable {
        /// The storyboard name as a Swift string literal.
        public var storyboardLiteral: String
        /// The Storyboard ID as a Swift string literal, or `nil` for the initial scene.
        public var identifierArgument: String
        /// Whether it is the storyboard's initial scene.
        public var isInitial: Bool
        /// A Swift expression for the storyboard's bundle: `Bundle.main`,
        /// `Bundle.module`, `Bundle(for: X.self)` or, for a bundle identifier,
        /// `SegueGen.bundle(identifier: "…", storyboard: "…")` (nil after reporting
        /// `SegueGen.Failure.bundleNotFound`).
        public var bundleExpression: String
        /// Where the scene is, in words for doc comments: `Storyboard ID "List" in "Main"`, or `the initial scene of "Main"`.
        public var description: String
        /// The container the Storyboard ID names, which holds the scene; absent
        /// when it names the scene itself.
        public var container: Container?
        /// The `SegueGen.SceneLocation` case that finds the scene in `container`
        /// (as for a segue); `destination` without one.
        public var sceneLocation: String
        /// The scene in words for doc comments: "`X`", or "`X`, the root of its `UINavigationController`".
        public var sceneDescription: String
        /// What `instantiate` returns: the container's class, or the scene's.
        public var returnType: String
        /// Whether what `instantiate` returns is a window controller, whose
        /// window code shows rather than presents it (macOS): the scene itself
        /// (`windowController: true`) or its `NSWindowController` container.
        public var showsWindow: Bool
        /// Whether the scene can be pushed: not when it is in a container, nor when its class
        /// is a UIKit container itself (`kind`), which UIKit never pushes.
        public var canBePushed: Bool
    }

    /// A segue of a scene.
    public struct Segue: Encodable, Sendable, Equatable {
        /// The storyboard identifier as a Swift string literal, quotes and escapes included.
        public var identifierLiteral: String
        /// `identifierLiteral` when the enum case needs it as an explicit raw
        /// value; absent when the case name (without backticks) is the
        /// identifier, so the implicit raw value is already exact.
        public var explicitRawValue: String?
        /// The enum case name, backticked when it is a keyword.
        public var caseName: String
        /// The name of the typed perform method: `perform…Segue`.
        public var methodName: String
        /// The Swift type the destination is handed over as: the declared
        /// destination, or the platform's view controller class for an unwind
        /// segue without one.
        public var destinationType: String
        /// Whether the perform method takes a `configure` closure (false for
        /// an unwind segue whose destination type the spec does not name).
        public var hasConfigure: Bool
        /// The destination in words for doc comments: "`X`", or "`X`, the root of its `UINavigationController`".
        public var destinationDescription: String
        /// Whether it is an unwind segue.
        public var isUnwind: Bool
        /// Whether it is an embed segue, which the framework performs: no perform method.
        public var isEmbed: Bool
        /// The scene that declares it, when the scene inherits it.
        public var inheritedFrom: String?
        /// The container the destination scene is wrapped in, if any.
        public var container: Container?
        /// The `SegueGen.SceneLocation` case that finds the scene:
        /// `destination`, `navigationRoot`, `selectedTab`, `tab`, `splitColumn`
        /// (UIKit), `windowContent` or `splitItem` (AppKit).
        public var sceneLocation: String
    }

    /// A container view controller around a destination scene.
    public struct Container: Encodable, Sendable, Equatable {
        /// The container's class name.
        public var typeName: String
        /// `navigation`, `tabBar`, `split` (UIKit), `window`, `tabView` or `splitView` (AppKit).
        public var kind: String
        /// Where the scene is in it: `root`, `selected` or `first`.
        public var position: String
        /// The container's class when it is a custom subclass, which the
        /// generated code checks the destination against; absent for UIKit's own class.
        public var customTypeName: String?
    }

    /// The context of `scene`'s file, nil when it has no segues, not even inherited ones.
    /// `specFileName` has no directories, so the output does not depend on where it ran.
    public static func sceneFile(for scene: SegueGenKit.Scene, in spec: NavigationSpec, specFileName: String, singleFile: Bool = false) -> SceneFile? {
        guard hasSceneFile(scene, in: spec) else { return nil }
        let inherited = spec.superclassChain(of: scene).flatMap { owner in
            owner.segues.map { Self.segue($0, platform: spec.platform, inheritedFrom: owner.typeName.value) }
        }
        let own = scene.segues.map { Self.segue($0, platform: spec.platform, inheritedFrom: nil) }
        let segues = inherited + own
        let imports = imports(of: spec)
        return SceneFile(
            header: header(specFileName: specFileName),
            imports: imports,
            importDeclarations: imports.map { importDeclaration(of: $0, access: $0 == spec.platform.uiFramework ? scene.access : .internal) },
            platform: platform(of: spec),
            dispatch: dispatch(of: spec),
            names: Names(segueIdentifier: spec.names.segueIdentifier, segueDestination: spec.names.segueDestination),
            scene: Scene(
                typeName: scene.typeName.value,
                accessModifier: scene.access.modifier,
                isPublic: scene.access == .public,
                superclass: scene.superclass?.value,
                segues: segues,
                ownSegues: own,
                hasSegues: !segues.isEmpty,
                instantiation: scene.instantiation.map { instantiation($0, of: scene) },
                isWindowController: scene.isWindowController
            ),
            singleFile: singleFile
        )
    }

    /// Whether `scene` gets a file: it has segues, its own or inherited, or
    /// code creates it from its storyboard; `sceneFile(for:in:specFileName:)`
    /// is nil exactly when this is false. Answers without building the context.
    public static func hasSceneFile(_ scene: SegueGenKit.Scene, in spec: NavigationSpec) -> Bool {
        !scene.segues.isEmpty || scene.instantiation != nil || spec.superclassChain(of: scene).contains { !$0.segues.isEmpty }
    }

    /// The context of the support file for `spec`; for the single file, which starts with it,
    /// importing every module a scene file imports (`NavigationSpec.merging` gathers them).
    public static func supportFile(for spec: NavigationSpec, specFileName: String, singleFile: Bool = false) -> SupportFile {
        let access = spec.scenes.map(\.access).max() ?? .internal
        let framework = spec.platform.uiFramework
        let others = singleFile ? imports(of: spec).filter { $0 != framework } : []
        return SupportFile(
            header: header(specFileName: specFileName),
            imports: [framework] + others,
            importDeclarations: [importDeclaration(of: framework, access: access)] + others.map { importDeclaration(of: $0, access: .internal) },
            platform: platform(of: spec),
            dispatch: dispatch(of: spec),
            accessModifier: access.modifier,
            usesInstantiation: spec.scenes.contains { $0.instantiation != nil },
            usesUnwind: spec.scenes.contains { $0.segues.contains(where: \.isUnwind) }
        )
    }

    // MARK: Parts

    static func header(specFileName: String) -> String {
        "Generated by seguegen from \(SwiftLiteral.commentText(specFileName)). Do not edit."
    }

    /// The spec's imports and the UI framework, sorted, each once, without the spec's own module.
    static func imports(of spec: NavigationSpec) -> [String] {
        Set(spec.imports.map(\.value) + [spec.platform.uiFramework])
            .subtracting(spec.module.map { [$0.value] } ?? [])
            .sorted()
    }

    /// `import module` at least as visible as `access` (SE-0409). A `package import` only where
    /// `InternalImportsByDefault` is on: elsewhere a plain import is public already, and an explicit
    /// one makes plain imports of the module in other files "ambiguous implicit access level".
    static func importDeclaration(of module: String, access: AccessLevel) -> String {
        guard access == .package else { return "\(access.modifier)import \(module)" }
        return "#if hasFeature(InternalImportsByDefault)\npackage import \(module)\n#else\nimport \(module)\n#endif"
    }

    static func platform(of spec: NavigationSpec) -> Platform {
        Platform(name: spec.platform.rawValue, framework: spec.platform.uiFramework)
    }

    static func dispatch(of spec: NavigationSpec) -> Dispatch {
        Dispatch(mode: spec.dispatch.rawValue, forward: spec.dispatch == .forward, swizzle: spec.dispatch == .swizzle)
    }

    static func segue(_ segue: SegueGenKit.Segue, platform: SegueGenKit.Platform, inheritedFrom: String?) -> Segue {
        let viewController = platform.isUIKit ? "UIViewController" : "NSViewController"
        let destination = segue.destination?.value ?? viewController
        let (location, description) = Self.location(of: segue, destination: destination)
        let literal = SwiftLiteral.quoted(segue.identifier.value)
        return Segue(
            identifierLiteral: literal,
            // Scalar by scalar: String's == treats canonically equivalent text as
            // equal, but UIKit compares identifiers exactly.
            explicitRawValue: segue.names.bareCaseName.unicodeScalars.elementsEqual(segue.identifier.value.unicodeScalars) ? nil : literal,
            caseName: segue.names.caseName,
            methodName: segue.names.methodName,
            destinationType: destination,
            hasConfigure: segue.destination != nil,
            destinationDescription: description,
            isUnwind: segue.isUnwind,
            isEmbed: segue.isEmbed,
            inheritedFrom: inheritedFrom,
            container: segue.container.map { container($0.value) },
            sceneLocation: location
        )
    }

    static func container(_ container: SegueContainer) -> Container {
        Container(
            typeName: container.typeName,
            kind: container.kind.rawValue,
            position: container.position.rawValue,
            customTypeName: container.typeName == container.kind.className ? nil : container.typeName
        )
    }

    static func instantiation(_ instantiation: SceneInstantiation, of scene: SegueGenKit.Scene) -> Instantiation {
        let storyboard = SwiftLiteral.quoted(instantiation.storyboard.value)
        let bundle: String
        switch instantiation.bundle {
        case .main: bundle = "Bundle.main"
        case .module: bundle = "Bundle.module"
        case .sceneClass: bundle = "Bundle(for: \(scene.typeName.value).self)"
        case .identifier(let identifier): bundle = "SegueGen.bundle(identifier: \(SwiftLiteral.quoted(identifier)), storyboard: \(storyboard))"
        }
        let description = instantiation.identifier.map { "Storyboard ID \(SwiftLiteral.quoted($0.value)) in \(storyboard)" }
            ?? "the initial scene of \(storyboard)"
        let (location, sceneDescription) = Self.location(of: scene.typeName.value, in: instantiation.container?.value)
        return Instantiation(
            storyboardLiteral: storyboard,
            identifierArgument: instantiation.identifier.map { SwiftLiteral.quoted($0.value) } ?? "nil",
            isInitial: instantiation.identifier == nil,
            bundleExpression: bundle,
            description: description,
            container: instantiation.container.map { container($0.value) },
            sceneLocation: location,
            sceneDescription: sceneDescription,
            returnType: instantiation.container?.value.typeName ?? scene.typeName.value,
            showsWindow: scene.isWindowController || instantiation.container?.value.kind == .window,
            canBePushed: instantiation.container == nil && scene.containerKind == nil
        )
    }

    /// The `SceneLocation` case for `segue`, and its destination in words.
    private static func location(of segue: SegueGenKit.Segue, destination: String) -> (String, String) {
        if segue.isUnwind {
            return ("unwindDestination", segue.destination == nil ? "the scene it unwinds to" : "`\(destination)`, the scene it unwinds to")
        }
        return location(of: destination, in: segue.container?.value)
    }

    /// The `SceneLocation` case for a scene of type `destination` in
    /// `container` (the scene itself without one), and the scene in words.
    private static func location(of destination: String, in container: SegueContainer?) -> (String, String) {
        guard let container else {
            return ("destination", "`\(destination)`")
        }
        let name = "`\(container.typeName)`"
        switch (container.kind, container.position) {
        case (.navigation, _):
            return ("navigationRoot", "`\(destination)`, the root of its \(name)")
        case (.tabBar, .selected):
            return ("selectedTab", "`\(destination)`, the selected tab of its \(name)")
        case (.tabBar, _):
            return ("tab", "`\(destination)`, a tab of its \(name)")
        case (.split, _):
            return ("splitColumn", "`\(destination)`, a column of its \(name)")
        case (.window, _):
            return ("windowContent", "`\(destination)`, the content of its \(name)")
        case (.tabView, .selected):
            return ("selectedTab", "`\(destination)`, the selected tab of its \(name)")
        case (.tabView, _):
            return ("tab", "`\(destination)`, a tab of its \(name)")
        case (.splitView, _):
            return ("splitItem", "`\(destination)`, a split item of its \(name)")
        }
    }
}
