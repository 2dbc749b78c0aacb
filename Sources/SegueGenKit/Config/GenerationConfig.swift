import Foundation

/// A config file, `seguegen.yml`: which specs a project generates from, where each group is
/// written, and how (docs/Integration.md); `seguegen` with no arguments runs the one here.
public struct GenerationConfig: Sendable, Equatable {
    /// One output directory and the specs generated into it.
    public struct Entry: Sendable, Equatable {
        /// The spec paths as written, in order, each once.
        public var specs: [Located<String>]
        /// Storyboard files and folders as written, each once: generated from, with the spec
        /// (at most one) laid over them.
        public var storyboards: [Located<String>]
        public var output: Located<String>
        /// The user's templates (a scene template file or a directory) as written; nil for the built-in ones.
        public var templates: Located<String>?
        /// How the code is split into files (`single-file: true` is `.singleFile`).
        public var layout: OutputLayout
        /// Whether warnings in these specs fail the run.
        public var warningsAsErrors: Bool
        /// The storyboards to check the specs against before generating, if any.
        public var lint: Lint?
        /// The names of the generated types for specs that do not give their own.
        public var names: GeneratedTypeNames?

        public init(
            specs: [Located<String>], storyboards: [Located<String>] = [], output: Located<String>, templates: Located<String>? = nil,
            layout: OutputLayout = .filePerScene, warningsAsErrors: Bool = false, lint: Lint? = nil, names: GeneratedTypeNames? = nil
        ) {
            self.specs = specs
            self.storyboards = storyboards
            self.output = output
            self.templates = templates
            self.layout = layout
            self.warningsAsErrors = warningsAsErrors
            self.lint = lint
            self.names = names
        }
    }

    /// An entry's `lint`: `seguegen lint` for its specs, before generating.
    public struct Lint: Sendable, Equatable {
        public var storyboards: [Located<String>]
        /// Whether lint warnings fail the run.
        public var warningsAsErrors: Bool

        public init(storyboards: [Located<String>], warningsAsErrors: Bool = false) {
            self.storyboards = storyboards
            self.warningsAsErrors = warningsAsErrors
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The file name `seguegen` looks for when it is given no spec.
    public static let defaultFileName = "seguegen.yml"
}

/// The keys a config file may use at each level, in the order the docs present them.
public enum ConfigKeys {
    public static let root = ["generate"]
    public static let entry = ["specs", "storyboards", "output", "templates", "single-file", "warnings-as-errors", "names", "lint"]
    public static let lint = ["storyboards", "warnings-as-errors"]
}

/// Reads config files with the YAML checks and diagnostics specs get.
public enum ConfigLoader {
    /// Decodes the config file in `bytes`; `directory`, the file's, resolves its relative paths to
    /// find two entries with one output directory.
    public static func load(bytes: [UInt8], path: String, directory: URL) -> Loaded<GenerationConfig> {
        let input = YAMLInput.read(bytes: bytes, path: path, kind: .config)
        guard let root = input.root else {
            return Loaded(nil, diagnostics: input.diagnostics, sources: [input.source])
        }
        var decoder = ConfigDecoder(file: path, source: input.source, directory: directory)
        decoder.diagnostics.emit(contentsOf: input.diagnostics)
        let config = decoder.decode(root)
        let diagnostics = decoder.diagnostics
        return Loaded(diagnostics.hasErrors ? nil : config, diagnostics: diagnostics.sorted, sources: [input.source])
    }
}

extension YAMLInputKind {
    static let config = YAMLInputKind(noun: "config file", expectedContent: "a mapping with a 'generate' key")
}

/// Turns the YAML tree of a config file into a `GenerationConfig`,
/// collecting every problem.
struct ConfigDecoder: DiagnosingNodeDecoder {
    let file: String
    let source: SourceFile?
    /// The config file's directory, for comparing output directories.
    let directory: URL
    var diagnostics = DiagnosticEngine()
    /// Every entry's output, valid entry or not, to find two that share one.
    var outputs: [Located<String>] = []

