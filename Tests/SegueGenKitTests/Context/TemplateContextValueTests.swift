import Foundation
import Testing
@testable import SegueGenKit
import SegueGenTestSupport
@testable import SegueGenFixtures

/// The generator builds the templates' values field by field
/// (`TemplateContext+MustacheValue.swift`) instead of through
/// `MustacheValue(encoding:)`; the two must agree key for key, for every kind
/// of segue. When a context type gains a property, this fails until its
/// `mustacheValue` has it too.
@Suite struct TemplateContextValueTests {
    /// Every optional key present and absent, every container, both dispatch
    /// modes, imports, access, inheritance, unwind segues, instantiation, AppKit.
    static let inlineSpecs = [
        """
        imports: [Foundation, Combine]
        scenes:
          HubViewController:
            segues:
              showProfile: ProfileViewController
              Screen One Segue: ProfileViewController
              presentComposer:
                destination: ComposerViewController
                container: UINavigationController
              presentDashboard:
                destination: StatsViewController
                container: UITabBarController
              showSplitDetail:
                destination: DetailViewController
                container: UISplitViewController
              default:
                destination: Models.Detail
                name: fallback
        """,
        """
        platform: tvos
        dispatch: swizzle
        scenes:
          Outer.InboxViewController:
            segues:
              "say \\"hi\\"\\t": MessageViewController
        """,
        """
        access: public
        storyboard: Main
        scenes:
          BaseListViewController:
            storyboardIdentifier: List
            segues:
              showDetail: DetailViewController
              close:
                unwind: true
          FilteredListViewController:
            access: package
            superclass: BaseListViewController
            segues:
              saveAndClose:
                unwind: true
                destination: HubViewController
          SettingsViewController:
            initial: true
            bundle: class
        """,
        """
        platform: macos
        scenes:
          MainWindowController:
            storyboard: Main
            storyboardIdentifier: MainWindow
            windowController: true
            segues:
              showInspector:
                destination: InspectorViewController
                container: NSWindowController
        """,
    ]

    /// The specs of the golden fixtures and of the example app.
    static func fixtureSpecs() throws -> [(name: String, text: String)] {
        try Fixture.all.map { ($0.name, try String(contentsOf: $0.spec, encoding: .utf8)) }
            + [("TaskList", try String(contentsOf: Repository.url("Examples/TaskList/Tasks.yaml"), encoding: .utf8))]
    }

    @Test func fixturesAreFound() throws {
        #expect(try Self.fixtureSpecs().count >= 6)
    }

    @Test(arguments: inlineSpecs)
    func inlineSpecValuesMatchTheirEncoding(_ text: String) throws {
        try checkAgreement(text, name: "inline")
    }

    @Test func fixtureValuesMatchTheirEncoding() throws {
        for (name, text) in try Self.fixtureSpecs() {
            try checkAgreement(text, name: name)
        }
    }

    private func checkAgreement(_ text: String, name: String) throws {
        let loaded = SpecLoader.load(bytes: Array(text.utf8), path: "spec.yaml")
        let spec = try #require(loaded.spec, "\(name): \(loaded.diagnostics)")
        #expect(!spec.scenes.isEmpty)
        for scene in spec.scenes {
            // A scene without segues and without instantiation has no file.
            guard let context = TemplateContext.sceneFile(for: scene, in: spec, specFileName: "spec.yaml") else { continue }
            #expect(context.mustacheValue == (try MustacheValue(encoding: context)), "\(name): \(scene.typeName.value)")
        }
        let support = TemplateContext.supportFile(for: spec, specFileName: "spec.yaml")
        #expect(support.mustacheValue == (try MustacheValue(encoding: support)), "\(name): support file")
    }
}
