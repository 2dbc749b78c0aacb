// Stand-in for UIKit's UINavigationController (iOS 17 SDK <UIKit/UINavigationController.h>,
// imported by Swift).

/// A container that manages a stack of view controllers.
///
/// All four designated initializers of the SDK are declared: a subclass inherits the
/// convenience `init()` only if it overrides all of them, as on iOS.
@available(iOS 2.0, *)
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// Creates a navigation controller with custom bar classes (unused by the stand-in).
    @available(iOS 5.0, *)
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a navigation controller whose stack is `[rootViewController]`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller from an archive.
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// Pushes a view controller onto the stack: it becomes the top view controller and a child
    /// of this one, before this returns. `animated` changes nothing here.
    ///
    /// Ends the process with UIKit's `NSInvalidArgumentException` when `viewController` is a
    /// navigation controller ("Pushing a navigation controller is not supported") or already in
    /// the stack ("If the view controller is already on the navigation stack, this method throws
    /// an exception", Apple's documentation; the header's comment says it has no effect), with the
    /// iOS 17 wording.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            standInRaise(name: "NSInvalidArgumentException", reason: "Pushing a navigation controller is not supported")
        }
        if viewControllers.contains(where: { $0 === viewController }) {
            standInRaise(
                name: "NSInvalidArgumentException",
                reason: "\(standInObjectDescription(self)) is pushing the same view controller instance "
                    + "(\(standInObjectDescription(viewController))) more than once which is not supported and is "
                    + "most likely an error in the application")
        }
        viewControllers = viewControllers + [viewController]
    }

    /// Pops the top view controller and returns it; does nothing and returns nil when the top
    /// one is the root ("you cannot pop the last item on the stack"). `animated` changes nothing
    /// here.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else {
            return nil
        }
        viewControllers = Array(viewControllers.dropLast())
        return top
    }

    /// The view controller at the top of the stack, or nil when the stack is empty.
    open var topViewController: UIViewController? {
        return viewControllers.last
    }

    /// The view controller presented on top of the navigation controller, else the top one.
    open var visibleViewController: UIViewController? {
        return standInPresented ?? topViewController
    }

    /// The stack, root first. Setting it makes each view controller a child of this one.
    open var viewControllers: [UIViewController] {
        get { return children }
        set { standInSetChildren(newValue) }
    }
}
