/// Something one localization of a storyboard has and others lack: a
/// segue, or a scene created from the storyboard. The app's bundle holds one
/// localization per language and UIKit and AppKit load the one of the user's
/// language (`Storyboard.localizationGroup`), so in the others performing the
/// segue raises, or creating the scene fails.
///
/// Import and lint decide it with the same functions, so that a spec import
/// writes lints clean: import leaves out what lint would report.
struct LocalizationGap: Sendable, Hashable {
    /// The storyboard that has it (an index in the catalog).
    var present: Int
    /// Its other localizations that lack it, in catalog order; never empty.
    /// For a scene created from the storyboard, those that create another
    /// scene that way lack it too (`StoryboardCatalog.skipReason(for:creatingBy:inContainer:)`
    /// tells them apart).
    var lacking: [Int]

    /// What is wrong and what happens, after the name of what it is
    /// (`segue "showDetail" of 'ListViewController'`): `is in 'App/fr.lproj/Main.storyboard'
    /// but not in its other localization 'App/Base.lproj/Main.storyboard': the app
    /// loads the storyboard of the user's language, and in that one` and `failure`.
    func explanation(failure: String, catalog: StoryboardCatalog) -> String {
        Self.explanation(present: catalog.storyboards[present].path, lacking: lackingPaths(in: catalog), failure: failure)
    }

    /// `explanation(failure:catalog:)` for the storyboards at the paths `present` and `lacking`.
    static func explanation(present: String, lacking: [String], failure: String) -> String {
        let others = lacking.map { "'\($0)'" }.joined(separator: ", ")
        return "is in '\(present)' but not in its other localization\(lacking.count == 1 ? "" : "s") \(others): " + consequence(in: lacking.count, failure)
    }

    /// What happens in `count` other localizations: `the app loads the
    /// storyboard of the user's language, and in that one` and `failure`.
    static func consequence(in count: Int, _ failure: String) -> String {
        "the app loads the storyboard of the user's language, and in \(count == 1 ? "that one" : "those") \(failure)"
    }

    /// The paths of the storyboards `lacking`.
    func lackingPaths(in catalog: StoryboardCatalog) -> [String] {
        lacking.map { catalog.storyboards[$0].path }
    }

    /// What happens where a segue is missing.
    static let performingFails = "performing it raises (the scene has no segue with that identifier)"
    /// What happens where a scene created from the storyboard is missing.
    static let creatingFails = "creating it fails"
    /// What happens where the scene a storyboard reference points to is
    /// missing, or is of another class.
    static let referenceFails = "the reference does not lead to it"
}

extension StoryboardCatalog {
    /// The other localizations of storyboard `storyboard` among those of the
    /// catalog (the same `Storyboard.localizationGroup`, of the same
    /// framework), in catalog order; none for a storyboard outside a
    /// `.lproj` folder.
    func otherLocalizations(of storyboard: Int) -> [Int] {
        guard let group = storyboards[storyboard].localizationGroup else { return [] }
        let runtime = storyboards[storyboard].runtime
        return (storyboardsByName[storyboards[storyboard].name] ?? []).filter { other in
            let otherRuntime = storyboards[other].runtime
            return other != storyboard && storyboards[other].localizationGroup == group
                && (runtime.platform != nil ? otherRuntime.platform != nil : otherRuntime == runtime)
        }
    }

    /// The scenes of each custom class in the storyboards of one framework
    /// (UIKit, any platform; or AppKit when `appKit`), in catalog order;
    /// storyboard references left out.
    func scenesByClass(appKit: Bool) -> [String: [SceneAddress]] {
        var byClass: [String: [SceneAddress]] = [:]
        for address in allScenes {
            let runtime = storyboards[address.storyboard].runtime
            guard appKit ? runtime == .appKit : runtime.platform != nil,
                  let controller = self[address].controller, controller.reference == nil,
                  let custom = controller.customClass else { continue }
            byClass[custom.name, default: []].append(address)
        }
        return byClass
    }

    /// Whether the controller at `address` is what creating `className` from
    /// its storyboard gets: a scene of the class; or, with `container`, a
    /// container of its kind (a framework container class taking a subclass
    /// in the storyboard, as `as?` does; a subclass only itself) that shows
    /// a scene of the class, where the generated code looks for it.
    func creates(_ className: String, in container: (kind: ContainerKind, typeName: String)?, at address: SceneAddress) -> Bool {
        guard let container else { return self[address].controller?.customClass?.name == className }
        let isFrameworkClass = container.typeName == container.kind.className
        return self.container(of: address) == container.kind
            && (isFrameworkClass || type(of: address)?.name == container.typeName)
            && scenesShown(by: address).contains { self[$0].controller?.customClass?.name == className }
    }

