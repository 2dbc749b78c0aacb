import Foundation
import SegueGenKit
import Testing

/// Spec in, files out, byte for byte against the reviewed files in
/// `Fixtures/<name>/Expected/`. `SEGUEGEN_RECORD=1 swift test --filter GoldenTests`
/// re-records them; review the diff before committing.
@Suite struct GoldenTests {
    @Test(arguments: Fixture.all)
    func generatedFilesMatchTheGoldenFiles(_ fixture: Fixture) throws {
        let generated = try fixture.generate()
        if Repository.isRecording {
            try Generation.record(generated, in: fixture.expectedDirectory)
            return
        }
        let expected = try fixture.expectedFiles()
        #expect(generated.map(\.path).sorted() == expected.map(\.path))
        for file in generated {
            let golden = expected.first { $0.path == file.path }
            #expect(file.contents == golden?.contents, "\(fixture.name)/\(file.path) differs from its golden file; re-record with SEGUEGEN_RECORD=1 and review the diff")
        }
    }

    /// Issue 30's target on real apps' specs: scene files have at most 12 lines per segue plus 30 per
    /// scene, doc comments included. (Synthetic fixtures of one or two segues a scene run up to 3 over.)
    @Test(arguments: ["alamofire", "natalie"].map(Fixture.named))
    func sceneFilesStayWithinTwelveLinesPerSeguePlusThirtyPerScene(_ fixture: Fixture) throws {
        var lineCount = 0, segues = 0, scenes = 0
        for file in try fixture.expectedFiles() where file.path.hasSuffix("+Segues.swift") {
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let identifierCases = lines.drop { !$0.contains(": String, CaseIterable, Sendable {") }.dropFirst().prefix { !$0.isEmpty }
            segues += identifierCases.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("case ") }.count
            lineCount += lines.count
            scenes += 1
        }
        #expect(lineCount <= 12 * segues + 30 * scenes, "\(fixture.name): \(lineCount) lines for \(segues) segues in \(scenes) scenes")
    }

    @Test func everyFixtureIsFound() {
        #expect(Fixture.all.map(\.name) == [
            "access", "alamofire", "appkit", "appkit-instantiation", "appkit-swizzle", "containers", "custom-containers", "custom-templates", "embed", "escaping", "inheritance", "instantiation", "merge-keys",
            "names", "natalie", "swizzle", "unwind",
        ])
    }
}
