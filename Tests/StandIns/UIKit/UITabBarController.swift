// Stand-in for UIKit's UITabBarController (iOS 17 SDK <UIKit/UITabBarController.h>, imported
// by Swift). Declares no initializer, like the SDK's: it inherits UIViewController's.

/// A container that shows one of several child view controllers, chosen with a tab bar.
@available(iOS 2.0, *)
@preconcurrency @MainActor open class UITabBarController: UIViewController {
    /// The tabs' root view controllers, or nil (OPTIONAL, unlike the other containers').
    /// Setting it makes each one a child and selects the first if the selection is not kept.
    open var viewControllers: [UIViewController]? {
        get { return standInHasTabs ? children : nil }
        set {
            standInHasTabs = newValue != nil
            standInSetChildren(newValue ?? [])
            if let selected = selectedViewController, children.contains(where: { $0 === selected }) {
                return
            }
            selectedViewController = children.first
        }
    }

    /// The selected tab's view controller. `unowned(unsafe)`: the SDK's property is `assign`.
    unowned(unsafe) open var selectedViewController: UIViewController?

    /// Whether `viewControllers` was set to a non-nil array.
    var standInHasTabs = false
}
