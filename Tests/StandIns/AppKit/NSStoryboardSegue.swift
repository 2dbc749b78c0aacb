// Stand-in for AppKit's NSStoryboardSegue and NSSeguePerforming (macOS 14 SDK
// <AppKit/NSStoryboardSegue.h>, imported by Swift).

/// A transition or containment relationship between two scenes of a storyboard.
///
/// NOT main-actor, unlike UIKit's `UIStoryboardSegue` (see the reference): it can be created
/// and performed from nonisolated code, and it is not `Sendable`. Source and destination are
/// `Any` (Objective-C `id`): a view controller or a window controller, so code must cast them.
@available(macOS 10.10, *)
open class NSStoryboardSegue: NSObject {
    private var storedIdentifier: NSStoryboardSegue.Identifier?
    private let storedSource: Any
    private let storedDestination: Any
    private var performHandler: (() -> Void)?

    /// Creates a segue (the designated initializer, as in the SDK).
    public init(
        identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any
    ) {
        storedIdentifier = identifier
        storedSource = sourceController
        storedDestination = destinationController
        super.init()
    }

    /// Creates a segue whose `perform()` calls `performHandler`
    /// (`+segueWithIdentifier:source:destination:performHandler:` in the SDK).
    public convenience init(
        identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: sourceController, destination: destinationController)
        self.performHandler = performHandler
    }

    /// `-[NSObject init]`, which Swift imports as a convenience initializer because the class has
    /// a designated one. What AppKit's segue then holds is not documented; the stand-in's has no
    /// identifier and `NSNull` as source and destination.
    public override convenience init() {
        self.init(identifier: "", source: NSNull(), destination: NSNull())
        storedIdentifier = nil
    }

    /// The identifier given in Interface Builder, or nil.
    open var identifier: NSStoryboardSegue.Identifier? {
        return storedIdentifier
    }

    /// The view controller or window controller the segue starts from.
    open var sourceController: Any {
        return storedSource
    }

    /// The view controller or window controller the segue leads to (for a window controller,
    /// its `contentViewController` is usually the scene the code wants).
    open var destinationController: Any {
        return storedDestination
    }

    /// Performs the transition: calls the perform handler if the segue has one, else nothing.
    /// AppKit's storyboard segues are private subclasses with their own `perform()`; the
    /// stand-in's are segues with a perform handler (see `StandInSegueKind`).
    open func perform() {
        performHandler?()
    }
}

extension NSStoryboardSegue {
    /// A segue identifier (`NSStoryboardSegueIdentifier`, an `NS_SWIFT_BRIDGED_TYPEDEF` of
    /// `NSString *` since the macOS 10.14 SDK): a plain `String`.
    public typealias Identifier = String
}

/// The segue methods of view and window controllers (`NSViewController` and
/// `NSWindowController` adopt it and implement all three).
///
/// In the SDK the three methods are `@MainActor optional` requirements of an `@objc` protocol:
/// `prepare(for:sender:)`, `performSegue(withIdentifier:sender:)` and
/// `shouldPerformSegue(withIdentifier:sender:)`. A Swift module without Objective-C interop
/// cannot declare optional requirements, so here the protocol has none; the methods are members
/// of the two classes, which is how the SDK's Swift view shows them too (subclasses `override`
/// them). The difference (see docs/StandIns.md) is only visible through the protocol itself:
/// `performer.performSegue?(withIdentifier:sender:)` on an `any NSSeguePerforming` compiles
/// against the SDK and not here (stricter), and a near-miss signature in a class that adopts the
/// protocol directly is an error in the SDK and not here (looser).
public protocol NSSeguePerforming: NSObjectProtocol {}

/// Not `Sendable`, explicitly: the SDK's header is audited for sendability
/// (`NS_HEADER_AUDIT_BEGIN(nullability, sendability)`), so Swift reports "conformance of
/// 'NSStoryboardSegue' to 'Sendable' is unavailable" (a warning in Swift 5 mode, an error in Swift 6).
@available(*, unavailable)
extension NSStoryboardSegue: @unchecked Sendable {}
