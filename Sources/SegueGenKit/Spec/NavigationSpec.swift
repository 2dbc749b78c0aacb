/// A navigation spec: for each source scene (a view controller class), the segues
/// that start at it. Every value keeps its source location, so that problems found
/// after decoding are reported at their line; order is the spec's.
public struct NavigationSpec: Sendable, Equatable {
    public var platform: Platform
    /// The module the generated code is compiled into; the generated files never import it.
    public var module: Located<String>?
    public var access: AccessLevel
    /// Modules to import besides the UI framework, in spec order (the generator sorts them).
    public var imports: [Located<String>]
    /// How a typed perform's `configure` closure reaches `prepare(for:sender:)`.
    public var dispatch: SegueDispatch
    public var storyboard: Located<String>?
    public var bundle: StoryboardBundle
    public var names = GeneratedTypeNames()
    public var scenes: [Scene]
    /// Where `platform` is; nil when it is left to the default (the same for `dispatchLocation`).
    public var platformLocation: SourceLocation?
    public var dispatchLocation: SourceLocation?
    /// The scenes of the other specs generated into the same directory, which this
    /// spec's may name as `superclass`: set by `SpecLoader`, never read from the file.
    public var externalScenes: [Scene] = []

    public init(
        platform: Platform = .ios, module: Located<String>? = nil, access: AccessLevel = .internal,
        imports: [Located<String>] = [], dispatch: SegueDispatch = .forward,
        storyboard: Located<String>? = nil, bundle: StoryboardBundle = .main, scenes: [Scene] = []
    ) {
        self.platform = platform
        self.module = module
        self.access = access
        self.imports = imports
        self.dispatch = dispatch
        self.storyboard = storyboard
        self.bundle = bundle
        self.scenes = scenes
    }

    /// `specs` as one, for what sees the specs of one output directory together: the first
    /// one's settings, and every spec's scenes (which resolve each other's superclasses) and imports.
    public static func merging(_ specs: [NavigationSpec]) -> NavigationSpec? {
        guard var merged = specs.first else { return nil }
        merged.scenes = specs.flatMap(\.scenes)
        merged.imports = specs.flatMap(\.imports)
        merged.externalScenes = []
        return merged
    }

    /// The scene whose type is `typeName`: one of the spec's own, else an external one.
    public func scene(named typeName: String) -> Scene? {
        scenes.first { $0.typeName.value == typeName } ?? externalScenes.first { $0.typeName.value == typeName }
    }

    /// The scenes `scene` inherits from, the most distant first. The decoder guarantees
    /// the chain is finite.
    public func superclassChain(of scene: Scene) -> [Scene] {
        var chain: [Scene] = []
        var visited: Set<String> = [scene.typeName.value]
        var next = scene.superclass.flatMap { self.scene(named: $0.value) }
        while let superclass = next, visited.insert(superclass.typeName.value).inserted {
            chain.append(superclass)
            next = superclass.superclass.flatMap { self.scene(named: $0.value) }
        }
        return chain.reversed()
    }

    /// The segues `scene` inherits, the most distant superclass's first.
    public func inheritedSegues(of scene: Scene) -> [Segue] {
        superclassChain(of: scene).flatMap(\.segues)
    }
}

public enum Platform: String, Sendable, CaseIterable {
    case ios
    case tvos
    case maccatalyst
    case visionos
    case macos

    public var uiFramework: String { isUIKit ? "UIKit" : "AppKit" }

    public var isUIKit: Bool { self != .macos }
}

public enum AccessLevel: String, Sendable, CaseIterable, Comparable {
    case `internal`
    case `package`
    case `public`

