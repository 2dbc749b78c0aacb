// Stand-in for UIKit's UIViewController (iOS 17 SDK <UIKit/UIViewController.h> and the
// UIViewController categories in UINavigationController.h, imported by Swift).

/// An object that manages a view hierarchy; here, only its segue and containment API.
///
/// Signatures, optionality, `open`/`public`, `weak` and availability follow the SDK as Swift
/// imports it (see docs/StandIns.md). Behaviour follows the "Behaviour a generator relies on"
/// section of the reference: `performSegue(withIdentifier:sender:)` looks the identifier up in
/// the segue table the view controller was "loaded from a storyboard" with (set up through the
/// `StandIn` SPI), creates a fresh destination and segue, calls `prepare(for:sender:)` with the
/// caller's sender, then the segue's `perform()`, all before returning.
@available(iOS 2.0, *)
@preconcurrency @MainActor open class UIViewController: UIResponder {
    // MARK: Stand-in state (internal: invisible to importers, even through the SPI)

    /// The storyboard this view controller was "loaded from", if any.
    var standInStoryboard: UIStoryboard?
    /// The segues of the scene, in storyboard order; nil when not loaded from a storyboard.
    var standInSegueTemplates: [StandInSegueTemplate]?
    /// Child view controllers, in order.
    var standInChildren: [UIViewController] = []
    /// The view controller this one presented, kept alive by the presentation.
    var standInPresented: UIViewController?
    /// The view controller that presented this one.
    weak var standInPresenting: UIViewController?

    // MARK: Initializers

    /// Creates a view controller with the named nib in the bundle (neither is loaded here).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller from an archive. `required` as in the SDK (UIViewController
    /// adopts NSCoding), so a subclass that adds a designated initializer must implement it.
    /// A storyboard's creator block must create its view controller through this initializer with
    /// the coder it is given (checked when the block returns).
    public required init?(coder: NSCoder) {
        standInNoteInitialization(with: coder)
        super.init()
    }

    /// `-[NSObject init]`, which the SDK imports as a convenience initializer of
    /// UIViewController calling `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: Responder chain

    /// The parent, else the view controller presenting this one (the real chain goes through
    /// the view hierarchy, which the stand-in does not model).
    open override var next: UIResponder? {
        return parent ?? standInPresenting
    }

    // MARK: Storyboards and segues

    /// The storyboard from which the view controller originated, or nil.
    @available(iOS 5.0, *)
    open var storyboard: UIStoryboard? {
        return standInStoryboard
    }

    /// Initiates the segue with the specified identifier from the view controller's storyboard.
    ///
    /// Order, as in UIKit: destination created (its `storyboard` is this view controller's;
    /// an unwind segue's is found), `UIStoryboardSegue` created, this view
    /// controller's `prepare(for:sender:)` called with `sender` unchanged, then the segue's
    /// `perform()`; all synchronously. An unwind segue with no view controller to unwind to
    /// does nothing (see `StandInSegueTemplate.unwind(_:to:)`).
    /// `shouldPerformSegue(withIdentifier:sender:)` is not
    /// consulted. An identifier the scene has no segue for (or any identifier, on a view
    /// controller not loaded from a storyboard) ends the process like UIKit's uncaught
    /// `NSInvalidArgumentException`: the UIKit message on stderr, then `abort()` (SIGABRT).
    @available(iOS 5.0, *)
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = standInSegueTemplates?.first(where: { $0.identifier == identifier })
        else {
            standInRaise(
                name: "NSInvalidArgumentException",
                reason: "Receiver (\(standInObjectDescription(self))) has no segue with identifier '\(identifier)'"
            )
        }
        // An unwind segue with no view controller to unwind to is not performed.
        guard let destination = template.makeDestination() else { return }
        // UIKit instantiates the destination from the same storyboard; an unwind segue's exists.
        if case .unwind = template.kind {} else {
            destination.standInAdopt(standInStoryboard)
        }
        let segue = template.kind.makeSegue(identifier: identifier, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
        standInStoryboard?.standInRecord(
            StandInPerformedSegue(identifier: identifier, source: self, destination: destination, segue: segue)
        )
    }