    /// The storyboards among `storyboards` (those of one name) that create
    /// `className` by Storyboard ID `identifier` (or as the initial scene
    /// when it is nil), in `container` if given, whose other localizations do
    /// not, in catalog order.
    func localizationGaps(
        creating className: String, in container: (kind: ContainerKind, typeName: String)?, byIdentifier identifier: String?,
        among storyboards: [Int]
    ) -> [LocalizationGap] {
        func createsIt(_ storyboard: Int) -> Bool {
            sceneCreated(byIdentifier: identifier, in: storyboard).map { creates(className, in: container, at: $0) } ?? false
        }
        return storyboards.filter(createsIt).compactMap { storyboard in
            let lacking = otherLocalizations(of: storyboard).filter { !createsIt($0) }
            return lacking.isEmpty ? nil : LocalizationGap(present: storyboard, lacking: lacking)
        }
    }
}

/// What a segue of one class shows in one localization of a storyboard, as
/// an import writes its destination (`AViewController`,
/// `AViewController in a UINavigationController`, `an unwind`); or what a
/// Storyboard ID or the initial arrow creates there
/// (`StoryboardCatalog.describeCreated`), or a storyboard reference leads to.
public struct LocalizedDestination: Sendable, Hashable {
    /// The path of the localization.
    public var storyboard: String
    public var destination: String

    public init(storyboard: String, destination: String) {
        self.storyboard = storyboard
        self.destination = destination
    }

    /// What is wrong when the segue shows `destinations[0]` in its
    /// storyboard and the others in other localizations of it, after the
    /// name of what it is (`segue "showA" of 'ListViewController'`):
    /// `shows AViewController in 'App/Base.lproj/Main.storyboard' but
    /// FrenchAViewController in 'App/fr.lproj/Main.storyboard': ...`.
    static func explanation(_ destinations: [LocalizedDestination]) -> String {
        "shows \(differences(destinations)): the app loads the storyboard of the user's language, and a spec gives a segue one destination"
    }

    /// What is wrong when a Storyboard ID (or the initial arrow) names
    /// `scenes[0]` in its storyboard and the others in other localizations
    /// of it, for creating it or for a storyboard reference to it, after the
    /// name of what it is (`the scene with Storyboard ID "Detail"`): `is
    /// DetailViewController in 'App/Base.lproj/Main.storyboard' but
    /// FrenchDetailViewController in 'App/fr.lproj/Main.storyboard': the
    /// app loads the storyboard of the user's language, and in that one` and `failure`.
    static func sceneExplanation(_ scenes: [LocalizedDestination], failure: String) -> String {
        "is \(differences(scenes)): " + LocalizationGap.consequence(in: scenes.count - 1, failure)
    }

    /// `AViewController in 'App/Base.lproj/Main.storyboard' but FrenchAViewController in 'App/fr.lproj/Main.storyboard'`.
    private static func differences(_ destinations: [LocalizedDestination]) -> String {
        let shown = destinations.map { "\($0.destination) in '\($0.storyboard)'" }
        return "\(shown.first ?? "") but \(shown.dropFirst().joined(separator: ", "))"
    }
}

extension StoryboardCatalog {
    /// What `segue` of the scene at `source` shows, in the words of
    /// `LocalizedDestination.destination`; nil for a segue an import does
    /// not write (not performable, destination not found).
    func destinationWords(of segue: StoryboardSegue, in source: SceneAddress) -> String? {
        switch classify(segue, in: source) {
        case .skipped:
            return nil
        case .unwind:
            return "an unwind"
        case .navigation(let navigation):
            guard case .success(let shown) = navigation.destination.preferred, let shownType = type(of: shown.scene) else { return nil }
            let containerClass = type(of: navigation.destination.scene)?.name
            return shownType.name + (shown.container.map { " in " + withIndefiniteArticle(containerClass ?? $0.className) } ?? "")
        }
    }

