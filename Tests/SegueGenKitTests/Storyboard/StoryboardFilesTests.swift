import Foundation
import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// `StoryboardFiles` and `GenerationRun.lint`: the file side of lint, as the
/// command line, the config file and the build plugin use it.
@Suite struct StoryboardFilesTests {
    /// A directory with `files` (path: contents) in it, removed after `body`.
    static func withDirectory(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seguegen-storyboards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (path, contents) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try body(directory)
    }

    static let storyboard = StoryboardXML.document([
        StoryboardXML.scene("a", customClass: "ListViewController", segues: [StoryboardXML.segue(to: "b", "showDetail")]),
        StoryboardXML.scene("b", customClass: "DetailViewController"),
    ])

    /// Links to folders are followed, named or found, each real folder once
    /// (a link back up ends there); a FIFO named like a storyboard, which
    /// would block the read forever, is not taken.
    @Test func linkedFoldersAreSearchedAndOnlyRegularFilesTaken() throws {
        try Self.withDirectory([
            "real/Main.storyboard": Self.storyboard,
            "shared/Profile.storyboard": Self.storyboard,
        ]) { directory in
            let fileManager = FileManager.default
            try fileManager.createSymbolicLink(atPath: directory.appendingPathComponent("App").path, withDestinationPath: "real")
            try fileManager.createSymbolicLink(atPath: directory.appendingPathComponent("real/Shared").path, withDestinationPath: "../shared")
            try fileManager.createSymbolicLink(atPath: directory.appendingPathComponent("real/Up").path, withDestinationPath: "..")
            #expect(mkfifo(directory.appendingPathComponent("real/Stale.storyboard").path, 0o644) == 0)
            let found = StoryboardFiles.find(["App", "App/"], relativeTo: directory)
            #expect(found.files == ["App/Main.storyboard", "App/Shared/Profile.storyboard"])
            #expect(found.diagnostics == [])
        }
    }

    @Test func directoriesAreSearchedRecursivelyHiddenOnesSkippedFilesTakenAsGiven() throws {
        try Self.withDirectory([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/Settings/Settings.storyboard": Self.storyboard,
            "App/.build/Stale.storyboard": Self.storyboard,
            "App/.Hidden.storyboard": Self.storyboard,
            "App/Cell.xib": "",
            "Other/Extra.storyboard": Self.storyboard,
            "Empty/readme.txt": "",
        ]) { directory in
            let found = StoryboardFiles.find(
                ["App", "App/Base.lproj/Main.storyboard", "Other/Extra.storyboard", "Missing", "Empty/", ""], relativeTo: directory)
            #expect(found.files == ["App/Base.lproj/Main.storyboard", "App/Settings/Settings.storyboard", "Other/Extra.storyboard"])
            #expect(found.diagnostics == [
                .error("no such file or directory: 'Missing'", at: nil),
                .warning("no .storyboard file in directory 'Empty/'", at: nil),
                // Not the directory itself, whose files would be named from the root ('/App/...').
                .error("a storyboard path is empty", at: nil),
            ])
        }
    }

    @Test func lintRunsOnlyWhenTheSpecAndEveryStoryboardRead() throws {
        try Self.withDirectory([
            "Main.storyboard": Self.storyboard,
            "Broken.storyboard": "<document>",
        ]) { directory in
            let spec = [GivenPath("Navigation.yaml", relativeTo: directory)]
            try Data("scenes:\n  ListViewController:\n    segues:\n      showDetail: DetailViewController\n".utf8).write(to: spec[0].url)
            let clean = GenerationRun.lint(specs: spec, storyboardPaths: ["Main.storyboard"], relativeTo: directory)
            #expect(clean.diagnostics.isEmpty)
            #expect(clean.value == StoryboardLint.Summary(checkedSegues: 1, checkedInstantiations: 0, storyboardCount: 1))
            #expect(clean.sources.map(\.path) == ["Navigation.yaml", "Main.storyboard"])

            let broken = GenerationRun.lint(specs: spec, storyboardPaths: ["."], relativeTo: directory)
            #expect(broken.diagnostics.map(\.message) == ["cannot read the storyboard: the file ends before the XML is complete (an element is not closed)"])
            #expect((broken.value, broken.hasErrors) == (nil, true))

            try Data("scenes: [".utf8).write(to: spec[0].url)
            let badSpec = GenerationRun.lint(specs: spec, storyboardPaths: ["Main.storyboard"], relativeTo: directory)
            #expect(badSpec.hasErrors)
            #expect(badSpec.value == nil)
            #expect(badSpec.diagnostics.allSatisfy { $0.location?.file == "Navigation.yaml" })
        }
    }
}