    /// "" for internal, the default, so generated code stays as plain as hand-written code.
    public var modifier: String { self == .internal ? "" : rawValue + " " }

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// How the `configure` closure given to a typed perform method reaches the
/// source's `prepare(for:sender:)`, which UIKit calls inside `performSegue`.
public enum SegueDispatch: String, Sendable, CaseIterable {
    /// The scene's `prepare(for:sender:)` calls `SegueGen.prepare(for: segue)`;
    /// a forgotten call is reported at run time. No runtime tricks.
    case forward
    /// On Apple platforms the generated code hooks `prepare(for:sender:)` of
    /// each performing class through the Objective-C runtime, so no line is
    /// needed; elsewhere it behaves like `forward`.
    case swizzle
}

/// A source scene: a view controller class and the segues that start at it.
public struct Scene: Sendable, Equatable {
    /// The view controller class, as written in Swift (`TaskListViewController`, `Outer.Inner`).
    public var typeName: Located<String>
    public var access: AccessLevel
    /// The scene of the spec this class inherits from, whose segues it has too.
    public var superclass: Located<String>?
    /// The segues declared for this class, in spec order (without inherited ones).
    public var segues: [Segue]
    /// Set when code creates the scene from its storyboard rather than by a segue.
    public var instantiation: SceneInstantiation?
    /// Whether the class is a window controller (macOS), shown in its own window rather than presented.
    public var isWindowController: Bool
    /// The UIKit container the scene's class is, which is presented but never pushed.
    public var containerKind: ContainerKind?
    public var windowControllerKey: SourceLocation?
    /// The storyboard the scene's or its spec's `storyboard` key names, created from it or
    /// not: for lint, which asks only for the keys a scene lacks.
    public var namedStoryboard: String?
    public var namesItsOwnStoryboard = false

    public init(
        typeName: Located<String>, access: AccessLevel = .internal, superclass: Located<String>? = nil,
        segues: [Segue], instantiation: SceneInstantiation? = nil, isWindowController: Bool = false
    ) {
        self.typeName = typeName
        self.access = access
        self.superclass = superclass
        self.segues = segues
        self.instantiation = instantiation
        self.isWindowController = isWindowController
    }

    /// What two scenes created from their storyboard may not share: bundle, storyboard and
    /// Storyboard ID (or initial), and in a container the class too, since scenes in one
    /// container are created each in a container of its own.
    var storyboardSceneKey: String? {
        instantiation.map { instantiation in
            "\(instantiation.bundle.spelling)\u{0}\(instantiation.storyboard.value)\u{0}\(instantiation.identifier?.value ?? "")"
                + (instantiation.container == nil ? "" : "\u{0}\(typeName.value)")
        }
    }

    /// Scenes created from one scene of one storyboard (one `storyboardSceneKey`): an error
    /// at each later scene, with a note at the first. `specs` holds the scenes of each spec;
    /// pairs within one spec are left out unless `withinASpec` (the decoder reports those).
    static func storyboardSceneClashes(in specs: [[Scene]], withinASpec: Bool) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var first: [String: (spec: Int, scene: String, location: SourceLocation)] = [:]
        for (index, scenes) in specs.enumerated() {
            for scene in scenes {
                guard let instantiation = scene.instantiation, let key = scene.storyboardSceneKey else { continue }
                let location = instantiation.identifier?.location ?? instantiation.storyboard.location
                guard let earlier = first[key] else {
                    first[key] = (index, scene.typeName.value, location)
                    continue
                }
                if withinASpec || earlier.spec != index {
                    diagnostics.append(.storyboardSceneClash(
                        scene.typeName.value, with: earlier.scene, storyboard: instantiation.storyboard.value,
                        identifier: instantiation.identifier?.value, at: location, otherLocation: earlier.location))
                }
            }
        }
        return diagnostics
    }
}

/// A segue: its storyboard identifier, the type of scene it shows, and its container.
public struct Segue: Sendable, Equatable {
    /// The identifier exactly as set in the storyboard.
    public var identifier: Located<String>
    public var isUnwind: Bool
    /// A container view's child, which UIKit and AppKit perform when the view loads: no perform method.
    public var isEmbed = false
    /// The Swift type of the scene the segue shows; for an unwind segue, the one it
    /// unwinds to, when the spec names it.
    public var destination: Located<String>?
    public var container: Located<SegueContainer>?
    /// Derived from the identifier, or from `name:` when given.
    public var names: SegueNames
    public var nameLocation: SourceLocation?
    public var hasExplicitName: Bool { nameLocation != nil }
    public var nameSource: SourceLocation { nameLocation ?? identifier.location }

