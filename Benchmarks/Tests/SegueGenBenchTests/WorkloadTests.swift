import Foundation
import SegueGenBench
import SegueGenKit
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The synthetic app says the same thing in each of its forms.
@Suite struct WorkloadTests {
    let app = SyntheticApp(sceneCount: 12, seguesPerScene: 10)

    @Test func specLoadsWithoutDiagnosticsAndHasEverySegue() throws {
        let loaded = SpecLoader.load(bytes: Array(app.specYAML().utf8), path: "spec.yaml")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let spec = try #require(loaded.value)
        #expect(spec.scenes.map(\.typeName.value) == (0..<12).map(app.className))
        for (index, scene) in spec.scenes.enumerated() {
            let expected = app.segues(of: index)
            #expect(scene.segues.map(\.identifier.value) == expected.map(\.identifier))
            #expect(scene.segues.map(\.destination?.value) == expected.map { app.className($0.destination) })
            #expect(scene.segues.map { $0.container?.value.kind } == expected.map { $0.inNavigationController ? .navigation : nil })
            #expect(scene.segues.map { $0.container?.value.typeName } == expected.map { $0.inNavigationController ? "UINavigationController" : nil })
        }
    }

    @Test func segueMixIsAsDocumented() {
        let segues = app.segues(of: 5)
        #expect(segues.count == 10)
        #expect(segues.filter(\.inNavigationController).count == 3)
        #expect(segues.filter(\.triggeredByButton).count == 5)
        // Scene 5 of 12: destinations (35 + 13j + 1) mod 12.
        #expect(segues.map(\.destination) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(segues[0].identifier == "showScene00000Item0")
        #expect(!segues[0].inNavigationController && segues[0].triggeredByButton)
        #expect(segues[2].identifier == "present Scene 00002 Form 2")
        #expect(segues[2].inNavigationController && segues[2].triggeredByButton)
        #expect(segues[3].identifier == "showScene00003Item3" && !segues[3].triggeredByButton)
        #expect(Set(segues.map(\.identifier)).count == 10)
    }

    @Test func storyboardHasEverySegueWithItsDestination() throws {
        let xml = app.storyboardXML()
        #expect(xml == app.storyboardXML(), "deterministic")
        let reader = StoryboardReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")

        #expect(Set(reader.ids).count == reader.ids.count, "object IDs are unique")
        let classByID = reader.controllers
        for (index, _) in (0..<app.sceneCount).enumerated() {
            let source = app.className(index)
            let segues = reader.segues.filter { $0.source == source }
            #expect(segues.map(\.identifier).sorted() == app.segues(of: index).map(\.identifier).sorted())
            for segue in segues {
                let expected = try #require(app.segues(of: index).first { $0.identifier == segue.identifier })
                if expected.inNavigationController {
                    let root = try #require(reader.navigationRoots[segue.destination])
                    #expect(classByID[root] == app.className(expected.destination))
                } else {
                    #expect(classByID[segue.destination] == app.className(expected.destination))
                }
            }
        }
    }

    @Test func swiftSourcesDeclareEveryClassOnce() {
        let classes = app.classesSwift()
        let chain = app.classesWithPrepareChainSwift()
        for index in 0..<app.sceneCount {
            #expect(classes.components(separatedBy: "final class \(app.className(index)):").count == 2)
            #expect(chain.components(separatedBy: "final class \(app.className(index)):").count == 2)
        }
        #expect(chain.components(separatedBy: "override func prepare(for segue").count == app.sceneCount + 1)
        #expect(chain.components(separatedBy: "segue.identifier == ").count == app.segueCount + 1)
    }
}

/// Collects view controllers, navigation roots and identified segues of a storyboard.
final class StoryboardReader: NSObject, XMLParserDelegate {
    struct Segue {
        var source: String
        var identifier: String
        var destination: String
    }

    var ids: [String] = []
    /// Custom class by view controller ID.
    var controllers: [String: String] = [:]
    /// Root view controller ID by navigation controller ID.
    var navigationRoots: [String: String] = [:]
    var segues: [Segue] = []
    private var currentController: String?
    private var currentNavigation: String?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if let id = attributes["id"], name != "device" { ids.append(id) }
        switch name {
        case "viewController":
            currentController = attributes["customClass"]
            controllers[attributes["id"] ?? ""] = attributes["customClass"]
        case "navigationController":
            currentNavigation = attributes["id"]
        case "segue":
            if attributes["relationship"] == "rootViewController", let navigation = currentNavigation {
                navigationRoots[navigation] = attributes["destination"]
            } else if let identifier = attributes["identifier"], let source = currentController {
                segues.append(Segue(source: source, identifier: identifier, destination: attributes["destination"] ?? ""))
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "viewController" { currentController = nil }
        if name == "navigationController" { currentNavigation = nil }
    }
}

@Suite struct DocumentTests {
    @Test func replacesOnlyTheGeneratedSection() throws {
        let page = "# Title\n\nintro\n\n\(PerformanceDocument.beginMarker)\n\nold table\n\n\(PerformanceDocument.endMarker)\n\n## Notes\n"
        let updated = try PerformanceDocument.replacingSection(in: page, with: "| new |\n")
        #expect(updated == "# Title\n\nintro\n\n\(PerformanceDocument.beginMarker)\n\n| new |\n\n\(PerformanceDocument.endMarker)\n\n## Notes\n")
        #expect(throws: BenchmarkError.self) { try PerformanceDocument.replacingSection(in: "# no markers\n", with: "x") }
    }
}
