// Programs linked with the UIKit Swift stand-in, run: creating scenes from storyboards
// (`UIStoryboard(name:bundle:)`, the instantiation methods and their creator blocks), presenting
// and dismissing them, pushing and popping them, including the ways UIKit fails visibly. See
// "Storyboard instantiation and presentation" in docs/reference/uikit-appkit-segue-api.md. `run`,
// `sigabrt` and `ModeAndOptimization` are BehaviourTests'.

import SegueGenTestSupport
import Testing

/// The start of the line CoreFoundation prints for an uncaught exception, up to the reason.
func uncaughtException(_ name: String) -> String {
    "*** Terminating app due to uncaught exception '\(name)', reason: '"
}

/// A statement that ends a program visibly, and what the program must print on stderr.
struct VisibleFailure: Sendable, CustomTestStringConvertible {
    var name: String
    var statement: String
    /// stderr starts with this...
    var stderrPrefix: String
    /// ...and ends with this.
    var stderrSuffix: String = ""

    var testDescription: String { name }

    /// Runs `prelude`, then prints "before" and runs the statement, and expects the process to end
    /// there with SIGABRT and this failure's stderr.
    func expectEnds(after prelude: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let result = try await run(
            """
            \(prelude)
            print("before")
            \(statement)
            print("not reached")
            """)
        #expect(result.termination == .signaled(sigabrt), "\(name): \(result)", sourceLocation: sourceLocation)
        #expect(result.stdout == "before\n", "\(name): \(result)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix(stderrPrefix), "\(name): \(result)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasSuffix(stderrSuffix), "\(name): \(result)", sourceLocation: sourceLocation)
    }
}

