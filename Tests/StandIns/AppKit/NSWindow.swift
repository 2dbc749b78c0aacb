// Stand-in for AppKit's NSWindow (macOS 14 SDK <AppKit/NSWindow.h>, imported by Swift):
// its designated initializer, its content view controller and the convenience initializer
// built on it.

/// A window; here, only what window controllers and segues need.
///
/// The designated initializer decides which initializers subclasses inherit, as in the SDK:
/// `init()` and `init(contentViewController:)` are convenience initializers, and
/// `init?(coder:)` is unavailable (`NS_UNAVAILABLE` in the header).
@preconcurrency @MainActor open class NSWindow: NSResponder {
    /// The window's style (`NSWindowStyleMask`, an `NS_OPTIONS`); of its options only the
    /// basic window styles are declared.
    public struct StyleMask: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt

        /// Creates a style from its option bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The window has a title bar.
        public static var titled: NSWindow.StyleMask {
            return StyleMask(rawValue: 1 << 0)
        }

        /// The window has a close button.
        public static var closable: NSWindow.StyleMask {
            return StyleMask(rawValue: 1 << 1)
        }

        /// The window has a minimize button.
        public static var miniaturizable: NSWindow.StyleMask {
            return StyleMask(rawValue: 1 << 2)
        }

        /// The window can be resized.
        public static var resizable: NSWindow.StyleMask {
            return StyleMask(rawValue: 1 << 3)
        }
    }

    /// How the window is buffered (`NSBackingStoreType`, an `NS_ENUM`; not `@frozen`, like
    /// every imported NS_ENUM: exhaustive switches need `@unknown default`).
    public enum BackingStoreType: UInt, Sendable {
        @available(macOS, introduced: 10.0, deprecated: 10.13, renamed: "NSWindow.BackingStoreType.buffered")
        case retained = 0
        @available(macOS, introduced: 10.0, deprecated: 10.13, renamed: "NSWindow.BackingStoreType.buffered")
        case nonretained = 1
        case buffered = 2
    }

    /// Whether the window is on screen (set when a window controller shows it).
    var standInVisible = false
    /// The content view controller (a computed property's storage, so that setting it from an
    /// initializer also links the view controller back to its window).
    var standInContent: NSViewController?

    /// Creates a window (the designated initializer, as in the SDK). Nothing is drawn.
    public init(
        contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing backingStoreType: NSWindow.BackingStoreType,
        defer flag: Bool
    ) {
        super.init()
    }

    /// `NS_UNAVAILABLE` in the SDK ("Use initWithContentRect:").
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `-[NSResponder init]`, which the SDK imports as a convenience initializer of NSWindow.
    public override convenience init() {
        self.init(
            contentRect: NSRect(x: 0, y: 0, width: 0, height: 0), styleMask: [], backing: .buffered, defer: false)
    }

    /// A titled, closable, resizable, miniaturizable window whose content view controller is
    /// `contentViewController` (`+windowWithContentViewController:` in the SDK).
    @available(macOS 10.10, *)
    public convenience init(contentViewController: NSViewController) {
        self.init(
            contentRect: NSRect(x: 0, y: 0, width: 0, height: 0),
            styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: true)
        self.contentViewController = contentViewController
    }

    /// The view controller of the window's content view, or nil. It has no `parent`.
    @available(macOS 10.10, *)
    open var contentViewController: NSViewController? {
        get { return standInContent }
        set {
            if let old = standInContent, old !== newValue {
                old.standInContainingWindow = nil
            }
            standInContent = newValue
            newValue?.standInContainingWindow = self
        }
    }

    /// Whether the window is on screen (`-isVisible`).
    open var isVisible: Bool {
        return standInVisible
    }
}
