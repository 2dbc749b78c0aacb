// Stand-in for UIKit's UIStoryboard (iOS 17 SDK <UIKit/UIStoryboard.h> and the UIKit overlay's
// generic instantiation methods, imported by Swift).

/// The storyboard files of the stand-in's "app bundles", registered through the `StandIn` SPI.
let standInStoryboardFiles = StandInStoryboardFiles<StandInScene>()

/// An encapsulation of a storyboard's design-time view controller graph.
///
/// `init(name:bundle:)` finds a storyboard file registered with
/// `UIStoryboard.standInAddStoryboard(named:bundle:scenes:initialScene:)` and fails like UIKit
/// when there is none; the instantiation methods create a fresh view controller of the scene on
/// every call, set up as loaded from this storyboard (its `storyboard`, its segues). Test code
/// also names a storyboard and reads the log of performed segues through the `StandIn` SPI.
@available(iOS 5.0, *)
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    /// The storyboard's name, for messages.
    var standInName: String = ""
    /// The file the storyboard was created from; nil for `UIStoryboard()` and the SPI's
    /// `init(standInName:)`, which have no scenes.
    var standInFile: StandInStoryboardFile<StandInScene>?
    /// Segues performed from scenes of this storyboard, oldest first.
    var standInPerformedSegueLog: [StandInPerformedSegue] = []

    /// Inherited from `-[NSObject init]` in the SDK, where it is isolated to the main actor.
    public override init() {
        super.init()
    }

    /// Creates a storyboard object for the storyboard file `name` in a bundle
    /// (`+storyboardWithName:bundle:`).
    ///
    /// In the SDK this factory method returns `UIStoryboard *`, so Swift imports it as an
    /// initializer that subclasses do not inherit; here it is a convenience initializer, which
    /// they do (see docs/StandIns.md). Each call creates a new storyboard object.
    ///
    /// - Parameters:
    ///   - name: the file name without extension, e.g. `"Main"`.
    ///   - storyboardBundleOrNil: the bundle holding the file; nil for the main bundle.
    /// - Note: Without such a file, ends the process like UIKit's uncaught
    ///   `NSInvalidArgumentException`: `Could not find a storyboard named 'Main' in bundle
    ///   NSBundle </path> (loaded)`, then SIGABRT.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let file = standInStoryboardFiles.file(named: name, in: storyboardBundleOrNil)
        self.init()
        standInName = name
        standInFile = file
    }

    /// Creates the initial view controller of the storyboard, or returns nil if it has none.
    @discardableResult
    open func instantiateInitialViewController() -> UIViewController? {
        guard let initial = standInFile?.initialScene else {
            return nil
        }
        return standInInstantiate(initial, creator: nil)
    }

    /// Creates the view controller with the storyboard identifier (a new one on every call).
    ///
    /// - Note: An identifier the storyboard has no scene for ends the process like UIKit's
    ///   uncaught `NSInvalidArgumentException`: `Storyboard (<UIStoryboard: 0x…>) doesn't contain
    ///   a view controller with identifier 'x'`, then SIGABRT.
    @discardableResult
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        return standInInstantiate(standInFile.standInScene(withIdentifier: identifier, of: self), creator: nil)
    }

    func standInRecord(_ performed: StandInPerformedSegue) {
        standInPerformedSegueLog.append(performed)
    }

    /// Creates the view controller of `scene` as UIKit does (see `StandInStoryboardScene`), set up
    /// as loaded from this storyboard.
    func standInInstantiate(
        _ scene: StandInScene, creator: ((NSCoder) -> UIViewController?)?
    ) -> UIViewController {
        let instantiated = scene.instantiate(creator: creator)
        instantiated.standInLoad(from: self, segues: scene.segues)
        instantiated.standInAdopt(self)
        return instantiated
    }
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIStoryboard {
    /// Creates the initial view controller of the storyboard, typed, letting `creator` create it
    /// from the storyboard's coder (UIKit overlay, iOS 13). Returns nil when the storyboard has no
    /// initial view controller; `creator` returning nil falls back to the default creation.
    ///
    /// - Note: A creator's view controller not initialized with the coder, or not of the scene's
    ///   class, ends the process with UIKit's `NSInternalInconsistencyException`. An initial view
    ///   controller that is not a `ViewController` ends it with a `StandIn:` message (what the
    ///   SDK's overlay does then is not documented).
    @MainActor @preconcurrency
    public func instantiateInitialViewController<ViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? where ViewController: UIViewController {
        guard let initial = standInFile?.initialScene else {
            return nil
        }
        return initial.typed(
            standInInstantiate(initial, creator: creator), as: ViewController.self, storyboardName: standInName)
    }

    /// Creates the view controller with the storyboard identifier, typed, letting `creator` create
    /// it from the storyboard's coder (UIKit overlay, iOS 13); `creator` returning nil falls back
    /// to the default creation.
    ///
    /// - Note: An unknown identifier fails as in `instantiateViewController(withIdentifier:)`;
    ///   a creator's view controller not initialized with the coder, or not of the scene's class,
    ///   ends the process with UIKit's `NSInternalInconsistencyException`; a scene that is not a
    ///   `ViewController` ends it with a `StandIn:` message (what the SDK's overlay does then is
    ///   not documented).
    @MainActor @preconcurrency
    public func instantiateViewController<ViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController where ViewController: UIViewController {
        let scene = standInFile.standInScene(withIdentifier: identifier, of: self)
        return scene.typed(
            standInInstantiate(scene, creator: creator), as: ViewController.self, storyboardName: standInName)
    }
}
