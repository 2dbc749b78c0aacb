import Foundation
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// A framework's public scenes, subclassed in an app that has generated
/// code of its own: two modules, each with its own `SegueGen`
/// (docs/Spec.md, `access`).
@Suite struct CrossModuleTests {
    /// The framework `Recipes`: a public scene whose typed perform the app calls.
    static let framework = SwiftLibrary(moduleName: "Recipes", files: [
        SwiftSourceFile(name: "Scenes.swift", contents: """
            import UIKit

            public final class RecipeViewController: UIViewController {
                public var recipe = ""
            }

            open class RecipeListViewController: UIViewController {
                open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    SegueGen.prepare(for: segue)
                }
            }

            """),
    ])

    static let frameworkSpec = """
        access: public
        scenes:
          RecipeListViewController:
            segues:
              showRecipe: RecipeViewController

        """

    static let appSpec = """
        scenes:
          SettingsViewController:
            segues:
              showAbout: AboutViewController

        """

    /// Two subclasses: one forwards as docs/Spec.md says, one only to the
    /// app's own `SegueGen`.
    static let appSources = """
        import UIKit
        import Recipes

        final class AboutViewController: UIViewController {}

        final class SettingsViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                SegueGen.prepare(for: segue)
            }
        }

        final class FavoritesViewController: RecipeListViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if Recipes.SegueGen.prepare(for: segue) || SegueGen.prepare(for: segue) { return }
            }
        }

        final class SearchViewController: RecipeListViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if SegueGen.prepare(for: segue) { return }
            }
        }

        """

    static let driver = """
        @_spi(StandIn) import UIKit
        import Recipes

        @MainActor func drive() {
            var failures: [String] = []
            Recipes.SegueGen.failureHandler = { failures.append("\\($0)") }
            SegueGen.failureHandler = { failures.append("app: \\($0)") }
            let storyboard = UIStoryboard(standInName: "Main")
            let segues = [StandInSegueTemplate(identifier: "showRecipe", destination: { RecipeViewController() })]

            let favorites = FavoritesViewController()
            favorites.standInLoad(from: storyboard, segues: segues)
            var shown = ""
            favorites.performShowRecipeSegue { recipe in
                recipe.recipe = "soup"
                shown = recipe.recipe
            }
            print("forwarded to Recipes.SegueGen: \\(shown)")

            let search = SearchViewController()
            search.standInLoad(from: storyboard, segues: segues)
            var ran = false
            search.performShowRecipeSegue { _ in ran = true }
            print("forwarded to App.SegueGen only: ran \\(ran)")
            print(failures.joined(separator: "\\n"))
        }

        MainActor.assumeIsolated { drive() }

        """

    @Test(arguments: SwiftLanguageMode.allCases)
    func aSubclassInTheAppForwardsToTheFrameworksSupportType(_ mode: SwiftLanguageMode) async throws {
        var framework = Self.framework
        framework.files += try Generation.files(forSpec: Array(Self.frameworkSpec.utf8), named: "Recipes.yaml").map(\.sourceFile)
        let app = try Generation.files(forSpec: Array(Self.appSpec.utf8), named: "App.yaml").map(\.sourceFile)
            + [SwiftSourceFile(name: "Scenes.swift", contents: Self.appSources), SwiftSourceFile(name: "main.swift", contents: Self.driver)]
        let result = try await StandInHarness.shared.buildAndRun(files: app, library: framework, languageMode: mode, optimized: true)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            forwarded to Recipes.SegueGen: soup
            forwarded to App.SegueGen only: ran false
            SearchViewController performed segue "showRecipe" with a configure closure, but SearchViewController.prepare(for:sender:) \
            did not forward the segue to Recipes.SegueGen, so the closure never ran. Add `Recipes.SegueGen.prepare(for: segue)` to \
            SearchViewController.prepare(for:sender:), before anything in it that returns (override it if SearchViewController does not), \
            or generate with `dispatch: swizzle`.

            """, "\(result)")
    }
}
