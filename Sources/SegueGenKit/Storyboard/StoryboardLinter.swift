/// Checks a navigation spec against the storyboards it describes, so that a
/// segue renamed or rewired in Interface Builder fails the build instead of
/// crashing the app. What it reports: docs/Storyboards.md, "`seguegen lint`".
public enum StoryboardLinter {
    /// The problems of `spec` against `catalog`, sorted by file and position, and
    /// how many spec segues and scenes created from their storyboard were checked.
    public static func lint(
        _ spec: NavigationSpec, against catalog: StoryboardCatalog
    ) -> (diagnostics: [Diagnostic], checkedSegues: Int, checkedInstantiations: Int) {
        let index = Index(catalog, platform: spec.platform)
        var diagnostics = DiagnosticEngine()
        // Storyboards of the other framework only: one error, not one per scene.
        if !catalog.storyboards.isEmpty, !catalog.storyboards.contains(where: { isOfFramework($0, spec: spec) }) {
            diagnostics.emit(.lintNoStoryboardOfFramework(spec.platform, given: catalog.storyboards.map(\.runtime), at: spec.platformLocation))
            return (diagnostics.sorted, 0, 0)
        }
        var checked = 0
        var checkedInstantiations = 0
        var created: CreatedByImport?
        for scene in spec.scenes {
            let className = scene.typeName.value
            var scenes = index.scenesByClass[className] ?? []
            if scenes.isEmpty {
                // A base class of other scenes, which has no storyboard scene of its own.
                scenes = spec.scenes.filter { spec.superclassChain(of: $0).contains { $0.typeName.value == className } }
                    .flatMap { index.scenesByClass[$0.typeName.value] ?? [] }
            }
            guard !scenes.isEmpty else {
                diagnostics.emit(.lintSceneNotInStoryboards(
                    className, suggestions: Suggestion.close(to: className, among: index.classNames, limit: maximumClassSuggestions),
                    at: scene.typeName.location))
                continue
            }
            let localized = LocalizedSegues(scenes, in: catalog)
            let listed = Set((spec.inheritedSegues(of: scene) + scene.segues).map(\.identifier.value))
            let unlisted = seguesTheSpecLacks(of: className, listed: listed, index: index)
            for segue in scene.segues {
                checked += 1
                check(segue, of: className, scenes: scenes, localized: localized, unlisted: unlisted, index: index, into: &diagnostics)
            }
            if let instantiation = scene.instantiation {
                checkedInstantiations += 1
                check(instantiation, of: scene, scenes: scenes, index: index, into: &diagnostics)
            }
            reportSeguesTheSpecLacks(unlisted, of: scene, into: &diagnostics)
            if scene.instantiation == nil {
                let byImport = created ?? CreatedByImport(catalog, spec: spec)
                created = byImport
                reportCreationTheSpecLacks(of: scene, createdByImport: byImport, into: &diagnostics)
            }
        }
        let specClasses = Set(spec.scenes.map(\.typeName.value))
        for className in index.classNames where !specClasses.contains(className) {
            let identifiers = index.listableSegues(of: className).map(\.identifier)
            guard !identifiers.isEmpty, let address = index.scenesByClass[className]?.first,
                  let controller = catalog[address].controller else { continue }
            diagnostics.emit(.lintClassNotInSpec(className, identifiers: identifiers, at: controller.location))
        }
        return (diagnostics.sorted, checked, checkedInstantiations)
    }

    /// Whether lint reads `storyboard` for `spec`: UIKit ones (any runtime) for the UIKit platforms, AppKit for `macos`.
    public static func isOfFramework(_ storyboard: Storyboard, spec: NavigationSpec) -> Bool {
        storyboard.runtime.isFramework(of: spec.platform)
    }

    // MARK: Spec to storyboards

