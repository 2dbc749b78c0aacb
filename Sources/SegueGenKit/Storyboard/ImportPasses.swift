/// The passes of `StoryboardImporter.importSpec`, each taking what the earlier found:
/// segues, scenes created from their storyboard, case clashes, names, then the spec.
struct ImportPasses {
    let catalog: StoryboardCatalog
    /// No storyboard given is a UIKit one, and one is an AppKit one.
    let isAppKit: Bool
    var checks = StoryboardImporter.NameChecks()
    var reports: [StoryboardImportReport] = []
    /// Per class: its segues, in path and document order.
    var segues: [String: [Segue]] = [:]
    /// Per class created from its storyboard: how, as a scene without segues.
    var created: [String: Scene] = [:]
    /// The modules of the classes in the spec.
    var modules: Set<String> = []
    /// The UIKit platforms of the storyboards of what is in the spec.
    var platforms: Set<Platform> = []
    /// The class created by each storyboard name and Storyboard ID ("" for the initial scene), and where.
    private var classByStoryboardScene: [String: (typeName: String, location: SourceLocation, storyboard: Int)] = [:]
    /// The scenes skipped for a localization gap, where their outcome is in `reports`, and their class.
    private var skippedForLocalization: [(storyboard: Int, position: Int, typeName: String)] = []

    init(_ storyboards: [Storyboard]) {
        let sorted = storyboards.sorted { StoryboardImporter.precedes($0.path, $1.path) }
        catalog = StoryboardCatalog(sorted)
        isAppKit = StoryboardImporter.isAppKit(sorted)
    }

    /// Whether storyboard `index` is of the framework the spec is not for, whose segues and scenes are skipped whole.
    func isOtherFramework(_ index: Int) -> Bool {
        let runtime = catalog.storyboards[index].runtime
        return isAppKit ? runtime.platform != nil : runtime == .appKit
    }

    private mutating func add(modules added: some Sequence<String>, from index: Int) {
        modules.formUnion(added)
        if let platform = catalog.storyboards[index].runtime.platform { platforms.insert(platform) }
    }

    // MARK: Segues

    /// Every segue: imported once per class and identifier, or skipped with its reason.
    mutating func importSegues() {
        // A segue of a class that one localization of a storyboard has and another lacks raises there;
        // one that shows another destination there gets a wrong one.
        let isLocalized = catalog.storyboards.indices.contains { !catalog.otherLocalizations(of: $0).isEmpty }
        var localizations = LocalizationsOfSegues(scenesByClass: isLocalized ? catalog.scenesByClass(for: isAppKit ? .macos : .ios) : [:])
        var firstByIdentifier: [String: [String: Segue]] = [:]
        for storyboardIndex in catalog.storyboards.indices {
            var outcomes: [SegueOutcome] = []
            for (sceneIndex, scene) in catalog.storyboards[storyboardIndex].scenes.enumerated() {
                let address = SceneAddress(storyboard: storyboardIndex, scene: sceneIndex)
                for segue in scene.segues {
                    // A storyboard of the other framework is skipped whole: each of its
                    // segues for that reason, whatever else it is (an embed, a relationship).
                    var result = isOtherFramework(storyboardIndex)
                        ? StoryboardImporter.Candidate(outcome: .skipped(.otherFramework(catalog.storyboards[storyboardIndex].runtime)))
                        : StoryboardImporter.candidate(for: segue, in: address, catalog: catalog, checks: &checks)
                    if isLocalized, let reason = localizations.gap(of: result.outcome, in: storyboardIndex, catalog: catalog) {
                        result = StoryboardImporter.Candidate(outcome: .skipped(reason))
                    }
                    if case .imported(let sourceClass, let imported, _) = result.outcome {
                        if let first = firstByIdentifier[sourceClass]?[imported.identifier.value] {
                            result.outcome = first.isUnwind == imported.isUnwind && first.destination?.value == imported.destination?.value
                                && first.container?.value == imported.container?.value
                                ? .duplicate(of: first.identifier.location)
                                : .skipped(.conflictingDuplicate(first: first.identifier.location, destination: StoryboardImporter.describe(first)))
                        } else {
                            firstByIdentifier[sourceClass, default: [:]][imported.identifier.value] = imported
                            segues[sourceClass, default: []].append(imported)
                            add(modules: result.modules, from: storyboardIndex)
                        }
                    }
                    outcomes.append(SegueOutcome(segue: segue, source: address, result: result.outcome))
                }
            }
            reports.append(StoryboardImportReport(storyboard: storyboardIndex, outcomes: outcomes))
        }
    }

