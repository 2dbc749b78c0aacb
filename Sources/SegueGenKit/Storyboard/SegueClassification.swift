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
