// Snippets that the real macOS SDK rejects or warns about, checked against BOTH AppKit stand-ins
// in BOTH language modes with the diagnostic the SDK gives, as StrictnessTests does for UIKit.
//
// Sources: docs/reference/uikit-appkit-segue-api.md (the AppKit section and its actor isolation
// notes) and the macOS 14 SDK headers transcribed in Tests/StandIns/ObjC/AppKit, which Swift's
// own ClangImporter imports; the Swift stand-in (Tests/StandIns/AppKit) must match them.

import SegueGenTestSupport
import Testing

let appKitStrictnessCases: [StrictnessCase] = [
    // MARK: Types and optionality (NSStoryboardSegue.h, NSTabViewItem.h, NSSplitViewItem.h)
    StrictnessCase(
        name: "AppKit: destinationController is Any",
        source: """
            import AppKit
            final class DetailViewController: NSViewController { var item = 0 }
            @MainActor func configure(_ segue: NSStoryboardSegue) { segue.destinationController.item = 1 }
            """,
        swift5: .error("value of type 'Any' has no member 'item'"),
        swift6: .error("value of type 'Any' has no member 'item'")),
    StrictnessCase(
        name: "AppKit: destinationController needs a cast",
        source: """
            import AppKit
            final class DetailViewController: NSViewController {}
            @MainActor func detail(_ segue: NSStoryboardSegue) -> DetailViewController { segue.destinationController }
            """,
        swift5: .error("cannot convert return expression of type 'Any' to return type 'DetailViewController'"),
        swift6: .error("cannot convert return expression of type 'Any' to return type 'DetailViewController'")),
    StrictnessCase(
        name: "AppKit: segue.identifier is optional (NSStoryboardSegue.Identifier?)",
        source: """
            import AppKit
            func name(of segue: NSStoryboardSegue) -> String { segue.identifier }
            """,
        swift5: .error("value of optional type 'NSStoryboardSegue.Identifier?' (aka 'Optional<String>') must be unwrapped"),
        swift6: .error("value of optional type 'NSStoryboardSegue.Identifier?' (aka 'Optional<String>') must be unwrapped")),
    StrictnessCase(
        name: "AppKit: NSStoryboardSegue's initializer takes a non-optional identifier",
        source: """
            import AppKit
            func make(_ source: NSViewController, _ destination: NSViewController) -> NSStoryboardSegue {
                NSStoryboardSegue(identifier: nil, source: source, destination: destination)
            }
            """,
        swift5: .error("'nil' is not compatible with expected argument type 'NSStoryboardSegue.Identifier' (aka 'String')"),
        swift6: .error("'nil' is not compatible with expected argument type 'NSStoryboardSegue.Identifier' (aka 'String')")),
    StrictnessCase(
        name: "AppKit: NSTabViewItem.viewController is optional",
        source: """
            import AppKit
            func tab(_ item: NSTabViewItem) -> NSViewController { item.viewController }
            """,
        swift5: .error("value of optional type 'NSViewController?' must be unwrapped"),
        swift6: .error("value of optional type 'NSViewController?' must be unwrapped")),
    StrictnessCase(
        name: "AppKit: NSSplitViewItem.viewController is not optional",
        source: """
            import AppKit
            func pane(_ item: NSSplitViewItem) -> NSViewController? {
                if let viewController = item.viewController { return viewController }
                return nil
            }
            """,
        swift5: .error("initializer for conditional binding must have Optional type, not 'NSViewController'"),
        swift6: .error("initializer for conditional binding must have Optional type, not 'NSViewController'")),
    StrictnessCase(
        name: "AppKit: a window controller's contentViewController is optional",
        source: """
            import AppKit
            @MainActor func content(_ windowController: NSWindowController) -> NSViewController { windowController.contentViewController }
            """,
        swift5: .error("value of optional type 'NSViewController?' must be unwrapped"),
        swift6: .error("value of optional type 'NSViewController?' must be unwrapped")),
    StrictnessCase(
        name: "AppKit: parent is read-only",
        source: """
            import AppKit
            @MainActor func detach(_ viewController: NSViewController) { viewController.parent = nil }
            """,
        swift5: .error("cannot assign to property: 'parent' is a get-only property"),
        swift6: .error("cannot assign to property: 'parent' is a get-only property")),
    StrictnessCase(
        name: "AppKit: presentingViewController is read-only",
        source: """
            import AppKit
            @MainActor func detach(_ viewController: NSViewController) { viewController.presentingViewController = nil }
            """,
        // The header stand-in says "is a get-only property", the Swift stand-in (an
        // `unowned(unsafe)` stored property with an internal setter) "setter is inaccessible".
        swift5: .error("cannot assign to property: 'presentingViewController'"),
        swift6: .error("cannot assign to property: 'presentingViewController'")),
    StrictnessCase(
        name: "AppKit: performSegue needs the sender argument",
        source: """
            import AppKit
            @MainActor func go(_ windowController: NSWindowController) { windowController.performSegue(withIdentifier: "next") }
            """,
        swift5: .error("missing argument for parameter 'sender' in call"),
        swift6: .error("missing argument for parameter 'sender' in call")),

    // MARK: Overriding the segue methods (NSSeguePerforming, implemented by both controllers)
    StrictnessCase(
        name: "AppKit: prepare(for:sender:) override with sender: Any",
        source: """
            import AppKit
            final class Source: NSViewController {
                override func prepare(for segue: NSStoryboardSegue, sender: Any) {}
            }
            """,
        swift5: .error("cannot override instance method parameter of type 'Any?' with non-optional type 'Any'"),
        swift6: .error("cannot override instance method parameter of type 'Any?' with non-optional type 'Any'")),
    StrictnessCase(
        name: "AppKit: prepare(for:sender:) override with sender: AnyObject?",
        source: """
            import AppKit
            final class Source: NSWindowController {
                override func prepare(for segue: NSStoryboardSegue, sender: AnyObject?) {}
            }
            """,
        swift5: .error("method does not override any method from its superclass"),
        swift6: .error("method does not override any method from its superclass")),
    StrictnessCase(
        name: "AppKit: a window controller's prepare(for:sender:) needs override",
        source: """
            import AppKit
            final class Source: NSWindowController {
                func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
            }
            """,
        swift5: .error("overriding declaration requires an 'override' keyword"),
        swift6: .error("overriding declaration requires an 'override' keyword")),
    StrictnessCase(
        name: "AppKit: shouldPerformSegue(withIdentifier:sender:) override returning Void",
        source: """
            import AppKit
            final class Source: NSViewController {
                override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
            }
            """,
        swift5: .error("method does not override any method from its superclass"),
        swift6: .error("method does not override any method from its superclass")),

    // MARK: Initializers (designated/required sets of the transcribed headers)
    StrictnessCase(
        name: "AppKit: a view controller subclass adding a designated init must provide init(coder:)",
        source: """
            import AppKit
            final class Detail: NSViewController {
                let item: Int
                init(item: Int) { self.item = item; super.init(nibName: nil, bundle: nil) }
            }
            """,
        swift5: .error("'required' initializer 'init(coder:)' must be provided by subclass of 'NSViewController'"),
        swift6: .error("'required' initializer 'init(coder:)' must be provided by subclass of 'NSViewController'")),
    StrictnessCase(
        name: "AppKit: init() is not a designated initializer of NSViewController",
        source: """
            import AppKit
            final class Detail: NSViewController {
                override init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """,
        swift5: .error("initializer does not override a designated initializer from its superclass"),
        swift6: .error("initializer does not override a designated initializer from its superclass")),
    StrictnessCase(
        name: "AppKit: a window controller subclass with its own designated init loses the convenience inits",
        source: """
            import AppKit
            final class Controller: NSWindowController {
                let index: Int
                init(index: Int) { self.index = index; super.init(window: nil) }
                required init?(coder: NSCoder) { nil }
            }
            @MainActor func make() -> Controller { Controller(windowNibName: "Preferences") }
            """,
        swift5: .error("incorrect argument label in call (have 'windowNibName:', expected 'index:')"),
        swift6: .error("incorrect argument label in call (have 'windowNibName:', expected 'index:')")),
    StrictnessCase(
        name: "AppKit: NSWindow(coder:) is unavailable",
        source: """
            import AppKit
            @MainActor func make(_ coder: NSCoder) -> NSWindow? { NSWindow(coder: coder) }
            """,
        swift5: .error("'init(coder:)' is unavailable"),
        swift6: .error("'init(coder:)' is unavailable")),
    StrictnessCase(
        name: "AppKit: init() is not a designated initializer of NSWindow",
        source: """
            import AppKit
            final class Panel: NSWindow {
                init(level: Int) { super.init() }
            }
            """,
        swift5: .error("must call a designated initializer of the superclass 'NSWindow'"),
        swift6: .error("must call a designated initializer of the superclass 'NSWindow'")),
    StrictnessCase(
        name: "AppKit: an NSTabViewItem subclass adding a designated init must provide init(coder:)",
        source: """
            import AppKit
            final class Tab: NSTabViewItem {
                init(index: Int) { super.init(identifier: index) }
            }
            """,
        swift5: .error("'required' initializer 'init(coder:)' must be provided by subclass of 'NSTabViewItem'"),
        swift6: .error("'required' initializer 'init(coder:)' must be provided by subclass of 'NSTabViewItem'")),
    StrictnessCase(
        name: "AppKit: init() is designated in NSTabViewItem, so overriding init(identifier:) alone loses it",
        source: """
            import AppKit
            final class Tab: NSTabViewItem {
                override init(identifier: Any?) { super.init(identifier: identifier) }
                required init?(coder: NSCoder) { nil }
            }
            func make() -> Tab { Tab() }
            """,
        swift5: .error("missing argument for parameter 'identifier' in call"),
        swift6: .error("missing argument for parameter 'identifier' in call")),
    StrictnessCase(
        name: "AppKit: an NSStoryboardSegue subclass with its own designated init loses init()",
        source: """
            import AppKit
            final class Fade: NSStoryboardSegue {
                init(duration: Double) { super.init(identifier: "fade", source: 0, destination: 1) }
            }
            func make() -> Fade { Fade() }
            """,
        swift5: .error("missing argument for parameter 'duration' in call"),
        swift6: .error("missing argument for parameter 'duration' in call")),

    // MARK: Main-actor isolation, @preconcurrency (NS_SWIFT_UI_ACTOR on NSResponder and on the
    // three NSSeguePerforming methods)
    StrictnessCase(
        name: "AppKit: synchronous performSegue on a view controller from a nonisolated function",
        source: """
            import AppKit
            func go(_ viewController: NSViewController) { viewController.performSegue(withIdentifier: "next", sender: nil) }
            """,
        swift5: .clean,
        swift6: .warning("call to main actor-isolated instance method 'performSegue(withIdentifier:sender:)' \(nonisolatedCall)")),
    StrictnessCase(
        name: "AppKit: synchronous performSegue on a window controller from a nonisolated function",
        source: """
            import AppKit
            func go(_ windowController: NSWindowController) { windowController.performSegue(withIdentifier: "next", sender: nil) }
            """,
        swift5: .clean,
        swift6: .warning("call to main actor-isolated instance method 'performSegue(withIdentifier:sender:)' \(nonisolatedCall)")),
    StrictnessCase(
        name: "AppKit: NSViewController() from a nonisolated function",
        source: """
            import AppKit
            func make() -> NSViewController { NSViewController() }
            """,
        swift5: .clean,
        swift6: .warning("call to main actor-isolated initializer 'init()' \(nonisolatedCall)")),
    StrictnessCase(
        name: "AppKit: a tab view controller method from a nonisolated function",
        source: """
            import AppKit
            func add(_ tabs: NSTabViewController, _ item: NSTabViewItem) { tabs.addTabViewItem(item) }
            """,
        swift5: .clean,
        swift6: .warning("call to main actor-isolated instance method 'addTabViewItem' \(nonisolatedCall)")),
    StrictnessCase(
        name: "AppKit: prepare(for:sender:) from another actor",
        source: """
            import AppKit
            actor Worker {
                func run(_ viewController: NSViewController, _ segue: NSStoryboardSegue) { viewController.prepare(for: segue, sender: nil) }
            }
            """,
        swift5: .warning("call to main actor-isolated instance method 'prepare(for:sender:)' in a synchronous actor-isolated context"),
        swift6: .warning("call to main actor-isolated instance method 'prepare(for:sender:)' in a synchronous actor-isolated context")),
    StrictnessCase(
        name: "AppKit: performSegue from a detached task without await",
        source: """
            import AppKit
            final class Source: NSViewController {
                func later() { Task.detached { self.performSegue(withIdentifier: "next", sender: nil) } }
            }
            """,
        swift5: .warning("main actor-isolated instance method 'performSegue(withIdentifier:sender:)' cannot be called from outside of the actor; this is an error in the Swift 6 language mode"),
        swift6: .error("main actor-isolated instance method 'performSegue(withIdentifier:sender:)' cannot be called from outside of the actor")),
    StrictnessCase(
        name: "AppKit: a view controller's conformance to a nonisolated protocol",
        source: """
            import AppKit
            protocol Performing { func go() }
            final class Source: NSViewController {}
            extension Source: Performing { func go() {} }
            """,
        swift5: .clean,
        swift6: .error("conformance of 'Source' to protocol 'Performing' crosses into main actor-isolated code")),

    // MARK: NSStoryboardSegue, NSStoryboard, NSTabViewItem, NSSplitViewItem are NOT main-actor
    // (and, the headers being audited for sendability, explicitly not Sendable)
    StrictnessCase(
        name: "AppKit: a segue subclass's conformance to a nonisolated protocol (not main-actor)",
        source: """
            import AppKit
            protocol Performing { func go() }
            final class Fade: NSStoryboardSegue {}
            extension Fade: Performing { func go() { perform() } }
            """,
        // The same conformance on a view controller is an error in Swift 6 (case above).
        swift5: .clean,
        swift6: .clean),
    StrictnessCase(
        name: "AppKit: creating and performing a segue from a nonisolated function (not main-actor)",
        source: """
            import AppKit
            func run(_ source: NSViewController, _ destination: NSWindowController) -> Any {
                let segue = NSStoryboardSegue(identifier: "next", source: source, destination: destination) {}
                segue.perform()
                _ = (segue.identifier, segue.sourceController)
                return segue.destinationController
            }
            """,
        // On a main-actor class each of these calls would warn in Swift 6, like performSegue above.
        swift5: .clean,
        swift6: .clean),
    StrictnessCase(
        name: "AppKit: storyboards and tab and split items from a nonisolated function (not main-actor)",
        source: """
            import AppKit
            func items(_ viewController: NSViewController) -> (NSStoryboard, NSTabViewItem, NSViewController?, NSViewController) {
                let split = NSSplitViewItem(viewController: viewController)
                let tab = NSTabViewItem(viewController: viewController)
                return (NSStoryboard(), tab, tab.viewController, split.viewController)
            }
            """,
        swift5: .clean,
        swift6: .clean),
    StrictnessCase(
        name: "AppKit: NSStoryboardSegue is not Sendable",
        source: """
            import AppKit
            func keep(_ segue: NSStoryboardSegue) -> any Sendable { segue }
            """,
        // A main-actor class (NSViewController, UIKit's UIStoryboardSegue) is Sendable: clean.
        swift5: .warning("conformance of 'NSStoryboardSegue' to 'Sendable' is unavailable; this is an error in the Swift 6 language mode"),
        swift6: .error("conformance of 'NSStoryboardSegue' to 'Sendable' is unavailable")),
    StrictnessCase(
        name: "AppKit: NSStoryboard and NSTabViewItem are not Sendable",
        source: """
            import AppKit
            func keep(_ storyboard: NSStoryboard, _ item: NSTabViewItem) -> [any Sendable] { [storyboard, item] }
            """,
        swift5: .warning("conformance of 'NSTabViewItem' to 'Sendable' is unavailable; this is an error in the Swift 6 language mode"),
        swift6: .error("conformance of 'NSStoryboard' to 'Sendable' is unavailable")),
    StrictnessCase(
        name: "AppKit: control: view and window controllers are Sendable (main-actor)",
        source: """
            import AppKit
            func keep(_ viewController: NSViewController, _ windowController: NSWindowController) -> [any Sendable] {
                [viewController, windowController]
            }
            """,
        swift5: .clean,
        swift6: .clean),

    // MARK: Imported enums are not frozen (NS_ENUM)
    StrictnessCase(
        name: "AppKit: exhaustive switch over NSWindow.BackingStoreType without @unknown default",
        source: """
            import AppKit
            func index(of type: NSWindow.BackingStoreType) -> Int {
                switch type {
                case .retained: 0
                case .nonretained: 1
                case .buffered: 2
                }
            }
            """,
        swift5: .warning("switch covers known cases, but 'NSWindow.BackingStoreType' may have additional unknown values"),
        swift6: .error("switch covers known cases, but 'NSWindow.BackingStoreType' may have additional unknown values")),

    // MARK: The stand-ins' test-only API is invisible to ordinary importers
    StrictnessCase(
        name: "AppKit: the StandIn SPI needs @_spi(StandIn) import",
        source: """
            import AppKit
            @MainActor func presented(_ viewController: NSViewController) -> [NSViewController] { viewController.standInPresentedViewControllers }
            """,
        swift5: .error("'standInPresentedViewControllers' is inaccessible due to '@_spi' protection level"),
        swift6: .error("'standInPresentedViewControllers' is inaccessible due to '@_spi' protection level"),
        objcHeaders: (
            swift5: .error("value of type 'NSViewController' has no member 'standInPresentedViewControllers'"),
            swift6: .error("value of type 'NSViewController' has no member 'standInPresentedViewControllers'"))),
    StrictnessCase(
        name: "AppKit: StandInSegueTemplate needs @_spi(StandIn) import",
        source: """
            import AppKit
            let templates: [StandInSegueTemplate] = []
            """,
        swift5: .error("cannot find type 'StandInSegueTemplate' in scope"),
        swift6: .error("cannot find type 'StandInSegueTemplate' in scope")),
]

