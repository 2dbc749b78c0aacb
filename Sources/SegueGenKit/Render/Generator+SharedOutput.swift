/// Generation for an output directory that several specs share: the support file exists once per
/// module, so they must agree on what it depends on, and no scene may be in two of them.
extension Generator {
    /// The problems that keep `inputs` from sharing one output directory: a scene in two specs
    /// (or two whose names differ only in case), two scenes of different specs created from one
    /// storyboard scene, and specs that need different support files (`dispatch`, framework).
    /// Each is reported at the later spec (`paths` as diagnostics print them), with a note at the earlier.
    public static func conflicts(among inputs: [SpecInput], paths: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstByFoldedName: [String: Located<String>] = [:]
        // By input, the scenes an earlier input has too.
        var repeated = [Set<String>](repeating: [], count: inputs.count)
        for (index, input) in inputs.enumerated() {
            // Only scenes that get a file: with segues of their own or inherited.
            for scene in input.spec.scenes where TemplateContext.hasSceneFile(scene, in: input.spec) {
                let folded = OutputPath.collisionKey(scene.typeName.value)
                guard let first = firstByFoldedName[folded] else {
                    firstByFoldedName[folded] = scene.typeName
                    continue
                }
                if first.value == scene.typeName.value {
                    diagnostics.append(.sceneInTwoSpecs(scene.typeName.value, at: scene.typeName.location, first: first.location))
                    repeated[index].insert(scene.typeName.value)
                } else {
                    diagnostics.append(.fileNameClash(scene.typeName.value, with: first.value, at: scene.typeName.location, otherLocation: first.location))
                }
            }
        }
        diagnostics += Scene.storyboardSceneClashes(
            in: inputs.indices.map { index in inputs[index].spec.scenes.filter { !repeated[index].contains($0.typeName.value) } },
            withinASpec: false)
        guard let first = inputs.first else { return diagnostics }
        // A spec without `module` may be in any module; two that name theirs must agree.
        let firstModule = inputs.indices.first { inputs[$0].spec.module != nil }
        for (index, input) in inputs.enumerated().dropFirst() {
            if let firstModule, index > firstModule, let module = input.spec.module,
               let earlier = inputs[firstModule].spec.module, module.value != earlier.value {
                diagnostics.append(.supportFileMismatch(
                    setting: "module",
                    (paths[firstModule], earlier.value, earlier.location), (paths[index], module.value, module.location),
                    reason: "which is compiled into one module"))
            }
            if input.spec.dispatch != first.spec.dispatch {
                diagnostics.append(.supportFileMismatch(
                    setting: "dispatch",
                    (paths[0], first.spec.dispatch.rawValue, first.spec.dispatchLocation),
                    (paths[index], input.spec.dispatch.rawValue, input.spec.dispatchLocation),
                    reason: "which sets how every typed perform reaches prepare(for:sender:)"))
            }
            // The UIKit platforms share the built-in templates; whether the
            // user's templates render them alike is `supportFileConflicts`'s question.
            if input.spec.platform.uiFramework != first.spec.platform.uiFramework {
                diagnostics.append(.platformMismatch(
                    (paths[0], first.spec), (paths[index], input.spec),
                    reason: "which is written for one UI framework, and these use \(input.spec.platform.uiFramework) and \(first.spec.platform.uiFramework)"))
            }
        }
        return diagnostics
    }

    /// An error at each spec of another UIKit platform (`ios` and `tvos`, say) sharing the output
    /// directory whose support file these templates render differently (a user's may: it sees
    /// `platform.name`); `paths` are the specs' as diagnostics print them.
    public func supportFileConflicts(among inputs: [SpecInput], paths: [String]) throws -> [Diagnostic] {
        guard let first = inputs.first, inputs.contains(where: { $0.spec.platform != first.spec.platform }),
              let shared = NavigationSpec.merging(inputs.map(\.spec)) else { return [] }
        let names = inputs.map(\.fileName).joined(separator: ", ")
        var rendered: [Platform: String] = [:]
        func support(for platform: Platform) throws -> String {
            if let text = rendered[platform] { return text }
            var spec = shared
            spec.platform = platform
            let text = try Generator.jobs(for: [SpecInput(spec: spec, fileName: names)]).filter { $0.role == .support }.map { job in
                try templates.template(for: .support).render(job.context, partials: templates.partials, escaping: .none)
            }.joined()
            rendered[platform] = text
            return text
        }
        var diagnostics: [Diagnostic] = []
        for (index, input) in inputs.enumerated().dropFirst() where input.spec.platform != first.spec.platform {
            if try support(for: input.spec.platform) != support(for: first.spec.platform) {
                diagnostics.append(.platformMismatch(
                    (paths[0], first.spec), (paths[index], input.spec),
                    reason: "which the templates render differently for '\(input.spec.platform.rawValue)' and '\(first.spec.platform.rawValue)'"))
            }
        }
        return diagnostics
    }

    /// The files for `inputs`, which share one output directory: the scene files, the specs in the
    /// order of their file names (not a shell glob's), then the support file; or, `singleFile`, the
    /// support file followed by each scene's code, which its template renders without header.
    public func generate(_ inputs: [SpecInput], layout: OutputLayout) throws -> [GeneratedFile] {
        try generate(inputs, layout: layout) { $0 }.map { try $0.get() }
    }

