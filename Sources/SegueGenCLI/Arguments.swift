import SegueGenKit

/// An option a command accepts.
struct OptionSpec: Sendable {
    /// The spellings, short first if any: `["-o", "--output"]`. The last is
    /// the canonical name that `ParsedArguments` files the option under.
    var names: [String]
    /// The name of the value (`directory`), or nil for a flag.
    var valueName: String?
    /// One line for the help text.
    var help: String

    var canonicalName: String { names.last ?? "" }

    /// `options` a line each for `--help`: names, then the help from column `width` (by default
    /// two past the longest names).
    static func helpLines(_ options: [OptionSpec], width: Int? = nil) -> String {
        let labels = options.map { option in option.names.joined(separator: ", ") + (option.valueName.map { " <\($0)>" } ?? "") }
        let width = width ?? (labels.map(\.count).max() ?? 0) + 2
        return zip(labels, options).map { "  " + $0.padding(toLength: width, withPad: " ", startingAt: 0) + $1.help + "\n" }.joined()
    }
}

/// A command line that does not make sense; exit status 64.
struct UsageError: Error, Equatable {
    var message: String
}

/// Arguments sorted into options, flags and positional arguments.
struct ParsedArguments: Equatable {
    /// Option values by canonical name.
    var values: [String: String] = [:]
    /// The canonical names of the flags given.
    var flags: Set<String> = []
    /// Everything else, in order.
    var positionals: [String] = []
    /// How many positional arguments came before each option, by canonical
    /// name: `lint A.yaml --storyboards X Y` has one before `--storyboards`.
    var positionalsBefore: [String: Int] = [:]

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Throws when both `--verbose` and `--quiet` are given.
    func checkVerbosity() throws(UsageError) {
        if has("--verbose"), has("--quiet") {
            throw UsageError(message: "--verbose and --quiet contradict each other; pass one of them")
        }
    }
}

/// Sorts arguments by a command's options, POSIX style: an option's value is the next argument (or
/// follows `=` for a long name), `--` ends options, `-` alone is a positional argument.
enum ArgumentScanner {
    static func scan(_ arguments: [String], options: [OptionSpec]) -> Result<ParsedArguments, UsageError> {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                let known = options.flatMap(\.names).filter { $0.hasPrefix("--") } + ["--help", "--version"]
                let suggestion = name.hasPrefix("--") ? Suggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? "" : ""
                return .failure(UsageError(message: "unknown option '\(argument)'\(suggestion)"))
            }
            guard let valueName = option.valueName else {
                guard inlineValue == nil else {
                    return .failure(UsageError(message: "'\(name)' takes no value"))
                }
                parsed.flags.insert(option.canonicalName)
                parsed.positionalsBefore[option.canonicalName] = parsed.positionals.count
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                // An option is not a value: `-o --quiet` forgot the value.
                guard index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" else {
                    return .failure(UsageError(message: "missing value for '\(name)'; pass '\(name) <\(valueName)>'"))
                }
                value = arguments[index]
                index += 1
            }
            guard parsed.values[option.canonicalName] == nil else {
                return .failure(UsageError(message: "'\(option.names[0])' is given twice; pass one '\(option.names[0]) <\(valueName)>'"))
            }
            parsed.values[option.canonicalName] = value
            parsed.positionalsBefore[option.canonicalName] = parsed.positionals.count
        }
        return .success(parsed)
    }

    /// `--name=value` as its two parts; other arguments whole.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

extension ParsedArguments {
    /// `<spec.yaml>... --storyboards <path>...` of `lint`, `graph` and `context`: specs before
    /// `--storyboards`, each once and none a storyboard, storyboards after it.
    func specsAndStoryboards(in context: CommandContext) throws(UsageError) -> (specs: [String], storyboards: [String]) {
        let specCount = values["--storyboards"] == nil ? positionals.count : (positionalsBefore["--storyboards"] ?? 0)
        let specs = Array(positionals.prefix(specCount))
        guard !specs.isEmpty else { throw UsageError(message: "missing spec file") }
        guard !specs.contains(where: \.isEmpty) else { throw UsageError(message: "the spec file name is empty") }
        if let problem = specs.lazy.compactMap({ GivenPath($0, relativeTo: context.baseDirectory).storyboardInPlaceOfSpec }).first {
            throw UsageError(message: problem)
        }
        try Self.checkGivenOnce(specs, in: context)
        let storyboards = values["--storyboards"].map { [$0] + positionals.dropFirst(specCount) } ?? []
        guard !storyboards.contains(where: \.isEmpty) else { throw UsageError(message: StoryboardFiles.emptyPath) }
        return (specs, storyboards)
    }

    /// Throws unless each path names a different file, saying which path it was given as before.
    static func checkGivenOnce(_ paths: [String], noun: String = "spec", in context: CommandContext) throws(UsageError) {
        var seen: [String: String] = [:]
        for path in paths {
            let file = context.fileIdentity(of: path)
            if let first = seen[file] {
                throw UsageError(message: "\(noun) '\(path)' is given twice" + (first == path ? "" : ", as '\(first)' before"))
            }
            seen[file] = path
        }
    }

    /// Checks the `-o <file> [--force]` of `import` and `graph`, which without `-o` print the
    /// `written` (`spec`, `graph`): `--force` only with `-o`, and `-o` not empty.
    func checkOutputFile(written: String) throws(UsageError) {
        if has("--force"), values["--output"] == nil {
            throw UsageError(message: "--force replaces the -o file; without -o the \(written) goes to standard output")
        }
        if let output = values["--output"], output.isEmpty {
            throw UsageError(message: "the output file name is empty")
        }
    }
}
