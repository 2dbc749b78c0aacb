import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// Scenes created from their storyboards, run: the `instantiation` fixture
/// (UIKit) and the `appkit-instantiation` fixture (AppKit), with storyboard
/// files registered in the stand-ins as an app bundle would hold them. Each
/// program prints what it observed; the tests assert the exact lines.
@Suite struct InstantiationBehaviourTests {
    private func runUIKit(_ driver: String, mode: SwiftLanguageMode = .swift6) async throws -> RunResult {
        try await Driver.run(driver, fixture: "instantiation", framework: "UIKit", mode: mode)
    }

    private func runAppKit(_ driver: String, mode: SwiftLanguageMode = .swift6) async throws -> RunResult {
        try await Driver.run(driver, fixture: "appkit-instantiation", framework: "AppKit", mode: mode)
    }

    /// `makeBundle(_:)`: a bundle with an identifier, made on disk as a
    /// linked framework's would be, so that `Bundle(identifier:)` finds it.
    private static let bundleMaker = ##"""
        func makeBundle(_ identifier: String) -> Bundle {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("\(identifier)-\(ProcessInfo.processInfo.processIdentifier).bundle").path
            let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleIdentifier</key>"#
                + "<string>\(identifier)</string></dict></plist>"
            guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil,
                  (try? plist.write(toFile: path + "/Info.plist", atomically: true, encoding: .utf8)) != nil,
                  let bundle = Bundle(path: path) else {
                fatalError("cannot make the bundle \(identifier) at \(path)")
            }
            return bundle
        }

