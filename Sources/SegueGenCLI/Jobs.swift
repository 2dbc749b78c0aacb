import Foundation
import SegueGenKit

/// One output directory and the specs generated into it, from the command
/// line (`seguegen A.yaml B.yaml -o Generated`) or from an entry of a config file.
struct Job {
    /// A spec file of a job.
    struct Spec {
        /// The path as diagnostics print it: as written on the command line,
        /// or the config file's directory joined with the path in it.
        var displayPath: String
        var url: URL
        /// Where a config file names the spec, for errors reading it.
        var origin: SourceLocation?
    }

    var specs: [Spec]
    /// The output directory as messages print it.
    var outputDisplayPath: String
    var outputURL: URL
    /// Where a config file names the output directory; nil for a command-line job.
    var outputOrigin: SourceLocation?
    /// The config file whose entry the job is; nil for a command-line job.
    var config: URL?
    var layout: OutputLayout
    /// What turns the job's warnings into errors, as each promoted warning
    /// names it (`WarningsAsErrors`); nil when warnings stay warnings.
    var warningsAsErrors: String?
    /// The user's templates (`--templates`) as a path from the current directory; nil for the built-in ones.
    var templatesPath: String?
    /// The storyboards to lint the specs against first (paths from the
    /// current directory), and what turns lint warnings into errors, as
    /// `warningsAsErrors` (nil when nothing does).
    var lint: (storyboards: [String], warningsAsErrors: String?)?
    /// Where the config file names the templates and each storyboard of
    /// `lint`, by path as above; empty for a command-line job.
    var origins: [String: SourceLocation] = [:]

    /// `file` in the output directory, as messages print it.
    func displayPath(of file: String) -> String {
        (outputDisplayPath as NSString).appendingPathComponent(file)
    }

    /// The spec file at `url` (absolute) as messages print it: its path from
    /// the output directory, after `outputDisplayPath`.
    func displayPath(ofSpecAt url: URL) -> String {
        Workload.lexicallyNormalized(displayPath(of: Workload.relativePath(of: url, from: outputURL)))
    }

    /// Whether a header that names a spec `name` (as
    /// `GeneratedFileMarker.specNames(inHeaderOf:)` reads it) may name one of
    /// the job's specs: the path of one, as given or with symbolic links
    /// resolved, ends in it, or it is the path of one from the output
    /// directory, as this run's headers or those of a run with other specs
    /// of its file name give it.
    func hasSpec(namedInHeadersAs name: String) -> Bool {
        let named = name.hasPrefix("../") ? FilePaths.standardized(outputURL.appendingPathComponent(name)).path : nil
        return specs.contains { spec in
            [spec.url, FilePaths.resolvingSymlinks(spec.url)].contains { url in
                if let named, FilePaths.standardized(url).path == named { return true }
                let components = FilePaths.standardized(url).pathComponents
                return components.indices.contains { GeneratedFileMarker.specNameInHeader(components[$0...].joined(separator: "/")) == name }
            }
        }
    }

    /// The name each spec has in the headers of the files it generates: its
    /// file name, or, for specs of this job that share a file name
    /// (`Search/Navigation.yaml`, `Settings/Navigation.yaml`), the fewest
    /// trailing path components that tell them apart, so that a header
    /// names one spec and a later run knows whose file it removes.
    ///
    /// The components are those of each spec's path from the output
    /// directory, below what all the specs of the file name share, so they
    /// never name where the project happens to be checked out: a clone at
    /// another path generates the same bytes. When the part below what they
    /// share of one spec's path is the end of another's (`Tasks.yaml` and
    /// `Sub/Tasks.yaml`; a spec outside the project), each is named by its
    /// whole path from the output directory (`../Tasks.yaml`,
    /// `../Sub/Tasks.yaml`, `../../shared/Tasks.yaml`), so that no name reads
    /// as the end of another spec's, and each leads to its spec from the
    /// generated file.
    var specHeaderNames: [String] {
        Self.headerNames(of: specs.map(\.url), from: outputURL)
    }

