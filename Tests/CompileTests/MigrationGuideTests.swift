import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// docs/Migrating.md: its iOS and macOS apps before and after the migration
/// compile against the stand-in UIKit and AppKit, configure the same screens
/// when they run, and each spec change in its table gives the errors it names.
@Suite struct MigrationGuideTests {
    /// The guide's two apps: the iOS one's blocks are named `spec`,
    /// `classes`, `before` and `after`; the macOS one's have the prefix `appkit-`.
    enum App: String, CaseIterable, Sendable, CustomStringConvertible {
        case uikit = ""
        case appkit = "appkit-"

        var description: String { self == .uikit ? "UIKit" : "AppKit" }
    }

    /// The guide's blocks that an HTML comment `<!-- migration: <name> -->`
    /// marks, by name.
    struct Guide {
        let text: String
        let blocks: [String: String]

        init() throws {
            text = try String(contentsOf: Repository.root.appendingPathComponent("docs/Migrating.md"), encoding: .utf8)
            var blocks: [String: String] = [:]
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
            while let line = lines.popFirst() {
                guard line.hasPrefix("<!-- migration: "), line.hasSuffix(" -->"), lines.popFirst()?.hasPrefix("```") == true else { continue }
                let name = line.dropFirst("<!-- migration: ".count).dropLast(" -->".count)
                let body = lines.prefix { !$0.hasPrefix("```") }
                lines = lines.dropFirst(body.count + 1)
                blocks[String(name)] = body.joined(separator: "\n") + "\n"
            }
            self.blocks = blocks
        }

        func block(_ name: String) throws -> String {
            try #require(blocks[name], "docs/Migrating.md has no block marked <!-- migration: \(name) -->")
        }

        func file(_ name: String, of app: App = .uikit) throws -> SwiftSourceFile {
            SwiftSourceFile(name: "\(name.prefix(1).uppercased() + name.dropFirst()).swift", contents: try block(app.rawValue + name))
        }

        /// The generated files for the spec of `app`, with `edit` applied to it.
        func generated(for app: App = .uikit, editingSpec edit: (String) -> String = { $0 }) throws -> [SwiftSourceFile] {
            try Generation.files(forSpec: Array(edit(try block(app.rawValue + "spec")).utf8), named: "Navigation.yaml").map(\.sourceFile)
        }
    }

