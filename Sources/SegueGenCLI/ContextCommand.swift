import Foundation
import SegueGenKit

/// `seguegen context <spec.yaml>`: the exact values each template receives
/// for a spec, as JSON, for people writing templates.
enum ContextCommand: Command {
    static let name: String? = "context"
    static let abstract = "Print the context each template receives for a spec, as JSON."
    static let usage = "context <spec.yaml> [--templates <path>]"
    static let options = [
        OptionSpec(names: ["--templates"], valueName: "path", help: "Name the templates as generation with these would."),
    ]
    static let discussion = """
    Prints a JSON array with one object per generated file: its 'path', the
    'template' that renders it, and the 'context' that template receives.
    Keys are sorted. docs/Templates.md explains every key.
    """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        guard let specPath = arguments.positionals.first, !specPath.isEmpty else {
            throw UsageError(message: "missing spec file")
        }
        guard arguments.positionals.count == 1 else {
            throw UsageError(message: "expected one spec file, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))")
        }
        let bytes: [UInt8]
        switch context.read(specPath, what: "spec") {
        case .success(let read): bytes = read
        case .failure(let error): return context.fail(error)
        }
        let loaded = SpecLoader.load(bytes: bytes, path: specPath)
        context.report(loaded.diagnostics, sources: [loaded.source])
        guard let spec = loaded.spec else { return CommandLineTool.ExitStatus.failure }

        let templates: TemplateSet
        switch context.templates(arguments.values["--templates"], for: spec.platform) {
        case .success(let loaded): templates = loaded
        case .failure(let error): return error.status
        }
        do {
            let jobs = try Generator.jobs(for: spec, specFileName: context.url(for: specPath).lastPathComponent)
            let files = jobs.map { job in
                FileContext(path: job.path, template: templates.template(for: job.role).name, context: job.context)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            context.console.output(String(decoding: try encoder.encode(files), as: UTF8.self) + "\n")
        } catch {
            return context.fail("\(error)")
        }
        return CommandLineTool.ExitStatus.success
    }

    /// One generated file and what its template receives.
    private struct FileContext: Encodable {
        var path: String
        var template: String
        var context: MustacheValue
    }
}
