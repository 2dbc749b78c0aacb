import Foundation
import SegueGenTestSupport
import Testing

/// The generated AppKit code, run against the AppKit Swift stand-in (which,
/// like AppKit, asks shouldPerformSegue before a programmatic perform, then
/// calls prepare inside performSegue): the `appkit` fixture driven per behaviour.
@Suite struct AppKitBehaviourTests {
    private func run(_ driver: String, mode: SwiftLanguageMode = .swift6, optimized: Bool = false) async throws -> RunResult {
        try await Driver.run(driver, fixture: "appkit", framework: "AppKit", mode: mode, optimized: optimized)
    }

    /// Loads `MainViewController` with a segue table for every segue of the spec.
    private static let loadMain = """
        let main = MainViewController()
        main.standInLoad(from: storyboard, segues: [
            StandInSegueTemplate(identifier: "showDetail", destination: { DetailViewController() }),
            StandInSegueTemplate(identifier: "showPreferences", windowController: {
                let window = NSWindowController(window: nil)
                window.contentViewController = PreferencesViewController()
                return window
            }),
            StandInSegueTemplate(identifier: "showInspector", kind: .present, destination: {
                let tabs = NSTabViewController()
                tabs.addTabViewItem(NSTabViewItem(viewController: NSViewController()))
                tabs.addTabViewItem(NSTabViewItem(viewController: InspectorViewController()))
                return tabs
            }),
            StandInSegueTemplate(identifier: "showLibrary", kind: .present, destination: {
                let tabs = LibraryTabViewController()
                tabs.addTabViewItem(NSTabViewItem(viewController: LibraryViewController()))
                tabs.addTabViewItem(NSTabViewItem(viewController: LibraryViewController()))
                tabs.selectedTabViewItemIndex = 1
                return tabs
            }),
            StandInSegueTemplate(identifier: "showSidebar", kind: .present, destination: {
                let split = NSSplitViewController()
                split.addSplitViewItem(NSSplitViewItem(viewController: SidebarViewController()))
                return split
            }),
        ])

        """

