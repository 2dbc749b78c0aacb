// Stand-in for AppKit's NSStoryboard (macOS 14 SDK <AppKit/NSStoryboard.h> and the AppKit overlay's
// generic instantiation methods, imported by Swift).

/// The storyboard files of the stand-in's "app bundles", registered through the `StandIn` SPI.
let standInStoryboardFiles = StandInStoryboardFiles<StandInScene>()

/// An encapsulation of the design-time view controller and window controller graph of a
/// storyboard.
///
/// NOT main-actor (see the reference): a storyboard can be created and asked for controllers from
/// nonisolated code. The controllers themselves are main-actor, and the stand-in creates them on
/// the main actor: instantiating from another thread ends the process (Swift's "Incorrect actor
/// executor assumption"). Like the SDK's class it declares no initializer and inherits `init()`
/// from NSObject; `init(name:bundle:)` finds a storyboard file registered with
/// `NSStoryboard.standInAddStoryboard(named:bundle:scenes:initialScene:)` and fails like UIKit
/// when there is none. Test code also names a storyboard and reads the log of performed segues
/// through the `StandIn` SPI.
@available(macOS 10.10, *)
open class NSStoryboard: NSObject {
    /// The name of the storyboard, for messages.
    var standInName = ""
    /// The file the storyboard was created from; nil for `NSStoryboard()` and the SPI's
    /// `init(standInName:)`, which have no scenes.
    var standInFile: StandInStoryboardFile<StandInScene>?
    /// Segues performed from scenes of this storyboard, oldest first.
    var standInPerformedSegueLog: [StandInPerformedSegue] = []
    /// Windows opened by segues from this storyboard's scenes (a view controller shown by a
    /// "Show" segue gets a window of its own); kept here as AppKit's window list keeps them.
    var standInOpenedWindows: [NSWindow] = []

    /// Creates a storyboard object for the storyboard file `name` in a bundle
    /// (`+storyboardWithName:bundle:`, which returns `instancetype`: a convenience initializer
    /// that subclasses inherit). Each call creates a new storyboard object.
    ///
    /// - Parameters:
    ///   - name: the file name without extension, e.g. `"Main"`.
    ///   - storyboardBundleOrNil: the bundle holding the file; nil for the main bundle.
    /// - Note: Without such a file, ends the process like an uncaught `NSInvalidArgumentException`
    ///   with UIKit's message (`Could not find a storyboard named 'Main' in bundle NSBundle </path>
    ///   (loaded)`; AppKit's wording is not documented), then SIGABRT.
    public convenience init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
        let file = standInStoryboardFiles.file(named: name, in: storyboardBundleOrNil)
        self.init()
        standInName = name
        standInFile = file
    }

    /// Creates the initial view controller or window controller of the storyboard, or returns nil
    /// if it has none.
    @discardableResult
    open func instantiateInitialController() -> Any? {
        guard let initial = standInFile?.initialScene else {
            return nil
        }
        return standInInstantiate(initial, creator: nil)
    }

    /// Creates the view controller or window controller with the storyboard identifier (a new one
    /// on every call). The result is `Any`: code must cast it.
    ///
    /// - Note: An identifier the storyboard has no scene for ends the process like an uncaught
    ///   `NSInvalidArgumentException`: `Storyboard (<NSStoryboard: 0x…>) doesn't contain a view
    ///   controller with identifier 'x'`, then SIGABRT.
    @discardableResult
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
        return standInInstantiate(standInFile.standInScene(withIdentifier: identifier, of: self), creator: nil)
    }

    func standInRecord(_ performed: StandInPerformedSegue) {
        standInPerformedSegueLog.append(performed)
    }

    /// Creates the controller of `scene` on the main actor, as AppKit does (see
    /// `StandInStoryboardScene`), set up as loaded from this storyboard.
    func standInInstantiate(_ scene: StandInScene, creator: ((NSCoder) -> NSResponder?)?) -> NSResponder {
        // `assumeIsolated` runs the closure synchronously, on this thread (or ends the process if
        // it is not the main thread), so nothing captured here is shared with another thread.
        nonisolated(unsafe) let storyboard = self
        nonisolated(unsafe) let scene = scene
        nonisolated(unsafe) let creator = creator
        return MainActor.assumeIsolated {
            let instantiated = scene.instantiate(creator: creator)
            instantiated.standInLoadScene(from: storyboard, segues: scene.segues)
            return instantiated
        }
    }
}

