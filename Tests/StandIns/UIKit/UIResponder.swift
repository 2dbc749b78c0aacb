// Stand-in for UIKit's UIResponder (iOS 17 SDK <UIKit/UIResponder.h>, imported by Swift).

/// An object that can respond to and handle events; the superclass of `UIViewController`.
///
/// Main-actor isolated as in the SDK (`NS_SWIFT_UI_ACTOR`), and `@preconcurrency` because
/// Swift treats everything imported from Objective-C that way.
@available(iOS 2.0, *)
@preconcurrency @MainActor open class UIResponder: NSObject {
    /// Inherited from `-[NSObject init]` in the SDK, where it is isolated to the main actor like
    /// every member of the class: spelled out so that it is isolated here too.
    public override init() {
        super.init()
    }

    /// The next responder in the responder chain, or nil.
    ///
    /// The stand-in models the chain only for view controllers (their parent, else the view
    /// controller presenting them); the real chain goes through views and windows.
    open var next: UIResponder? {
        return nil
    }
}
