import Testing
@testable import SegueGenKit

/// A scene of tens of thousands of segues: far wider than any app's, but
/// within the input limits, so it generates like any other, neither taken
/// for a runaway template nor slowed by comparing every pair of segues.
@Suite struct WideSceneTests {
    static func spec(segues count: Int) -> String {
        "scenes:\n  AViewController:\n    segues:\n" + (0..<count).map { "      seg\($0): Dest\($0 % 50)ViewController\n" }.joined()
    }

    @Test func theEntryLimitGrowsWithTheSeguesOfAScene() throws {
        let spec = try #require(SpecLoader.load(bytes: Array(Self.spec(segues: 20_000).utf8), path: "Wide.yaml").value)
        let jobs = try Generator.jobs(for: [SpecInput(spec: spec, fileName: "Wide.yaml")])
        #expect(jobs.map(\.path) == ["AViewController+Segues.swift", "SegueGen.swift"])
        #expect(jobs.map(Generator.maximumEntries(for:)) == [500_000, MustacheTemplate.defaultMaximumEntries])

        let narrow = try #require(SpecLoader.load(bytes: Array(Self.spec(segues: 10).utf8), path: "Narrow.yaml").value)
        #expect(try Generator.jobs(for: [SpecInput(spec: narrow, fileName: "Narrow.yaml")]).map(Generator.maximumEntries(for:))
            == [MustacheTemplate.defaultMaximumEntries, MustacheTemplate.defaultMaximumEntries])
    }

    /// 45,000 segues: the built-in templates enter more than the default
    /// 250,000 sections for them.
    @Test func aSceneOfFortyFiveThousandSeguesGenerates() throws {
        let loaded = SpecLoader.load(bytes: Array(Self.spec(segues: 45_000).utf8), path: "Wide.yaml")
        #expect(loaded.diagnostics.isEmpty)
        let spec = try #require(loaded.value)
        let files = try Generator(templates: try TemplateSet.builtin(for: .ios)).generate(spec, specFileName: "Wide.yaml")
        #expect(files.map(\.path) == ["AViewController+Segues.swift", "SegueGen.swift"])
        let scene = try #require(files.first?.contents)
        #expect(scene.contains("        case seg44999(Dest49ViewController)\n"))
        #expect(scene.contains("    func performSeg44999Segue(sender: Any? = nil, configure: (Dest49ViewController) -> Void) -> Bool {\n"))
    }
}