    @Test func theGuideHasTheBlocksOfBothApps() throws {
        #expect(try Guide().blocks.keys.sorted() == [
            "after", "appkit-after", "appkit-before", "appkit-classes", "appkit-spec", "before", "classes", "spec",
        ])
    }

    @Test(arguments: App.allCases, SwiftLanguageMode.allCases)
    func bothVersionsCompileWithoutWarnings(_ app: App, _ mode: SwiftLanguageMode) async throws {
        let guide = try Guide()
        let before = try await StandInHarness.shared.typecheck(
            files: [guide.file("classes", of: app), guide.file("before", of: app)], against: .swiftStandIn, languageMode: mode)
        #expect(before.succeeded && before.diagnostics.isEmpty, "\(before)")
        let after = try await StandInHarness.shared.typecheck(
            files: [guide.file("classes", of: app), guide.file("after", of: app)] + guide.generated(for: app),
            against: .swiftStandIn, languageMode: mode)
        #expect(after.succeeded && after.diagnostics.isEmpty, "\(after)")
    }

    /// The inbox's three segues, the button's as UIKit triggers it (asking
    /// `shouldPerformSegue` first), the message a notification opens by
    /// Storyboard ID, and the gate closed.
    static let uikitDriver = """
        @_spi(StandIn) import UIKit

        @MainActor func run() {
            UIStoryboard.standInAddStoryboard(named: "Main", scenes: [StandInScene(identifier: "Message") { MessageViewController() }])
            let storyboard = UIStoryboard(standInName: "Main")
            let inbox = InboxViewController()
            inbox.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showMessage", destination: { MessageViewController() }),
                StandInSegueTemplate(identifier: "showPinnedMessage", destination: { MessageViewController() }),
                StandInSegueTemplate(identifier: "presentCompose", kind: .present, destination: {
                    UINavigationController(rootViewController: ComposeViewController())
                }),
            ])
            let navigation = UINavigationController(rootViewController: inbox)
            func report() {
                guard let segue = storyboard.standInPerformedSegues.last else { return print("nothing performed") }
                let shown = (segue.destination as? UINavigationController)?.topViewController ?? segue.destination
                switch shown {
                case let detail as MessageViewController:
                    print("\\(segue.identifier): message \\(detail.message?.subject ?? "nil"), store: \\(detail.store === inbox.store)")
                case let compose as ComposeViewController:
                    print("\\(segue.identifier): replying to \\(compose.replyingTo?.subject ?? "nil"), store: \\(compose.store === inbox.store)")
                default:
                    print("\\(segue.identifier): \\(type(of: shown))")
                }
            }

            inbox.open(Message(subject: "Lunch?"))
            report()
            if inbox.shouldPerformSegue(withIdentifier: "showPinnedMessage", sender: nil) {
                inbox.performSegue(withIdentifier: "showPinnedMessage", sender: nil)
            }
            report()
            inbox.openFromNotification(Message(subject: "Reminder"))
            let opened = navigation.topViewController as? MessageViewController
            print("from a notification: message \\(opened?.message?.subject ?? "nil"), store: \\(opened?.store === inbox.store)")
            inbox.compose(replyingTo: Message(subject: "Lunch?"))
            report()
            inbox.store.canSend = false
            let performed = storyboard.standInPerformedSegues.count
            inbox.compose(replyingTo: nil)
            print("performed with sending off: \\(storyboard.standInPerformedSegues.count - performed)")
            print("pushed: \\(navigation.viewControllers.count - 1)")
        }

        MainActor.assumeIsolated { run() }

        """

    /// The macOS app's windows, sheet and segue: the preferences window from
    /// the app delegate, the export sheet, the inspector from code and from
    /// the toolbar as AppKit triggers it, and the gate closed; with how many
    /// times each asked the gate.
    static let appKitDriver = """
        @_spi(StandIn) import AppKit

        /// Counts the gate's checks.
        final class CountingLibrary: Library {
            var checks = 0
            override var isLocked: Bool {
                get { checks += 1; return super.isLocked }
                set { super.isLocked = newValue }
            }
        }

        @MainActor func run() {
            NSStoryboard.standInAddStoryboard(named: "Main", scenes: [
                StandInScene(identifier: "Document", segues: [
                    StandInSegueTemplate(identifier: "showInspector", windowController: {
                        NSWindowController(window: NSWindow(contentViewController: InspectorViewController()))
                    }),
                ]) { DocumentViewController() },
                StandInScene(identifier: "Preferences") {
                    NSWindowController(window: NSWindow(contentViewController: PreferencesViewController()))
                },
                StandInScene(identifier: "Export") { ExportViewController() },
            ])
            let delegate = AppDelegate()
            delegate.showPreferences()
            let preferences = delegate.preferencesWindow?.contentViewController as? PreferencesViewController
            print("preferences: visible \\(delegate.preferencesWindow?.window?.isVisible ?? false), library: \\(preferences?.library === delegate.library)")

            let storyboard = NSStoryboard(name: "Main", bundle: nil)
            guard let document = storyboard.instantiateController(withIdentifier: "Document") as? DocumentViewController else {
                return print("no document")
            }
            document.document = "Budget"
            let library = CountingLibrary()
            document.library = library
            _ = NSWindow(contentViewController: document)
            document.export()
            let export = document.standInPresentedViewControllers.last as? ExportViewController
            print("export: as a sheet \\(export?.standInPresentation == .sheet), document \\(export?.document ?? "nil")")

            func report() {
                guard let segue = storyboard.standInPerformedSegues.last else { return print("nothing performed") }
                let windowController = segue.destination as? NSWindowController
                let inspector = windowController?.contentViewController as? InspectorViewController
                print("\\(segue.identifier): visible \\(windowController?.window?.isVisible ?? false), document \\(inspector?.document ?? "nil")")
            }
            document.inspect("Totals")
            report()
            print("gate asked: \\(library.checks)")
            document.performSegue(withIdentifier: "showInspector", sender: NSObject())  // the toolbar button
            report()
            print("gate asked: \\(library.checks)")
            library.isLocked = true
            let performed = storyboard.standInPerformedSegues.count
            document.inspect("Totals")
            print("performed when locked: \\(storyboard.standInPerformedSegues.count - performed), gate asked: \\(library.checks)")
        }

        MainActor.assumeIsolated { run() }

        """

    /// What the driver of `app` prints, before or after the migration: the
    /// same screens; on macOS a typed perform asks the gate twice (the
    /// guide's "The gate runs twice"), where `performSegue` asked it once.
    static func expectedOutput(of app: App, after: Bool) -> String {
        switch app {
        case .uikit:
            """
            showMessage: message Lunch?, store: true
            showPinnedMessage: message Welcome, store: true
            from a notification: message Reminder, store: true
            presentCompose: replying to Lunch?, store: true
            performed with sending off: 0
            pushed: 3

            """
        case .appkit:
            """
            preferences: visible true, library: true
            export: as a sheet true, document Budget
            showInspector: visible true, document Budget: Totals
            gate asked: \(after ? 2 : 1)
            showInspector: visible true, document Budget: all
            gate asked: \(after ? 3 : 2)
            performed when locked: 0, gate asked: \(after ? 4 : 3)

            """
        }
    }

    @Test(arguments: App.allCases)
    func bothVersionsConfigureTheSameScreens(_ app: App) async throws {
        let guide = try Guide()
        let main = SwiftSourceFile(name: "main.swift", contents: app == .uikit ? Self.uikitDriver : Self.appKitDriver)
        let before = try await StandInHarness.shared.buildAndRun(
            files: [guide.file("classes", of: app), guide.file("before", of: app), main], languageMode: .swift6, optimized: false)
        #expect(before.succeeded && before.stdout == Self.expectedOutput(of: app, after: false), "\(before)")
        let after = try await StandInHarness.shared.buildAndRun(
            files: [guide.file("classes", of: app), guide.file("after", of: app), main] + guide.generated(for: app),
            languageMode: .swift6, optimized: false)
        #expect(after.succeeded && after.stdout == Self.expectedOutput(of: app, after: true), "\(after)")
        if app == .appkit {
            #expect(guide.text.contains("**The gate runs twice** for a typed perform with `configure`"))
        }
    }

    /// The macOS steps quote the warning for a call that drops the window
    /// controller `show` returns: the `after` app without its property gets it.
    @Test func droppingTheShownWindowControllerGivesTheWarningTheGuideQuotes() async throws {
        let guide = try Guide()
        let after = try guide.block("appkit-after")
        let kept = "preferencesWindow = PreferencesViewController.show"
        #expect(after.contains(kept))
        let dropping = SwiftSourceFile(name: "After.swift", contents: after.replacingOccurrences(of: kept, with: "PreferencesViewController.show"))
        let result = try await StandInHarness.shared.typecheck(
            files: [guide.file("classes", of: .appkit), dropping] + guide.generated(for: .appkit), against: .swiftStandIn,
            languageMode: .swift6, warningsAsErrors: false)
        // Without the diagnostic group newer compilers append (` [#no-usage]`).
        let warnings = result.diagnostics(.warning).map { $0.message.components(separatedBy: " [#")[0] }
        #expect(result.succeeded && warnings == ["result of call to 'show(sender:configure:)' is unused"], "\(result)")
        #expect(guide.text.contains("`\(warnings.first ?? "")`"), "docs/Migrating.md does not quote: \(warnings)")
    }

    /// A row of the guide's table: the spec edited as its "Because" says,
    /// and the errors swiftc then gives, each quoted in the guide.
    struct SpecChange: Sendable, CustomStringConvertible {
        var description: String
        var replacing: String
        var with: String
        /// An edit of the guide's `after` block: the call written another
        /// way, or the new segue listed in `prepare`, so that only the call is wrong.
        var editingAfter: (replacing: String, with: String)? = nil
        /// Code that calls the changed segue, besides the guide's.
        var caller: String? = nil
        var errors: [String]
        /// Errors of `errors` that the guide sums up rather than quotes.
        var notQuoted: Set<String> = []
    }

    static let specChanges = [
        SpecChange(description: "renamed", replacing: "showMessage: Message", with: "openMessage: Message", errors: [
            "cannot find 'performShowMessageSegue' in scope",
            "type 'InboxViewController.SegueDestination' has no member 'showMessage'",
        ]),
        SpecChange(description: "added", replacing: "      showPinnedMessage", with: "      showArchive: MessageViewController\n      showPinnedMessage",
                   errors: ["switch must be exhaustive"]),
        SpecChange(description: "destination changed", replacing: "showMessage: MessageViewController", with: "showMessage: ComposeViewController",
                   errors: ["value of type 'ComposeViewController' has no member 'message'"]),
        SpecChange(
            description: "destination changed, closure typed", replacing: "showMessage: MessageViewController", with: "showMessage: ComposeViewController",
            editingAfter: ("{ $0.message = message }", "{ (detail: MessageViewController) in detail.message = message }"),
            errors: ["cannot convert value of type '(MessageViewController) -> ()' to expected argument type '(ComposeViewController) -> Void'"]),
        SpecChange(description: "destination not in the module", replacing: "showMessage: MessageViewController", with: "showMessage: MessageDetailViewController",
                   errors: ["cannot find type 'MessageDetailViewController' in scope", "extra trailing closure passed in call"]),
        SpecChange(
            description: "scene renamed", replacing: "InboxViewController:", with: "MailboxViewController:",
            errors: [
                "cannot find 'performShowMessageSegue' in scope", "cannot find 'performPresentComposeSegue' in scope",
                "cannot find 'SegueIdentifier' in scope", "cannot find 'SegueDestination' in scope",
                "type '_' is not optional, value can never be nil",
            ],
            notQuoted: ["cannot find 'performPresentComposeSegue' in scope", "cannot find 'SegueDestination' in scope"]),
        SpecChange(
            description: "unwind without destination", replacing: "        container: UINavigationController",
            with: "        container: UINavigationController\n      cancel:\n        unwind: true",
            editingAfter: ("case .showMessage?, .presentCompose?:", "case .showMessage?, .presentCompose?, .cancel?:"),
            caller: "performCancelSegue { _ in }", errors: ["extra trailing closure passed in call"]),
    ]

    @Test(arguments: specChanges)
    func aSpecChangeGivesTheErrorsTheTableNames(_ change: SpecChange) async throws {
        let guide = try Guide()
        var after = try guide.block("after")
        if let edit = change.editingAfter {
            #expect(after.contains(edit.replacing))
            after = after.replacingOccurrences(of: edit.replacing, with: edit.with)
        }
        var files = try [guide.file("classes"), SwiftSourceFile(name: "After.swift", contents: after)]
            + guide.generated { $0.replacingOccurrences(of: change.replacing, with: change.with) }
        if let caller = change.caller {
            files.append(SwiftSourceFile(name: "Caller.swift", contents: "import UIKit\n\nextension InboxViewController {\n    func call() { \(caller) }\n}\n"))
        }
        let result = try await StandInHarness.shared.typecheck(files: files, against: .swiftStandIn, languageMode: .swift6)
        #expect(Set(result.diagnostics(.error).map(\.message)) == Set(change.errors), "\(result)")
        for error in change.errors where !change.notQuoted.contains(error) {
            #expect(guide.text.contains("`\(error)`"), "docs/Migrating.md does not quote: \(error)")
        }
    }
}
