// Snippets about storyboard instantiation and presentation that the real SDKs reject or warn about,
// checked against BOTH stand-ins of each framework in BOTH language modes, as StrictnessTests does.
//
// Sources: the "Storyboard instantiation and presentation" section of
// docs/reference/uikit-appkit-segue-api.md; the header stand-ins (UIStoryboard.h,
// UIViewController.h, UINavigationController.h, NSStoryboard.h, NSViewController.h) and their
// Swift overlays (the generic overloads, as Apple's documentation declares them), imported by
// Swift's own ClangImporter. The Swift stand-ins must give the same diagnostics.

import SegueGenTestSupport
import Testing

/// A view controller whose designated initializer takes the storyboard's coder and an argument, as
/// code using the creator blocks declares it (shared by the UIKit snippets).
private let uiKitDetail = """
    final class DetailViewController: UIViewController {
        let item: String
        init?(coder: NSCoder, item: String) { self.item = item; super.init(coder: coder) }
        required init?(coder: NSCoder) { item = ""; super.init(coder: coder) }
    }
    """

/// The same for AppKit.
private let appKitPreferences = """
    final class PreferencesViewController: NSViewController {
        let pane: Int
        init?(coder: NSCoder, pane: Int) { self.pane = pane; super.init(coder: coder) }
        required init?(coder: NSCoder) { pane = 0; super.init(coder: coder) }
    }
    final class PreferencesWindowController: NSWindowController {}
    """

