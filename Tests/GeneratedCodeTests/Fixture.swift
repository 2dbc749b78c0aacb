import Foundation
import SegueGenKit
import SegueGenTestSupport

/// A golden-file case under `Fixtures/<name>/`: `spec.yaml`, the hand-written
/// app code the generated code extends (`Sources/`), and the reviewed
/// generated code (`Expected/`).
struct Fixture: Sendable, CustomStringConvertible, Hashable {
    let name: String
    let directory: URL

    var description: String { name }
    var spec: URL { directory.appendingPathComponent("spec.yaml") }
    var expectedDirectory: URL { directory.appendingPathComponent("Expected") }
    var sourcesDirectory: URL { directory.appendingPathComponent("Sources") }

    /// Every fixture, by name.
    static let all: [Fixture] = {
        let root = Repository.root.appendingPathComponent("Tests/GeneratedCodeTests/Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted()
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/spec.yaml").path) }
            .map { Fixture(name: $0, directory: root.appendingPathComponent($0)) }
    }()

    static func named(_ name: String) -> Fixture {
        Fixture(name: name, directory: Repository.root.appendingPathComponent("Tests/GeneratedCodeTests/Fixtures/\(name)"))
    }

    /// The fixture's own templates (`Templates/`), if it has any.
    var templatesDirectory: URL? {
        let url = directory.appendingPathComponent("Templates")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The files seguegen generates for this fixture's spec, with its own
    /// templates if it has them.
    func generate() throws -> [GeneratedFile] {
        try Generation.files(forSpecAt: spec, templates: templatesDirectory)
    }

    /// The checked-in expected files, by name.
    func expectedFiles() throws -> [GeneratedFile] {
        try SwiftFiles.read(in: expectedDirectory).map { GeneratedFile(path: $0.name, contents: $0.contents) }
    }

    /// The fixture's hand-written Swift sources.
    func sources() throws -> [SwiftSourceFile] {
        try SwiftFiles.read(in: sourcesDirectory)
    }
}

/// Paths in this repository.
enum Repository {
    /// The repository's root directory, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // GeneratedCodeTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// Whether golden files should be re-recorded instead of compared (`SEGUEGEN_RECORD=1`).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SEGUEGEN_RECORD"] == "1"
    }
}

/// Spec to files, as the command line does it.
enum Generation {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func files(forSpecAt url: URL, templates directory: URL? = nil) throws -> [GeneratedFile] {
        try files(forSpec: Array(try Data(contentsOf: url)), named: url.lastPathComponent, templates: directory)
    }

    /// The files of the spec `bytes`, whose file name is `name`.
    static func files(forSpec bytes: [UInt8], named name: String, templates directory: URL? = nil) throws -> [GeneratedFile] {
        let loaded = SpecLoader.load(bytes: bytes, path: name)
        guard let spec = loaded.spec else {
            throw Failure(description: DiagnosticPrinter(sources: [loaded.source]).render(loaded.diagnostics))
        }
        var templates = try TemplateSet.builtin(for: spec.platform)
        if let directory {
            switch TemplateSet.custom(at: directory, displayPath: "Templates", platform: spec.platform) {
            case .success(let custom): templates = custom
            case .failure(let error): throw Failure(description: DiagnosticPrinter(sources: []).render(error.diagnostics))
            }
        }
        // The header a run into `Expected/`, beside the spec, writes.
        return try Generator(templates: templates).generate(spec, specFileName: "../" + name)
    }

    /// Makes `directory` hold exactly `files` (for re-recording golden files).
    static func record(_ files: [GeneratedFile], in directory: URL) throws {
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in files {
            try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.path))
        }
    }
}

/// Swift files of a directory.
enum SwiftFiles {
    /// Every `.swift` file directly in `directory`, sorted by name.
    static func read(in directory: URL) throws -> [SwiftSourceFile] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            SwiftSourceFile(name: name, contents: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
    }
}

extension GeneratedFile {
    var sourceFile: SwiftSourceFile { SwiftSourceFile(name: path, contents: contents) }
}

/// Runs a fixture's generated code: its app code, generated files and a
/// driver program, linked with a Swift stand-in.
enum Driver {
    /// Builds `fixture` with `driver` as the body of its `main.swift` and runs it.
    ///
    /// The driver runs on the main actor in both language modes (Swift 5's
    /// top-level code is not main-actor isolated; Swift 6's is), after a
    /// prelude that imports `framework` with its test SPI and defines
    /// `storyboard`, `failures`, `collectFailures()` and `describe(_:)`.
    static func run(
        _ driver: String, fixture: String, framework: String, mode: SwiftLanguageMode = .swift6, optimized: Bool = false
    ) async throws -> RunResult {
        let fixture = Fixture.named(fixture)
        let main = prelude(framework) + "@MainActor func drive() {\n" + driver + "\n}\n\nMainActor.assumeIsolated { drive() }\n"
        let files = try fixture.sources() + fixture.generate().map(\.sourceFile)
            + [SwiftSourceFile(name: "main.swift", contents: main)]
        return try await StandInHarness.shared.buildAndRun(files: files, languageMode: mode, optimized: optimized)
    }

    /// Driver lines that create a `type` in code, not from a storyboard, as
    /// `name`, make its fixture hooks (`gate`, `willPerform`) print when
    /// `shouldPerformSegue` is asked and when `performSegue` is called, and
    /// print whether it has a storyboard.
    static func sceneCreatedInCode(_ type: String, as name: String) -> String {
        """
        let \(name) = \(type)()
        \(name).gate = { segue in print("asked about \\(segue)"); return true }
        \(name).willPerform = { identifier in print("performSegue \\(identifier)") }
        print("storyboard: \\(\(name).storyboard == nil ? "nil" : "set")")
        """
    }

    /// Shared setup: a storyboard, and a way to collect failures instead of
    /// the default handler's assertion.
    private static func prelude(_ framework: String) -> String {
        let storyboard = framework == "AppKit" ? "NSStoryboard" : "UIStoryboard"
        return """
            @_spi(StandIn) import \(framework)

            let storyboard = \(storyboard)(standInName: "Main")
            var failures: [SegueGen.Failure] = []
            @MainActor func collectFailures() {
                SegueGen.failureHandler = { failures.append($0) }
            }

            @MainActor func describe(_ object: Any?) -> String {
                object.map { String(describing: type(of: $0)) } ?? "nil"
            }

            """
    }
}
