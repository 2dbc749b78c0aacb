// Ordinary app code that compiles cleanly against the iOS SDK must compile cleanly (warnings
// are errors) against both stand-ins in both language modes: a stand-in stricter than the SDK
// would reject correct generated code.

import SegueGenTestSupport
import Testing

/// A snippet that must type-check with no diagnostic.
struct CleanCase: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var testDescription: String { name }

    /// Every case against every stand-in in every language mode, expected clean.
    static func checks(of cases: [CleanCase]) -> [StrictnessCheck] {
        StrictnessCheck.combinations(
            of: cases.map { StrictnessCase(name: $0.name, source: $0.source, swift5: .clean, swift6: .clean) })
    }
}

/// `canImport(ObjectiveC)` is what generated code gates its runtime path on: false against the
/// Swift stand-ins (Linux has no Objective-C runtime), true against the header stand-ins.
func expectObjectiveCImportableOnlyFromTheHeaderStandIns(
    importing module: String, mode: SwiftLanguageMode, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let source = """
        import \(module)
        #if canImport(ObjectiveC)
        let marker: Int = "ObjectiveC is importable"
        #endif
        """
    try await check(source, against: .swiftStandIn, mode: mode, expect: .clean, sourceLocation: sourceLocation)
    try await check(
        source, against: .objcHeaders, mode: mode,
        expect: .error("cannot convert value of type 'String' to specified type 'Int'"), sourceLocation: sourceLocation)
}

