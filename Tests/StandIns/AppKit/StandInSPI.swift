// Test-only API of the stand-in AppKit, behind `@_spi(StandIn)`: code that imports AppKit
// normally (as generated code does) cannot see any of it; tests write
// `@_spi(StandIn) import AppKit`.
//
// It sets view and window controllers up "as if loaded from a storyboard" (a scene's segue
// table) and exposes what the real AppKit would make observable on screen: the log of
// performed segues, presented view controllers, the window a view controller is shown in.

/// How a stand-in storyboard segue shows its destination when performed (Interface Builder's
/// macOS segue kinds; AppKit implements each as a private `NSStoryboardSegue` subclass).
@_spi(StandIn)
public enum StandInSegueKind {
    /// "Show": a window controller destination shows its window; a view controller destination
    /// is shown in a new window of its own (`NSWindow(contentViewController:)`).
    case show
    /// "Modal", "Sheet" or "Popover": a view controller destination is presented from the
    /// source view controller (from a window controller source: from its content view
    /// controller, else it is shown as by `.show`), which becomes its `presentingViewController`;
    /// a window controller destination shows its window.
    case present
    /// A custom segue class: `make(identifier, source, destination)` creates the segue (as AppKit
    /// instantiates the class named in the storyboard); its `perform()` does the rest.
    case custom(@MainActor (NSStoryboardSegue.Identifier, Any, Any) -> NSStoryboardSegue)

    @MainActor
    func makeSegue(identifier: NSStoryboardSegue.Identifier, source: NSResponder, destination: NSResponder)
        -> NSStoryboardSegue
    {
        switch self {
        case .show:
            return NSStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                standInShow(destination, from: source)
            }
        case .present:
            return NSStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                standInPresent(destination, from: source)
            }
        case .custom(let make):
            return make(identifier, source, destination)
        }
    }
}

/// How a view controller was presented (`NSViewController.standInPresentationStyle`).
@_spi(StandIn)
public enum StandInPresentationStyle: Equatable, Sendable {
    /// By a storyboard segue of kind `.present` ("Modal", "Sheet" or "Popover", not told apart).
    case storyboardSegue
    /// By `presentAsSheet(_:)`.
    case sheet
    /// By `presentAsModalWindow(_:)`.
    case modalWindow
}

/// One segue of a scene in a stand-in storyboard.
@_spi(StandIn)
public struct StandInSegueTemplate {
    /// The segue identifier `performSegue(withIdentifier:sender:)` looks up.
    public let identifier: NSStoryboardSegue.Identifier
    /// How the segue shows its destination.
    public let kind: StandInSegueKind
    /// Creates the destination, a view controller or a window controller; called once per
    /// perform (each perform gets a fresh one).
    let makeDestination: @MainActor () -> NSResponder

    /// A segue to a view controller scene.
    ///
    /// - Parameters:
    ///   - identifier: the segue identifier.
    ///   - kind: how the segue shows its destination (default: `.show`).
    ///   - destination: creates a new destination view controller for each perform.
    public init(
        identifier: NSStoryboardSegue.Identifier, kind: StandInSegueKind = .show,
        destination: @escaping @MainActor () -> NSViewController
    ) {
        self.identifier = identifier
        self.kind = kind
        self.makeDestination = destination
    }

    /// A segue to a window controller scene (whose `contentViewController` is usually the view
    /// controller the app wants to configure).
    ///
    /// - Parameters:
    ///   - identifier: the segue identifier.
    ///   - kind: how the segue shows its destination (default: `.show`).
    ///   - windowController: creates a new destination window controller for each perform.
    public init(
        identifier: NSStoryboardSegue.Identifier, kind: StandInSegueKind = .show,
        windowController: @escaping @MainActor () -> NSWindowController
    ) {
        self.identifier = identifier
        self.kind = kind
        self.makeDestination = windowController
    }
}

/// A segue that `performSegue(withIdentifier:sender:)` performed, as recorded by the
/// storyboard the source was loaded from (after `perform()` returned). A segue that
/// `shouldPerformSegue(withIdentifier:sender:)` refused is not recorded.
@_spi(StandIn)
public struct StandInPerformedSegue {
    /// The segue identifier.
    public let identifier: NSStoryboardSegue.Identifier
    /// The view controller or window controller that performed the segue.
    public let source: NSResponder
    /// The destination created for this perform: a view controller or a window controller.
    public let destination: NSResponder
    /// The segue object passed to `prepare(for:sender:)`.
    public let segue: NSStoryboardSegue
}

/// A scene of a stand-in storyboard file: a view controller or a window controller with a
/// storyboard identifier.
@_spi(StandIn)
public struct StandInScene: StandInStoryboardScene {
    /// The storyboard identifier `instantiateController(withIdentifier:)` looks up.
    public let identifier: NSStoryboard.SceneIdentifier
    /// The segues of the scene, which every controller instantiated from it gets.
    let segues: [StandInSegueTemplate]
    let sceneClassName: String
    let isOfSceneClass: (NSResponder) -> Bool
    let make: @MainActor () -> NSResponder

    /// A view controller scene whose class is `ViewController`, the type `viewController` returns.
    ///
    /// - Parameters:
    ///   - identifier: the scene's storyboard identifier.
    ///   - segues: the scene's segues (default: none).
    ///   - viewController: creates a new view controller of the scene; called once per
    ///     instantiation that a creator block does not take over. Children it gives the view
    ///     controller (relationship segues) get the storyboard too, unless they have one.
    public init<ViewController: NSViewController>(
        identifier: NSStoryboard.SceneIdentifier, segues: [StandInSegueTemplate] = [],
        viewController: @escaping @MainActor () -> ViewController
    ) {
        self.identifier = identifier
        self.segues = segues
        self.sceneClassName = standInClassName(ViewController.self)
        self.isOfSceneClass = { $0 is ViewController }
        self.make = viewController
    }

