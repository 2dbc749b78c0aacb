/// Reads navigation specs: YAML through libyaml, then the spec model,
/// validated, with every problem reported at its position.
public enum SpecLoader {
    /// Decodes the spec in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents (UTF-8, optionally with a byte order mark).
    ///   - path: the path to print in diagnostics, as the user wrote it.
    ///   - checkingInheritance: whether to check each `superclass` here (it
    ///     names a scene of the spec, without a loop); false for a spec
    ///     generated with others, whose scenes its own may inherit from:
    ///     `checkInheritance(among:)` checks them all together.
    ///   - names: the names of the generated types unless the spec gives its own (a config entry's).
    /// - Returns: the spec if there were no errors, all diagnostics in source order, and the file's text.
    public static func load(bytes: [UInt8], path: String, checkingInheritance: Bool = true, names: GeneratedTypeNames? = nil) -> Loaded<NavigationSpec> {
        loadDeclaringPlatform(bytes: bytes, path: path, checkingInheritance: checkingInheritance, names: names).spec
    }

    /// `load(bytes:path:checkingInheritance:names:)`, and the spec's platform even when it has
    /// other errors, so that its templates are read and checked in the same run (nil when the
    /// file or its `platform` cannot be read).
    static func loadDeclaringPlatform(
        bytes: [UInt8], path: String, checkingInheritance: Bool, names: GeneratedTypeNames?
    ) -> (spec: Loaded<NavigationSpec>, platform: Platform?) {
        let input = YAMLInput.read(bytes: bytes, path: path, kind: .spec)
        guard let root = input.root else {
            return (Loaded(nil, diagnostics: input.diagnostics, sources: [input.source]), nil)
        }
        var decoder = SpecDecoder(file: path, source: input.source)
        decoder.names = names ?? decoder.names
        return decode(root, decoder: decoder, found: input.diagnostics, checkingInheritance: checkingInheritance)
    }

    /// The spec that `storyboards` give, with the spec `overlay` (if any) laid over it
    /// (`SpecOverlay`): what generation reads when it is given storyboards.
    ///
    /// - Parameters:
    ///   - storyboards: the storyboards read, in the order given (imported in path order).
    ///   - overlay: the spec file's contents and path as the user named it.
    /// - Returns: the spec if there were no errors, all diagnostics (those from the storyboards
    ///   at their `file:line:column`) and the overlay's text; and the spec's platform even when
    ///   it has other errors, so that its templates are read and checked in the same run.
    public static func load(
        storyboards: [Storyboard], overlay: (bytes: [UInt8], path: String)?, checkingInheritance: Bool = true, names: GeneratedTypeNames? = nil
    ) -> (spec: Loaded<NavigationSpec>, platform: Platform?) {
        let input = overlay.map { YAMLInput.read(bytes: $0.bytes, path: $0.path, kind: .spec) }
        let sources = input.map { [$0.source] } ?? []
        if let input, input.root == nil {
            return (Loaded(nil, diagnostics: input.diagnostics, sources: sources), nil)
        }
        let module = input?.root?.mapping?.first { $0.key.scalar?.value == "module" }?.value.scalar?.value
        let selected: [Storyboard]
        switch storyboardsOfOneModule(storyboards, selecting: module) {
        case .success(let storyboards): selected = storyboards
        case .failure(let diagnostic): return (Loaded(nil, diagnostics: [diagnostic], sources: sources), nil)
        }
        let imported = StoryboardImporter.importSpec(from: selected)
        let origin = SourceLocation(file: imported.catalog.storyboards.first?.path ?? "", line: 1, column: 1)
        let (base, locations) = imported.spec.locatedYAMLNode(origin: origin)
        guard let overlay, let input, let root = input.root else {
            var decoder = SpecDecoder(file: origin.file, elsewhere: locations)
            decoder.names = names ?? decoder.names
            var result = decode(base, decoder: decoder, found: imported.warnings, checkingInheritance: checkingInheritance)
            result.spec.diagnostics = result.spec.diagnostics.map { $0 == .noScenes(at: origin) ? .noScenesInStoryboards(at: origin) : $0 }
            return result
        }
        let classes = Set(selected.flatMap { $0.scenes.compactMap { $0.controller?.customClass?.name } })
        let merged = SpecOverlay.merge(root, onto: base, file: overlay.path, classes: classes)
        var decoder = SpecDecoder(file: overlay.path, source: input.source, elsewhere: locations)
        decoder.names = names ?? decoder.names
        return decode(
            merged.root, decoder: decoder, found: imported.warnings + input.diagnostics + merged.diagnostics, checkingInheritance: checkingInheritance)
    }

    /// The storyboards of one target: Interface Builder writes the module of the target that
    /// builds a storyboard into its classes (`customModule` with `customModuleProvider="target"`),
    /// and one output is compiled into one module, so an app's and its extension's storyboards
    /// are an error unless `module` (the spec's) names the one to generate. A storyboard whose
    /// classes name no such module goes with any.
    private static func storyboardsOfOneModule(_ storyboards: [Storyboard], selecting module: String?) -> Result<[Storyboard], Diagnostic> {
        /// The first class of the target's module in each storyboard, with where it is.
        let targetClasses = storyboards.map { storyboard in
            storyboard.scenes.lazy.compactMap { scene -> (module: String, location: SourceLocation)? in
                guard let controller = scene.controller, let custom = controller.customClass, custom.moduleIsTarget,
                      let module = custom.module, !module.isEmpty else { return nil }
                return (module, controller.location)
            }.first
        }
        if let module {
            return .success(zip(storyboards, targetClasses).filter { $0.1 == nil || $0.1?.module == module }.map(\.0))
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

    /// The specs at `paths` read together, as the specs of one output directory are (by `lint`
    /// and `graph`): each loaded, then, when there are several, their inheritance checked across
    /// them (`checkInheritance(among:)`). With a spec that cannot be read, the others are still
    /// loaded, for their own errors, but inheritance is not checked: a superclass may be a scene
    /// of the spec that could not be read.
    ///
    /// - Returns: the specs in order, nil when any has an error; the unreadable specs' errors,
    ///   then each spec's diagnostics in source order.
    public static func loadTogether(_ paths: [GivenPath]) -> Loaded<[NavigationSpec]> {
        var files: [(bytes: [UInt8], path: String)] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
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

    /// Specs generated into one directory, each with the scenes of the
    /// others as its `externalScenes`, and the problems of their
    /// inheritance, checked across them: each `superclass` names a scene of
    /// one of them, no chain loops, no subclass redeclares a segue (or a
    /// Swift name) it inherits, and no scene is created from a storyboard
    /// when one of its superclasses is.
    ///
    /// - Parameter specs: specs loaded with `checkingInheritance: false`, without errors.
    /// - Returns: the specs, and the errors in source order.
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
    /// directory), nor a framework class, and is a likely misspelling of one: it would compile
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
            guard let suggestion = suggestions[destination.value] ?? nil else { continue }
            diagnostics.append(.warning(
                "destination '\(destination.value)' is not a scene of the spec nor a framework class; did you mean '\(suggestion)'?",
                at: destination.location))
        }
        return diagnostics
    }
}
