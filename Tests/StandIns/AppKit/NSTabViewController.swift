// Stand-in for AppKit's NSTabViewController and NSTabViewItem (macOS 14 SDK
// <AppKit/NSTabViewController.h>, <AppKit/NSTabViewItem.h>, imported by Swift).

/// A container view controller that shows one of its children at a time, one per tab view item.
///
/// Declares no initializer, like the SDK's: it inherits NSViewController's. The tab view items
/// and `children` are kept in step as AppKit documents it: setting `tabViewItems` makes their
/// view controllers the children; setting `children` gives every new child a default item.
@available(macOS 10.10, *)
@preconcurrency @MainActor open class NSTabViewController: NSViewController {
    /// The tab view items, in tab order.
    var standInTabViewItems: [NSTabViewItem] = []
    /// The selected tab's index, -1 when there is none.
    var standInSelectedIndex = -1

    /// The tab view items of the current children, in tab order.
    open var tabViewItems: [NSTabViewItem] {
        get { return standInTabViewItems }
        set {
            standInTabViewItems = newValue
            standInReplaceChildren(with: newValue.compactMap { $0.viewController })
            standInClampSelection()
        }
    }

    /// The index of the selected tab view item: 0 once there are items (unless set), -1 when
    /// there are none.
    open var selectedTabViewItemIndex: Int {
        get { return standInSelectedIndex }
        set { standInSelectedIndex = newValue }
    }

    /// Adds a tab view item at the end; its view controller becomes the last child.
    open func addTabViewItem(_ tabViewItem: NSTabViewItem) {
        tabViewItems = tabViewItems + [tabViewItem]
    }

    /// The tab view item of a child view controller, or nil if it is not a child.
    @discardableResult
    open func tabViewItem(for viewController: NSViewController) -> NSTabViewItem? {
        return standInTabViewItems.first { $0.viewController === viewController }
    }

    override func standInChildrenDidChange() {
        standInTabViewItems = children.map { child in
            tabViewItem(for: child) ?? NSTabViewItem(viewController: child)
        }
        standInClampSelection()
    }

    /// Keeps the selection on an existing item (-1 without items, 0 for the first one added).
    private func standInClampSelection() {
        if standInTabViewItems.isEmpty {
            standInSelectedIndex = -1
        } else if standInSelectedIndex < 0 || standInSelectedIndex >= standInTabViewItems.count {
            standInSelectedIndex = max(0, min(standInSelectedIndex, standInTabViewItems.count - 1))
        }
    }
}

/// An item of a tab view; here, the view controller of a tab of an `NSTabViewController`.
///
/// NOT main-actor. The SDK's header marks no designated initializer, so Swift treats all of
/// them as designated: `init()`, `init(identifier:)` and, through `NSCoding`, the required
/// `init?(coder:)`. `viewController` is OPTIONAL.
open class NSTabViewItem: NSObject {
    /// The tab's view controller.
    private var storedViewController: NSViewController?

    /// `-[NSObject init]`, inherited as a designated initializer.
    public override init() {
        super.init()
    }

    /// Creates an item with an identifier (unused by the stand-in).
    public init(identifier: Any?) {
        super.init()
    }

    /// Creates an item from an archive (`NSCoding`).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// An item wrapping `viewController` (`+tabViewItemWithViewController:` in the SDK).
    @available(macOS 10.10, *)
    public convenience init(viewController: NSViewController) {
        self.init(identifier: nil)
        self.viewController = viewController
    }

    /// The view controller of the tab, or nil.
    @available(macOS 10.10, *)
    open var viewController: NSViewController? {
        get { return storedViewController }
        set { storedViewController = newValue }
    }
}

/// Not `Sendable`, explicitly: the SDK's header is audited for sendability
/// (`NS_HEADER_AUDIT_BEGIN(nullability, sendability)`), so Swift reports "conformance of
/// 'NSTabViewItem' to 'Sendable' is unavailable" (a warning in Swift 5 mode, an error in Swift 6).
@available(*, unavailable)
extension NSTabViewItem: @unchecked Sendable {}