    /// The files of `generate(_:layout:)`, rendered on every core, each handed to `process` on the
    /// thread that rendered it, so that a run holds one file's text per core at a time; one outcome
    /// per file (for `singleFile`, one in all).
    public func generate<Processed: Sendable>(
        _ inputs: [SpecInput],
        layout: OutputLayout,
        processing process: @Sendable (GeneratedFile) throws -> Processed
    ) -> [Result<Processed, any Error>] {
        let inputs = Self.arranged(inputs)
        guard layout == .singleFile else { return renderConcurrently(inputs, layout: layout, process) }
        // The support file, with the header and every import, then each scene's code.
        let files: [GeneratedFile]
        do {
            files = try renderConcurrently(inputs, layout: layout) { $0 }.map { try $0.get() }
        } catch {
            return [.failure(error)]
        }
        guard let support = files.last else { return [] }
        let contents = ([support] + files.dropLast()).map(\.contents).joined(separator: "\n")
        return [Result { try process(GeneratedFile(path: Generator.supportFileName, contents: contents)) }]
    }

    /// `inputs` as one output directory generates them: by file name, byte
    /// by byte (specs of one name keep their order), and each spec that
    /// names no `module` in the one another names, since a directory's files
    /// are one module's (`conflicts(among:paths:)` refuses two), so that
    /// none of its files imports that module.
    static func arranged(_ inputs: [SpecInput]) -> [SpecInput] {
        let module = inputs.lazy.compactMap(\.spec.module).first
        return inputs.sorted { $0.fileName.utf8.lexicographicallyPrecedes($1.fileName.utf8) }.map { input in
            var input = input
            if input.spec.module == nil { input.spec.module = module }
            return input
        }
    }

    /// The files `generate(_:layout:)` renders (for the single file, its parts), in its
    /// order, without rendering them: each spec's scene files, the specs in
    /// file-name order, then the support file, which names every spec.
    ///
    /// - Parameter inputs: specs without errors and without
    ///   `conflicts(among:paths:)`, in the user's order.
    /// - Throws: `EncodingError` if a context cannot be encoded (never for these contexts of strings and booleans).
    public static func jobs(for inputs: [SpecInput], layout: OutputLayout = .filePerScene) throws -> [RenderJob] {
        let inputs = arranged(inputs)
        guard let shared = NavigationSpec.merging(inputs.map(\.spec)) else { return [] }
        return try inputs.flatMap { input in
            try input.spec.scenes.compactMap { try sceneJob(for: $0, in: input.spec, specFileName: input.fileName, layout: layout) }
        } + [supportJob(for: shared, specFileName: inputs.map(\.fileName).joined(separator: ", "), layout: layout)]
    }

    /// The scene files of every input in order, then the support file;
    /// for the specs of one output directory, rendered concurrently.
    ///
    /// The support file gets the first spec's settings (the others agree),
    /// every spec's scenes (it is as visible as the most visible), and a
    /// header that names every spec.
    private func renderConcurrently<Processed: Sendable>(
        _ inputs: [SpecInput],
        layout: OutputLayout,
        _ process: @Sendable (GeneratedFile) throws -> Processed
    ) -> [Result<Processed, any Error>] {
        guard let shared = NavigationSpec.merging(inputs.map(\.spec)) else { return [] }
        let scenes = inputs.indices.flatMap { input in inputs[input].spec.scenes.indices.map { (input: input, scene: $0) } }
        let names = inputs.map(\.fileName).joined(separator: ", ")
        let outcomes = ConcurrentWork.results(count: scenes.count + 1) { index -> Processed? in
            guard index < scenes.count else {
                return try process(render(Generator.supportJob(for: shared, specFileName: names, layout: layout)))
            }
            let input = inputs[scenes[index].input]
            // nil for a scene without a file: no segues of its own or inherited.
            return try Generator.sceneJob(for: input.spec.scenes[scenes[index].scene], in: input.spec, specFileName: input.fileName, layout: layout)
                .map { job in try process(render(job)) }
        }
        return outcomes.compactMap { outcome in
            switch outcome {
            case .success(let processed?): .success(processed)
            case .success(nil): nil
            case .failure(let error): .failure(error)
            }
        }
    }
}

extension Diagnostic {
    static func sceneInTwoSpecs(_ scene: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        .error(
            "scene '\(scene)' is also in \(first.file), which generates into the same directory; list its segues in one spec",
            at: location,
            notes: [Note("'\(scene)' is declared here", at: first)]
        )
    }

    /// `supportFileMismatch` for the `platform` of two specs, each with its path.
    static func platformMismatch(_ first: (path: String, spec: NavigationSpec), _ later: (path: String, spec: NavigationSpec), reason: String) -> Diagnostic {
        .supportFileMismatch(
            setting: "platform",
            (first.path, first.spec.platform.rawValue, first.spec.platformLocation),
            (later.path, later.spec.platform.rawValue, later.spec.platformLocation),
            reason: reason)
    }

    /// Two specs of one output directory that disagree on a `setting` of the
    /// support file: at the later spec's value (or the earlier's when the
    /// later leaves it to the default), with a note at the other.
    ///
    /// - Parameters:
    ///   - first, later: each spec's path, value, and where the value is written (nil for the default).
    ///   - reason: why the support file cannot serve both, after "one SegueGen.swift, ".
    static func supportFileMismatch(
        setting: String, _ first: (path: String, value: String, location: SourceLocation?),
        _ later: (path: String, value: String, location: SourceLocation?), reason: String
    ) -> Diagnostic {
        func has(_ spec: (path: String, value: String, location: SourceLocation?)) -> String {
            "\(spec.path) has \(setting) '\(spec.value)'\(spec.location == nil ? " (the default)" : "")"
        }
        let message = "\(has(later)) but \(has(first)); they generate into one directory, which has one \(Generator.supportFileName), "
            + "\(reason): give them the same \(setting)"
        let (at, other) = later.location != nil ? (later, first) : (first, later)
        let notes = other.location.map { [Note("\(other.path)'s \(setting) is here", at: $0)] } ?? []
        return .error(message, at: at.location, notes: notes)
    }
}