    /// `specHeaderNames` for specs at `urls`, generated into `directory`.
    static func headerNames(of urls: [URL], from directory: URL) -> [String] {
        let paths = urls.map { Workload.relativePath(of: $0, from: directory).split(separator: "/").map(String.init) }
        let sharingName = Dictionary(grouping: paths.indices) { paths[$0].last ?? "" }
        var names = paths.map { $0.last ?? "" }
        for group in sharingName.values where group.count > 1 {
            // Each spec's path below what all of the group share.
            let commonCount = group.dropFirst().reduce(paths[group[0]].count - 1) { count, index in
                zip(paths[group[0]].prefix(count), paths[index]).prefix { $0 == $1 }.count
            }
            let below = group.map { Array(paths[$0].dropFirst(commonCount)) }
            let oneEndsAnother = below.contains { own in below.contains { $0.count > own.count && $0.suffix(own.count) == own[...] } }
            for (own, index) in zip(below, group) {
                if oneEndsAnother {
                    names[index] = paths[index].joined(separator: "/")
                    continue
                }
                var count = 1
                while count < own.count, below.contains(where: { $0 != own && $0.suffix(count) == own.suffix(count) }) {
                    count += 1
                }
                names[index] = own.suffix(count).joined(separator: "/")
            }
        }
        return names
    }
}

/// What turned warnings into errors, as a promoted warning names it after
/// its message (`Diagnostic.promotedToError(by:)`): the option, which
/// applies to everything a run reads and so is named when given, or the
/// config file's key that applies to the entry.
enum WarningsAsErrors {
    static let option = "--warnings-as-errors"

    /// The config file's `key` (`warnings-as-errors`,
    /// `lint.warnings-as-errors`), in the file at `path` as it was given.
    static func configKey(_ key: String, in path: String) -> String {
        "\(key) in \(path)"
    }
}

/// The jobs of one run, and the config file they came from if any.
struct Workload {
    var jobs: [Job]
    /// The config file's text, for quoting its lines in diagnostics.
    var configSource: SourceFile?
    /// The config file's warnings (errors stop before a workload exists).
    var configDiagnostics: [Diagnostic] = []

    /// The options every command that reads specs shares.
    static let options = [
        OptionSpec(names: ["-o", "--output"], valueName: "directory", help: "Where to write the Swift files; created if missing."),
        OptionSpec(names: ["--templates"], valueName: "path", help: "Your own templates: a scene template file, or a directory (see docs/Templates.md)."),
        OptionSpec(names: ["--config"], valueName: "file", help: "Run this config file instead of ./seguegen.yml (when no spec is given)."),
        OptionSpec(names: ["--single-file"], help: "Write all the code into SegueGen.swift instead of one file per scene."),
        OptionSpec(names: [WarningsAsErrors.option], help: "Fail (and write nothing) if there are warnings."),
    ]

    /// The jobs the arguments name: the specs and `-o`, or else the config
    /// file (`--config`, or `seguegen.yml` in the current directory).
    ///
    /// - Parameters:
    ///   - requireOutput: whether specs need `-o` (`outputs` lists bare file names without it).
    /// - Returns: the workload, or nil after printing why the config file is unusable.
    /// - Throws: `UsageError` for arguments that do not make sense together.
    static func from(_ arguments: ParsedArguments, requireOutput: Bool, in context: CommandContext) throws(UsageError) -> Workload? {
        let configPath = arguments.values["--config"]
        guard arguments.positionals.isEmpty else {
            if configPath != nil {
                throw UsageError(message: "pass spec files or '--config <file>', not both")
            }
            return Workload(jobs: [try job(from: arguments, requireOutput: requireOutput, in: context)])
        }
        if arguments.values["--output"] != nil {
            throw UsageError(message: "missing spec file")
        }
        if arguments.has("--single-file") {
            throw UsageError(message: "'--single-file' needs spec files; in a config file, set 'single-file: true' on an entry")
        }
        if arguments.values["--templates"] != nil {
            throw UsageError(message: "'--templates' needs spec files; in a config file, set 'templates' on an entry")
        }
        let path: String
        if let configPath {
            guard !configPath.isEmpty else { throw UsageError(message: "the config file name is empty") }
            path = configPath
        } else {
            guard FileManager.default.fileExists(atPath: context.url(for: GenerationConfig.defaultFileName).path) else {
                throw UsageError(message: "missing spec file, and there is no \(GenerationConfig.defaultFileName) here; pass '<spec.yaml> -o <directory>', or run seguegen where its config file is")
            }
            path = GenerationConfig.defaultFileName
        }
        return loadConfig(path, warningsAsErrors: arguments.has(WarningsAsErrors.option), in: context)
    }

