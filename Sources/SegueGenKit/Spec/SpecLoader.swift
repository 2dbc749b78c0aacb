/// Reads navigation specs: YAML through libyaml, then the spec model,
/// validated, with every problem reported at its position.
public enum SpecLoader {
    /// Decodes the spec in `bytes` (UTF-8, perhaps with a byte order mark). Without
    /// `checkingInheritance`, a spec generated with others, whose scenes it may inherit
    /// from, leaves `superclass` to `checkInheritance(among:)`; `names` are a config entry's.
    public static func load(bytes: [UInt8], path: String, checkingInheritance: Bool = true, names: GeneratedTypeNames? = nil) -> Loaded<NavigationSpec> {
        loadDeclaringPlatform(bytes: bytes, path: path, checkingInheritance: checkingInheritance, names: names).spec
    }

    /// `load(bytes:path:checkingInheritance:names:)`, and the spec's platform even when it has
    /// other errors, so that its templates are checked in the same run.
    static func loadDeclaringPlatform(
        bytes: [UInt8], path: String, checkingInheritance: Bool, names: GeneratedTypeNames?
    ) -> (spec: Loaded<NavigationSpec>, platform: Platform?) {
        let input = YAMLInput.read(bytes: bytes, path: path, kind: .spec)
        guard let root = input.root else {
            return (Loaded(nil, diagnostics: input.diagnostics, sources: [input.source]), nil)
        }
        let decoder = SpecDecoder(file: path, source: input.source, names: names ?? GeneratedTypeNames())
        return decode(root, decoder: decoder, found: input.diagnostics, checkingInheritance: checkingInheritance)
    }

    /// The spec that `storyboards` give, with `overlay` laid over it (`SpecOverlay`): what
    /// generation reads when given storyboards; and its platform, as `loadDeclaringPlatform` gives it.
    public static func load(
        storyboards: [Storyboard], overlay: (bytes: [UInt8], path: String)?, checkingInheritance: Bool = true, names: GeneratedTypeNames? = nil
    ) -> (spec: Loaded<NavigationSpec>, platform: Platform?) {
        let input = overlay.map { YAMLInput.read(bytes: $0.bytes, path: $0.path, kind: .spec) }
        let sources = input.map { [$0.source] } ?? []
        if let input, input.root == nil {
            return (Loaded(nil, diagnostics: input.diagnostics, sources: sources), nil)
        }
        func located(_ key: String) -> Located<String>? {
            guard let overlay, let node = input?.root?.mapping?.first(where: { $0.key.scalar?.value == key })?.value,
                  let value = node.scalar?.value else { return nil }
            return Located(value, at: SourceLocation(file: overlay.path, line: node.mark.line, column: node.mark.column))
        }
        // One framework: the spec's, else UIKit's when any storyboard is a UIKit one. The others'
        // storyboards (an app's watch extension, say) are not generated, so they select no module.
        let named = located("platform").flatMap { named in Platform(rawValue: named.value).map { Located($0, at: named.location) } }
        let platform = named?.value ?? (StoryboardImporter.isAppKit(storyboards) ? .macos : .ios)
        let ofFramework = storyboards.filter { $0.runtime.isFramework(of: platform) }
        if let named, ofFramework.isEmpty, !storyboards.isEmpty {
            return (Loaded(nil, diagnostics: [.lintNoStoryboardOfFramework(platform, given: storyboards.map(\.runtime), at: named.location)], sources: sources), nil)
        }
        let selected: [Storyboard]
        switch storyboardsOfOneModule(ofFramework, selecting: located("module")) {
        case .success(let storyboards): selected = storyboards
        case .failure(let diagnostic): return (Loaded(nil, diagnostics: [diagnostic], sources: sources), nil)
        }
        let imported = StoryboardImporter.importSpec(from: selected)
        // Segues the storyboards have but could not name, by class: the spec over them may add each, with a `name:`.
        let sourceClass = { (outcome: SegueOutcome) in imported.catalog.type(of: outcome.source)?.name ?? "" }
        let unnamed = Dictionary(grouping: imported.reports.flatMap(\.outcomes).filter { $0.result.skipReason?.lacksSwiftName == true }, by: sourceClass)
            .mapValues { Set($0.compactMap(\.segue.identifier)) }
        let listed = input?.root.map(SpecOverlay.segues(in:)) ?? [:]
        // Not `imported.warnings`: decoding the imported spec warns of the same identifiers, in generation's words.
        let found = leftOut(of: storyboards, generating: platform, imported: imported) { outcome in
            guard let identifier = outcome.segue.identifier else { return false }
            return [unnamed, listed].allSatisfy { $0[sourceClass(outcome)]?.contains(identifier) == true }
        }
        let origin = SourceLocation(file: imported.catalog.storyboards.first?.path ?? storyboards.first?.path ?? "", line: 1, column: 1)
        let (base, locations) = imported.spec.locatedYAMLNode(origin: origin)
        let decoder = SpecDecoder(file: overlay?.path ?? origin.file, source: input?.source, elsewhere: locations, names: names ?? GeneratedTypeNames())
        guard let overlay, let input, let root = input.root else {
            var result = decode(base, decoder: decoder, found: found, checkingInheritance: checkingInheritance)
            result.spec.diagnostics = result.spec.diagnostics.map { $0 == .noScenes(at: origin) ? .noScenesInStoryboards(at: origin) : $0 }
            result.spec = warningOfNumberedNames(result.spec, overlay: nil)
            return result
        }
        let classes = Set(selected.flatMap { $0.scenes.compactMap { $0.controller?.customClass?.name } })
        let merged = SpecOverlay.merge(root, onto: base, file: overlay.path, classes: classes, unnamed: unnamed)
        var result = decode(merged.root, decoder: decoder, found: found + input.diagnostics + merged.diagnostics, checkingInheritance: checkingInheritance)
        result.spec = warningOfNumberedNames(result.spec, overlay: overlay.path)
        return result
    }

