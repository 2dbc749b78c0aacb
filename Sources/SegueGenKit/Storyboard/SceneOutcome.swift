/// What became of one scene that its storyboard can create without a segue (by
/// its Storyboard ID or as the initial scene), in an import.
public struct SceneOutcome: Sendable {
    public typealias Result = ImportResult<Scene, SceneSkipReason>

    public var scene: SceneAddress
    /// Its controller's Storyboard ID, if not empty.
    public var storyboardIdentifier: String?
    public var isInitial: Bool
    /// The class of the scene a container without a custom class holds, which the
    /// spec creates in it.
    public var sceneInContainer: String?
    public var result: Result
}

/// Why a scene with a Storyboard ID, or an initial scene, is not created from its
/// storyboard; the categories are explained in docs/Storyboards.md, "The summary".
public enum SceneSkipReason: Sendable, Hashable, SkipReason {
    case unsupportedRuntime(StoryboardRuntime)
    case otherFramework(StoryboardRuntime)
    case reference
    case withoutCustomClass
    case containerWithoutCustomScene
    /// A storyboard reference that does not resolve, or no child.
    case sceneInContainerNotFound(DestinationProblem)
    case invalidTypeName(String, problem: String)
    case invalidModuleName(String, problem: String)
    case storyboardIdentifierTooLong(bytes: Int)
    /// Empty, or itself ending in `.storyboard`, which a spec takes for a file name.
    case unusableStoryboardName(String)
    case classCreatedElsewhere(first: SourceLocation)
    /// Two storyboards of one name, or one Storyboard ID twice: a spec cannot say it twice.
    case sameSceneAsAnotherClass(String, first: SourceLocation)
    /// As `sameSceneAsAnotherClass`, where the two storyboards are for two UIKit platforms:
    /// two apps', which a spec, naming a storyboard by name alone, cannot tell apart.
    case sameSceneOnAnotherPlatform(String, first: SourceLocation, platform: Platform)
    case classNameCaseClash(with: String)
    /// `identifier` (nil: the initial arrow) creates the class in `present` and nothing in
    /// `lacking`; `createdFrom` is where the spec creates the class instead, if anywhere.
    case notInEveryLocalization(identifier: String?, present: String, lacking: [String], createdFrom: SourceLocation?)
    /// As `notInEveryLocalization`, where the others create another scene that way;
    /// `scenes` has what each creates, the scene's own first.
    case notTheSameInEveryLocalization(identifier: String?, scenes: [LocalizedDestination], createdFrom: SourceLocation?)

    public var category: String {
        switch self {
        case .unsupportedRuntime: return SegueSkipReason.unsupportedRuntime(.watchKit).category
        case .otherFramework: return SegueSkipReason.otherFramework(.appKit).category
        case .reference: return "storyboard reference (the scene it refers to is created from its own storyboard)"
        case .withoutCustomClass: return "scene without a custom class"
        case .containerWithoutCustomScene: return "container holding no scene with a custom class"
        case .sceneInContainerNotFound: return "container whose scene is not found"
        case .invalidTypeName: return SegueSkipReason.invalidTypeName("", problem: "").category
        case .invalidModuleName: return SegueSkipReason.invalidModuleName("", problem: "").category
        case .storyboardIdentifierTooLong: return "Storyboard ID longer than a spec holds"
        case .unusableStoryboardName: return "storyboard name a spec cannot give"
        case .classCreatedElsewhere: return "class created from another scene"
        case .sameSceneAsAnotherClass: return "Storyboard ID or initial scene of another class"
        case .sameSceneOnAnotherPlatform:
            return "Storyboard ID or initial scene of another platform's class (import each platform's storyboards on their own)"
        case .classNameCaseClash: return SkipReasons.classNameCaseClash
        case .notInEveryLocalization: return "Storyboard ID or initial scene not in every localization"
        case .notTheSameInEveryLocalization: return "Storyboard ID or initial scene not the same in every localization"
        }
    }