@Suite("Storyboard instantiation and presentation in the UIKit Swift stand-in")
struct StoryboardBehaviourTests {
    @Test(
        "instantiating by identifier creates a fresh view controller of the scene, loaded from the storyboard",
        arguments: ModeAndOptimization.all)
    func instantiateByIdentifier(_ configuration: ModeAndOptimization) async throws {
        let result = try await run(
            """
            @_spi(StandIn) import UIKit

            final class ListViewController: UIViewController {}
            final class OtherViewController: UIViewController {}
            final class DetailViewController: UIViewController {
                static var made = 0
                let number: Int
                init() {
                    DetailViewController.made += 1
                    number = DetailViewController.made
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
            }

            UIStoryboard.standInAddStoryboard(named: "Main", scenes: [
                StandInScene(identifier: "List") { ListViewController() },
                StandInScene(
                    identifier: "Detail",
                    segues: [StandInSegueTemplate(identifier: "showOther", destination: { OtherViewController() })]
                ) { DetailViewController() },
                StandInScene(identifier: "Navigation") { UINavigationController(rootViewController: ListViewController()) },
            ])
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let first = storyboard.instantiateViewController(withIdentifier: "Detail")
            let second = storyboard.instantiateViewController(withIdentifier: "Detail")
            print("type=\\(type(of: first)) fresh=\\(first !== second) made=\\(DetailViewController.made)")
            print("storyboard=\\(first.storyboard === storyboard) new storyboard object=\\(UIStoryboard(name: "Main", bundle: nil) !== storyboard)")
            let navigation = storyboard.instantiateViewController(withIdentifier: "Navigation") as? UINavigationController
            print("navigation=\\(navigation != nil) root from the storyboard=\\(navigation?.topViewController?.storyboard === storyboard)")
            navigation?.pushViewController(first, animated: false)
            first.performSegue(withIdentifier: "showOther", sender: nil)
            print("stack=\\(navigation?.viewControllers.map { String(describing: type(of: $0)) } ?? [])")
            print("log=\\(storyboard.standInPerformedSegues.map(\\.identifier))")
            print("initial=\\(storyboard.instantiateInitialViewController().map { String(describing: type(of: $0)) } ?? "nil")")
            """, mode: configuration.mode, optimized: configuration.optimized)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                type=DetailViewController fresh=true made=2
                storyboard=true new storyboard object=true
                navigation=true root from the storyboard=true
                stack=["ListViewController", "DetailViewController", "OtherViewController"]
                log=["showOther"]
                initial=nil

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test("the initial scene, in the bundle the storyboard was added to", arguments: SwiftLanguageMode.allCases)
    func initialSceneAndBundle(_ mode: SwiftLanguageMode) async throws {
        let result = try await run(
            """
            @_spi(StandIn) import UIKit

            final class WelcomeViewController: UIViewController {}

            guard let resources = Bundle(path: FileManager.default.currentDirectoryPath) else {
                print("no bundle at the current directory")
                exit(1)
            }
            UIStoryboard.standInAddStoryboard(
                named: "Onboarding", bundle: resources,
                scenes: [StandInScene(identifier: "UIViewController-BYZ-38-t0r") { WelcomeViewController() }],
                initialScene: "UIViewController-BYZ-38-t0r")
            let onboarding = UIStoryboard(name: "Onboarding", bundle: resources)
            let initial = onboarding.instantiateInitialViewController()
            print("initial=\\(initial.map { String(describing: type(of: $0)) } ?? "nil") storyboard=\\(initial?.storyboard === onboarding)")
            let typed: WelcomeViewController? = onboarding.instantiateInitialViewController()
            print("typed=\\(typed != nil) fresh=\\(typed !== initial)")
            print("entry point by identifier=\\(onboarding.instantiateViewController(withIdentifier: "UIViewController-BYZ-38-t0r") is WelcomeViewController)")
            print("main bundle:")
            _ = UIStoryboard(name: "Onboarding", bundle: nil)
            print("not reached")
            """, mode: mode)
        #expect(result.termination == .signaled(sigabrt), "\(result)")
        #expect(
            result.stdout == """
                initial=WelcomeViewController storyboard=true
                typed=true fresh=true
                entry point by identifier=true
                main bundle:

                """, "\(result)")
        #expect(
            result.stderr.hasPrefix(
                uncaughtException("NSInvalidArgumentException")
                    + "Could not find a storyboard named 'Onboarding' in bundle NSBundle </"), "\(result)")
        #expect(result.stderr.hasSuffix("> (loaded)'\n"), "\(result)")
    }

    @Test("an identifier the storyboard has no scene for aborts with UIKit's message")
    func unknownIdentifier() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import UIKit

            UIStoryboard.standInAddStoryboard(named: "Main", scenes: [StandInScene(identifier: "List") { UIViewController() }])
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            print("before")
            let detail: UIViewController = storyboard.instantiateViewController(identifier: "Detail")
            print("after \\(detail)")
            """)
        #expect(result.termination == .signaled(sigabrt), "\(result)")
        #expect(result.stdout == "before\n", "\(result)")
        #expect(
            result.stderr.hasPrefix(uncaughtException("NSInvalidArgumentException") + "Storyboard (<UIStoryboard: 0x"),
            "\(result)")
        #expect(result.stderr.hasSuffix(">) doesn't contain a view controller with identifier 'Detail''\n"), "\(result)")
    }

    @Test("the generic overloads call the creator with a coder and fall back to the scene when it returns nil")
    func creatorBlocks() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import UIKit

            class DetailViewController: UIViewController {
                let item: String
                init(item: String) {
                    self.item = item
                    super.init(nibName: nil, bundle: nil)
                }
                init?(coder: NSCoder, item: String) {
                    self.item = item
                    super.init(coder: coder)
                }
                required init?(coder: NSCoder) { nil }
            }
            final class SpecialDetailViewController: DetailViewController {}

            UIStoryboard.standInAddStoryboard(
                named: "Main", scenes: [StandInScene(identifier: "Detail") { DetailViewController(item: "from the scene") }],
                initialScene: "Detail")
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            var coders: [NSCoder] = []
            let created: DetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
                coders.append(coder)
                return DetailViewController(coder: coder, item: "from the creator")
            }
            print("creator: item=\\(created.item) storyboard=\\(created.storyboard === storyboard) calls=\\(coders.count)")
            let fallback: DetailViewController = storyboard.instantiateViewController(identifier: "Detail") { _ in nil }
            print("nil: item=\\(fallback.item) storyboard=\\(fallback.storyboard === storyboard)")
            let plain: DetailViewController = storyboard.instantiateViewController(identifier: "Detail")
            print("no creator: item=\\(plain.item)")
            let special = storyboard.instantiateViewController(identifier: "Detail") { SpecialDetailViewController(coder: $0, item: "subclass") }
            print("subclass: \\(type(of: special)) item=\\(special.item)")
            let initial = storyboard.instantiateInitialViewController { DetailViewController(coder: $0, item: "initial") }
            print("initial: item=\\(initial?.item ?? "nil") calls=\\(coders.count)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                creator: item=from the creator storyboard=true calls=1
                nil: item=from the scene storyboard=true
                no creator: item=from the scene
                subclass: SpecialDetailViewController item=subclass
                initial: item=initial calls=1

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    /// Statements that end the program the way UIKit ends it (or, where UIKit's way is not
    /// documented, the stand-in's way).
    static let visibleFailures: [VisibleFailure] = [
        VisibleFailure(
            name: "a creator whose view controller does not call init(coder:)",
            statement: "let detail: DetailViewController = storyboard.instantiateViewController(identifier: \"Detail\") { _ in DetailViewController() }",
            stderrPrefix: uncaughtException("NSInternalInconsistencyException")
                + "Custom instantiated view controller must call -[super initWithCoder:]'\n"),
        VisibleFailure(
            name: "a creator whose view controller is not of the scene's class",
            statement: "let other: OtherViewController = storyboard.instantiateViewController(identifier: \"Detail\") { OtherViewController(coder: $0) }",
            stderrPrefix: uncaughtException("NSInternalInconsistencyException") + "Custom instantiated <App.OtherViewController: 0x",
            stderrSuffix: "> must be kind of class App.DetailViewController'\n"),
        VisibleFailure(
            name: "a scene that is not of the requested type",
            statement: "let other: OtherViewController = storyboard.instantiateViewController(identifier: \"Detail\")",
            stderrPrefix: "StandIn: scene 'Detail' of storyboard 'Main' is a App.DetailViewController, not a App.OtherViewController\n"),
        VisibleFailure(
            name: "an initial scene that is not of the requested type",
            statement: "let other: OtherViewController? = storyboard.instantiateInitialViewController()",
            stderrPrefix: "StandIn: scene 'Detail' of storyboard 'Main' is a App.DetailViewController, not a App.OtherViewController\n"),
        VisibleFailure(
            name: "an initial scene that is not in the storyboard",
            statement: "UIStoryboard.standInAddStoryboard(named: \"Other\", scenes: [], initialScene: \"Start\")",
            stderrPrefix: "StandIn: storyboard 'Other' has no scene 'Start' to be its initial scene\n"),
    ]

    @Test("instantiation mistakes end the process visibly", arguments: visibleFailures)
    func visibleFailure(_ failure: VisibleFailure) async throws {
        try await failure.expectEnds(
            after: """
                @_spi(StandIn) import UIKit

                final class DetailViewController: UIViewController {}
                final class OtherViewController: UIViewController {}

                UIStoryboard.standInAddStoryboard(
                    named: "Main", scenes: [StandInScene(identifier: "Detail") { DetailViewController() }], initialScene: "Detail")
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                """)
    }

    @Test(
        "present sets presentedViewController before returning and runs the completion on the main queue afterwards",
        arguments: SwiftLanguageMode.allCases)
    func presentAndDismiss(_ mode: SwiftLanguageMode) async throws {
        let result = try await run(
            """
            import UIKit

            final class DetailViewController: UIViewController {}
            final class SheetViewController: UIViewController {}

            let list = UIViewController()
            let navigation = UINavigationController(rootViewController: list)
            let detail = DetailViewController()
            list.present(detail, animated: true) { print("completion: presented") }
            print("presented: root=\\(navigation.presentedViewController === detail) from the child=\\(list.presentedViewController === detail) presenting=\\(detail.presentingViewController === navigation)")
            list.present(DetailViewController(), animated: true) { print("never runs") }
            print("refused: still=\\(navigation.presentedViewController === detail)")
            let sheet = SheetViewController()
            detail.present(sheet, animated: false, completion: nil)
            print("stacked: \\(detail.presentedViewController === sheet) \\(sheet.presentingViewController === detail)")
            sheet.dismiss(animated: true) { print("completion: sheet dismissed") }
            print("sheet dismissed: \\(detail.presentedViewController == nil) \\(sheet.presentingViewController == nil) detail kept=\\(navigation.presentedViewController === detail)")
            detail.present(sheet, animated: false, completion: nil)
            list.dismiss(animated: true) { print("completion: all dismissed") }
            print("all dismissed: \\(navigation.presentedViewController == nil) \\(detail.presentingViewController == nil) \\(sheet.presentingViewController == nil)")
            UIViewController().dismiss(animated: true) { print("never runs either") }
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
            print("end")
            """, mode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                presented: root=true from the child=true presenting=true
                refused: still=true
                stacked: true true
                sheet dismissed: true true detail kept=true
                all dismissed: true true true
                completion: presented
                completion: sheet dismissed
                completion: all dismissed
                end

                """, "\(result)")
        #expect(result.stderr.hasPrefix("Attempt to present <App.DetailViewController: 0x"), "\(result)")
        #expect(result.stderr.contains("> on <UINavigationController: 0x"), "\(result)")
        #expect(result.stderr.contains("> (from <UIViewController: 0x"), "\(result)")
        #expect(result.stderr.contains(">) which is already presenting <App.DetailViewController: 0x"), "\(result)")
        #expect(result.stderr.hasSuffix(">.\n"), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
    }

    @Test("presenting a view controller that is already presented aborts with UIKit's message")
    func presentTwice() async throws {
        let result = try await run(
            """
            import UIKit

            final class DetailViewController: UIViewController {}

            let detail = DetailViewController()
            let first = UIViewController()
            let second = UIViewController()
            first.present(detail, animated: false)
            print("before")
            second.present(detail, animated: false)
            print("not reached")
            """)
        #expect(result.termination == .signaled(sigabrt), "\(result)")
        #expect(result.stdout == "before\n", "\(result)")
        #expect(
            result.stderr.hasPrefix(
                uncaughtException("NSInvalidArgumentException")
                    + "Application tried to present modally a view controller <App.DetailViewController: 0x"), "\(result)")
        #expect(result.stderr.contains("> that is already being presented by <UIViewController: 0x"), "\(result)")
        #expect(result.stderr.hasSuffix(">.'\n"), "\(result)")
    }

    @Test("push and pop keep the stack, the parent and navigationController in step", arguments: SwiftLanguageMode.allCases)
    func pushAndPop(_ mode: SwiftLanguageMode) async throws {
        let result = try await run(
            """
            import UIKit

            final class DetailViewController: UIViewController {}

            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let detail = DetailViewController()
            navigation.pushViewController(detail, animated: true)
            print("pushed: top=\\(navigation.topViewController === detail) parent=\\(detail.parent === navigation) navigationController=\\(detail.navigationController === navigation) count=\\(navigation.viewControllers.count)")
            let popped = navigation.popViewController(animated: true)
            print("popped: \\(popped === detail) parent=\\(detail.parent == nil ? "nil" : "set") count=\\(navigation.viewControllers.count)")
            let rootPop = navigation.popViewController(animated: false)
            print("root: \\(rootPop == nil ? "nil" : "popped") count=\\(navigation.viewControllers.count)")
            navigation.pushViewController(detail, animated: false)
            print("pushed again: count=\\(navigation.viewControllers.count)")
            """, mode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                pushed: top=true parent=true navigationController=true count=2
                popped: true parent=nil count=1
                root: nil count=1
                pushed again: count=2

                """, "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    static let pushFailures: [VisibleFailure] = [
        VisibleFailure(
            name: "pushing a navigation controller",
            statement: "navigation.pushViewController(UINavigationController(), animated: true)",
            stderrPrefix: uncaughtException("NSInvalidArgumentException") + "Pushing a navigation controller is not supported'\n"),
        VisibleFailure(
            name: "pushing a view controller that is already in the stack",
            statement: "navigation.pushViewController(root, animated: true)",
            stderrPrefix: uncaughtException("NSInvalidArgumentException") + "<UINavigationController: 0x",
            stderrSuffix: ">) more than once which is not supported and is most likely an error in the application'\n"),
    ]

    @Test("pushing what UIKit refuses to push ends the process visibly", arguments: pushFailures)
    func pushFailure(_ failure: VisibleFailure) async throws {
        try await failure.expectEnds(
            after: """
                import UIKit

                let root = UIViewController()
                let navigation = UINavigationController(rootViewController: root)
                """)
    }
}
