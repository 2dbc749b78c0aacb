// Stand-in for AppKit's NSSplitViewController and NSSplitViewItem (macOS 14 SDK
// <AppKit/NSSplitViewController.h>, <AppKit/NSSplitViewItem.h>, imported by Swift).

/// A container view controller that shows its children side by side, one per split view item.
///
/// Declares no initializer, like the SDK's: it inherits NSViewController's. Items and
/// `children` are kept in step as for `NSTabViewController`.
@available(macOS 10.10, *)
@preconcurrency @MainActor open class NSSplitViewController: NSViewController {
    /// The split view items, in order.
    var standInSplitViewItems: [NSSplitViewItem] = []

    /// The split view items of the current children, in order.
    open var splitViewItems: [NSSplitViewItem] {
        get { return standInSplitViewItems }
        set {
            standInSplitViewItems = newValue
            standInReplaceChildren(with: newValue.map { $0.viewController })
        }
    }

    /// Adds a split view item at the end; its view controller becomes the last child.
    open func addSplitViewItem(_ splitViewItem: NSSplitViewItem) {
        splitViewItems = splitViewItems + [splitViewItem]
    }

    /// The split view item of a child view controller, or nil if it is not a child.
    @discardableResult
    open func splitViewItem(for viewController: NSViewController) -> NSSplitViewItem? {
        return standInSplitViewItems.first { $0.viewController === viewController }
    }

    override func standInChildrenDidChange() {
        standInSplitViewItems = children.map { child in
            splitViewItem(for: child) ?? NSSplitViewItem(viewController: child)
        }
    }
}

/// An item of a split view controller: one child view controller and its pane.
///
/// NOT main-actor. It declares no initializer in the SDK (it inherits `init()` from NSObject)
/// and adopts `NSCoding` (required `init?(coder:)`). `viewController` is NOT optional; an item
/// made with `init()` has none until one is set.
@available(macOS 10.10, *)
open class NSSplitViewItem: NSObject {
    /// The pane's view controller.
    private var storedViewController: NSViewController?

    /// `-[NSObject init]`, inherited as a designated initializer.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive (`NSCoding`).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// An item representing `viewController` (`+splitViewItemWithViewController:` in the SDK).
    public convenience init(viewController: NSViewController) {
        self.init()
        self.viewController = viewController
    }

    /// The view controller of the pane. Reading it before it is set ends the process (AppKit
    /// returns nil into the non-optional, which crashes Swift code that uses it).
    open var viewController: NSViewController {
        get {
            guard let storedViewController else {
                standInFail("NSSplitViewItem.viewController was read before it was set")
            }
            return storedViewController
        }
        set { storedViewController = newValue }
    }
}

/// Not `Sendable`, explicitly: the SDK's header is audited for sendability
/// (`NS_HEADER_AUDIT_BEGIN(nullability, sendability)`), so Swift reports "conformance of
/// 'NSSplitViewItem' to 'Sendable' is unavailable" (a warning in Swift 5 mode, an error in Swift 6).
@available(*, unavailable)
extension NSSplitViewItem: @unchecked Sendable {}