    /// `loaded` with a warning at each segue that the import numbered (`showDetail2`) and `overlay` does not
    /// name: a segue added to the storyboards can take the number, and the calls of the method with it.
    private static func warningOfNumberedNames(_ loaded: Loaded<NavigationSpec>, overlay: String?) -> Loaded<NavigationSpec> {
        guard let spec = loaded.value else { return loaded }
        var diagnostics = DiagnosticEngine()
        diagnostics.emit(contentsOf: loaded.diagnostics)
        for segue in spec.scenes.flatMap(\.segues) where segue.nameLocation.map({ $0.file != overlay }) == true {
            diagnostics.emit(.warning(
                "segue \(SwiftLiteral.quoted(segue.identifier.value)) is named '\(segue.names.bareCaseName)' because another segue of the scene derives "
                    + "the same name; a segue added to the storyboards can take the number, and the calls that use it: give it a 'name:' in a spec over the storyboards",
                at: segue.identifier.location))
        }
        var result = loaded
        result.diagnostics = diagnostics.sorted
        return result
    }

    /// A warning at each storyboard of the other UI framework (a watch app's goes unsaid), and at
    /// each segue with an identifier that a problem in the storyboards keeps out of the spec.
    private static func leftOut(
        of storyboards: [Storyboard], generating platform: Platform, imported: StoryboardImport, addedBySpec: (SegueOutcome) -> Bool
    ) -> [Diagnostic] {
        let otherFramework = storyboards.filter { !$0.runtime.isFramework(of: platform) && $0.runtime.isFramework(of: platform.isUIKit ? .macos : .ios) }
        return otherFramework.map { storyboard in
            Diagnostic.warning(
                "'\(storyboard.path)' is \(platform.isUIKit ? "an AppKit" : "a UIKit") storyboard, which a run generating "
                    + "\(platform.uiFramework) code leaves out: give it to a run of its own",
                at: SourceLocation(file: storyboard.path, line: 1, column: 1))
        } + imported.reports.flatMap(\.outcomes).compactMap { outcome in
            guard let reason = outcome.result.skipReason, reason.isStoryboardProblem, let identifier = outcome.segue.identifier,
                  !addedBySpec(outcome) else { return nil }
            return .warning(
                "segue \(SwiftLiteral.quoted(identifier)) is not generated, \(reason.category)" + (reason.detail.map { ": " + $0 } ?? ""),
                at: outcome.segue.location)
        }
    }

    /// Interface Builder writes the building target's module into its classes and one output
    /// is one module, so an app's and its extension's storyboards are an error unless `module`
    /// names the one to generate. A storyboard whose classes name no such module goes with any.
    private static func storyboardsOfOneModule(_ storyboards: [Storyboard], selecting module: Located<String>?) -> Result<[Storyboard], Diagnostic> {
        /// The first class of the target's module in each storyboard, with where it is.
        let targetClasses = storyboards.map { storyboard in
            storyboard.scenes.lazy.compactMap { scene -> (module: String, location: SourceLocation)? in
                guard let controller = scene.controller, let custom = controller.customClass, custom.moduleIsTarget,
                      let module = custom.module, !module.isEmpty else { return nil }
                return (module, controller.location)
            }.first
        }
        if let module {
            let modules = Set(targetClasses.compactMap { $0?.module })
            guard modules.isEmpty || modules.contains(module.value) else {
                return .failure(.error(
                    "no class of the storyboards is built by target '\(module.value)'; they are built by "
                        + modules.sorted().map { "'\($0)'" }.joined(separator: ", ") + ": name one of those, or give that target's storyboards",
                    at: module.location))
            }
            return .success(zip(storyboards, targetClasses).filter { $0.1 == nil || $0.1?.module == module.value }.map(\.0))
        }
        guard let first = targetClasses.compactMap({ $0 }).first,
              let other = targetClasses.compactMap({ $0 }).first(where: { $0.module != first.module }) else {
            return .success(storyboards)
        }
        return .failure(.error(
            "'\(other.location.file)' is built by target '\(other.module)' and '\(first.location.file)' by '\(first.module)', "
                + "and one output is compiled into one module: give each target's storyboards to a run of their own, "
                + "or name the module to generate with 'module:' in the spec",
            at: other.location, notes: [.init("a class of '\(first.module)'", at: first.location)]))
    }

