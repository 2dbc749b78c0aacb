import Testing
@testable import SegueGenKit

/// Decoding into the model; the bad-input corpus (SegueGenCLITests) covers
/// every error message with its rendered position.
@Suite struct SpecLoaderTests {
    private func load(_ text: String) -> SpecLoadResult {
        SpecLoader.load(bytes: Array(text.utf8), path: "spec.yaml")
    }

    @Test func decodesEveryKeyInSpecOrder() throws {
        let result = load("""
        platform: tvos
        imports: [Models, Services]
        dispatch: swizzle
        scenes:
          ListViewController:
            segues:
              showDetail: DetailViewController
              presentSettings:
                destination: SettingsViewController
                container: UINavigationController
              "Confirm Order":
                destination: Orders.ConfirmViewController
                name: confirm
          DetailViewController:
            segues:
              showMap: MapViewController
        """)
        #expect(result.diagnostics.isEmpty)
        let spec = try #require(result.spec)
        #expect(spec.platform == .tvos)
        #expect(spec.imports.map(\.value) == ["Models", "Services"])
        #expect(spec.imports[1].location == SourceLocation(file: "spec.yaml", line: 2, column: 19))
        #expect(spec.dispatch == .swizzle)
        #expect(spec.scenes.map(\.typeName.value) == ["ListViewController", "DetailViewController"])
        let segues = spec.scenes[0].segues
        #expect(segues.map(\.identifier.value) == ["showDetail", "presentSettings", "Confirm Order"])
        #expect(segues.map { $0.destination?.value } == ["DetailViewController", "SettingsViewController", "Orders.ConfirmViewController"])
        #expect(segues.map { $0.container?.value } == [nil, SegueContainer(typeName: "UINavigationController", kind: .navigation), nil])
        #expect(segues.map(\.names.caseName) == ["showDetail", "presentSettings", "confirm"])
        #expect(segues.map(\.names.methodName) == ["performShowDetailSegue", "performPresentSettingsSegue", "performConfirmSegue"])
        #expect(segues[2].identifier.location == SourceLocation(file: "spec.yaml", line: 11, column: 7))
    }

    @Test func defaults() throws {
        let spec = try #require(load("scenes:\n  A:\n    segues:\n      go: B\n").spec)
        #expect(spec.platform == .ios)
        #expect(spec.dispatch == .forward)
        #expect(spec.imports.isEmpty)
    }

    @Test func aliasesAndAnchorsShareSegues() throws {
        let spec = try #require(load("""
        scenes:
          A:
            segues:
              one: &wrapped {destination: B, container: UITabBarController}
              two: *wrapped
        """).spec)
        let tabs = SegueContainer(typeName: "UITabBarController", kind: .tabBar, position: .first)
        #expect(spec.scenes[0].segues.map { $0.container?.value } == [tabs, tabs])
    }

    @Test func allErrorsOfAFileAreReportedInSourceOrder() {
        let result = load("""
        platfrom: ios
        scenes:
          A:
            segues:
              "": B
              ok: 9Lives
          B:
            segeus: {}
        """)
        #expect(result.spec == nil)
        #expect(result.diagnostics.map(\.message) == [
            "unknown key 'platfrom' at the top level of the spec; did you mean 'platform'?",
            "empty segue identifier in scene 'A'; a segue needs an identifier to be performed from code",
            "'9Lives' is not a valid Swift type name for a destination: \(SwiftNaming.typeNameProblem("9Lives")?.description ?? "")",
            "unknown key 'segeus' in scene 'B'; did you mean 'segues'?",
        ])
        #expect(result.diagnostics.map { $0.location?.line } == [1, 5, 6, 8])
    }

    /// Scenes decode in chunks on several threads: the scenes and the
    /// diagnostics of a long spec are in source order all the same.
    @Test func aLongSpecKeepsItsScenesAndDiagnosticsInOrder() throws {
        let invalid: Set<Int> = [2, 31, 32, 64, 199]
        var text = "scenes:\n"
        for index in 0..<200 {
            text += "  Scene\(index):\n    segues:\n      go: \(invalid.contains(index) ? "9Lives" : "Scene\(index + 1)")\n"
        }
        let failed = load(text)
        #expect(failed.spec == nil)
        #expect(failed.diagnostics.map { $0.location?.line } == invalid.sorted().map { 4 + 3 * $0 })
        #expect(Set(failed.diagnostics.map(\.message)).count == 1)

        let loaded = try #require(load(text.replacingOccurrences(of: "9Lives", with: "Lives")).spec)
        #expect(loaded.scenes.map(\.typeName.value) == (0..<200).map { "Scene\($0)" })
        #expect(loaded.scenes.map { $0.segues.first?.destination?.value } == (0..<200).map { invalid.contains($0) ? "Lives" : "Scene\($0 + 1)" })
    }

    @Test func warningsDoNotStopTheSpec() throws {
        let result = load("scenes:\n  A:\n  B:\n    segues:\n      go: C\n")
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.message == "scene 'A' has no segues; no file is generated for it")
        #expect(try #require(result.spec).scenes.count == 2)
    }
}
