/// Where a scene is among the storyboards of a catalog.
public struct SceneAddress: Sendable, Hashable, Comparable {
    /// The index of the storyboard in `StoryboardCatalog.storyboards`.
    public var storyboard: Int
    /// The index of the scene in that storyboard's `scenes`.
    public var scene: Int

    public init(storyboard: Int, scene: Int) {
        self.storyboard = storyboard
        self.scene = scene
    }

    public static func < (lhs: SceneAddress, rhs: SceneAddress) -> Bool {
        (lhs.storyboard, lhs.scene) < (rhs.storyboard, rhs.scene)
    }
}

/// The Swift type of a scene's view controller.
public struct SceneType: Sendable, Hashable {
    /// The class name: the custom class, or the UIKit class of the element.
    public var name: String
    /// The module to import for it, if it is not the app's own (see `StoryboardClass.moduleIsTarget`).
    public var module: String?
    /// Whether the name is a custom class rather than the element's UIKit class.
    public var isCustom: Bool
    /// The module Interface Builder recorded for a class of the app's own target
    /// (`customModuleProvider="target"`), which must not be imported.
    public var targetModule: String?
}

/// Why a segue's destination is not known.
public enum DestinationProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The segue has no `destination` attribute.
    case missingDestination
    /// No object of the storyboard has the `id` the segue names.
    case unknownID(String)
    /// The controllers of several scenes of the storyboard, the scenes at
    /// these lines, have the `id` the segue names: Interface Builder gives
    /// every object its own, so which one the segue shows is not known.
    case ambiguousID(String, lines: [Int])
    /// A storyboard reference to a storyboard that is not among the inputs.
    case storyboardNotGiven(name: String, bundleIdentifier: String?)
    /// A storyboard reference to a storyboard that is among the inputs only
    /// for other runtimes (the same app for another platform).
    case storyboardForOtherRuntime(name: String, runtime: StoryboardRuntime, candidates: [String])
    /// A storyboard reference whose storyboard name matches several inputs
    /// that are equally close to the referring file and are not the
    /// localizations of one storyboard.
    case ambiguousStoryboard(name: String, candidates: [String])
    /// A storyboard reference to a localized storyboard whose localizations
    /// do not all have the scene it points to, by Storyboard ID
    /// `identifier` or as the initial scene when it is nil: a scene of
    /// class `scene` in the localization `present` (a path), none in those
    /// `lacking` (`LocalizationGap`).
    case referencedSceneNotInEveryLocalization(identifier: String?, scene: String, present: String, lacking: [String])
    /// As `referencedSceneNotInEveryLocalization`, where every other
    /// localization that does not have the scene has another scene that
    /// way: of another class, or another reference. What each has, the
    /// localization the reference is looked up in first, is in `scenes`.
    case referencedSceneNotTheSameInEveryLocalization(identifier: String?, scenes: [LocalizedDestination])
    /// A reference to the initial scene of a storyboard that has none.
    case noInitialViewController(storyboard: String)
    /// A reference to a Storyboard ID that no scene of the storyboard has.
    case identifierNotFound(identifier: String, storyboard: String)
    /// References that lead back to themselves: the storyboards the
    /// references of the loop are in, in loop order, each once.
    case referenceCycle(storyboards: [String])
    /// A scene without a custom class whose element has no UIKit class seguegen knows.
    case unknownClass(element: String)

    public var description: String {
        switch self {
        case .missingDestination:
            return "the segue has no destination"
        case .unknownID(let id):
            return "no scene of the storyboard has id '\(id)'"
        case .ambiguousID(let id, let lines):
            return "the scenes at lines \(lines.map(String.init).joined(separator: ", ")) of the storyboard all have id '\(id)', "
                + "which Interface Builder gives one object"
        case .storyboardNotGiven(let name, let bundle):
            let bundleNote = bundle.map { " (in bundle '\($0)')" } ?? ""
            return "the storyboard reference points to '\(name).storyboard'\(bundleNote), which is not among the storyboards given"
        case .storyboardForOtherRuntime(let name, let runtime, let candidates):
            return "the storyboard reference points to '\(name).storyboard'; the storyboards given with that name are not for \(runtime): \(candidates.joined(separator: ", "))"
        case .ambiguousStoryboard(let name, let candidates):
            return "the storyboard reference to '\(name)' matches several storyboards given: \(candidates.joined(separator: ", "))"
        case .referencedSceneNotInEveryLocalization(let identifier, let scene, let present, let lacking):
            return "the storyboard reference points to \(Self.referenced(identifier)) ('\(scene)'), which "
                + LocalizationGap.explanation(present: present, lacking: lacking, failure: LocalizationGap.referenceFails)
        case .referencedSceneNotTheSameInEveryLocalization(let identifier, let scenes):
            return "the storyboard reference points to \(Self.referenced(identifier)), which "
                + LocalizedDestination.sceneExplanation(scenes, failure: LocalizationGap.referenceFails)
        case .noInitialViewController(let storyboard):
            return "the storyboard reference points to the initial scene of \(storyboard), which has none"
        case .identifierNotFound(let identifier, let storyboard):
            return "the storyboard reference points to Storyboard ID \(SwiftLiteral.quoted(identifier)), which no scene of \(storyboard) has"
        case .referenceCycle(let storyboards):
            guard let first = storyboards.first, storyboards.count > 1 else {
                return "storyboard references in \(storyboards.first ?? "") lead back to themselves"
            }
            return "storyboard references lead in a loop from \(storyboards.joined(separator: " to ")) and back to \(first)"
        case .unknownClass(let element):
            return "the destination is a <\(element)> without a custom class, and seguegen knows no UIKit class for it"
        }
    }

    /// The scene a reference points to: `Storyboard ID "Detail"`, or `the initial scene` when `identifier` is nil.
    static func referenced(_ identifier: String?) -> String {
        identifier.map { "Storyboard ID \(SwiftLiteral.quoted($0))" } ?? "the initial scene"
    }
}

