/// What became of one segue of a storyboard in an import.
public struct SegueOutcome: Sendable {
    public enum Result: Sendable {
        /// In the spec, as this segue of this source class.
        case imported(sourceClass: String, ImportedSegue, notes: [String])
        /// The source class has the same identifier to the same destination
        /// already (a class used by several scenes): the spec has it once.
        case duplicate(of: SourceLocation)
        /// Not in the spec, and why.
        case skipped(SegueSkipReason)
    }

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
    public var spec: ImportedSpec
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
        let sorted = storyboards.sorted { $0.path.unicodeScalars.lexicographicallyPrecedes($1.path.unicodeScalars) }
        let catalog = StoryboardCatalog(sorted)
        let isAppKit = !sorted.contains { $0.runtime.platform != nil } && sorted.contains { $0.runtime == .appKit }
        var scenes: [String: [ImportedSegue]] = [:]
        /// Per class and identifier: the first segue imported.
        var firstByIdentifier: [String: [String: ImportedSegue]] = [:]
        var modules: Set<String> = []
        var platforms: Set<Platform> = []
        var reports: [StoryboardImportReport] = []
        var checks = NameChecks()
        // A segue of a class that one localization of a storyboard has and another lacks raises there;
        // one that shows another destination there gets a wrong one.
        let isLocalized = catalog.storyboards.indices.contains { !catalog.otherLocalizations(of: $0).isEmpty }
        let scenesByClass = isLocalized ? catalog.scenesByClass(appKit: isAppKit) : [:]
        var localizedSegues: [String: LocalizedSegues] = [:]

        for storyboardIndex in catalog.storyboards.indices {
            var outcomes: [SegueOutcome] = []
            for (sceneIndex, scene) in catalog.storyboards[storyboardIndex].scenes.enumerated() {
                let address = SceneAddress(storyboard: storyboardIndex, scene: sceneIndex)
                let runtime = catalog.storyboards[storyboardIndex].runtime
                let otherFramework = isAppKit ? runtime.platform != nil : runtime == .appKit
                for segue in scene.segues {
                    // A storyboard of the other framework is skipped whole: each of its
                    // segues for that reason, whatever else it is (an embed, a relationship).
                    var result = otherFramework
                        ? Candidate(outcome: .skipped(.otherFramework(runtime)))
                        : candidate(for: segue, in: address, catalog: catalog, checks: &checks)
                    if isLocalized, case .imported(let sourceClass, let imported, _) = result.outcome {
                        let localized = localizedSegues[sourceClass] ?? LocalizedSegues(scenesByClass[sourceClass] ?? [], in: catalog)
                        localizedSegues[sourceClass] = localized
                        let gaps = localized.gaps(of: imported.identifier, in: catalog)
                        if let gap = gaps.first(where: { $0.present == storyboardIndex }) ?? gaps.first {
                            result = Candidate(outcome: .skipped(.notInEveryLocalization(
                                present: catalog.storyboards[gap.present].path, lacking: gap.lackingPaths(in: catalog))))
                        } else {
                            // A spec gives the segue one destination: not one that only some localizations show.
                            let destinations = localized.differentDestinations(of: imported.identifier, preferring: storyboardIndex, in: catalog)
                            if !destinations.isEmpty { result = Candidate(outcome: .skipped(.destinationNotInEveryLocalization(destinations))) }
                        }
                    }
                    if case .imported(let sourceClass, let imported, _) = result.outcome {
                        if let first = firstByIdentifier[sourceClass]?[imported.identifier] {
                            result.outcome = first.isUnwind == imported.isUnwind && first.destination == imported.destination
                                && first.container == imported.container
                                ? .duplicate(of: first.location)
                                : .skipped(.conflictingDuplicate(first: first.location, destination: describe(first)))
                        } else {
                            firstByIdentifier[sourceClass, default: [:]][imported.identifier] = imported
                            scenes[sourceClass, default: []].append(imported)
                            modules.formUnion(result.modules)
                            if let platform = catalog.storyboards[storyboardIndex].runtime.platform { platforms.insert(platform) }
                        }
                    }
                    outcomes.append(SegueOutcome(segue: segue, source: address, result: result.outcome))
                }
            }
            reports.append(StoryboardImportReport(storyboard: storyboardIndex, outcomes: outcomes))
        }