    @Test("typed performs hand over each AppKit destination kind, typed, with the caller's sender", arguments: SwiftLanguageMode.allCases)
    func typedPerforms(_ mode: SwiftLanguageMode) async throws {
        let result = try await run("""
            collectFailures()
            \(Self.loadMain)
            let sender = NSObject()
            main.willPrepare = { segue, received in
                print("prepare \\(segue.identifier ?? "nil") sender identical: \\((received as AnyObject?) === sender)")
            }
            main.performShowDetailSegue(sender: sender) { detail in detail.item = "typed" }
            print("detail: \\((storyboard.standInPerformedSegues.last?.destination as? DetailViewController)?.item ?? "nil")")
            main.performShowPreferencesSegue { preferences in preferences.pane = "general" }
            let window = storyboard.standInPerformedSegues.last?.destination as? NSWindowController
            print("preferences: \\((window?.contentViewController as? PreferencesViewController)?.pane ?? "nil")")
            main.performShowInspectorSegue { inspector in inspector.selection = 2 }
            let tabs = storyboard.standInPerformedSegues.last?.destination as? NSTabViewController
            print("inspector: \\((tabs?.tabViewItems.last?.viewController as? InspectorViewController)?.selection ?? -1)")
            main.performShowLibrarySegue { library in library.shelf = "selected" }
            let library = storyboard.standInPerformedSegues.last?.destination as? NSTabViewController
            print("library tabs: \\(library?.tabViewItems.map { ($0.viewController as? LibraryViewController)?.shelf ?? "?" } ?? [])")
            main.performShowSidebarSegue { sidebar in sidebar.width = 200 }
            print("failures: \\(failures)")

            let windowController = MainWindowController(window: nil)
            windowController.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showAbout", windowController: { AboutWindowController(window: nil) }),
            ])
            windowController.performShowAboutSegue { about in about.version = "2.0" }
            print("about: \\((storyboard.standInPerformedSegues.last?.destination as? AboutWindowController)?.version ?? "nil")")
            """, mode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            prepare showDetail sender identical: true
            detail: typed
            prepare showPreferences sender identical: false
            preferences: general
            prepare showInspector sender identical: false
            inspector: 2
            prepare showLibrary sender identical: false
            library tabs: ["", "selected"]
            prepare showSidebar sender identical: false
            failures: []
            about: 2.0

            """, "\(result)")
    }

    @Test("a window whose content is a tab or split view controller hands over the item of the declared type")
    func aWindowOfTabsHandsOverItsPane() async throws {
        let result = try await run("""
            collectFailures()
            \(Self.loadMain)
            main.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showPreferences", windowController: {
                    let tabs = NSTabViewController()
                    tabs.addTabViewItem(NSTabViewItem(viewController: NSViewController()))
                    tabs.addTabViewItem(NSTabViewItem(viewController: PreferencesViewController()))
                    let window = NSWindowController(window: nil)
                    window.contentViewController = tabs
                    return window
                }),
            ])
            main.performShowPreferencesSegue { preferences in preferences.pane = "in a tab" }
            let window = storyboard.standInPerformedSegues.last?.destination as? NSWindowController
            let tabs = window?.contentViewController as? NSTabViewController
            print("preferences: \\((tabs?.tabViewItems.last?.viewController as? PreferencesViewController)?.pane ?? "nil")")
            main.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showPreferences", windowController: {
                    let split = NSSplitViewController()
                    split.addSplitViewItem(NSSplitViewItem(viewController: PreferencesViewController()))
                    let window = NSWindowController(window: nil)
                    window.contentViewController = split
                    return window
                }),
            ])
            main.performShowPreferencesSegue { preferences in preferences.pane = "in a split item" }
            let split = (storyboard.standInPerformedSegues.last?.destination as? NSWindowController)?.contentViewController as? NSSplitViewController
            print("preferences: \\((split?.splitViewItems.first?.viewController as? PreferencesViewController)?.pane ?? "nil")")
            print("failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            preferences: in a tab
            preferences: in a split item
            failures: []

            """, "\(result)")
    }

    @Test("AppKit's own shouldPerformSegue gates typed performs; a declined segue is not a forgotten forward")
    func gatingAndForgottenForward() async throws {
        let result = try await run("""
            collectFailures()
            \(Self.loadMain)
            main.gate = { $0 != .showDetail }
            let declined = main.performShowDetailSegue { _ in print("configured a declined segue") }
            print("declined performed: \\(declined), segues: \\(storyboard.standInPerformedSegues.count), failures: \\(failures)")
            main.gate = nil
            main.forwards = false
            let forgotten = main.performShowDetailSegue { _ in print("configured without a forward") }
            print("forgotten performed: \\(forgotten)")
            for failure in failures { print(failure) }
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            declined performed: false, segues: 0, failures: []
            forgotten performed: true
            MainViewController performed segue "showDetail" with a configure closure, but MainViewController.prepare(for:sender:) did not forward the segue to App.SegueGen, so the closure never ran. Add `App.SegueGen.prepare(for: segue)` to MainViewController.prepare(for:sender:), before anything in it that returns (override it if MainViewController does not), or generate with `dispatch: swizzle`.

            """, "\(result)")
    }

    /// A gate on what the segue itself changes ("one sheet at a time") says
    /// no once the segue is shown: the perform asks before it performs and
    /// keeps that answer, so a forgotten forward is still reported.
    @Test("a perform asks shouldPerformSegue before AppKit does, and keeps the answer the segue may change")
    func aGateOnWhatTheSegueChangesDoesNotHideAForgottenForward() async throws {
        let result = try await run("""
            collectFailures()
            \(Self.loadMain)
            var asked = 0
            main.gate = { _ in
                asked += 1
                return main.standInPresentedViewControllers.isEmpty
            }
            main.forwards = false
            let first = main.performShowInspectorSegue { _ in print("configured without a forward") }
            print("first performed: \\(first), asked \\(asked) times, segues: \\(storyboard.standInPerformedSegues.count)")
            for failure in failures { print(failure) }
            let second = main.performShowInspectorSegue { _ in print("configured a declined segue") }
            print("second performed: \\(second), asked \\(asked) times, segues: \\(storyboard.standInPerformedSegues.count), failures: \\(failures.count)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            first performed: true, asked 2 times, segues: 1
            MainViewController performed segue "showInspector" with a configure closure, but MainViewController.prepare(for:sender:) did not forward the segue to App.SegueGen, so the closure never ran. Add `App.SegueGen.prepare(for: segue)` to MainViewController.prepare(for:sender:), before anything in it that returns (override it if MainViewController does not), or generate with `dispatch: swizzle`.
            second performed: false, asked 3 times, segues: 1, failures: 1

            """, "\(result)")
    }

    @Test("a perform without a closure is prepared as a storyboard-triggered segue, gated once, and needs no forward")
    func performWithoutAClosure() async throws {
        let result = try await run("""
            collectFailures()
            \(Self.loadMain)
            var asked = 0
            main.gate = { _ in asked += 1; return true }
            main.performShowDetailSegue()
            let detail = storyboard.standInPerformedSegues.last?.destination as? DetailViewController
            print("asked \\(asked) time(s), configured by prepare's switch: \\(detail?.item ?? "nil")")
            main.gate = { _ in asked += 1; return false }
            main.performShowDetailSegue()
            print("declined: asked \\(asked) time(s), segues: \\(storyboard.standInPerformedSegues.count)")
            main.gate = nil
            main.forwards = false
            main.performShowDetailSegue()
            print("without a forward, segues: \\(storyboard.standInPerformedSegues.count), failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            asked 1 time(s), configured by prepare's switch: from the storyboard
            declined: asked 2 time(s), segues: 1
            without a forward, segues: 2, failures: []

            """, "\(result)")
    }

    @Test("the same segue performed again inside its configure closure is prepared as a segue of its own")
    func theSameSeguePerformedInsideItsConfigureIsNotTheTypedOne() async throws {
        let result = try await run("""
            collectFailures()
            \(Self.loadMain)
            var inner: DetailViewController?
            main.performShowDetailSegue { detail in
                detail.item = "configured"
                guard inner == nil else { return }
                main.performShowDetailSegue()
                inner = storyboard.standInPerformedSegues.last?.destination as? DetailViewController
            }
            let outer = storyboard.standInPerformedSegues.last?.destination as? DetailViewController
            print("inner: \\(inner?.item ?? "nil"), outer: \\(outer?.item ?? "nil"), failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            inner: from the storyboard, outer: configured, failures: []

            """, "\(result)")
    }

    @Test("a typed perform from a controller created in code reports it, and performs and asks nothing")
    func aControllerNotFromAStoryboardIsReported() async throws {
        let result = try await run("""
            collectFailures()
            \(Driver.sceneCreatedInCode("MainViewController", as: "main"))
            let configured = main.performShowDetailSegue { _ in print("configured") }
            main.performShowDetailSegue()
            let windowController = MainWindowController(window: nil)
            let about = windowController.performShowAboutSegue { _ in print("configured") }
            print("performed: \\(configured), \\(about)")
            for failure in failures { print(failure) }
            print(failures == [
                .notFromStoryboard(source: "MainViewController", identifier: "showDetail"),
                .notFromStoryboard(source: "MainViewController", identifier: "showDetail"),
                .notFromStoryboard(source: "MainWindowController", identifier: "showAbout"),
            ])

            // The same controller loaded from a storyboard is asked, then performs (and AppKit asks
            // again); without a closure, AppKit alone asks.
            failures = []
            main.standInLoad(from: storyboard, segues: [StandInSegueTemplate(identifier: "showDetail", destination: { DetailViewController() })])
            let performed = main.performShowDetailSegue { detail in detail.item = "typed" }
            main.performShowDetailSegue()
            let items = storyboard.standInPerformedSegues.map { ($0.destination as? DetailViewController)?.item ?? "nil" }
            print("from a storyboard: \\(performed), items: \\(items), failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            storyboard: nil
            performed: false, false
            MainViewController cannot perform segue "showDetail": it was not loaded from a storyboard, so it has no segues. Create MainViewController with `instantiate` or NSStoryboard's `instantiateController(withIdentifier:)`, not an initializer.
            MainViewController cannot perform segue "showDetail": it was not loaded from a storyboard, so it has no segues. Create MainViewController with `instantiate` or NSStoryboard's `instantiateController(withIdentifier:)`, not an initializer.
            MainWindowController cannot perform segue "showAbout": it was not loaded from a storyboard, so it has no segues. Create MainWindowController with `instantiate` or NSStoryboard's `instantiateController(withIdentifier:)`, not an initializer.
            true
            asked about showDetail
            performSegue showDetail
            asked about showDetail
            performSegue showDetail
            asked about showDetail
            from a storyboard: true, items: ["typed", "from the storyboard"], failures: []

            """, "\(result)")
    }

    /// A destination of another type, or a container without the scene, is
    /// reported with what the destination holds: its children's types, the
    /// selected tab (or none), or that it holds nothing.
    @Test func storyboardTriggeredSeguesAndWrongTypes() async throws {
        let result = try await run("""
            collectFailures()
            \(Self.loadMain)
            main.performSegue(withIdentifier: "showDetail", sender: nil)
            print("storyboard-triggered: \\((storyboard.standInPerformedSegues.last?.destination as? DetailViewController)?.item ?? "nil")")
            main.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showPreferences", windowController: {
                    let window = NSWindowController(window: nil)
                    window.contentViewController = DetailViewController()
                    return window
                }),
                StandInSegueTemplate(identifier: "showLibrary", kind: .present, destination: {
                    let tabs = NSTabViewController()
                    tabs.addTabViewItem(NSTabViewItem(viewController: LibraryViewController()))
                    return tabs
                }),
            ])
            main.performShowPreferencesSegue { _ in print("configured the wrong object") }
            main.performShowLibrarySegue { _ in print("configured the wrong object") }
            // Containers without the scene: empty, or with another tab selected, or none.
            func library(selecting index: Int) -> StandInSegueTemplate {
                StandInSegueTemplate(identifier: "showLibrary", kind: .present, destination: {
                    let tabs = LibraryTabViewController()
                    tabs.tabViewItems = [NSTabViewItem(viewController: DetailViewController()), NSTabViewItem(viewController: LibraryViewController())]
                    tabs.selectedTabViewItemIndex = index
                    return tabs
                })
            }
            main.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showPreferences", windowController: { NSWindowController(window: nil) }),
                library(selecting: 0),
                StandInSegueTemplate(identifier: "showInspector", kind: .present, destination: { NSTabViewController() }),
                StandInSegueTemplate(identifier: "showSidebar", kind: .present, destination: { NSSplitViewController() }),
            ])
            main.performShowPreferencesSegue { _ in print("configured a window controller without content") }
            main.performShowLibrarySegue { _ in print("configured another tab") }
            main.performShowInspectorSegue { _ in print("configured a tab view controller without tabs") }
            main.performShowSidebarSegue { _ in print("configured a split view controller without items") }
            main.standInLoad(from: storyboard, segues: [library(selecting: -1)])
            main.performShowLibrarySegue { _ in print("configured no tab") }
            for failure in failures { print(failure) }
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            storyboard-triggered: from the storyboard
            segue "showPreferences" from MainViewController was declared to show PreferencesViewController as the content of its NSWindowController, but its destination is an instance of NSWindowController holding [DetailViewController]. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "showLibrary" from MainViewController was declared to show LibraryViewController as the selected tab of its LibraryTabViewController, but its destination is an instance of NSTabViewController holding [LibraryViewController], with LibraryViewController selected. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "showPreferences" from MainViewController was declared to show PreferencesViewController as the content of its NSWindowController, but its destination is an instance of NSWindowController holding nothing. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "showLibrary" from MainViewController was declared to show LibraryViewController as the selected tab of its LibraryTabViewController, but its destination is an instance of LibraryTabViewController holding [DetailViewController, LibraryViewController], with DetailViewController selected. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "showInspector" from MainViewController was declared to show InspectorViewController as a tab of its NSTabViewController, but its destination is an instance of NSTabViewController holding nothing. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "showSidebar" from MainViewController was declared to show SidebarViewController as a split item of its NSSplitViewController, but its destination is an instance of NSSplitViewController holding nothing. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "showLibrary" from MainViewController was declared to show LibraryViewController as the selected tab of its LibraryTabViewController, but its destination is an instance of LibraryTabViewController holding [DetailViewController, LibraryViewController], with no tab selected. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.

            """, "\(result)")
    }
}