    /// The job of `seguegen <spec.yaml>... -o <directory>`.
    private static func job(from arguments: ParsedArguments, requireOutput: Bool, in context: CommandContext) throws(UsageError) -> Job {
        if arguments.positionals.contains("") {
            throw UsageError(message: "the spec file name is empty")
        }
        let output = arguments.values["--output"]
        if requireOutput, output?.isEmpty ?? true {
            throw UsageError(message: "missing output directory; pass '-o <directory>'")
        }
        try ParsedArguments.checkGivenOnce(arguments.positionals, identity: context.fileIdentity(of:))
        let specs = arguments.positionals.map { Job.Spec(displayPath: $0, url: context.url(for: $0), origin: nil) }
        return Job(
            specs: specs,
            outputDisplayPath: output ?? "",
            outputURL: context.url(for: output ?? ".", isDirectory: true),
            layout: arguments.has("--single-file") ? .singleFile : .filePerScene,
            warningsAsErrors: arguments.has(WarningsAsErrors.option) ? WarningsAsErrors.option : nil,
            templatesPath: arguments.values["--templates"]
        )
    }

    /// Reads and decodes the config file at `path`, printing its diagnostics.
    private static func loadConfig(_ path: String, warningsAsErrors: Bool, in context: CommandContext) -> Workload? {
        let bytes: [UInt8]
        switch context.read(path, what: "config file") {
        case .success(let read): bytes = read
        case .failure(let error):
            _ = context.fail(error)
            return nil
        }
        let url = context.url(for: path)
        // A config reached through a symbolic link is written for where it is, as an #include is.
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
        let directory = (isLink ? FilePaths.resolvingSymlinks(url) : url).deletingLastPathComponent()
        let loaded = ConfigLoader.load(bytes: bytes, path: path, directory: directory)
        var diagnostics = DiagnosticEngine()
        diagnostics.emit(contentsOf: loaded.diagnostics)
        if warningsAsErrors { diagnostics.promoteWarningsToErrors(by: WarningsAsErrors.option) }
        guard let config = loaded.config, !diagnostics.hasErrors else {
            context.report(diagnostics.diagnostics, sources: [loaded.source])
            return nil
        }
        // Paths in the config are relative to its directory; print them from here.
        let prefix = Self.deletingLastComponent(path)
        func display(_ written: String) -> String {
            guard !written.hasPrefix("/") else { return written }
            if !isLink {
                if prefix.isEmpty { return written }
                let joined = (prefix as NSString).appendingPathComponent(written)
                if !joined.split(separator: "/").contains("..") { return lexicallyNormalized(joined) }
            }
            // From a linked config's own folder, or with `..` that may follow a
            // link, only the file system knows where the path goes: print the path
            // from here to there.
            let relative = relativePath(of: FilePaths.url(for: written, relativeTo: directory), from: FilePaths.standardized(context.baseDirectory))
            return relative.isEmpty ? "." : relative
        }
        let option = warningsAsErrors ? WarningsAsErrors.option : nil
        let jobs = config.entries.map { entry in
            let entryKey = entry.warningsAsErrors ? WarningsAsErrors.configKey("warnings-as-errors", in: path) : nil
            return Job(
                specs: entry.specs.map { spec in
                    Job.Spec(displayPath: display(spec.value), url: FilePaths.url(for: spec.value, relativeTo: directory), origin: spec.location)
                },
                outputDisplayPath: display(entry.output.value),
                outputURL: FilePaths.url(for: entry.output.value, relativeTo: directory, isDirectory: true),
                outputOrigin: entry.output.location,
                config: url,
                layout: entry.layout,
                warningsAsErrors: option ?? entryKey,
                templatesPath: entry.templates.map { display($0.value) },
                lint: entry.lint.map { lint in
                    let lintKey = lint.warningsAsErrors ? WarningsAsErrors.configKey("lint.warnings-as-errors", in: path) : nil
                    return (lint.storyboards.map { display($0.value) }, option ?? lintKey ?? entryKey)
                },
                origins: Dictionary(
                    ((entry.templates.map { [$0] } ?? []) + (entry.lint?.storyboards ?? [])).map { (display($0.value), $0.location) },
                    uniquingKeysWith: { first, _ in first })
            )
        }
        return Workload(jobs: jobs, configSource: loaded.source, configDiagnostics: diagnostics.diagnostics)
    }

    /// Why `url` cannot be an output directory, found before anything is
    /// generated: it, or the nearest of its folders that exists, is no
    /// directory; nil when it can be (or be created).
    static func outputProblem(_ url: URL, displayPath: String) -> String? {
        if let loop = symbolicLinkLoop(on: url, displayPath: displayPath) {
            return "cannot create output directory '\(displayPath)': \(loop.reason)"
        }
        if let problem = outputThroughSymbolicLinkToNothing(url, displayPath: displayPath) {
            return problem
        }
        guard let file = fileInPlaceOfDirectory(url, displayPath: displayPath) else { return nil }
        return file.isItself
            ? GenerateCommand.outputIsNotADirectory(displayPath)
            : "cannot create output directory '\(displayPath)': '\(file.displayPath)' is a file, not a directory"
    }

