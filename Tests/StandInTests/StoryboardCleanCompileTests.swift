// Ordinary app code that creates scenes from storyboards and shows them, which compiles cleanly
// against the iOS and macOS SDKs, must compile cleanly (warnings are errors) against both stand-ins
// of its framework in both language modes, as CleanCompileTests checks for the segue API.

import SegueGenTestSupport
import Testing

let storyboardCleanCases: [CleanCase] = [
    CleanCase(
        name: "UIKit: instantiate by identifier and initial, cast or typed with a creator, then push or present",
        source: """
            import UIKit

            final class DetailViewController: UIViewController {
                let item: String

                init?(coder: NSCoder, item: String) {
                    self.item = item
                    super.init(coder: coder)
                }

                required init?(coder: NSCoder) {
                    item = ""
                    super.init(coder: coder)
                }
            }

            final class ListViewController: UIViewController {
                func pushDetail(_ item: String) {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    let detail = storyboard.instantiateViewController(identifier: "Detail") { coder in
                        DetailViewController(coder: coder, item: item)
                    }
                    navigationController?.pushViewController(detail, animated: true)
                }

                func presentDetail() {
                    guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController else {
                        return
                    }
                    present(detail, animated: true) {
                        print("presented \\(detail.item)")
                    }
                }

                func presentTyped() {
                    let detail: DetailViewController = UIStoryboard(name: "Main", bundle: .main).instantiateViewController(identifier: "Detail")
                    present(detail, animated: false, completion: nil)
                    if presentedViewController != nil {
                        dismiss(animated: true)
                    }
                    detail.dismiss(animated: false) { print("dismissed") }
                }

                func initial() -> UIViewController? {
                    UIStoryboard(name: "Onboarding", bundle: Bundle.main).instantiateInitialViewController()
                }

                func typedInitial() -> DetailViewController? {
                    let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
                    if #available(iOS 13.0, *) {
                        return storyboard.instantiateInitialViewController { DetailViewController(coder: $0, item: "first") }
                    }
                    return storyboard.instantiateInitialViewController() as? DetailViewController
                }

                func back() {
                    navigationController?.popViewController(animated: true)
                    storyboard?.instantiateViewController(withIdentifier: "Warm-up")
                }
            }
            """),
    CleanCase(
        name: "UIKit: a typed instantiate(configure:) helper, and overriding the presentation members",
        source: """
            import UIKit

            final class DetailViewController: UIViewController {
                var item = ""

                static func instantiate(configure: (DetailViewController) -> Void) -> DetailViewController {
                    let detail: DetailViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Detail")
                    configure(detail)
                    return detail
                }

                override var presentedViewController: UIViewController? { super.presentedViewController }

                override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
                    super.present(viewControllerToPresent, animated: flag, completion: completion)
                }

                override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
                    super.dismiss(animated: flag, completion: completion)
                }
            }

            final class Navigation: UINavigationController {
                override func pushViewController(_ viewController: UIViewController, animated: Bool) {
                    super.pushViewController(viewController, animated: animated)
                }

                override func popViewController(animated: Bool) -> UIViewController? {
                    super.popViewController(animated: animated)
                }
            }

            final class Storyboard: UIStoryboard {
                override func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
                    super.instantiateViewController(withIdentifier: identifier)
                }

                override func instantiateInitialViewController() -> UIViewController? {
                    super.instantiateInitialViewController()
                }
            }

            @MainActor func show(from source: UIViewController) {
                let detail = DetailViewController.instantiate { $0.item = "configured" }
                source.present(detail, animated: true)
            }

            func showLater(from source: UIViewController) async {
                let detail = await UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
                await source.present(detail, animated: true)
            }
            """),
    CleanCase(
        name: "AppKit: instantiate view and window controllers (Any cast or typed with a creator), sheets, modal windows, windows",
        source: """
            import AppKit

            final class PreferencesViewController: NSViewController {
                let pane: Int

                init?(coder: NSCoder, pane: Int) {
                    self.pane = pane
                    super.init(coder: coder)
                }

                required init?(coder: NSCoder) {
                    pane = 0
                    super.init(coder: coder)
                }

                @IBAction func close(_ sender: Any?) {
                    dismiss(sender)
                }

                func closeSelf() {
                    dismiss(self)
                }
            }

            final class PreferencesWindowController: NSWindowController {}

            final class MainViewController: NSViewController {
                func showPreferences() {
                    let storyboard = NSStoryboard(name: "Main", bundle: nil)
                    let preferences: PreferencesViewController = storyboard.instantiateController(identifier: "Preferences") { coder in
                        PreferencesViewController(coder: coder, pane: 2)
                    }
                    presentAsSheet(preferences)
                    dismiss(preferences)
                    presentAsModalWindow(preferences)
                }

                func showWindow() {
                    let storyboard = NSStoryboard(name: NSStoryboard.Name("Main"), bundle: Bundle.main)
                    let identifier = NSStoryboard.SceneIdentifier("PreferencesWindow")
                    if let windowController = storyboard.instantiateController(withIdentifier: identifier) as? NSWindowController {
                        windowController.showWindow(self)
                    }
                    let typed: PreferencesWindowController = storyboard.instantiateController(identifier: identifier)
                    typed.showWindow(nil)
                }

                func initial() -> NSWindowController? {
                    NSStoryboard(name: "Main", bundle: nil).instantiateInitialController() as? NSWindowController
                }

                func typedInitial() -> PreferencesWindowController? {
                    NSStoryboard(name: "Main", bundle: nil).instantiateInitialController()
                }

                func typedInitialViewController() -> PreferencesViewController? {
                    NSStoryboard(name: "Main", bundle: nil).instantiateInitialController { PreferencesViewController(coder: $0, pane: 1) }
                }
            }

            let storyboardName: NSStoryboard.Name = "Main"
            let name: String = storyboardName
            """),
    CleanCase(
        name: "AppKit: overriding the presentation and instantiation members; a storyboard off the main actor",
        source: """
            import AppKit

            final class Presenter: NSViewController {
                override func presentAsSheet(_ viewController: NSViewController) {
                    super.presentAsSheet(viewController)
                }

                override func presentAsModalWindow(_ viewController: NSViewController) {
                    super.presentAsModalWindow(viewController)
                }

                override func dismiss(_ viewController: NSViewController) {
                    super.dismiss(viewController)
                }

                override func dismiss(_ sender: Any?) {
                    super.dismiss(sender)
                }
            }

            final class Storyboard: NSStoryboard {
                override func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
                    super.instantiateController(withIdentifier: identifier)
                }

                override func instantiateInitialController() -> Any? {
                    super.instantiateInitialController()
                }
            }

            func loadInBackground() async -> NSStoryboard {
                let storyboard: NSStoryboard = Storyboard(name: "Main", bundle: nil)
                storyboard.instantiateController(withIdentifier: "Warm-up")
                return storyboard
            }
            """),
]

@Suite("App code using storyboards compiles cleanly against the stand-ins")
struct StoryboardCleanCompileTests {
    static let checks = CleanCase.checks(of: storyboardCleanCases)

    @Test(arguments: checks)
    func compilesCleanly(_ combination: StrictnessCheck) async throws {
        try await check(combination.strictnessCase.source, against: combination.sdk, mode: combination.mode, expect: .clean)
    }
}