    /// Why a scene is not created from its storyboard by Storyboard ID
    /// `identifier` (or the initial arrow when nil) where `gap` is, in an
    /// import and in lint: the localizations of `gap.lacking` that create
    /// no scene that way, if some do not (`notInEveryLocalization`); else
    /// what each localization creates that way, `gap.present` first
    /// (`notTheSameInEveryLocalization`, in words of `describeCreated`).
    func skipReason(for gap: LocalizationGap, creatingBy identifier: String?, inContainer: Bool) -> SceneSkipReason {
        let missing = gap.lacking.filter { sceneCreated(byIdentifier: identifier, in: $0) == nil }
        guard missing.isEmpty else {
            return .notInEveryLocalization(
                identifier: identifier, present: storyboards[gap.present].path, lacking: missing.map { storyboards[$0].path }, createdFrom: nil)
        }
        let scenes = ([gap.present] + gap.lacking).compactMap { storyboard in
            sceneCreated(byIdentifier: identifier, in: storyboard).map {
                LocalizedDestination(storyboard: storyboards[storyboard].path, destination: describeCreated($0, inContainer: inContainer))
            }
        }
        return .notTheSameInEveryLocalization(identifier: identifier, scenes: scenes, createdFrom: nil)
    }
}

/// The segue identifiers of some scenes (the scenes of one class),
/// storyboard by storyboard: what says whether every localization of a
/// storyboard that has one of the scenes has a segue, and shows the same
/// destination with it.
struct LocalizedSegues: Sendable {
    /// For each storyboard with one of the scenes: the identifiers of their
    /// segues, by their UTF-8 bytes (compared exactly, as UIKit does).
    private let identifiersByStoryboard: [Int: Set<[UInt8]>]
    /// For each storyboard with one of the scenes and other localizations:
    /// what the first segue of each identifier shows, when an import would
    /// write it (`StoryboardCatalog.destinationWords`).
    private let destinationsByStoryboard: [Int: [[UInt8]: String]]
    /// The storyboards with one of the scenes, in catalog order.
    private let storyboards: [Int]

    init(_ scenes: [SceneAddress], in catalog: StoryboardCatalog) {
        var byStoryboard: [Int: Set<[UInt8]>] = [:]
        var destinations: [Int: [[UInt8]: String]] = [:]
        for address in scenes {
            byStoryboard[address.storyboard, default: []].formUnion(catalog[address].segues.compactMap { $0.identifier.map { Array($0.utf8) } })
            guard !catalog.otherLocalizations(of: address.storyboard).isEmpty else { continue }
            for segue in catalog[address].segues {
                guard let identifier = segue.identifier.map({ Array($0.utf8) }), destinations[address.storyboard]?[identifier] == nil,
                      let words = catalog.destinationWords(of: segue, in: address) else { continue }
                destinations[address.storyboard, default: [:]][identifier] = words
            }
        }
        identifiersByStoryboard = byStoryboard
        destinationsByStoryboard = destinations
        storyboards = byStoryboard.keys.sorted()
    }

    /// Where the segues `identifier` of the scenes show different
    /// destinations in localizations of one storyboard: the first
    /// storyboard in catalog order, `preferring` if it is one of them, with
    /// what it shows, then its other localizations that show something
    /// else, in catalog order; empty when every localization shows the same.
    func differentDestinations(of identifier: String, preferring preferred: Int? = nil, in catalog: StoryboardCatalog) -> [LocalizedDestination] {
        let key = Array(identifier.utf8)
        let differing = storyboards.compactMap { storyboard -> [Int]? in
            guard let shown = destinationsByStoryboard[storyboard]?[key] else { return nil }
            let others = catalog.otherLocalizations(of: storyboard).filter { other in
                destinationsByStoryboard[other]?[key].map { $0 != shown } ?? false
            }
            return others.isEmpty ? nil : [storyboard] + others
        }
        guard let chosen = differing.first(where: { $0[0] == preferred }) ?? differing.first else { return [] }
        return chosen.compactMap { storyboard in
            destinationsByStoryboard[storyboard]?[key].map { LocalizedDestination(storyboard: catalog.storyboards[storyboard].path, destination: $0) }
        }
    }

    /// Each storyboard, in catalog order, whose scenes have a segue
    /// `identifier` and some of whose other localizations have one of the
    /// scenes but no such segue.
    func gaps(of identifier: String, in catalog: StoryboardCatalog) -> [LocalizationGap] {
        let key = Array(identifier.utf8)
        return storyboards.compactMap { storyboard in
            guard identifiersByStoryboard[storyboard]?.contains(key) == true else { return nil }
            let lacking = catalog.otherLocalizations(of: storyboard).filter { identifiersByStoryboard[$0].map { !$0.contains(key) } ?? false }
            return lacking.isEmpty ? nil : LocalizationGap(present: storyboard, lacking: lacking)
        }
    }
}