        // Scenes created from their storyboard: one way per class, one class per storyboard scene.
        /// Each scene with a Storyboard ID or initial, in document order, with the class it creates.
        var creatable: [(outcome: SceneOutcome, created: SceneCandidate?)] = []
        /// The class each storyboard file creates by each Storyboard ID ("" for the initial
        /// scene), imported or not, and where: the first scene in document order, the one the
        /// file creates that way and the one `StoryboardLinter` checks, when a hostile file
        /// gives several scenes one ID.
        var firstByStoryboardScene: [String: (className: String, location: SourceLocation)] = [:]
        let sharedWindowControllers = isAppKit ? windowControllerClassesCreatedSeveralWays(in: catalog) : []
        for storyboardIndex in catalog.storyboards.indices {
            let storyboard = catalog.storyboards[storyboardIndex]
            let otherFramework = isAppKit ? storyboard.runtime.platform != nil : storyboard.runtime == .appKit
            for (sceneIndex, scene) in storyboard.scenes.enumerated() {
                // The macOS application object is neither initial nor has a Storyboard ID.
                guard let controller = scene.controller, controller.element != "application" else { continue }
                let identifier = controller.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }
                let isInitial = controller.id == storyboard.initialViewControllerID
                guard identifier != nil || isInitial else { continue }
                let address = SceneAddress(storyboard: storyboardIndex, scene: sceneIndex)
                let candidate = sceneCandidate(
                    at: address, identifier: identifier, catalog: catalog, otherFramework: otherFramework,
                    sharedWindowControllers: sharedWindowControllers, checks: &checks)
                let inContainer = candidate.created.flatMap { $0.instantiation.container == nil ? nil : $0.typeName }
                var outcome = SceneOutcome(
                    scene: address, storyboardIdentifier: identifier, isInitial: isInitial, sceneInContainer: inContainer, result: candidate.result)
                let className = candidate.created?.typeName ?? controller.customClass?.name ?? "<\(controller.element)>"
                let firstOfItsWay = firstByStoryboardScene["\(storyboardIndex)\u{0}\(identifier ?? "")"]
                for way in [identifier, isInitial ? "" : nil].compactMap({ $0 }) where firstByStoryboardScene["\(storyboardIndex)\u{0}\(way)"] == nil {
                    firstByStoryboardScene["\(storyboardIndex)\u{0}\(way)"] = (className, controller.location)
                }
                if case .imported = outcome.result, let first = firstOfItsWay, first.className != className {
                    outcome.result = .skipped(.sameSceneAsAnotherClass(first.className, first: first.location))
                }
                creatable.append((outcome, candidate.created))
            }
        }
        var instantiations: [String: ImportedInstantiation] = [:]
        /// The class of each storyboard name and Storyboard ID ("" for the initial scene), and where.
        var classByStoryboardScene: [String: (typeName: String, location: SourceLocation, storyboard: Int)] = [:]
        /// The scenes skipped for a localization gap, where their outcome is in `reports`, and their class.
        var skippedForLocalization: [(storyboard: Int, position: Int, typeName: String)] = []
        // A class created both by itself and in a container is created by itself: the
        // scenes of such a class created in a container come last. Every other scene keeps
        // its place in the order read (path order), which decides between storyboards of one name.
        let createdByItself = Set(creatable.compactMap { $0.created?.instantiation.container == nil ? $0.created?.typeName : nil })
        let isDeferred = { (index: Int) -> Bool in
            guard let created = creatable[index].created, created.instantiation.container != nil else { return false }
            return createdByItself.contains(created.typeName)
        }
        let inContainerLast = creatable.indices.filter { !isDeferred($0) } + creatable.indices.filter(isDeferred)
        for index in inContainerLast {
            var outcome = creatable[index].outcome
            if case .imported(_, _, let notes) = outcome.result, var created = creatable[index].created {
                // A container subclass whose scene is created by itself is created as itself.
                if let itself = created.containerItself, let first = instantiations[created.typeName],
                   !first.createsTheSameWay(as: created.instantiation) {
                    created = itself
                    outcome.result = .imported(typeName: itself.typeName, itself.instantiation, notes: notes)
                    outcome.sceneInContainer = nil
                }
                // A way every localization of the storyboard creates the class: its Storyboard ID,
                // else the initial arrow to it; else another scene of the class, or none.
                var gap: LocalizationGap?
                if instantiations[created.typeName] == nil {
                    gap = localizationGap(of: created, from: outcome.scene.storyboard, catalog: catalog, appKit: isAppKit)
                    if gap != nil, outcome.isInitial, let identifier = created.instantiation.identifier {
                        var initial = created
                        initial.instantiation.identifier = nil
                        if localizationGap(of: initial, from: outcome.scene.storyboard, catalog: catalog, appKit: isAppKit) == nil {
                            created = initial
                            outcome.result = .imported(typeName: initial.typeName, initial.instantiation, notes: [
                                "not by its Storyboard ID \(SwiftLiteral.quoted(identifier)), which not every localization of the storyboard has",
                            ])
                            gap = nil
                        }
                    }
                }
                let (typeName, instantiation) = (created.typeName, created.instantiation)
                let key = instantiation.storyboard + "\u{0}" + (instantiation.identifier ?? "")
                if let first = instantiations[typeName] {
                    outcome.result = first.createsTheSameWay(as: instantiation)
                        ? .duplicate(of: first.location)
                        : .skipped(.classCreatedElsewhere(first: first.location))
                } else if let gap {
                    outcome.result = .skipped(catalog.skipReason(
                        for: gap, creatingBy: instantiation.identifier, inContainer: instantiation.container != nil))
                    skippedForLocalization.append((outcome.scene.storyboard, reports[outcome.scene.storyboard].scenes.count, typeName))
                } else if let other = classByStoryboardScene[key] {
                    // iOS and tvOS storyboards of one name are two apps', which one spec cannot tell apart.
                    let platform = catalog.storyboards[outcome.scene.storyboard].runtime.platform
                    if let otherPlatform = catalog.storyboards[other.storyboard].runtime.platform, let platform, otherPlatform != platform {
                        outcome.result = .skipped(.sameSceneOnAnotherPlatform(other.typeName, first: other.location, platform: otherPlatform))
                    } else {
                        outcome.result = .skipped(.sameSceneAsAnotherClass(other.typeName, first: other.location))
                    }
                } else {
                    instantiations[typeName] = instantiation
                    classByStoryboardScene[key] = (typeName, instantiation.location, outcome.scene.storyboard)
                    modules.formUnion(created.modules)
                    if let platform = catalog.storyboards[outcome.scene.storyboard].runtime.platform { platforms.insert(platform) }
                }
            }
            reports[outcome.scene.storyboard].scenes.append(outcome)
        }
        // A scene skipped for a localization gap says where its class is created from instead.
        for skipped in skippedForLocalization {
            guard let created = instantiations[skipped.typeName],
                  case .skipped(let reason) = reports[skipped.storyboard].scenes[skipped.position].result
            else { continue }
            reports[skipped.storyboard].scenes[skipped.position].result = .skipped(reason.creatingFrom(created.location))
        }
        for index in reports.indices {
            reports[index].scenes.sort { $0.scene.scene < $1.scene.scene }
        }

        // Classes whose names differ only in case would get files whose names do too, which a
        // spec cannot have (SpecDecoder): the first in Unicode scalar order is written.
        var firstByFoldedName: [String: String] = [:]
        var caseClashes: [String: String] = [:]
        for typeName in Set(scenes.keys).union(instantiations.keys).sorted(by: precedes) {
            let folded = typeName.lowercased()
            if let first = firstByFoldedName[folded] { caseClashes[typeName] = first } else { firstByFoldedName[folded] = typeName }
        }
        if !caseClashes.isEmpty {
            skipCaseClashes(caseClashes, in: &reports, catalog: catalog)
        }

        // Names: derived ones unless two collide. An identifier spelled as its own Swift name
        // (`toFirst`) keeps it, whatever sorts first: the others that collide get the numbers.
        var importedScenes: [ImportedScene] = []
        var renamed: [SourceLocation: (name: String, collidesWith: String)] = [:]
        for typeName in Set(scenes.keys).union(instantiations.keys).sorted(by: precedes) where caseClashes[typeName] == nil {
            var segues = (scenes[typeName] ?? []).sorted { precedes($0.identifier, $1.identifier) }
            let derived = segues.map { checks.segueNames(for: $0.identifier) }
            let isOwnName = segues.indices.map { index in
                guard case .success(let names) = derived[index] else { return false }
                return names.bareCaseName.unicodeScalars.elementsEqual(segues[index].identifier.unicodeScalars)
            }
            var accepted = AcceptedNames()
            for index in segues.indices.filter({ isOwnName[$0] }) + segues.indices.filter({ !isOwnName[$0] }) {
                guard case .success(var names) = derived[index] else { continue }
                if let other = accepted.identifier(collidingWith: names) {
                    let (name, unique) = accepted.uniqueName(from: names.bareCaseName)
                    segues[index].name = name
                    names = unique
                    renamed[segues[index].location] = (name, other)
                }
                accepted.add(names, of: segues[index].identifier)
            }
            // A name longer than the spec holds (from an identifier that is longer in its normal form): left out.
            segues.removeAll { ($0.name?.utf8.count ?? 0) > maximumSpecString }
            importedScenes.append(ImportedScene(typeName: typeName, segues: segues, instantiation: instantiations[typeName]))
        }
        for reportIndex in reports.indices {
            for outcomeIndex in reports[reportIndex].outcomes.indices {
                guard case .imported(let sourceClass, var segue, var notes) = reports[reportIndex].outcomes[outcomeIndex].result,
                      let rename = renamed[segue.location] else { continue }
                let collision = "the derived name collides with that of \(SwiftLiteral.quoted(rename.collidesWith))"
                guard rename.name.utf8.count <= maximumSpecString else {
                    reports[reportIndex].outcomes[outcomeIndex].result = .skipped(.noSwiftName(
                        problem: "\(collision), and the name that tells them apart is \(rename.name.utf8.count) bytes long, "
                            + "longer than a spec holds (\(maximumSpecString) bytes)"))
                    continue
                }
                segue.name = rename.name
                notes.append("named '\(rename.name)': \(collision)")
                reports[reportIndex].outcomes[outcomeIndex].result = .imported(sourceClass: sourceClass, segue, notes: notes)
            }
        }

        let targetModules = Set(catalog.storyboards.flatMap { storyboard in
            storyboard.scenes.compactMap { $0.controller?.customClass }.filter(\.moduleIsTarget).compactMap(\.module)
        })
        var notes: [String] = []
        if platforms.count > 1 {
            notes.append("the storyboards are for several platforms (\(platforms.map(\.rawValue).sorted().joined(separator: ", "))); the spec says 'ios', which compiles for all of them")
        }
        let spec = ImportedSpec(
            platform: isAppKit ? .macos : platforms == [.tvos] ? .tvos : .ios,
            imports: modules.subtracting(targetModules).subtracting(["UIKit"]).sorted(by: precedes),
            scenes: importedScenes
        )
        // `performSegue(withIdentifier: "showDetail")` does not find "showDetail ": say so where it can be fixed.
        // The same for `instantiateViewController(withIdentifier:)` and a Storyboard ID.
        var warnings = reports.flatMap(\.outcomes).compactMap { outcome -> Diagnostic? in
            guard canBePerformed(outcome.result), !outcome.segue.isEmbed, let identifier = outcome.segue.identifier else { return nil }
            return .edgeWhiteSpace(inSegueIdentifier: identifier, framework: spec.platform.uiFramework, inSpec: false, at: outcome.segue.location)
        }
        warnings += spec.scenes.compactMap { scene -> Diagnostic? in
            guard let instantiation = scene.instantiation, let identifier = instantiation.identifier else { return nil }
            return .edgeWhiteSpace(inStoryboardIdentifier: identifier, platform: spec.platform, inSpec: false, at: instantiation.location)
        }
        return StoryboardImport(spec: spec, catalog: catalog, reports: reports, notes: notes, warnings: warnings)
    }

    /// Whether code can perform a segue with this outcome by its identifier:
    /// not a relationship or embed segue, a menu item's, nor one of a
    /// storyboard that is not of the spec's framework.
    private static func canBePerformed(_ result: SegueOutcome.Result) -> Bool {
        switch result {
        case .imported, .duplicate: return true
        case .skipped(.relationship), .skipped(.embed), .skipped(.noSourceViewController), .skipped(.unsupportedRuntime), .skipped(.otherFramework):
            return false
        case .skipped: return true
        }
    }

    /// What one segue contributes, before duplicates are looked at.
    private struct Candidate {
        var outcome: SegueOutcome.Result
        /// Modules of the source and destination types.
        var modules: [String] = []
    }

    /// The checks of names that the segues and scenes of an import repeat
    /// (a class is the source or destination of many segues), each made once
    /// per name: they depend on the name alone.
    private struct NameChecks {
        private var typeNameProblems: [String: String?] = [:]
        private var moduleProblems: [String: String?] = [:]
        private var segueNames: [String: Result<SegueNames, NamingProblem>] = [:]

        /// `StoryboardImporter.typeNameProblem(name)`.
        mutating func typeNameProblem(_ name: String) -> String? {
            if let known = typeNameProblems[name] { return known }
            let problem = StoryboardImporter.typeNameProblem(name)
            typeNameProblems[name] = .some(problem)
            return problem
        }

        /// `SwiftNaming.typeNameProblem(module)`, described, or its length if a spec cannot hold it.
        mutating func moduleProblem(_ module: String) -> String? {
            if let known = moduleProblems[module] { return known }
            let problem = module.utf8.count > StoryboardImporter.maximumSpecString
                ? StoryboardImporter.tooLongForSpec(bytes: module.utf8.count)
                : SwiftNaming.typeNameProblem(module)?.description
            moduleProblems[module] = .some(problem)
            return problem
        }

        /// `SwiftNaming.segueNames(for: identifier)`.
        mutating func segueNames(for identifier: String) -> Result<SegueNames, NamingProblem> {
            if let known = segueNames[identifier] { return known }
            let names = SwiftNaming.segueNames(for: identifier)
            segueNames[identifier] = names
            return names
        }
    }

    private static func candidate(for segue: StoryboardSegue, in source: SceneAddress, catalog: StoryboardCatalog, checks: inout NameChecks) -> Candidate {
        let navigation: NavigationSegue
        switch catalog.classify(segue, in: source) {
        case .skipped(let reason):
            return Candidate(outcome: .skipped(reason))
        case .unwind(let unwind):
            return importedCandidate(
                ImportedSegue(identifier: unwind.identifier, isUnwind: true, destination: nil, location: segue.location),
                sourceClass: unwind.sourceClass, destinationType: nil, notes: [], checks: &checks)
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
        var container: ImportedSegue.Container?
        if let kind = shown.container {
            container = ImportedSegue.Container(kind: kind, typeName: catalog[navigation.destination.scene].controller?.customClass?.name)
        }
        var notes: [String] = []
        let via = referencesFollowed(segue, in: source, catalog: catalog)
        if !via.isEmpty {
            notes.append("through storyboard reference to " + via.map { "\($0.file):\($0.line)" }.joined(separator: ", "))
        }
        var imported = ImportedSegue(
            identifier: navigation.identifier, destination: destinationType.name, container: container, location: segue.location)
        imported.isEmbed = navigation.isEmbed
        return importedCandidate(imported, sourceClass: navigation.sourceClass, destinationType: destinationType, notes: notes, checks: &checks)
    }

    /// Turns the imported and repeated segues and scenes of the classes in
    /// `clashes` (each with the class it clashes with) into skipped ones.
    private static func skipCaseClashes(_ clashes: [String: String], in reports: inout [StoryboardImportReport], catalog: StoryboardCatalog) {
        for reportIndex in reports.indices {
            for index in reports[reportIndex].outcomes.indices {
                let outcome = reports[reportIndex].outcomes[index]
                guard let name = catalog[outcome.source].controller?.customClass?.name, let first = clashes[name] else { continue }
                if case .skipped = outcome.result { continue }
                reports[reportIndex].outcomes[index].result = .skipped(.classNameCaseClash(with: first))
            }
            for index in reports[reportIndex].scenes.indices {
                let outcome = reports[reportIndex].scenes[index]
                guard let name = catalog[outcome.scene].controller?.customClass?.name, let first = clashes[name] else { continue }
                if case .skipped = outcome.result { continue }
                reports[reportIndex].scenes[index].result = .skipped(.classNameCaseClash(with: first))
            }
        }
    }

    /// The class a scene with a Storyboard ID or initial arrow creates, and how.
    private struct SceneCandidate {
        var typeName: String
        var instantiation: ImportedInstantiation
        /// The modules to import for the class and its container's, if they are not the app's own.
        var modules: [String]
        /// For a scene in a container subclass: that subclass.
        var containerClass: StoryboardClass?

        /// The container subclass created as itself, for when the scene it holds is created by itself.
        var containerItself: SceneCandidate? {
            guard let containerClass else { return nil }
            var itself = instantiation
            itself.isWindowController = instantiation.container?.kind == .window
            itself.kind = instantiation.container.flatMap { $0.kind.framework == "UIKit" ? $0.kind : nil }
            itself.container = nil
            let module = containerClass.moduleIsTarget ? nil : containerClass.module
            return SceneCandidate(typeName: containerClass.name, instantiation: itself, modules: module.map { [$0] } ?? [])
        }
    }

    /// What a scene with a Storyboard ID or that is its storyboard's initial
    /// scene contributes, before other scenes of its class are looked at: for
    /// a UIKit container, an AppKit one without a custom class, or an AppKit
    /// window controller of a class in `sharedWindowControllers`, the scene
    /// it holds with a custom class (`StoryboardCatalog.resolveScene`),
    /// created in the container; else the scene's own class. (A container
    /// subclass holding no such scene is created as itself.)
    private static func sceneCandidate(
        at address: SceneAddress, identifier: String?, catalog: StoryboardCatalog, otherFramework: Bool,
        sharedWindowControllers: Set<String>, checks: inout NameChecks
    ) -> (result: SceneOutcome.Result, created: SceneCandidate?) {
        let storyboard = catalog.storyboards[address.storyboard]
        guard let controller = catalog[address].controller else { return (.skipped(.withoutCustomClass), nil) }
        switch storyboard.runtime {
        case .uiKit, .appKit: break
        case .watchKit, .unknown: return (.skipped(.unsupportedRuntime(storyboard.runtime)), nil)
        }
        if otherFramework { return (.skipped(.otherFramework(storyboard.runtime)), nil) }
        if controller.reference != nil { return (.skipped(.reference), nil) }
        if let identifier, identifier.utf8.count > maximumSpecString {
            return (.skipped(.storyboardIdentifierTooLong(bytes: identifier.utf8.count)), nil)
        }
        var sceneClass = controller.customClass
        var container: ImportedSegue.Container?
        // On macOS a container of the app's own class is the scene: a window controller
        // shown by itself, a tab or split view controller presented as any view controller;
        // but a window controller class of several windows, which a spec creates one way
        // only, is the container of each window's content instead.
        let isSharedWindowController = controller.element == "windowController"
            && controller.customClass.map { sharedWindowControllers.contains($0.name) } == true
        let looksInside = storyboard.runtime != .appKit || controller.customClass == nil || isSharedWindowController
        if looksInside, let kind = catalog.container(of: address), case .success(let resolved) = catalog.resolveScene(address) {
            switch resolved.preferred {
            case .success(let shown) where shown.container != nil:
                if let held = catalog[shown.scene].controller?.customClass {
                    sceneClass = held
                    container = ImportedSegue.Container(kind: kind, typeName: controller.customClass?.name)
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
        var instantiation = ImportedInstantiation(
            storyboard: storyboard.name, identifier: identifier,
            isWindowController: container == nil && storyboard.runtime == .appKit && controller.element == "windowController",
            container: container, location: controller.location)
        if container == nil, storyboard.runtime != .appKit { instantiation.kind = catalog.container(of: address) }
        let notes = identifier != nil && isInitial
            ? ["also the initial scene; created by its Storyboard ID (a spec scene is created one way)"] : []
        return (.imported(typeName: customClass.name, instantiation, notes: notes), SceneCandidate(
            typeName: customClass.name, instantiation: instantiation, modules: modules,
            containerClass: container == nil ? nil : controller.customClass))
    }

    /// The custom classes of AppKit window controllers that their storyboards
    /// create several ways (storyboard names and Storyboard IDs, or initial
    /// arrows): one `NSWindowController` subclass for several windows, each
    /// with its own content view controller. Localized copies of one scene
    /// (the same storyboard name and Storyboard ID) are one way.
    private static func windowControllerClassesCreatedSeveralWays(in catalog: StoryboardCatalog) -> Set<String> {
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

    /// Where the storyboards of the name of `candidate`'s, of the spec's
    /// framework, create its class in one localization and not in another
    /// (`StoryboardCatalog.localizationGaps`): storyboard `storyboard`'s gap
    /// if it has one, else the first; nil when there is none.
    private static func localizationGap(
        of candidate: SceneCandidate, from storyboard: Int, catalog: StoryboardCatalog, appKit: Bool
    ) -> LocalizationGap? {
        let instantiation = candidate.instantiation
        let named = (catalog.storyboardsByName[instantiation.storyboard] ?? []).filter {
            catalog.storyboards[$0].runtime.isFramework(of: appKit ? .macos : .ios)
        }
        let gaps = catalog.localizationGaps(
            creating: candidate.typeName, in: instantiation.container.map { (kind: $0.kind, typeName: $0.typeName) },
            byIdentifier: instantiation.identifier, among: named)
        return gaps.first { $0.present == storyboard } ?? gaps.first
    }

    /// `imported` if its class names are Swift type names and a Swift name derives from its identifier.
    private static func importedCandidate(
        _ imported: ImportedSegue, sourceClass: StoryboardClass, destinationType: SceneType?, notes: [String],
        checks: inout NameChecks
    ) -> Candidate {
        for name in [sourceClass.name, imported.destination, imported.container?.typeName].compactMap({ $0 }) {
            if let problem = checks.typeNameProblem(name) {
                return Candidate(outcome: .skipped(.invalidTypeName(name, problem: problem)))
            }
        }
        if let problem = sourceFileNameProblem(sourceClass.name) {
            return Candidate(outcome: .skipped(.invalidTypeName(sourceClass.name, problem: problem)))
        }
        if case .failure(let problem) = checks.segueNames(for: imported.identifier) {
            return Candidate(outcome: .skipped(.noSwiftName(problem: problem.description)))
        }
        let sourceModule = sourceClass.moduleIsTarget ? nil : sourceClass.module
        let modules = [sourceModule, destinationType?.module].compactMap { $0 }
        for module in modules {
            if let problem = checks.moduleProblem(module) {
                return Candidate(outcome: .skipped(.invalidModuleName(module, problem: problem)))
            }
        }
        return Candidate(outcome: .imported(sourceClass: sourceClass.name, imported, notes: notes), modules: modules)
    }

    /// Where the scenes that a segue's destination reference (if it is one) leads to are.
    private static func referencesFollowed(_ segue: StoryboardSegue, in source: SceneAddress, catalog: StoryboardCatalog) -> [SourceLocation] {
        guard let id = segue.destinationID, case .success(let destination) = catalog.resolveController(id: id, in: source.storyboard) else {
            return []
        }
        let direct = catalog.scene(ofControllerID: id, in: source.storyboard)
        guard direct?.controller?.reference != nil else { return [] }
        return [catalog[destination].controller?.location ?? catalog[destination].location]
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

    private static func describe(_ segue: ImportedSegue) -> String {
        if segue.isUnwind { return "an unwind" }
        return (segue.destination ?? "") + (segue.container.map { " in " + withIndefiniteArticle($0.typeName) } ?? "")
    }

    /// Unicode scalar order: the same on every platform and in every locale.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }
}

/// The names of a scene's segues accepted so far, none colliding with
/// another (`SwiftNaming.collisions(among:)`), found by name: a scene of
/// thousands of segues is named in time that grows with its segues.
private struct AcceptedNames {
    /// The identifiers of the accepted segues, first accepted first.
    private var identifiers: [String] = []
    /// The position in `identifiers` of the segue with each case name, and with each method name.
    private var positionByCaseName: [String: Int] = [:]
    private var positionByMethodName: [String: Int] = [:]
    /// For each stem of `uniqueName(from:)`, the first number not yet found taken.
    private var nextNumber: [String: Int] = [:]

    /// The identifier of the first accepted segue whose case name or method
    /// name `names` shares, or nil when they collide with none.
    func identifier(collidingWith names: SegueNames) -> String? {
        [positionByCaseName[names.bareCaseName], positionByMethodName[names.methodName]].compactMap { $0 }.min().map { identifiers[$0] }
    }

    mutating func add(_ names: SegueNames, of identifier: String) {
        positionByCaseName[names.bareCaseName] = identifiers.count
        positionByMethodName[names.methodName] = identifiers.count
        identifiers.append(identifier)
    }

    /// `base` with the first number from 2 on appended whose names collide
    /// with no accepted segue's (`segue` and a number if `base` with numbers
    /// does not make names). Accepted names are never removed, so a number
    /// found taken stays taken and the next search starts after it.
    mutating func uniqueName(from base: String) -> (String, SegueNames) {
        for stem in [base, "segue"] {
            var number = nextNumber[stem] ?? 2
            // Each number that makes names is taken by at most one accepted segue.
            while number <= identifiers.count + 2 {
                let name = "\(stem)\(number)"
                number += 1
                if case .success(let names) = SwiftNaming.segueNames(forExplicitName: name), identifier(collidingWith: names) == nil {
                    nextNumber[stem] = number
                    return (name, names)
                }
            }
            nextNumber[stem] = number
        }
        // Not reached: `segue2`... are valid names, and one of identifiers.count + 1 of them is free.
        let name = "segue\(identifiers.count + 2)"
        return (name, SegueNames(bareCaseName: name, escaped: false, methodName: "perform\(name.prefix(1).uppercased() + name.dropFirst())Segue"))
    }
}
