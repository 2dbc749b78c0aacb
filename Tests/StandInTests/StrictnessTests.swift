// Snippets that the real iOS SDK rejects or warns about, checked against BOTH stand-ins in
// BOTH language modes with the diagnostic the SDK gives. A stand-in that accepted one of them
// would let generated code pass here and fail in Xcode.
//
// Not here: what a probe in Tests/SDKProbes pins against the real SDK for the members it uses
// (a method's exact function type, isolation from nonisolated code, discardability, non-frozen
// enums, no async form; see docs/StandIns.md). The cases below are what a probe cannot pin
// (optionality and default arguments, which an assignment accepts either way; initializer
// sets; read-only properties; class-wide isolation; the stand-ins' own API) or members no
// probe uses.
//
// Sources: docs/reference/uikit-appkit-segue-api.md (signatures, isolation) and the
// iOS SDK headers transcribed in Tests/StandIns/ObjC (see docs/StandIns.md). The header
// stand-in is imported by Swift's own ClangImporter, so its diagnostics are those of the real
// SDK for the transcribed declarations; the Swift stand-in must match them.

import SegueGenTestSupport
import Testing

/// One snippet and what the SDK does with it in each language mode.
struct StrictnessCase: Sendable {
    var name: String
    var source: String
    var swift5: Expectation
    var swift6: Expectation
    /// Only when the header stand-in words the same diagnostic differently (same severity):
    /// its expectations in Swift 5 and Swift 6 mode.
    var objcHeaders: (swift5: Expectation, swift6: Expectation)? = nil

    func expectation(_ sdk: StandInSDK, _ mode: SwiftLanguageMode) -> Expectation {
        switch (sdk, mode) {
        case (.objcHeaders, .swift5): objcHeaders?.swift5 ?? swift5
        case (.objcHeaders, .swift6): objcHeaders?.swift6 ?? swift6
        case (.swiftStandIn, .swift5): swift5
        case (.swiftStandIn, .swift6): swift6
        }
    }
}

/// One (snippet, stand-in, language mode) combination.
struct StrictnessCheck: Sendable, CustomTestStringConvertible {
    var strictnessCase: StrictnessCase
    var sdk: StandInSDK
    var mode: SwiftLanguageMode

    var testDescription: String { "\(strictnessCase.name) [\(sdk), \(mode)]" }

    /// Every case against every stand-in in every language mode, in that order.
    static func combinations(of cases: [StrictnessCase]) -> [StrictnessCheck] {
        cases.flatMap { strictnessCase in
            StandInSDK.allCases.flatMap { sdk in
                SwiftLanguageMode.allCases.map { mode in
                    StrictnessCheck(strictnessCase: strictnessCase, sdk: sdk, mode: mode)
                }
            }
        }
    }
}

let nonisolatedCall = "in a synchronous nonisolated context"

