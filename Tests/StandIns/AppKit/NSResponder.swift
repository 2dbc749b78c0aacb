// Stand-in for AppKit's NSResponder (macOS 14 SDK <AppKit/NSResponder.h>, imported by Swift),
// and the segue machinery that its two segue sources, NSViewController and NSWindowController,
// share.

/// An abstract class that forms the basis of event and command processing; here, the
/// superclass of `NSViewController`, `NSWindowController` and `NSWindow`.
///
/// Main-actor isolated as in the SDK (`NS_SWIFT_UI_ACTOR` is on NSResponder; its subclasses
/// inherit it), and `@preconcurrency` because Swift treats everything imported from
/// Objective-C that way. Both initializers are designated, as in the header; `init?(coder:)`
/// is `required` because the SDK's class adopts `NSCoding`.
@preconcurrency @MainActor open class NSResponder: NSObject {
    // MARK: Stand-in state of a segue source (internal: invisible to importers, even through the SPI)

    /// The storyboard this controller was "loaded from", if any.
    var standInStoryboard: NSStoryboard?
    /// The segues of the scene, in storyboard order; nil when not loaded from a storyboard.
    var standInSegueTemplates: [StandInSegueTemplate]?

    /// Creates a responder (`-[NSResponder init]`, designated).
    public override init() {
        super.init()
    }

    /// Creates a responder from an archive (designated, and `required` through `NSCoding`). A
    /// storyboard's creator block must create its controller through this initializer with the
    /// coder it is given (checked when the block returns).
    public required init?(coder: NSCoder) {
        standInNoteInitialization(with: coder)
        super.init()
    }

    /// Makes `storyboard` the storyboard of a destination created by a segue, unless it has one
    /// (AppKit instantiates the destination from the source's storyboard). Window controllers
    /// pass it on to their content view controller, view controllers to their children.
    func standInAdopt(_ storyboard: NSStoryboard?) {
        if standInStoryboard == nil {
            standInStoryboard = storyboard
        }
    }

    /// Sets this controller up as instantiated from a scene of `storyboard` with `segues`; what
    /// it contains (a window controller's content view controller, a view controller's
    /// children) comes from the same storyboard unless it has one.
    func standInLoadScene(from storyboard: NSStoryboard, segues: [StandInSegueTemplate]) {
        standInStoryboard = storyboard
        standInSegueTemplates = segues
        standInAdopt(storyboard)
    }

    /// `-performSegueWithIdentifier:sender:` of NSViewController and NSWindowController.
    ///
    /// Order, as AppKit documents it: the segue is looked up in this controller's scene (an
    /// unknown identifier, or any identifier on a controller not loaded from a storyboard, ends
    /// the process like AppKit's uncaught `NSInvalidArgumentException`); `shouldPerform` is
    /// consulted ("This method is invoked when -performSegueWithIdentifier:sender: is used",
    /// NSStoryboardSegue.h) and nothing more happens if it returns false; otherwise a fresh
    /// destination and the `NSStoryboardSegue` are created, `prepare` is called with `sender`
    /// unchanged, then the segue's `perform()`, and the perform is recorded in the storyboard's
    /// log, all before returning.
    ///
    /// - Parameters:
    ///   - identifier: the segue identifier.
    ///   - sender: passed unchanged to `shouldPerform` and `prepare`.
    ///   - shouldPerform: the source's `shouldPerformSegue(withIdentifier:sender:)`.
    ///   - prepare: the source's `prepare(for:sender:)`.
    func standInPerformSegue(
        withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?,
        shouldPerform: (NSStoryboardSegue.Identifier, Any?) -> Bool,
        prepare: (NSStoryboardSegue, Any?) -> Void
    ) {
        guard let template = standInSegueTemplates?.first(where: { $0.identifier == identifier }) else {
            standInRaise(
                name: "NSInvalidArgumentException",
                reason: "Receiver (\(standInObjectDescription(self))) has no segue with identifier '\(identifier)'"
            )
        }
        guard shouldPerform(identifier, sender) else {
            return
        }
        let destination = template.makeDestination()
        destination.standInAdopt(standInStoryboard)
        let segue = template.kind.makeSegue(identifier: identifier, source: self, destination: destination)
        prepare(segue, sender)
        segue.perform()
        standInStoryboard?.standInRecord(
            StandInPerformedSegue(identifier: identifier, source: self, destination: destination, segue: segue)
        )
    }
}
