// Stand-in for UIKit's UIStoryboardSegue and UIStoryboardUnwindSegueSource
// (iOS 17 SDK <UIKit/UIStoryboardSegue.h>, imported by Swift).

/// An object that prepares for and performs the visual transition between two view controllers.
@available(iOS 5.0, *)
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
    private let storedIdentifier: String?
    private let storedSource: UIViewController
    private let storedDestination: UIViewController
    private var performHandler: (() -> Void)?

    /// Creates a segue (the designated initializer, as in the SDK).
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        storedIdentifier = identifier
        storedSource = source
        storedDestination = destination
        super.init()
    }

    /// Creates a segue whose `perform()` calls `performHandler`
    /// (`+segueWithIdentifier:source:destination:performHandler:` in the SDK).
    @available(iOS 6.0, *)
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// `- (instancetype)init NS_UNAVAILABLE;` in the SDK.
    @available(*, unavailable)
    public override convenience init() {
        self.init(identifier: nil, source: UIViewController(), destination: UIViewController())
    }

    /// The identifier of the segue, or nil.
    open var identifier: String? {
        return storedIdentifier
    }

    /// The source view controller (`__kindof UIViewController`, imported as the base class).
    open var source: UIViewController {
        return storedSource
    }

    /// The destination view controller (`__kindof UIViewController`, imported as the base class).
    open var destination: UIViewController {
        return storedDestination
    }

    /// Performs the transition: calls the perform handler if the segue has one, else nothing.
    /// UIKit's storyboard segues are private subclasses that override this; so are the
    /// stand-in's (see `StandInSegueKind`).
    open func perform() {
        performHandler?()
    }
}

/// Encapsulates the source of a prospective unwind segue. Not creatable by apps (the SDK makes
/// `init` unavailable and declares no other initializer); tests create one through the SPI.
@available(iOS 9.0, *)
@preconcurrency @MainActor open class UIStoryboardUnwindSegueSource: NSObject {
    private let storedSource: UIViewController
    private let storedUnwindAction: Selector
    private let storedSender: Any?

    init(standInSource source: UIViewController, unwindAction: Selector, sender: Any?) {
        storedSource = source
        storedUnwindAction = unwindAction
        storedSender = sender
        super.init()
    }

    /// `- (instancetype)init NS_UNAVAILABLE;` in the SDK.
    @available(*, unavailable)
    public override convenience init() {
        self.init(standInSource: UIViewController(), unwindAction: Selector(""), sender: nil)
    }

    /// The view controller that initiated the unwind.
    open var source: UIViewController {
        return storedSource
    }

    /// The unwind action (an `@IBAction` taking a `UIStoryboardSegue`).
    open var unwindAction: Selector {
        return storedUnwindAction
    }

    /// The object that triggered the unwind, or nil.
    open var sender: Any? {
        return storedSender
    }
}
