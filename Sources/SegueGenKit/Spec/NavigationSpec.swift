/// A navigation spec: for each source scene (a view controller class), the
/// segues that start at it and the type of scene each one shows.
///
/// This is the typed model every later stage works from; it keeps the source
/// location of every value so that problems found after decoding can still be
/// reported at the line that caused them. Order is the spec's order.
public struct NavigationSpec: Sendable, Equatable {
    /// The platform, and with it the UI framework, the generated code targets.
    public var platform: Platform
    /// The module the generated code is compiled into, if the spec says; the
    /// generated files never import it.
    public var module: Located<String>?
    /// The access level of scenes that do not set their own.
    public var access: AccessLevel
    /// Modules the generated files import besides the platform's UI framework,
    /// in spec order (the generator sorts and deduplicates them).
    public var imports: [Located<String>]
    /// How a typed perform's `configure` closure reaches `prepare(for:sender:)`.
    public var dispatch: SegueDispatch
    /// The storyboard of scenes that do not name their own.
    public var storyboard: Located<String>?
    /// The bundle of storyboards, for scenes that do not name their own.
    public var bundle: StoryboardBundle
    /// The names of the types every scene's extension declares.
    public var names = GeneratedTypeNames()
    /// The source scenes, in spec order.
    public var scenes: [Scene]
    /// Where the spec's `platform` value is; nil when it is left to the default.
    public var platformLocation: SourceLocation?
    /// Where the spec's `dispatch` value is; nil when it is left to the default.
    public var dispatchLocation: SourceLocation?
    /// The scenes of the other specs generated into the same directory,
    /// which this spec's scenes may name as their `superclass`: set by
    /// `SpecLoader.checkInheritance(among:)`, never read from the file.
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

    /// `specs` as one spec, for what sees the specs of one output directory
    /// together (the support file, lint, the graph): the first one's
    /// settings, and every spec's scenes in order, which resolve each
    /// other's superclasses, and imports; nil for no specs.
    public static func merging(_ specs: [NavigationSpec]) -> NavigationSpec? {
        guard var merged = specs.first else { return nil }
        merged.scenes = specs.flatMap(\.scenes)
        merged.imports = specs.flatMap(\.imports)
        merged.externalScenes = []
        return merged
    }

    /// The scene whose type is `typeName`, if any: one of the spec's own,
    /// else one of `externalScenes`.
    public func scene(named typeName: String) -> Scene? {
        scenes.first { $0.typeName.value == typeName } ?? externalScenes.first { $0.typeName.value == typeName }
    }

    /// The scenes `scene` inherits from through its `superclass` chain, the
    /// most distant superclass first. The decoder guarantees the chain is
    /// finite and names scenes of this spec (or of `externalScenes`).
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

    /// The segues `scene` inherits through its `superclass` chain, the most
    /// distant superclass's first, each scene's in spec order.
    public func inheritedSegues(of scene: Scene) -> [Segue] {
        superclassChain(of: scene).flatMap(\.segues)
    }
}

/// The platforms a spec can target.
public enum Platform: String, Sendable, CaseIterable {
    case ios
    case tvos
    case maccatalyst
    case visionos
    case macos

    /// The framework that provides view controllers and storyboard segues there.
    public var uiFramework: String { isUIKit ? "UIKit" : "AppKit" }

    /// Whether the platform uses UIKit (every platform but `macos`).
    public var isUIKit: Bool { self != .macos }
}

/// Swift access levels the generated declarations can have.
public enum AccessLevel: String, Sendable, CaseIterable, Comparable {
    case `internal`
    case `package`
    case `public`

    /// The modifier to write before a declaration: "" for internal, the
    /// default, so generated code stays as plain as hand-written code.
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
    /// The access level of its generated declarations.
    public var access: AccessLevel
    /// The scene of the spec this class inherits from, whose segues it has too.
    public var superclass: Located<String>?
    /// The segues declared for this class, in spec order (inherited ones are
    /// in `NavigationSpec.inheritedSegues(of:)`).
    public var segues: [Segue]
    /// Where a storyboard defines this scene, when code creates it by its
    /// storyboard identifier (or as the initial scene) rather than by a segue.
    public var instantiation: SceneInstantiation?
    /// Whether the class is a window controller (macOS), which is shown in its
    /// own window rather than presented.
    public var isWindowController: Bool
    /// The UIKit container the scene's class is (a `UINavigationController` subclass, say),
    /// which is presented but never pushed; nil for any other class.
    public var containerKind: ContainerKind?
    /// Where the spec says `windowController`, when it does (for lint).
    public var windowControllerKey: SourceLocation?
    /// The storyboard the scene's `storyboard` key names, or else its spec's
    /// top-level `storyboard`, whether the scene is created from it or not:
    /// for lint, which asks only for the keys a scene lacks.
    public var namedStoryboard: String?
    /// Whether `namedStoryboard` is the scene's own `storyboard` key rather than its spec's.
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

