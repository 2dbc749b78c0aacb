/// Storyboards read together, so that storyboard references between them resolve;
/// classifies segues and finds their destinations. How a reference is looked up:
/// docs/Storyboards.md, "Storyboard references".
public struct StoryboardCatalog: Sendable {
    /// The storyboards, in the order given.
    public let storyboards: [Storyboard]
    /// Per storyboard: the scene of each controller `id` (the first, if several have it).
    private(set) var scenesByControllerID: [[String: Int]] = []
    /// Per storyboard: the scenes of each controller `id` that several scenes' controllers
    /// have (a hand-edited or merged file), in order.
    private(set) var scenesBySharedControllerID: [[String: [Int]]] = []
    /// Per storyboard: the scene of each `<exit>` `id`.
    private var scenesByExitID: [[String: Int]] = []
    /// Storyboard indices by `Storyboard.name`, in catalog order.
    let storyboardsByName: [String: [Int]]
    /// Per storyboard: the first scene with each Storyboard ID, by its UTF-8 bytes
    /// (compared exactly, as `UIStoryboard` does, not by canonical equivalence).
    private(set) var scenesByStoryboardIdentifier: [[[UInt8]: Int]] = []

    public init(_ storyboards: [Storyboard]) {
        self.storyboards = storyboards
        var byName: [String: [Int]] = [:]
        for (index, storyboard) in storyboards.enumerated() {
            byName[storyboard.name, default: []].append(index)
            var (byControllerID, shared, byExitID) = ([String: Int](), [String: [Int]](), [String: Int]())
            var byIdentifier: [[UInt8]: Int] = [:]
            for (sceneIndex, scene) in storyboard.scenes.enumerated() {
                for exit in scene.exits where byExitID[exit.id] == nil { byExitID[exit.id] = sceneIndex }
                guard let controller = scene.controller else { continue }
                if let first = byControllerID[controller.id] {
                    shared[controller.id, default: [first]].append(sceneIndex)
                } else {
                    byControllerID[controller.id] = sceneIndex
                }
                if let identifier = controller.storyboardIdentifier, byIdentifier[Array(identifier.utf8)] == nil {
                    byIdentifier[Array(identifier.utf8)] = sceneIndex
                }
            }
            scenesByControllerID.append(byControllerID)
            scenesBySharedControllerID.append(shared)
            scenesByExitID.append(byExitID)
            scenesByStoryboardIdentifier.append(byIdentifier)
        }
        storyboardsByName = byName
    }

    /// The storyboards named `name` (`Storyboard.name`) of the framework of `platform`, in catalog order.
    func storyboards(named name: String, for platform: Platform) -> [Int] {
        (storyboardsByName[name] ?? []).filter { storyboards[$0].runtime.isFramework(of: platform) }
    }

    public subscript(address: SceneAddress) -> StoryboardScene {
        storyboards[address.storyboard].scenes[address.scene]
    }

    /// Every scene, storyboard by storyboard, in document order.
    public var allScenes: [SceneAddress] {
        storyboards.indices.flatMap { storyboard in
            storyboards[storyboard].scenes.indices.map { SceneAddress(storyboard: storyboard, scene: $0) }
        }
    }

    /// The scene holding the `<exit>` `id`, which need not be the unwind segue's own.
    public func sceneOfExit(_ id: String, in storyboard: Int) -> SceneAddress? {
        scenesByExitID[storyboard][id].map { SceneAddress(storyboard: storyboard, scene: $0) }
    }

    // MARK: Types

    /// The UIKit class Interface Builder instantiates for an element without a custom
    /// class, and the module to import for it.
    public static let uiKitClasses: [String: (name: String, module: String?)] = [
        "viewController": ("UIViewController", nil),
        "tableViewController": ("UITableViewController", nil),
        "collectionViewController": ("UICollectionViewController", nil),
        "navigationController": ("UINavigationController", nil),
        "tabBarController": ("UITabBarController", nil),
        "splitViewController": ("UISplitViewController", nil),
        "pageViewController": ("UIPageViewController", nil),
        "avPlayerViewController": ("AVPlayerViewController", "AVKit"),
        "glkViewController": ("GLKViewController", "GLKit"),
    ]

