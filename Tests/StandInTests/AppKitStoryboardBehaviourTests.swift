// Programs linked with the AppKit Swift stand-in, run: creating view and window controllers from
// storyboards (`NSStoryboard(name:bundle:)`, the instantiation methods and their creator blocks),
// presenting them as sheets and modal windows, dismissing them and showing windows, including the
// ways the stand-in fails visibly. See "Storyboard instantiation and presentation" in
// docs/reference/uikit-appkit-segue-api.md. `run`, `sigabrt`, `uncaughtException` and
// `VisibleFailure` are the UIKit tests'.

import SegueGenTestSupport
import Testing

/// The scenes the AppKit programs share: a view controller scene, a window controller scene whose
/// content is a view controller, and a storyboard whose initial scene is the window controller.
private let appKitScenes = """
    @_spi(StandIn) import AppKit

    class PreferencesViewController: NSViewController {
        let pane: String
        init(pane: String) {
            self.pane = pane
            super.init(nibName: nil, bundle: nil)
        }
        init?(coder: NSCoder, pane: String) {
            self.pane = pane
            super.init(coder: coder)
        }
        required init?(coder: NSCoder) { nil }
    }
    final class PreferencesWindowController: NSWindowController {}
    final class InspectorViewController: NSViewController {}

    NSStoryboard.standInAddStoryboard(
        named: "Main",
        scenes: [
            StandInScene(
                identifier: "Preferences",
                segues: [StandInSegueTemplate(identifier: "inspect", kind: .present, destination: { InspectorViewController() })]
            ) { PreferencesViewController(pane: "from the scene") },
            StandInScene(identifier: "PreferencesWindow") {
                PreferencesWindowController(window: NSWindow(contentViewController: PreferencesViewController(pane: "in the window")))
            },
        ],
        initialScene: "PreferencesWindow")

    """

