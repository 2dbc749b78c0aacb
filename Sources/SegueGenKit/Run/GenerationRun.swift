import Foundation

/// Everything one `seguegen` invocation generates: every input read once, every problem
/// reported in one go, and nothing written while anything has an error.
public struct GenerationRun: Sendable {
    public var generations: [Generation]
    /// The config file the generations come from, for its text and its warnings.
    public var config: (sources: [SourceFile], diagnostics: [Diagnostic])?
    /// The directory the paths diagnostics print are relative to.
    public var baseDirectory: URL
    /// Whether generated files of other inputs may be replaced and removed (`--force`).
    public var force = false

    public init(generations: [Generation], baseDirectory: URL) {
        self.generations = generations
        self.baseDirectory = baseDirectory
    }

    public enum Mode: Sendable {
        case write
        /// Write nothing; work out what writing would change.
        case plan
    }

    /// A generation whose inputs loaded without errors, with its templates: ready to render.
    public struct Prepared: Sendable {
        public var generation: Generation
        public var generator: Generator
        public var inputs: [SpecInput]

        /// The generation's files, or the template error that kept one from rendering.
        public func render() -> Result<[GeneratedFile], Diagnostic> {
            do {
                return .success(try generator.generate(inputs, layout: generation.layout))
            } catch {
                return .failure(Self.diagnostic(for: error))
            }
        }

        /// A JSON array with, per file, its `path`, the `template` that renders it and the
        /// `context` that template receives; keys sorted (`seguegen context`).
        public func contextsJSON() throws -> String {
            struct FileContext: Encodable {
                var path: String
                var template: String
                var context: MustacheValue
            }
            let files = try Generator.jobs(for: inputs, layout: generation.layout).map { job in
                FileContext(path: job.path, template: generator.templates.template(for: job.role).name, context: job.context)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(files), as: UTF8.self) + "\n"
        }

        static func diagnostic(for error: any Error) -> Diagnostic {
            guard let error = error as? MustacheError else { return .error("\(error)", at: nil) }
            return .error(error.message, at: SourceLocation(file: error.templateName, line: error.line, column: error.column))
        }
    }

    public struct Report: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// The text of every file diagnostics point into.
        public var sources: [SourceFile] = []
        /// Each generation's plan, and what writing it did; empty when an error stopped the run first.
        public var outputs: [(generation: Generation, plan: OutputWriter.Plan, summary: OutputWriter.Summary?)] = []

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

