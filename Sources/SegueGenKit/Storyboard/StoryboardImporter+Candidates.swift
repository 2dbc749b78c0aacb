/// The checks of `StoryboardImporter` that need no other segue or scene.
extension StoryboardImporter {
    /// What one segue contributes, before duplicates are looked at.
    struct Candidate {
        var outcome: SegueOutcome.Result
        /// Modules of the source and destination types.
        var modules: [String] = []
    }

    /// The checks of names, each made once per name: a class is the source or
    /// destination of many segues.
    struct NameChecks {
        private var typeNameProblems: [String: String?] = [:]
        private var moduleProblems: [String: String?] = [:]
        private var segueNames: [String: Result<SegueNames, NamingProblem>] = [:]

        mutating func typeNameProblem(_ name: String) -> String? {
            Self.remembered(name, in: &typeNameProblems, StoryboardImporter.typeNameProblem)
        }

        /// `SwiftNaming.typeNameProblem(module)`, described, or its length if a spec cannot hold it.
        mutating func moduleProblem(_ module: String) -> String? {
            Self.remembered(module, in: &moduleProblems) { module in
                module.utf8.count > StoryboardImporter.maximumSpecString
                    ? StoryboardImporter.tooLongForSpec(bytes: module.utf8.count)
                    : SwiftNaming.typeNameProblem(module)?.description
            }
        }

        mutating func segueNames(for identifier: String) -> Result<SegueNames, NamingProblem> {
            Self.remembered(identifier, in: &segueNames, SwiftNaming.segueNames(for:))
        }

        private static func remembered<Value>(_ key: String, in cache: inout [String: Value], _ check: (String) -> Value) -> Value {
            if let known = cache[key] { return known }
            let value = check(key)
            cache[key] = value
            return value
        }
    }

    static func candidate(for segue: StoryboardSegue, in source: SceneAddress, catalog: StoryboardCatalog, checks: inout NameChecks) -> Candidate {
        let navigation: NavigationSegue
        switch catalog.classify(segue, in: source) {
        case .skipped(let reason):
            return Candidate(outcome: .skipped(reason))
        case .unwind(let unwind):
            return importedCandidate(unwind.identifier, sourceClass: unwind.sourceClass, destinationType: nil, notes: [], checks: &checks) {
                Segue(identifier: Located(unwind.identifier, at: segue.location), isUnwind: true, destination: nil, names: $0)
            }
        case .navigation(let found):
            navigation = found
        }
        let shown: DestinationCandidate
        switch navigation.destination.preferred {
        case .failure(let problem): return Candidate(outcome: .skipped(.unresolvedDestination(problem)))
        case .success(let candidate): shown = candidate
        }
        guard let destinationType = catalog.type(of: shown.scene) else {
            return Candidate(outcome: .skipped(.unresolvedDestination(.unknownClass(element: catalog[shown.scene].controller?.element ?? ""))))
        }
        let container = shown.container.map { kind in
            SegueContainer(typeName: catalog[navigation.destination.scene].controller?.customClass?.name ?? kind.className, kind: kind)
        }
        let notes = referenceFollowed(segue, in: source, catalog: catalog).map { ["through storyboard reference to \($0.file):\($0.line)"] } ?? []
        return importedCandidate(
            navigation.identifier, sourceClass: navigation.sourceClass, destinationType: destinationType, container: container?.typeName,
            notes: notes, checks: &checks
        ) { names in
            var imported = Segue(
                identifier: Located(navigation.identifier, at: segue.location), destination: Located(destinationType.name, at: segue.location),
                container: container.map { Located($0, at: segue.location) }, names: names)
            imported.isEmbed = navigation.isEmbed
            return imported
        }
    }

    /// The class a scene with a Storyboard ID or initial arrow creates, and how.
    struct SceneCandidate {
        var scene: Scene
        /// The modules to import for the class and its container's.
        var modules: [String]
        /// For a scene in a container subclass: that subclass.
        var containerClass: StoryboardClass?

        var typeName: String { scene.typeName.value }

