import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// Specs generated together into one directory: a scene of one inherits the
/// segues of its superclass in another (`SpecLoader.checkInheritance(among:)`).
@Suite struct SharedDirectoryTests {
    static let specs = [
        ("Base.yaml", """
            scenes:
              BaseListViewController:
                segues:
                  showDetail: DetailViewController

            """),
        ("Search.yaml", """
            scenes:
              SearchViewController:
                superclass: BaseListViewController
                segues:
                  showFilter: FilterViewController

            """),
    ]

    static let sources = """
        import UIKit

        final class DetailViewController: UIViewController { var item = "" }
        final class FilterViewController: UIViewController {}

        class BaseListViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                SegueGen.prepare(for: segue)
            }
        }

        final class SearchViewController: BaseListViewController {}

        """

    static let driver = """
        @_spi(StandIn) import UIKit

        @MainActor func drive() {
            let search = SearchViewController()
            search.standInLoad(from: UIStoryboard(standInName: "Main"), segues: [
                StandInSegueTemplate(identifier: "showDetail", destination: { DetailViewController() }),
                StandInSegueTemplate(identifier: "showFilter", destination: { FilterViewController() }),
            ])
            var item = ""
            search.performShowDetailSegue { detail in
                detail.item = "inherited"
                item = detail.item
            }
            print("\\(item), \\(SearchViewController.SegueIdentifier.allCases)")
        }

        MainActor.assumeIsolated { drive() }

        """

    @Test(arguments: SwiftLanguageMode.allCases)
    func aSubclassInheritsTheSeguesOfASuperclassInAnotherSpec(_ mode: SwiftLanguageMode) async throws {
        let specs = try Self.specs.map { name, text in
            let loaded = SpecLoader.load(bytes: Array(text.utf8), path: name, checkingInheritance: false)
            return try #require(loaded.value, "\(loaded.diagnostics)")
        }
        let checked = SpecLoader.checkInheritance(among: specs)
        #expect(checked.diagnostics.isEmpty)
        let inputs = zip(checked.specs, Self.specs).map { SpecInput(spec: $0, fileName: $1.0) }
        let generated = try Generator(templates: TemplateSet.builtin(for: .ios)).generate(inputs, layout: .filePerScene)
        #expect(generated.map(\.path) == ["BaseListViewController+Segues.swift", "SearchViewController+Segues.swift", "SegueGen.swift"])
        let files = generated.map(\.sourceFile) + [
            SwiftSourceFile(name: "Scenes.swift", contents: Self.sources), SwiftSourceFile(name: "main.swift", contents: Self.driver),
        ]
        let result = try await StandInHarness.shared.buildAndRun(files: files, languageMode: mode, optimized: false)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == "inherited, [App.SearchViewController.SegueIdentifier.showDetail, App.SearchViewController.SegueIdentifier.showFilter]\n", "\(result)")
    }
}