    /// A window controller scene whose class is `WindowController`, the type `windowController`
    /// returns (its content view controller gets the storyboard too, unless it has one).
    ///
    /// - Parameters:
    ///   - identifier: the scene's storyboard identifier.
    ///   - segues: the scene's segues (default: none).
    ///   - windowController: creates a new window controller of the scene; called once per
    ///     instantiation that a creator block does not take over.
    public init<WindowController: NSWindowController>(
        identifier: NSStoryboard.SceneIdentifier, segues: [StandInSegueTemplate] = [],
        windowController: @escaping @MainActor () -> WindowController
    ) {
        self.identifier = identifier
        self.segues = segues
        self.sceneClassName = standInClassName(WindowController.self)
        self.isOfSceneClass = { $0 is WindowController }
        self.make = windowController
    }
}

@_spi(StandIn)
extension NSStoryboard {
    /// Puts a compiled storyboard named `name` into `bundle` (nil: the main bundle), as if the app
    /// had been built with it, so that `NSStoryboard(name:bundle:)` finds it. Replaces a
    /// storyboard of the same name in that bundle. The storyboards live as long as the process.
    ///
    /// - Parameters:
    ///   - name: the file name without extension, e.g. `"Main"`.
    ///   - bundle: the bundle; nil for `Bundle.main`.
    ///   - scenes: the scenes; if two share an identifier, the first one wins.
    ///   - initialScene: the identifier of the initial scene, or nil for none. It must name one of
    ///     `scenes` (else the process ends with a `StandIn:` message); it can also be
    ///     instantiated by that identifier.
    public static func standInAddStoryboard(
        named name: NSStoryboard.Name, bundle: Bundle? = nil, scenes: [StandInScene],
        initialScene: NSStoryboard.SceneIdentifier? = nil
    ) {
        standInStoryboardFiles.add(named: name, bundle: bundle, scenes: scenes, initialScene: initialScene)
    }

    /// Removes every storyboard added with `standInAddStoryboard(named:bundle:scenes:initialScene:)`.
    public static func standInRemoveAllStoryboards() {
        standInStoryboardFiles.removeAll()
    }

    /// Creates a named stand-in storyboard with no scenes (the name only appears in messages).
    public convenience init(standInName name: String) {
        self.init()
        standInName = name
    }

    /// The storyboard's name as given to `init(standInName:)`, or "".
    public var standInStoryboardName: String {
        return standInName
    }

    /// The segues performed from controllers loaded from this storyboard, oldest first.
    public var standInPerformedSegues: [StandInPerformedSegue] {
        return standInPerformedSegueLog
    }
}

@_spi(StandIn)
extension NSViewController {
    /// Sets this instance up as if `storyboard` had loaded it from a scene with `segues`:
    /// `storyboard` returns it and `performSegue(withIdentifier:sender:)` finds these segues.
    /// A view controller never set up this way has no segues at all, as in AppKit. If two
    /// templates share an identifier, the first one wins.
    public func standInLoad(from storyboard: NSStoryboard, segues: [StandInSegueTemplate]) {
        standInStoryboard = storyboard
        standInSegueTemplates = segues
    }

    /// The view controllers this one presented, oldest first (AppKit's
    /// `presentedViewControllers`).
    public var standInPresentedViewControllers: [NSViewController] {
        return standInPresented
    }

    /// The window whose content view controller this is (AppKit's `view.window` for a content
    /// view controller, including the window of a sheet or a modal window), or nil.
    public var standInWindow: NSWindow? {
        return standInContainingWindow
    }

    /// How this view controller is presented, or nil if it is not.
    public var standInPresentation: StandInPresentationStyle? {
        return standInPresentationStyle
    }
}

@_spi(StandIn)
extension NSWindowController {
    /// Sets this instance up as if `storyboard` had loaded it from a scene with `segues`; see
    /// `NSViewController.standInLoad(from:segues:)`.
    public func standInLoad(from storyboard: NSStoryboard, segues: [StandInSegueTemplate]) {
        standInStoryboard = storyboard
        standInSegueTemplates = segues
    }
}

/// AppKit's "Show" segue: shows a window controller's window, or a view controller in a new
/// window (kept open by the source's storyboard, as AppKit's window list keeps it).
@MainActor
private func standInShow(_ destination: NSResponder, from source: NSResponder) {
    if let windowController = destination as? NSWindowController {
        windowController.showWindow(source)
    } else if let viewController = destination as? NSViewController {
        let window = NSWindow(contentViewController: viewController)
        window.standInVisible = true
        source.standInStoryboard?.standInOpenedWindows.append(window)
    }
}

/// AppKit's "Modal"/"Sheet"/"Popover" segues: presents a view controller from the source view
/// controller (or a window controller source's content view controller).
@MainActor
private func standInPresent(_ destination: NSResponder, from source: NSResponder) {
    let presenter = (source as? NSViewController) ?? (source as? NSWindowController)?.contentViewController
    if let viewController = destination as? NSViewController, let presenter {
        presenter.standInPresent(viewController, style: .storyboardSegue)
    } else {
        standInShow(destination, from: source)
    }
}
