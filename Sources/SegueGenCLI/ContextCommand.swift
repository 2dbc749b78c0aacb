import Foundation
import SegueGenKit

/// `seguegen context <spec.yaml>...`: the exact values each template
/// receives for specs, as JSON, for people writing templates.
enum ContextCommand: Command {
    static let name: String? = "context"
    static let abstract = "Print the context each template receives for specs, as JSON."
    static let usage = "context <spec.yaml>... [--templates <path>]"
    static let options = [
        OptionSpec(names: ["--templates"], valueName: "path", help: "Name the templates as generation with these would."),
    ]
    static let discussion = """
    Prints a JSON array with one object per generated file: its 'path', the
    'template' that renders it, and the 'context' that template receives.
    Several specs (those generated into one directory, such as a spec whose
    scenes' superclasses another has) print as generation renders them
    together: every scene file, then the one support file. Keys are sorted.
    docs/Templates.md explains every key.
    """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        let specPaths = try arguments.specsAndStoryboards(identifying: context.fileIdentity(of:)).specs
        // As generation does: every spec's problems, the checks among those
        // that loaded, and the templates' problems, in one run.
        let read = context.readSpecs(specPaths)
        let loaded = SpecLoader.loadTogether(read.files, unreadable: read.unreadable)
        let headerNames = Dictionary(zip(specPaths, Job.headerNames(of: specPaths.map { context.url(for: $0) }, from: context.url(for: "."))), uniquingKeysWith: { first, _ in first })
        let inputs = loaded.loaded.map { SpecInput(spec: $0.spec, fileName: headerNames[$0.path] ?? $0.path) }
        var diagnostics = loaded.diagnostics + Generator.conflicts(among: inputs, paths: loaded.loaded.map(\.path))
        var sources = loaded.sources
        var templates: TemplateSet?
        if let platform = loaded.platform {
            let loadedTemplates = context.loadTemplates(arguments.values["--templates"], for: platform, warningsAsErrors: nil)
            templates = loadedTemplates.templates
            diagnostics += loadedTemplates.diagnostics
            sources += context.templateSources(of: loadedTemplates.diagnostics)
        }
        context.report(diagnostics, sources: sources)
        guard loaded.specs != nil, let templates, !diagnostics.contains(where: { $0.severity == .error }) else {
            return CommandLineTool.ExitStatus.failure
        }
        let files = Generator.jobs(for: inputs).map { job in
            FileContext(path: job.path, template: templates.template(for: job.role).name, context: job.context)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
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
