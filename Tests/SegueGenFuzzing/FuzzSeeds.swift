import Foundation
import SegueGenKit

/// The seed inputs of each fuzz target, from the repository's own tests and fixtures and the kept
/// inputs of `Tests/FuzzCorpus/<target>/`, so that the fuzzer starts deep in the code.
public enum FuzzSeeds {
    /// Writes the seeds of `target`, read from the package root `repository`, into `directory`, one
    /// file each named after where it came from; returns how many.
    public static func write(_ target: FuzzTarget, repository: URL, to directory: URL) throws -> Int {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let seeds = self.seeds(of: target, repository: repository)
        for (index, seed) in seeds.enumerated() {
            let safe = String(seed.name.unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" ? Character(scalar) : "_"
            }.suffix(80))
            try Data(seed.bytes).write(to: directory.appendingPathComponent(String(format: "seed-%04d-", index) + safe))
        }
        return seeds.count
    }

    /// The seeds of `target`: a name (where it came from) and the bytes.
    public static func seeds(of target: FuzzTarget, repository: URL) -> [(name: String, bytes: [UInt8])] {
        let tests = repository.appendingPathComponent("Tests")
        let kept = files(under: tests.appendingPathComponent("FuzzCorpus/\(target.rawValue)")) { _ in true }
        var found: [URL]
        switch target {
        case .spec:
            found = files(under: tests) { $0.pathExtension == "yaml" && !$0.path.contains("/Mustache/Spec/") }
                + files(under: repository.appendingPathComponent("Examples")) { $0.pathExtension == "yaml" }
        case .config:
            found = [repository.appendingPathComponent(GenerationConfig.defaultFileName)]
                + files(under: tests) { $0.pathExtension == "yml" && $0.lastPathComponent.hasPrefix("seguegen") }
        case .storyboard:
            found = files(under: tests) { $0.pathExtension == "storyboard" }
        case .mustache:
            found = files(under: repository.appendingPathComponent("Templates")) { $0.pathExtension == "mustache" }
                + files(under: tests) { $0.pathExtension == "mustache" }
        }
        found = found.filter { !$0.path.contains("/FuzzCorpus/") }
        var seeds = (found + kept).compactMap { url in
            FileManager.default.contents(atPath: url.path).map { (name: url.lastPathComponent, bytes: Array($0)) }
        }
        if target == .mustache {
            seeds += mustacheSpecCases(in: tests.appendingPathComponent("SegueGenKitTests/Mustache/Spec"))
        }
        return seeds
    }

    /// Every test of the Mustache spec's YAML files, as a `MustacheFuzzInput`.
    static func mustacheSpecCases(in directory: URL) -> [(name: String, bytes: [UInt8])] {
        var cases: [(name: String, bytes: [UInt8])] = []
        for url in files(under: directory, where: { $0.pathExtension == "yml" }) {
            guard let data = FileManager.default.contents(atPath: url.path),
                  let document = try? YAMLParser.parse(Array(data)).first,
                  let tests = document.root.mapping?.first(where: { $0.key.scalar?.value == "tests" })?.value.sequence else { continue }
            for (index, test) in tests.enumerated() {
                let fields = test.mapping ?? []
                func value(_ key: String) -> YAMLNode? { fields.first { $0.key.scalar?.value == key }?.value }
                guard let template = value("template")?.scalar?.value else { continue }
                let partials = (value("partials")?.mapping ?? []).compactMap { pair -> (name: String, source: String)? in
                    guard let name = pair.key.scalar?.value, let source = pair.value.scalar?.value else { return nil }
                    return (name, source)
                }
                let input = MustacheFuzzInput(template: template, partials: partials)
                cases.append((name: "\(url.deletingPathExtension().lastPathComponent)-\(index)", bytes: input.bytes))
            }
        }
        return cases
    }

    /// The regular files under `directory`, recursively, that `include` takes, sorted by path.
    static func files(under directory: URL, where include: (URL) -> Bool) -> [URL] {
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: directory.path) else { return [] }
        return paths.sorted().map { directory.appendingPathComponent($0) }.filter { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue && include(url)
        }
    }
}
