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
            if isDirectory(specURL) {
                return fail("cannot read spec '\(options.specPath)': it is a directory")
            }
            // Read through a handle, so that pipes and process substitution
            // (`seguegen <(generate-spec) -o Out`) work as well as files.
            let handle = try FileHandle(forReadingFrom: specURL)
            defer { try? handle.close() }
            bytes = Array(try handle.readToEnd() ?? Data())
        } catch {
            return fail("cannot read spec '\(options.specPath)': \(SystemError.reason(error))")
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
        if let problem = prepareOutputDirectory(outputURL) {
            return fail(problem)
        }
        let summary: WriteSummary
        do {
            summary = try OutputWriter().write(files, to: outputURL)
        } catch {
            // The writer names absolute paths; name them as the user wrote the directory.
            var path = error.path
            if path.hasPrefix(outputURL.path + "/") {
                path = (options.outputPath as NSString).appendingPathComponent(String(path.dropFirst(outputURL.path.count + 1)))
            }
            return fail("cannot write '\(path)': \(error.reason)")
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

    /// Creates the output directory if it is missing.
    /// - Returns: what is wrong with the output path, or nil.
    private func prepareOutputDirectory(_ url: URL) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "output '\(options.outputPath)' exists and is not a directory"
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            return "cannot create output directory '\(options.outputPath)': \(SystemError.reason(error))"
        }
        return nil
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private func url(for path: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: false, relativeTo: baseDirectory).standardizedFileURL
    }

    static func describe(_ summary: WriteSummary, in directory: String) -> String {
        let total = summary.written.count + summary.unchanged.count
        let files = total == 1 ? "file" : "files"
        return "Generated \(total) \(files) in \(directory) (\(summary.written.count) written, \(summary.unchanged.count) unchanged)\n"
    }
}
