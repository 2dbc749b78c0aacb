/// Scenes created from their storyboard: the spec's checked against the storyboards, and what the spec lacks.
extension StoryboardLinter {
    /// Its `container`, else its `storyboardIdentifier`, else the scene.
    private static func location(of instantiation: SceneInstantiation, in scene: Scene) -> SourceLocation {
        instantiation.container?.location ?? instantiation.identifier?.location ?? scene.typeName.location
    }

    /// Checks that a storyboard of the spec's name creates the scene's class that way.
    static func check(
        _ instantiation: SceneInstantiation, of scene: Scene, scenes: [SceneAddress], index: Index, into diagnostics: inout DiagnosticEngine
    ) {
        let className = scene.typeName.value
        let name = instantiation.storyboard.value
        let catalog = index.catalog
        let storyboards = catalog.storyboards(named: name, for: index.platform)
        guard !storyboards.isEmpty else {
            let names = Set(catalog.storyboards.filter { $0.runtime.isFramework(of: index.platform) }.map(\.name))
            diagnostics.emit(.lintStoryboardNotGiven(
                name, creating: className, suggestion: Suggestion.closest(to: name, among: names.sorted(by: StoryboardImporter.precedes)),
                at: instantiation.storyboard.location))
            return
        }
        let identifier = instantiation.identifier?.value
        let created = storyboards.compactMap { catalog.sceneCreated(byIdentifier: identifier, in: $0) }
        let container = instantiation.container?.value
        let createdContainer = container.map { (kind: $0.kind, typeName: $0.typeName) }
        if created.contains(where: { catalog.creates(className, in: createdContainer, at: $0) }) {
            // Each localization of a storyboard that creates it must: UIKit loads the one of the user's language.
            let gaps = catalog.localizationGaps(creating: className, in: createdContainer, byIdentifier: identifier, among: storyboards)
            if let gap = gaps.first, let present = catalog.sceneCreated(byIdentifier: identifier, in: gap.present),
               let controller = catalog[present].controller {
                let reason = catalog.skipReason(for: gap, creatingBy: identifier, inContainer: container != nil)
                diagnostics.emit(.lintNotInEveryLocalization(
                    Diagnostic.createdScene(identifier) + " of '\(className)'",
                    reason.localizationExplanation ?? "", at: location(of: instantiation, in: scene), storyboardLocation: controller.location))
            }
            // Shown in its window or presented: the generated code compiles only for the controller the storyboard makes.
            if container == nil, let address = created.first(where: { catalog.creates(className, in: nil, at: $0) }),
               let controller = catalog[address].controller, (catalog.container(of: address) == .window) != scene.isWindowController {
                diagnostics.emit(.lintWindowControllerMismatch(
                    storyboard: name, identifier: identifier, specIsWindowController: scene.isWindowController,
                    at: scene.windowControllerKey ?? scene.typeName.location, storyboardLocation: controller.location))
            }
            return
        }
        let location = location(of: instantiation, in: scene)
        if let other = created.first, let controller = catalog[other].controller {
            let expected = container.map { "\(className)' in '\($0.typeName)" } ?? className
            // A container holding the scene, which the spec does not say: the fix is `container`.
            var hint: String?
            if container == nil, let kind = catalog.container(of: other),
               catalog.scenesShown(by: other).contains(where: { catalog[$0].controller?.customClass?.name == className }) {
                hint = "it holds '\(className)': say 'container: \(kind.className)' in the scene to create it in there"
            }
            // The scene itself, which the spec says is in a container: the fix is to remove `container`.
            if container != nil, controller.customClass?.name == className {
                hint = "it is the '\(className)' itself: remove 'container' from the scene"
            }
            diagnostics.emit(.lintCreatedSceneOfAnotherClass(
                expected, storyboard: name, identifier: identifier, actual: catalog.describeCreated(other, inContainer: container != nil), hint: hint,
                at: location, storyboardLocation: controller.location))
            return
        }
        // No storyboard of the name has the scene: point at the scenes of the class, with their Storyboard IDs.
        let notes = scenes.prefix(Diagnostic.maximumListedPlaces).compactMap { address -> Diagnostic.Note? in
            guard let controller = catalog[address].controller else { return nil }
            let file = catalog.storyboards[address.storyboard].name
            let id = controller.storyboardIdentifier.map { "Storyboard ID \(SwiftLiteral.quoted($0))" } ?? "no Storyboard ID"
            let initial = controller.id == catalog.storyboards[address.storyboard].initialViewControllerID ? ", the initial scene" : ""
            return Diagnostic.Note("a scene of class '\(controller.customClass?.name ?? className)' is here, in storyboard '\(file)', with \(id)\(initial)", at: controller.location)
        }
        if let identifier {
            let identifiers = storyboards.flatMap { catalog.storyboards[$0].scenes.compactMap(\.controller?.storyboardIdentifier) }
            diagnostics.emit(.lintStoryboardIdentifierNotFound(
                identifier, storyboard: name, creating: className, suggestion: Suggestion.closest(to: identifier, among: identifiers),
                at: location, notes: notes))
        } else {
            diagnostics.emit(.lintNoInitialScene(storyboard: name, creating: className, at: location, notes: notes))
        }
    }

