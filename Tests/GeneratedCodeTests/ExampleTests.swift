import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// The example app in `Examples/TaskList`: its checked-in generated code is
/// current, and its storyboard says what its spec says.
@Suite struct ExampleTests {
    @Test func checkedInGeneratedCodeIsCurrent() throws {
        let generated = try Generation.files(forSpecAt: ExampleApp.directory.appendingPathComponent("Tasks.yaml"))
        let checkedIn = try ExampleApp.generatedSources()
        #expect(generated.map(\.path).sorted() == checkedIn.map(\.name), "regenerate with: make example")
        for file in generated {
            #expect(file.contents == checkedIn.first { $0.name == file.path }?.contents,
                    "Examples/TaskList/Generated/\(file.path) is stale; regenerate with: make example")
        }
    }

    /// The storyboard says what the spec says: generating from it gives the same files.
    @Test func theStoryboardGeneratesWhatTheSpecGenerates() throws {
        let bytes = Array(try Data(contentsOf: ExampleApp.directory.appendingPathComponent("Main.storyboard")))
        let storyboard = try #require(StoryboardReader.read(bytes: bytes, path: "Main.storyboard").value)
        let loaded = SpecLoader.load(storyboards: [storyboard], overlay: nil).spec
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let spec = try #require(loaded.value)
        let fromStoryboard = try Generator(templates: TemplateSet.builtin(for: spec.platform)).generate(spec, specFileName: "../Tasks.yaml")
        let fromSpec = try Generation.files(forSpecAt: ExampleApp.directory.appendingPathComponent("Tasks.yaml"))
        #expect(fromStoryboard.map(\.path).sorted() == fromSpec.map(\.path).sorted())
        for file in fromStoryboard {
            #expect(file.contents == fromSpec.first { $0.path == file.path }?.contents, "\(file.path)")
        }
    }
}
