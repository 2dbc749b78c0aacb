import Foundation
import SegueGenKit

/// `seguegen <spec.yaml> -o <directory>`: reads a spec, generates its files,
/// and writes them.
enum GenerateCommand: Command {
    static let name: String? = nil
    static let abstract = "Generate typed Swift methods for storyboard segues from a navigation spec."
    static let usage = "<spec.yaml> -o <directory> [--templates <path>] [--warnings-as-errors] [--quiet]"
    static let options = [
        OptionSpec(names: ["-o", "--output"], valueName: "directory", help: "Where to write the Swift files; created if missing."),
        OptionSpec(names: ["--templates"], valueName: "path", help: "Your own templates: a scene template file, or a directory (see docs/Templates.md)."),
        OptionSpec(names: ["--warnings-as-errors"], help: "Fail (and write nothing) if there are warnings."),
        OptionSpec(names: ["-q", "--quiet"], help: "Print nothing but diagnostics."),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        guard let specPath = arguments.positionals.first else {
            throw UsageError(message: "missing spec file")
        }
        guard !specPath.isEmpty else {
            throw UsageError(message: "the spec file name is empty")
        }
        guard arguments.positionals.count == 1 else {
            throw UsageError(message: "expected one spec file, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))")
        }
        guard let outputPath = arguments.values["--output"], !outputPath.isEmpty else {
            throw UsageError(message: "missing output directory; pass '-o <directory>'")
        }

        let bytes: [UInt8]
        switch context.read(specPath, what: "spec") {
        case .success(let read): bytes = read
        case .failure(let error): return context.fail(error.message)
        }

        let loaded = SpecLoader.load(bytes: bytes, path: specPath)
        var diagnostics = DiagnosticEngine()
        diagnostics.emit(contentsOf: loaded.diagnostics)
        if arguments.has("--warnings-as-errors") { diagnostics.promoteWarningsToErrors() }
        context.report(diagnostics.diagnostics, sources: [loaded.source])
        guard let spec = loaded.spec, !diagnostics.hasErrors else {
            return CommandLineTool.ExitStatus.failure
        }

        let templates: TemplateSet
        switch context.templates(arguments.values["--templates"], for: spec.platform) {
        case .success(let loaded): templates = loaded
        case .failure(let error): return error.status
        }
        let files: [GeneratedFile]
        do {
            files = try Generator(templates: templates).generate(spec, specFileName: context.url(for: specPath).lastPathComponent)
        } catch {
            return context.fail("\(error)")
        }

        let outputURL = context.url(for: outputPath, isDirectory: true)
        if let problem = prepareOutputDirectory(outputURL, as: outputPath) {
            return context.fail(problem)
        }
        let summary: WriteSummary
        do {
            summary = try OutputWriter().write(files, to: outputURL)
        } catch {
            // The writer names absolute paths; name them as the user wrote the directory.
            var path = error.path
            if path.hasPrefix(outputURL.path + "/") {
                path = (outputPath as NSString).appendingPathComponent(String(path.dropFirst(outputURL.path.count + 1)))
            }
            return context.fail("cannot write '\(path)': \(error.reason)")
        }
        if !arguments.has("--quiet") {
            context.console.output(describe(summary, in: outputPath))
        }
        return CommandLineTool.ExitStatus.success
    }

    /// Creates the output directory if it is missing.
    /// - Returns: what is wrong with the output path, or nil.
    private static func prepareOutputDirectory(_ url: URL, as path: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "output '\(path)' exists and is not a directory"
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            return "cannot create output directory '\(path)': \(SystemError.reason(error))"
        }
        return nil
    }

    static func describe(_ summary: WriteSummary, in directory: String) -> String {
        let total = summary.written.count + summary.unchanged.count
        let files = total == 1 ? "file" : "files"
        return "Generated \(total) \(files) in \(directory) (\(summary.written.count) written, \(summary.unchanged.count) unchanged)\n"
    }
}