    /// - Parameter unlisted: `seguesTheSpecLacks(of: className, ...)`, the segues it may have been renamed to.
    private static func check(
        _ segue: Segue, of className: String, scenes: [SceneAddress], localized: LocalizedSegues, unlisted: [Index.Listable], index: Index,
        into diagnostics: inout DiagnosticEngine
    ) {
        let identifier = segue.identifier.value
        let matches = index.segues(in: scenes, identifier: identifier)
        guard let firstMatch = matches.first else {
            reportMissing(segue, of: className, scenes: scenes, unlisted: unlisted, index: index, into: &diagnostics)
            return
        }
        let catalog = index.catalog
        // Localizations of a storyboard that show different destinations: one of them is wrong in the user's language.
        let destinations = localized.differentDestinations(of: identifier, in: catalog)
        if let first = destinations.first {
            let present = matches.first { catalog.storyboards[$0.scene.storyboard].path == first.storyboard } ?? firstMatch
            diagnostics.emit(.lintNotInEveryLocalization(
                "segue \(SwiftLiteral.quoted(identifier)) of '\(className)'", LocalizedDestination.explanation(destinations),
                at: segue.destination?.location ?? segue.identifier.location, storyboardLocation: present.segue.location))
        } else {
            let mismatches = matches.map { mismatch(of: segue, of: className, against: $0, index: index) }
            guard mismatches.contains(where: { $0 == nil }) else {
                mismatches[0].map { diagnostics.emit($0.diagnostic) }
                return
            }
            // The class is used by several scenes: the ones whose segue differs get the wrong type at run time.
            for (match, mismatch) in zip(matches, mismatches) {
                if let shown = mismatch?.shown {
                    diagnostics.emit(.lintOtherSceneDiffers(
                        identifier, of: className, shows: shown, specDestination: StoryboardImporter.describe(segue) { "'\($0)'" },
                        at: match.segue.location, spec: segue.identifier.location))
                }
            }
        }
        // A localization of a storyboard whose scene of the class lacks the segue: performing it raises there.
        if let gap = localized.gaps(of: identifier, in: catalog).first,
           let present = matches.first(where: { $0.scene.storyboard == gap.present }) {
            diagnostics.emit(.lintNotInEveryLocalization(
                "segue \(SwiftLiteral.quoted(identifier)) of '\(className)'", gap.explanation(failure: LocalizationGap.performingFails, catalog: catalog),
                at: segue.identifier.location, storyboardLocation: present.segue.location))
        }
    }

    /// What is wrong with the spec's `segue` against the storyboard's `match`, nil when they agree;
    /// `shown` is what the storyboard shows when the destination is what differs.
    private static func mismatch(
        of segue: Segue, of className: String, against match: Index.Match, index: Index
    ) -> (diagnostic: Diagnostic, shown: String?)? {
        let (identifier, storyboard) = (segue.identifier.value, match.segue.location)
        let destinationLocation = segue.destination?.location ?? segue.identifier.location
        let unwindMismatch = { (specIsUnwind: Bool) -> (Diagnostic, String?) in
            (.lintUnwindMismatch(identifier, of: className, specIsUnwind: specIsUnwind, at: segue.identifier.location, storyboard: storyboard), nil)
        }
        switch index.catalog.classify(match.segue, in: match.scene) {
        case .skipped(.unresolvedDestination(let problem)):
            if segue.isUnwind { return unwindMismatch(true) }
            switch problem {
            case .referencedSceneNotInEveryLocalization, .referencedSceneNotTheSameInEveryLocalization:
                return (.lintDestinationNotInEveryLocalization(identifier, of: className, problem: problem, at: destinationLocation, storyboard: storyboard), nil)
            default:
                return (.lintUncheckable(identifier, of: className, problem: problem, at: destinationLocation, storyboard: storyboard), nil)
            }
        case .skipped(let reason):
            return (.lintNotPerformable(identifier, of: className, reason: reason, at: segue.identifier.location, storyboard: storyboard), nil)
        case .unwind:
            return segue.isUnwind ? nil : unwindMismatch(false)
        case .navigation(let navigation):
            guard !segue.isUnwind else { return unwindMismatch(true) }
            guard segue.isEmbed == navigation.isEmbed else {
                return (.lintEmbedMismatch(identifier, of: className, specIsEmbed: segue.isEmbed, at: segue.identifier.location, storyboard: storyboard), nil)
            }
            let catalog = index.catalog
            let destination = navigation.destination
            let shown = describe(destination, catalog: catalog)
            let sameType = destination.candidates.filter { catalog.type(of: $0.scene)?.name == segue.destination?.value }
            guard let first = sameType.first else {
                let preferred = try? destination.preferred.get()
                let fix = preferred.flatMap { catalog.type(of: $0.scene)?.name }.map { ($0, preferred?.container) }
                return (.lintWrongDestination(
                    identifier, of: className, shows: shown, specDestination: segue.destination?.value ?? "", fix: fix,
                    specContainer: segue.container?.value.kind, at: destinationLocation, storyboard: storyboard), shown)
            }
            let containerLocation = segue.container?.location ?? destinationLocation
            guard sameType.contains(where: { $0.container == segue.container?.value.kind }) else {
                return (.lintWrongContainer(
                    identifier, of: className, shows: shown, storyboardContainer: first.container, specContainer: segue.container?.value,
                    at: containerLocation, storyboard: storyboard), nil)
            }
            // A framework class matches its subclasses, as `as?` does; a subclass only itself.
            guard let container = segue.container?.value, container.typeName != container.kind.className else { return nil }
            let storyboardClass = catalog.type(of: destination.scene)?.name ?? container.kind.className
            guard container.typeName != storyboardClass else { return nil }
            return (.lintWrongContainerClass(
                identifier, of: className, shows: shown, storyboardClass: storyboardClass, specClass: container.typeName,
                at: containerLocation, storyboard: storyboard), nil)
        }
    }

