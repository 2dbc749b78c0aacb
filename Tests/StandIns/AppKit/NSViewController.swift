// Stand-in for AppKit's NSViewController (macOS 14 SDK <AppKit/NSViewController.h>, and the
// NSSeguePerforming methods it implements, imported by Swift).

/// A controller that manages a view; here, only its segue, containment and presentation API.
///
/// Signatures, optionality, `open`/`public` and availability follow the SDK as Swift imports
/// it (see docs/StandIns.md). Behaviour follows the "Behaviour a generator relies on" section
/// of the reference: `performSegue(withIdentifier:sender:)` consults
/// `shouldPerformSegue(withIdentifier:sender:)` first (AppKit does, unlike UIKit), then creates a
/// fresh destination and segue, calls `prepare(for:sender:)` with the caller's sender, then the
/// segue's `perform()`, all before returning.
@available(macOS 10.5, *)
@preconcurrency @MainActor open class NSViewController: NSResponder, NSSeguePerforming {
    // MARK: Stand-in state (internal: invisible to importers, even through the SPI)

    /// Child view controllers, in order.
    var standInChildren: [NSViewController] = []
    /// The parent view controller.
    weak var standInParent: NSViewController?
    /// The view controllers this one presented, oldest first (AppKit's
    /// `presentedViewControllers`), kept alive by the presentation.
    var standInPresented: [NSViewController] = []
    /// The window whose content view controller this is.
    weak var standInContainingWindow: NSWindow?
    /// How this view controller was presented, while it is.
    var standInPresentationStyle: StandInPresentationStyle?
    /// The sheet or modal window this view controller is presented in, kept open (as AppKit's
    /// window list keeps it) until it is dismissed.
    var standInPresentationWindow: NSWindow?

    // MARK: Initializers

    /// Creates a view controller with the named nib in the bundle (neither is loaded here).
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller from an archive; `required` as in the SDK, so a subclass that
    /// adds a designated initializer must implement it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `-[NSResponder init]`, which the SDK imports as a convenience initializer of
    /// NSViewController calling `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: Storyboards and segues (NSSeguePerforming)

    /// The storyboard the view controller was loaded from, or nil.
    @available(macOS 10.10, *)
    open var storyboard: NSStoryboard? {
        return standInStoryboard
    }

