// Stand-in for UIKit's UIStoryboard (iOS 17 SDK <UIKit/UIStoryboard.h>, imported by Swift).

/// An encapsulation of a storyboard's design-time view controller graph.
///
/// Only the class exists so far (the reference lists no member); it declares no initializer,
/// like the SDK's, and so inherits the main-actor `init()`. Test code names a storyboard and
/// reads the log of performed segues through the `StandIn` SPI.
@available(iOS 5.0, *)
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    /// The name given through the SPI, for messages.
    var standInName: String = ""
    /// Segues performed from scenes of this storyboard, oldest first.
    var standInPerformedSegueLog: [StandInPerformedSegue] = []

    /// Inherited from `-[NSObject init]` in the SDK, where it is isolated to the main actor.
    public override init() {
        super.init()
    }

    func standInRecord(_ performed: StandInPerformedSegue) {
        standInPerformedSegueLog.append(performed)
    }
}