    private static func reportMissing(
        _ segue: Segue, of className: String, scenes: [SceneAddress], unlisted: [Index.Listable], index: Index, into diagnostics: inout DiagnosticEngine
    ) {
        let catalog = index.catalog
        var notes: [Diagnostic.Note] = scenes.prefix(Diagnostic.maximumListedPlaces).compactMap { address in
            catalog[address].controller.map { Diagnostic.Note("a scene of class '\($0.customClass?.name ?? className)' is here", at: $0.location) }
        }
        // Segues of the class that lack an identifier and may be the one: unwinds for an unwind, else to the destination type.
        for address in scenes {
            for storyboardSegue in catalog[address].segues where storyboardSegue.identifier?.isEmpty ?? true
                && !storyboardSegue.isRelationship && !storyboardSegue.isEmbed {
                let isUnwind = catalog.isUnwind(storyboardSegue, in: address.storyboard)
                guard isUnwind == segue.isUnwind else { continue }
                if !isUnwind {
                    guard let wanted = segue.destination?.value,
                          case .success(let destination) = catalog.resolveDestination(of: storyboardSegue, in: address.storyboard),
                          destination.candidates.contains(where: { catalog.type(of: $0.scene)?.name == wanted }) else { continue }
                }
                let what = isUnwind ? "this unwind segue" : "this segue to \(segue.destination?.value ?? "")"
                notes.append(Diagnostic.Note(
                    "\(what) has no identifier; set it to \(SwiftLiteral.quoted(segue.identifier.value)) in Interface Builder if it is the one",
                    at: storyboardSegue.location))
            }
        }
        let identifiers = index.identifiers(in: scenes)
        // An identifier that differs only in white space at its ends is the one, with that white space named.
        let trimmed = EdgeWhiteSpace.trimmed(segue.identifier.value).unicodeScalars
        let spaced = identifiers.first { EdgeWhiteSpace.trimmed($0).unicodeScalars.elementsEqual(trimmed) }
        let suggestion = spaced ?? Suggestion.closest(to: segue.identifier.value, among: identifiers)
        // Segues of the class the spec lacks, which it may have been renamed to: the suggested one, then the likeliest others.
        let renamed = renameCandidates(for: segue, among: unlisted, suggestion: suggestion)
        notes += renamed.map { Diagnostic.lintRenameCandidate($0.identifier, of: className, shows: $0.shown, at: $0.segue.location) }
        diagnostics.emit(.lintSegueNotInStoryboards(
            segue.identifier.value, of: className, suggestion: suggestion, whiteSpace: spaced.flatMap(EdgeWhiteSpace.describe), framework: index.platform.uiFramework,
            at: segue.identifier.location, notes: notes))
    }

    /// The segues of `unlisted` that `segue` may have been renamed to, likeliest
    /// first (docs/Storyboards.md, "`seguegen lint`"), at most `maximumRenameCandidates`.
    private static func renameCandidates(for segue: Segue, among unlisted: [Index.Listable], suggestion: String?) -> [Index.Listable] {
        let isSuggested = { (found: Index.Listable) in suggestion.map { found.identifier.unicodeScalars.elementsEqual($0.unicodeScalars) } ?? false }
        let sameKind = unlisted.filter { $0.isUnwind == segue.isUnwind && !isSuggested($0) }
        let sameType = sameKind.filter { found in segue.destination.map { found.destinationTypes.contains($0.value) } ?? false }
        let missing = segue.identifier.value
        let ranked = (sameType.isEmpty ? sameKind : sameType).enumerated()
            .map { (distance: Suggestion.renameDistance(from: missing, to: $0.element.identifier), order: $0.offset, found: $0.element) }
            .sorted { ($0.distance.beyondLength, $0.distance.total, $0.order) < ($1.distance.beyondLength, $1.distance.total, $1.order) }
            .map(\.found)
        return Array((unlisted.filter(isSuggested) + ranked).prefix(maximumRenameCandidates))
    }

    /// How many segues lint names that a missing one may have been renamed to.
    private static let maximumRenameCandidates = 3

    private static let maximumClassSuggestions = 3

    // MARK: Words

    /// `'X'`, or `'X' in a UINavigationController`, as an import would write the destination.
    static func describe(_ destination: ResolvedDestination, catalog: StoryboardCatalog) -> String {
        catalog.words(of: destination) { "'\($0)'" } ?? catalog.type(of: destination.scene).map { "'\($0.name)'" } ?? "an unknown scene"
    }
}
