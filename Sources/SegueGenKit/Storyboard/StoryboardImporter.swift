/// What became of one segue or scene of a storyboard in an import.
public enum ImportResult<Imported: Sendable, Reason: SkipReason & Sendable>: Sendable {
    /// In the spec, as this of this class (the segue's source, the scene's own), with remarks.
    case imported(String, Imported, notes: [String])
    /// The class has it already from an earlier segue or scene, the same way (a class used
    /// by several scenes): the spec says it once.
    case duplicate(of: SourceLocation)
    /// Not in the spec, and why.
    case skipped(Reason)

    /// Why it is not in the spec, if it is not.
    public var skipReason: Reason? {
        if case .skipped(let reason) = self { return reason }
        return nil
    }
}

/// What became of one segue of a storyboard in an import.
public struct SegueOutcome: Sendable {
    public typealias Result = ImportResult<Segue, SegueSkipReason>

    /// The segue.
    public var segue: StoryboardSegue
    /// Its scene.
    public var source: SceneAddress
    public var result: Result
}

/// What an import did with the segues of one storyboard, and with its
/// scenes that it can create without a segue.
public struct StoryboardImportReport: Sendable {
    /// The index of the storyboard in `StoryboardImport.catalog`.
    public var storyboard: Int
    /// One outcome per segue, in document order.
    public var outcomes: [SegueOutcome]
    /// One outcome per scene with a Storyboard ID or that is the initial
    /// scene, in document order.
    public var scenes: [SceneOutcome] = []
}

/// The result of importing storyboards: the spec, and per storyboard what
/// became of each segue.
public struct StoryboardImport: Sendable {
    /// The spec, ready to write.
    public var spec: NavigationSpec
    /// The storyboards, sorted by path, so that references resolve between them.
    public var catalog: StoryboardCatalog
    /// One report per storyboard, in the catalog's order.
    public var reports: [StoryboardImportReport]
    /// Remarks about the spec as a whole (storyboards for several platforms).
    public var notes: [String]
    /// Warnings at segues of the storyboards, in path and document order:
    /// each that code can perform whose identifier has white space at its
    /// start or end, which the spec keeps as it is and the framework does
    /// not ignore.
    public var warnings: [Diagnostic] = []
}

