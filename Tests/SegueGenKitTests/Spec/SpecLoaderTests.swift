import Testing
@testable import SegueGenKit

/// Decoding into the model; the bad-input corpus (SegueGenCLITests) covers
/// every error message with its rendered position.
@Suite struct SpecLoaderTests {
    private func load(_ text: String) -> Loaded<NavigationSpec> {
        SpecLoader.load(bytes: Array(text.utf8), path: "spec.yaml")
    }

    /// A loop is reported at each scene on it, from that scene round to it again, and not at a
    /// scene whose superclasses lead into a loop without coming back to it.
    @Test func superclassLoopsAreReportedAtTheScenesOnThem() {
        let result = load("""
        scenes:
          SelfViewController:
            superclass: SelfViewController
            segues: {a: A}
          TailViewController:
            superclass: BViewController
            segues: {b: B}
          BViewController:
            superclass: CViewController
            segues: {c: C}
          CViewController:
            superclass: BViewController
            segues: {d: D}
        """)
        #expect(result.diagnostics.map(\.message) == [
            "the superclasses of 'SelfViewController' form a loop: SelfViewController -> SelfViewController",
            "the superclasses of 'BViewController' form a loop: BViewController -> CViewController -> BViewController",
            "the superclasses of 'CViewController' form a loop: CViewController -> BViewController -> CViewController",
        ])
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
        let spec = try #require(result.value)
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
        let spec = try #require(load("scenes:\n  A:\n    segues:\n      go: B\n").value)
        #expect(spec.platform == .ios)
        #expect(spec.dispatch == .forward)
        #expect(spec.imports.isEmpty)
    }

    /// Values read through an alias keep where the alias is in their
    /// locations, so that checks made after decoding (inheritance across
    /// specs, lint) note it too; values written where they are keep none.
    @Test func aliasesAndAnchorsShareSegues() throws {
        let spec = try #require(load("""
        scenes:
          A:
            segues:
              one: &wrapped {destination: B, container: UITabBarController}
              two: *wrapped
        """).value)
        let tabs = SegueContainer(typeName: "UITabBarController", kind: .tabBar, position: .first)
        #expect(spec.scenes[0].segues.map { $0.container?.value } == [tabs, tabs])
        let segues = spec.scenes[0].segues
        #expect(segues[0].destination?.location.aliasUse == nil)
        #expect(segues[1].identifier.location.aliasUse == nil)
        let use = try #require(segues[1].destination?.location.aliasUse)
        #expect(use.mark == YAMLMark(line: 5, column: 12))
        #expect(use.message == "'two' in the segues of scene 'A' uses this through alias '*wrapped'")
        #expect(use.outer == nil)
        #expect(segues[1].container?.location.aliasUse === use)
    }

    /// A mapping merged with '<<' that merges another itself brings that
    /// one's keys too, below its own, as where it is written; it brought
    /// only its own, and the segues it merged were silently missing.
    @Test func aMergedMappingBringsWhatItMergesItself() throws {
        let result = load("""
        platform: ios
        x-base: &base
          showHelp: HelpViewController
          showAbout: LegacyAboutViewController
        x-more: &more
          <<: *base
          showAbout: AboutViewController
        scenes:
          ListViewController:
            segues:
              <<: *more
              showDetail: DetailViewController
        """)
        #expect(result.diagnostics.isEmpty)
        let segues = try #require(result.value).scenes[0].segues
        // Where the '<<' is: the merged mapping's own keys, then what it merges, then the rest.
        #expect(segues.map(\.identifier.value) == ["showAbout", "showHelp", "showDetail"])
        #expect(segues.map { $0.destination?.value } == ["AboutViewController", "HelpViewController", "DetailViewController"])
    }

    /// A collection after its anchor, on the next line, is reported where it
    /// is written; a tag after an anchor is warned of at the tag.
    @Test func aValueAfterItsPropertiesIsReportedWhereItIsWritten() {
        let result = load("""
        platform: ios
        scenes:
          AViewController:
            storyboardIdentifier: &id
              [1, 2]
            segues:
              showB: &dest !!str
                BViewController
        """)
        #expect(DiagnosticPrinter(sources: result.sources).render(result.diagnostics) == """
            spec.yaml:5:7: error: expected a string for 'storyboardIdentifier', found a sequence
                  [1, 2]
                  ^
            spec.yaml:7:20: warning: the YAML tag '!!str' has no meaning in a spec and is ignored; to make a value a string, quote it
                  showB: &dest !!str
                               ^

            """)
    }

    /// Two scenes created from one Storyboard ID, the second through an
    /// alias: the error is at the alias, the note at the first.
    @Test func aClashThroughAnAliasIsReportedAtTheAlias() {
        let result = load("""
        platform: ios
        storyboard: Main
        scenes:
          AViewController:
            storyboardIdentifier: &id Shared
          BViewController:
            storyboardIdentifier: *id
        """)
        #expect(DiagnosticPrinter(sources: result.sources).render(result.diagnostics) == """
            spec.yaml:7:27: error: scenes 'AViewController' and 'BViewController' are both the scene with Storyboard ID "Shared" of storyboard "Main"
                storyboardIdentifier: *id
                                      ^
            spec.yaml:5:31: note: 'AViewController' is that scene here
                storyboardIdentifier: &id Shared
                                          ^

            """)
    }

    @Test func anImportThroughAnAliasIsNotedWhereTheAliasIs() {
        // (An explicit platform: without it, a note would also say that 'ios' is the default.)
        let result = load("""
        platform: ios
        x-mac: &mac AppKit
        imports: [Models, *mac]
        scenes:
          A:
            segues:
              go: B
        """)
        #expect(DiagnosticPrinter(sources: result.sources).render(result.diagnostics) == """
            spec.yaml:2:13: error: 'AppKit' cannot be imported with platform 'ios', which uses UIKit (imported already by the generated files); a spec is for one UI framework
            x-mac: &mac AppKit
                        ^
            spec.yaml:3:19: note: an item of 'imports' uses this through alias '*mac'
            imports: [Models, *mac]
                              ^

            """)
    }

    /// An app's `Main.storyboard` and a framework's are two storyboards:
    /// each may have an initial scene and a scene with one Storyboard ID.
    /// In one bundle, the second of each is an error.
    @Test func storyboardsOfOneNameInTwoBundlesAreTwo() throws {
        let twoBundles = """
            storyboard: Main
            scenes:
              HomeViewController:
                initial: true
              LoginViewController:
                initial: true
                bundle: com.example.AuthKit
              StartViewController:
                storyboardIdentifier: Start
              AuthStartViewController:
                storyboardIdentifier: Start
                bundle: module

            """
        let loaded = SpecLoader.load(bytes: Array(twoBundles.utf8), path: "App.yaml")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.value?.scenes.count == 4)

        let oneBundle = twoBundles.replacingOccurrences(of: "bundle: com.example.AuthKit", with: "bundle: main")
            .replacingOccurrences(of: "bundle: module", with: "bundle: main")
        let clashing = SpecLoader.load(bytes: Array(oneBundle.utf8), path: "App.yaml")
        #expect(clashing.diagnostics.map(\.message) == [
            "scenes 'HomeViewController' and 'LoginViewController' are both the initial scene of storyboard \"Main\"",
            "scenes 'StartViewController' and 'AuthStartViewController' are both the scene with Storyboard ID \"Start\" of storyboard \"Main\"",
        ])
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
        #expect(result.value == nil)
        #expect(result.diagnostics.map(\.message) == [
            "unknown key 'platfrom' at the top level of the spec; did you mean 'platform'?",
            "empty segue identifier in scene 'A'; a segue needs an identifier to be performed from code",
            "'9Lives' is not a valid Swift type name for a destination: \(SwiftNaming.typeNameProblem("9Lives")?.description ?? "")",
            "unknown key 'segeus' in scene 'B'; did you mean 'segues'?",
        ])
        #expect(result.diagnostics.map { $0.location?.line } == [1, 5, 6, 8])
    }


    /// A key written one level too high (`find:` next to a segue's
    /// `container:` rather than inside its long form) is told where it goes;
    /// a key of a shallower level, or of none, gets this level's keys.
    @Test func aKeyOfADeeperLevelSaysWhereItBelongs() {
        let result = load("""
        segues: {}
        scenes:
          A:
            destination: B
            segues:
              tabs:
                destination: B
                container: UITabBarController
                find: last
                storyboardIdentifier: Tabs
        """)
        #expect(result.diagnostics.map(\.message) == [
            "'segues' is not a key at the top level of the spec; it belongs in a scene, under 'scenes'",
            "'destination' is not a key in scene 'A'; it belongs in the long form of a segue, under a scene's 'segues'",
            "'find' is not a key in segue \"tabs\"; it belongs in the long form of 'container' (docs/Spec.md, \"Containers\")",
            "unknown key 'storyboardIdentifier' in segue \"tabs\"; expected one of 'destination', 'unwind', 'embed', 'container', 'name'",
        ])
        #expect(result.diagnostics.map { $0.location?.line } == [1, 4, 9, 10])
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
        #expect(failed.value == nil)
        #expect(failed.diagnostics.map { $0.location?.line } == invalid.sorted().map { 4 + 3 * $0 })
        #expect(Set(failed.diagnostics.map(\.message)).count == 1)

        let loaded = try #require(load(text.replacingOccurrences(of: "9Lives", with: "Lives")).value)
        #expect(loaded.scenes.map(\.typeName.value) == (0..<200).map { "Scene\($0)" })
        #expect(loaded.scenes.map { $0.segues.first?.destination?.value } == (0..<200).map { invalid.contains($0) ? "Lives" : "Scene\($0 + 1)" })
    }

    /// A type of the standard library or Foundation is no class, so no view
    /// controller: the generated `SegueGen.scene(of:at:)` would not compile.
    @Test func aStandardLibraryTypeIsNoDestination() {
        let result = load("""
        scenes:
          ListViewController:
            segues:
              showName: String
              showCount: Int
              showNothing: Never
        """)
        #expect(result.value == nil)
        #expect(DiagnosticPrinter(sources: result.sources).render(result.diagnostics) == """
            spec.yaml:4:17: error: 'String' is a type of the Swift standard library, not a view controller class, and cannot be a destination: name a UIViewController subclass; for a class of your own named 'String', qualify it with the name of its module (Module.String)
                  showName: String
                            ^
            spec.yaml:5:18: error: 'Int' is a type of the Swift standard library, not a view controller class, and cannot be a destination: name a UIViewController subclass; for a class of your own named 'Int', qualify it with the name of its module (Module.Int)
                  showCount: Int
                             ^
            spec.yaml:6:20: error: 'Never' is a type of the Swift standard library, not a view controller class, and cannot be a destination: name a UIViewController subclass; for a class of your own named 'Never', qualify it with the name of its module (Module.Never)
                  showNothing: Never
                               ^

            """)
    }

    /// Every listed type, bare or qualified with its module, is refused
    /// wherever a view controller class belongs, on either framework.
    @Test(arguments: [Platform.ios, .macos])
    func everyTypeThatIsNoViewControllerIsRefusedInEveryRole(_ platform: Platform) {
        let owners: [(module: String, types: Set<String>)] = [
            ("Swift", NonViewControllerTypes.standardLibrary), ("Foundation", NonViewControllerTypes.foundation),
            ("UIKit", NonViewControllerTypes.uiKit), ("AppKit", NonViewControllerTypes.appKit),
        ]
        for (module, types) in owners {
            for name in types.sorted() {
                for typeName in [name, "\(module).\(name)"] {
                    let result = load("""
                    platform: \(platform.rawValue)
                    scenes:
                      \(typeName):
                        segues:
                          go:
                            destination: \(typeName)
                            container:
                              type: \(typeName)
                              kind: \(platform.isUIKit ? "navigation" : "window")
                    """)
                    #expect(result.value == nil, "\(typeName)")
                    #expect(result.diagnostics.map { $0.location?.line } == [3, 6, 8], "\(typeName): \(result.diagnostics)")
                    #expect(result.diagnostics.allSatisfy { $0.message.hasPrefix("'\(typeName)' is ") && $0.message.contains(", not a view controller class, and cannot be ") },
                            "\(typeName): \(result.diagnostics)")
                }
            }
        }
    }

    /// Names that only contain a library type's name, and an app's own class
    /// qualified with its module, are view controllers as far as seguegen can tell.
    @Test func aNameLikeALibraryTypesIsAccepted() throws {
        let result = load("""
        module: TaskApp
        scenes:
          StringViewController:
            segues:
              a: TaskApp.Data
              b: Models.URL
              c: DataViewController
              d: UIViewController
              e: Swift.StringViewController
              f: Strings
        """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(try #require(result.value).scenes.first?.segues.count == 6)
    }

    @Test func warningsDoNotStopTheSpec() throws {
        let result = load("scenes:\n  A:\n  B:\n    segues:\n      go: C\n")
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.message == "scene 'A' has no segues; no file is generated for it")
        #expect(try #require(result.value).scenes.count == 2)
    }
}

/// `superclass` across the specs of one output directory
/// (`SpecLoader.checkInheritance(among:)`).
@Suite struct SharedInheritanceTests {
    private func load(_ text: String, _ path: String) throws -> NavigationSpec {
        let result = SpecLoader.load(bytes: Array(text.utf8), path: path, checkingInheritance: false)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.value)
    }

    static let base = """
        scenes:
          BaseViewController:
            storyboardIdentifier: Base
            storyboard: Main
            segues:
              showHelp: HelpViewController

        """

    @Test func aSuperclassInAnotherSpecIsInherited() throws {
        let base = try load(Self.base, "Base.yaml")
        let feature = try load("scenes:\n  SearchViewController:\n    superclass: BaseViewController\n    segues:\n      showFilter: FilterViewController\n", "Feature.yaml")
        let checked = SpecLoader.checkInheritance(among: [base, feature])
        #expect(checked.diagnostics.isEmpty)
        let search = try #require(checked.specs[1].scenes.first)
        #expect(checked.specs[1].externalScenes.map(\.typeName.value) == ["BaseViewController"])
        #expect(checked.specs[0].externalScenes.map(\.typeName.value) == ["SearchViewController"])
        #expect(checked.specs[1].inheritedSegues(of: search).map(\.identifier.value) == ["showHelp"])
        #expect(TemplateContext.hasSceneFile(search, in: checked.specs[1]))
    }

    /// Each check that needs the superclass runs across the specs: a name
    /// that no spec has, a loop, a redeclared segue, an instantiated superclass.
    @Test func inheritanceIsCheckedAcrossTheSpecs() throws {
        let base = try load(Self.base + "  LoopViewController:\n    superclass: OtherLoopViewController\n    segues:\n      a: A\n", "Base.yaml")
        let feature = try load("""
            scenes:
              SearchViewController:
                superclass: BaseViewController
                storyboardIdentifier: Search
                storyboard: Main
                segues:
                  showHelp: OtherHelpViewController
              LostViewController:
                superclass: BaseViewControler
                segues:
                  b: B
              OtherLoopViewController:
                superclass: LoopViewController
                segues:
                  c: C

            """, "Feature.yaml")
        let diagnostics = SpecLoader.checkInheritance(among: [base, feature]).diagnostics
        #expect(diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "Base.yaml:8:17: the superclasses of 'LoopViewController' form a loop: LoopViewController -> OtherLoopViewController -> LoopViewController",
            "Feature.yaml:4:27: scene 'SearchViewController' and its superclass 'BaseViewController' are both created from a storyboard, "
                + "but Swift cannot declare 'instantiate(configure:)' for both (a method of an extension cannot be overridden); "
                + "create only one of them from its storyboard",
            "Feature.yaml:7:7: segue \"showHelp\" is inherited from 'BaseViewController'; a subclass has its superclass's segues and cannot declare one again",
            "Feature.yaml:9:17: 'BaseViewControler' is not a scene of this spec or the specs generated with it; did you mean 'BaseViewController'?",
            "Feature.yaml:13:17: the superclasses of 'OtherLoopViewController' form a loop: OtherLoopViewController -> LoopViewController -> OtherLoopViewController",
        ])
    }
}