let strictnessCases: [StrictnessCase] = [
    // MARK: Optionality and types (UITabBarController.h, UIStoryboardSegue.h)
    StrictnessCase(
        name: "UITabBarController.viewControllers is optional",
        source: """
            import UIKit
            @MainActor func first(in tabs: UITabBarController) -> UIViewController? { tabs.viewControllers.first }
            """,
        swift5: .error("value of optional type '[UIViewController]?' must be unwrapped"),
        swift6: .error("value of optional type '[UIViewController]?' must be unwrapped")),
    StrictnessCase(
        name: "segue.identifier is optional",
        source: """
            import UIKit
            @MainActor func name(of segue: UIStoryboardSegue) -> String { segue.identifier }
            """,
        swift5: .error("value of optional type 'String?' must be unwrapped"),
        swift6: .error("value of optional type 'String?' must be unwrapped")),
    StrictnessCase(
        name: "topViewController is optional",
        source: """
            import UIKit
            @MainActor func top(of navigation: UINavigationController) -> UIViewController { navigation.topViewController }
            """,
        swift5: .error("value of optional type 'UIViewController?' must be unwrapped"),
        swift6: .error("value of optional type 'UIViewController?' must be unwrapped")),
    StrictnessCase(
        name: "parent is read-only",
        source: """
            import UIKit
            @MainActor func detach(_ viewController: UIViewController) { viewController.parent = nil }
            """,
        // The header stand-in says "'parent' is a get-only property", the Swift stand-in (a weak
        // stored property with an internal setter) "'parent' setter is inaccessible".
        swift5: .error("cannot assign to property: 'parent'"),
        swift6: .error("cannot assign to property: 'parent'")),
    StrictnessCase(
        name: "performSegue needs the sender argument",
        source: """
            import UIKit
            @MainActor func go(_ viewController: UIViewController) { viewController.performSegue(withIdentifier: "next") }
            """,
        swift5: .error("missing argument for parameter 'sender' in call"),
        swift6: .error("missing argument for parameter 'sender' in call")),
    StrictnessCase(
        name: "deprecated canPerformUnwindSegueAction(_:from:withSender:) takes Any, not Any?",
        source: """
            import UIKit
            @MainActor func can(_ viewController: UIViewController, _ action: Selector) -> Bool {
                viewController.canPerformUnwindSegueAction(action, from: viewController, withSender: nil)
            }
            """,
        swift5: .error("'nil' is not compatible with expected argument type 'Any'"),
        swift6: .error("'nil' is not compatible with expected argument type 'Any'")),

    // MARK: Overriding the segue methods (UIViewController.h)
    StrictnessCase(
        name: "prepare(for:sender:) override with sender: Any",
        source: """
            import UIKit
            final class Source: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any) {}
            }
            """,
        swift5: .error("cannot override instance method parameter of type 'Any?' with non-optional type 'Any'"),
        swift6: .error("cannot override instance method parameter of type 'Any?' with non-optional type 'Any'")),
    StrictnessCase(
        name: "canPerformUnwindSegueAction(_:from:sender:) override with sender: Any",
        source: """
            import UIKit
            final class Destination: UIViewController {
                override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any) -> Bool { true }
            }
            """,
        swift5: .error("cannot override instance method parameter of type 'Any?' with non-optional type 'Any'"),
        swift6: .error("cannot override instance method parameter of type 'Any?' with non-optional type 'Any'")),

    // MARK: Initializers (designated/required sets of UIViewController.h, UINavigationController.h)
    StrictnessCase(
        name: "a subclass adding a designated init must provide init(coder:)",
        source: """
            import UIKit
            final class Detail: UIViewController {
                let item: Int
                init(item: Int) { self.item = item; super.init(nibName: nil, bundle: nil) }
            }
            """,
        swift5: .error("'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'"),
        swift6: .error("'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'")),
    StrictnessCase(
        name: "init() is not a designated initializer of UIViewController",
        source: """
            import UIKit
            final class Detail: UIViewController {
                override init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """,
        swift5: .error("initializer does not override a designated initializer from its superclass"),
        swift6: .error("initializer does not override a designated initializer from its superclass")),
    StrictnessCase(
        name: "a subclass with its own designated init loses init()",
        source: """
            import UIKit
            final class Detail: UIViewController {
                let item: Int
                init(item: Int) { self.item = item; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            @MainActor func make() -> Detail { Detail() }
            """,
        swift5: .error("missing argument for parameter 'item' in call"),
        swift6: .error("missing argument for parameter 'item' in call")),
    StrictnessCase(
        name: "a UINavigationController subclass overriding two of four designated inits loses init()",
        source: """
            import UIKit
            final class Navigation: UINavigationController {
                override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController) }
                required init?(coder: NSCoder) { nil }
            }
            @MainActor func make() -> Navigation { Navigation() }
            """,
        swift5: .error("missing argument for parameter 'rootViewController' in call"),
        swift6: .error("missing argument for parameter 'rootViewController' in call")),
    StrictnessCase(
        name: "UIStoryboardSegue() is unavailable",
        source: """
            import UIKit
            @MainActor func make() -> UIStoryboardSegue { UIStoryboardSegue() }
            """,
        swift5: .error("'init()' is unavailable"),
        swift6: .error("'init()' is unavailable")),
    StrictnessCase(
        name: "UIStoryboardUnwindSegueSource() is unavailable",
        source: """
            import UIKit
            @MainActor func make() -> UIStoryboardUnwindSegueSource { UIStoryboardUnwindSegueSource() }
            """,
        swift5: .error("'init()' is unavailable"),
        swift6: .error("'init()' is unavailable")),
    StrictnessCase(
        name: "a UIStoryboardSegue subclass cannot call super.init()",
        source: """
            import UIKit
            final class Segue: UIStoryboardSegue {
                init(flag: Bool) { super.init() }
            }
            """,
        swift5: .error("'init()' is unavailable"),
        swift6: .error("'init()' is unavailable")),

    // MARK: Main-actor isolation, @preconcurrency (NS_SWIFT_UI_ACTOR)
    StrictnessCase(
        name: "a subclass's own method called from a nonisolated function",
        source: """
            import UIKit
            final class Source: UIViewController { func go() { performSegue(withIdentifier: "next", sender: self) } }
            func go(_ source: Source) { source.go() }
            """,
        swift5: .clean,
        swift6: .warning("call to main actor-isolated instance method 'go()' \(nonisolatedCall)")),
    StrictnessCase(
        name: "UIViewController() from a nonisolated function",
        source: """
            import UIKit
            func make() -> UIViewController { UIViewController() }
            """,
        swift5: .clean,
        swift6: .warning("call to main actor-isolated initializer 'init()' \(nonisolatedCall)")),
    StrictnessCase(
        name: "UIStoryboard() (inherited init) from a nonisolated function",
        source: """
            import UIKit
            func make() -> UIStoryboard { UIStoryboard() }
            """,
        swift5: .clean,
        swift6: .warning("call to main actor-isolated initializer 'init()' \(nonisolatedCall)")),
    StrictnessCase(
        name: "prepare(for:sender:) from another actor",
        source: """
            import UIKit
            actor Worker {
                func run(_ viewController: UIViewController, _ segue: UIStoryboardSegue) { viewController.prepare(for: segue, sender: nil) }
            }
            """,
        swift5: .warning("call to main actor-isolated instance method 'prepare(for:sender:)' in a synchronous actor-isolated context"),
        swift6: .warning("call to main actor-isolated instance method 'prepare(for:sender:)' in a synchronous actor-isolated context")),
    StrictnessCase(
        name: "a view controller's conformance to a nonisolated protocol",
        source: """
            import UIKit
            protocol SegueHandling { func handle(_ segue: UIStoryboardSegue) }
            final class Source: UIViewController {}
            extension Source: SegueHandling { func handle(_ segue: UIStoryboardSegue) {} }
            """,
        swift5: .clean,
        swift6: .error("conformance of 'Source' to protocol 'SegueHandling' crosses into main actor-isolated code")),
    StrictnessCase(
        name: "a subclass's static property mutated from a nonisolated function",
        source: """
            import UIKit
            final class Source: UIViewController { static var pending: [String] = [] }
            func reset() { Source.pending = [] }
            """,
        swift5: .clean,
        swift6: .warning("main actor-isolated static property 'pending' can not be mutated from a nonisolated context")),

    // MARK: The stand-ins' test-only API is invisible to ordinary importers
    StrictnessCase(
        name: "the StandIn SPI needs @_spi(StandIn) import",
        source: """
            import UIKit
            @MainActor func present(_ viewController: UIViewController) -> UIViewController? { viewController.standInPresentedViewController }
            """,
        swift5: .error("'standInPresentedViewController' is inaccessible due to '@_spi' protection level"),
        swift6: .error("'standInPresentedViewController' is inaccessible due to '@_spi' protection level"),
        objcHeaders: (
            swift5: .error("value of type 'UIViewController' has no member 'standInPresentedViewController'"),
            swift6: .error("value of type 'UIViewController' has no member 'standInPresentedViewController'"))),
    StrictnessCase(
        name: "StandInSegueTemplate needs @_spi(StandIn) import",
        source: """
            import UIKit
            let templates: [StandInSegueTemplate] = []
            """,
        swift5: .error("cannot find type 'StandInSegueTemplate' in scope"),
        swift6: .error("cannot find type 'StandInSegueTemplate' in scope")),

    // MARK: Objective-C rules (only the header stand-in has the runtime)
    StrictnessCase(
        name: "+initialize cannot be overridden (swizzling must not use it)",
        source: """
            import UIKit
            extension UIViewController { override open class func initialize() {} }
            """,
        swift5: .error("method does not override any method from its superclass"),
        swift6: .error("method does not override any method from its superclass"),
        objcHeaders: (
            swift5: .error("method 'initialize()' defines Objective-C class method 'initialize', which is not permitted by Swift"),
            swift6: .error("method 'initialize()' defines Objective-C class method 'initialize', which is not permitted by Swift"))),
]

@Suite("Stand-ins are as strict as the SDK")
struct StrictnessTests {
    static let checks = StrictnessCheck.combinations(of: strictnessCases)

    @Test(arguments: checks)
    func diagnosesLikeTheSDK(_ combination: StrictnessCheck) async throws {
        try await check(
            combination.strictnessCase.source, against: combination.sdk, mode: combination.mode,
            expect: combination.strictnessCase.expectation(combination.sdk, combination.mode))
    }
}
