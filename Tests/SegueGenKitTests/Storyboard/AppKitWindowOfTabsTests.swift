import Foundation
@testable import SegueGenKit
import Testing

/// A macOS window whose content is a tab view controller of the app's panes
/// (`Fixtures/PreferencesWindow.storyboard`: a preferences window, opened by
/// a segue from the main window's content, neither window nor tab view
/// controller of a custom class): the panes are scenes, and what the window
/// creates or shows is its first pane, in the window.
@Suite struct AppKitWindowOfTabsTests {
    static let path = "PreferencesWindow.storyboard"

    static func storyboard() throws -> Storyboard {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(path)")
        let result = StoryboardReader.read(bytes: Array(try Data(contentsOf: url)), path: path)
        #expect(result.diagnostics.isEmpty)
        return try #require(result.value)
    }

    @Test func theWindowCreatesAndShowsItsFirstPane() throws {
        let imported = StoryboardImporter.importSpec(from: [try Self.storyboard()])
        #expect(try imported.spec.yaml() == """
            platform: macos
            storyboard: PreferencesWindow
            scenes:
              AdvancedViewController:
                segues:
                  showHelp: LicenseViewController
              GeneralViewController:
                storyboardIdentifier: Preferences
                container: NSWindowController
                segues:
                  showLicense: LicenseViewController
              MainViewController:
                initial: true
                container: NSWindowController
                segues:
                  showPreferences:
                    destination: GeneralViewController
                    container: NSWindowController

            """)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "imported: MainViewController PreferencesWindow initial in NSWindowController",
            "imported: GeneralViewController PreferencesWindow \"Preferences\" in NSWindowController",
        ])
    }

    @Test func lintAcceptsThePaneInTheWindowAndTheTabViewControllerItIsIn() throws {
        let storyboard = try Self.storyboard()
        let imported = try #require(SpecLoader.load(bytes: Array(try StoryboardImporter.importSpec(from: [storyboard]).spec.yaml().utf8), path: "spec.yaml").value)
        let linted = StoryboardLinter.lint(imported, against: StoryboardCatalog([storyboard]))
        #expect(linted.diagnostics.isEmpty)
        #expect((linted.checkedSegues, linted.checkedInstantiations) == (3, 2))
        // The tab view controller, the destination an import wrote before, is still one the window holds.
        let spec = try #require(SpecLoader.load(bytes: Array("""
            platform: macos
            scenes:
              MainViewController:
                segues:
                  showPreferences:
                    destination: NSTabViewController
                    container: NSWindowController

            """.utf8), path: "spec.yaml").value)
        // Warnings only, for what this spec leaves out of the storyboard.
        let diagnostics = StoryboardLinter.lint(spec, against: StoryboardCatalog([storyboard])).diagnostics
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .warning])
        #expect(!diagnostics.contains { $0.location?.line == 31 })
    }

    @Test func generationFromTheStoryboardFindsThePaneInTheWindow() throws {
        let loaded = SpecLoader.load(storyboards: [try Self.storyboard()], overlay: nil).spec
        #expect(loaded.diagnostics.isEmpty)
        let spec = try #require(loaded.value)
        let files = try Generator(templates: try TemplateSet.builtin(for: .macos)).generate(spec, specFileName: Self.path)
        #expect(files.map(\.path) == [
            "AdvancedViewController+Segues.swift", "GeneralViewController+Segues.swift", "MainViewController+Segues.swift", "SegueGen.swift",
        ])
        let main = try #require(files.first { $0.path == "MainViewController+Segues.swift" }).contents
        #expect(main.contains("        case showPreferences(GeneralViewController)\n"), "\(main)")
        #expect(main.contains(
            "case .showPreferences?: guard let scene: GeneralViewController = SegueGen.scene(of: segue, at: .windowContent) else { return nil }; self = .showPreferences(scene)"),
            "\(main)")
        let general = try #require(files.first { $0.path == "GeneralViewController+Segues.swift" }).contents
        #expect(general.contains(
            "SegueGen.instantiate(storyboard: \"PreferencesWindow\", bundle: Bundle.main, identifier: \"Preferences\", at: .windowContent, configure: configure)"),
            "\(general)")
    }
}