extension NSStoryboard {
    /// The name of a storyboard file (`NSStoryboardName`, an `NS_SWIFT_BRIDGED_TYPEDEF` of
    /// `NSString *`): a plain `String`.
    public typealias Name = String

    /// A storyboard identifier of a scene (`NSStoryboardSceneIdentifier`, an
    /// `NS_SWIFT_BRIDGED_TYPEDEF` of `NSString *`): a plain `String`.
    public typealias SceneIdentifier = String
}

@available(macOS 10.10, *)
extension NSStoryboard {
    /// Creates the initial view controller, typed, letting `creator` create it from the
    /// storyboard's coder (AppKit overlay, macOS 10.15); nil when the storyboard has no initial
    /// controller; `creator` returning nil falls back to the default creation.
    ///
    /// - Note: A creator's controller not initialized with the coder, or not of the scene's class,
    ///   ends the process with UIKit's `NSInternalInconsistencyException` message (AppKit's is not
    ///   documented); an initial controller that is not a `Controller` ends it with a `StandIn:`
    ///   message (what the SDK's overlay does then is not documented).
    @available(macOS 10.15, *)
    public func instantiateInitialController<Controller>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? where Controller: NSViewController {
        return standInInstantiateInitial(creator: creator)
    }

    /// Creates the initial window controller, typed; see the view controller overload.
    @available(macOS 10.15, *)
    public func instantiateInitialController<Controller>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? where Controller: NSWindowController {
        return standInInstantiateInitial(creator: creator)
    }

    /// Creates the view controller with the storyboard identifier, typed, letting `creator` create
    /// it from the storyboard's coder (AppKit overlay, macOS 10.15); `creator` returning nil falls
    /// back to the default creation.
    ///
    /// - Note: An unknown identifier fails as in `instantiateController(withIdentifier:)`; a
    ///   creator's controller not initialized with the coder, or not of the scene's class, ends the
    ///   process with UIKit's `NSInternalInconsistencyException` message; a scene that is not a
    ///   `Controller` ends it with a `StandIn:` message (what the SDK's overlay does then is not
    ///   documented).
    @available(macOS 10.15, *)
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSViewController {
        return standInInstantiate(identifier: identifier, creator: creator)
    }

    /// Creates the window controller with the storyboard identifier, typed; see the view
    /// controller overload.
    @available(macOS 10.15, *)
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSWindowController {
        return standInInstantiate(identifier: identifier, creator: creator)
    }

    /// The generic initial-controller overloads: nil without an initial scene.
    private func standInInstantiateInitial<Controller: NSResponder>(
        creator: ((NSCoder) -> Controller?)?
    ) -> Controller? {
        guard let initial = standInFile?.initialScene else {
            return nil
        }
        return initial.typed(
            standInInstantiate(initial, creator: creator), as: Controller.self, storyboardName: standInName)
    }

    /// The generic identifier overloads.
    private func standInInstantiate<Controller: NSResponder>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)?
    ) -> Controller {
        let scene = standInFile.standInScene(withIdentifier: identifier, of: self)
        return scene.typed(
            standInInstantiate(scene, creator: creator), as: Controller.self, storyboardName: standInName)
    }
}

/// Not `Sendable`, explicitly: the SDK's header is audited for sendability
/// (`NS_HEADER_AUDIT_BEGIN(nullability, sendability)`), so Swift reports "conformance of
/// 'NSStoryboard' to 'Sendable' is unavailable" (a warning in Swift 5 mode, an error in Swift 6).
@available(*, unavailable)
extension NSStoryboard: @unchecked Sendable {}