        public init() {}
    }

    // MARK: Running

    /// Loads, checks and renders every generation, then plans its output directory and, in
    /// `.write` mode, writes it. Each directory is locked from before it is planned until it is
    /// written, so that concurrent runs into it take turns.
    public func run(_ mode: Mode) -> Report {
        var report = Report()
        guard let rendered = render(into: &report) else { return report }
        var locks: [DirectoryLock] = []
        if mode == .write {
            switch DirectoryLock.lock(rendered.map(\.0.output.url)) {
            case .success(let acquired): locks = acquired
            case .failure(let failure):
                report.diagnostics.append(.error(describe(failure, in: rendered.map(\.generation.output)).message, at: nil))
                return report
            }
        }
        defer { withExtendedLifetime(locks) {} }
        let writer = OutputWriter()
        var plans: [OutputWriter.Plan] = []
        for (generation, files) in rendered {
            do {
                let plan = try writer.plan(files, in: generation.output.url, inputs: generation.headerNames)
                report.diagnostics += otherInputs(plan.otherInputs, of: generation)
                plans.append(plan)
            } catch {
                report.diagnostics += Self.counted(error.all.map { describe($0, in: [generation.output]) })
            }
        }
        guard !report.hasErrors else { return report }
        guard mode == .write else {
            report.outputs = zip(rendered, plans).map { ($0.0, $1, nil) }
            return report
        }
        do {
            let summaries = try writer.write(plans)
            report.outputs = zip(zip(rendered, plans), summaries).map { ($0.0.0, $0.1, $1) }
        } catch {
            report.diagnostics += Self.counted(error.all.map { describe($0, in: rendered.map(\.generation.output)) })
        }
        return report
    }

    /// Every generation's files; nil after an error, which `report` then holds.
    public func render(into report: inout Report) -> [(generation: Generation, files: [GeneratedFile])]? {
        guard let prepared = prepare(into: &report) else { return nil }
        var rendered: [(generation: Generation, files: [GeneratedFile])] = []
        for generation in prepared {
            switch generation.render() {
            case .success(let files): rendered.append((generation.generation, files))
            case .failure(let diagnostic): report.add([diagnostic], sources: templateSources(of: [diagnostic]))
            }
        }
        return report.hasErrors ? nil : rendered
    }

    /// Every generation loaded, checked and ready to render; nil after an error, which `report` then holds.
    public func prepare(into report: inout Report) -> [Prepared]? {
        var collected = Collected()
        if let config {
            collected.sources += config.sources
            collected.add(config.diagnostics, promotedBy: generations.compactMap(\.warningsAsErrors).first)
        }
        let specs = loadSpecs(into: &collected)
        let prepared = generations.compactMap { prepare($0, specs: specs, into: &collected) }
        report.add(collected.promoted, sources: collected.sources)
        guard !report.hasErrors, prepared.count == generations.count else { return nil }
        for generation in prepared {
            do {
                report.diagnostics += try generation.generator.supportFileConflicts(among: generation.inputs, paths: generation.generation.specs.map(\.shown))
            } catch {
                let diagnostic = Prepared.diagnostic(for: error)
                report.add([diagnostic], sources: templateSources(of: [diagnostic]))
            }
        }
        return report.hasErrors ? nil : prepared
    }

    /// `seguegen lint`: `specs` read together and linted against the storyboards `storyboardPaths`
    /// name (`StoryboardFiles.find`), warnings promoted as a generation's are.
    /// - Returns: the summary, nil when a spec or a storyboard could not be read (a partial set
    ///   would report segues as missing that are not); the diagnostics sorted; every file read.
    public static func lint(specs: [GivenPath], storyboardPaths: [String], relativeTo base: URL, warningsAsErrors: String? = nil) -> Loaded<StoryboardLint.Summary> {
        let loaded = SpecLoader.loadTogether(specs)
        let linted = StoryboardLint.lint(loaded.value ?? [], storyboardPaths: storyboardPaths, relativeTo: base, found: loaded.diagnostics)
        var collected = Collected()
        collected.add(linted.diagnostics, promotedBy: warningsAsErrors)
        return Loaded(linted.value, diagnostics: collected.promoted, sources: loaded.sources + linted.sources)
    }

    /// Diagnostics collected with what turns each warning into an error, to promote them all in one place.
    private struct Collected {
        var diagnostics: [(Diagnostic, promotedBy: String?)] = []
        var sources: [SourceFile] = []

        mutating func add(_ new: [Diagnostic], promotedBy cause: String?) {
            diagnostics += new.map { ($0, cause) }
        }

        var promoted: [Diagnostic] {
            diagnostics.map { diagnostic, cause in cause.map(diagnostic.promotedToError(by:)) ?? diagnostic }
        }
    }

    /// The specs generated with others, which may inherit from their scenes: their inheritance is
    /// checked with theirs, in every generation that lists them (alone, too).
    private var sharingSpecs: Set<String> {
        Set(generations.filter { $0.specs.count > 1 }.flatMap { $0.specs.map(\.url.path) })
    }

    /// Every spec of the run, read and decoded once, by URL path; nil for one with errors.
    private func loadSpecs(into collected: inout Collected) -> [String: (spec: NavigationSpec?, platform: Platform?)] {
        var loaded: [String: (spec: NavigationSpec?, platform: Platform?)] = [:]
        // A spec given with storyboards is read over them, in its generation.
        for generation in generations where generation.storyboards.isEmpty {
            for spec in generation.specs where loaded[spec.url.path] == nil {
                let strict = generations.first { $0.warningsAsErrors != nil && $0.specs.contains { $0.url == spec.url } }?.warningsAsErrors
                switch spec.read(what: "spec") {
                case .failure(let diagnostic):
                    collected.add([diagnostic], promotedBy: nil)
                    loaded[spec.url.path] = (nil, nil)
                case .success(let bytes):
                    let names = generations.first { $0.specs.contains { $0.url == spec.url } }?.names
                    let (result, platform) = SpecLoader.loadDeclaringPlatform(
                        bytes: bytes, path: spec.shown, checkingInheritance: !sharingSpecs.contains(spec.url.path), names: names)
                    collected.add(result.diagnostics, promotedBy: strict)
                    collected.sources += result.sources
                    loaded[spec.url.path] = (result.value, platform)
                }
            }
        }
        return loaded
    }

    /// `generation` ready to render, or nil when one of its inputs has an error (then in `collected`).
    private func prepare(
        _ generation: Generation, specs: [String: (spec: NavigationSpec?, platform: Platform?)], into collected: inout Collected
    ) -> Prepared? {
        var generation = generation
        var specs = specs
        // The specs, or with storyboards the one spec read from them (and its overlay, if any).
        var paths = generation.specs
        var header: String?
        if !generation.storyboards.isEmpty {
            guard let read = readStoryboards(of: &generation, into: &collected) else { return nil }
            let path = generation.specs.first ?? generation.storyboards[0]
            paths = [path]
            specs = [path.url.path: (read.spec, read.platform)]
            header = read.header
        }
        let strict = generation.warningsAsErrors
        // Paths a config file names are checked here, to be reported at their line with everything else.
        var named = (generation.templates.map { [($0, "this entry's templates")] } ?? [])
        named += (generation.lint?.storyboards ?? []).map { ($0, "a storyboard of this entry's lint") }
        let missing = Self.missingPaths(named)
        collected.add(missing.map(\.error), promotedBy: nil)
        if let problem = FilePaths.outputProblem(generation.output.url, displayPath: generation.output.shown) {
            collected.add([.error(problem, at: generation.output.origin)], promotedBy: nil)
        }
        // The specs that loaded are checked against each other even when another has errors, so that
        // one run shows every problem; inheritance only when all loaded.
        var loaded = paths.compactMap { path in specs[path.url.path]?.spec.map { (path: path, spec: $0) } }
        if paths.contains(where: { sharingSpecs.contains($0.url.path) }), loaded.count == paths.count {
            let checked = SpecLoader.checkInheritance(among: loaded.map(\.spec))
            collected.add(checked.diagnostics, promotedBy: strict)
            for index in loaded.indices { loaded[index].spec = checked.specs[index] }
        }
        if loaded.count == paths.count {
            collected.add(SpecLoader.checkDestinations(among: loaded.map(\.spec)), promotedBy: strict)
        }
        let inputs = loaded.map { loaded in
            SpecInput(spec: loaded.spec, fileName: header ?? FilePaths.relativePath(of: loaded.path.url, from: generation.output.url))
        }
        collected.add(Generator.conflicts(among: inputs, paths: loaded.map(\.path.shown)), promotedBy: nil)
        var templates: TemplateSet?
        let platform = loaded.first?.spec.platform ?? paths.lazy.compactMap { specs[$0.url.path]?.platform }.first
        if let platform, !missing.contains(where: { $0.path == generation.templates }) {
            let result = Self.loadTemplates(generation.templates, for: platform)
            templates = result.templates
            collected.add(result.diagnostics, promotedBy: strict)
            collected.sources += templateSources(of: result.diagnostics)
        }
        guard loaded.count == paths.count, let templates else { return nil }
        if let lint = generation.lint, missing.isEmpty {
            let linted = StoryboardLint.lint(loaded.map(\.spec), storyboardPaths: lint.storyboards.map(\.shown), relativeTo: baseDirectory)
            collected.add(linted.diagnostics, promotedBy: lint.warningsAsErrors)
            collected.sources += linted.sources
        }
        return Prepared(generation: generation, generator: Generator(templates: templates), inputs: inputs)
    }

    // MARK: Reading

    /// The spec that `generation`'s storyboards give, with its spec (if any) laid over it, and the
    /// header's list of the inputs it is from: not the storyboards of the framework not generated.
    /// Nil when they cannot be read. Its storyboards become the files found, which it owns outputs of.
    /// Each path of `named` that a config file names and that does not exist, with an error at its line that says what it is for.
    private static func missingPaths(_ named: [(GivenPath, String)]) -> [(path: GivenPath, error: Diagnostic)] {
        named.filter { $0.0.origin != nil && !FileManager.default.fileExists(atPath: $0.0.url.path) }.map { path, what in
            (path, .error("no such file or directory: '\(path.shown)' (\(what))", at: path.origin))
        }
    }

    private func readStoryboards(
        of generation: inout Generation, into collected: inout Collected
    ) -> (spec: NavigationSpec?, platform: Platform?, header: String)? {
        if let problem = generation.specsGivenWithStoryboardsProblem {
            collected.add([.error(problem, at: generation.specs[1].origin)], promotedBy: nil)
            return nil
        }
        let missing = Self.missingPaths(generation.storyboards.map { ($0, "a storyboard of this entry") })
        guard missing.isEmpty else {
            collected.add(missing.map(\.error), promotedBy: nil)
            return nil
        }
        let read = StoryboardFiles.load(generation.storyboards.map(\.shown), relativeTo: baseDirectory)
        collected.add(read.diagnostics, promotedBy: nil)
        collected.sources += read.sources
        guard let storyboards = read.value else { return nil }
        guard !storyboards.isEmpty else {
            let given = WordList.joined(generation.storyboards.map { "'\($0.shown)'" }, "and")
            collected.add([.error("no storyboard to generate from in \(given)", at: generation.storyboards[0].origin)], promotedBy: nil)
            return nil
        }
        generation.storyboards = storyboards.map { GivenPath(shown: $0.path, url: FilePaths.url(for: $0.path, relativeTo: baseDirectory)) }
        var overlay: (bytes: [UInt8], path: String)?
        if let spec = generation.specs.first {
            switch spec.read(what: "spec") {
            case .failure(let diagnostic):
                collected.add([diagnostic], promotedBy: nil)
                return nil
            case .success(let bytes):
                overlay = (bytes, spec.shown)
            }
        }
        let (result, platform) = SpecLoader.load(storyboards: storyboards, overlay: overlay, names: generation.names)
        collected.add(result.diagnostics, promotedBy: generation.warningsAsErrors)
        collected.sources += result.sources
        var used = generation
        used.storyboards = zip(storyboards, generation.storyboards).filter { storyboard, _ in
            result.value.map { storyboard.runtime.isFramework(of: $0.platform) } ?? true
        }.map(\.1)
        return (result.value, platform, used.headerNames.joined(separator: ", "))
    }

    /// The built-in templates for `platform`, or the user's at `path`, with what loading them found.
    public static func loadTemplates(_ path: GivenPath?, for platform: Platform) -> (templates: TemplateSet?, diagnostics: [Diagnostic]) {
        guard let path else {
            do {
                return (try TemplateSet.builtin(for: platform), [])
            } catch {
                return (nil, [.error("\(error)", at: nil)])
            }
        }
        switch TemplateSet.custom(at: path.url, displayPath: path.shown, platform: platform) {
        case .success(let templates): return (templates, templates.warnings)
        case .failure(let error): return (nil, error.diagnostics)
        }
    }

    /// The template files `diagnostics` point into, to quote their lines (a built-in template is no file).
    func templateSources(of diagnostics: [Diagnostic]) -> [SourceFile] {
        Set(diagnostics.compactMap { $0.location?.file }).sorted().compactMap { file in
            guard let bytes = try? InputLimits.read(FilePaths.url(for: file, relativeTo: baseDirectory), limit: InputLimits.maximumTextFileSize) else {
                return nil
            }
            return SourceFile(path: file, text: TemplateSet.templateText(bytes))
        }
    }

    // MARK: Output problems

    /// An error for each set of files in an output directory that inputs this run was not given
    /// generated and still own: two runs into one directory would remove each other's files.
    private func otherInputs(_ others: [OutputWriter.OtherInputs], of generation: Generation) -> [Diagnostic] {
        guard !force else { return [] }
        return others.map { other in
            let files = other.files.count == 1 ? "'\(generation.output.shown(other.files[0]))'" : "\(other.files.count) files"
            let inputs = other.inputs.map { "'\(FilePaths.lexicallyNormalized(generation.output.shown($0)))'" }
            let together = generation.output.origin == nil
                ? "give every spec of an output directory to one run"
                : "list every spec of an output directory in one config entry"
            return .error(
                "\(files) in '\(generation.output.shown)' \(other.files.count == 1 ? "was" : "were") generated from "
                    + "\(WordList.joined(inputs, "and")), which this run was not given; \(together), or pass '--force' to replace them",
                at: generation.output.origin)
        }
    }

    /// Up to three errors for each reason, then how many more there are: an unwritable directory fails every file alike.
    static func counted(_ errors: [(message: String, reason: String)]) -> [Diagnostic] {
        var countByReason: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for error in errors {
            countByReason[error.reason, default: 0] += 1
            if countByReason[error.reason, default: 0] <= 3 { diagnostics.append(.error(error.message, at: nil)) }
        }
        for (reason, count) in countByReason.sorted(by: { $0.key < $1.key }) where count > 3 {
            diagnostics.append(.error("\(count - 3) more \(count == 4 ? "file" : "files") cannot be written either: \(reason)", at: nil))
        }
        return diagnostics
    }

    /// `failure` in words, its path from the first of `outputs` it is in, as the user wrote that; and its reason.
    private func describe(_ failure: OutputWriter.Failure, in outputs: [GivenPath]) -> (message: String, reason: String) {
        var failure = failure
        if let output = outputs.first(where: { failure.path.hasPrefix($0.url.path + "/") || failure.path == $0.url.path }) {
            failure.path = failure.path.count > output.url.path.count + 1
                ? output.shown(String(failure.path.dropFirst(output.url.path.count + 1))) : output.shown
        }
        return (failure.description, failure.reason)
    }
}

extension GenerationRun.Report {
    /// Diagnostics with the files they quote (a file quoted twice is printed from either copy).
    mutating func add(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
        self.diagnostics += diagnostics
        self.sources += sources
    }
}