    private static func decode(
        _ root: YAMLNode, decoder: SpecDecoder, found: [Diagnostic], checkingInheritance: Bool
    ) -> (spec: Loaded<NavigationSpec>, platform: Platform?) {
        var decoder = decoder
        decoder.diagnostics.emit(contentsOf: found)
        let spec = decoder.decode(root, checkingInheritance: checkingInheritance)
        let diagnostics = decoder.diagnostics
        let loaded = Loaded(diagnostics.hasErrors ? nil : spec, diagnostics: diagnostics.sorted, sources: decoder.source.map { [$0] } ?? [])
        return (loaded, decoder.declaredPlatform)
    }

    /// The specs at `paths` read together, as those of one output directory are, their
    /// inheritance checked across them. Inheritance is not checked when one cannot be read:
    /// a superclass may be one of its scenes. Nil when any has an error.
    public static func loadTogether(_ paths: [GivenPath]) -> Loaded<[NavigationSpec]> {
        var files: [(bytes: [UInt8], path: String)] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            // Its XML would be reported as a YAML error.
            if path.url.pathExtension.lowercased() == "storyboard" {
                diagnostics.append(.error(
                    "'\(path.shown)' is a storyboard, not a spec: give a spec ('seguegen import \(path.shown)' writes one)", at: path.origin))
                continue
            }
            switch path.read(what: "spec") {
            case .success(let bytes): files.append((bytes, path.shown))
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        let complete = diagnostics.isEmpty
        let results = files.map { load(bytes: $0.bytes, path: $0.path, checkingInheritance: complete && files.count == 1) }
        diagnostics += results.flatMap(\.diagnostics)
        var specs = results.compactMap(\.value)
        if complete, specs.count == files.count, files.count > 1 {
            let checked = checkInheritance(among: specs)
            diagnostics += checked.diagnostics
            specs = checked.specs
        }
        let usable = complete && specs.count == files.count && !diagnostics.contains { $0.severity == .error }
        return Loaded(usable ? specs : nil, diagnostics: diagnostics, sources: results.flatMap(\.sources))
    }

    /// Specs generated into one directory (loaded with `checkingInheritance: false`), each
    /// with the others' scenes as `externalScenes`, and the errors of their inheritance,
    /// checked across them.
    public static func checkInheritance(among specs: [NavigationSpec]) -> (specs: [NavigationSpec], diagnostics: [Diagnostic]) {
        var linked = specs
        var decoder = SpecDecoder(file: "")
        for index in linked.indices {
            linked[index].externalScenes = specs.indices.filter { $0 != index }.flatMap { specs[$0].scenes }
            decoder.checkInheritance(of: linked[index])
        }
        return (linked, decoder.diagnostics.sorted)
    }
}


extension SpecLoader {
    /// A warning at each destination that is not a scene of `specs` (those of one output
    /// directory), nor a framework class, and is a likely misspelling of one, not a subclass named after it: it would compile
    /// only when the app does, and fail inside a generated file.
    public static func checkDestinations(among specs: [NavigationSpec]) -> [Diagnostic] {
        let scenes = specs.flatMap { $0.scenes.map(\.typeName.value) }
        let known = Set(scenes).union(FrameworkClasses.uiKit).union(FrameworkClasses.appKit)
        let candidates = scenes + FrameworkClasses.uiKit.sorted() + FrameworkClasses.appKit.sorted()
        var suggestions: [String: String?] = [:]  // an app's segues share few destinations
        var diagnostics: [Diagnostic] = []
        for segue in specs.flatMap({ $0.scenes.flatMap(\.segues) }) {
            guard let destination = segue.destination, !known.contains(destination.value) else { continue }
            if suggestions[destination.value] == nil {
                suggestions[destination.value] = Suggestion.closest(to: destination.value, among: candidates)
            }
            // A name holding the suggestion whole (`SpecialDetailViewController`) is a more specific type, not a misspelling.
            guard let suggestion = suggestions[destination.value] ?? nil, !destination.value.contains(suggestion) else { continue }
            diagnostics.append(.warning(
                "destination '\(destination.value)' is not a scene of the spec nor a framework class; did you mean '\(suggestion)'?",
                at: destination.location))
        }
        return diagnostics
    }
}