    mutating func decode(_ root: YAMLNode) -> GenerationConfig {
        var config = GenerationConfig()
        if root.scalar?.isNull == true {
            diagnostics.emit(.emptyInput(.config, at: location(of: root)))
            return config
        }
        let context = "at the top level of the config file"
        guard let fields = fields(
            of: root, known: ConfigKeys.root, context: context, expected: YAMLInputKind.config.expectedContent, subject: "the config file",
            allowsExtensions: true, placeOfKey: { ConfigKeys.entry.contains($0) ? "in each entry of 'generate' that needs it" : nil }
        ) else {
            return config
        }
        guard let generate = fields["generate"] else {
            reportMissing("generate", from: fields, context: context, at: location(of: root))
            return config
        }
        guard let items = items(of: generate.value, usage: "an item of 'generate' uses this") else {
            diagnostics.emit(.wrongKind(expected: "a sequence of entries, each with 'specs' and 'output'", found: generate.value, for: "'generate'", at: location(of: generate.value)))
            return config
        }
        if items.isEmpty {
            diagnostics.emit(.nothingToGenerate(at: location(of: generate.value)))
        }
        config.entries = items.enumerated().compactMap { entry($0.element, number: $0.offset + 1) }
        reportSharedOutputs()
        return config
    }

    private mutating func entry(_ node: YAMLNode, number: Int) -> GenerationConfig.Entry? {
        let context = "in entry \(number) of 'generate'"
        guard let fields = fields(of: node, known: ConfigKeys.entry, context: context, expected: "a mapping with 'specs' and 'output'", subject: "entry \(number) of 'generate'") else {
            return nil
        }
        var valid = true
        var specs: [Located<String>] = []
        if let field = fields["specs"] {
            specs = paths(field, noun: "spec", listing: "one spec file")
            valid = valid && !specs.isEmpty
        }
        var storyboards: [Located<String>] = []
        if let field = fields["storyboards"] {
            storyboards = paths(field, noun: "storyboard", listing: "one storyboard or directory")
            valid = valid && !storyboards.isEmpty
        }
        if fields["specs"] == nil, fields["storyboards"] == nil {
            valid = false
            if !fields.suggested.contains("specs"), !fields.suggested.contains("storyboards") {
                diagnostics.emit(.error("missing key 'specs' or 'storyboards' \(context)", at: location(of: node)))
            }
        }
        var output: Located<String>?
        if let field = fields["output"] {
            output = path(field.value, for: "'output'")
            if let output { outputs.append(output) }
        } else {
            reportMissing("output", from: fields, context: context, at: location(of: node))
        }
        var templates: Located<String>?
        if let field = fields["templates"] {
            templates = path(field.value, for: "'templates'")
            valid = valid && templates != nil
        }
        let singleFile = fields["single-file"].flatMap { bool($0.value, for: "'single-file'") }
        let warningsAsErrors = fields["warnings-as-errors"].flatMap { bool($0.value, for: "'warnings-as-errors'") }
        var lint: GenerationConfig.Lint?
        if let field = fields["lint"] {
            lint = self.lint(field.value, entry: number)
            valid = valid && lint != nil
        }
        let names = fields["names"].map { generatedTypeNames($0.value) }
        guard valid, let output else { return nil }
        return GenerationConfig.Entry(
            specs: specs, storyboards: storyboards, output: output, templates: templates,
            layout: singleFile == true ? .singleFile : .filePerScene, warningsAsErrors: warningsAsErrors ?? false, lint: lint, names: names)
    }

