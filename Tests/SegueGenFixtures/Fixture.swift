import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

/// A golden-file case under `Fixtures/<name>/`: `spec.yaml`, the hand-written
/// app code the generated code extends (`Sources/`), and the reviewed
/// generated code (`Expected/`).
///
/// A file that several fixtures generate alike is stored once: a fixture whose
/// `shared.txt` names a folder of `Fixtures/Shared/` expects that folder's files
/// too, and re-records them there.
struct Fixture: Sendable, CustomStringConvertible, Hashable {
    let name: String
    let directory: URL

    /// `Tests/GeneratedCodeTests/Fixtures`.
    static let root = Repository.url("Tests/GeneratedCodeTests/Fixtures")

    var description: String { name }
    var spec: URL { directory.appendingPathComponent("spec.yaml") }
    var expectedDirectory: URL { directory.appendingPathComponent("Expected") }
    var sourcesDirectory: URL { directory.appendingPathComponent("Sources") }

    /// Every fixture, by name.
    static let all: [Fixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted()
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/spec.yaml").path) }
            .map(named)
    }()

    static func named(_ name: String) -> Fixture {
        Fixture(name: name, directory: root.appendingPathComponent(name))
    }

    /// Fixtures whose app code can live in one module (no class declared twice), all `dispatch: forward`.
    static let sharingOneModule = ["containers", "escaping", "natalie"].map(named)

    /// The specs of `fixtures`, each named `<fixture>.yaml`, to generate into one directory.
    static func specInputs(_ fixtures: [Fixture]) throws -> [SpecInput] {
        try fixtures.map { fixture in
            let loaded = SpecLoader.load(bytes: Array(try Data(contentsOf: fixture.spec)), path: "spec.yaml")
            return SpecInput(spec: try #require(loaded.value), fileName: "\(fixture.name).yaml")
        }
    }

    /// The fixture's own templates (`Templates/`), if it has any.
    var templatesDirectory: URL? {
        let url = directory.appendingPathComponent("Templates")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The folder of `Fixtures/Shared/` that `shared.txt` names, if the fixture has one.
    var sharedDirectory: URL? {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("shared.txt"), encoding: .utf8) else { return nil }
        return Self.root.appendingPathComponent("Shared/" + text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The files seguegen generates for this fixture's spec, with its own
    /// templates if it has them.
    func generate() throws -> [GeneratedFile] {
        try Generation.files(forSpecAt: spec, templates: templatesDirectory)
    }

    /// The fixture's hand-written Swift sources.
    func sources() throws -> [SwiftSourceFile] {
        try SwiftFiles.read(in: sourcesDirectory)
    }

    /// The checked-in expected files, its own and the shared ones, sorted by name.
    func expectedFiles() throws -> [GeneratedFile] {
        let shared = try sharedDirectory.map(SwiftFiles.read(in:)) ?? []
        return try (SwiftFiles.read(in: expectedDirectory) + shared).sorted { $0.name < $1.name }
            .map { GeneratedFile(path: $0.name, contents: $0.contents) }
    }

    /// Re-records the expected files as `files`: those the shared folder has go there, the
    /// others make up `Expected/`.
    ///
    /// - Throws: `Fixture.SharedFileConflict` when another fixture recorded a shared file
    ///   differently in this process: the two no longer generate it alike.
    func record(_ files: [GeneratedFile]) throws {
        let shared = try sharedDirectory.map(SwiftFiles.read(in:))?.map(\.name) ?? []
        try? FileManager.default.removeItem(at: expectedDirectory)
        try FileManager.default.createDirectory(at: expectedDirectory, withIntermediateDirectories: true)
        for file in files {
            var target = expectedDirectory
            if let sharedDirectory, shared.contains(file.path) {
                target = sharedDirectory
                try Self.recordedSharedFiles.claim(sharedDirectory.appendingPathComponent(file.path), as: file.contents, by: name)
            }
            try Data(file.contents.utf8).write(to: target.appendingPathComponent(file.path))
        }
    }

    /// Two fixtures that share a golden file generate it differently.
    struct SharedFileConflict: Error, CustomStringConvertible {
        var description: String
    }

    /// The shared files recorded in this process, with the fixture that recorded each.
    private static let recordedSharedFiles = RecordedFiles()

    private final class RecordedFiles: @unchecked Sendable {
        // Guarded by `lock`: fixtures are recorded in parallel.
        private let lock = NSLock()
        private var recorded: [URL: (contents: String, fixture: String)] = [:]

        func claim(_ url: URL, as contents: String, by fixture: String) throws {
            try lock.withLock {
                if let earlier = recorded[url], earlier.contents != contents {
                    throw SharedFileConflict(description: """
                        fixtures \(earlier.fixture) and \(fixture) share \(url.lastPathComponent) but generate it differently: \
                        remove \(fixture)/shared.txt (or \(earlier.fixture)'s) and record again
                        """)
                }
                recorded[url] = (contents, fixture)
            }
        }
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
        guard let spec = loaded.value else {
            throw Failure(description: DiagnosticPrinter(sources: loaded.sources).render(loaded.diagnostics))
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