        /// The container subclass created as itself, for when the scene it holds is created by itself.
        var containerItself: SceneCandidate? {
            guard let containerClass, var instantiation = scene.instantiation else { return nil }
            let kind = instantiation.container?.value.kind
            instantiation.container = nil
            var itself = Scene(
                typeName: Located(containerClass.name, at: instantiation.storyboard.location), segues: [], instantiation: instantiation,
                isWindowController: kind == .window)
            itself.containerKind = kind.flatMap { $0.framework == "UIKit" ? $0 : nil }
            let module = containerClass.moduleIsTarget ? nil : containerClass.module
            return SceneCandidate(scene: itself, modules: module.map { [$0] } ?? [])
        }
    }

    /// What a scene with a Storyboard ID or initial arrow contributes, before other scenes
    /// of its class are looked at: a container's scene with a custom class, created in it,
    /// or the scene's own class (docs/Storyboards.md, "Scenes created from their storyboard").
    static func sceneCandidate(
        at address: SceneAddress, identifier: String?, catalog: StoryboardCatalog, otherFramework: Bool,
        sharedWindowControllers: Set<String>, checks: inout NameChecks
    ) -> (result: SceneOutcome.Result, created: SceneCandidate?) {
        let storyboard = catalog.storyboards[address.storyboard]
        guard let controller = catalog[address].controller else { return (.skipped(.withoutCustomClass), nil) }
        guard storyboard.runtime.isGenerated else { return (.skipped(.unsupportedRuntime(storyboard.runtime)), nil) }
        if otherFramework { return (.skipped(.otherFramework(storyboard.runtime)), nil) }
        if controller.reference != nil { return (.skipped(.reference), nil) }
        if let identifier, identifier.utf8.count > maximumSpecString {
            return (.skipped(.storyboardIdentifierTooLong(bytes: identifier.utf8.count)), nil)
        }
        var sceneClass = controller.customClass
        var container: SegueContainer?
        // On macOS a container of the app's own class is the scene, except a window controller
        // class of several windows, which a spec creates one way only: it contains each content.
        let isSharedWindowController = controller.element == "windowController"
            && controller.customClass.map { sharedWindowControllers.contains($0.name) } == true
        let looksInside = storyboard.runtime != .appKit || controller.customClass == nil || isSharedWindowController
        if looksInside, let kind = catalog.container(of: address), case .success(let resolved) = catalog.resolveScene(address) {
            switch resolved.preferred {
            case .success(let shown) where shown.container != nil:
                if let held = catalog[shown.scene].controller?.customClass {
                    sceneClass = held
                    container = SegueContainer(typeName: controller.customClass?.name ?? kind.className, kind: kind)
                } else if sceneClass == nil {
                    return (.skipped(.containerWithoutCustomScene), nil)
                }
            case .success:
                if sceneClass == nil { return (.skipped(.containerWithoutCustomScene), nil) }
            case .failure(let problem):
                if sceneClass == nil { return (.skipped(.sceneInContainerNotFound(problem)), nil) }
            }
        }
        guard let customClass = sceneClass else { return (.skipped(.withoutCustomClass), nil) }
        var modules: [String] = []
        for created in [customClass, container == nil ? nil : controller.customClass].compactMap({ $0 }) {
            if let problem = checks.typeNameProblem(created.name) ?? sourceFileNameProblem(created.name) {
                return (.skipped(.invalidTypeName(created.name, problem: problem)), nil)
            }
            guard !created.moduleIsTarget, let module = created.module else { continue }
            if let problem = checks.moduleProblem(module) {
                return (.skipped(.invalidModuleName(module, problem: problem)), nil)
            }
            modules.append(module)
        }
        // SpecDecoder refuses a storyboard named with its extension.
        guard !storyboard.name.isEmpty, !storyboard.name.hasSuffix(".storyboard") else {
            return (.skipped(.unusableStoryboardName(storyboard.name)), nil)
        }
        let isInitial = controller.id == storyboard.initialViewControllerID
        let location = controller.location
        var created = Scene(
            typeName: Located(customClass.name, at: location), segues: [],
            instantiation: SceneInstantiation(
                storyboard: Located(storyboard.name, at: location), identifier: identifier.map { Located($0, at: location) }, bundle: .main,
                container: container.map { Located($0, at: location) }),
            isWindowController: container == nil && storyboard.runtime == .appKit && controller.element == "windowController")
        if container == nil, storyboard.runtime != .appKit { created.containerKind = catalog.container(of: address) }
        let notes = identifier != nil && isInitial
            ? ["also the initial scene; created by its Storyboard ID (a spec scene is created one way)"] : []
        return (.imported(customClass.name, created, notes: notes), SceneCandidate(
            scene: created, modules: modules, containerClass: container == nil ? nil : controller.customClass))
    }

