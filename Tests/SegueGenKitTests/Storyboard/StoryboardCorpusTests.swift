import Foundation
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// Every storyboard of the corpus reads, and imports with its project's other
/// storyboards of its framework (so that storyboard references resolve, and
/// a project's macOS app gets a spec of its own) into the reviewed
/// listing in `Tests/StoryboardCorpus/Summaries/` and the reviewed spec in
/// `Tests/StoryboardCorpus/Specs/`, which loads without diagnostics. `SEGUEGEN_RECORD=1 swift test --filter
/// StoryboardCorpusTests` re-records them; read the diff before committing.
@Suite struct StoryboardCorpusTests {
    @Test func theProvenanceListsEveryStoryboardOfTheCorpus() throws {
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: StoryboardCorpus.storyboardsDirectory.path)
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        #expect(onDisk == StoryboardCorpus.entries.map(\.path).sorted())
        #expect(onDisk.count == 73)
        #expect(StoryboardCorpus.projects.count == 22)
        #expect(StoryboardCorpus.groups.count == 26)
        #expect(StoryboardCorpus.groups.flatMap(\.paths).sorted() == onDisk)
    }

    @Test(arguments: StoryboardCorpus.entries.map(\.path))
    func everyStoryboardReadsWithoutDiagnostics(_ path: String) throws {
        let result = try StoryboardCorpus.read(path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let storyboard = try #require(result.value)
        #expect(storyboard.targetRuntime == StoryboardCorpus.entries.first { $0.path == path }?.targetRuntime)
    }

    @Test(arguments: StoryboardCorpus.groups)
    func eachStoryboardImportsIntoItsReviewedListing(_ group: StoryboardCorpus.Group) throws {
        let imported = StoryboardImporter.importSpec(from: try StoryboardCorpus.storyboards(of: group))
        for index in imported.catalog.storyboards.indices {
            let path = imported.catalog.storyboards[index].path
            let listing = imported.listing(of: index)
            let expected = try Golden.expected(at: StoryboardCorpus.summaryURL(for: path), actual: listing)
            #expect(listing == expected, "\(path) differs from its reviewed listing; re-record with SEGUEGEN_RECORD=1 and review the diff")
        }
    }

    @Test(arguments: StoryboardCorpus.groups)
    func eachProjectImportsIntoItsReviewedSpecWhichLoadsCleanly(_ group: StoryboardCorpus.Group) throws {
        let imported = StoryboardImporter.importSpec(from: try StoryboardCorpus.storyboards(of: group))
        let yaml = try imported.spec.yaml(header: ["Imported by seguegen from the storyboards of \(group.name)."])
        let expected = try Golden.expected(at: StoryboardCorpus.specURL(for: group), actual: yaml)
        #expect(yaml == expected, "\(group.name).yaml differs from its reviewed spec; re-record with SEGUEGEN_RECORD=1 and review the diff")
        let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "\(group.name).yaml")
        let warnings = imported.spec.scenes.isEmpty ? 1 : 0  // "the spec has no scenes"
        #expect(loaded.diagnostics.count == warnings, "\(DiagnosticPrinter(sources: loaded.sources).render(loaded.diagnostics))")
        #expect(loaded.value?.scenes.count == imported.spec.scenes.count)
        #expect(loaded.value?.scenes.flatMap(\.segues).count == imported.spec.scenes.flatMap(\.segues).count)
        // Scenes created from their storyboard read back as imported: no Storyboard ID twice in a storyboard.
        let created = loaded.value?.scenes.map { scene in
            scene.instantiation.map { [$0.storyboard.value, $0.identifier?.value ?? "initial", scene.isWindowController ? "window" : ""] }
        }
        #expect(created == imported.spec.scenes.map { scene in
            scene.instantiation.map { [$0.storyboard.value, $0.identifier?.value ?? "initial", scene.isWindowController ? "window" : ""] }
        })
    }
}