/// Where the scene a segue shows can be, in the order the generated code
/// looks for it (`SegueGen.scene(of:at:)`).
public struct DestinationCandidate: Sendable, Hashable {
    /// The scene.
    public var scene: SceneAddress
    /// The kind of container the scene is in, nil when it is the destination itself.
    public var container: ContainerKind?
}

/// A segue's destination with storyboard references followed and containers looked into.
public struct ResolvedDestination: Sendable, Hashable {
    /// The destination view controller's scene.
    public var scene: SceneAddress
    /// The container kind of that view controller, if seguegen can look into it.
    public var container: ContainerKind?
    /// The destination itself first; then each child of a container, in
    /// order, followed by the scenes it holds (`StoryboardCatalog.scenesInside`):
    /// the root of a navigation controller in a tab or column, the items of
    /// a window's content that is a plain tab or split view controller.
    public var candidates: [DestinationCandidate]
    /// The scene an import writes: see `StoryboardCatalog.preferredCandidate(of:)`.
    public var preferred: Result<DestinationCandidate, DestinationProblem>
}

/// What a segue is, for seguegen: a navigation or unwind segue that a spec
/// can list, or something else and why.
public enum SegueClassification: Sendable, Hashable {
    case navigation(NavigationSegue)
    /// An unwind segue with an identifier, from a scene with a custom class;
    /// the scene it unwinds to is found at run time, so it has no destination here.
    case unwind(UnwindSegue)
    case skipped(SegueSkipReason)
}

/// An unwind segue a spec can list.
public struct UnwindSegue: Sendable, Hashable {
    /// The source scene.
    public var source: SceneAddress
    /// The source view controller's class.
    public var sourceClass: StoryboardClass
    /// The identifier, not empty.
    public var identifier: String
    /// The unwind action (`unwindToList:`), if the storyboard has one.
    public var action: String?
}

/// A segue a spec can list: performed by identifier, from a custom class, to a known destination.
public struct NavigationSegue: Sendable, Hashable {
    /// The source scene.
    public var source: SceneAddress
    /// The source view controller's class.
    public var sourceClass: StoryboardClass
    /// The identifier, not empty.
    public var identifier: String
    /// The destination.
    public var destination: ResolvedDestination
    /// Whether it is an embed segue (a container view's child), which the framework performs.
    public var isEmbed = false
}