    /// Performs the segue with the identifier from the view controller's storyboard scene.
    ///
    /// Order, as in AppKit: the segue is looked up (an unknown identifier, or any identifier on a
    /// view controller not loaded from a storyboard, ends the process like AppKit's uncaught
    /// `NSInvalidArgumentException`: the message on stderr, then `abort()`);
    /// `shouldPerformSegue(withIdentifier:sender:)` is consulted and the segue is dropped if it
    /// returns false; otherwise the destination is created (its `storyboard` is this view
    /// controller's), then the `NSStoryboardSegue`, this view controller's
    /// `prepare(for:sender:)` is called with `sender` unchanged, then the segue's `perform()`;
    /// all synchronously.
    @available(macOS 10.10, *)
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        standInPerformSegue(
            withIdentifier: identifier, sender: sender,
            shouldPerform: shouldPerformSegue(withIdentifier:sender:), prepare: prepare(for:sender:))
    }

    /// Whether the segue should be performed; AppKit consults it for storyboard-triggered
    /// segues and for `performSegue(withIdentifier:sender:)`. The default returns true.
    @discardableResult
    @available(macOS 10.10, *)
    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        return true
    }

    /// Called before a segue from this view controller is performed. The default does nothing;
    /// overrides need not call `super`.
    @available(macOS 10.10, *)
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    // MARK: Containment and presentation

    /// The parent view controller, or nil (nil too for a window's content view controller).
    @available(macOS 10.10, *)
    open var parent: NSViewController? {
        return standInParent
    }

    /// The child view controllers, in order. Setting it removes the children that are not in
    /// the new array and inserts the new ones (AppKit "filters all additions and removals
    /// through the insert and remove API"), fixing up every child's `parent`.
    @available(macOS 10.10, *)
    open var children: [NSViewController] {
        get { return standInChildren }
        set {
            standInReplaceChildren(with: newValue)
            standInChildrenDidChange()
        }
    }

    /// The view controller that presented this one, or nil. `unowned(unsafe)` as the SDK's
    /// `assign` property: the presenter keeps the presented view controller alive, not the
    /// other way round.
    @available(macOS 10.10, *)
    unowned(unsafe) open internal(set) var presentingViewController: NSViewController?

    /// Presents `viewController` as a sheet: it becomes the content view controller of a sheet
    /// window (visible) and this view controller its `presentingViewController`. Dismiss it with
    /// `dismiss(_:)` on this view controller.
    @available(macOS 10.10, *)
    open func presentAsSheet(_ viewController: NSViewController) {
        standInPresent(viewController, style: .sheet)
    }

    /// Presents `viewController` as a modal window (also known as an alert): it becomes the
    /// content view controller of a window (visible) and this view controller its
    /// `presentingViewController`. Dismiss it with `dismiss(_:)` on this view controller.
    @available(macOS 10.10, *)
    open func presentAsModalWindow(_ viewController: NSViewController) {
        standInPresent(viewController, style: .modalWindow)
    }

    /// Dismisses a presented view controller, however it was presented: it leaves its presenter's
    /// presented view controllers, loses its `presentingViewController`, and its sheet or modal
    /// window closes. Does nothing if `viewController` is not presented. The stand-in dismisses
    /// `viewController` from its own presenter whichever view controller receives the message
    /// (as `dismiss(self)` in a presented view controller expects); it does not dismiss what
    /// `viewController` presented in turn.
    @available(macOS 10.10, *)
    open func dismiss(_ viewController: NSViewController) {
        guard let presenter = viewController.presentingViewController else {
            return
        }
        presenter.standInPresented.removeAll { $0 === viewController }
        viewController.presentingViewController = nil
        viewController.standInPresentationStyle = nil
        viewController.standInPresentationWindow?.standInVisible = false
        viewController.standInPresentationWindow = nil
    }

    /// Dismisses this view controller if it is presented: its presenter receives
    /// `dismiss(_:)` with it ("Does nothing if the receiver is not currently presented",
    /// NSViewController.h).
    @available(macOS 10.10, *)
    @IBAction open func dismiss(_ sender: Any?) {
        presentingViewController?.dismiss(self)
    }

    // MARK: Stand-in mechanics

    /// Makes `children` exactly `newChildren`: each child removed from its previous parent, each
    /// dropped child's `parent` cleared.
    func standInReplaceChildren(with newChildren: [NSViewController]) {
        let dropped = standInChildren.filter { old in !newChildren.contains { $0 === old } }
        for child in dropped {
            child.standInParent = nil
        }
        for child in newChildren {
            if let previous = child.standInParent, previous !== self {
                previous.standInChildren.removeAll { $0 === child }
                previous.standInChildrenDidChange()
            }
            child.standInParent = self
        }
        standInChildren = newChildren
    }

    /// Called after `children` was set; containers keep their items in step.
    func standInChildrenDidChange() {}

    /// A view controller and its children (relationship segues) come from the same storyboard.
    override func standInAdopt(_ storyboard: NSStoryboard?) {
        super.standInAdopt(storyboard)
        for child in children {
            child.standInAdopt(storyboard)
        }
    }

    /// Presents `viewController` from this view controller (`presentViewController:animator:`):
    /// this view controller keeps it and becomes its `presentingViewController`; a sheet or a
    /// modal window gets a visible window whose content view controller it is.
    func standInPresent(_ viewController: NSViewController, style: StandInPresentationStyle) {
        standInPresented.append(viewController)
        viewController.presentingViewController = self
        viewController.standInPresentationStyle = style
        if style != .storyboardSegue {
            let window = NSWindow(contentViewController: viewController)
            window.standInVisible = true
            viewController.standInPresentationWindow = window
        }
    }
}