        """##

    /// The UIKit fixture's storyboards as the spec describes them.
    private static let uikitStoryboards = #"""
        UIStoryboard.standInAddStoryboard(named: "Main", scenes: [
            StandInScene(identifier: "Inbox", segues: [
                StandInSegueTemplate(identifier: "showMessage", destination: { MessageViewController() }),
            ]) { InboxViewController() },
            StandInScene(identifier: #"Message "detail" \ v2"#) { MessageViewController() },
        ])
        let composeBundle = makeBundle("com.example.Compose")
        defer { try? FileManager.default.removeItem(atPath: composeBundle.bundlePath) }
        UIStoryboard.standInAddStoryboard(
            named: "Compose", bundle: composeBundle, scenes: [StandInScene(identifier: "compose") { ComposeViewController() }],
            initialScene: "compose")
        UIStoryboard.standInAddStoryboard(
            named: "Settings", bundle: Bundle(for: SettingsViewController.self),
            scenes: [StandInScene(identifier: "SettingsRoot") { SettingsViewController() }])
        UIStoryboard.standInAddStoryboard(
            named: "Help", bundle: Bundle.module, scenes: [StandInScene(identifier: "help") { HelpViewController() }], initialScene: "help")

        """#

    @Test("UIKit: instantiate, push and present hand over a configured scene of the declared type", arguments: SwiftLanguageMode.allCases)
    func uikitScenesAreCreatedTypedAndConfigured(_ mode: SwiftLanguageMode) async throws {
        let result = try await runUIKit(Self.bundleMaker + Self.uikitStoryboards + #"""
            collectFailures()
            var configured: InboxViewController?
            guard let inbox = InboxViewController.instantiate(configure: { inbox in
                print("configure \(describe(inbox)), loaded from a storyboard: \(inbox.storyboard != nil)")
                inbox.folder = "Archive"
                configured = inbox
            }) else {
                print("no inbox")
                return
            }
            print("returned the configured scene: \(inbox === configured), folder \(inbox.folder)")
            print("a new scene on every call: \(InboxViewController.instantiate { _ in } !== inbox)")

            let navigation = UINavigationController(rootViewController: inbox)
            let message = MessageViewController.push(from: inbox) { $0.subject = "Hello" }
            print("pushed \(describe(message)): on top \(navigation.topViewController === message), subject \(message?.subject ?? "nil")")
            // A navigation controller pushes onto itself, as show(_:sender:) does.
            let second = MessageViewController.push(from: navigation) { $0.subject = "From the navigation controller" }
            print("pushed by the navigation controller: on top \(navigation.topViewController === second), subject \(second?.subject ?? "nil")")
            _ = navigation.popViewController(animated: false)

            inbox.performShowMessageSegue { $0.subject = "by segue" }
            let bySegue = navigation.topViewController as? MessageViewController
            print("the instantiated scene performs its segues: \(bySegue !== message), subject \(bySegue?.subject ?? "nil")")

            let compose = ComposeViewController.present(from: inbox) { $0.draft = "Dear" } completion: {
                print("the presentation finished: \(describe(navigation.presentedViewController))")
            }
            print("presented the initial scene \(describe(compose)): \(navigation.presentedViewController === compose), draft \(compose?.draft ?? "nil")")

            let settings = SettingsViewController.instantiate { $0.section = "Privacy" }
            print("from the class's bundle: \(describe(settings)), section \(settings?.section ?? "nil")")
            print("from the package's resources: \(describe(HelpViewController.instantiate { _ in }))")
            print("failures: \(failures.count)")
            // UIKit calls a presentation's completion once the transition has finished, from
            // the main queue: run it, as an app does, until this block, queued after it, exits.
            DispatchQueue.main.async {
                print("main queue drained")
                exit(0)
            }
            dispatchMain()
            """#, mode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            configure InboxViewController, loaded from a storyboard: true
            returned the configured scene: true, folder Archive
            a new scene on every call: true
            pushed MessageViewController: on top true, subject Hello
            pushed by the navigation controller: on top true, subject From the navigation controller
            the instantiated scene performs its segues: true, subject by segue
            presented the initial scene ComposeViewController: true, draft Dear
            from the class's bundle: SettingsViewController, section Privacy
            from the package's resources: HelpViewController
            failures: 0
            the presentation finished: ComposeViewController
            main queue drained

            """, "\(result)")
    }

    @Test("UIKit: a Storyboard ID naming a container creates the container, configures the scene in it, and presents the container")
    func uikitScenesInAContainer() async throws {
        let result = try await runUIKit(#"""
            collectFailures()
            UIStoryboard.standInAddStoryboard(named: "Main", scenes: [
                StandInScene(identifier: "DraftsNavigation") { UINavigationController(rootViewController: DraftsViewController()) },
            ])
            UIStoryboard.standInAddStoryboard(named: "Home", scenes: [
                StandInScene(identifier: "tabs") {
                    let tabs = HomeTabBarController()
                    tabs.viewControllers = [DraftsViewController(), UINavigationController(rootViewController: HomeViewController())]
                    tabs.selectedViewController = tabs.viewControllers?.last
                    return tabs
                },
            ], initialScene: "tabs")
            let navigation = DraftsViewController.instantiate { $0.folder = "Sent" }
            let root = navigation?.viewControllers.first as? DraftsViewController
            print("instantiate returned \(describe(navigation)) holding \(describe(root)), folder \(root?.folder ?? "nil")")
            let home = HomeViewController.instantiate { $0.greeting = "Hi" }
            let selected = (home?.selectedViewController as? UINavigationController)?.viewControllers.first as? HomeViewController
            print("the selected tab of \(describe(home)): greeting \(selected?.greeting ?? "nil")")

            let presenter = UIViewController()
            let drafts = DraftsViewController.present(from: presenter) { $0.folder = "Drafts" }
            print("presented the container: \(describe(presenter.presentedViewController)), returned its root: \(drafts === (presenter.presentedViewController as? UINavigationController)?.viewControllers.first), folder \(drafts?.folder ?? "nil")")

            // The Storyboard ID names the scene itself, not a container holding it.
            UIStoryboard.standInAddStoryboard(named: "Main", scenes: [StandInScene(identifier: "DraftsNavigation") { DraftsViewController() }])
            print("without the container: \(describe(DraftsViewController.instantiate { _ in print("configure ran") })), \(failures.count) failure")
            print(failures[0])
            """#)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            instantiate returned UINavigationController holding DraftsViewController, folder Sent
            the selected tab of HomeTabBarController: greeting Hi
            presented the container: UINavigationController, returned its root: true, folder Drafts
            without the container: nil, 1 failure
            the scene with Storyboard ID "DraftsNavigation" of storyboard "Main" was declared as DraftsViewController as the root of its UINavigationController, but the storyboard returned an instance of DraftsViewController. Fix the scene's class or Storyboard ID in the storyboard, or the scene in the spec.

            """, "\(result)")
    }

    /// With its `kind`, a container subclass has `present` and no `push` (the golden file shows it).
    @Test("UIKit: a container subclass created as itself is presented")
    func uikitAContainerSceneIsPresented() async throws {
        let result = try await runUIKit(#"""
            collectFailures()
            UIStoryboard.standInAddStoryboard(named: "Main", scenes: [StandInScene(identifier: "Onboarding") { OnboardingNavigationController() }])
            let presenter = UIViewController()
            var configured = false
            let onboarding = OnboardingNavigationController.present(from: presenter) { _ in configured = true }
            print("presented \(describe(presenter.presentedViewController)), the one returned: \(onboarding === presenter.presentedViewController), configured \(configured), \(failures.count) failures")
            """#)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == "presented OnboardingNavigationController, the one returned: true, configured true, 0 failures\n", "\(result)")
    }

    @Test("UIKit: a scene of another type, a missing initial scene, a push without a navigation controller and of one are reported")
    func uikitFailuresAreReported() async throws {
        let result = try await runUIKit(Self.bundleMaker + #"""
            collectFailures()
            UIStoryboard.standInAddStoryboard(named: "Main", scenes: [StandInScene(identifier: "Inbox") { MessageViewController() }])
            let inbox = InboxViewController.instantiate { _ in print("configure ran") }
            print("instantiate: \(describe(inbox))")
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            print("push: \(describe(InboxViewController.push(from: root))), stack \(navigation.viewControllers.count)")
            // The spec's bundle com.example.Compose is not loaded (Compose is in the main bundle, where
            // UIKit would look for a nil bundle), then is, without an initial scene, then with one.
            UIStoryboard.standInAddStoryboard(
                named: "Compose", scenes: [StandInScene(identifier: "compose") { ComposeViewController() }], initialScene: "compose")
            print("bundle not loaded: \(describe(ComposeViewController.instantiate { _ in print("configure ran") }))")
            let composeBundle = makeBundle("com.example.Compose")
            defer { try? FileManager.default.removeItem(atPath: composeBundle.bundlePath) }
            UIStoryboard.standInAddStoryboard(
                named: "Compose", bundle: composeBundle, scenes: [StandInScene(identifier: "compose") { ComposeViewController() }])
            print("initial: \(describe(ComposeViewController.instantiate { _ in }))")
            UIStoryboard.standInAddStoryboard(
                named: "Compose", bundle: composeBundle, scenes: [StandInScene(identifier: "compose") { ComposeViewController() }],
                initialScene: "compose")
            let pushed = ComposeViewController.push(from: ComposeViewController()) { _ in print("configure ran") }
            print("push from outside a navigation controller: \(describe(pushed))")
            // Before the scene is created: nothing is asked of the storyboard, which has no "Themed".
            let themed = ThemedNavigationController.push(from: root) { _ in print("configure ran") }
            print("push a navigation controller: \(describe(themed)), stack \(navigation.viewControllers.count)")
            for failure in failures {
                print(failure)
            }
            """#)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            instantiate: nil
            push: nil, stack 1
            bundle not loaded: nil
            initial: nil
            push from outside a navigation controller: nil
            push a navigation controller: nil, stack 1
            the scene with Storyboard ID "Inbox" of storyboard "Main" was declared as InboxViewController, but the storyboard returned \
            an instance of MessageViewController. Fix the scene's class or Storyboard ID in the storyboard, or the scene in the spec.
            the scene with Storyboard ID "Inbox" of storyboard "Main" was declared as InboxViewController, but the storyboard returned \
            an instance of MessageViewController. Fix the scene's class or Storyboard ID in the storyboard, or the scene in the spec.
            storyboard "Compose" is in the bundle with identifier "com.example.Compose", but no loaded bundle has that identifier, \
            so none of its scenes was created. Fix the bundle identifier in the spec, or link the framework that has it.
            the initial scene of storyboard "Compose" was declared as ComposeViewController, but the storyboard returned no initial \
            view controller. Fix the scene's class or Storyboard ID in the storyboard, or the scene in the spec.
            ComposeViewController cannot push ComposeViewController: it is in no navigation controller. Present the scene instead, \
            or put ComposeViewController in a UINavigationController.
            ThemedNavigationController cannot be pushed: UIKit does not push a navigation or split view controller. Present it instead.

            """, "\(result)")
    }

    /// Programs that end in the framework's exception, with the message it names.
    static let uikitTraps: [(driver: String, message: String)] = [
        (#"UIStoryboard.standInAddStoryboard(named: "Main", scenes: []); _ = InboxViewController.instantiate { _ in }"#,
         "doesn't contain a view controller with identifier 'Inbox'"),
        (#"_ = SettingsViewController.instantiate { _ in }"#, "Could not find a storyboard named 'Settings' in bundle"),
    ]

    @Test("UIKit: an unknown Storyboard ID or storyboard ends the process with the framework's exception", arguments: uikitTraps)
    func uikitMissingScenesTrap(_ trap: (driver: String, message: String)) async throws {
        let result = try await runUIKit(trap.driver)
        #expect(result.trapped, "\(result)")
        #expect(result.stderr.contains(trap.message), "\(result)")
    }

    /// Many apps already have a `static func instantiate() -> Self` (the
    /// coordinator pattern's "Storyboarded" protocol). The generated
    /// `instantiate()` is a disfavored overload, so that the call keeps its
    /// meaning when the generated files are added; for a scene without one
    /// of its own, `instantiate()` is the generated one.
    @Test("UIKit: an instantiate() of the app's own keeps its meaning beside the generated one", arguments: SwiftLanguageMode.allCases)
    func anInstantiateOfTheAppsOwnKeepsItsMeaning(_ mode: SwiftLanguageMode) async throws {
        let fixture = Fixture.named("instantiation")
        let storyboarded = SwiftSourceFile(name: "Storyboarded.swift", contents: """
            import UIKit

            @MainActor protocol Storyboarded {
                static func instantiate() -> Self
            }

            extension Storyboarded where Self: UIViewController {
                static func instantiate() -> Self {
                    print("the app's own instantiate()")
                    let scene = UIStoryboard(name: "Main", bundle: .main).instantiateViewController(withIdentifier: "Inbox")
                    guard let scene = scene as? Self else { preconditionFailure("not a \\(Self.self)") }
                    return scene
                }
            }

            extension InboxViewController: Storyboarded {}

            """)
        let main = SwiftSourceFile(name: "main.swift", contents: """
            @_spi(StandIn) import UIKit

            MainActor.assumeIsolated {
                UIStoryboard.standInAddStoryboard(named: "Main", scenes: [
                    StandInScene(identifier: "Inbox") { InboxViewController() },
                    StandInScene(identifier: #"Message "detail" \\ v2"#) { MessageViewController() },
                ])
                let inbox: InboxViewController? = InboxViewController.instantiate()
                print("an inbox: \\(inbox != nil)")
                _ = InboxViewController.instantiate { _ in print("the generated instantiate(configure:)") }
                let message = MessageViewController.instantiate()
                print("a message from the generated instantiate(): \\(message.map { "\\(type(of: $0))" } ?? "nil")")
            }

            """)
        let files = try fixture.sources() + fixture.generate().map(\.sourceFile) + [storyboarded, main]
        let result = try await StandInHarness.shared.buildAndRun(files: files, languageMode: mode, optimized: false)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            the app's own instantiate()
            an inbox: true
            the generated instantiate(configure:)
            a message from the generated instantiate(): MessageViewController

            """, "\(result)")
    }

    @Test("AppKit: instantiate, sheets, modal windows and window controllers hand over a configured scene", arguments: SwiftLanguageMode.allCases)
    func appkitScenesAreCreatedTypedAndConfigured(_ mode: SwiftLanguageMode) async throws {
        let result = try await runAppKit(#"""
            collectFailures()
            NSStoryboard.standInAddStoryboard(named: "Main", scenes: [
                StandInScene(identifier: "main", segues: [
                    StandInSegueTemplate(identifier: "showAbout", windowController: { AboutWindowController(window: NSWindow()) }),
                ]) { MainWindowController(window: NSWindow(contentViewController: NSViewController())) },
                StandInScene(identifier: "About") { AboutWindowController(window: NSWindow()) },
                StandInScene(identifier: "Export") { ExportViewController() },
            ], initialScene: "main")
            NSStoryboard.standInAddStoryboard(
                named: "Preferences", scenes: [StandInScene(identifier: "General") { PreferencesViewController() }])

            guard let main = MainWindowController.instantiate(configure: { $0.document = "Report" }) else {
                print("no main window controller")
                return
            }
            print("initial scene: \(describe(main)), document \(main.document), from a storyboard: \(main.storyboard != nil)")
            let about = AboutWindowController.show(sender: main) { $0.version = "2.0" }
            print("shown \(describe(about)): visible \(about?.window?.isVisible ?? false), version \(about?.version ?? "nil")")
            // From code that is no responder, such as an app delegate.
            let shown = AboutWindowController.show { $0.version = "from the type" }
            print("shown by the type: visible \(shown?.window?.isVisible ?? false), a new one \(shown !== about), version \(shown?.version ?? "nil")")
            main.performShowAboutSegue { $0.version = "by segue" }
            let bySegue = main.storyboard?.standInPerformedSegues.last?.destination as? AboutWindowController
            print("the instantiated scene performs its segues: \(bySegue !== about), version \(bySegue?.version ?? "nil")")

            let content = NSViewController()
            _ = NSWindow(contentViewController: content)
            let export = ExportViewController.presentAsSheet(from: content) { $0.format = "PDF" }
            print("sheet \(describe(export)): \(export?.standInPresentation == .sheet), presented by the source: \(export?.presentingViewController === content), format \(export?.format ?? "nil")")
            let preferences = PreferencesViewController.presentAsModalWindow(from: content) { $0.pane = "General" }
            print("modal window \(describe(preferences)): \(preferences?.standInPresentation == .modalWindow), visible \(preferences?.standInWindow?.isVisible ?? false), pane \(preferences?.pane ?? "nil")")
            print("presented: \(content.standInPresentedViewControllers.map { describe($0) })")
            print("failures: \(failures.count)")
            """#, mode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            initial scene: MainWindowController, document Report, from a storyboard: true
            shown AboutWindowController: visible true, version 2.0
            shown by the type: visible true, a new one true, version from the type
            the instantiated scene performs its segues: true, version by segue
            sheet ExportViewController: true, presented by the source: true, format PDF
            modal window PreferencesViewController: true, visible true, pane General
            presented: ["ExportViewController", "PreferencesViewController"]
            failures: 0

            """, "\(result)")
    }

    @Test("AppKit: a controller of another type, from instantiateController's Any, is reported with both types")
    func appkitWrongTypeIsReported() async throws {
        let result = try await runAppKit(#"""
            collectFailures()
            NSStoryboard.standInAddStoryboard(named: "Main", scenes: [
                StandInScene(identifier: "About") { ExportViewController() },
                StandInScene(identifier: "Export") { AboutWindowController(window: NSWindow()) },
            ])
            print("window controller: \(describe(AboutWindowController.show(sender: NSViewController()) { _ in print("configure ran") }))")
            print("sheet: \(describe(ExportViewController.presentAsSheet(from: NSViewController())))")
            print("initial: \(describe(MainWindowController.instantiate { _ in }))")
            for failure in failures {
                print(failure)
            }
            """#)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            window controller: nil
            sheet: nil
            initial: nil
            the scene with Storyboard ID "About" of storyboard "Main" was declared as AboutWindowController, but the storyboard \
            returned an instance of ExportViewController. Fix the scene's class or Storyboard ID in the storyboard, or the scene in the spec.
            the scene with Storyboard ID "Export" of storyboard "Main" was declared as ExportViewController, but the storyboard \
            returned an instance of AboutWindowController. Fix the scene's class or Storyboard ID in the storyboard, or the scene in the spec.
            the initial scene of storyboard "Main" was declared as MainWindowController, but the storyboard returned no initial \
            controller. Fix the scene's class or Storyboard ID in the storyboard, or the scene in the spec.

            """, "\(result)")
    }

    /// The AppKit fixture's Preferences storyboard: Storyboard ID "Accounts"
    /// names a tab view controller whose second tab is the scene, and whose
    /// tab `selected` is selected.
    private static func accountsTabs(selected: Int) -> String {
        """
        NSStoryboard.standInAddStoryboard(named: "Preferences", scenes: [
            StandInScene(identifier: "Accounts") {
                let tabs = NSTabViewController()
                tabs.tabViewItems = [NSTabViewItem(viewController: NSViewController()), NSTabViewItem(viewController: AccountsViewController())]
                tabs.selectedTabViewItemIndex = \(selected)
                return tabs
            },
        ])

        """
    }

    @Test("AppKit: a Storyboard ID naming a container creates it, configures the scene in it, and shows or presents the container")
    func appkitScenesInAContainer() async throws {
        let result = try await runAppKit(Self.accountsTabs(selected: 1) + #"""
            collectFailures()
            NSStoryboard.standInAddStoryboard(named: "Main", scenes: [
                StandInScene(identifier: "Onboarding") { NSWindowController(window: NSWindow(contentViewController: OnboardingViewController())) },
            ])
            NSStoryboard.standInAddStoryboard(named: "Inspector", scenes: [
                StandInScene(identifier: "inspector") { InspectorWindowController(window: NSWindow(contentViewController: InspectorViewController())) },
            ], initialScene: "inspector")

            let windowController = OnboardingViewController.instantiate { $0.step = 1 }
            let content = windowController?.contentViewController as? OnboardingViewController
            print("instantiate returned \(describe(windowController)) holding \(describe(content)), step \(content?.step ?? 0), visible \(windowController?.window?.isVisible ?? false)")
            let shown = OnboardingViewController.show(sender: NSViewController()) { $0.step = 2 }
            let onboarding = shown?.contentViewController as? OnboardingViewController
            print("shown \(describe(shown)): visible \(shown?.window?.isVisible ?? false), a new one \(shown !== windowController), holding \(describe(onboarding)), step \(onboarding?.step ?? 0)")
            // From code that is no responder, such as an app delegate: the initial scene, in a window controller subclass.
            let inspectorWindow = InspectorViewController.show { $0.selection = "Layers" }
            let inspector = inspectorWindow?.contentViewController as? InspectorViewController
            print("shown by the type \(describe(inspectorWindow)): visible \(inspectorWindow?.window?.isVisible ?? false), holding \(describe(inspector)), selection \(inspector?.selection ?? "nil")")

            let source = NSViewController()
            _ = NSWindow(contentViewController: source)
            let accounts = AccountsViewController.presentAsSheet(from: source) { $0.account = "Work" }
            let sheet = source.standInPresentedViewControllers.last as? NSTabViewController
            print("sheet \(describe(sheet)): \(sheet?.standInPresentation == .sheet), returned its selected tab: \(accounts === sheet?.tabViewItems[1].viewController), account \(accounts?.account ?? "nil")")
            let home = AccountsViewController.presentAsModalWindow(from: source) { $0.account = "Home" }
            let modal = source.standInPresentedViewControllers.last as? NSTabViewController
            print("modal window \(describe(modal)): \(modal?.standInPresentation == .modalWindow), returned its selected tab: \(home === modal?.tabViewItems[1].viewController), account \(home?.account ?? "nil")")
            print("failures: \(failures.count)")
            """#)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            instantiate returned NSWindowController holding OnboardingViewController, step 1, visible false
            shown NSWindowController: visible true, a new one true, holding OnboardingViewController, step 2
            shown by the type InspectorWindowController: visible true, holding InspectorViewController, selection Layers
            sheet NSTabViewController: true, returned its selected tab: true, account Work
            modal window NSTabViewController: true, returned its selected tab: true, account Home
            failures: 0

            """, "\(result)")
    }

    @Test("AppKit: another class, another container class and a container without the scene are reported; nothing is shown")
    func appkitScenesNotInTheirContainerAreReported() async throws {
        // The scene is a tab, but not the selected one, where the spec says.
        let result = try await runAppKit(Self.accountsTabs(selected: 0) + #"""
            collectFailures()
            // The Storyboard ID names the scene itself, not a window controller holding it.
            NSStoryboard.standInAddStoryboard(named: "Main", scenes: [StandInScene(identifier: "Onboarding") { OnboardingViewController() }])
            // A plain window controller where the spec says its subclass.
            NSStoryboard.standInAddStoryboard(named: "Inspector", scenes: [
                StandInScene(identifier: "inspector") { NSWindowController(window: NSWindow(contentViewController: InspectorViewController())) },
            ], initialScene: "inspector")
            let source = NSViewController()
            _ = NSWindow(contentViewController: source)
            print("another class: \(describe(OnboardingViewController.show(sender: source) { _ in print("configure ran") }))")
            print("another container class: \(describe(InspectorViewController.show { _ in print("configure ran") }))")
            print("not where the spec says: \(describe(AccountsViewController.presentAsSheet(from: source) { _ in print("configure ran") }))")
            print("presented: \(source.standInPresentedViewControllers.count)")
            NSStoryboard.standInAddStoryboard(named: "Main", scenes: [StandInScene(identifier: "Onboarding") { NSWindowController(window: NSWindow()) }])
            print("a window without content: \(describe(OnboardingViewController.instantiate { _ in print("configure ran") }))")
            NSStoryboard.standInAddStoryboard(named: "Inspector", scenes: [])
            print("no initial scene: \(describe(InspectorViewController.instantiate { _ in print("configure ran") }))")
            for failure in failures {
                print(failure)
            }
            """#)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            another class: nil
            another container class: nil
            not where the spec says: nil
            presented: 0
            a window without content: nil
            no initial scene: nil
            the scene with Storyboard ID "Onboarding" of storyboard "Main" was declared as OnboardingViewController as the content \
            of its NSWindowController, but the storyboard returned an instance of OnboardingViewController. Fix the scene's class \
            or Storyboard ID in the storyboard, or the scene in the spec.
            the initial scene of storyboard "Inspector" was declared as InspectorViewController as the content of its \
            InspectorWindowController, but the storyboard returned an instance of NSWindowController holding [InspectorViewController]. \
            Fix the scene's class or Storyboard ID in the storyboard, or the scene in the spec.
            the scene with Storyboard ID "Accounts" of storyboard "Preferences" was declared as AccountsViewController as the selected \
            tab of its NSTabViewController, but the storyboard returned an instance of NSTabViewController holding \
            [NSViewController, AccountsViewController], with NSViewController selected. Fix the scene's class or Storyboard ID in the \
            storyboard, or the scene in the spec.
            the scene with Storyboard ID "Onboarding" of storyboard "Main" was declared as OnboardingViewController as the content \
            of its NSWindowController, but the storyboard returned an instance of NSWindowController holding nothing. Fix the scene's class or Storyboard ID in the storyboard, or the scene in the spec.
            the initial scene of storyboard "Inspector" was declared as InspectorViewController, but the storyboard returned no \
            initial controller. Fix the scene's class or Storyboard ID in the storyboard, or the scene in the spec.

            """, "\(result)")
    }

    @Test("AppKit: an unknown Storyboard ID ends the process with the framework's exception")
    func appkitUnknownIdentifierTraps() async throws {
        let result = try await runAppKit(#"""
            NSStoryboard.standInAddStoryboard(named: "Main", scenes: [])
            _ = ExportViewController.instantiate { _ in }
            """#)
        #expect(result.trapped, "\(result)")
        #expect(result.stderr.contains("doesn't contain a view controller with identifier 'Export'"), "\(result)")
    }
}
