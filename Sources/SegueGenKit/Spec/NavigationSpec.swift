/// A navigation spec: for each source scene (a view controller class), the
/// segues that start at it and the type of scene each one shows.
///
/// This is the typed model every later stage works from; it keeps the source
/// location of every value so that problems found after decoding can still be
/// reported at the line that caused them. Order is the spec's order.
public struct NavigationSpec: Sendable, Equatable {
    /// The UI framework family the generated code targets.
    public var platform: Platform
    /// Modules the generated files import besides the platform's UI framework,
    /// in spec order (the generator sorts and deduplicates them).
    public var imports: [Located<String>]
    /// How a typed perform's `configure` closure reaches `prepare(for:sender:)`.
    public var dispatch: SegueDispatch
    /// The source scenes, in spec order.
    public var scenes: [Scene]

    public init(platform: Platform = .ios, imports: [Located<String>] = [], dispatch: SegueDispatch = .forward, scenes: [Scene] = []) {
        self.platform = platform
        self.imports = imports
        self.dispatch = dispatch
        self.scenes = scenes
    }
}

/// The platforms a spec can target. All of them use UIKit.
public enum Platform: String, Sendable, CaseIterable {
    case ios
    case tvos
    case maccatalyst
    case visionos

    /// The framework that provides `UIViewController` and `UIStoryboardSegue` there.
    public var uiFramework: String { "UIKit" }
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
    /// The segues in spec order.
    public var segues: [Segue]

    public init(typeName: Located<String>, segues: [Segue]) {
        self.typeName = typeName
        self.segues = segues
    }
}

/// A segue: its storyboard identifier, the type of scene it shows, and how
/// that scene is wrapped.
public struct Segue: Sendable, Equatable {
    /// The identifier exactly as set in the storyboard.
    public var identifier: Located<String>
    /// The Swift type of the scene the segue shows.
    public var destination: Located<String>
    /// The container the storyboard wraps the destination scene in, if any.
    public var container: Located<SegueContainer>?
    /// The Swift names derived from the identifier, or from `name:` when given.
    public var names: SegueNames
    /// Whether `names` come from the spec's `name:` rather than the identifier.
    public var hasExplicitName: Bool

    public init(
        identifier: Located<String>, destination: Located<String>, container: Located<SegueContainer>? = nil,
        names: SegueNames, hasExplicitName: Bool = false
    ) {
        self.identifier = identifier
        self.destination = destination
        self.container = container
        self.names = names
        self.hasExplicitName = hasExplicitName
    }
}

/// A UIKit container view controller that a segue's destination scene can be
/// wrapped in, and where the scene sits inside it.
public enum SegueContainer: String, Sendable, CaseIterable {
    /// The scene is the navigation controller's root view controller
    /// (`viewControllers.first`).
    case navigationController = "UINavigationController"
    /// The scene is the first tab of the declared type (`viewControllers`, in
    /// tab order), or the first such root of a navigation controller in a tab.
    case tabBarController = "UITabBarController"
    /// The scene is the first column of the declared type (`viewControllers`,
    /// in column order), or the first such root of a navigation controller in a column.
    case splitViewController = "UISplitViewController"

    /// The container's class name.
    public var typeName: String { rawValue }
}
