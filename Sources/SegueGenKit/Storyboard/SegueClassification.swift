/// What a segue is, for seguegen: a navigation or unwind segue that a spec
/// can list, or something else and why.
public enum SegueClassification: Sendable, Hashable {
    case navigation(NavigationSegue)
    /// The scene it unwinds to is found at run time, so it has no destination here.
    case unwind(UnwindSegue)
    case skipped(SegueSkipReason)
}

/// An unwind segue a spec can list.
public struct UnwindSegue: Sendable, Hashable {
    public var source: SceneAddress
    public var sourceClass: StoryboardClass
    public var identifier: String
    /// The unwind action (`unwindToList:`), if the storyboard has one.
    public var action: String?
}

/// A segue a spec can list: performed by identifier, from a custom class, to a known destination.
public struct NavigationSegue: Sendable, Hashable {
    public var source: SceneAddress
    public var sourceClass: StoryboardClass
    public var identifier: String
    public var destination: ResolvedDestination
    /// An embed segue (a container view's child), which the framework performs.
    public var isEmbed = false
}

/// Why a segue is not one a spec can list; the categories are explained in
/// docs/Storyboards.md, "The summary".
public enum SegueSkipReason: Sendable, Hashable, SkipReason {
    case relationship(String)
    /// The macOS application scene (a menu item's segue), or a scene without a controller.
    case noSourceViewController(element: String?)
    case unsupportedRuntime(StoryboardRuntime)
    case otherFramework(StoryboardRuntime)
    case embed
    case noIdentifier
    case emptyIdentifier
    case identifierTooLong(bytes: Int)
    case sourceWithoutCustomClass
    case unresolvedDestination(DestinationProblem)
    case invalidTypeName(String, problem: String)
    case invalidModuleName(String, problem: String)
    case noSwiftName(problem: String)
    case conflictingDuplicate(first: SourceLocation, destination: String)
    case classNameCaseClash(with: String)
    /// The segue is in the localization `present` and not in `lacking`, which have a scene of the class.
    case notInEveryLocalization(present: String, lacking: [String])
    /// The destinations of the localizations: the segue's own first, then those that show another.
    case destinationNotInEveryLocalization([LocalizedDestination])

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

    static let unsupportedGeneration = "seguegen generates UIKit and AppKit code"

    /// Whether a segue code can perform is left out for a problem in the storyboards, which
    /// generation warns of: the app would meet it at run time.
    var isStoryboardProblem: Bool {
        switch self {
        case .identifierTooLong, .unresolvedDestination, .invalidTypeName, .invalidModuleName, .noSwiftName, .conflictingDuplicate,
             .classNameCaseClash, .notInEveryLocalization, .destinationNotInEveryLocalization: true
        case .relationship, .noSourceViewController, .unsupportedRuntime, .otherFramework, .embed, .noIdentifier, .emptyIdentifier,
             .sourceWithoutCustomClass: false
        }
    }

    /// Whether the segue is left out for want of a Swift name, which a spec over the storyboards may give it.
    var lacksSwiftName: Bool {
        if case .noSwiftName = self { true } else { false }
    }

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
