import Foundation

/// One output directory and the inputs generated into it: the command line's, or a config entry's.
public struct Generation: Sendable {
    public var specs: [GivenPath]
    /// Storyboard files and folders searched for them; with any, the one spec of `specs`, if
    /// there is one, is laid over what they give (`SpecLoader.load(storyboards:overlay:)`).
    public var storyboards: [GivenPath]
    public var output: GivenPath
    public var layout: OutputLayout
    /// The user's templates; nil for the built-in ones.
    public var templates: GivenPath?
    /// What turns this generation's warnings into errors, as each promoted warning names it; nil when nothing does.
    public var warningsAsErrors: String?
    /// The names of the generated types for specs that do not give their own (a config entry's `names`).
    public var names: GeneratedTypeNames?
    /// The storyboards to lint the specs against first, and what turns lint warnings into errors.
    public var lint: (storyboards: [GivenPath], warningsAsErrors: String?)?

    public init(
        specs: [GivenPath], storyboards: [GivenPath] = [], output: GivenPath, layout: OutputLayout = .filePerScene,
        templates: GivenPath? = nil, warningsAsErrors: String? = nil
    ) {
        self.specs = specs
        self.storyboards = storyboards
        self.output = output
        self.layout = layout
        self.templates = templates
        self.warningsAsErrors = warningsAsErrors
    }

    /// Why the inputs do not go together: storyboards take one spec at most, laid over them.
    public var specsGivenWithStoryboardsProblem: String? {
        guard !storyboards.isEmpty, specs.count > 1 else { return nil }
        return "\(WordList.joined(specs.map { "'\($0.shown)'" }, "and")) are given with storyboards, which take one spec at most: "
            + "it is laid over what the storyboards say"
    }

    /// How the header of a generated file names each input (the storyboard files once folders
    /// are searched, then the specs): by its path from the output directory, so that a later run
    /// can tell whether the input still exists, on every checkout alike.
    public var headerNames: [String] {
        (storyboards + specs).map { FilePaths.relativePath(of: $0.url, from: output.url) }
    }
}

/// What turned warnings into errors, as a promoted warning names it after its message.
public enum WarningsAsErrors {
    public static let option = "--warnings-as-errors"

    /// The config file's `key` (`warnings-as-errors`, `lint.warnings-as-errors`) in the file at `path`.
    public static func configKey(_ key: String, in path: String) -> String {
        "\(key) in \(path)"
    }
}