    // MARK: Storyboards to spec

    /// The segues of `className` that an import writes and `listed` lacks, the first of each identifier.
    static func seguesTheSpecLacks(of className: String, listed: Set<String>, index: Index) -> [Index.Listable] {
        var seen: Set<String> = []
        return index.listableSegues(of: className).filter { !listed.contains($0.identifier) && seen.insert($0.identifier).inserted }
    }

    static func reportSeguesTheSpecLacks(_ unlisted: [Index.Listable], of scene: Scene, into diagnostics: inout DiagnosticEngine) {
        for found in unlisted {
            // Import skips an identifier no Swift name derives from; the spec can still list it, with 'name:'.
            var nameProblem: String?
            if case .failure(let problem) = SwiftNaming.segueNames(for: found.identifier) { nameProblem = problem.description }
            diagnostics.emit(.lintSegueNotInSpec(
                found.identifier, of: scene.typeName.value, shows: found.shown, nameProblem: nameProblem,
                at: found.segue.location, spec: scene.typeName.location))
        }
    }

    /// Warns when an import creates `scene`'s class from its storyboard and the spec does
    /// not, with the keys to add; unless the spec cannot say so (`specCanCreate`).
    static func reportCreationTheSpecLacks(
        of scene: Scene, createdByImport created: CreatedByImport, into diagnostics: inout DiagnosticEngine
    ) {
        let className = scene.typeName.value
        guard let imported = created.scenes[className], let instantiation = imported.instantiation, created.specCanCreate(scene, as: instantiation)
        else { return }
        // The scene's own `storyboard`, or its spec's at the top level, may say it already;
        // the scene's own one, naming another storyboard, is to be changed rather than added.
        let storyboardDiffers = scene.namedStoryboard != instantiation.storyboard.value
        let changing = storyboardDiffers && scene.namesItsOwnStoryboard ? scene.namedStoryboard : nil
        var keys = NavigationSpec.instantiationFields(of: imported, withStoryboard: storyboardDiffers && changing == nil)
        // `windowController` without a storyboard to create from changes no code, but the spec may say it already.
        if scene.isWindowController { keys.removeAll { $0.key.scalar?.value == "windowController" } }
        diagnostics.emit(.lintCreationNotInSpec(
            className, storyboard: instantiation.storyboard.value, identifier: instantiation.identifier?.value, container: instantiation.container?.value,
            keys: keys, changingStoryboard: changing, removingWindowController: scene.isWindowController && !imported.isWindowController,
            at: instantiation.storyboard.location, spec: scene.typeName.location))
    }

    /// What `seguegen import` creates from the storyboards, by running it, so that lint asks
    /// for exactly what an import writes and a spec just imported lacks none of it.
    struct CreatedByImport {
        let scenes: [String: Scene]
        /// The storyboard names and Storyboard IDs ("" for initial) the linted spec creates from.
        private let specWays: Set<String>
        /// The linted spec's scenes related by inheritance to one created from its storyboard.
        private let relatedToCreated: Set<String>

        init(_ catalog: StoryboardCatalog, spec linted: NavigationSpec) {
            let spec = StoryboardImporter.importSpec(from: catalog.storyboards.filter { isOfFramework($0, spec: linted) }).spec
            scenes = Dictionary(spec.scenes.map { ($0.typeName.value, $0) }) { first, _ in first }
            var ways: Set<String> = []
            var related: Set<String> = []
            for scene in linted.scenes {
                let chain = linted.superclassChain(of: scene)
                if let instantiation = scene.instantiation {
                    ways.insert(Self.way(instantiation.storyboard.value, instantiation.identifier?.value))
                    related.formUnion(chain.map(\.typeName.value))
                }
                if chain.contains(where: { $0.instantiation != nil }) { related.insert(scene.typeName.value) }
            }
            specWays = ways
            relatedToCreated = related
        }

        /// Whether the linted spec can create `scene` that way without an error of its own: no
        /// other scene is created from that storyboard scene, and no superclass or subclass is.
        func specCanCreate(_ scene: Scene, as instantiation: SceneInstantiation) -> Bool {
            !specWays.contains(Self.way(instantiation.storyboard.value, instantiation.identifier?.value))
                && !relatedToCreated.contains(scene.typeName.value)
        }

        private static func way(_ storyboard: String, _ identifier: String?) -> String {
            storyboard + "\u{0}" + (identifier ?? "")
        }
    }

}
