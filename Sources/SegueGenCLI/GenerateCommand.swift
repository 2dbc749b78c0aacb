import Foundation
import SegueGenKit

/// Reads a spec, generates its files, and writes them.
struct GenerateCommand {
    let options: Options
    let console: Console
    let baseDirectory: URL

    func run() -> Int32 {
        let specURL = url(for: options.specPath)
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: specURL))
        } catch {
            return fail("cannot read spec '\(options.specPath)': \(Self.reason(error))")
        }

        let loaded = SpecLoader.load(bytes: bytes, path: options.specPath)
        var diagnostics = DiagnosticEngine()
        diagnostics.emit(contentsOf: loaded.diagnostics)
        if options.warningsAsErrors { diagnostics.promoteWarningsToErrors() }
        let printer = DiagnosticPrinter(sources: [loaded.source])
        console.error(printer.render(diagnostics.diagnostics))
        guard let spec = loaded.spec, !diagnostics.hasErrors else {
            return CommandLineTool.ExitStatus.failure
        }

        let files: [GeneratedFile]
        do {
            files = try Generator(templates: try TemplateSet.builtin()).generate(spec, specFileName: specURL.lastPathComponent)
        } catch {
            return fail("\(error)")
        }

        let outputURL = url(for: options.outputPath)
        let summary: WriteSummary
        do {
            summary = try OutputWriter().write(files, to: outputURL)
        } catch {
            return fail(error.description)
        }
        if !options.quiet {
            console.output(Self.describe(summary, in: options.outputPath))
        }
        return CommandLineTool.ExitStatus.success
    }

    private func fail(_ message: String) -> Int32 {
        console.error("seguegen: error: \(message)\n")
        return CommandLineTool.ExitStatus.failure
    }

    private func url(for path: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: false, relativeTo: baseDirectory).standardizedFileURL
    }

    static func describe(_ summary: WriteSummary, in directory: String) -> String {
        let total = summary.written.count + summary.unchanged.count
        let files = total == 1 ? "file" : "files"
        return "Generated \(total) \(files) in \(directory) (\(summary.written.count) written, \(summary.unchanged.count) unchanged)\n"
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}
