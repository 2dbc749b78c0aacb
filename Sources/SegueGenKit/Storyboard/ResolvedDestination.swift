/// Where a scene is among the storyboards of a catalog.
public struct SceneAddress: Sendable, Hashable, Comparable {
    /// The index of the storyboard in `StoryboardCatalog.storyboards`.
    public var storyboard: Int
    /// The index of the scene in that storyboard's `scenes`.
    public var scene: Int

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