/// Why a segue is not one a spec can list.
public enum SegueSkipReason: Sendable, Hashable, SkipReason {
    /// A relationship segue: containment, not navigation.
    case relationship(String)
    /// The scene holding the segue has no view controller: the macOS
    /// application scene (a menu item's segue) or a scene without a controller.
    case noSourceViewController(element: String?)
    /// The storyboard is for neither UIKit nor AppKit (WatchKit).
    case unsupportedRuntime(StoryboardRuntime)
    /// The storyboard is for the other framework than the spec's: an AppKit
    /// storyboard imported with UIKit ones goes into a spec of its own.
    case otherFramework(StoryboardRuntime)
    /// An embed segue without identifier: runs when the container view loads, and
    /// `prepare(for:sender:)` cannot tell it from another.
    case embed
    /// No `identifier` attribute: the segue cannot be performed from code.
    case noIdentifier
    /// `identifier=""`: the same as none at run time.
    case emptyIdentifier
    /// An identifier of `bytes` bytes (UTF-8), longer than the longest
    /// string a spec holds (`StoryboardImporter.maximumSpecString`).
    case identifierTooLong(bytes: Int)
    /// The source scene has no custom class, so there is no class of the app to extend.
    case sourceWithoutCustomClass
    /// The destination is not known.
    case unresolvedDestination(DestinationProblem)
    /// A class name that is not a valid Swift type name (or is seguegen's own `SegueGen`).
    case invalidTypeName(String, problem: String)
    /// A class's `customModule` that is not a Swift module name, so it
    /// cannot be imported.
    case invalidModuleName(String, problem: String)
    /// No Swift name can be derived from the identifier.
    case noSwiftName(problem: String)
    /// The source class has a segue with this identifier already, to another destination.
    case conflictingDuplicate(first: SourceLocation, destination: String)
    /// The source class's name differs from that of an earlier class of the
    /// spec (in Unicode scalar order) only in case, so their generated files'
    /// names would too, which a spec cannot have.
    case classNameCaseClash(with: String)
    /// The source class's segues with this identifier are in the localization
    /// `present` of a storyboard (its path) and not in the localizations
    /// `lacking` that have a scene of the class, where performing it raises
    /// (`LocalizationGap`).
    case notInEveryLocalization(present: String, lacking: [String])
    /// The source class's segues with this identifier show different scenes
    /// in localizations of a storyboard: the segue's own localization
    /// first, then those that show another (`LocalizedDestination`). The
    /// app loads the one of the user's language; a spec gives the segue one
    /// destination.
    case destinationNotInEveryLocalization([LocalizedDestination])

    /// A short, stable name of the reason, for counting segues by reason.
    public var category: String {
        switch self {
        case .relationship: return "relationship (containment, not navigation)"
        case .noSourceViewController: return "no source view controller"
        case .unsupportedRuntime: return "neither a UIKit nor an AppKit storyboard"
        case .otherFramework: return "storyboard of the other framework (import it on its own)"
        case .embed: return "embed segue without identifier (prepare cannot tell it apart)"
        case .noIdentifier: return "no identifier (cannot be performed from code)"
        case .emptyIdentifier: return "empty identifier (cannot be performed from code)"
        case .identifierTooLong: return "identifier longer than a spec holds"
        case .sourceWithoutCustomClass: return "source scene without a custom class"
        case .unresolvedDestination: return "destination not found"
        case .invalidTypeName: return "class name that is not a Swift type name"
        case .invalidModuleName: return "module name that is not a Swift name"
        case .noSwiftName: return "identifier without a Swift name"
        case .conflictingDuplicate: return "identifier used twice with different destinations"
        case .classNameCaseClash: return SkipReasons.classNameCaseClash
        case .notInEveryLocalization: return "segue not in every localization of its storyboard"
        case .destinationNotInEveryLocalization: return "destination not the same in every localization of its storyboard"
        }
    }

    /// Why a storyboard for neither UIKit nor AppKit is skipped.
    static let unsupportedGeneration = "seguegen generates UIKit and AppKit code"