    public init(
        identifier: Located<String>, isUnwind: Bool = false, destination: Located<String>?,
        container: Located<SegueContainer>? = nil, names: SegueNames, nameLocation: SourceLocation? = nil
    ) {
        self.identifier = identifier
        self.isUnwind = isUnwind
        self.destination = destination
        self.container = container
        self.names = names
        self.nameLocation = nameLocation
    }
}

/// A container view controller that a destination scene is wrapped in.
public struct SegueContainer: Sendable, Equatable {
    /// One of the platform's containers or a subclass of one.
    public var typeName: String
    public var kind: ContainerKind
    public var position: ScenePosition

    public init(typeName: String, kind: ContainerKind, position: ScenePosition? = nil) {
        self.typeName = typeName
        self.kind = kind
        self.position = position ?? kind.defaultPosition
    }
}

/// The kinds of container controllers, UIKit's and AppKit's.
public enum ContainerKind: String, Sendable, CaseIterable {
    case navigation
    case tabBar
    case split
    /// The scene is its `contentViewController`.
    case window
    /// The scene is a tab's `viewController`.
    case tabView
    /// The scene is a split item's `viewController`.
    case splitView

    public var className: String {
        switch self {
        case .navigation: return "UINavigationController"
        case .tabBar: return "UITabBarController"
        case .split: return "UISplitViewController"
        case .window: return "NSWindowController"
        case .tabView: return "NSTabViewController"
        case .splitView: return "NSSplitViewController"
        }
    }

    public var framework: String { className.hasPrefix("UI") ? "UIKit" : "AppKit" }

    public init?(className typeName: String) {
        guard let kind = Self.allCases.first(where: { $0.className == typeName }) else { return nil }
        self = kind
    }

    public static func kinds(of framework: String) -> [ContainerKind] {
        allCases.filter { $0.framework == framework }
    }

    /// The first of `positions`.
    public var defaultPosition: ScenePosition { positions[0] }

    /// Where a scene may be found in the container, the default first.
    public var positions: [ScenePosition] {
        switch self {
        case .navigation, .window: return [.root]
        case .tabBar, .tabView: return [.first, .selected]
        case .split, .splitView: return [.first]
        }
    }
}

public enum ScenePosition: String, Sendable, CaseIterable {
    /// `viewControllers.first`, or the window controller's `contentViewController`.
    case root
    /// The selected tab, or the root of a navigation controller there.
    case selected
    /// The first child of the declared type, or the first such root of a navigation controller.
    case first
}

/// Where a storyboard defines a scene that code creates by itself.
public struct SceneInstantiation: Sendable, Equatable {
    /// The file name without `.storyboard`.
    public var storyboard: Located<String>
    /// The Storyboard ID, or nil for the initial scene.
    public var identifier: Located<String>?
    public var bundle: StoryboardBundle
    /// The container the Storyboard ID (or initial scene) names, which holds the scene.
    public var container: Located<SegueContainer>?

    public init(storyboard: Located<String>, identifier: Located<String>?, bundle: StoryboardBundle, container: Located<SegueContainer>? = nil) {
        self.storyboard = storyboard
        self.identifier = identifier
        self.bundle = bundle
        self.container = container
    }
}

public enum StoryboardBundle: Sendable, Equatable {
    /// The app's main bundle (`Bundle.main`).
    case main
    /// The Swift package target's resources (`Bundle.module`).
    case module
    /// The bundle of the scene's own class (`Bundle(for:)`), for frameworks.
    case sceneClass
    /// The bundle with this identifier (`Bundle(identifier:)`).
    case identifier(String)

    /// `main`, `module`, `class`, or a bundle identifier.
    public init(_ text: String) {
        self = [Self.main, .module, .sceneClass].first { $0.spelling == text } ?? .identifier(text)
    }

    public var spelling: String {
        switch self {
        case .main: "main"
        case .module: "module"
        case .sceneClass: "class"
        case .identifier(let identifier): identifier
        }
    }
}