    /// The AppKit class Interface Builder instantiates for a controller element without a custom class.
    public static let appKitClasses: [String: (name: String, module: String?)] = [
        "viewController": ("NSViewController", nil),
        "windowController": ("NSWindowController", nil),
        "tabViewController": ("NSTabViewController", nil),
        "splitViewController": ("NSSplitViewController", nil),
        "pagecontroller": ("NSPageController", nil),
        "avPlayerViewController": ("AVPlayerViewController", "AVKit"),
    ]

    /// The Swift type of the scene's controller; nil without a custom class or known class.
    public func type(of address: SceneAddress) -> SceneType? {
        guard let controller = self[address].controller else { return nil }
        if let custom = controller.customClass {
            return SceneType(
                name: custom.name, module: custom.moduleIsTarget ? nil : custom.module, isCustom: true,
                targetModule: custom.moduleIsTarget ? custom.module : nil)
        }
        guard let known = frameworkClass(of: address) else { return nil }
        return SceneType(name: known.name, module: known.module, isCustom: false, targetModule: nil)
    }

    /// The kind of container seguegen can look into that the scene's controller is.
    public func container(of address: SceneAddress) -> ContainerKind? {
        guard storyboards[address.storyboard].runtime.isGenerated else { return nil }
        return frameworkClass(of: address).flatMap { ContainerKind(className: $0.name) }
    }

    /// The framework class Interface Builder instantiates for the scene's controller element.
    private func frameworkClass(of address: SceneAddress) -> (name: String, module: String?)? {
        guard let element = self[address].controller?.element else { return nil }
        return (storyboards[address.storyboard].runtime == .appKit ? Self.appKitClasses : Self.uiKitClasses)[element]
    }

    // MARK: Classification

    /// What `segue` of the scene at `source` is for a spec: the first reason that applies
    /// wins. An unwind segue needs no destination: its target is found at run time.
    public func classify(_ segue: StoryboardSegue, in source: SceneAddress) -> SegueClassification {
        let scene = self[source]
        if segue.isRelationship {
            return .skipped(.relationship(segue.relationship ?? ""))
        }
        guard let controller = scene.controller, controller.element != "application", controller.reference == nil else {
            return .skipped(.noSourceViewController(element: scene.controller?.element))
        }
        let runtime = storyboards[source.storyboard].runtime
        guard runtime.isGenerated else { return .skipped(.unsupportedRuntime(runtime)) }
        if segue.isEmbed, segue.identifier?.isEmpty ?? true {
            return .skipped(.embed)
        }
        guard let identifier = segue.identifier else {
            return .skipped(.noIdentifier)
        }
        guard !identifier.isEmpty else {
            return .skipped(.emptyIdentifier)
        }
        guard identifier.utf8.count <= StoryboardImporter.maximumSpecString else {
            return .skipped(.identifierTooLong(bytes: identifier.utf8.count))
        }
        guard let sourceClass = controller.customClass else {
            return .skipped(.sourceWithoutCustomClass)
        }
        if isUnwind(segue, in: source.storyboard) {
            return .unwind(UnwindSegue(source: source, sourceClass: sourceClass, identifier: identifier, action: segue.unwindAction))
        }
        switch resolveDestination(of: segue, in: source.storyboard) {
        case .failure(let problem):
            return .skipped(.unresolvedDestination(problem))
        case .success(let destination):
            return .navigation(NavigationSegue(
                source: source, sourceClass: sourceClass, identifier: identifier, destination: destination, isEmbed: segue.isEmbed))
        }
    }

    /// Whether `segue` of storyboard `storyboard` is an unwind segue: its kind
    /// says so, or it points at an `<exit>` (of any scene).
    public func isUnwind(_ segue: StoryboardSegue, in storyboard: Int) -> Bool {
        segue.isUnwind || segue.destinationID.map { sceneOfExit($0, in: storyboard) != nil } == true
    }
}
