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
