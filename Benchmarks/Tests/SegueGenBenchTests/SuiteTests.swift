import Foundation
import SegueGenBench
import Testing

/// The whole suite still runs, end to end, on a tiny app: every tool starts,
/// every workload is accepted, the generated code and the hand-written chain
/// compile. Nothing about time is asserted.
@Suite struct SuiteTests {
    @Test func suiteRunsOnATinySize() throws {
        let binaries = try Binaries.directory()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("seguegen-bench-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        var options = SuiteOptions(repository: Binaries.repository, workDirectory: work)
        options.sizes = [2, 3]
        options.referenceSize = 2
        options.runs = 1
        options.compileScenes = 2
        options.compileRuns = 1
        options.instructions = false
        let tools = Tools(
            seguegen: binaries.appendingPathComponent("seguegen").path,
            yamlFloor: binaries.appendingPathComponent("yaml-floor").path,
            xmlFloor: binaries.appendingPathComponent("xml-floor").path,
            bench: binaries.appendingPathComponent("seguegen-bench").path,
            swiftc: Tools.onPath("swiftc"), xmllint: Tools.onPath("xmllint"), valgrind: nil,
            runMeasured: binaries.appendingPathComponent("run-measured").path)

        let result = try BenchmarkSuite(options: options, tools: tools, log: { _ in }).run()

        #expect(result.sizes.map(\.app.sceneCount) == [2, 3])
        for size in result.sizes {
            #expect(size.filesGenerated == size.app.sceneCount + 1)
            #expect(size.noopFilesWritten == 0)
            #expect(size.generate.wall.count == 1)
        }
        let compile = try #require(result.compile)
        let table = try #require(compile.tables.first)
        #expect(compile.tables.map(\.sdk) == ["the Swift UIKit stand-in"])
        #expect(Set(table.times.keys) == Set(CompileResult.Build.allCases))
        #expect(Set(table.times[.typecheck]?.keys ?? [:].keys) == Set(CompileResult.Variant.allCases))
        #expect(Set(table.times[.release]?.keys ?? [:].keys) == Set(CompileResult.Variant.allCases).subtracting([.generatedPerFile]))
        #expect(compile.generatedFiles == 4, "two scene files, the support file and the classes")
        let markdown = result.markdown
        for heading in ["### Generate", "### Phases", "### Storyboard import", "### Compiling the generated code", "### Targets"] {
            #expect(markdown.contains(heading))
        }
        // Generate against the floor at each size (2), peak RSS, the no-op rerun (2), linear, import,
        // from the storyboard, and one per build (3) of two generated variants.
        #expect(result.targets.count == 14)
        #expect(result.importAvailable)
        #expect(result.targets.first { $0.target.hasPrefix("No-op rerun writes 0 files") }?.met == true)
    }
}

/// Where SwiftPM put the executables this test target depends on.
enum Binaries {
    /// The repository root: this file is Benchmarks/Tests/SegueGenBenchTests/SuiteTests.swift.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The directory holding `seguegen`, `yaml-floor`, `xml-floor` and `seguegen-bench`:
    /// the test bundle's directory or one of its parents.
    static func directory() throws -> URL {
        var starts = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(), Bundle.main.bundleURL]
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var directory = start.standardizedFileURL
            for _ in 0..<4 {
                if ["seguegen", "yaml-floor", "xml-floor", "seguegen-bench", "run-measured"].allSatisfy({
                    FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent($0).path)
                }) {
                    return directory
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw BinariesNotFound(searched: starts.map(\.path))
    }

    struct BinariesNotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String { "the benchmark executables were not found near \(searched.joined(separator: ", "))" }
    }
}