let storyboardStrictnessCases: [StrictnessCase] = [
    // MARK: UIKit: types and optionality (UIStoryboard.h and the UIKit overlay)
    StrictnessCase(
        name: "UIKit storyboard: instantiateInitialViewController() is optional",
        source: """
            import UIKit
            @MainActor func initial(_ storyboard: UIStoryboard) -> UIViewController { storyboard.instantiateInitialViewController() }
            """,
        swift5: .error("value of optional type 'UIViewController?' must be unwrapped"),
        swift6: .error("value of optional type 'UIViewController?' must be unwrapped")),
    StrictnessCase(
        name: "UIKit storyboard: the typed initial view controller is optional too",
        source: """
            import UIKit
            \(uiKitDetail)
            @MainActor func initial(_ storyboard: UIStoryboard) -> DetailViewController {
                storyboard.instantiateInitialViewController { DetailViewController(coder: $0, item: "first") }
            }
            """,
        swift5: .error("cannot convert return expression of type 'DetailViewController?' to return type 'DetailViewController'"),
        swift6: .error("cannot convert return expression of type 'DetailViewController?' to return type 'DetailViewController'")),
    StrictnessCase(
        name: "UIKit storyboard: without a type from its context the generic overload returns a UIViewController",
        source: """
            import UIKit
            \(uiKitDetail)
            @MainActor func item(_ storyboard: UIStoryboard) -> String { storyboard.instantiateViewController(identifier: "Detail").item }
            """,
        swift5: .error("value of type 'UIViewController' has no member 'item'"),
        swift6: .error("value of type 'UIViewController' has no member 'item'")),
    StrictnessCase(
        name: "UIKit storyboard: the creator's result must be the requested type",
        source: """
            import UIKit
            \(uiKitDetail)
            final class OtherViewController: UIViewController {}
            @MainActor func make(_ storyboard: UIStoryboard) -> DetailViewController {
                storyboard.instantiateViewController(identifier: "Detail") { coder in OtherViewController(coder: coder) }
            }
            """,
        swift5: .error("cannot convert return expression of type 'OtherViewController' to return type 'DetailViewController'"),
        swift6: .error("cannot convert return expression of type 'OtherViewController' to return type 'DetailViewController'")),
    StrictnessCase(
        name: "UIKit storyboard: the generic overloads take only UIViewController subclasses",
        source: """
            import UIKit
            @MainActor func make(_ storyboard: UIStoryboard) -> UINavigationItemLike { storyboard.instantiateViewController(identifier: "Item") }
            final class UINavigationItemLike: NSObject {}
            """,
        swift5: .error("requires that 'UINavigationItemLike' inherit from 'UIViewController'"),
        swift6: .error("requires that 'UINavigationItemLike' inherit from 'UIViewController'")),
    StrictnessCase(
        name: "UIKit storyboard: init(name:bundle:) needs the bundle argument",
        source: """
            import UIKit
            @MainActor func main() -> UIStoryboard { UIStoryboard(name: "Main") }
            """,
        swift5: .error("missing argument for parameter 'bundle' in call"),
        swift6: .error("missing argument for parameter 'bundle' in call")),

    // MARK: UIKit: presentation and navigation (UIViewController.h, UINavigationController.h)
    StrictnessCase(
        name: "UIKit presentation: present needs the animated argument",
        source: """
            import UIKit
            @MainActor func show(_ source: UIViewController, _ detail: UIViewController) { source.present(detail) }
            """,
        swift5: .error("missing argument for parameter 'animated' in call"),
        swift6: .error("missing argument for parameter 'animated' in call")),
    StrictnessCase(
        name: "UIKit presentation: dismiss needs the animated argument",
        source: """
            import UIKit
            @MainActor func close(_ viewController: UIViewController) { viewController.dismiss(completion: nil) }
            """,
        swift5: .error("missing argument for parameter 'animated' in call"),
        swift6: .error("missing argument for parameter 'animated' in call")),
    StrictnessCase(
        name: "UIKit presentation: presentedViewController is read-only",
        source: """
            import UIKit
            @MainActor func forget(_ viewController: UIViewController) { viewController.presentedViewController = nil }
            """,
        // The header stand-in says "is immutable", the Swift stand-in "is a get-only property".
        swift5: .error("cannot assign to property: 'presentedViewController'"),
        swift6: .error("cannot assign to property: 'presentedViewController'")),
    StrictnessCase(
        name: "UIKit presentation: presentedViewController is optional",
        source: """
            import UIKit
            @MainActor func top(_ viewController: UIViewController) -> UIViewController { viewController.presentedViewController }
            """,
        swift5: .error("value of optional type 'UIViewController?' must be unwrapped"),
        swift6: .error("value of optional type 'UIViewController?' must be unwrapped")),
    StrictnessCase(
        name: "UIKit navigation: pushViewController needs the animated argument",
        source: """
            import UIKit
            @MainActor func push(_ navigation: UINavigationController, _ detail: UIViewController) { navigation.pushViewController(detail) }
            """,
        swift5: .error("missing argument for parameter 'animated' in call"),
        swift6: .error("missing argument for parameter 'animated' in call")),
    StrictnessCase(
        name: "UIKit navigation: popViewController returns an optional",
        source: """
            import UIKit
            @MainActor func pop(_ navigation: UINavigationController) -> UIViewController { navigation.popViewController(animated: true) }
            """,
        swift5: .error("value of optional type 'UIViewController?' must be unwrapped"),
        swift6: .error("value of optional type 'UIViewController?' must be unwrapped")),

    // MARK: UIKit: main-actor isolation (UIStoryboard is NS_SWIFT_UI_ACTOR; the overlay's
    // generic methods are `@MainActor @preconcurrency`)
    StrictnessCase(
        name: "UIKit storyboard: UIStoryboard(name:bundle:) from a nonisolated function",
        source: """
            import UIKit
            func main() -> UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
            """,
        swift5: .clean,
        swift6: .warning("call to main actor-isolated initializer 'init(name:bundle:)' \(nonisolatedCall)")),
    StrictnessCase(
        name: "UIKit storyboard: the generic overload from a nonisolated function",
        source: """
            import UIKit
            func make(_ storyboard: UIStoryboard) -> UIViewController { storyboard.instantiateViewController(identifier: "Detail") }
            """,
        swift5: .clean,
        swift6: .warning("call to main actor-isolated instance method 'instantiateViewController(identifier:creator:)' \(nonisolatedCall)")),
    StrictnessCase(
        name: "UIKit presentation: present from a detached task without await",
        source: """
            import UIKit
            final class Source: UIViewController {
                func later(_ detail: UIViewController) { Task.detached { self.present(detail, animated: true) } }
            }
            """,
        swift5: .warning("main actor-isolated instance method 'present(_:animated:completion:)' cannot be called from outside of the actor; this is an error in the Swift 6 language mode"),
        swift6: .error("main actor-isolated instance method 'present(_:animated:completion:)' cannot be called from outside of the actor")),

    // MARK: AppKit: types and optionality (NSStoryboard.h and the AppKit overlay)
    StrictnessCase(
        name: "AppKit storyboard: instantiateController(withIdentifier:) returns Any",
        source: """
            import AppKit
            \(appKitPreferences)
            func preferences(_ storyboard: NSStoryboard) -> PreferencesViewController {
                storyboard.instantiateController(withIdentifier: "Preferences")
            }
            """,
        swift5: .error("cannot convert return expression of type 'Any' to return type 'PreferencesViewController'"),
        swift6: .error("cannot convert return expression of type 'Any' to return type 'PreferencesViewController'")),
    StrictnessCase(
        name: "AppKit storyboard: instantiateInitialController() returns Any?",
        source: """
            import AppKit
            func initial(_ storyboard: NSStoryboard) -> NSWindowController { storyboard.instantiateInitialController() }
            """,
        swift5: .error("no 'instantiateInitialController' candidates produce the expected contextual result type 'NSWindowController'"),
        swift6: .error("no 'instantiateInitialController' candidates produce the expected contextual result type 'NSWindowController'")),
    StrictnessCase(
        name: "AppKit storyboard: an Any? initial controller used as Any",
        source: """
            import AppKit
            func initial(_ storyboard: NSStoryboard) -> Any { storyboard.instantiateInitialController() }
            """,
        swift5: .warning("expression implicitly coerced from 'Any?' to 'Any'"),
        swift6: .warning("expression implicitly coerced from 'Any?' to 'Any'")),
    StrictnessCase(
        name: "AppKit storyboard: the generic overloads need a type from their context",
        source: """
            import AppKit
            func make(_ storyboard: NSStoryboard) { _ = storyboard.instantiateController(identifier: "Preferences") }
            """,
        swift5: .error("ambiguous use of 'instantiateController(identifier:creator:)'"),
        swift6: .error("ambiguous use of 'instantiateController(identifier:creator:)'")),
    StrictnessCase(
        name: "AppKit storyboard: the typed initial controller is optional",
        source: """
            import AppKit
            \(appKitPreferences)
            func initial(_ storyboard: NSStoryboard) -> PreferencesWindowController { storyboard.instantiateInitialController() }
            """,
        swift5: .error("no 'instantiateInitialController' candidates produce the expected contextual result type 'PreferencesWindowController'"),
        swift6: .error("no 'instantiateInitialController' candidates produce the expected contextual result type 'PreferencesWindowController'")),
    StrictnessCase(
        name: "AppKit storyboard: NSStoryboard.Name is a String, not an optional",
        source: """
            import AppKit
            func main(_ name: String?) -> NSStoryboard { NSStoryboard(name: name, bundle: nil) }
            """,
        swift5: .error("value of optional type 'String?' must be unwrapped to a value of type 'String'"),
        swift6: .error("value of optional type 'String?' must be unwrapped to a value of type 'String'")),

    // MARK: AppKit: presentation (NSViewController.h)
    StrictnessCase(
        name: "AppKit presentation: presentAsSheet takes a view controller, not a window controller",
        source: """
            import AppKit
            \(appKitPreferences)
            @MainActor func show(_ source: NSViewController, _ window: PreferencesWindowController) { source.presentAsSheet(window) }
            """,
        swift5: .error("cannot convert value of type 'PreferencesWindowController' to expected argument type 'NSViewController'"),
        swift6: .error("cannot convert value of type 'PreferencesWindowController' to expected argument type 'NSViewController'")),
    StrictnessCase(
        name: "AppKit presentation: presentAsModalWindow from a nonisolated function",
        source: """
            import AppKit
            func show(_ source: NSViewController, _ detail: NSViewController) { source.presentAsModalWindow(detail) }
            """,
        swift5: .clean,
        swift6: .warning("call to main actor-isolated instance method 'presentAsModalWindow' \(nonisolatedCall)")),
    StrictnessCase(
        name: "AppKit presentation: dismiss(_:) needs an argument",
        source: """
            import AppKit
            @MainActor func close(_ viewController: NSViewController) { viewController.dismiss() }
            """,
        swift5: .error("missing argument for parameter #1 in call"),
        swift6: .error("missing argument for parameter #1 in call")),

    // MARK: AppKit: NSStoryboard is NOT main-actor, and neither are the overlay's methods
    StrictnessCase(
        name: "AppKit storyboard: creating and instantiating from a nonisolated function (not main-actor)",
        source: """
            import AppKit
            \(appKitPreferences)
            func make() -> (Any, Any?, PreferencesViewController, PreferencesWindowController?) {
                let storyboard = NSStoryboard(name: "Main", bundle: nil)
                return (
                    storyboard.instantiateController(withIdentifier: "Preferences"),
                    storyboard.instantiateInitialController(),
                    storyboard.instantiateController(identifier: "Preferences"),
                    storyboard.instantiateInitialController())
            }
            """,
        // The same calls on UIStoryboard warn in Swift 6 (cases above).
        swift5: .clean,
        swift6: .clean),
    StrictnessCase(
        name: "AppKit storyboard: a subclass inherits init(name:bundle:) (instancetype)",
        source: """
            import AppKit
            final class MainStoryboard: NSStoryboard {}
            func main() -> MainStoryboard { MainStoryboard(name: "Main", bundle: nil) }
            """,
        // UIKit's factory method returns `UIStoryboard *`: see the known differences.
        swift5: .clean,
        swift6: .clean),
]