/// Where the two AppKit stand-ins knowingly disagree (docs/StandIns.md, "Where the AppKit
/// stand-ins are looser, stricter or different"). Each case states what each stand-in does, so that a change on
/// either side is noticed; `swift5`/`swift6` are the Swift stand-in's, `objcHeaders` the
/// header stand-in's (the SDK's, for the transcribed declarations).
let appKitKnownDifferences: [StrictnessCase] = [
    StrictnessCase(
        name: "AppKit difference: optional requirements of NSSeguePerforming called through the protocol",
        source: """
            import AppKit
            @MainActor func go(_ performer: any NSSeguePerforming) { performer.performSegue?(withIdentifier: "next", sender: nil) }
            """,
        // A Swift module cannot declare `@objc optional` requirements: the Swift stand-in's
        // protocol has none (stricter). Generated code calls the methods on the classes.
        swift5: .error("value of type 'any NSSeguePerforming' has no member 'performSegue'"),
        swift6: .error("value of type 'any NSSeguePerforming' has no member 'performSegue'"),
        objcHeaders: (swift5: .clean, swift6: .clean)),
    StrictnessCase(
        name: "AppKit difference: a near-miss of an optional requirement in a class adopting NSSeguePerforming",
        source: """
            import AppKit
            final class Coordinator: NSObject, NSSeguePerforming {
                func prepare(for segue: NSStoryboardSegue, sender: Any) {}
            }
            """,
        // Looser in the Swift stand-in: with no requirement, nothing is matched.
        swift5: .clean,
        swift6: .clean,
        objcHeaders: (
            swift5: .error("parameter of 'prepare(for:sender:)' has different optionality than required by protocol 'NSSeguePerforming'"),
            swift6: .error("parameter of 'prepare(for:sender:)' has different optionality than required by protocol 'NSSeguePerforming'"))),
    StrictnessCase(
        name: "AppKit difference: CGFloat and the CoreGraphics initializers of NSRect",
        source: """
            import AppKit
            func frame() -> NSRect { NSRect(x: 0, y: 0, width: 480, height: 270) }
            """,
        // The header stand-in has no CoreGraphics overlay: only NSRect(origin:size:) (stricter).
        swift5: .clean,
        swift6: .clean,
        objcHeaders: (
            swift5: .error("argument passed to call that takes no arguments"),
            swift6: .error("argument passed to call that takes no arguments"))),
]

@Suite("AppKit stand-ins are as strict as the SDK")
struct AppKitStrictnessTests {
    static let checks = StrictnessCheck.combinations(of: appKitStrictnessCases + appKitKnownDifferences)

    @Test(arguments: checks)
    func diagnosesLikeTheSDK(_ combination: StrictnessCheck) async throws {
        try await check(
            combination.strictnessCase.source, against: combination.sdk, mode: combination.mode,
            expect: combination.strictnessCase.expectation(combination.sdk, combination.mode))
    }
}
