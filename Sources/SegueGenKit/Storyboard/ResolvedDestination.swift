/// Where a scene is among the storyboards of a catalog.
public struct SceneAddress: Sendable, Hashable {
    /// The index of the storyboard in `StoryboardCatalog.storyboards`.
    public var storyboard: Int
    /// The index of the scene in that storyboard's `scenes`.
    public var scene: Int
}

/// The Swift type of a scene's view controller.
public struct SceneType: Sendable, Hashable {
    /// The custom class, or the UIKit class of the element.
    public var name: String
    /// The module to import for it, if it is not the app's own.
    public var module: String?
    public var isCustom: Bool
    /// The module Interface Builder recorded for a class of the app's own target, not to be imported.
    public var targetModule: String?
}

/// Why a segue's destination is not known.
public enum DestinationProblem: Error, Sendable, Hashable, CustomStringConvertible {
    case missingDestination
    case unknownID(String)
    /// The lines of the scenes whose controllers all have the `id`, which Interface Builder
    /// gives one object: which one the segue shows is not known.
    case ambiguousID(String, lines: [Int])
    case storyboardNotGiven(name: String, bundleIdentifier: String?)
    /// The storyboard is among the inputs only for other runtimes (the app on another platform).
    case storyboardForOtherRuntime(name: String, runtime: StoryboardRuntime, candidates: [String])
    /// Several inputs equally close to the referring file, not localizations of one storyboard.
    case ambiguousStoryboard(name: String, candidates: [String])
    /// A reference into a localized storyboard whose localizations do not all have its
    /// scene (of class `scene`): `present` has it, `lacking` do not.
    case referencedSceneNotInEveryLocalization(identifier: String?, scene: String, present: String, lacking: [String])
    /// As `referencedSceneNotInEveryLocalization`, where the others have another scene that
    /// way; `scenes` has what each has, the one the reference is looked up in first.
    case referencedSceneNotTheSameInEveryLocalization(identifier: String?, scenes: [LocalizedDestination])
    case noInitialViewController(storyboard: String)
    case identifierNotFound(identifier: String, storyboard: String)
    /// The storyboards of the loop, in loop order, each once.
    case referenceCycle(storyboards: [String])
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

    static func referenced(_ identifier: String?) -> String {
        identifier.map { "Storyboard ID \(SwiftLiteral.quoted($0))" } ?? "the initial scene"
    }
}

/// Where the scene a segue shows can be, in the order the generated code
/// looks for it (`SegueGen.scene(of:at:)`).
public struct DestinationCandidate: Sendable, Hashable {
    public var scene: SceneAddress
    /// The kind of container the scene is in, nil when it is the destination itself.
    public var container: ContainerKind?
}

/// A segue's destination with storyboard references followed and containers looked into.
public struct ResolvedDestination: Sendable, Hashable {
    public var scene: SceneAddress
    /// Its container kind, if seguegen can look into it.
    public var container: ContainerKind?
    /// The destination itself first; then each child of a container, followed by the
    /// scenes it holds (`StoryboardCatalog.scenesInside`).
    public var candidates: [DestinationCandidate]
    /// The scene an import writes (`StoryboardCatalog.preferredCandidate(of:)`).
    public var preferred: Result<DestinationCandidate, DestinationProblem>
}
