// Stand-in for UIKit's UISplitViewController (iOS 14+ SDK <UIKit/UISplitViewController.h>,
// imported by Swift).

/// A container that shows view controllers side by side in columns.
///
/// The three designated initializers of the SDK are declared: a subclass inherits the
/// convenience `init()` only if it overrides all of them, as on iOS.
@available(iOS 3.2, *)
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    /// The column style (`UISplitViewControllerStyle`); not `@frozen`, like every imported
    /// NS_ENUM: exhaustive switches need `@unknown default`.
    @available(iOS 14.0, *)
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// A column (`UISplitViewControllerColumn`); not `@frozen`, like every imported NS_ENUM.
    @available(iOS 14.0, *)
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    /// The raw value of the style the controller was created with (0: unspecified).
    var standInStyle = 0

    /// Creates a split view controller from an archive (classic, unspecified style).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a classic (unspecified-style) split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a column-style split view controller.
    @available(iOS 14.0, *)
    public init(style: UISplitViewController.Style) {
        super.init(nibName: nil, bundle: nil)
        standInStyle = style.rawValue
    }

    /// The view controller of a column, or nil. Stand-in model: nil for the classic style and
    /// for `.compact`; otherwise `viewControllers` in column order (primary, [supplementary,]
    /// secondary).
    @discardableResult
    @available(iOS 14.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        let order: [Column]
        switch standInStyle {
        case Style.doubleColumn.rawValue: order = [.primary, .secondary]
        case Style.tripleColumn.rawValue: order = [.primary, .supplementary, .secondary]
        default: return nil
        }
        guard let index = order.firstIndex(of: column), index < viewControllers.count else {
            return nil
        }
        return viewControllers[index]
    }

    /// The child view controllers, primary first. Setting it makes each one a child.
    open var viewControllers: [UIViewController] {
        get { return children }
        set { standInSetChildren(newValue) }
    }
}