let cleanCases: [CleanCase] = [
    CleanCase(
        name: "subclass, prepare without super, performSegue with a sender, navigation root",
        source: """
            import UIKit

            final class DetailViewController: UIViewController {
                var item: String?
            }

            final class ListViewController: UIViewController {
                var selected = "first"

                func showDetail() {
                    performSegue(withIdentifier: "showDetail", sender: self)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
                        detail.item = selected
                    }
                    if let source = sender as? ListViewController, source === self {
                        selected = "again"
                    }
                }

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    identifier != "blocked"
                }

                var root: UIViewController? {
                    navigationController?.viewControllers.first
                }
            }
            """),
    CleanCase(
        name: "a subclass with its own designated initializer",
        source: """
            import UIKit

            final class DetailViewController: UIViewController {
                let item: Int

                init(item: Int) {
                    self.item = item
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) {
                    item = 0
                    super.init(coder: coder)
                }
            }

            final class PlainViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) {
                    nil
                }
            }

            @MainActor func make() -> [UIViewController] {
                [DetailViewController(item: 1), PlainViewController(), UIViewController(), UIViewController(nibName: nil, bundle: nil)]
            }
            """),
    CleanCase(
        name: "containers: initializers and properties",
        source: """
            import UIKit

            @MainActor func build(_ root: UIViewController) -> UIViewController? {
                let navigation = UINavigationController(rootViewController: root)
                navigation.viewControllers = navigation.viewControllers + [UIViewController()]
                let other = UINavigationController()
                _ = UINavigationController(navigationBarClass: nil, toolbarClass: nil)
                let tabs = UITabBarController()
                tabs.viewControllers = [navigation, other]
                tabs.selectedViewController = tabs.viewControllers?.first
                let split = UISplitViewController(style: .doubleColumn)
                split.viewControllers = [tabs, UIViewController()]
                _ = UISplitViewController()
                let parent: UIViewController? = root.parent
                let presenting: UIViewController? = root.presentingViewController
                let children: [UIViewController] = navigation.children
                _ = (parent, presenting, children, navigation.visibleViewController, root.next, root.storyboard)
                return split.viewController(for: .primary) ?? navigation.topViewController
            }
            """),
    CleanCase(
        name: "overriding every segue and containment member",
        source: """
            import UIKit

            final class Everything: UIViewController {
                override var storyboard: UIStoryboard? { super.storyboard }
                override func performSegue(withIdentifier identifier: String, sender: Any?) {
                    super.performSegue(withIdentifier: identifier, sender: sender)
                }
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { false }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                }
                override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool { true }
                override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool { true }
                override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] { [] }
                override func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? { nil }
                override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
                override var children: [UIViewController] { [] }
                override var parent: UIViewController? { nil }
                override var presentingViewController: UIViewController? { nil }
                override var navigationController: UINavigationController? { nil }
                override var next: UIResponder? { nil }
            }

            final class Navigation: UINavigationController {
                override var viewControllers: [UIViewController] { get { [] } set {} }
                override var topViewController: UIViewController? { nil }
                override var visibleViewController: UIViewController? { nil }
            }

            final class Tabs: UITabBarController {
                override var viewControllers: [UIViewController]? { get { nil } set {} }
                override var selectedViewController: UIViewController? { get { nil } set {} }
            }

            final class Split: UISplitViewController {
                override var viewControllers: [UIViewController] { get { [] } set {} }
                override func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }
            }
            """),
    CleanCase(
        name: "custom segue classes",
        source: """
            import UIKit

            final class FadeSegue: UIStoryboardSegue {
                override init(identifier: String?, source: UIViewController, destination: UIViewController) {
                    super.init(identifier: identifier, source: source, destination: destination)
                }

                override func perform() {
                    super.perform()
                }
            }

            @MainActor func segues(_ source: UIViewController, _ destination: UIViewController) -> [UIStoryboardSegue] {
                [
                    FadeSegue(identifier: "fade", source: source, destination: destination),
                    UIStoryboardSegue(identifier: nil, source: source, destination: destination),
                    UIStoryboardSegue(identifier: "handler", source: source, destination: destination, performHandler: {}),
                ]
            }
            """),
    CleanCase(
        name: "unwind sources, selectors, @IBAction and @IBSegueAction",
        source: """
            import UIKit

            final class DetailViewController: UIViewController {}

            final class ListViewController: UIViewController {
                @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}

                @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailViewController? {
                    DetailViewController(coder: coder)
                }

                func describe(_ source: UIStoryboardUnwindSegueSource) -> String {
                    let action: Selector = source.unwindAction
                    let from: UIViewController = source.source
                    let sender: Any? = source.sender
                    _ = (from, sender)
                    return "\\(action)"
                }
            }
            """),
    CleanCase(
        name: "non-frozen enums with @unknown default, raw values",
        source: """
            import UIKit

            func index(of column: UISplitViewController.Column) -> Int {
                switch column {
                case .primary: 0
                case .supplementary: 1
                case .secondary: 2
                case .compact: 3
                @unknown default: -1
                }
            }

            func columns() -> [UISplitViewController.Column?] {
                [UISplitViewController.Column(rawValue: 1), .primary, UISplitViewController.Style.tripleColumn.rawValue == 2 ? .secondary : nil]
            }
            """),
    CleanCase(
        name: "main-actor code, Sendable view controllers, async callers",
        source: """
            import UIKit

            final class Source: UIViewController {
                func later() {
                    Task { self.performSegue(withIdentifier: "next", sender: nil) }
                }
            }

            func fromAsync(_ source: Source) async {
                await source.performSegue(withIdentifier: "next", sender: nil)
                let made = await UIViewController()
                _ = made
            }

            func send(_ viewController: UIViewController) -> any Sendable { viewController }

            @MainActor func hop(_ viewController: UIViewController) {
                Task.detached { await viewController.performSegue(withIdentifier: "next", sender: nil) }
            }
            """),
    CleanCase(
        name: "Objective-C swizzling of prepare(for:sender:) behind canImport(ObjectiveC)",
        source: """
            import UIKit
            #if canImport(ObjectiveC)
            import ObjectiveC

            private typealias PrepareIMP = @convention(c) (AnyObject, Selector, UIStoryboardSegue, AnyObject?) -> Void

            @MainActor
            enum PrepareHook {
                static let installed: Void = install(on: UIViewController.self)

                /// A per-class hook that calls the class's own original IMP.
                static func install(on cls: AnyClass) {
                    let selector = #selector(UIViewController.prepare(for:sender:))
                    guard let method = class_getInstanceMethod(cls, selector) else { return }
                    let original = method_getImplementation(method)
                    let types = method_getTypeEncoding(method)
                    let block: @convention(block) (AnyObject, UIStoryboardSegue, AnyObject?) -> Void = { object, segue, sender in
                        let call = unsafeBitCast(original, to: PrepareIMP.self)
                        call(object, selector, segue, sender)
                    }
                    let hook = imp_implementationWithBlock(block)
                    if !class_addMethod(cls, selector, hook, types) {
                        _ = class_replaceMethod(cls, selector, hook, types)
                    }
                }

                static func exchange(_ cls: AnyClass, _ first: Selector, _ second: Selector) {
                    if let a = class_getInstanceMethod(cls, first), let b = class_getInstanceMethod(cls, second) {
                        method_exchangeImplementations(a, b)
                    }
                }
            }

            final class Hooked: UIViewController {
                @objc dynamic func hookedPrepare(for segue: UIStoryboardSegue, sender: Any?) {}
            }
            #endif
            """),
]

@Suite("Ordinary app code compiles cleanly against the stand-ins")
struct CleanCompileTests {
    static let checks = CleanCase.checks(of: cleanCases)

    @Test(arguments: checks)
    func compilesCleanly(_ combination: StrictnessCheck) async throws {
        try await check(combination.strictnessCase.source, against: combination.sdk, mode: combination.mode, expect: .clean)
    }

    /// `canImport(ObjectiveC)` is what generated code gates its runtime path on: false against
    /// the Swift stand-in (Linux has no Objective-C runtime), true against the header stand-ins.
    @Test(arguments: SwiftLanguageMode.allCases)
    func objectiveCIsImportableOnlyFromTheHeaderStandIns(_ mode: SwiftLanguageMode) async throws {
        try await expectObjectiveCImportableOnlyFromTheHeaderStandIns(importing: "UIKit", mode: mode)
    }
}