    /// What the category does not say about this segue, if anything.
    public var detail: String? {
        switch self {
        case .relationship(let relationship):
            return "'\(relationship)'"
        case .noSourceViewController(let element):
            return element.map { "the scene's <\($0)> is not a view controller" } ?? "the scene has no view controller"
        case .unsupportedRuntime(let runtime):
            return "\(runtime); \(Self.unsupportedGeneration)"
        case .otherFramework(let runtime):
            return "\(runtime), among storyboards of the other framework"
        case .embed, .noIdentifier, .emptyIdentifier, .sourceWithoutCustomClass:
            return nil
        case .identifierTooLong(let bytes):
            return StoryboardImporter.tooLongForSpec(bytes: bytes)
        case .unresolvedDestination(let problem):
            return problem.description
        case .invalidTypeName(let name, let problem), .invalidModuleName(let name, let problem):
            return "\(SwiftLiteral.quoted(name)): \(problem)"
        case .noSwiftName(let problem):
            return "\(problem); add it by hand with a 'name:'"
        case .conflictingDuplicate(let first, let destination):
            return "the source class has it at \(first.file):\(first.line) already, to \(destination), which the spec keeps; "
                + "if both are right (storyboards of an iOS and a tvOS app), change the destination in the spec to a class both are"
        case .classNameCaseClash(let first):
            return SkipReasons.caseClashDetail(first)
        case .notInEveryLocalization(let present, let lacking):
            return "it " + LocalizationGap.explanation(present: present, lacking: lacking, failure: LocalizationGap.performingFails)
        case .destinationNotInEveryLocalization(let destinations):
            return "it " + LocalizedDestination.explanation(destinations)
        }
    }

}

/// Storyboards read together, so that storyboard references between them
/// resolve; classifies segues and finds their destinations.
///
/// A storyboard reference names a storyboard by file name without extension
/// (`storyboardName`); an empty name is the referring storyboard itself. Only
/// storyboards for the referring one's runtime count (an iOS app cannot
/// reference a tvOS storyboard); when several inputs have that name
/// (localized copies, several apps), the one with the longest common
/// directory prefix with the referring file wins. A tie between the
/// localizations of one storyboard (`Storyboard.localizationGroup`), which
/// the app loads as one storyboard in the user's language, goes to its
/// `Base.lproj` one, else the first in catalog order; any other tie is
/// reported as ambiguous. A bundle identifier does not change the lookup:
/// the storyboard resolves when it is among the inputs.
///
/// A reference into a localized storyboard from outside it must lead to a
/// scene of the same class in each of its localizations, the app loading
/// whichever is the user's language's (`LocalizationGap`); a reference from
/// one of them stays in the localization it is in, which the app loads with it.
public struct StoryboardCatalog: Sendable {
    /// The storyboards, in the order given.
    public let storyboards: [Storyboard]
    /// Per storyboard: the scene of each controller `id` (the first, if several have it).
    private let scenesByControllerID: [[String: Int]]
    /// Per storyboard: the scenes of each controller `id` that several
    /// scenes' controllers have (a hand-edited or merged file), in order.
    private let scenesBySharedControllerID: [[String: [Int]]]
    /// Per storyboard: the scene of each `<exit>` `id`.
    private let scenesByExitID: [[String: Int]]
    /// Storyboard indices by `Storyboard.name`, in catalog order.
    let storyboardsByName: [String: [Int]]
    /// Per storyboard: the first scene with each Storyboard ID, by its UTF-8
    /// bytes (compared exactly, as `UIStoryboard` does, not by Swift's
    /// canonical equivalence).
    private let scenesByStoryboardIdentifier: [[[UInt8]: Int]]

