// Test-only API of the stand-in UIKit, behind `@_spi(StandIn)`: code that imports UIKit
// normally (as generated code does) cannot see any of it; tests write
// `@_spi(StandIn) import UIKit`.
//
// It sets view controllers up "as if loaded from a storyboard" (a scene's segue table) and
// exposes what the real UIKit would make observable on screen: the log of performed segues,
// the presented view controller.

/// How a stand-in storyboard segue shows its destination when performed (Interface Builder's
/// segue kinds; UIKit implements each as a private `UIStoryboardSegue` subclass).
@_spi(StandIn)
public enum StandInSegueKind {
    /// "Show": pushed onto the source's navigation controller (the nearest ancestor that is
    /// one, or the source itself if it is one), else presented modally.
    case show
    /// "Present Modally": presented from the root of the source's hierarchy.
    case present
    /// A custom segue class: `make(identifier, source, destination)` creates the segue (as
    /// UIKit instantiates the class named in the storyboard); its `perform()` does the rest.
    case custom(@MainActor (String, UIViewController, UIViewController) -> UIStoryboardSegue)
    /// An unwind segue (connected to the scene's Exit): its destination is a view controller
    /// that exists already; `perform()` leaves the screen as it is (UIKit's pops or dismisses
    /// back to it). Made with `StandInSegueTemplate.unwind(_:to:)`.
    case unwind

    @MainActor
    func makeSegue(identifier: String, source: UIViewController, destination: UIViewController)
        -> UIStoryboardSegue
    {
        switch self {
        case .show:
            return StandInShowSegue(identifier: identifier, source: source, destination: destination)
        case .present:
            return StandInPresentationSegue(identifier: identifier, source: source, destination: destination)
        case .custom(let make):
            return make(identifier, source, destination)
        case .unwind:
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        }
    }
}

/// One segue of a scene in a stand-in storyboard.
@_spi(StandIn)
public struct StandInSegueTemplate {
    /// The segue identifier `performSegue(withIdentifier:sender:)` looks up.
    public let identifier: String
    /// How the segue shows its destination.
    public let kind: StandInSegueKind
    /// Creates the destination; called once per perform (each perform gets a fresh one). For
    /// an unwind segue, finds the existing view controller to unwind to, or nil when none.
    public let makeDestination: @MainActor () -> UIViewController?

    /// - Parameters:
    ///   - identifier: the segue identifier.
    ///   - kind: how the segue shows its destination (default: `.show`).
    ///   - destination: creates a new destination view controller for each perform.
    public init(
        identifier: String, kind: StandInSegueKind = .show,
        destination: @escaping @MainActor () -> UIViewController
    ) {
        self.identifier = identifier
        self.kind = kind
        self.makeDestination = destination
    }

    private init(identifier: String, unwindingTo destination: @escaping @MainActor () -> UIViewController?) {
        self.identifier = identifier
        self.kind = .unwind
        self.makeDestination = destination
    }

    /// An unwind segue whose destination `destination` finds: the existing view controller
    /// that implements the segue's unwind action, or nil when no view controller on the way
    /// back does. UIKit looks for it before anything else (Apple's TN2298, "The Unwind
    /// Process"); when it finds none, `performSegue(withIdentifier:sender:)` creates no segue
    /// and calls neither `prepare(for:sender:)` nor `perform()`.
    public static func unwind(
        _ identifier: String, to destination: @escaping @MainActor () -> UIViewController?
    ) -> StandInSegueTemplate {
        StandInSegueTemplate(identifier: identifier, unwindingTo: destination)
    }
}

/// A segue that `performSegue(withIdentifier:sender:)` performed, as recorded by the
/// storyboard the source was loaded from (after `perform()` returned).
@_spi(StandIn)
public struct StandInPerformedSegue {
    /// The segue identifier.
    public let identifier: String
    /// The view controller that performed the segue.
    public let source: UIViewController
    /// The destination created for this perform.
    public let destination: UIViewController
    /// The segue object passed to `prepare(for:sender:)`.
    public let segue: UIStoryboardSegue
}