    /// The AppKit window controller classes their storyboards create several ways (names
    /// and Storyboard IDs): one class for several windows. Localized copies are one way.
    static func windowControllerClassesCreatedSeveralWays(in catalog: StoryboardCatalog) -> Set<String> {
        var ways: [String: Set<String>] = [:]
        for storyboard in catalog.storyboards where storyboard.runtime == .appKit {
            for scene in storyboard.scenes {
                guard let controller = scene.controller, controller.element == "windowController",
                      let customClass = controller.customClass else { continue }
                let identifier = controller.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }
                guard identifier != nil || controller.id == storyboard.initialViewControllerID else { continue }
                ways[customClass.name, default: []].insert(storyboard.name + "\u{0}" + (identifier ?? ""))
            }
        }
        return Set(ways.compactMap { $0.value.count > 1 ? $0.key : nil })
    }

    /// The segue `make` gives, if its class names are Swift type names and a Swift name
    /// derives from `identifier`.
    private static func importedCandidate(
        _ identifier: String, sourceClass: StoryboardClass, destinationType: SceneType?, container: String? = nil, notes: [String],
        checks: inout NameChecks, make: (SegueNames) -> Segue
    ) -> Candidate {
        for name in [sourceClass.name, destinationType?.name, container].compactMap({ $0 }) {
            if let problem = checks.typeNameProblem(name) {
                return Candidate(outcome: .skipped(.invalidTypeName(name, problem: problem)))
            }
        }
        if let problem = sourceFileNameProblem(sourceClass.name) {
            return Candidate(outcome: .skipped(.invalidTypeName(sourceClass.name, problem: problem)))
        }
        let names: SegueNames
        switch checks.segueNames(for: identifier) {
        case .success(let derived): names = derived
        case .failure(let problem): return Candidate(outcome: .skipped(.noSwiftName(problem: problem.description)))
        }
        let sourceModule = sourceClass.moduleIsTarget ? nil : sourceClass.module
        let modules = [sourceModule, destinationType?.module].compactMap { $0 }
        for module in modules {
            if let problem = checks.moduleProblem(module) {
                return Candidate(outcome: .skipped(.invalidModuleName(module, problem: problem)))
            }
        }
        return Candidate(outcome: .imported(sourceClass.name, make(names), notes: notes), modules: modules)
    }

    /// Where the scene is that the storyboard reference `segue` shows leads to; nil when
    /// the destination is no reference.
    private static func referenceFollowed(_ segue: StoryboardSegue, in source: SceneAddress, catalog: StoryboardCatalog) -> SourceLocation? {
        guard let id = segue.destinationID, catalog.scene(ofControllerID: id, in: source.storyboard)?.controller?.reference != nil,
              case .success(let destination) = catalog.resolveController(id: id, in: source.storyboard) else { return nil }
        return catalog[destination].controller?.location ?? catalog[destination].location
    }
}

extension Scene {
    /// Whether `other` is created the same way: the same storyboard name, Storyboard ID (or
    /// initial scene) and container, wherever it is.
    func createsTheSameWay(as other: Scene) -> Bool {
        instantiation?.storyboard.value == other.instantiation?.storyboard.value
            && instantiation?.identifier?.value == other.instantiation?.identifier?.value
            && isWindowController == other.isWindowController && instantiation?.container?.value == other.instantiation?.container?.value
    }
}