/// Where the two stand-ins knowingly disagree about storyboards (docs/StandIns.md). `swift5` and
/// `swift6` are the Swift stand-in's expectations, `objcHeaders` the header stand-in's (the SDK's).
let storyboardKnownDifferences: [StrictnessCase] = [
    StrictnessCase(
        name: "UIKit storyboard difference: a subclass does not inherit init(name:bundle:)",
        source: """
            import UIKit
            final class MainStoryboard: UIStoryboard {}
            @MainActor func main() -> UIStoryboard { MainStoryboard(name: "Main", bundle: nil) }
            """,
        // +storyboardWithName:bundle: returns `UIStoryboard *`, so Swift imports a factory
        // initializer that subclasses do not inherit; a Swift class cannot declare one (looser).
        swift5: .clean,
        swift6: .clean,
        objcHeaders: (
            swift5: .error("argument passed to call that takes no arguments"),
            swift6: .error("argument passed to call that takes no arguments"))),
    StrictnessCase(
        name: "UIKit storyboard difference: the Swift-private creator method",
        source: """
            import UIKit
            @MainActor func make(_ storyboard: UIStoryboard) -> UIViewController {
                storyboard.__instantiateViewController(withIdentifier: "Detail", creator: nil)
            }
            """,
        // Hidden but callable in the SDK; absent from the Swift stand-in (stricter). Generated code
        // calls the generic overload.
        swift5: .error("value of type 'UIStoryboard' has no member '__instantiateViewController'"),
        swift6: .error("value of type 'UIStoryboard' has no member '__instantiateViewController'"),
        objcHeaders: (swift5: .clean, swift6: .clean)),
    StrictnessCase(
        name: "AppKit storyboard difference: the Swift-private creator method",
        source: """
            import AppKit
            func make(_ storyboard: NSStoryboard) -> Any {
                storyboard.__instantiateController(withIdentifier: "Preferences", creator: nil)
            }
            """,
        swift5: .error("value of type 'NSStoryboard' has no member '__instantiateController'"),
        swift6: .error("value of type 'NSStoryboard' has no member '__instantiateController'"),
        objcHeaders: (swift5: .clean, swift6: .clean)),
]

@Suite("Storyboard instantiation and presentation are as strict as the SDK")
struct StoryboardStrictnessTests {
    static let checks = StrictnessCheck.combinations(of: storyboardStrictnessCases + storyboardKnownDifferences)

    @Test(arguments: checks)
    func diagnosesLikeTheSDK(_ combination: StrictnessCheck) async throws {
        try await check(
            combination.strictnessCase.source, against: combination.sdk, mode: combination.mode,
            expect: combination.strictnessCase.expectation(combination.sdk, combination.mode))
    }
}
