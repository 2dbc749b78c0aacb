import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// Spec in, files out, byte for byte against the reviewed files in
/// `Fixtures/<name>/Expected/` and the shared ones its `shared.txt` names
/// (`Fixture`). `SEGUEGEN_RECORD=1 swift test --filter GoldenTests`
/// re-records them all; review the diff before committing.
@Suite struct GoldenTests {
    @Test(arguments: Fixture.all)
    func generatedFilesMatchTheGoldenFiles(_ fixture: Fixture) throws {
        let generated = try fixture.generate()
        if Golden.isRecording {
            try fixture.record(generated)
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

    /// Issue 30's target: the support file has at most 250 lines, here for the fixtures that need the most of it
    /// (scenes created from their storyboards, some in containers) with `dispatch: swizzle`, `access: package`
    /// (whose import takes five lines) and, on UIKit, a typed unwind segue on top.
    @Test(arguments: [
        ("instantiation", "  EditorViewController:\n    segues:\n      save:\n        unwind: true\n        destination: InboxViewController\n"),
        ("appkit-instantiation", ""),
    ])
    func theSupportFileStaysWithin250Lines(_ name: String, addedScenes: String) throws {
        let fixture = Fixture.named(name)
        let text = "dispatch: swizzle\naccess: package\n" + (try String(contentsOf: fixture.spec, encoding: .utf8)) + addedScenes
        let spec = try #require(SpecLoader.load(bytes: Array(text.utf8), path: "spec.yaml").value)
        let support = try #require(try Generator(templates: TemplateSet.builtin(for: spec.platform)).generate(spec, specFileName: "spec.yaml").last)
        let lines = support.contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(support.path == "SegueGen.swift")
        #expect(support.contents.contains("case unwindNotPrepared") == !addedScenes.isEmpty)
        #expect(lines <= 250, "\(fixture.name): \(lines) lines")
    }

    /// A file that several fixtures generate alike is stored once, in `Fixtures/Shared/`.
    @Test func noGoldenFileIsStoredTwice() throws {
        var fixturesByFile: [String: [String]] = [:]
        for fixture in Fixture.all {
            for file in try SwiftFiles.read(in: fixture.expectedDirectory) {
                fixturesByFile[file.name + "\n" + file.contents, default: []].append(fixture.name)
            }
        }
        let sharedDirectories = Set(Fixture.all.compactMap(\.sharedDirectory))
        for directory in sharedDirectories {
            for file in try SwiftFiles.read(in: directory) {
                fixturesByFile[file.name + "\n" + file.contents, default: []].append("Shared/" + directory.lastPathComponent)
            }
        }
        for (file, fixtures) in fixturesByFile where fixtures.count > 1 {
            let name = file.prefix { $0 != "\n" }
            Issue.record("\(name) is the same in \(fixtures.joined(separator: ", ")): keep one in Fixtures/Shared/<folder>/ and name the folder in each fixture's shared.txt")
        }
    }

    @Test func everyFixtureIsFound() {
        #expect(Fixture.all.map(\.name) == [
            "access", "alamofire", "appkit", "appkit-instantiation", "appkit-swizzle", "containers", "custom-containers", "custom-templates", "embed", "escaping", "inheritance", "instantiation", "merge-keys",
            "names", "natalie", "swizzle", "unwind",
        ])
    }
}