/// A scene of a stand-in storyboard file: a view controller with a storyboard identifier.
@_spi(StandIn)
public struct StandInScene: StandInStoryboardScene {
    /// The storyboard identifier `instantiateViewController(withIdentifier:)` looks up.
    public let identifier: String
    /// The segues of the scene, which every view controller instantiated from it gets.
    let segues: [StandInSegueTemplate]
    let sceneClassName: String
    let isOfSceneClass: (UIViewController) -> Bool
    let make: @MainActor () -> UIViewController

    /// A scene whose class is `ViewController`, the type `viewController` returns.
    ///
    /// - Parameters:
    ///   - identifier: the scene's storyboard identifier.
    ///   - segues: the scene's segues (default: none).
    ///   - viewController: creates a new view controller of the scene; called once per
    ///     instantiation that a creator block does not take over.
    public init<ViewController: UIViewController>(
        identifier: String, segues: [StandInSegueTemplate] = [],
        viewController: @escaping @MainActor () -> ViewController
    ) {
        self.identifier = identifier
        self.segues = segues
        self.sceneClassName = standInClassName(ViewController.self)
        self.isOfSceneClass = { $0 is ViewController }
        self.make = viewController
    }
}

@_spi(StandIn)
extension UIStoryboard {
    /// Puts a compiled storyboard named `name` into `bundle` (nil: the main bundle), as if the app
    /// had been built with it, so that `UIStoryboard(name:bundle:)` finds it. Replaces a storyboard
    /// of the same name in that bundle. The storyboards live as long as the process.
    ///
    /// - Parameters:
    ///   - name: the file name without extension, e.g. `"Main"`.
    ///   - bundle: the bundle; nil for `Bundle.main`.
    ///   - scenes: the scenes; if two share an identifier, the first one wins.
    ///   - initialScene: the identifier of the initial scene, or nil for none. It must name one of
    ///     `scenes` (else the process ends with a `StandIn:` message); like UIKit's entry point it
    ///     can also be instantiated by that identifier.
    public static func standInAddStoryboard(
        named name: String, bundle: Bundle? = nil, scenes: [StandInScene], initialScene: String? = nil
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

    /// The segues performed from view controllers loaded from this storyboard, oldest first.
    public var standInPerformedSegues: [StandInPerformedSegue] {
        return standInPerformedSegueLog
    }
}

@_spi(StandIn)
extension UIViewController {
    /// Sets this instance up as if `storyboard` had loaded it from a scene with `segues`:
    /// `storyboard` returns it and `performSegue(withIdentifier:sender:)` finds these segues.
    /// A view controller never set up this way has no segues at all, as in UIKit. If two
    /// templates share an identifier, the first one wins.
    public func standInLoad(from storyboard: UIStoryboard, segues: [StandInSegueTemplate]) {
        standInStoryboard = storyboard
        standInSegueTemplates = segues
    }

    /// The view controller this one presented (UIKit's `presentedViewController`), or nil.
    public var standInPresentedViewController: UIViewController? {
        return standInPresented
    }

    /// Presents `viewController` as a full-screen modal presentation does (UIKit's
    /// `present(_:animated:completion:)` without animation or completion).
    public func standInPresent(_ viewController: UIViewController) {
        standInPresentModally(viewController)
    }
}

@_spi(StandIn)
extension UIStoryboardUnwindSegueSource {
    /// Creates an unwind segue source, as UIKit does when an unwind segue is triggered.
    public convenience init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.init(standInSource: source, unwindAction: unwindAction, sender: sender)
    }
}

/// UIKit's private "show" segue: push onto the navigation controller, else present.
final class StandInShowSegue: UIStoryboardSegue {
    override func perform() {
        source.standInShow(destination)
    }
}

/// UIKit's private modal presentation segue.
final class StandInPresentationSegue: UIStoryboardSegue {
    override func perform() {
        source.standInPresentModally(destination)
    }
}
