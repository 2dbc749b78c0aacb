/// What became of one scene that its storyboard can create without a
/// segue, in an import: a scene whose controller has a Storyboard ID
/// (`storyboardIdentifier`), or the storyboard's initial scene
/// (`initialViewController`).
public struct SceneOutcome: Sendable {
    public typealias Result = ImportResult<Scene, SceneSkipReason>

    /// The scene.
    public var scene: SceneAddress
    /// Its controller's Storyboard ID, if it has a non-empty one.
    public var storyboardIdentifier: String?
    /// Whether it is its storyboard's initial scene.
    public var isInitial: Bool
    /// The class of the scene a container without a custom class holds,
    /// which the spec creates in it; nil for any other scene.
    public var sceneInContainer: String?
    public var result: Result
}

/// Why a scene with a Storyboard ID, or a storyboard's initial scene, is not
/// created from its storyboard in an imported spec.
public enum SceneSkipReason: Sendable, Hashable, SkipReason {
    /// The storyboard is for neither UIKit nor AppKit (WatchKit).
    case unsupportedRuntime(StoryboardRuntime)
    /// The storyboard is for the other framework than the spec's.
    case otherFramework(StoryboardRuntime)
    /// The scene is a storyboard reference: the scene it refers to is
    /// created from its own storyboard.
    case reference
    /// The controller has no custom class, so there is no class of the app
    /// to extend (such as a plain view controller).
    case withoutCustomClass
    /// A container without a custom class holding no scene with one
    /// (a navigation controller whose root is a plain table view controller).
    case containerWithoutCustomScene
    /// A container without a custom class whose scene is not found: a
    /// storyboard reference that does not resolve, or no child.
    case sceneInContainerNotFound(DestinationProblem)
    /// A class name that is not a valid Swift type name (or is seguegen's own `SegueGen`).
    case invalidTypeName(String, problem: String)
    /// The class's `customModule` is not a Swift module name, so it cannot be imported.
    case invalidModuleName(String, problem: String)
    /// A Storyboard ID of `bytes` bytes (UTF-8), longer than the longest
    /// string a spec holds (`StoryboardImporter.maximumSpecString`).
    case storyboardIdentifierTooLong(bytes: Int)
    /// The storyboard's file name without `.storyboard` is no name a spec can
    /// give: empty, or itself ending in `.storyboard` (`Main.storyboard.storyboard`),
    /// which a spec takes for a file name.
    case unusableStoryboardName(String)
    /// The class is created from another scene already, of another
    /// storyboard or by another Storyboard ID: a spec scene is created one way.
    case classCreatedElsewhere(first: SourceLocation)
    /// Another class is created by the same storyboard name and Storyboard
    /// ID (or as the same storyboard's initial scene), which a spec cannot
    /// say twice: two storyboards of one name, or one Storyboard ID twice.
    case sameSceneAsAnotherClass(String, first: SourceLocation)
    /// As `sameSceneAsAnotherClass`, where the earlier class's storyboard is
    /// for another UIKit platform (`platform`, tvOS after iOS): the two
    /// storyboards are two apps', which a spec, naming a storyboard by its
    /// name alone, cannot tell apart.
    case sameSceneOnAnotherPlatform(String, first: SourceLocation, platform: Platform)
    /// The class's name differs from that of an earlier class of the spec
    /// only in case (see `SegueSkipReason.classNameCaseClash`).
    case classNameCaseClash(with: String)
    /// The scene's Storyboard ID (`identifier`), or the initial arrow to it
    /// when nil, creates the class in the localization `present` of its
    /// storyboard (a path) and nothing in the localizations `lacking`, where
    /// creating it fails (`LocalizationGap`); `createdFrom` is where the
    /// spec creates the class from instead, if it does.
    case notInEveryLocalization(identifier: String?, present: String, lacking: [String], createdFrom: SourceLocation?)
    /// As `notInEveryLocalization`, where every other localization that
    /// does not create the class that way creates another scene: another
    /// class (or container, or container class). What each localization
    /// creates, the scene's own first, is in `scenes`
    /// (`StoryboardCatalog.skipReason(for:creatingBy:inContainer:)`).
    case notTheSameInEveryLocalization(identifier: String?, scenes: [LocalizedDestination], createdFrom: SourceLocation?)

    /// A short, stable name of the reason, for counting scenes by reason.
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

    /// What the category does not say about this scene, if anything.
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

    /// For a reason of localizations, what is wrong after the name of what
    /// it is (`Storyboard ID "Detail"`), as `LocalizationGap.explanation` or
    /// `LocalizedDestination.sceneExplanation` words it; nil for another reason.
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

    /// A reason of localizations that says where the spec creates the class
    /// from instead, `location`; another reason as it is.
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

/// Why an import leaves something out of the spec: a stable category to
/// count by, and what the category does not say about this one.
public protocol SkipReason: CustomStringConvertible {
    /// A short, stable name of the reason, for counting by reason.
    var category: String { get }
    /// What the category does not say, if anything.
    var detail: String? { get }
    /// Whether the reason is the storyboard's, not the segue's or scene's
    /// (a storyboard of the other framework): the summary counts these by
    /// storyboard rather than listing each.
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
    /// The category and the detail: `destination not found: ...`.
    public var description: String {
        category + (detail.map { ": \($0)" } ?? "")
    }
}
