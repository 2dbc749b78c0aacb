import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// A spec given with storyboards, laid over what they say (`SpecLoader.load(storyboards:overlay:)`).
@Suite struct SpecOverlayTests {
    /// A list that shows a detail in a navigation controller, and a settings scene of its
    /// own class with no segue and no Storyboard ID.
    static let storyboard = StoryboardXML.read(StoryboardXML.document([
        StoryboardXML.scene("list", customClass: "ListViewController", segues: [StoryboardXML.segue(to: "nav", "showDetail")]),
        StoryboardXML.scene("nav", "navigationController", segues: [StoryboardXML.relationship(to: "detail", "rootViewController")]),
        StoryboardXML.scene("detail", customClass: "DetailViewController"),
        StoryboardXML.scene("settings", customClass: "SettingsViewController"),
    ]))

    static func load(_ overlay: String?) -> Loaded<NavigationSpec> {
        SpecLoader.load(storyboards: [storyboard], overlay: overlay.map { (Array($0.utf8), "Overlay.yaml") }).spec
    }

    @Test func withoutASpecTheStoryboardsGiveTheImportedScenes() throws {
        let spec = try #require(Self.load(nil).value)
        let list = try #require(spec.scene(named: "ListViewController"))
        #expect(spec.scenes.map(\.typeName.value) == ["ListViewController"])
        #expect(list.segues.map(\.identifier.value) == ["showDetail"])
        #expect(list.segues.first?.destination?.value == "DetailViewController")
        #expect(list.segues.first?.container?.value.typeName == "UINavigationController")
        // Where the storyboard says it: the segue's element.
        #expect(list.segues.first?.identifier.location == SourceLocation(file: "Main.storyboard", line: 8, column: 21))
    }

    @Test func aShortFormNamesAMoreSpecificDestinationAndKeepsTheContainer() throws {
        let spec = try #require(Self.load("scenes:\n  ListViewController:\n    segues:\n      showDetail: SpecialDetailViewController\n").value)
        let segue = try #require(spec.scene(named: "ListViewController")?.segues.first)
        #expect(segue.destination?.value == "SpecialDetailViewController")
        #expect(segue.destination?.location == SourceLocation(file: "Overlay.yaml", line: 4, column: 19))
        #expect(segue.container?.value.typeName == "UINavigationController")
    }

    @Test func importsAddToTheStoryboardsAndKeysOfTheSpecWin() throws {
        let overlay = """
            platform: tvos
            imports: [Models]
            scenes:
              ListViewController:
                access: public
                segues:
                  showDetail: {name: openDetail}

            """
        let spec = try #require(Self.load(overlay).value)
        #expect(spec.platform == .tvos)
        #expect(spec.imports.map(\.value) == ["Models"])
        let list = try #require(spec.scene(named: "ListViewController"))
        #expect(list.access == .public)
        #expect(list.segues.first?.names.caseName == "openDetail")
        #expect(list.segues.first?.hasExplicitName == true)
        #expect(list.segues.first?.destination?.value == "DetailViewController")
    }

    @Test func aClassOfTheStoryboardsWithoutSeguesIsTakenAsTheSpecSaysIt() throws {
        let overlay = "scenes:\n  SettingsViewController:\n    superclass: ListViewController\n"
        let spec = try #require(Self.load(overlay).value)
        #expect(spec.scenes.map(\.typeName.value) == ["ListViewController", "SettingsViewController"])
        #expect(spec.scene(named: "SettingsViewController")?.superclass?.value == "ListViewController")
    }

    /// The storyboards give the class no segue, so a segue of the spec would fail at run time.
    @Test func aSegueOfAClassWithoutSeguesInTheStoryboardsIsAnError() {
        let result = Self.load("scenes:\n  SettingsViewController:\n    segues:\n      showLicense: LicenseViewController\n")
        #expect(result.value == nil)
        #expect(result.diagnostics == [.error(
            "scene 'SettingsViewController' has no segue 'showLicense' in the storyboards",
            at: SourceLocation(file: "Overlay.yaml", line: 4, column: 7))])
    }

    @Test func aPlatformOfTheOtherFrameworkIsAnErrorAtIt() {
        let result = Self.load("platform: macos\n")
        #expect(result.value == nil)
        #expect(result.diagnostics == [.error(
            "the storyboard given is not an AppKit storyboard, but the spec's platform 'macos' uses AppKit; "
                + "give the spec's AppKit storyboards (UIKit storyboards go with a spec of their own)",
            at: SourceLocation(file: "Overlay.yaml", line: 1, column: 11))])
    }

    @Test func aSpecThatAddsNothingChangesNothing() throws {
        let spec = try #require(Self.load("scenes: {}\n").value)
        #expect(spec == Self.load(nil).value)
    }

    @Test func aSpecOfTheWrongShapeIsReportedAsAnySpecIs() {
        let result = Self.load("- ListViewController\n")
        #expect(result.value == nil)
        #expect(result.diagnostics.map(\.location?.file) == ["Overlay.yaml"])
    }
}
