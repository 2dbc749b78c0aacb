// Storyboard files for the Swift stand-ins (UIKit, AppKit): the compiled storyboards an app
// bundle would hold, registered by tests through each stand-in's `StandIn` SPI, and what the real
// frameworks report when a storyboard or a scene is missing. Compiled into each Swift stand-in.

/// A scene of a stand-in storyboard file: what `instantiate...(withIdentifier:)` finds by its
/// storyboard identifier, and how the storyboard creates its controller.
protocol StandInStoryboardScene {
    /// The framework's controller type: `UIViewController`, or AppKit's `NSResponder` (a view or
    /// a window controller).
    associatedtype Controller: AnyObject

    /// The scene's storyboard identifier ("Storyboard ID" in Interface Builder).
    var identifier: String { get }
    /// The scene's class as `NSStringFromClass` prints it, for messages.
    var sceneClassName: String { get }
    /// Whether a controller is of the scene's class (or a subclass).
    var isOfSceneClass: (Controller) -> Bool { get }
    /// Creates the scene's controller as the storyboard would with `init(coder:)`.
    var make: @MainActor () -> Controller { get }
}

extension StandInStoryboardScene {
    /// Creates the scene's controller as the storyboard does: by `creator` if it returns one, which
    /// must have been initialized with the coder it was given and be of the scene's class (else
    /// the process ends with UIKit's assertion), else by the scene's own creation.
    @MainActor
    func instantiate(creator: ((NSCoder) -> Controller?)?) -> Controller {
        if let creator {
            let coder = StandInStoryboardCoder()
            if let created = creator(coder) {
                guard coder.initializedController else {
                    standInRaise(
                        name: "NSInternalInconsistencyException",
                        reason: "Custom instantiated view controller must call -[super initWithCoder:]")
                }
                guard isOfSceneClass(created) else {
                    standInRaise(
                        name: "NSInternalInconsistencyException",
                        reason: "Custom instantiated \(standInObjectDescription(created)) must be kind of class \(sceneClassName)")
                }
                return created
            }
        }
        return make()
    }

    /// `controller`, which was instantiated from this scene of `storyboardName`, as a `Wanted`
    /// (the type a generic overload was asked for); ends the process with a `StandIn:` message if
    /// it is not one.
    func typed<Wanted>(_ controller: Controller, as wanted: Wanted.Type, storyboardName: String) -> Wanted {
        guard let typed = controller as? Wanted else {
            standInFail(
                "scene '\(identifier)' of storyboard '\(storyboardName)' is a "
                    + "\(standInClassName(type(of: controller))), not a \(standInClassName(Wanted.self))")
        }
        return typed
    }
}

/// A storyboard file as if compiled into a bundle (`<name>.storyboardc`): its scenes and its
/// initial scene.
struct StandInStoryboardFile<Scene: StandInStoryboardScene> {
    /// The file name without extension, as passed to `init(name:bundle:)`.
    let name: String
    /// `bundlePath` of the bundle holding the file.
    let bundlePath: String
    /// The scenes, in storyboard order.
    let scenes: [Scene]
    /// The identifier of the initial scene (Interface Builder's "Is Initial View Controller"), if
    /// any. Like UIKit's designated entry point, it is also an ordinary scene identifier.
    let initialSceneIdentifier: String?

    /// The first scene with `identifier`, or nil.
    func scene(withIdentifier identifier: String) -> Scene? {
        return scenes.first { $0.identifier == identifier }
    }

    /// The initial scene, or nil if the storyboard has none.
    var initialScene: Scene? {
        return initialSceneIdentifier.flatMap { scene(withIdentifier: $0) }
    }
}