    /// What two scenes created from their storyboard may not share: the
    /// storyboard (its bundle and name: an app's `Main.storyboard` and a
    /// framework's are two) and Storyboard ID (or initial scene) they are
    /// created from, and for a scene in a container its class too, since
    /// scenes in one container are created each in a container of its own;
    /// nil for a scene not created from its storyboard.
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

/// A segue: its storyboard identifier, the type of scene it shows, and how
/// that scene is wrapped.
public struct Segue: Sendable, Equatable {
    /// The identifier exactly as set in the storyboard.
    public var identifier: Located<String>
    /// Whether it is an unwind segue (to the storyboard's Exit).
    public var isUnwind: Bool
    /// Whether it is an embed segue: a container view's child, which UIKit and AppKit
    /// perform when the view loads; it has no perform method.
    public var isEmbed = false
    /// The Swift type of the scene the segue shows; for an unwind segue, of
    /// the scene it unwinds to, when the spec names it.
    public var destination: Located<String>?
    /// The container the storyboard wraps the destination scene in, if any.
    public var container: Located<SegueContainer>?
    /// The Swift names derived from the identifier, or from `name:` when given.
    public var names: SegueNames
    /// Where the spec's `name:` is, when `names` come from it rather than the identifier.
    public var nameLocation: SourceLocation?
    /// Whether `names` come from the spec's `name:` rather than the identifier.
    public var hasExplicitName: Bool { nameLocation != nil }
    /// Where the Swift name comes from, for errors about it: the `name:`, else the identifier.
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

/// A container view controller that a segue's destination scene is wrapped
/// in, and where the scene sits inside it.
public struct SegueContainer: Sendable, Equatable {
    /// The container's class: one of the platform's containers or a subclass of one.
    public var typeName: String
    public var kind: ContainerKind
    /// Where the scene is among the container's children.
    public var position: ScenePosition

    public init(typeName: String, kind: ContainerKind, position: ScenePosition? = nil) {
        self.typeName = typeName
        self.kind = kind
        self.position = position ?? kind.defaultPosition
    }
}

/// The kinds of container controllers, each with the class that implements
/// it: UIKit's for the UIKit platforms, AppKit's for macOS.
public enum ContainerKind: String, Sendable, CaseIterable {
    /// `UINavigationController`.
    case navigation
    /// `UITabBarController`.
    case tabBar
    /// `UISplitViewController`.
    case split
    /// `NSWindowController`: the scene is its `contentViewController`.
    case window
    /// `NSTabViewController`: the scene is a tab's `viewController`.
    case tabView
    /// `NSSplitViewController`: the scene is a split item's `viewController`.
    case splitView

    /// The framework class of this kind of container.
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

    /// `UIKit` or `AppKit`.
    public var framework: String {
        switch self {
        case .navigation, .tabBar, .split: return "UIKit"
        case .window, .tabView, .splitView: return "AppKit"
        }
    }

    /// The kind whose framework class is `typeName`, if any.
    public init?(className typeName: String) {
        guard let kind = Self.allCases.first(where: { $0.className == typeName }) else { return nil }
        self = kind
    }

    /// The kinds of a UI framework.
    public static func kinds(of framework: String) -> [ContainerKind] {
        allCases.filter { $0.framework == framework }
    }

    /// Where the scene is unless the spec says otherwise.
    public var defaultPosition: ScenePosition {
        switch self {
        case .navigation, .window: return .root
        case .tabBar, .split, .tabView, .splitView: return .first
        }
    }

    /// The positions that make sense in this kind of container.
    public var positions: [ScenePosition] {
        switch self {
        case .navigation, .window: return [.root]
        case .tabBar, .tabView: return [.first, .selected]
        case .split, .splitView: return [.first]
        }
    }
}

/// Where a destination scene is among its container's children.
public enum ScenePosition: String, Sendable, CaseIterable {
    /// The navigation controller's root view controller (`viewControllers.first`),
    /// or the window controller's `contentViewController`.
    case root
    /// The selected tab (`selectedViewController`, or the tab view
    /// controller's selected item), or the root of a navigation controller there.
    case selected
    /// The first child of the declared type, in order, or the first such root
    /// of a navigation controller among the children.
    case first
}

/// Where a storyboard defines a scene that code creates by itself.
public struct SceneInstantiation: Sendable, Equatable {
    /// The storyboard's name: its file name without `.storyboard`.
    public var storyboard: Located<String>
    /// The scene's Storyboard ID, or nil for the storyboard's initial scene.
    public var identifier: Located<String>?
    /// The bundle the storyboard is in.
    public var bundle: StoryboardBundle
    /// The container the Storyboard ID (or initial scene) names, which holds
    /// the scene; nil when it names the scene itself.
    public var container: Located<SegueContainer>?

    public init(storyboard: Located<String>, identifier: Located<String>?, bundle: StoryboardBundle, container: Located<SegueContainer>? = nil) {
        self.storyboard = storyboard
        self.identifier = identifier
        self.bundle = bundle
        self.container = container
    }
}

/// The bundle a storyboard is loaded from.
public enum StoryboardBundle: Sendable, Equatable {
    /// The app's main bundle (`Bundle.main`).
    case main
    /// The Swift package target's resources (`Bundle.module`).
    case module
    /// The bundle of the scene's own class (`Bundle(for:)`), for frameworks.
    case sceneClass
    /// The bundle with this identifier (`Bundle(identifier:)`).
    case identifier(String)

    /// The spec's spelling: `main`, `module`, `class`, or a bundle identifier.
    public init(_ text: String) {
        switch text {
        case "main": self = .main
        case "module": self = .module
        case "class": self = .sceneClass
        default: self = .identifier(text)
        }
    }

    /// The spec's spelling, which `init(_:)` reads back.
    public var spelling: String {
        switch self {
        case .main: "main"
        case .module: "module"
        case .sceneClass: "class"
        case .identifier(let identifier): identifier
        }
    }
}
