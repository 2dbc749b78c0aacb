// Stand-in for AppKit's NSStoryboard (macOS 14 SDK <AppKit/NSStoryboard.h>, imported by Swift).

/// An encapsulation of the design-time view controller and window controller graph of a
/// storyboard.
///
/// NOT main-actor (see the reference). Only the class exists (the reference lists no member);
/// like the SDK's it declares no initializer and inherits `init()` from NSObject. Test code
/// names a storyboard and reads the log of performed segues through the `StandIn` SPI.
@available(macOS 10.10, *)
open class NSStoryboard: NSObject {
    /// The name given through the SPI, for messages.
    var standInName = ""
    /// Segues performed from scenes of this storyboard, oldest first.
    var standInPerformedSegueLog: [StandInPerformedSegue] = []
    /// Windows opened by segues from this storyboard's scenes (a view controller shown by a
    /// "Show" segue gets a window of its own); kept here as AppKit's window list keeps them.
    var standInOpenedWindows: [NSWindow] = []

    func standInRecord(_ performed: StandInPerformedSegue) {
        standInPerformedSegueLog.append(performed)
    }
}

/// Not `Sendable`, explicitly: the SDK's header is audited for sendability
/// (`NS_HEADER_AUDIT_BEGIN(nullability, sendability)`), so Swift reports "conformance of
/// 'NSStoryboard' to 'Sendable' is unavailable" (a warning in Swift 5 mode, an error in Swift 6).
@available(*, unavailable)
extension NSStoryboard: @unchecked Sendable {}
