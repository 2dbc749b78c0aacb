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

@_spi(StandIn)
extension NSStoryboard {
    /// Creates a named stand-in storyboard (the name only appears in messages).
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
    /// view controller), or nil.
    public var standInWindow: NSWindow? {
        return standInContainingWindow
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
        presenter.standInPresent(viewController)
    } else {
        standInShow(destination, from: source)
    }
}