    private mutating func lint(_ node: YAMLNode, entry number: Int) -> GenerationConfig.Lint? {
        let context = "in the 'lint' of entry \(number)"
        guard let fields = fields(of: node, known: ConfigKeys.lint, context: context, expected: "a mapping with 'storyboards'", subject: "'lint'") else {
            return nil
        }
        guard let field = fields["storyboards"] else {
            reportMissing("storyboards", from: fields, context: context, at: location(of: node))
            return nil
        }
        let storyboards = paths(field, noun: "storyboard", listing: "one storyboard or directory")
        let warningsAsErrors = fields["warnings-as-errors"].flatMap { bool($0.value, for: "'warnings-as-errors'") }
        guard !storyboards.isEmpty else { return nil }
        return GenerationConfig.Lint(storyboards: storyboards, warningsAsErrors: warningsAsErrors ?? false)
    }

    /// A path, or a sequence of them, each once; empty after any problem.
    private mutating func paths(_ field: MappingField, noun: String, listing: String) -> [Located<String>] {
        let key = "'\(field.key.value)'"
        let nodes: [YAMLNode]
        if let items = items(of: field.value, usage: "an item of \(key) uses this") {
            nodes = items
            if items.isEmpty {
                diagnostics.emit(.emptyList(key, needing: listing, at: location(of: field.value)))
            }
        } else if field.value.scalar?.isNull == false {
            nodes = [field.value]
        } else {
            diagnostics.emit(.wrongKind(expected: "a \(noun) path or a sequence of them", found: field.value, for: key, at: location(of: field.value)))
            return []
        }
        var paths: [Located<String>] = []
        var firstUse: [String: SourceLocation] = [:]
        var valid = true
        for node in nodes {
            guard let path = path(node, for: "a \(noun)") else {
                valid = false
                continue
            }
            // The file, not its name: a link to a listed spec is the same spec.
            let resolved = FileIdentity.of(URL(fileURLWithPath: resolve(path.value)))
            if let first = firstUse[resolved] {
                diagnostics.emit(.duplicatePath(path.value, noun: noun, at: path.location, first: first))
                valid = false
                continue
            }
            firstUse[resolved] = path.location
            paths.append(path)
        }
        return valid ? paths : []
    }

    private mutating func path(_ node: YAMLNode, for subject: String) -> Located<String>? {
        guard let path = string(node, for: subject) else { return nil }
        guard !path.value.isEmpty else {
            diagnostics.emit(.emptyPath(for: subject, at: path.location))
            return nil
        }
        return path
    }

    private func resolve(_ path: String) -> String {
        FilePaths.url(for: path, relativeTo: directory).path
    }

    /// Two entries writing into one directory would each remove the other's files as stale; paths
    /// are compared with symbolic links resolved, so `Out` and a link to it are one directory.
    private mutating func reportSharedOutputs() {
        var firstByDirectory: [String: Located<String>] = [:]
        for output in outputs {
            let resolved = FilePaths.resolvingSymlinks(URL(fileURLWithPath: resolve(output.value))).path
            if let first = firstByDirectory[resolved] {
                diagnostics.emit(.sharedOutput(output.value, at: output.location, first: first.location))
            } else {
                firstByDirectory[resolved] = output
            }
        }
    }
}

/// The config file's diagnostic messages.
extension Diagnostic {
    static func nothingToGenerate(at location: SourceLocation) -> Diagnostic {
        .error("'generate' is empty; add an entry with 'specs' and 'output'", at: location)
    }

    static func emptyList(_ key: String, needing item: String, at location: SourceLocation) -> Diagnostic {
        .error("\(key) is empty; list at least \(item)", at: location)
    }

    static func emptyPath(for subject: String, at location: SourceLocation) -> Diagnostic {
        .error("empty path for \(subject)", at: location)
    }

    static func duplicatePath(_ path: String, noun: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        .error("\(noun) '\(path)' is listed twice in one entry", at: location.placeOfUse, notes: [Note("it is first listed here", at: first)])
    }

    static func sharedOutput(_ path: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        .error(
            "output '\(path)' is also the output of an earlier entry; list the specs of one directory in one entry, "
                + "since each run removes the files it generated there earlier",
            at: location.placeOfUse,
            notes: [Note("the earlier entry's output is here", at: first)]
        )
    }
}