    // MARK: Scenes created from their storyboard

    typealias Creatable = (outcome: SceneOutcome, created: StoryboardImporter.SceneCandidate?)

    /// Each scene with a Storyboard ID or that is initial, in path and document order.
    mutating func creatableScenes() -> [Creatable] {
        var creatable: [Creatable] = []
        /// The class each file creates by each Storyboard ID ("" for initial), and where: the
        /// first in document order, which a hostile file giving several scenes one ID creates.
        var firstByStoryboardScene: [String: (className: String, location: SourceLocation)] = [:]
        let sharedWindowControllers = isAppKit ? StoryboardImporter.windowControllerClassesCreatedSeveralWays(in: catalog) : []
        for storyboardIndex in catalog.storyboards.indices {
            let storyboard = catalog.storyboards[storyboardIndex]
            for (sceneIndex, scene) in storyboard.scenes.enumerated() {
                // The macOS application object is neither initial nor has a Storyboard ID.
                guard let controller = scene.controller, controller.element != "application" else { continue }
                let identifier = controller.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }
                let isInitial = controller.id == storyboard.initialViewControllerID
                guard identifier != nil || isInitial else { continue }
                let address = SceneAddress(storyboard: storyboardIndex, scene: sceneIndex)
                let candidate = StoryboardImporter.sceneCandidate(
                    at: address, identifier: identifier, catalog: catalog, otherFramework: isOtherFramework(storyboardIndex),
                    sharedWindowControllers: sharedWindowControllers, checks: &checks)
                let inContainer = candidate.created.flatMap { $0.scene.instantiation?.container == nil ? nil : $0.typeName }
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
        return creatable
    }

    /// Scenes created from their storyboard: one way per class, one class per storyboard scene.
    mutating func createScenes(_ creatable: [Creatable]) {
        // A class created both by itself and in a container is created by itself: those in a
        // container come last; the rest keep path order, which decides between storyboards of one name.
        let createdByItself = Set(creatable.compactMap { $0.created?.scene.instantiation?.container == nil ? $0.created?.typeName : nil })
        let isDeferred = { (index: Int) -> Bool in
            guard let created = creatable[index].created, created.scene.instantiation?.container != nil else { return false }
            return createdByItself.contains(created.typeName)
        }
        for index in creatable.indices.filter({ !isDeferred($0) }) + creatable.indices.filter(isDeferred) {
            var outcome = creatable[index].outcome
            if case .imported(_, _, let notes) = outcome.result, let created = creatable[index].created {
                create(created, notes: notes, outcome: &outcome)
            }
            reports[outcome.scene.storyboard].scenes.append(outcome)
        }
        // A scene skipped for a localization gap says where its class is created from instead.
        for skipped in skippedForLocalization {
            guard let location = created[skipped.typeName]?.instantiation?.storyboard.location,
                  case .skipped(let reason) = reports[skipped.storyboard].scenes[skipped.position].result
            else { continue }
            reports[skipped.storyboard].scenes[skipped.position].result = .skipped(reason.creatingFrom(location))
        }
        for index in reports.indices {
            reports[index].scenes.sort { $0.scene.scene < $1.scene.scene }
        }
    }

    /// Creates `created`, a scene imported so far with `notes`, unless its class is created
    /// already, not so in every localization, or its storyboard scene creates another class.
    private mutating func create(_ created: StoryboardImporter.SceneCandidate, notes: [String], outcome: inout SceneOutcome) {
        var created = created
        // A container subclass whose scene is created by itself is created as itself.
        if let itself = created.containerItself, let first = self.created[created.typeName], !first.createsTheSameWay(as: created.scene) {
            created = itself
            outcome.result = .imported(itself.typeName, itself.scene, notes: notes)
            outcome.sceneInContainer = nil
        }
        // A way every localization of the storyboard creates the class: its Storyboard ID,
        // else the initial arrow to it; else another scene of the class, or none.
        var gap: LocalizationGap?
        if self.created[created.typeName] == nil {
            gap = localizationGap(of: created, from: outcome.scene.storyboard)
            if gap != nil, outcome.isInitial, let identifier = created.scene.instantiation?.identifier?.value {
                var initial = created
                initial.scene.instantiation?.identifier = nil
                if localizationGap(of: initial, from: outcome.scene.storyboard) == nil {
                    created = initial
                    outcome.result = .imported(initial.typeName, initial.scene, notes: [
                        "not by its Storyboard ID \(SwiftLiteral.quoted(identifier)), which not every localization of the storyboard has",
                    ])
                    gap = nil
                }
            }
        }
        let typeName = created.typeName
        guard let instantiation = created.scene.instantiation else { return }
        let key = instantiation.storyboard.value + "\u{0}" + (instantiation.identifier?.value ?? "")
        if let first = self.created[typeName], let firstLocation = first.instantiation?.storyboard.location {
            outcome.result = first.createsTheSameWay(as: created.scene)
                ? .duplicate(of: firstLocation)
                : .skipped(.classCreatedElsewhere(first: firstLocation))
        } else if let gap {
            outcome.result = .skipped(catalog.skipReason(
                for: gap, creatingBy: instantiation.identifier?.value, inContainer: instantiation.container != nil))
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
            self.created[typeName] = created.scene
            classByStoryboardScene[key] = (typeName, instantiation.storyboard.location, outcome.scene.storyboard)
            add(modules: created.modules, from: outcome.scene.storyboard)
        }
    }

    // MARK: Names

    /// The classes whose names differ only in case from an earlier one in Unicode scalar
    /// order, with that one: their files' names would too. Their segues and scenes are skipped.
    mutating func skipCaseClashes() -> [String: String] {
        var firstByFoldedName: [String: String] = [:]
        var clashes: [String: String] = [:]
        for typeName in Set(segues.keys).union(created.keys).sorted(by: StoryboardImporter.precedes) {
            let folded = typeName.lowercased()
            if let first = firstByFoldedName[folded] { clashes[typeName] = first } else { firstByFoldedName[folded] = typeName }
        }
        guard !clashes.isEmpty else { return clashes }
        let clash = { [catalog] (address: SceneAddress) in catalog[address].controller?.customClass.flatMap { clashes[$0.name] } }
        for report in reports.indices {
            for index in reports[report].outcomes.indices {
                guard let first = clash(reports[report].outcomes[index].source) else { continue }
                reports[report].outcomes[index].result.skip(.classNameCaseClash(with: first))
            }
            for index in reports[report].scenes.indices {
                guard let first = clash(reports[report].scenes[index].scene) else { continue }
                reports[report].scenes[index].result.skip(.classNameCaseClash(with: first))
            }
        }
        return clashes
    }

    /// The spec's scenes, sorted by class, less `caseClashes`. Of colliding segue names, an
    /// identifier spelled as its own Swift name (`toFirst`) keeps it; the others get numbers.
    mutating func nameScenes(leavingOut caseClashes: [String: String]) -> [Scene] {
        var scenes: [Scene] = []
        var renamed: [SourceLocation: (names: SegueNames, collidesWith: String)] = [:]
        for typeName in Set(segues.keys).union(created.keys).sorted(by: StoryboardImporter.precedes) where caseClashes[typeName] == nil {
            var segues = (self.segues[typeName] ?? []).sorted { StoryboardImporter.precedes($0.identifier.value, $1.identifier.value) }
            let derived = segues.map { checks.segueNames(for: $0.identifier.value) }
            let isOwnName = segues.indices.map { index in
                guard case .success(let names) = derived[index] else { return false }
                return names.bareCaseName.unicodeScalars.elementsEqual(segues[index].identifier.value.unicodeScalars)
            }
            var accepted = AcceptedNames()
            for index in segues.indices.filter({ isOwnName[$0] }) + segues.indices.filter({ !isOwnName[$0] }) {
                guard case .success(var names) = derived[index] else { continue }
                if let other = accepted.identifier(collidingWith: names) {
                    names = accepted.uniqueName(from: names.bareCaseName).1
                    segues[index].names = names
                    segues[index].nameLocation = segues[index].identifier.location
                    renamed[segues[index].identifier.location] = (names, other)
                }
                accepted.add(names, of: segues[index].identifier.value)
            }
            // A name longer than the spec holds (from an identifier that is longer in its normal form): left out.
            segues.removeAll { $0.hasExplicitName && $0.names.bareCaseName.utf8.count > StoryboardImporter.maximumSpecString }
            var scene = created[typeName] ?? Scene(typeName: Located(typeName, at: segues[0].identifier.location), segues: [])
            scene.segues = segues
            scenes.append(scene)
        }
        for reportIndex in reports.indices {
            for outcomeIndex in reports[reportIndex].outcomes.indices {
                guard case .imported(let sourceClass, let segue, let notes) = reports[reportIndex].outcomes[outcomeIndex].result,
                      let rename = renamed[segue.identifier.location] else { continue }
                reports[reportIndex].outcomes[outcomeIndex].result = Self.renaming(segue, of: sourceClass, notes: notes, to: rename)
            }
        }
        return scenes
    }

    /// The outcome of `segue` named `rename.names`, as its derived name collides with another's.
    private static func renaming(
        _ segue: Segue, of sourceClass: String, notes: [String], to rename: (names: SegueNames, collidesWith: String)
    ) -> SegueOutcome.Result {
        let name = rename.names.bareCaseName
        let collision = "the derived name collides with that of \(SwiftLiteral.quoted(rename.collidesWith))"
        let maximum = StoryboardImporter.maximumSpecString
        guard name.utf8.count <= maximum else {
            return .skipped(.noSwiftName(
                problem: "\(collision), and the name that tells them apart is \(name.utf8.count) bytes long, "
                    + "longer than a spec holds (\(maximum) bytes)"))
        }
        var segue = segue
        segue.names = rename.names
        segue.nameLocation = segue.identifier.location
        return .imported(sourceClass, segue, notes: notes + ["named '\(name)': \(collision)"])
    }

    // MARK: The spec

    func result(_ scenes: [Scene]) -> StoryboardImport {
        let targetModules = Set(catalog.storyboards.flatMap { storyboard in
            storyboard.scenes.compactMap { $0.controller?.customClass }.filter(\.moduleIsTarget).compactMap(\.module)
        })
        var notes: [String] = []
        if platforms.count > 1 {
            notes.append("the storyboards are for several platforms (\(platforms.map(\.rawValue).sorted().joined(separator: ", "))); the spec says 'ios', which compiles for all of them")
        }
        let origin = SourceLocation(file: catalog.storyboards.first?.path ?? "", line: 1, column: 1)
        var spec = NavigationSpec(
            platform: isAppKit ? .macos : platforms == [.tvos] ? .tvos : .ios,
            imports: modules.subtracting(targetModules).subtracting(["UIKit"]).sorted(by: StoryboardImporter.precedes).map { Located($0, at: origin) },
            scenes: scenes)
        // Said once, at the top level, when every scene created from its storyboard has the same one.
        let storyboards = Set(scenes.compactMap { $0.instantiation?.storyboard.value })
        if storyboards.count == 1, let storyboard = storyboards.first { spec.storyboard = Located(storyboard, at: origin) }
        // `performSegue(withIdentifier: "showDetail")` does not find "showDetail ": say so where it can be fixed.
        // The same for `instantiateViewController(withIdentifier:)` and a Storyboard ID.
        var warnings = reports.flatMap(\.outcomes).compactMap { outcome -> Diagnostic? in
            guard Self.canBePerformed(outcome.result), !outcome.segue.isEmbed, let identifier = outcome.segue.identifier else { return nil }
            return .edgeWhiteSpace(inSegueIdentifier: identifier, framework: spec.platform.uiFramework, inSpec: false, at: outcome.segue.location)
        }
        warnings += spec.scenes.compactMap { scene -> Diagnostic? in
            guard let instantiation = scene.instantiation, let identifier = instantiation.identifier else { return nil }
            return .edgeWhiteSpace(inStoryboardIdentifier: identifier.value, platform: spec.platform, inSpec: false, at: identifier.location)
        }
        return StoryboardImport(spec: spec, catalog: catalog, reports: reports, notes: notes, warnings: warnings)
    }

    /// Whether code can perform the segue by its identifier: not a relationship or embed
    /// segue, a menu item's, nor one of the other framework.
    private static func canBePerformed(_ result: SegueOutcome.Result) -> Bool {
        switch result {
        case .imported, .duplicate: return true
        case .skipped(.relationship), .skipped(.embed), .skipped(.noSourceViewController), .skipped(.unsupportedRuntime), .skipped(.otherFramework):
            return false
        case .skipped: return true
        }
    }

    /// Where the storyboards of the candidate's name create its class in one localization
    /// and not another: `storyboard`'s gap if it has one, else the first.
    private func localizationGap(of candidate: StoryboardImporter.SceneCandidate, from storyboard: Int) -> LocalizationGap? {
        guard let instantiation = candidate.scene.instantiation else { return nil }
        let named = catalog.storyboards(named: instantiation.storyboard.value, for: isAppKit ? .macos : .ios)
        let gaps = catalog.localizationGaps(
            creating: candidate.typeName, in: instantiation.container.map { (kind: $0.value.kind, typeName: $0.value.typeName) },
            byIdentifier: instantiation.identifier?.value, among: named)
        return gaps.first { $0.present == storyboard } ?? gaps.first
    }
}

/// The segues of each class in the localizations of its storyboards, found
/// once per class as the segue pass meets it.
private struct LocalizationsOfSegues {
    let scenesByClass: [String: [SceneAddress]]
    var segues: [String: LocalizedSegues] = [:]

    /// Why an imported segue of `storyboard` is skipped: a localization lacks it or shows another destination.
    mutating func gap(of outcome: SegueOutcome.Result, in storyboard: Int, catalog: StoryboardCatalog) -> SegueSkipReason? {
        guard case .imported(let sourceClass, let imported, _) = outcome else { return nil }
        let localized = segues[sourceClass] ?? LocalizedSegues(scenesByClass[sourceClass] ?? [], in: catalog)
        segues[sourceClass] = localized
        let gaps = localized.gaps(of: imported.identifier.value, in: catalog)
        if let gap = gaps.first(where: { $0.present == storyboard }) ?? gaps.first {
            return .notInEveryLocalization(present: catalog.storyboards[gap.present].path, lacking: gap.lackingPaths(in: catalog))
        }
        // A spec gives the segue one destination: not one that only some localizations show.
        let destinations = localized.differentDestinations(of: imported.identifier.value, preferring: storyboard, in: catalog)
        return destinations.isEmpty ? nil : .destinationNotInEveryLocalization(destinations)
    }
}
