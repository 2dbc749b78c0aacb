/// What the command line asks for.
enum Invocation: Equatable {
    case help
    case version
    case generate(Options)
}

/// The options of a generate run.
struct Options: Equatable {
    /// The spec file, as the user wrote it.
    var specPath: String
    /// The output directory, as the user wrote it.
    var outputPath: String
    var warningsAsErrors = false
    var quiet = false

    struct ParseError: Error, Equatable {
        var message: String
    }

    /// Parses the arguments after the program name.
    ///
    /// Accepts `-o DIR`, `--output DIR` and `--output=DIR`; `--` ends options.
    /// `--help` and `--version` before `--` win over everything else.
    static func parse(_ arguments: [String]) -> Result<Invocation, ParseError> {
        let options = arguments.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") { return .success(.help) }
        if options.contains("--version") { return .success(.version) }

        var positionals: [String] = []
        var outputPath: String?
        var warningsAsErrors = false
        var quiet = false
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "-o", "--output":
                // An option is not a directory name: `-o --quiet` forgot the directory.
                guard index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" else {
                    return .failure(ParseError(message: "missing value for '\(argument)'; pass '\(argument) <directory>'"))
                }
                guard outputPath == nil else {
                    return .failure(ParseError(message: "the output directory is given twice; pass one '-o <directory>'"))
                }
                outputPath = arguments[index]
                index += 1
            case "--warnings-as-errors":
                warningsAsErrors = true
            case "-q", "--quiet":
                quiet = true
            default:
                if argument.hasPrefix("--output=") {
                    guard outputPath == nil else {
                        return .failure(ParseError(message: "the output directory is given twice; pass one '-o <directory>'"))
                    }
                    outputPath = String(argument.dropFirst("--output=".count))
                } else {
                    return .failure(ParseError(message: "unknown option '\(argument)'"))
                }
            }
        }
        guard let specPath = positionals.first else {
            return .failure(ParseError(message: "missing spec file"))
        }
        guard !specPath.isEmpty else {
            return .failure(ParseError(message: "the spec file name is empty"))
        }
        guard positionals.count == 1 else {
            return .failure(ParseError(message: "expected one spec file, got \(positionals.count): \(positionals.joined(separator: " "))"))
        }
        guard let outputPath, !outputPath.isEmpty else {
            return .failure(ParseError(message: "missing output directory; pass '-o <directory>'"))
        }
        return .success(.generate(Options(specPath: specPath, outputPath: outputPath, warningsAsErrors: warningsAsErrors, quiet: quiet)))
    }
}