    /// The first of `url` and its folders that is a symbolic link that
    /// leads round in a loop (`FilePaths.symbolicLinkLoop(on:)`), so that
    /// nothing can be created there: as the user wrote it (`displayPath`
    /// without as many last components), and as a message says so after
    /// the path it spoils (`it is ...` for `url` itself, `'Links/A' is ...`
    /// for a folder), where the system would say only "Too many levels of
    /// symbolic links" (`ELOOP`), or "File exists" when creating the folder.
    /// nil when there is no such link.
    static func symbolicLinkLoop(on url: URL, displayPath: String) -> (displayPath: String, reason: String)? {
        guard let loop = FilePaths.symbolicLinkLoop(on: url) else { return nil }
        let looping = self.displayPath(of: loop, on: url, displayPath: displayPath)
        return (looping.path, "\(looping.isItself ? "it" : "'\(looping.path)'") is a symbolic link that leads round in a loop")
    }

    /// The first of `url` and its folders that is a symbolic link to
    /// something that does not exist (`FilePaths.symbolicLinkToNothing(on:)`),
    /// so that nothing can be created there or in it: as the user wrote it
    /// (`displayPath` without as many last components), whether it is `url`
    /// itself, and as a message says so after the path it spoils
    /// (`'Gen' is a symbolic link to 'Missing/Gen', which does not exist`),
    /// naming each link on the way to what is missing, as each one says it.
    /// nil when there is no such link.
    static func symbolicLinkToNothing(on url: URL, displayPath: String) -> (displayPath: String, isItself: Bool, reason: String)? {
        guard let found = FilePaths.symbolicLinkToNothing(on: url) else { return nil }
        let linking = self.displayPath(of: found.link, on: url, displayPath: displayPath)
        let chain = found.targets.map { "'\($0)'" }.joined(separator: ", a symbolic link to ")
        return (linking.path, linking.isItself, "'\(linking.path)' is a symbolic link to \(chain), which does not exist")
    }

    /// Why the output directory `url` cannot be created, when it or a folder
    /// on its way is a symbolic link to nothing (`symbolicLinkToNothing`):
    /// creating it would fail with "File exists", which names neither the
    /// link nor what is missing. nil when there is no such link.
    static func outputThroughSymbolicLinkToNothing(_ url: URL, displayPath: String) -> String? {
        guard let link = symbolicLinkToNothing(on: url, displayPath: displayPath) else { return nil }
        return link.isItself
            ? "output \(link.reason)"
            : "cannot create output directory '\(displayPath)': \(link.reason)"
    }

    /// `link`, one of `url` and its folders, as the user wrote it:
    /// `displayPath` (which names `url`) without as many last components;
    /// and whether it is `url` itself.
    private static func displayPath(of link: URL, on url: URL, displayPath: String) -> (path: String, isItself: Bool) {
        let below = url.path.split(separator: "/").count - link.path.split(separator: "/").count
        return ((0..<below).reduce(displayPath) { path, _ in deletingLastComponent(path) }, below == 0)
    }

