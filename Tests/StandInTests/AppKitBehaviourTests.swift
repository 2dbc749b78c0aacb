// Programs linked with the AppKit Swift stand-in, run: the segue behaviour a generator relies on
// ("Behaviour a generator relies on" in docs/reference/uikit-appkit-segue-api.md), for the two
// kinds of source (view and window controllers) and of destination. `run`, `sigabrt` and
// `noSegueMessagePrefix` are BehaviourTests'.

import SegueGenTestSupport
import Testing

@Suite("Segue behaviour of the AppKit Swift stand-in")
struct AppKitBehaviourTests {
    @Test(
        "shouldPerformSegue, then prepare, then perform, all before performSegue returns",
        arguments: ModeAndOptimization.all)
    func shouldThenPrepareThenPerformThenReturn(_ configuration: ModeAndOptimization) async throws {
        let result = try await run(
            """
            @_spi(StandIn) import AppKit

            final class Detail: NSViewController {}

            final class LoggingSegue: NSStoryboardSegue {
                override func perform() {
                    print("perform \\(identifier ?? "nil") destination=\\(type(of: destinationController))")
                    super.perform()
                }
            }

            final class Master: NSViewController {
                override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
                    print("shouldPerform \\(identifier)")
                    return true
                }

                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    let source = (segue.sourceController as? Master) === self
                    print("prepare \\(segue.identifier ?? "nil") destination=\\(type(of: segue.destinationController)) source=\\(source)")
                }
            }

            let storyboard = NSStoryboard(standInName: "Main")
            let master = Master()
            master.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(
                    identifier: "custom",
                    kind: .custom { LoggingSegue(identifier: $0, source: $1, destination: $2) },
                    destination: {
                        print("make Detail")
                        return Detail()
                    }),
                StandInSegueTemplate(identifier: "show", destination: { Detail() }),
            ])
            master.performSegue(withIdentifier: "custom", sender: nil)
            print("returned")
            master.performSegue(withIdentifier: "show", sender: nil)
            let shown = storyboard.standInPerformedSegues.last?.destination as? Detail
            print("returned shown=\\(shown?.standInWindow?.isVisible == true) storyboard=\\(shown?.storyboard === storyboard)")
            print("log=\\(storyboard.standInPerformedSegues.map(\\.identifier))")
            """, mode: configuration.mode, optimized: configuration.optimized)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                shouldPerform custom
                make Detail
                prepare custom destination=Detail source=true
                perform custom destination=Detail
                returned
                shouldPerform show
                prepare show destination=Detail source=true
                returned shown=true storyboard=true
                log=["custom", "show"]

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test("shouldPerformSegue returning false stops the segue, for both kinds of source")
    func shouldPerformSegueFalseStopsTheSegue() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import AppKit

            final class Master: NSViewController {
                var allow = false
                override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
                    print("shouldPerform \\(identifier) sender=\\(sender as? String ?? "nil")")
                    return allow
                }
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    print("prepare \\(segue.identifier ?? "nil")")
                }
            }

            final class Window: NSWindowController {
                override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
                    print("window shouldPerform \\(identifier)")
                    return false
                }
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    print("window prepare must not run")
                }
            }

            let storyboard = NSStoryboard()
            let templates = [
                StandInSegueTemplate(identifier: "next", kind: .present, destination: {
                    print("make destination")
                    return NSViewController()
                }),
            ]
            let master = Master()
            master.standInLoad(from: storyboard, segues: templates)
            master.performSegue(withIdentifier: "next", sender: "button")
            print("refused: performed=\\(storyboard.standInPerformedSegues.count) presented=\\(master.standInPresentedViewControllers.count)")
            master.allow = true
            master.performSegue(withIdentifier: "next", sender: "button")
            let presented = master.standInPresentedViewControllers
            print("allowed: performed=\\(storyboard.standInPerformedSegues.count) presented=\\(presented.count) presenter=\\(presented.first?.presentingViewController === master)")

            let window = Window(window: NSWindow(contentViewController: NSViewController()))
            window.standInLoad(from: storyboard, segues: templates)
            window.performSegue(withIdentifier: "next", sender: nil)
            print("window refused: performed=\\(storyboard.standInPerformedSegues.count)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                shouldPerform next sender=button
                refused: performed=0 presented=0
                shouldPerform next sender=button
                make destination
                prepare next
                allowed: performed=1 presented=1 presenter=true
                window shouldPerform next
                window refused: performed=1

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test("shouldPerformSegue and prepare receive the caller's sender unchanged")
    func senderIsPassedThrough() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import AppKit

            final class Token {}
            struct Payload: Equatable { var id: Int }

            final class Master: NSViewController {
                var asked: [Any?] = []
                var received: [Any?] = []
                override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
                    asked.append(sender)
                    return true
                }
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    received.append(sender)
                }
            }

            final class Window: NSWindowController {
                var received: [Any?] = []
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    received.append(sender)
                }
            }

            // Plain NSStoryboardSegues: perform() does nothing, so each perform leaves no trace.
            let templates = [
                StandInSegueTemplate(
                    identifier: "next",
                    kind: .custom { NSStoryboardSegue(identifier: $0, source: $1, destination: $2) },
                    destination: { NSViewController() }),
            ]
            let master = Master()
            master.standInLoad(from: NSStoryboard(), segues: templates)
            let window = Window()
            window.standInLoad(from: NSStoryboard(), segues: templates)
            let token = Token()
            for sender in [token, nil, master, Payload(id: 7)] as [Any?] {
                master.performSegue(withIdentifier: "next", sender: sender)
                window.performSegue(withIdentifier: "next", sender: sender)
            }
            for list in [master.asked, master.received, window.received] {
                print((list[0] as? Token) === token, list[1] == nil, (list[2] as? Master) === master, (list[3] as? Payload) == Payload(id: 7))
            }
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == "true true true true\ntrue true true true\ntrue true true true\n", "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test("each perform creates a fresh destination and segue")
    func destinationIsFreshPerPerform() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import AppKit

            final class Detail: NSViewController {
                static var made = 0
                let number: Int
                init() {
                    Detail.made += 1
                    number = Detail.made
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
            }

            final class Master: NSViewController {
                var prepared: [Any] = []
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    prepared.append(segue.destinationController)
                }
            }

            let storyboard = NSStoryboard()
            let master = Master()
            master.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "detail", kind: .present, destination: { Detail() }),
            ])
            print("made before=\\(Detail.made)")
            master.performSegue(withIdentifier: "detail", sender: nil)
            master.performSegue(withIdentifier: "detail", sender: nil)
            let log = storyboard.standInPerformedSegues
            print("made after=\\(Detail.made)")
            print("distinct=\\(log[0].destination !== log[1].destination)")
            print("prepared the performed ones=\\((master.prepared[0] as? Detail) === log[0].destination && (master.prepared[1] as? Detail) === log[1].destination)")
            print("numbers=\\(master.standInPresentedViewControllers.compactMap { ($0 as? Detail)?.number })")
            print("segue objects distinct=\\(log[0].segue !== log[1].segue)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                made before=0
                made after=2
                distinct=true
                prepared the performed ones=true
                numbers=[1, 2]
                segue objects distinct=true

                """, "\(result)")
    }

    @Test("an unknown identifier aborts with the NSInvalidArgumentException message, before shouldPerformSegue")
    func unknownIdentifierAborts() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import AppKit

            final class Master: NSViewController {
                override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
                    print("shouldPerform must not run")
                    return false
                }
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    print("prepare must not run")
                }
            }

            let master = Master()
            master.standInLoad(from: NSStoryboard(), segues: [
                StandInSegueTemplate(identifier: "known", destination: { NSViewController() }),
            ])
            print("before")
            master.performSegue(withIdentifier: "unknown", sender: nil)
            print("after")
            """)
        #expect(result.trapped, "\(result)")
        #expect(result.termination == .signaled(sigabrt), "\(result)")
        #expect(result.stdout == "before\n", "\(result)")
        #expect(result.stderr.hasPrefix(noSegueMessagePrefix + "Master: 0x"), "\(result)")
        #expect(result.stderr.hasSuffix(">) has no segue with identifier 'unknown''\n"), "\(result)")
    }

    @Test("a view or window controller not loaded from a storyboard has no segues", arguments: [
        ("NSViewController", "Plain()"), ("NSWindowController", "Plain(window: nil)"),
    ])
    func noStoryboardNoSegues(_ superclass: String, _ creation: String) async throws {
        let result = try await run(
            """
            import AppKit

            final class Plain: \(superclass) {}

            let plain = \(creation)
            print("storyboard=\\(plain.storyboard == nil ? "nil" : "set")")
            plain.performSegue(withIdentifier: "anything", sender: nil)
            """)
        #expect(result.termination == .signaled(sigabrt), "\(result)")
        #expect(result.stdout == "storyboard=nil\n", "\(result)")
        #expect(result.stderr.hasPrefix(noSegueMessagePrefix + "Plain: 0x"), "\(result)")
        #expect(result.stderr.hasSuffix(">) has no segue with identifier 'anything''\n"), "\(result)")
    }

    @Test("a window controller destination: its contentViewController is the scene", arguments: SwiftLanguageMode.allCases)
    func windowControllerDestination(_ mode: SwiftLanguageMode) async throws {
        let result = try await run(
            """
            @_spi(StandIn) import AppKit

            final class PreferencesViewController: NSViewController {
                var pane = "general"
            }

            final class PreferencesWindowController: NSWindowController {}

            final class Master: NSViewController {
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    guard let windowController = segue.destinationController as? NSWindowController,
                        let preferences = windowController.contentViewController as? PreferencesViewController
                    else {
                        print("no preferences scene")
                        return
                    }
                    preferences.pane = sender as? String ?? "none"
                    print("prepare visible=\\(windowController.window?.isVisible ?? false)")
                }
            }

            let storyboard = NSStoryboard(standInName: "Main")
            let master = Master()
            master.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "preferences", windowController: {
                    PreferencesWindowController(window: NSWindow(contentViewController: PreferencesViewController()))
                }),
            ])
            master.performSegue(withIdentifier: "preferences", sender: "advanced")
            let windowController = storyboard.standInPerformedSegues.first?.destination as? PreferencesWindowController
            let preferences = windowController?.contentViewController as? PreferencesViewController
            print("window controller=\\(windowController != nil) visible=\\(windowController?.window?.isVisible == true)")
            print("pane=\\(preferences?.pane ?? "nil") window=\\(preferences?.standInWindow === windowController?.window) parent=\\(preferences?.parent == nil ? "nil" : "set")")
            print("storyboards=\\(windowController?.storyboard === storyboard) \\(preferences?.storyboard === storyboard)")
            """, mode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                prepare visible=false
                window controller=true visible=true
                pane=advanced window=true parent=nil
                storyboards=true true

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test("a window controller source presents from its content view controller; show opens a window")
    func windowControllerSource() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import AppKit

            final class Inspector: NSViewController {}
            final class Main: NSViewController {}

            final class MainWindowController: NSWindowController {
                override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
                    print("prepare \\(segue.identifier ?? "nil") source=\\((segue.sourceController as? MainWindowController) === self)")
                }
            }

            let storyboard = NSStoryboard()
            let main = Main()
            let windowController = MainWindowController(window: NSWindow(contentViewController: main))
            windowController.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "sheet", kind: .present, destination: { Inspector() }),
                StandInSegueTemplate(identifier: "show", destination: { Inspector() }),
            ])
            windowController.performSegue(withIdentifier: "sheet", sender: nil)
            let sheet = main.standInPresentedViewControllers.first
            print("sheet: inspector=\\(sheet is Inspector) presenter=\\(sheet?.presentingViewController === main) storyboard=\\(sheet?.storyboard === storyboard)")
            windowController.performSegue(withIdentifier: "show", sender: nil)
            let shown = storyboard.standInPerformedSegues.last?.destination as? Inspector
            print("show: visible=\\(shown?.standInWindow?.isVisible == true) presenter=\\(shown?.presentingViewController == nil ? "nil" : "set") presented=\\(main.standInPresentedViewControllers.count)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                prepare sheet source=true
                sheet: inspector=true presenter=true storyboard=true
                prepare show source=true
                show: visible=true presenter=nil presented=1

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test("tab and split view items and children stay in step")
    func containerItems() async throws {
        let result = try await run(
            """
            import AppKit

            let tabs = NSTabViewController()
            print("empty: index=\\(tabs.selectedTabViewItemIndex)")
            let a = NSViewController()
            let b = NSViewController()
            tabs.addTabViewItem(NSTabViewItem(viewController: a))
            tabs.addTabViewItem(NSTabViewItem(viewController: b))
            print("tabs: children=\\(tabs.children.count) parent=\\(a.parent === tabs) index=\\(tabs.selectedTabViewItemIndex) item=\\(tabs.tabViewItem(for: b)?.viewController === b)")
            let itemB = tabs.tabViewItem(for: b)
            tabs.children = [b]
            print("tabs after children: items=\\(tabs.tabViewItems.count) kept=\\(tabs.tabViewItems.first === itemB) dropped=\\(a.parent == nil) index=\\(tabs.selectedTabViewItemIndex)")

            let split = NSSplitViewController()
            split.splitViewItems = [NSSplitViewItem(viewController: a), NSSplitViewItem(viewController: tabs)]
            print("split: children=\\(split.children.count) parent=\\(tabs.parent === split) item=\\(split.splitViewItem(for: a)?.viewController === a)")
            let itemA = split.splitViewItem(for: a)
            split.children = [tabs, a, b]
            print("split after children: items=\\(split.splitViewItems.count) kept=\\(split.splitViewItem(for: a) === itemA) moved=\\(b.parent === split)")
            print("tabs after move: children=\\(tabs.children.count) items=\\(tabs.tabViewItems.count) index=\\(tabs.selectedTabViewItemIndex)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                empty: index=-1
                tabs: children=2 parent=true index=0 item=true
                tabs after children: items=1 kept=true dropped=true index=0
                split: children=2 parent=true item=true
                split after children: items=3 kept=true moved=true
                tabs after move: children=0 items=0 index=-1

                """, "\(result)")
    }

    @Test("reading the view controller of an empty NSSplitViewItem ends the process")
    func emptySplitViewItem() async throws {
        let result = try await run(
            """
            import AppKit

            let item = NSSplitViewItem()
            print("before")
            print(item.viewController)
            """)
        #expect(result.termination == .signaled(sigabrt), "\(result)")
        #expect(result.stdout == "before\n", "\(result)")
        #expect(result.stderr == "StandIn: NSSplitViewItem.viewController was read before it was set\n", "\(result)")
    }
}