    /// Whether the segue with the identifier should be performed; consulted by UIKit only for
    /// segues triggered from the storyboard, never by `performSegue(withIdentifier:sender:)`.
    /// The default implementation returns true.
    @discardableResult
    @available(iOS 6.0, *)
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        return true
    }

    /// Notifies the view controller that a segue is about to be performed. The default
    /// implementation does nothing; overrides need not call `super` (no NS_REQUIRES_SUPER).
    @available(iOS 5.0, *)
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Deprecated form whose sender is `Any`, not `Any?`. Deprecated in iOS 13; the deprecation
    /// is not reported on Linux (see docs/StandIns.md).
    @discardableResult
    @available(iOS, introduced: 6.0, deprecated: 13.0, message: "Use canPerformUnwindSegueAction:fromViewController:sender:")
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any
    ) -> Bool {
        return false
    }

    /// Whether this view controller handles the unwind action (default: false; the stand-in has
    /// no Objective-C runtime to look the action up with).
    @discardableResult
    @available(iOS 13.0, tvOS 13.0, *)
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    ) -> Bool {
        return false
    }

    /// The children to search for an unwind destination: `children` minus the one containing
    /// the source, as UIKit's default implementation.
    @discardableResult
    @available(iOS 9.0, *)
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child that contains the source of the unwind segue, or nil.
    @discardableResult
    @available(iOS 9.0, *)
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        return children.first { child in
            var current: UIViewController? = source.source
            while let candidate = current {
                if candidate === child { return true }
                current = candidate.parent
            }
            return false
        }
    }

    /// Called when an unwind segue transitions to a new view controller. Does nothing here.
    @available(iOS 9.0, *)
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Containment and presentation

    /// The child view controllers, in order.
    @available(iOS 5.0, *)
    open var children: [UIViewController] {
        return standInChildren
    }

    /// The parent view controller, or nil. Weak, as in the SDK.
    weak open internal(set) var parent: UIViewController?

    /// The view controller that presented this one or its nearest presented ancestor, or nil.
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? {
        return standInPresenting ?? parent?.presentingViewController
    }

    /// The view controller presented by this view controller or its nearest ancestor, or nil
    /// ("The view controller that is presented by this view controller, or one of its ancestors
    /// in the view controller hierarchy", Apple's documentation).
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? {
        return standInPresented ?? parent?.presentedViewController
    }

    /// Presents a view controller modally (full screen: from the root of this view controller's
    /// hierarchy, which becomes its `presentingViewController`).
    ///
    /// `presentedViewController` is set before this returns; `completion` runs later, on the main
    /// queue, once the transition has finished (the app must be running its main run loop). As in
    /// UIKit, a root that is already presenting refuses with a warning on stderr ("Attempt to
    /// present … which is already presenting …") and `completion` never runs; presenting a view
    /// controller that is already presented ends the process with UIKit's
    /// `NSInvalidArgumentException`. `flag` (animation) changes nothing here.
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if standInPresentModally(viewControllerToPresent), let completion {
            standInRunAfterTransition(completion)
        }
    }

    /// Dismisses the view controller that was presented modally by this view controller (or its
    /// hierarchy's root), with everything that one presented in turn; called on a presented view
    /// controller with nothing presented, asks its presenter to dismiss it.
    ///
    /// `presentedViewController` and `presentingViewController` are cleared before this returns;
    /// `completion` runs later, on the main queue. With nothing to dismiss nothing happens and
    /// `completion` does not run (unsure: see docs/StandIns.md). `flag` changes nothing here.
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let root = standInHierarchyRoot
        guard let presenter = root.standInPresented != nil ? root : presentingViewController else {
            return
        }
        var dismissed = presenter.standInPresented
        presenter.standInPresented = nil
        while let viewController = dismissed {
            viewController.standInPresenting = nil
            dismissed = viewController.standInPresented
            viewController.standInPresented = nil
        }
        if let completion {
            standInRunAfterTransition(completion)
        }
    }

    /// The nearest ancestor that is a navigation controller, or nil.
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let candidate = ancestor {
            if let navigationController = candidate as? UINavigationController {
                return navigationController
            }
            ancestor = candidate.parent
        }
        return nil
    }

    // MARK: Stand-in mechanics

    /// Makes `children` exactly `newChildren`, fixing up every child's `parent`.
    func standInSetChildren(_ newChildren: [UIViewController]) {
        for old in standInChildren where !newChildren.contains(where: { $0 === old }) {
            old.parent = nil
        }
        for child in newChildren {
            if let oldParent = child.parent, oldParent !== self {
                oldParent.standInChildren.removeAll { $0 === child }
            }
            child.parent = self
        }
        standInChildren = newChildren
    }

    /// Makes `storyboard` the storyboard of this view controller and of its descendants that have
    /// none: a scene's children (relationship segues) come from the same storyboard.
    func standInAdopt(_ storyboard: UIStoryboard?) {
        if standInStoryboard == nil {
            standInStoryboard = storyboard
        }
        for child in children {
            child.standInAdopt(storyboard)
        }
    }

    /// The topmost ancestor (this view controller if it has no parent).
    var standInHierarchyRoot: UIViewController {
        var root: UIViewController = self
        while let ancestor = root.parent {
            root = ancestor
        }
        return root
    }

    /// Presents `viewController` modally from the root of this view controller's hierarchy, as
    /// a full-screen presentation does, and returns true. Like UIKit, refuses (with a warning on
    /// stderr, returning false) when that root is already presenting, and raises
    /// `NSInvalidArgumentException` when `viewController` is already presented.
    @discardableResult
    func standInPresentModally(_ viewController: UIViewController) -> Bool {
        let presenter = standInHierarchyRoot
        if let presenting = viewController.standInPresenting {
            standInRaise(
                name: "NSInvalidArgumentException",
                reason: "Application tried to present modally a view controller "
                    + "\(standInObjectDescription(viewController)) that is already being presented by "
                    + "\(standInObjectDescription(presenting)).")
        }
        if let alreadyPresented = presenter.standInPresented {
            standInWarn(
                "Attempt to present \(standInObjectDescription(viewController)) on "
                    + "\(standInObjectDescription(presenter)) (from \(standInObjectDescription(self))) "
                    + "which is already presenting \(standInObjectDescription(alreadyPresented))."
            )
            return false
        }
        presenter.standInPresented = viewController
        viewController.standInPresenting = presenter
        return true
    }

    /// Shows `viewController` as a "show" segue does: pushed onto the nearest navigation
    /// controller, else presented modally.
    func standInShow(_ viewController: UIViewController) {
        if let navigationController = (self as? UINavigationController) ?? navigationController {
            navigationController.viewControllers = navigationController.viewControllers + [viewController]
        } else {
            standInPresentModally(viewController)
        }
    }
}