/// Makes a navigation spec from storyboards: every source scene that has a
/// custom class and every segue with an identifier that the spec language can
/// describe, destination types resolved through containers and storyboard
/// references across all the storyboards given (`StoryboardCatalog`); and
/// every scene with a custom class that its storyboard can create without a
/// segue, by its Storyboard ID or as the initial scene.
///
/// - A spec is for one framework: UIKit if any storyboard given is a UIKit
///   one (`ios`, or `tvos` when every imported segue and scene created from
///   its storyboard is from a tvOS storyboard), else AppKit (`macos`); the
///   segues and scenes of storyboards of the other framework are skipped,
///   to be imported on their own.
/// - Unwind segues are written with `unwind: true` and no destination (the
///   scene they unwind to is found at run time); a container subclass with
///   its `type` and `kind`.
///
/// Output is stable: storyboards are taken in path order whatever order they
/// come in, scenes are sorted by class name and segues by identifier (Unicode
/// scalar order), so the same storyboards give the same spec byte for byte.
///
/// - A class used by several scenes gets the segues of all of them; the same
///   identifier twice with the same destination is written once, with another
///   destination it is skipped (the first in path and document order wins).
/// - Two identifiers whose derived Swift names collide: the later one gets a
///   `name:` with the first free number appended (`showDetail2`).
/// - `imports` lists the modules of imported classes that Interface Builder
///   does not mark as the app target's own (`customModuleProvider="target"`),
///   less every module it does mark so anywhere in the storyboards.
///
/// Scenes created from their storyboard (docs/Spec.md, "Scenes created from
/// their storyboard"; `UIStoryboard.instantiateViewController(withIdentifier:)`
/// and `instantiateInitialViewController()`):
/// - a scene whose controller has a custom class and either a Storyboard ID
///   or is its storyboard's `initialViewController` gets its storyboard's
///   name and `storyboardIdentifier`, or `initial: true` when it has no
///   Storyboard ID (a spec scene has one or the other, and the ID names it
///   whichever scene is initial); an AppKit `windowController` gets
///   `windowController: true`;
/// - a UIKit container with a Storyboard ID or that is initial creates the
///   scene with a custom class it holds (as a segue's destination is found),
///   with `container` (its class and kind for a container subclass, which
///   is created as itself, with its `kind`, when it holds no such scene); so does an AppKit
///   container without a custom class (a plain window controller creates
///   its content view controller), while one with a custom class is created
///   as itself, except a window controller class of several windows
///   (storyboard names and Storyboard IDs), which creates each window's
///   content view controller in it; a class created both by itself and in
///   a container is created by itself, and a container subclass holding it
///   is then created as itself;
/// - a class is created one way: the first scene in path and document order
///   wins, and a later one the same way (same storyboard name and ID) is
///   "repeated", any other skipped;
/// - the spec cannot say one storyboard name and Storyboard ID (or initial
///   scene) twice, nor create two classes whose names without dots are the
///   same: a later class with those of an earlier one is skipped (with its
///   own reason when the two storyboards are for different platforms, iOS
///   and tvOS: two apps, to import each on its own).
///
/// Localizations of one storyboard (`Storyboard.localizationGroup`; the app
/// loads the one of the user's language) give the spec only what each of
/// them has (`LocalizationGap`, which `StoryboardLinter` checks with): a
/// segue of a class that one of them has on a scene of the class and
/// another lacks is skipped for the class, and so is one whose destination
/// (its class, or container and class) differs between them
/// (`LocalizedSegues.differentDestinations`); a scene whose Storyboard ID
/// creates its class in some of them only is created as the initial scene
/// when every one of them creates it so, else not (the class may still be
/// created from another scene, such as its container); a segue through a
/// storyboard reference to a scene that some of them lack is skipped, its
/// destination unresolved (`StoryboardCatalog`).
///
/// Of classes whose names differ only in case (`ListViewController`,
/// `listViewController`), whose files' names would too, the first in
/// Unicode scalar order is written and the segues and scenes of the others
/// are skipped.
public enum StoryboardImporter {
    /// Imports `storyboards`.
    public static func importSpec(from storyboards: [Storyboard]) -> StoryboardImport {
        var passes = ImportPasses(storyboards)
        passes.importSegues()
        passes.createScenes(passes.creatableScenes())
        let caseClashes = passes.skipCaseClashes()
        let scenes = passes.nameScenes(leavingOut: caseClashes)
        return passes.result(scenes)
    }

    /// The longest string a spec holds, in UTF-8 bytes: the longest scalar
    /// its YAML reader takes (`YAMLLimits.maximumScalarLength`). A segue
    /// identifier, class or module name, or Storyboard ID longer than this
    /// is skipped with the reason, rather than written into a spec that
    /// would not read back.
    static let maximumSpecString = YAMLLimits().maximumScalarLength

    /// Why a string of `bytes` bytes is not in the spec, as a skip reason's detail.
    static func tooLongForSpec(bytes: Int) -> String {
        "it is \(bytes) bytes long; a spec holds strings of at most \(maximumSpecString) bytes"
    }

    /// Why `name` cannot be a type in a spec, or nil.
    static func typeNameProblem(_ name: String) -> String? {
        if name.utf8.count > maximumSpecString {
            return tooLongForSpec(bytes: name.utf8.count)
        }
        if SpecDecoder.offsetOfReservedComponent(in: name) != nil {
            return "'\(SpecKeys.supportTypeName)' is the name of the support type seguegen generates"
        }
        if let nested = SpecDecoder.nestedTypeItWouldHide(name) {
            return "the generated extension of every scene declares its own '\(nested)', which would hide it"
        }
        return SwiftNaming.typeNameProblem(name)?.description
    }

    /// Why the scene of class `name` cannot get its file, or nil: a name too
    /// long for a file name, which the spec would refuse (`fileNameTooLong`).
    static func sourceFileNameProblem(_ name: String) -> String? {
        let length = Generator.fileName(forSceneType: name).utf8.count
        guard length > OutputPath.maximumNameLength else { return nil }
        return "its file would be named with \(length) bytes; file systems take at most \(OutputPath.maximumNameLength)"
    }

    static func describe(_ segue: Segue) -> String {
        if segue.isUnwind { return "an unwind" }
        return (segue.destination?.value ?? "") + (segue.container.map { " in " + withIndefiniteArticle($0.value.typeName) } ?? "")
    }

    /// Unicode scalar order: the same on every platform and in every locale.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }
}