/// The corpus in numbers, each group imported on its own: what a reviewer
/// checks the listings against, and what changes here when the reader does.
@Suite struct StoryboardCorpusTotalsTests {
    @Test func scenesAndSeguesImportedAndSkippedByReason() throws {
        var storyboards = 0, scenes = 0, segues = 0, specScenes = 0, specSegues = 0
        var counts = StoryboardImport.Counts()
        var ignored: [String: Int] = [:]
        for group in StoryboardCorpus.groups {
            let imported = StoryboardImporter.importSpec(from: try StoryboardCorpus.storyboards(of: group))
            storyboards += imported.catalog.storyboards.count
            scenes += imported.catalog.allScenes.count
            segues += imported.outcomes.count
            specScenes += imported.spec.scenes.count
            specSegues += imported.spec.scenes.flatMap(\.segues).count
            let projectCounts = imported.counts()
            counts.imported += projectCounts.imported
            counts.duplicates += projectCounts.duplicates
            counts.skipped.merge(projectCounts.skipped, uniquingKeysWith: +)
            counts.scenesByIdentifier += projectCounts.scenesByIdentifier
            counts.scenesAsInitial += projectCounts.scenesAsInitial
            counts.scenesRepeated += projectCounts.scenesRepeated
            counts.scenesSkipped.merge(projectCounts.scenesSkipped, uniquingKeysWith: +)
            for element in imported.catalog.storyboards.flatMap(\.ignoredSegueElements) {
                let kind: String = switch element.kind {
                case .tieBreakerReference: "tie-breaker reference"
                case .peekAndPop: "preview/commit child"
                case .outsideScene: "outside the scenes"
                }
                ignored[kind, default: 0] += 1
            }
        }
        print("corpus: \(storyboards) storyboards, \(scenes) scenes, \(segues) segues; imported \(counts.imported) (\(counts.duplicates) repeated) into \(specScenes) scenes and \(specSegues) segues; skipped \(counts.skipped); not segues \(ignored)")
        print("corpus scenes created from their storyboard: \(counts.scenesByIdentifier) by Storyboard ID, \(counts.scenesAsInitial) initial, \(counts.scenesRepeated) repeated; skipped \(counts.scenesSkipped)")
        #expect((storyboards, scenes, segues) == (73, 380, 329))
        // 14 embed segues: 5 with an identifier, 1 of them imported, 4 from scenes without a custom class.
        #expect((counts.imported, counts.duplicates, specScenes, specSegues) == (50, 6, 97, 50))
        // 163 scenes with a Storyboard ID or initial. 27 are UIKit containers holding a scene with a
        // custom class: 13 create it in them (2 of them container subclasses) and 1 repeats one of
        // those; 10 do not, as the scene is created by itself; 2 because another app's storyboard of
        // the same name does; 1 is a container subclass created as itself, its scene being created
        // in another. 9 containers hold no such scene. 13 are AppKit containers without a custom
        // class holding a scene with one (2 windows hold it in a tab or split view controller): 8
        // window controllers create it in them and 1 repeats one of those; 4 do not, as the scene
        // is created from another scene; 5 AppKit containers hold no such scene. 5 are windows of one AppKit window controller
        // subclass (Lunar's ModernWindowController): 4 create their content view controller in it, 1,
        // without content, the subclass itself. 29 other scenes have no custom class, 2 are
        // references, 1 is WatchKit.
        #expect((counts.scenesByIdentifier, counts.scenesAsInitial, counts.scenesRepeated) == (65, 30, 4))
        #expect(counts.scenesSkipped == [
            "scene without a custom class": 29,
            "container holding no scene with a custom class": 14,
            "class created from another scene": 16,
            "Storyboard ID or initial scene of another class": 2,
            "storyboard reference (the scene it refers to is created from its own storyboard)": 2,
            "neither a UIKit nor an AppKit storyboard": 1,
        ])
        #expect(counts.skipped == [
            "relationship (containment, not navigation)": 107,
            "no identifier (cannot be performed from code)": 142,
            "embed segue without identifier (prepare cannot tell it apart)": 9,
            "source scene without a custom class": 10,
            "destination not found": 3,
            "empty identifier (cannot be performed from code)": 2,
        ])
        #expect(counts.imported + counts.duplicates + counts.skippedTotal == segues)
        // 358 <segue> elements in all, 29 of them no segues.
        #expect(ignored == ["tie-breaker reference": 23, "preview/commit child": 6])
    }
}