    public var detail: String? {
        switch self {
        // Worded as for segues.
        case .unsupportedRuntime(let runtime):
            return SegueSkipReason.unsupportedRuntime(runtime).detail
        case .otherFramework(let runtime):
            return SegueSkipReason.otherFramework(runtime).detail
        case .invalidTypeName(let name, let problem):
            return SegueSkipReason.invalidTypeName(name, problem: problem).detail
        case .invalidModuleName(let name, let problem):
            return SegueSkipReason.invalidModuleName(name, problem: problem).detail
        case .storyboardIdentifierTooLong(let bytes):
            return StoryboardImporter.tooLongForSpec(bytes: bytes)
        case .reference, .withoutCustomClass, .containerWithoutCustomScene:
            return nil
        case .sceneInContainerNotFound(let problem):
            return problem.description
        case .unusableStoryboardName(let name):
            return name.isEmpty ? "its file name is '.storyboard'" : "'\(name)' ends in '.storyboard', which a spec takes for a file name"
        case .classCreatedElsewhere(let first):
            return "the spec creates it from \(first.file):\(first.line)"
        case .sameSceneAsAnotherClass(let other, let first):
            return "'\(other)' at \(first.file):\(first.line), in a storyboard of the same name"
        case .sameSceneOnAnotherPlatform(let other, let first, let platform):
            return "'\(other)' at \(first.file):\(first.line), in the \(platform.rawValue) storyboard of the same name, "
                + "another app's; a spec names a storyboard by its name alone, so it cannot create both"
        case .classNameCaseClash(let first):
            return SkipReasons.caseClashDetail(first)
        case .notInEveryLocalization(let identifier, _, _, let createdFrom), .notTheSameInEveryLocalization(let identifier, _, let createdFrom):
            // The ID `is in` a localization; the scene it creates `is DetailViewController` there.
            let scene = if case .notTheSameInEveryLocalization = self { "the scene with " } else { "" }
            let way = identifier.map { "\(scene)Storyboard ID \(SwiftLiteral.quoted($0))" } ?? "the initial scene"
            return "\(way) \(localizationExplanation ?? "")" + (createdFrom.map { "; the spec creates it from \($0.file):\($0.line)" } ?? "")
        }
    }

    /// For a reason of localizations, what is wrong after the name of what it is
    /// (`Storyboard ID "Detail"`); nil for another reason.
    var localizationExplanation: String? {
        switch self {
        case .notInEveryLocalization(_, let present, let lacking, _):
            return LocalizationGap.explanation(present: present, lacking: lacking, failure: LocalizationGap.creatingFails)
        case .notTheSameInEveryLocalization(_, let scenes, _):
            return LocalizedDestination.sceneExplanation(scenes, failure: LocalizationGap.creatingFails)
        default:
            return nil
        }
    }

    /// A reason of localizations that says the spec creates the class from `location` instead.
    func creatingFrom(_ location: SourceLocation) -> SceneSkipReason {
        switch self {
        case .notInEveryLocalization(let identifier, let present, let lacking, _):
            return .notInEveryLocalization(identifier: identifier, present: present, lacking: lacking, createdFrom: location)
        case .notTheSameInEveryLocalization(let identifier, let scenes, _):
            return .notTheSameInEveryLocalization(identifier: identifier, scenes: scenes, createdFrom: location)
        default:
            return self
        }
    }

}

/// Why an import leaves something out of the spec.
public protocol SkipReason: CustomStringConvertible {
    /// A short, stable name of the reason, for counting by reason.
    var category: String { get }
    /// What the category does not say about this one, if anything.
    var detail: String? { get }
    /// Whether the reason is the storyboard's (the other framework): the summary counts
    /// these by storyboard rather than listing each.
    var holdsForWholeStoryboard: Bool { get }
}

extension SegueSkipReason {
    public var holdsForWholeStoryboard: Bool {
        switch self {
        case .unsupportedRuntime, .otherFramework: return true
        default: return false
        }
    }
}

extension SceneSkipReason {
    public var holdsForWholeStoryboard: Bool {
        switch self {
        case .unsupportedRuntime, .otherFramework: return true
        default: return false
        }
    }
}

/// Words that segue and scene skip reasons share.
enum SkipReasons {
    static let classNameCaseClash = "class name that differs from another's only in case"

    static func caseClashDetail(_ first: String) -> String {
        "'\(first)' is in the spec; their files' names would differ only in case, which case-insensitive file systems take for one file"
    }
}

extension SkipReason {
    public var description: String {
        category + (detail.map { ": \($0)" } ?? "")
    }
}