@Suite("Storyboard instantiation and presentation in the AppKit Swift stand-in")
struct AppKitStoryboardBehaviourTests {
    @Test(
        "instantiating by identifier returns a fresh view or window controller as Any, loaded from the storyboard",
        arguments: ModeAndOptimization.all)
    func instantiateByIdentifier(_ configuration: ModeAndOptimization) async throws {
        let result = try await run(
            appKitScenes + """
                /// NSStoryboard is not main-actor: nonisolated code may create one and ask it for controllers.
                func makePreferences() -> Any {
                    NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "Preferences")
                }

                let any = makePreferences()
                let preferences = any as? PreferencesViewController
                print("type=\\(type(of: any)) pane=\\(preferences?.pane ?? "nil") storyboard=\\(preferences?.storyboard != nil)")
                let storyboard = NSStoryboard(name: "Main", bundle: nil)
                let first = storyboard.instantiateController(withIdentifier: "PreferencesWindow") as? PreferencesWindowController
                let second = storyboard.instantiateController(withIdentifier: "PreferencesWindow") as? PreferencesWindowController
                print("window controller: fresh=\\(first !== second) storyboard=\\(first?.storyboard === storyboard) content storyboard=\\(first?.contentViewController?.storyboard === storyboard)")
                first?.showWindow(nil)
                print("shown=\\(first?.window?.isVisible == true) other shown=\\(second?.window?.isVisible == true)")
                let typed: PreferencesViewController = storyboard.instantiateController(identifier: "Preferences")
                typed.performSegue(withIdentifier: "inspect", sender: nil)
                print("segue: \\(typed.standInPresentedViewControllers.map { String(describing: type(of: $0)) }) \\(storyboard.standInPerformedSegues.map(\\.identifier))")
                """, mode: configuration.mode, optimized: configuration.optimized)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                type=PreferencesViewController pane=from the scene storyboard=true
                window controller: fresh=true storyboard=true content storyboard=true
                shown=true other shown=false
                segue: ["InspectorViewController"] ["inspect"]

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test("the initial controller, typed or Any, and nil without one", arguments: SwiftLanguageMode.allCases)
    func initialController(_ mode: SwiftLanguageMode) async throws {
        let result = try await run(
            appKitScenes + """
                NSStoryboard.standInAddStoryboard(named: "Inspector", scenes: [StandInScene(identifier: "Inspector") { InspectorViewController() }])
                let storyboard = NSStoryboard(name: "Main", bundle: nil)
                let initial = storyboard.instantiateInitialController()
                print("initial=\\(initial.map { String(describing: type(of: $0)) } ?? "nil")")
                let typed: PreferencesWindowController? = storyboard.instantiateInitialController()
                print("typed=\\(typed != nil) storyboard=\\(typed?.storyboard === storyboard)")
                let none = NSStoryboard(name: "Inspector", bundle: nil)
                let noneTyped: InspectorViewController? = none.instantiateInitialController()
                print("none=\\(none.instantiateInitialController() == nil) typed=\\(noneTyped == nil)")
                """, mode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                initial=PreferencesWindowController
                typed=true storyboard=true
                none=true typed=true

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test("the generic overloads call the creator with a coder and fall back to the scene when it returns nil")
    func creatorBlocks() async throws {
        let result = try await run(
            appKitScenes + """
                let storyboard = NSStoryboard(name: "Main", bundle: nil)
                var calls = 0
                let created: PreferencesViewController = storyboard.instantiateController(identifier: "Preferences") { coder in
                    calls += 1
                    return PreferencesViewController(coder: coder, pane: "from the creator")
                }
                print("creator: pane=\\(created.pane) storyboard=\\(created.storyboard === storyboard) calls=\\(calls)")
                let fallback: PreferencesViewController = storyboard.instantiateController(identifier: "Preferences") { _ in nil }
                print("nil: pane=\\(fallback.pane)")
                let window: PreferencesWindowController = storyboard.instantiateController(identifier: "PreferencesWindow") { coder in
                    PreferencesWindowController(coder: coder)
                }
                print("window controller creator: window=\\(window.window == nil ? "nil" : "set") storyboard=\\(window.storyboard === storyboard)")
                let initial = storyboard.instantiateInitialController { PreferencesWindowController(coder: $0) }
                print("initial creator: \\(initial != nil)")
                """)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                creator: pane=from the creator storyboard=true calls=1
                nil: pane=from the scene
                window controller creator: window=nil storyboard=true
                initial creator: true

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    static let visibleFailures: [VisibleFailure] = [
        VisibleFailure(
            name: "a storyboard that is not in the bundle",
            statement: "_ = NSStoryboard(name: \"Missing\", bundle: nil)",
            stderrPrefix: uncaughtException("NSInvalidArgumentException")
                + "Could not find a storyboard named 'Missing' in bundle NSBundle </",
            stderrSuffix: "> (loaded)'\n"),
        VisibleFailure(
            name: "an identifier the storyboard has no scene for",
            statement: "_ = NSStoryboard(name: \"Main\", bundle: nil).instantiateController(withIdentifier: \"Missing\")",
            stderrPrefix: uncaughtException("NSInvalidArgumentException") + "Storyboard (<NSStoryboard: 0x",
            stderrSuffix: ">) doesn't contain a view controller with identifier 'Missing''\n"),
        VisibleFailure(
            name: "a creator whose controller does not call init(coder:)",
            statement: """
                let preferences: PreferencesViewController = NSStoryboard(name: "Main", bundle: nil)
                    .instantiateController(identifier: "Preferences") { _ in PreferencesViewController(pane: "wrong") }
                """,
            stderrPrefix: uncaughtException("NSInternalInconsistencyException")
                + "Custom instantiated view controller must call -[super initWithCoder:]'\n"),
        VisibleFailure(
            name: "a creator whose controller is not of the scene's class",
            statement: """
                let inspector: InspectorViewController = NSStoryboard(name: "Main", bundle: nil)
                    .instantiateController(identifier: "Preferences") { InspectorViewController(coder: $0) }
                """,
            stderrPrefix: uncaughtException("NSInternalInconsistencyException") + "Custom instantiated <App.InspectorViewController: 0x",
            stderrSuffix: "> must be kind of class App.PreferencesViewController'\n"),
        VisibleFailure(
            name: "a window controller scene asked for as a view controller",
            statement: """
                let preferences: PreferencesViewController = NSStoryboard(name: "Main", bundle: nil).instantiateController(identifier: "PreferencesWindow")
                """,
            stderrPrefix:
                "StandIn: scene 'PreferencesWindow' of storyboard 'Main' is a App.PreferencesWindowController, not a App.PreferencesViewController\n"
        ),
        VisibleFailure(
            name: "an initial window controller asked for as a view controller",
            statement: """
                let preferences: PreferencesViewController? = NSStoryboard(name: "Main", bundle: nil).instantiateInitialController()
                """,
            stderrPrefix:
                "StandIn: scene 'PreferencesWindow' of storyboard 'Main' is a App.PreferencesWindowController, not a App.PreferencesViewController\n"
        ),
    ]

    @Test("storyboard mistakes end the process visibly", arguments: visibleFailures)
    func visibleFailure(_ failure: VisibleFailure) async throws {
        try await failure.expectEnds(after: appKitScenes)
    }

    @Test("sheets and modal windows: presented in a visible window, dismissed by the presenter or themselves",
        arguments: SwiftLanguageMode.allCases)
    func sheetsAndModalWindows(_ mode: SwiftLanguageMode) async throws {
        let result = try await run(
            appKitScenes + """
                let main = NSViewController()
                let sheet = PreferencesViewController(pane: "sheet")
                let alert = InspectorViewController()
                main.presentAsSheet(sheet)
                main.presentAsModalWindow(alert)
                print("presented: \\(main.standInPresentedViewControllers.count) sheet presenter=\\(sheet.presentingViewController === main) alert presenter=\\(alert.presentingViewController === main)")
                print("styles: \\(sheet.standInPresentation.map { "\\($0)" } ?? "nil") \\(alert.standInPresentation.map { "\\($0)" } ?? "nil")")
                print("windows: \\(sheet.standInWindow?.isVisible == true) \\(alert.standInWindow?.isVisible == true) content=\\(sheet.standInWindow?.contentViewController === sheet)")
                main.dismiss(sheet)
                print("sheet dismissed: presenter=\\(sheet.presentingViewController == nil ? "nil" : "set") presented=\\(main.standInPresentedViewControllers.count) style=\\(sheet.standInPresentation == nil ? "nil" : "set")")
                alert.dismiss(nil)
                print("alert dismissed itself: \\(alert.presentingViewController == nil) presented=\\(main.standInPresentedViewControllers.count)")
                alert.dismiss(nil)
                main.dismiss(alert)
                print("dismissing again does nothing: \\(main.standInPresentedViewControllers.count)")
                main.presentAsSheet(sheet)
                sheet.dismiss(sheet)
                print("dismiss(self): \\(sheet.presentingViewController == nil) \\(main.standInPresentedViewControllers.count)")
                """, mode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                presented: 2 sheet presenter=true alert presenter=true
                styles: sheet modalWindow
                windows: true true content=true
                sheet dismissed: presenter=nil presented=1 style=nil
                alert dismissed itself: true presented=0
                dismissing again does nothing: 0
                dismiss(self): true 0

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }
}
