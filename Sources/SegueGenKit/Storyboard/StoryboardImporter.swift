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

    /// Leaves it out of the spec for `reason`, unless it is left out already.
    mutating func skip(_ reason: Reason) {
        if skipReason == nil { self = .skipped(reason) }
    }
}

/// What became of one segue of a storyboard in an import.
public struct SegueOutcome: Sendable {
    public typealias Result = ImportResult<Segue, SegueSkipReason>

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
    public var spec: NavigationSpec
    /// The storyboards, sorted by path, so that references resolve between them.
    public var catalog: StoryboardCatalog
    /// One report per storyboard, in the catalog's order.
    public var reports: [StoryboardImportReport]
    /// Remarks about the spec as a whole (storyboards for several platforms).
    public var notes: [String]
    /// Warnings at segues that code can perform whose identifier has white space at
    /// an end, which the spec keeps and the framework does not ignore.
    public var warnings: [Diagnostic] = []
}

/// Makes a navigation spec from storyboards, resolving destinations across all
/// of them. What it imports, skips and why: docs/Storyboards.md, "`seguegen import`"
/// and "Scenes created from their storyboard".
public enum StoryboardImporter {
    public static func importSpec(from storyboards: [Storyboard]) -> StoryboardImport {
        var passes = ImportPasses(storyboards)
        passes.importSegues()
        passes.createScenes(passes.creatableScenes())
        let caseClashes = passes.skipCaseClashes()
        let scenes = passes.nameScenes(leavingOut: caseClashes)
        return passes.result(scenes)
    }

    /// The longest string a spec holds, in UTF-8 bytes (`YAMLLimits.maximumScalarLength`):
    /// longer is skipped, rather than written into a spec that would not read back.
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

    /// What `segue` shows as a spec says it, `AViewController in a UINavigationController`,
    /// with `name` around the class, or `an unwind`.
    static func describe(_ segue: Segue, name: (String) -> String = { $0 }) -> String {
        if segue.isUnwind { return "an unwind" }
        return name(segue.destination?.value ?? "") + (segue.container.map { " in " + withIndefiniteArticle($0.value.typeName) } ?? "")
    }

    /// Whether storyboards make an AppKit spec: none is a UIKit one, and one is an AppKit one.
    static func isAppKit(_ storyboards: [Storyboard]) -> Bool {
        !storyboards.contains { $0.runtime.platform != nil } && storyboards.contains { $0.runtime == .appKit }
    }

    /// Unicode scalar order: the same on every platform and in every locale.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }
}
