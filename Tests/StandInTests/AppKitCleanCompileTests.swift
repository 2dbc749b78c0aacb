// Ordinary macOS app code that compiles cleanly against the macOS SDK must compile cleanly
// (warnings are errors) against both AppKit stand-ins in both language modes, as
// CleanCompileTests checks for UIKit.

import SegueGenTestSupport
import Testing

let appKitCleanCases: [CleanCase] = [
    CleanCase(
        name: "AppKit: prepare without super, casts of the destination, a window controller's content, performSegue with a sender",
        source: """
            import AppKit

            final class DetailViewController: NSViewController {
                var item: String?
            }

            final class PreferencesViewController: NSViewController {
                var tab = 0
            }

            final class ListViewController: NSViewController {
                var selected = "first"

                func showDetail() {
                    performSegue(withIdentifier: "showDetail", sender: self)
                }

                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    if segue.identifier == "showDetail", let detail = segue.destinationController as? DetailViewController {
                        detail.item = selected
                    }
                    if let windowController = segue.destinationController as? NSWindowController,
                        let preferences = windowController.contentViewController as? PreferencesViewController
                    {
                        preferences.tab = 1
                    }
                    if let source = sender as? ListViewController, source === self {
                        selected = "again"
                    }
                }

                override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
                    identifier != "blocked"
                }
            }

            let identifier: NSStoryboardSegue.Identifier = "showDetail"
            let name: String = identifier
            """),
    CleanCase(
        name: "AppKit: a window controller as the segue source",
        source: """
            import AppKit

            final class InspectorViewController: NSViewController {}

            final class MainWindowController: NSWindowController {
                @IBAction func showInspector(_ sender: Any?) {
                    performSegue(withIdentifier: "inspector", sender: sender)
                }

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    window != nil
                }

                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    guard let inspector = segue.destinationController as? InspectorViewController else { return }
                    inspector.children = []
                    contentViewController?.children.append(inspector)
                }
            }
            """),
    CleanCase(
        name: "AppKit: initializers of controllers, windows, items and segues",
        source: """
            import AppKit

            final class DetailViewController: NSViewController {
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

            final class DocumentWindowController: NSWindowController {
                override init(window: NSWindow?) {
                    super.init(window: window)
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }

            final class Panel: NSWindow {}

            @MainActor func make() -> [NSResponder] {
                let nibName: NSNib.Name = "Detail"
                let detail = DetailViewController(item: 1)
                let window = NSWindow(contentViewController: detail)
                let framed = NSWindow(
                    contentRect: NSRect(origin: NSPoint(x: 0, y: 0), size: NSSize(width: 480, height: 270)),
                    styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: false)
                return [
                    detail, NSViewController(), NSViewController(nibName: nibName, bundle: nil), NSViewController(nibName: nil, bundle: nil),
                    window, framed, NSWindow(), Panel(), Panel(contentViewController: NSViewController()),
                    NSWindowController(window: window), NSWindowController(window: nil), NSWindowController(windowNibName: "Main"),
                    NSWindowController(), DocumentWindowController(), DocumentWindowController(windowNibName: "Document"),
                    NSTabViewController(), NSSplitViewController(),
                ]
            }

            func items(_ viewController: NSViewController) -> [NSObject] {
                [
                    NSTabViewItem(viewController: viewController), NSTabViewItem(identifier: "tab"), NSTabViewItem(),
                    NSSplitViewItem(viewController: viewController), NSSplitViewItem(), NSStoryboard(),
                    NSStoryboardSegue(identifier: "next", source: viewController, destination: viewController),
                    NSStoryboardSegue(identifier: "next", source: viewController, destination: viewController, performHandler: {}),
                ]
            }
            """),
    CleanCase(
        name: "AppKit: containers: tab and split items, children, parent, presenter, storyboard",
        source: """
            import AppKit

            final class ProfileViewController: NSViewController {}

            @MainActor func profile(in tabs: NSTabViewController) -> ProfileViewController? {
                tabs.tabViewItems.compactMap { $0.viewController as? ProfileViewController }.first
            }

            @MainActor func profile(in split: NSSplitViewController) -> ProfileViewController? {
                split.splitViewItems.map(\\.viewController).compactMap { $0 as? ProfileViewController }.first
            }

            @MainActor func build(_ profile: ProfileViewController) -> NSViewController? {
                let tabs = NSTabViewController()
                tabs.addTabViewItem(NSTabViewItem(viewController: profile))
                tabs.tabViewItems = tabs.tabViewItems + [NSTabViewItem(viewController: NSViewController())]
                tabs.selectedTabViewItemIndex = 1
                let item: NSTabViewItem? = tabs.tabViewItem(for: profile)
                let split = NSSplitViewController()
                split.addSplitViewItem(NSSplitViewItem(viewController: tabs))
                split.splitViewItems[0].viewController = NSViewController()
                let pane: NSSplitViewItem? = split.splitViewItem(for: tabs)
                let window = NSWindowController(window: NSWindow(contentViewController: split))
                window.contentViewController = split
                window.showWindow(nil)
                let visible: Bool = window.window?.isVisible ?? false
                let parent: NSViewController? = profile.parent
                let presenting: NSViewController? = profile.presentingViewController
                let children: [NSViewController] = split.children
                let storyboard: NSStoryboard? = profile.storyboard ?? window.storyboard
                _ = (item, pane, visible, parent, presenting, children, storyboard, profile.children.isEmpty)
                return window.contentViewController
            }
            """),
    CleanCase(
        name: "AppKit: overriding every segue, containment and window member",
        source: """
            import AppKit

            final class Everything: NSViewController {
                override var storyboard: NSStoryboard? { super.storyboard }
                override func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
                    super.performSegue(withIdentifier: identifier, sender: sender)
                }
                override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { false }
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                }
                override var children: [NSViewController] { get { [] } set {} }
                override var parent: NSViewController? { nil }
                override var presentingViewController: NSViewController? { nil }
            }

            final class Window: NSWindowController {
                override var storyboard: NSStoryboard? { nil }
                override func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
                override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { true }
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
                override var contentViewController: NSViewController? { get { nil } set {} }
                override var window: NSWindow? { get { nil } set {} }
                override func showWindow(_ sender: Any?) { super.showWindow(sender) }
            }

            final class Tabs: NSTabViewController {
                override var tabViewItems: [NSTabViewItem] { get { [] } set {} }
                override var selectedTabViewItemIndex: Int { get { -1 } set {} }
                override func addTabViewItem(_ tabViewItem: NSTabViewItem) {}
                override func tabViewItem(for viewController: NSViewController) -> NSTabViewItem? { nil }
            }

            final class Split: NSSplitViewController {
                override var splitViewItems: [NSSplitViewItem] { get { [] } set {} }
                override func addSplitViewItem(_ splitViewItem: NSSplitViewItem) {}
                override func splitViewItem(for viewController: NSViewController) -> NSSplitViewItem? { nil }
            }

            final class Tab: NSTabViewItem {
                override var viewController: NSViewController? { get { nil } set {} }
            }

            final class Pane: NSSplitViewItem {
                override var viewController: NSViewController { get { super.viewController } set {} }
            }

            final class Frame: NSWindow {
                override var contentViewController: NSViewController? { get { nil } set {} }
                override var isVisible: Bool { true }
            }
            """),
    CleanCase(
        name: "AppKit: custom segue classes",
        source: """
            import AppKit

            final class FadeSegue: NSStoryboardSegue {
                override init(identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any) {
                    super.init(identifier: identifier, source: sourceController, destination: destinationController)
                }

                override func perform() {
                    guard let source = sourceController as? NSViewController,
                        let destination = destinationController as? NSViewController
                    else { return }
                    _ = (source, destination)
                    super.perform()
                }
            }

            func segues(_ source: NSViewController, _ destination: NSWindowController) -> [NSStoryboardSegue] {
                [
                    FadeSegue(identifier: "fade", source: source, destination: destination),
                    FadeSegue(identifier: "fade", source: source, destination: destination, performHandler: {}),
                    NSStoryboardSegue(identifier: "plain", source: source, destination: destination),
                ]
            }
            """),
    CleanCase(
        name: "AppKit: main-actor code, Sendable controllers, async callers, nonisolated segues",
        source: """
            import AppKit

            final class Source: NSViewController {
                func later() {
                    Task { self.performSegue(withIdentifier: "next", sender: nil) }
                }
            }

            func fromAsync(_ source: Source, _ windowController: NSWindowController) async {
                await source.performSegue(withIdentifier: "next", sender: nil)
                await windowController.performSegue(withIdentifier: "next", sender: nil)
                let made = await NSViewController()
                _ = made
            }

            func send(_ viewController: NSViewController, _ windowController: NSWindowController) -> [any Sendable] {
                [viewController, windowController]
            }

            @MainActor func hop(_ viewController: NSViewController) {
                Task.detached { await viewController.performSegue(withIdentifier: "next", sender: nil) }
            }

            protocol SegueRecording { func record() -> String? }
            extension NSStoryboardSegue: SegueRecording {
                func record() -> String? { identifier }
            }
            """),
    CleanCase(
        name: "AppKit: non-frozen enums with @unknown default, option sets",
        source: """
            import AppKit

            func index(of type: NSWindow.BackingStoreType) -> Int {
                switch type {
                case .retained: 0
                case .nonretained: 1
                case .buffered: 2
                @unknown default: -1
                }
            }

            func styles() -> [NSWindow.StyleMask] {
                let mask: NSWindow.StyleMask = [.titled, .closable]
                return [mask, mask.union(.resizable), NSWindow.StyleMask(rawValue: 1 << 2), [], [.miniaturizable]]
            }

            func types() -> [NSWindow.BackingStoreType?] {
                [NSWindow.BackingStoreType(rawValue: 2), .buffered]
            }
            """),
    CleanCase(
        name: "AppKit: Objective-C swizzling of prepare(for:sender:) behind canImport(ObjectiveC)",
        source: """
            import AppKit
            #if canImport(ObjectiveC)
            import ObjectiveC

            private typealias PrepareIMP = @convention(c) (AnyObject, Selector, NSStoryboardSegue, AnyObject?) -> Void

            @MainActor
            enum PrepareHook {
                static func install(on cls: AnyClass) {
                    let selector = #selector(NSViewController.prepare(for:sender:))
                    guard let method = class_getInstanceMethod(cls, selector) else { return }
                    let original = method_getImplementation(method)
                    let types = method_getTypeEncoding(method)
                    let block: @convention(block) (AnyObject, NSStoryboardSegue, AnyObject?) -> Void = { object, segue, sender in
                        let call = unsafeBitCast(original, to: PrepareIMP.self)
                        call(object, selector, segue, sender)
                    }
                    let hook = imp_implementationWithBlock(block)
                    if !class_addMethod(cls, selector, hook, types) {
                        _ = class_replaceMethod(cls, selector, hook, types)
                    }
                }

                static func selectors() -> [Selector] {
                    [#selector(NSWindowController.prepare(for:sender:)), #selector(NSViewController.performSegue(withIdentifier:sender:))]
                }
            }
            #endif
            """),
]

@Suite("Ordinary macOS app code compiles cleanly against the AppKit stand-ins")
struct AppKitCleanCompileTests {
    static let checks = CleanCase.checks(of: appKitCleanCases)

    @Test(arguments: checks)
    func compilesCleanly(_ combination: StrictnessCheck) async throws {
        try await check(combination.strictnessCase.source, against: combination.sdk, mode: combination.mode, expect: .clean)
    }

    /// Generated code gates its Objective-C runtime path on `canImport(ObjectiveC)`: false with
    /// the Swift stand-in, true with the header stand-ins, for AppKit as for UIKit.
    @Test(arguments: SwiftLanguageMode.allCases)
    func objectiveCIsImportableOnlyFromTheHeaderStandIns(_ mode: SwiftLanguageMode) async throws {
        try await expectObjectiveCImportableOnlyFromTheHeaderStandIns(importing: "AppKit", mode: mode)
    }
}
