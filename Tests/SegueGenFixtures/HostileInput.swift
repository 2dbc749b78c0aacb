import Foundation
import SegueGenCLITestSupport
import SegueGenKit
import SegueGenTestSupport

/// The hostile-input corpus, `Tests/HostileInput/`: inputs built to break
/// the tool (expansion bombs, deep nesting, long scalars, broken encodings,
/// code smuggled through names, hostile storyboards, templates and config
/// files), each run through the command line as a user would, with its
/// whole outcome in `<case>.expected`: exit status, standard error, and for
/// an accepted input the files generated (their escaped text) or the spec
/// imported. The case's kind is its extension:
///
/// - `.yaml`: `seguegen <case>.yaml -o Out` (the scene files are kept);
/// - `.storyboard`: `seguegen import <case>.storyboard`;
/// - `.mustache` or a `.templates` directory:
///   `seguegen Support/templated.yaml -o Out --templates <case>`;
/// - `.seguegen.yml`: `seguegen --config <case>.seguegen.yml`.
///
/// `SEGUEGEN_RECORD=1 swift test --filter HostileInputTests` re-records; read every
/// changed expectation.
enum HostileInput {
    /// `Tests/HostileInput`.
    static let directory = Repository.url("Tests/HostileInput")

    static let caseExtensions = [".yaml", ".storyboard", ".mustache", ".templates", ".seguegen.yml"]

    /// Every case, by file name, sorted.
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in caseExtensions.contains { name.hasSuffix($0) } }.sorted()
    }()

    /// The case's name without its kind's extension.
    static func baseName(_ file: String) -> String {
        for suffix in [".seguegen.yml"] + caseExtensions where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return file
    }

    /// Runs a case; returns the outcome as `.expected` records it.
    static func outcome(of file: String) throws -> (text: String, run: ToolRun, generated: [(String, String)]) {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let output = scratch.file("Out")
        let arguments: [String]
        if file.hasSuffix(".storyboard") {
            arguments = ["import", file]
        } else if file.hasSuffix(".mustache") || file.hasSuffix(".templates") {
            arguments = ["Support/templated.yaml", "-o", output.path, "--templates", file]
        } else if file.hasSuffix(".seguegen.yml") {
            arguments = ["--config", file]
        } else {
            arguments = [file, "-o", output.path]
        }
        // Through a link in the scratch directory, so that headers name the case by the same path on every checkout.
        let cases = scratch.file("HostileInput")
        try FileManager.default.createSymbolicLink(at: cases, withDestinationURL: directory)
        let run = ToolRun.run(arguments, in: cases)
        // The scratch directory's name changes in every run.
        let stderr = run.stderr.replacingOccurrences(of: output.path, with: "Out")
        var text = "exit status: \(run.status)\n--- stderr\n\(stderr)"
        if !run.stdout.isEmpty && file.hasSuffix(".storyboard") {
            text += "--- stdout\n\(run.stdout)"
        }
        var generated: [(String, String)] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).sorted()
        for name in names {
            let contents = String(decoding: try Data(contentsOf: output.appendingPathComponent(name)), as: UTF8.self)
            generated.append((name, contents))
            // The support file is the same for every spec; the scene files hold what came from the input.
            if name != Generator.supportFileName {
                text += "--- \(name)\n\(contents)"
            }
        }
        return (text, run, generated)
    }

    /// The accepted cases that have app code (`<case>.swift`) to compile their output with.
    static let compilingCases = cases.filter {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(baseName($0) + ".swift").path)
    }

    /// A compiling case's app code and generated files.
    static func compiledFiles(of file: String) throws -> (run: ToolRun, files: [SwiftSourceFile]) {
        let (_, run, generated) = try outcome(of: file)
        let app = try String(contentsOf: directory.appendingPathComponent(baseName(file) + ".swift"), encoding: .utf8)
        return (run, [SwiftSourceFile(name: "App.swift", contents: app)] + generated.map { SwiftSourceFile(name: $0.0, contents: $0.1) })
    }
}
