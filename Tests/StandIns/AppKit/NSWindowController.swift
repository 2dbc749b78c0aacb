// Stand-in for AppKit's NSWindowController (macOS 14 SDK <AppKit/NSWindowController.h>, and
// the NSSeguePerforming methods it implements, imported by Swift).

/// A controller that manages a window; here, only its segue API, its window and its content
/// view controller.
///
/// Like `NSViewController` it adopts `NSSeguePerforming` and implements its three methods with
/// the same behaviour (see `NSViewController.performSegue(withIdentifier:sender:)`), so a
/// window controller can be a segue's source as well as its destination.
@preconcurrency @MainActor open class NSWindowController: NSResponder, NSSeguePerforming {
    /// The content view controller while there is no window to hold it.
    var standInContentWithoutWindow: NSViewController?

    /// Creates a window controller managing `window`, which can be nil (designated).
    public init(window: NSWindow?) {
        self.window = window
        super.init()
    }

    /// Creates a window controller from an archive (designated, `required`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a window controller whose window comes from the named nib, with itself as the
    /// nib's owner. The stand-in loads no nib: `window` stays nil.
    public convenience init(windowNibName: NSNib.Name) {
        self.init(window: nil)
    }

    /// `-[NSResponder init]`, which the SDK imports as a convenience initializer of
    /// NSWindowController calling `init(window: nil)`.
    public override convenience init() {
        self.init(window: nil)
    }

    /// The window, or nil.
    open var window: NSWindow?

    /// The view controller of the window's content view ("Tracks the window property of the
    /// same name"). When there is no window, the stand-in keeps it itself; what AppKit does then
    /// is not documented.
    @available(macOS 10.10, *)
    open var contentViewController: NSViewController? {
        get {
            if let window {
                return window.contentViewController
            }
            return standInContentWithoutWindow
        }
        set {
            if let window {
                window.contentViewController = newValue
            } else {
                standInContentWithoutWindow = newValue
            }
        }
    }

    /// Shows the window (makes it key and orders it front): here, `isVisible` becomes true.
    /// Does nothing without a window.
    open func showWindow(_ sender: Any?) {
        window?.standInVisible = true
    }

    // MARK: Storyboards and segues (NSSeguePerforming)

    /// The storyboard the window controller was loaded from, or nil.
    @available(macOS 10.10, *)
    open var storyboard: NSStoryboard? {
        return standInStoryboard
    }

    /// Performs the segue with the identifier from the window controller's storyboard scene;
    /// the same order and failure as `NSViewController.performSegue(withIdentifier:sender:)`.
    @available(macOS 10.10, *)
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        standInPerformSegue(
            withIdentifier: identifier, sender: sender,
            shouldPerform: shouldPerformSegue(withIdentifier:sender:), prepare: prepare(for:sender:))
    }

    /// Whether the segue should be performed (consulted by `performSegue`). Default: true.
    @discardableResult
    @available(macOS 10.10, *)
    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        return true
    }

    /// Called before a segue from this window controller is performed. Does nothing.
    @available(macOS 10.10, *)
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    // MARK: Stand-in mechanics

    /// A window controller and its content view controller come from the same storyboard.
    override func standInAdopt(_ storyboard: NSStoryboard?) {
        super.standInAdopt(storyboard)
        contentViewController?.standInAdopt(storyboard)
    }
}
