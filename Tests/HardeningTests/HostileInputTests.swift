import Foundation
import SegueGenCLITestSupport
import SegueGenKit
import SegueGenTestSupport
import Testing

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
/// `SEGUEGEN_RECORD=1 swift test
/// --filter HostileInputTests` re-records; read every changed expectation.
@Suite struct HostileInputTests {
    static let caseExtensions = [".yaml", ".storyboard", ".mustache", ".templates", ".seguegen.yml"]

    /// Every case, by file name, sorted.
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.hostileInput.path)) ?? []
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
        try FileManager.default.createSymbolicLink(at: cases, withDestinationURL: Repository.hostileInput)
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

    @Test(arguments: cases)
    func hostileInputIsHandled(_ file: String) throws {
        let (text, run, generated) = try Self.outcome(of: file)
        let expectedURL = Repository.hostileInput.appendingPathComponent(Self.baseName(file) + ".expected")
        if Repository.isRecording {
            try Data(text.utf8).write(to: expectedURL)
            return
        }
        let expected = String(decoding: try Data(contentsOf: expectedURL), as: UTF8.self)
        #expect(text == expected, "re-record with SEGUEGEN_RECORD=1 and read the diff")
        // Diagnostics or output, never both silently, never neither.
        if run.status == 0 {
            #expect(!run.stderr.contains(": error: "))
            #expect(!generated.isEmpty || !run.stdout.isEmpty, "success without output")
        } else {
            #expect(run.status == 1 && run.stderr.contains("error: "), "failure without an error")
            #expect(generated.isEmpty, "a failed run wrote files")
        }
    }

    /// A file larger than the tool reads (docs/Reliability.md, "Limits"):
    /// `/dev/zero` never ends, so the tool reads up to the limit and stops,
    /// with an error at the file's first line.
    @Test(arguments: [
        (["/dev/zero", "-o", "Out"], "/dev/zero:1:1: error: the spec is larger than 8 MiB, the most seguegen reads (docs/Reliability.md)\n"),
        (["--config", "/dev/zero"], "/dev/zero:1:1: error: the config file is larger than 8 MiB, the most seguegen reads (docs/Reliability.md)\n"),
        (["import", "/dev/zero"], "/dev/zero:1:1: error: the storyboard is larger than 64 MiB, the most seguegen reads (docs/Reliability.md)\n"),
    ])
    func aFileLargerThanTheLimitIsRefused(_ arguments: [String], _ expected: String) throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let run = ToolRun.run(arguments, in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr == expected)
        #expect(run.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }

    @Test func theCorpusIsComplete() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.hostileInput.path)
        let expectations = files.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) }.sorted()
        #expect(expectations == Self.cases.map(Self.baseName).sorted())
        #expect(Self.cases.count >= 40)
    }

    /// The accepted cases that have app code (`<case>.swift`) to compile their output with.
    static let compilingCases = cases.filter {
        FileManager.default.fileExists(atPath: Repository.hostileInput.appendingPathComponent(baseName($0) + ".swift").path)
    }

    /// A compiling case's app code and generated files.
    static func compiledFiles(of file: String) throws -> (run: ToolRun, files: [SwiftSourceFile]) {
        let (_, run, generated) = try outcome(of: file)
        let app = try String(contentsOf: Repository.hostileInput.appendingPathComponent(baseName(file) + ".swift"), encoding: .utf8)
        return (run, [SwiftSourceFile(name: "App.swift", contents: app)] + generated.map { SwiftSourceFile(name: $0.0, contents: $0.1) })
    }

    /// The accepted specs that bring hostile text compile, with their app
    /// code (`<case>.swift`), against both stand-ins in both language modes,
    /// without warnings.
    @Test(arguments: compilingCases)
    func acceptedHostileSpecsCompile(_ file: String) async throws {
        let (run, files) = try Self.compiledFiles(of: file)
        #expect(run.status == 0, "\(run.stderr)")
        for sdk in StandInSDK.allCases {
            for mode in SwiftLanguageMode.allCases {
                let result = try await StandInHarness.shared.typecheck(files: files, against: sdk, languageMode: mode, warningsAsErrors: true)
                #expect(result.succeeded && result.diagnostics.isEmpty, "\(sdk), \(mode): \(result)")
            }
        }
    }

    /// The same against a real iOS SDK, in every mode and at both deployment targets
    /// (`RealSDKCheck`; skipped without an SDK).
    @Test func acceptedHostileSpecsCompileAgainstARealSDK() async throws {
        guard let iOS = try RealSDKCheck.sdks().iOS else {
            await RealSDKReport.shared.reportSkipped()
            return
        }
        #expect(Self.compilingCases.count >= 2)
        var failures: [RealSDKCheck.Failure] = []
        for file in Self.compilingCases {
            let (run, files) = try Self.compiledFiles(of: file)
            #expect(run.status == 0, "\(run.stderr)")
            failures += try await RealSDKCheck.typecheckEverywhere(files, named: file, against: iOS)
        }
        #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
        await RealSDKReport.shared.finish("hostile input")
    }
}