    public init(_ storyboards: [Storyboard]) {
        self.storyboards = storyboards
        var scenesByControllerID: [[String: Int]] = []
        var scenesBySharedControllerID: [[String: [Int]]] = []
        for storyboard in storyboards {
            var index: [String: Int] = [:]
            var shared: [String: [Int]] = [:]
            for (sceneIndex, scene) in storyboard.scenes.enumerated() {
                guard let id = scene.controller?.id else { continue }
                if let first = index[id] {
                    shared[id, default: [first]].append(sceneIndex)
                } else {
                    index[id] = sceneIndex
                }
            }
            scenesByControllerID.append(index)
            scenesBySharedControllerID.append(shared)
        }
        self.scenesByControllerID = scenesByControllerID
        self.scenesBySharedControllerID = scenesBySharedControllerID
        scenesByExitID = storyboards.map { storyboard in
            var index: [String: Int] = [:]
            for (sceneIndex, scene) in storyboard.scenes.enumerated() {
                for exit in scene.exits where index[exit.id] == nil { index[exit.id] = sceneIndex }
            }
            return index
        }
        scenesByStoryboardIdentifier = storyboards.map { storyboard in
            var index: [[UInt8]: Int] = [:]
            for (sceneIndex, scene) in storyboard.scenes.enumerated() {
                guard let identifier = scene.controller?.storyboardIdentifier else { continue }
                let key = Array(identifier.utf8)
                if index[key] == nil { index[key] = sceneIndex }
            }
            return index
        }
        var byName: [String: [Int]] = [:]
        for (index, storyboard) in storyboards.enumerated() {
            byName[storyboard.name, default: []].append(index)
        }
        storyboardsByName = byName
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

    /// The scene holding the `<exit>` with `id` in storyboard `storyboard`, which
    /// need not be the scene of the unwind segue that names it.
    public func sceneOfExit(_ id: String, in storyboard: Int) -> SceneAddress? {
        scenesByExitID[storyboard][id].map { SceneAddress(storyboard: storyboard, scene: $0) }
    }

    // MARK: Types

    /// The UIKit class Interface Builder instantiates for a controller
    /// element without a custom class (and the module to import for it).
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

    /// The Swift type of the controller of the scene at `address`, nil when
    /// it has no custom class and its element has no known class.
    public func type(of address: SceneAddress) -> SceneType? {
        guard let controller = self[address].controller else { return nil }
        if let custom = controller.customClass {
            return SceneType(
                name: custom.name, module: custom.moduleIsTarget ? nil : custom.module, isCustom: true,
                targetModule: custom.moduleIsTarget ? custom.module : nil)
        }
        let classes = storyboards[address.storyboard].runtime == .appKit ? Self.appKitClasses : Self.uiKitClasses
        guard let known = classes[controller.element] else { return nil }
        return SceneType(name: known.name, module: known.module, isCustom: false, targetModule: nil)
    }

    /// The kind of container seguegen can look into that the scene's
    /// controller is, by its element and the storyboard's framework.
    public func container(of address: SceneAddress) -> ContainerKind? {
        let element = self[address].controller?.element
        switch storyboards[address.storyboard].runtime {
        case .uiKit:
            switch element {
            case "navigationController"?: return .navigation
            case "tabBarController"?: return .tabBar
            case "splitViewController"?: return .split
            default: return nil
            }
        case .appKit:
            switch element {
            case "windowController"?: return .window
            case "tabViewController"?: return .tabView
            case "splitViewController"?: return .splitView
            default: return nil
            }
        case .watchKit, .unknown:
            return nil
        }
    }

    // MARK: Classification

    /// What `segue`, a segue of the scene at `source`, is for a spec.
    ///
    /// The first reason that applies wins, in this order: relationship; no
    /// source view controller; neither UIKit nor AppKit; embed without identifier; no, empty
    /// or too long identifier (one a spec cannot hold, which lint therefore
    /// does not ask for); source without a custom class; destination not found.
    /// An unwind segue needs no destination: its target is found at run time.
    public func classify(_ segue: StoryboardSegue, in source: SceneAddress) -> SegueClassification {
        let scene = self[source]
        if segue.isRelationship {
            return .skipped(.relationship(segue.relationship ?? ""))
        }
        guard let controller = scene.controller, controller.element != "application", controller.reference == nil else {
            return .skipped(.noSourceViewController(element: scene.controller?.element))
        }
        let runtime = storyboards[source.storyboard].runtime
        switch runtime {
        case .uiKit, .appKit: break
        case .watchKit, .unknown: return .skipped(.unsupportedRuntime(runtime))
        }
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

    // MARK: Destinations

    /// The destination of `segue`, a segue of storyboard `storyboard`, with
    /// references followed and containers looked into.
    public func resolveDestination(of segue: StoryboardSegue, in storyboard: Int) -> Result<ResolvedDestination, DestinationProblem> {
        guard let id = segue.destinationID else { return .failure(.missingDestination) }
        let destination: SceneAddress
        switch resolveController(id: id, in: storyboard) {
        case .success(let address): destination = address
        case .failure(let problem): return .failure(problem)
        }
        return resolveScene(destination)
    }

    /// The scene at `destination` as the destination of a segue, or as what a
    /// Storyboard ID or initial arrow creates: with containers looked into.
    func resolveScene(_ destination: SceneAddress) -> Result<ResolvedDestination, DestinationProblem> {
        guard type(of: destination) != nil else {
            return .failure(.unknownClass(element: self[destination].controller?.element ?? ""))
        }
        let container = self.container(of: destination)
        var candidates = [DestinationCandidate(scene: destination, container: nil)]
        /// Each child with the scene it shows (see `scenesInside(_:of:)`).
        var shown: [Result<SceneAddress, DestinationProblem>] = []
        if let container {
            for child in children(of: destination) {
                guard case .success(let childAddress) = child else {
                    shown.append(child)
                    continue
                }
                candidates.append(DestinationCandidate(scene: childAddress, container: container))
                guard let inside = scenesInside(childAddress, of: container) else {
                    shown.append(.success(childAddress))
                    continue
                }
                for case .success(let scene) in inside {
                    candidates.append(DestinationCandidate(scene: scene, container: container))
                }
                if container == .window {
                    shown.append(.success(inside.lazy.compactMap { try? $0.get() }.first { self.type(of: $0)?.isCustom == true } ?? childAddress))
                } else {
                    shown.append(inside.first ?? .success(childAddress))
                }
            }
        }
        let preferred = preferredCandidate(destination: destination, container: container, shown: shown)
        return .success(ResolvedDestination(scene: destination, container: container, candidates: candidates, preferred: preferred))
    }

    /// The scene an import writes for a destination: a navigation
    /// controller's root or a window controller's content (its first item
    /// with a custom class when it is a plain tab or split view controller); the first tab,
    /// column or split item (a navigation controller's root for one that is
    /// a navigation controller) that has a custom class; otherwise the
    /// destination itself. A root, or every child, that cannot be resolved
    /// makes the destination unresolved.
    private func preferredCandidate(
        destination: SceneAddress, container: ContainerKind?, shown: [Result<SceneAddress, DestinationProblem>]
    ) -> Result<DestinationCandidate, DestinationProblem> {
        let itself = DestinationCandidate(scene: destination, container: nil)
        guard let container, !shown.isEmpty else { return .success(itself) }
        if container.defaultPosition == .root {
            return shown[0].map { DestinationCandidate(scene: $0, container: container) }
        }
        for case .success(let scene) in shown where type(of: scene)?.isCustom == true {
            return .success(DestinationCandidate(scene: scene, container: container))
        }
        if shown.allSatisfy({ if case .failure = $0 { return true } else { return false } }), case .failure(let problem) = shown[0] {
            return .failure(problem)
        }
        return .success(itself)
    }

    /// The scenes that `child`, a child of a container of `kind`, holds
    /// where the generated code looks too, nil for none: a navigation
    /// controller's root in a UIKit tab or column; the items of an AppKit
    /// tab or split view controller without a custom class that is a
    /// window's content (a preferences window of tabs).
    private func scenesInside(_ child: SceneAddress, of kind: ContainerKind) -> [Result<SceneAddress, DestinationProblem>]? {
        switch (kind, container(of: child)) {
        case (.tabBar, .navigation?), (.split, .navigation?):
            return Array(children(of: child).prefix(1))
        case (.window, .tabView?), (.window, .splitView?):
            return self[child].controller?.customClass == nil ? children(of: child) : nil
        default:
            return nil
        }
    }

    /// The scenes `container` shows: its children in document order, each
    /// followed by the scenes it holds (`scenesInside(_:of:)`).
    func scenesShown(by container: SceneAddress) -> [SceneAddress] {
        childrenShown(by: container).flatMap { [$0.child] + $0.inside }
    }

    /// The children of `container` in document order, each with the scenes it holds (`scenesInside(_:of:)`).
    func childrenShown(by container: SceneAddress) -> [(child: SceneAddress, inside: [SceneAddress])] {
        let kind = self.container(of: container)
        return children(of: container).compactMap { child -> (child: SceneAddress, inside: [SceneAddress])? in
            guard case .success(let address) = child else { return nil }
            return (address, (kind.flatMap { scenesInside(address, of: $0) } ?? []).compactMap { try? $0.get() })
        }
    }

    /// The children of a container, in document order: the destinations of
    /// the relationship segues its controller holds, resolved.
    private func children(of container: SceneAddress) -> [Result<SceneAddress, DestinationProblem>] {
        self[container].segues
            .filter { $0.isRelationship && $0.isTriggeredByController }
            .map { segue in
                guard let id = segue.destinationID else { return .failure(.missingDestination) }
                return resolveController(id: id, in: container.storyboard)
            }
    }

    /// The scene storyboard `storyboard` creates by Storyboard ID
    /// `identifier` (the first scene with it, if several have it), or as its
    /// initial scene when `identifier` is nil; nil when it has none.
    func sceneCreated(byIdentifier identifier: String?, in storyboard: Int) -> SceneAddress? {
        let scene: Int?
        if let identifier {
            scene = scenesByStoryboardIdentifier[storyboard][Array(identifier.utf8)]
        } else {
            scene = storyboards[storyboard].initialViewControllerID.flatMap { scenesByControllerID[storyboard][$0] }
        }
        return scene.map { SceneAddress(storyboard: storyboard, scene: $0) }
    }

    /// The class of the controller at `address` (`<element>` when seguegen
    /// knows none), with `inContainer` followed by those of the scenes it
    /// shows, a navigation controller's root in parentheses:
    /// `UITabBarController holding UINavigationController(PostViewController)`.
    func describeCreated(_ address: SceneAddress, inContainer: Bool) -> String {
        let type = type(of: address)?.name ?? self[address].controller.map { "<\($0.element)>" } ?? "?"
        guard inContainer else { return type }
        let shown = childrenShown(by: address).compactMap { shown -> String? in
            guard let child = self.type(of: shown.child)?.name else { return nil }
            let inside = shown.inside.compactMap { self.type(of: $0)?.name }
            return inside.isEmpty ? child : "\(child)(\(inside.joined(separator: ", ")))"
        }
        return shown.isEmpty ? type : "\(type) holding \(shown.joined(separator: ", "))"
    }

    /// The scene whose controller has `id` in storyboard `storyboard` (the
    /// first, if several do), without following a storyboard reference.
    func scene(ofControllerID id: String, in storyboard: Int) -> StoryboardScene? {
        scenesByControllerID[storyboard][id].map { storyboards[storyboard].scenes[$0] }
    }

    /// The scene of the controller with `id` in storyboard `storyboard`,
    /// storyboard references followed; not found when the controllers of
    /// several scenes have the `id`.
    public func resolveController(id: String, in storyboard: Int) -> Result<SceneAddress, DestinationProblem> {
        guard let scene = scenesByControllerID[storyboard][id] else { return .failure(.unknownID(id)) }
        if let scenes = scenesBySharedControllerID[storyboard][id] {
            return .failure(.ambiguousID(id, lines: scenes.map { storyboards[storyboard].scenes[$0].location.line }))
        }
        var address = SceneAddress(storyboard: storyboard, scene: scene)
        /// The references followed, in order, and as a set to find a loop in time that grows with them.
        var followed: [SceneAddress] = []
        var visited: Set<SceneAddress> = []
        while let reference = self[address].controller?.reference {
            guard visited.insert(address).inserted else {
                let loop = followed.drop { $0 != address }
                var seen: Set<Int> = []
                return .failure(.referenceCycle(storyboards: loop.map(\.storyboard).filter { seen.insert($0).inserted }.map { storyboards[$0].path }))
            }
            followed.append(address)
            let target: Int
            if let name = reference.storyboardName {
                switch self.storyboard(named: name, bundleIdentifier: reference.bundleIdentifier, from: address.storyboard) {
                case .success(let index): target = index
                case .failure(let problem): return .failure(problem)
                }
            } else {
                target = address.storyboard
            }
            switch referencedScene(by: reference, in: target, from: address.storyboard) {
            case .success(let next): address = next
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(address)
    }

    /// The scene `reference`, a reference in storyboard `referrer`, leads to
    /// in storyboard `target`; and, unless `referrer` is a localization of
    /// `target`'s storyboard, a scene of the same class (or a reference to
    /// the same) in each other localization of it, which the app may load
    /// instead (the scenes those show are not compared, as for segues).
    /// Localizations without a scene that way are named alone, before
    /// those with another (as `skipReason(for:creatingBy:inContainer:)` does).
    private func referencedScene(by reference: StoryboardReference, in target: Int, from referrer: Int) -> Result<SceneAddress, DestinationProblem> {
        let found = referencedScene(by: reference, in: target)
        let others = otherLocalizations(of: target)
        guard case .success(let address) = found, !others.isEmpty, referrer != target, !others.contains(referrer) else { return found }
        var missing: [Int] = []
        var differing: [SceneAddress] = []
        for other in others {
            guard case .success(let there) = referencedScene(by: reference, in: other) else {
                missing.append(other)
                continue
            }
            if type(of: there)?.name != type(of: address)?.name || self[there].controller?.reference != self[address].controller?.reference {
                differing.append(there)
            }
        }
        if !missing.isEmpty {
            return .failure(.referencedSceneNotInEveryLocalization(
                identifier: reference.referencedIdentifier, scene: describeCreated(address, inContainer: false),
                present: storyboards[target].path, lacking: missing.map { storyboards[$0].path }))
        }
        guard !differing.isEmpty else { return found }
        return .failure(.referencedSceneNotTheSameInEveryLocalization(
            identifier: reference.referencedIdentifier,
            scenes: ([address] + differing).map { LocalizedDestination(storyboard: storyboards[$0.storyboard].path, destination: describeReferenced($0)) }))
    }

    /// The scene at `address` that a storyboard reference leads to, in
    /// words: its class (`describeCreated`), or, for another reference,
    /// where that leads (`a reference to Storyboard ID "Detail" of storyboard 'Details'`).
    private func describeReferenced(_ address: SceneAddress) -> String {
        guard let reference = self[address].controller?.reference else { return describeCreated(address, inContainer: false) }
        return "a reference to \(DestinationProblem.referenced(reference.referencedIdentifier)) of "
            + (reference.storyboardName.map { "storyboard '\($0)'" } ?? "its own storyboard")
            + (reference.bundleIdentifier.map { " in bundle '\($0)'" } ?? "")
    }

    /// The scene `reference` leads to in storyboard `target`, without
    /// following it further: the first with its Storyboard ID, or the initial scene.
    private func referencedScene(by reference: StoryboardReference, in target: Int) -> Result<SceneAddress, DestinationProblem> {
        let targetStoryboard = storyboards[target]
        if let identifier = reference.referencedIdentifier {
            guard let scene = targetStoryboard.scenes.firstIndex(where: { $0.controller?.storyboardIdentifier == identifier }) else {
                return .failure(.identifierNotFound(identifier: identifier, storyboard: targetStoryboard.path))
            }
            return .success(SceneAddress(storyboard: target, scene: scene))
        }
        guard let initial = targetStoryboard.initialViewControllerID, let scene = scenesByControllerID[target][initial] else {
            return .failure(.noInitialViewController(storyboard: targetStoryboard.path))
        }
        return .success(SceneAddress(storyboard: target, scene: scene))
    }

    /// The storyboard a reference from storyboard `referrer` to `name` means.
    private func storyboard(named name: String, bundleIdentifier: String?, from referrer: Int) -> Result<Int, DestinationProblem> {
        var candidates = storyboardsByName[name] ?? []
        guard !candidates.isEmpty else {
            return .failure(.storyboardNotGiven(name: name, bundleIdentifier: bundleIdentifier))
        }
        let runtime = storyboards[referrer].runtime
        let sameRuntime = candidates.filter { storyboards[$0].runtime == runtime }
        guard !sameRuntime.isEmpty else {
            return .failure(.storyboardForOtherRuntime(name: name, runtime: runtime, candidates: candidates.map { storyboards[$0].path }))
        }
        candidates = sameRuntime
        if candidates.count > 1 {
            let referrerDirectory = Self.directoryComponents(of: storyboards[referrer].path)
            let shared = candidates.map { Self.commonPrefixLength(Self.directoryComponents(of: storyboards[$0].path), referrerDirectory) }
            let best = shared.max() ?? 0
            candidates = zip(candidates, shared).filter { $0.1 == best }.map(\.0)
        }
        // The localizations of one storyboard are one storyboard to the app, which loads the user's language's.
        if candidates.count > 1, let group = storyboards[candidates[0]].localizationGroup,
           candidates.allSatisfy({ storyboards[$0].localizationGroup == group }) {
            return .success(candidates.first { storyboards[$0].isBaseLocalization } ?? candidates[0])
        }
        guard candidates.count == 1 else {
            return .failure(.ambiguousStoryboard(name: name, candidates: candidates.map { storyboards[$0].path }))
        }
        return .success(candidates[0])
    }

    private static func directoryComponents(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    private static func commonPrefixLength(_ lhs: [Substring], _ rhs: [Substring]) -> Int {
        zip(lhs, rhs).prefix { $0 == $1 }.count
    }
}
