import Foundation
import SegueGenKit

/// The phases of `seguegen <spec> -o <dir>`, timed one by one in this process
/// with the same SegueGenKit calls the command makes (`Workload.generate` and
/// `GenerateCommand` in SegueGenCLI, for one spec).
///
/// `seguegen-bench phases` runs this in a child process per run, so that each
/// run starts cold like the tool does and its peak RSS is its own.
public enum Phases {
    /// Seconds per phase, and what the writes did.
    public struct Timings: Sendable, Hashable, Codable {
        /// Reading the spec file into bytes.
        public var read: Double
        /// `SpecLoader.load`: YAML parse, spec decoding and validation.
        public var load: Double
        /// The YAML parse alone (`YAMLParser.parse`), timed after the rest.
        public var parse: Double
        /// `Generator.conflicts(among:paths:)`: what keeps specs from sharing
        /// a directory (a check the command makes before generating).
        public var conflicts: Double
        /// Parsing the built-in templates and rendering every file.
        public var render: Double
        /// Planning and writing the files into an empty directory.
        public var write: Double
        /// Planning and writing them again when they are current: the no-op rerun's write.
        public var rewrite: Double
        /// Files generated, files the first write wrote, files the second wrote.
        public var files: Int
        public var written: Int
        public var rewritten: Int
    }

    /// Runs the phases on `specPath`, writing into `outputPath` (which must
    /// not exist yet, so that the first write writes everything).
    /// - Throws: `BenchmarkError` if the spec has errors or a phase fails.
    public static func run(specPath: String, outputPath: String) throws -> Timings {
        let clock = ProcessRunner.monotonicSeconds
        var start = clock()
        guard let data = FileManager.default.contents(atPath: specPath) else {
            throw BenchmarkError("cannot read \(specPath)")
        }
        let bytes = [UInt8](data)
        let read = clock() - start

        start = clock()
        let loaded = SpecLoader.load(bytes: bytes, path: specPath)
        let load = clock() - start
        guard let spec = loaded.value else {
            throw BenchmarkError("\(specPath) has errors: \(loaded.diagnostics.map { "\($0)" }.joined(separator: "; "))")
        }

        let inputs = [SpecInput(spec: spec, fileName: URL(fileURLWithPath: specPath).lastPathComponent)]
        start = clock()
        let conflicts = Generator.conflicts(among: inputs, paths: [specPath])
        let check = clock() - start
        guard conflicts.isEmpty else { throw BenchmarkError("\(specPath) cannot generate: \(conflicts)") }

        start = clock()
        let files = try Generator(templates: TemplateSet.builtin(for: spec.platform)).generate(inputs, layout: .filePerScene)
        let render = clock() - start

        let output = URL(fileURLWithPath: outputPath, isDirectory: true)
        start = clock()
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let writer = OutputWriter()
        let first = try writer.write([writer.plan(files, in: output, inputs: [specPath])])[0]
        let write = clock() - start

        start = clock()
        let second = try writer.write([writer.plan(files, in: output, inputs: [specPath])])[0]
        let rewrite = clock() - start

        start = clock()
        _ = try YAMLParser.parse(bytes)
        let parse = clock() - start

        return Timings(
            read: read, load: load, parse: parse, conflicts: check, render: render, write: write, rewrite: rewrite,
            files: files.count, written: first.written.count, rewritten: second.written.count)
    }
}
