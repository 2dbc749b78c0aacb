/// A segue, or a scene created from the storyboard, that one localization of a
/// storyboard has and others lack: in their languages performing or creating it
/// fails. Import and lint share it, so that a spec import writes lints clean.
struct LocalizationGap: Sendable, Hashable {
    /// The storyboard that has it (a catalog index).
    var present: Int
    /// Its other localizations that lack it, in catalog order; never empty. For a
    /// scene, those that create another scene that way count as lacking it.
    var lacking: [Int]

    /// `is in 'fr.lproj/Main.storyboard' but not in its other localization …: the app
    /// loads the storyboard of the user's language, and in that one` and `failure`.
    func explanation(failure: String, catalog: StoryboardCatalog) -> String {
        Self.explanation(present: catalog.storyboards[present].path, lacking: lackingPaths(in: catalog), failure: failure)
    }

    static func explanation(present: String, lacking: [String], failure: String) -> String {
        let others = lacking.map { "'\($0)'" }.joined(separator: ", ")
        return "is in '\(present)' but not in its other localization\(lacking.count == 1 ? "" : "s") \(others): " + consequence(in: lacking.count, failure)
    }

    static func consequence(in count: Int, _ failure: String) -> String {
        "the app loads the storyboard of the user's language, and in \(count == 1 ? "that one" : "those") \(failure)"
    }

    func lackingPaths(in catalog: StoryboardCatalog) -> [String] {
        lacking.map { catalog.storyboards[$0].path }
    }

    static let performingFails = "performing it raises (the scene has no segue with that identifier)"
    static let creatingFails = "creating it fails"
    static let referenceFails = "the reference does not lead to it"
}

extension StoryboardCatalog {
    /// The other localizations of `storyboard` in the catalog (same
    /// `localizationGroup` and framework), in catalog order.
    func otherLocalizations(of storyboard: Int) -> [Int] {
        guard let group = storyboards[storyboard].localizationGroup else { return [] }
        let runtime = storyboards[storyboard].runtime
        return (storyboardsByName[storyboards[storyboard].name] ?? []).filter { other in
            let otherRuntime = storyboards[other].runtime
            return other != storyboard && storyboards[other].localizationGroup == group
                && (runtime.platform != nil ? otherRuntime.platform != nil : otherRuntime == runtime)
        }
    }

    /// The scenes of each custom class in the storyboards of the framework of `platform`,
    /// in catalog order, references left out.
    func scenesByClass(for platform: Platform) -> [String: [SceneAddress]] {
        var byClass: [String: [SceneAddress]] = [:]
        for address in allScenes {
            guard storyboards[address.storyboard].runtime.isFramework(of: platform),
                  let controller = self[address].controller, controller.reference == nil,
                  let custom = controller.customClass else { continue }
            byClass[custom.name, default: []].append(address)
        }
        return byClass
    }

    /// Whether creating `className` from its storyboard at `address` gets it: a scene
    /// of the class, or with `container` a container of that kind (a framework class
    /// taking a subclass, as `as?` does) that shows a scene of the class.
    func creates(_ className: String, in container: (kind: ContainerKind, typeName: String)?, at address: SceneAddress) -> Bool {
        guard let container else { return self[address].controller?.customClass?.name == className }
        let isFrameworkClass = container.typeName == container.kind.className
        return self.container(of: address) == container.kind
            && (isFrameworkClass || type(of: address)?.name == container.typeName)
            && scenesShown(by: address).contains { self[$0].controller?.customClass?.name == className }
    }

    /// The storyboards among `storyboards` (of one name) that create `className` by
    /// `identifier` (nil: the initial arrow), in `container` if given, and whose other
    /// localizations do not.
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

/// What a segue shows in one localization, as import writes a destination
/// (`AViewController in a UINavigationController`, `an unwind`), or what a
/// Storyboard ID, the initial arrow or a storyboard reference leads to there.
public struct LocalizedDestination: Sendable, Hashable {
    public var storyboard: String
    public var destination: String

    public init(storyboard: String, destination: String) {
        self.storyboard = storyboard
        self.destination = destination
    }

    /// `shows AViewController in 'Base.lproj/Main.storyboard' but FrenchAViewController
    /// in 'fr.lproj/Main.storyboard': …`, `destinations[0]` being the segue's own storyboard.
    static func explanation(_ destinations: [LocalizedDestination]) -> String {
        "shows \(differences(destinations)): the app loads the storyboard of the user's language, and a spec gives a segue one destination"
    }

    /// As `explanation`, for a Storyboard ID or initial arrow that names another scene
    /// in other localizations, when creating it or following a reference to it.
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
    /// What `segue` shows, in the words of `LocalizedDestination`; nil when import does not write it.
    func destinationWords(of segue: StoryboardSegue, in source: SceneAddress) -> String? {
        switch classify(segue, in: source) {
        case .skipped:
            return nil
        case .unwind:
            return "an unwind"
        case .navigation(let navigation):
            return words(of: navigation.destination)
        }
    }

    /// What `destination` shows as import writes it, `AViewController in a UINavigationController`,
    /// with `name` around the class; nil when import writes none.
    func words(of destination: ResolvedDestination, name: (String) -> String = { $0 }) -> String? {
        guard case .success(let shown) = destination.preferred, let shownType = type(of: shown.scene) else { return nil }
        let containerClass = type(of: destination.scene)?.name
        return name(shownType.name) + (shown.container.map { " in " + withIndefiniteArticle(containerClass ?? $0.className) } ?? "")
    }

    /// Why no scene is created by `identifier` (nil: the initial arrow) where `gap`
    /// is: localizations that create nothing that way, else what each one creates.
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

/// The segue identifiers of one class's scenes, storyboard by storyboard: whether
/// every localization has each segue, and shows the same destination with it.
struct LocalizedSegues: Sendable {
    /// Identifiers as UTF-8 bytes: compared exactly, as UIKit does.
    private let identifiersByStoryboard: [Int: Set<[UInt8]>]
    /// What the first segue of each identifier shows, for storyboards with other localizations.
    private let destinationsByStoryboard: [Int: [[UInt8]: String]]
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

    /// The storyboard (`preferred` if it is one) whose segue `identifier` shows other
    /// destinations in its localizations, with them; empty when they all agree.
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

    /// The storyboards whose scenes have segue `identifier` and some of whose other
    /// localizations have a scene of the class without it.
    func gaps(of identifier: String, in catalog: StoryboardCatalog) -> [LocalizationGap] {
        let key = Array(identifier.utf8)
        return storyboards.compactMap { storyboard in
            guard identifiersByStoryboard[storyboard]?.contains(key) == true else { return nil }
            let lacking = catalog.otherLocalizations(of: storyboard).filter { identifiersByStoryboard[$0].map { !$0.contains(key) } ?? false }
            return lacking.isEmpty ? nil : LocalizationGap(present: storyboard, lacking: lacking)
        }
    }
}