    /// The nearest of `url` and its folders that exists, as the user wrote
    /// it (`displayPath` without as many last components), when it is not
    /// a directory, so that `url` cannot be (or be created as) one; and
    /// whether it is `url` itself. nil when `url` can be a directory.
    static func fileInPlaceOfDirectory(_ url: URL, displayPath: String) -> (displayPath: String, isItself: Bool)? {
        var existing = FilePaths.standardized(url)
        var existingDisplayPath = displayPath
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory) {
            let parent = existing.deletingLastPathComponent()
            guard parent.path != existing.path else { return nil }
            existing = parent
            existingDisplayPath = Self.deletingLastComponent(existingDisplayPath)
        }
        guard !isDirectory.boolValue else { return nil }
        return (existingDisplayPath, existing.path == FilePaths.standardized(url).path)
    }

    /// `path` without its last component, as
    /// `NSString.deletingLastPathComponent` gives it: `a/b/` → `a`, `/a` →
    /// `/`, a bare name → empty. Written out because that method traps on a
    /// one-character name (`x`) in swift-corelibs-foundation on Linux.
    static func deletingLastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// `path` without `.` components, and with each `..` that follows a
    /// named component cancelling it: `Config/../App/./Nav.yaml` is
    /// `App/Nav.yaml`. Only for printing: files are found through URLs.
    static func lexicallyNormalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != "..", !last.isEmpty {
                    components.removeLast()
                } else {
                    components.append(component)
                }
            default:
                if component.isEmpty && !components.isEmpty { continue }
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The path of `file` from `directory`, both absolute and standardized,
    /// compared component by component (no symbolic link is resolved):
    /// `/p/App/Nav.yaml` from `/p/Generated` is `../App/Nav.yaml`.
    static func relativePath(of file: URL, from directory: URL) -> String {
        let target = FilePaths.standardized(file).pathComponents
        let base = FilePaths.standardized(directory).pathComponents
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let components = Array(repeating: "..", count: base.count - common) + target[common...]
        return components.joined(separator: "/")
    }

    /// Reads every spec once, prints all diagnostics (the config file's,
    /// each spec's, then for each job what keeps its specs from sharing its
    /// directory and what lint finds), and generates each job's files.
    ///
    /// - Parameters:
    ///   - specBytes: specs already read (`inputFingerprints`), by URL path:
    ///     a spec that is a pipe can be read only once.
    /// - Returns: each job ready to render, in job order, and whether any
    ///   diagnostic was printed; nil if anything had an error, in which
    ///   case nothing is generated at all.
    func prepare(in context: CommandContext, specBytes: [String: [UInt8]] = [:]) -> (jobs: [PreparedJob], diagnosed: Bool)? {
        var sources: [SourceFile] = configSource.map { [$0] } ?? []
        var diagnostics = configDiagnostics
        // Each spec is read once, even when two entries list it.
        var loaded: [String: NavigationSpec] = [:]
        // The platform of every spec that declares a readable one, errors or not, for its templates.
        var platforms: [String: Platform] = [:]
        var read = Set<String>()
        // A spec generated with others may inherit from their scenes: its
        // inheritance is checked with theirs, job by job, below.
        let sharingSpecs = Set(jobs.filter { $0.specs.count > 1 }.flatMap { $0.specs.map(\.url.path) })
        for job in jobs {
            for spec in job.specs where read.insert(spec.url.path).inserted {
                switch specBytes[spec.url.path].map({ .success($0) }) ?? context.read(spec.url, displayPath: spec.displayPath, what: "spec") {
                case .failure(let error):
                    // Where the config file names the spec, unless the error points into the spec.
                    var diagnostic = error.diagnostic
                    if diagnostic.location == nil { diagnostic.location = spec.origin }
                    diagnostics.append(diagnostic)
                case .success(let bytes):
                    let result = SpecLoader.load(bytes: bytes, path: spec.displayPath, checkingInheritance: !sharingSpecs.contains(spec.url.path))
                    var engine = DiagnosticEngine()
                    engine.emit(contentsOf: result.diagnostics)
                    let strict = jobs.first { $0.warningsAsErrors != nil && $0.specs.contains { $0.url == spec.url } }
                    if let cause = strict?.warningsAsErrors {
                        engine.promoteWarningsToErrors(by: cause)
                    }
                    diagnostics += engine.diagnostics
                    sources.append(result.source)
                    platforms[spec.url.path] = result.platform
                    if !engine.hasErrors { loaded[spec.url.path] = result.spec }
                }
            }
        }
        var inputsByJob: [[SpecInput]] = []
        var templatesByJob: [TemplateSet?] = []
        for job in jobs {
            // Paths a config file names are checked here, to be reported at
            // their line with everything else, not one at a time later.
            let missing = job.origins.filter { !FileManager.default.fileExists(atPath: context.url(for: $0.key).path) }
            for (path, origin) in missing.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
                let what = path == job.templatesPath ? "this entry's templates" : "a storyboard of this entry's lint"
                diagnostics.append(.error("no such file or directory: '\(path)' (\(what))", at: origin))
            }
            if let problem = Self.outputProblem(job.outputURL, displayPath: job.outputDisplayPath) {
                diagnostics.append(.error(problem, at: job.outputOrigin))
            }
            // The specs that loaded are checked against each other even when
            // another has errors, so that one run shows every problem; but
            // inheritance only when all loaded, since a superclass may be a
            // scene of the one that did not.
            var loadedSpecs = job.specs.compactMap { spec in loaded[spec.url.path].map { (file: spec, spec: $0) } }
            // (Every job with such a spec: one config entry may list it alone, another with others.)
            if job.specs.contains(where: { sharingSpecs.contains($0.url.path) }), loadedSpecs.count == job.specs.count {
                let checked = SpecLoader.checkInheritance(among: loadedSpecs.map(\.spec))
                diagnostics += checked.diagnostics
                for index in loadedSpecs.indices { loadedSpecs[index].spec = checked.specs[index] }
            }
            // Templates are read with the specs, so that their problems show with the specs'.
            // Specs that share a directory share a platform (`conflicts(among:paths:)`).
            var templates: TemplateSet?
            let platform = loadedSpecs.first?.spec.platform ?? job.specs.lazy.compactMap { platforms[$0.url.path] }.first
            if let platform, !(job.templatesPath.map { missing[$0] != nil } ?? false) {
                let loadedTemplates = context.loadTemplates(job.templatesPath, for: platform, warningsAsErrors: job.warningsAsErrors)
                templates = loadedTemplates.templates
                diagnostics += loadedTemplates.diagnostics
                let quoted = Set(sources.map(\.path))
                sources += context.templateSources(of: loadedTemplates.diagnostics).filter { !quoted.contains($0.path) }
            }
            templatesByJob.append(templates)
            let headerNames = Dictionary(zip(job.specs.map(\.url.path), job.specHeaderNames), uniquingKeysWith: { first, _ in first })
            let inputs = loadedSpecs.map { SpecInput(spec: $0.spec, fileName: headerNames[$0.file.url.path] ?? $0.file.url.lastPathComponent) }
            diagnostics += Generator.conflicts(among: inputs, paths: loadedSpecs.map(\.file.displayPath))
            guard loadedSpecs.count == job.specs.count else { continue }
            let specs = loadedSpecs.map(\.spec)
            if let lint = job.lint, missing.isEmpty {
                let linted = EntryLint.run(specs, storyboardPaths: lint.storyboards, relativeTo: context.baseDirectory)
                var engine = DiagnosticEngine()
                engine.emit(contentsOf: linted.diagnostics)
                if let cause = lint.warningsAsErrors { engine.promoteWarningsToErrors(by: cause) }
                diagnostics += engine.diagnostics
                sources += linted.sources
            }
            inputsByJob.append(inputs)
        }
        context.report(diagnostics, sources: sources)
        guard !diagnostics.contains(where: { $0.severity == .error }), inputsByJob.count == jobs.count else {
            return nil
        }

        var prepared: [PreparedJob] = []
        for (index, (job, inputs)) in zip(jobs, inputsByJob).enumerated() {
            // Every job's specs loaded without errors, so its templates were read.
            guard let templates = templatesByJob[index] else { return nil }
            do {
                let generator = Generator(templates: templates)
                let conflicts = try generator.supportFileConflicts(among: inputs, paths: job.specs.map(\.displayPath))
                guard conflicts.isEmpty else {
                    context.report(conflicts, sources: sources)
                    return nil
                }
                prepared.append(PreparedJob(job: job, generator: generator, inputs: inputs))
            } catch {
                PreparedJob.report(error, in: context)
                return nil
            }
        }
        return (prepared, !diagnostics.isEmpty)
    }

    /// `prepare`, then every job's files rendered.
    ///
    /// - Returns: the files of each job, in job order; nil after reporting
    ///   why if anything had an error, in which case nothing is generated at all.
    func generate(in context: CommandContext) -> [(job: Job, files: [GeneratedFile])]? {
        guard let prepared = prepare(in: context)?.jobs else { return nil }
        var generated: [(job: Job, files: [GeneratedFile])] = []
        for job in prepared {
            do {
                generated.append((job.job, try job.generator.generate(job.inputs, layout: job.job.layout)))
            } catch {
                PreparedJob.report(error, in: context)
                return nil
            }
        }
        return generated
    }
}

/// A job whose specs loaded without errors, with its templates: ready to render.
struct PreparedJob {
    var job: Job
    var generator: Generator
    var inputs: [SpecInput]

    /// Prints a failure to render: a template error at its tag (a runaway
    /// partial, a list interpolated as text), anything else as it describes itself.
    static func report(_ error: any Error, in context: CommandContext) {
        if let error = error as? MustacheError {
            let location = SourceLocation(file: error.templateName, line: error.line, column: error.column)
            context.reportTemplateDiagnostics([.error(error.message, at: location)])
        } else {
            _ = context.fail("\(error)")
        }
    }
}