extension Optional {
    /// The scene with `identifier` of the file a storyboard was created from (none for a
    /// storyboard created with `init()`); ends the process as UIKit does if there is none.
    ///
    /// - Parameter storyboard: the storyboard asked, for the message.
    func standInScene<Scene>(withIdentifier identifier: String, of storyboard: AnyObject) -> Scene
    where Wrapped == StandInStoryboardFile<Scene> {
        guard let scene = self?.scene(withIdentifier: identifier) else {
            standInRaise(
                name: "NSInvalidArgumentException",
                reason: "Storyboard (\(standInObjectDescription(storyboard))) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return scene
    }
}

/// The storyboard files "in the app's bundles": process-wide, as the files on disk are.
///
/// This is the stand-ins' only global mutable state, and it stands for the file system: a
/// storyboard is found by name and bundle wherever it is created, including from nonisolated code
/// (`NSStoryboard` is not main-actor). A lock makes it safe to use from any thread, hence
/// `@unchecked Sendable`; scenes are only ever instantiated on the main actor.
final class StandInStoryboardFiles<Scene: StandInStoryboardScene>: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [StandInStoryboardFile<Scene>] = []

    /// Adds the file `name` with `scenes` to `bundle` (nil: the main bundle), replacing a file of
    /// the same name in the same bundle (as rebuilding the app would). Fails visibly when
    /// `initialScene` names no scene of the file: that is a mistake in the test, not something an
    /// app can do.
    func add(named name: String, bundle: Bundle?, scenes: [Scene], initialScene: String?) {
        let file = StandInStoryboardFile(
            name: name, bundlePath: (bundle ?? Bundle.main).bundlePath, scenes: scenes,
            initialSceneIdentifier: initialScene)
        if let initial = initialScene, file.scene(withIdentifier: initial) == nil {
            standInFail("storyboard '\(name)' has no scene '\(initial)' to be its initial scene")
        }
        lock.lock()
        defer { lock.unlock() }
        files.removeAll { $0.name == file.name && $0.bundlePath == file.bundlePath }
        files.append(file)
    }

    /// Removes every file.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        files.removeAll()
    }

    /// The file named `name` (case-sensitive, as on a device) in `bundle` (nil: the main bundle),
    /// as `+storyboardWithName:bundle:` opens it. Without one, ends the process like UIKit's
    /// uncaught `NSInvalidArgumentException` (`Could not find a storyboard named 'Main' in bundle
    /// NSBundle </path> (loaded)`).
    func file(named name: String, in bundle: Bundle?) -> StandInStoryboardFile<Scene> {
        let bundle = bundle ?? Bundle.main
        let path = bundle.bundlePath
        lock.lock()
        let file = files.first { $0.name == name && $0.bundlePath == path }
        lock.unlock()
        guard let file else {
            standInRaise(
                name: "NSInvalidArgumentException",
                reason: "Could not find a storyboard named '\(name)' in bundle \(standInBundleDescription(bundle))")
        }
        return file
    }
}

/// An `NSCoder` as a storyboard passes it to a creator block, which must hand it to
/// `init?(coder:)` of the controller it creates (UIKit asserts that the block's controller called
/// `-[super initWithCoder:]`; AppKit calls not doing so "a programmer error").
final class StandInStoryboardCoder: NSCoder {
    /// Whether a controller's `init?(coder:)` has received this coder.
    var initializedController = false
}

/// Notes that `coder` reached the `init?(coder:)` of a view or window controller.
func standInNoteInitialization(with coder: NSCoder) {
    (coder as? StandInStoryboardCoder)?.initializedController = true
}

/// `NSBundle </path/to/App.app> (loaded)`: how a bundle describes itself in exception messages.
func standInBundleDescription(_ bundle: Bundle) -> String {
    return "NSBundle <\(bundle.bundlePath)> (\(bundle.isLoaded ? "loaded" : "not yet loaded"))"
}

/// The class name of `type` as `NSStringFromClass` prints it: `App.DetailViewController` for an
/// app's class, `UIViewController` for a framework's.
func standInClassName(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    for framework in ["UIKit.", "AppKit."] where name.hasPrefix(framework) {
        return String(name.dropFirst(framework.count))
    }
    return name
}

/// Runs `work` on the main queue after the current run-loop turn, as UIKit and AppKit call a
/// transition's completion handler once the transition has finished. A program sees it run only
/// if it runs the main run loop (or `dispatchMain()`), as an app does.
@MainActor
func standInRunAfterTransition(_ work: @escaping () -> Void) {
    let pending = StandInMainActorWork(work: work)
    DispatchQueue.main.async {
        MainActor.assumeIsolated {
            pending.work()
        }
    }
}

/// A closure created on the main actor, to run there later. `@unchecked Sendable` because it only
/// ever runs on the main queue, where it was created.
private struct StandInMainActorWork: @unchecked Sendable {
    let work: () -> Void
}
