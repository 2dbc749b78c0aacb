// Programs linked with the Swift stand-in, run: the segue behaviour a generator relies on
// ("Behaviour a generator relies on" in docs/reference/uikit-appkit-segue-api.md).

import SegueGenTestSupport
import Testing

/// Builds `program` (as `main.swift`) with the Swift stand-ins and runs it.
func run(
    _ program: String, mode: SwiftLanguageMode = .swift6, optimized: Bool = false
) async throws -> RunResult {
    try await StandInHarness.shared.buildAndRun(
        files: [SwiftSourceFile(name: "main.swift", contents: program)], languageMode: mode, optimized: optimized)
}

/// SIGABRT: what `abort()` and an uncaught Objective-C exception end a process with.
let sigabrt: Int32 = 6

/// The line CoreFoundation prints for an uncaught NSInvalidArgumentException from
/// `-performSegueWithIdentifier:sender:` (UIKit's and AppKit's), up to the receiver's address.
let noSegueMessagePrefix =
    "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Receiver (<App."

struct ModeAndOptimization: Sendable, CustomTestStringConvertible {
    var mode: SwiftLanguageMode
    var optimized: Bool
    var testDescription: String { "\(mode), \(optimized ? "-O" : "-Onone")" }

    static let all = SwiftLanguageMode.allCases.flatMap { mode in
        [false, true].map { ModeAndOptimization(mode: mode, optimized: $0) }
    }
}

@Suite("Segue behaviour of the Swift stand-in")
struct BehaviourTests {
    @Test("prepare runs before perform, both before performSegue returns", arguments: ModeAndOptimization.all)
    func prepareThenPerformThenReturn(_ configuration: ModeAndOptimization) async throws {
        let result = try await run(
            """
            @_spi(StandIn) import UIKit

            final class Detail: UIViewController {}

            final class LoggingSegue: UIStoryboardSegue {
                override func perform() {
                    print("perform \\(identifier ?? "nil")")
                    super.perform()
                }
            }

            final class Master: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let pushed = segue.destination.parent != nil
                    print("prepare \\(segue.identifier ?? "nil") destination=\\(type(of: segue.destination)) pushed=\\(pushed)")
                }
            }

            let storyboard = UIStoryboard(standInName: "Main")
            let master = Master()
            master.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(
                    identifier: "custom",
                    kind: .custom { LoggingSegue(identifier: $0, source: $1, destination: $2) },
                    destination: { Detail() }),
                StandInSegueTemplate(identifier: "show", destination: { Detail() }),
            ])
            let navigation = UINavigationController(rootViewController: master)
            master.performSegue(withIdentifier: "custom", sender: nil)
            print("returned")
            master.performSegue(withIdentifier: "show", sender: nil)
            let top = navigation.topViewController
            print("returned stack=\\(navigation.viewControllers.count) top=\\(top.map { String(describing: type(of: $0)) } ?? "nil") sameNavigation=\\(top?.navigationController === navigation)")
            print("log=\\(storyboard.standInPerformedSegues.map(\\.identifier))")
            """, mode: configuration.mode, optimized: configuration.optimized)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                prepare custom destination=Detail pushed=false
                perform custom
                returned
                prepare show destination=Detail pushed=false
                returned stack=2 top=Detail sameNavigation=true
                log=["custom", "show"]

                """, "\(result)")
        #expect(result.stderr == "")
    }

    @Test("prepare receives the caller's sender unchanged")
    func senderIsPassedThrough() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import UIKit

            final class Token {}
            struct Payload: Equatable { var id: Int }

            final class Master: UIViewController {
                var received: [Any?] = []
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    received.append(sender)
                }
            }

            let master = Master()
            master.standInLoad(from: UIStoryboard(), segues: [
                // A plain UIStoryboardSegue: perform() does nothing, so each perform leaves no trace.
                StandInSegueTemplate(
                    identifier: "next",
                    kind: .custom { UIStoryboardSegue(identifier: $0, source: $1, destination: $2) },
                    destination: { UIViewController() }),
            ])
            let token = Token()
            for sender in [token, nil, master, Payload(id: 7)] as [Any?] {
                master.performSegue(withIdentifier: "next", sender: sender)
            }
            print((master.received[0] as? Token) === token)
            print(master.received[1] == nil)
            print((master.received[2] as? Master) === master)
            print((master.received[3] as? Payload) == Payload(id: 7))
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == "true\ntrue\ntrue\ntrue\n", "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test("shouldPerformSegue is not consulted for programmatic performs")
    func shouldPerformSegueIsNotConsulted() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import UIKit

            final class Master: UIViewController {
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    print("shouldPerformSegue called")
                    return false
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    print("prepare \\(segue.identifier ?? "nil")")
                }
            }

            let storyboard = UIStoryboard()
            let master = Master()
            master.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "blocked?", destination: { UIViewController() }),
            ])
            master.performSegue(withIdentifier: "blocked?", sender: nil)
            print("performed=\\(storyboard.standInPerformedSegues.count) presented=\\(master.standInPresentedViewController != nil)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == "prepare blocked?\nperformed=1 presented=true\n", "\(result)")
    }

    @Test("each perform creates a fresh destination")
    func destinationIsFreshPerPerform() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import UIKit

            final class Detail: UIViewController {
                static var made = 0
                let number: Int
                init() {
                    Detail.made += 1
                    number = Detail.made
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
            }

            final class Master: UIViewController {
                var prepared: [UIViewController] = []
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    prepared.append(segue.destination)
                }
            }

            let storyboard = UIStoryboard()
            let master = Master()
            master.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "detail", destination: { Detail() }),
            ])
            let navigation = UINavigationController(rootViewController: master)
            print("made before=\\(Detail.made)")
            master.performSegue(withIdentifier: "detail", sender: nil)
            master.performSegue(withIdentifier: "detail", sender: nil)
            let log = storyboard.standInPerformedSegues
            print("made after=\\(Detail.made)")
            print("distinct=\\(log[0].destination !== log[1].destination)")
            print("prepared the performed ones=\\(master.prepared[0] === log[0].destination && master.prepared[1] === log[1].destination)")
            print("numbers=\\(navigation.viewControllers.compactMap { ($0 as? Detail)?.number })")
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

    @Test("an unknown identifier aborts with UIKit's NSInvalidArgumentException message")
    func unknownIdentifierAborts() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import UIKit

            final class Master: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    print("prepare must not run")
                }
            }

            let master = Master()
            master.standInLoad(from: UIStoryboard(), segues: [
                StandInSegueTemplate(identifier: "known", destination: { UIViewController() }),
            ])
            print("before")
            master.performSegue(withIdentifier: "unknown", sender: nil)
            print("after")
            """)
        #expect(result.trapped, "\(result)")
        #expect(result.termination == .signaled(sigabrt), "\(result)")
        #expect(result.stdout == "before\n", "\(result)")
        #expect(result.stderr.hasPrefix(noSegueMessagePrefix + "Master: 0x"), "\(result)")
        #expect(result.stderr.contains(">) has no segue with identifier 'unknown''\n"), "\(result)")
    }

    @Test("a view controller not loaded from a storyboard has no segues")
    func noStoryboardNoSegues() async throws {
        let result = try await run(
            """
            import UIKit

            final class Plain: UIViewController {}

            let plain = Plain()
            print("storyboard=\\(plain.storyboard == nil ? "nil" : "set")")
            plain.performSegue(withIdentifier: "anything", sender: nil)
            """)
        #expect(result.termination == .signaled(sigabrt), "\(result)")
        #expect(result.stdout == "storyboard=nil\n", "\(result)")
        #expect(result.stderr.hasPrefix(noSegueMessagePrefix + "Plain: 0x"), "\(result)")
        #expect(result.stderr.contains(">) has no segue with identifier 'anything''\n"), "\(result)")
    }

    @Test("show pushes onto the navigation controller, else presents; presentation is consistent")
    func showAndPresent() async throws {
        let result = try await run(
            """
            @_spi(StandIn) import UIKit

            final class Detail: UIViewController {}
            final class Modal: UIViewController {}

            let storyboard = UIStoryboard(standInName: "Main")
            let segues = [
                StandInSegueTemplate(identifier: "show", destination: { Detail() }),
                StandInSegueTemplate(identifier: "modal", kind: .present, destination: { Modal() }),
            ]

            // Not embedded: "show" falls back to a modal presentation.
            let alone = UIViewController()
            alone.standInLoad(from: storyboard, segues: segues)
            alone.performSegue(withIdentifier: "show", sender: nil)
            let shown = alone.standInPresentedViewController
            print("alone: presented=\\(shown is Detail) presenting=\\(shown?.presentingViewController === alone) navigation=\\(shown?.navigationController == nil ? "nil" : "set")")

            // Embedded: "show" pushes; "modal" presents from the root of the hierarchy.
            let master = UIViewController()
            master.standInLoad(from: storyboard, segues: segues)
            let navigation = UINavigationController(rootViewController: master)
            master.performSegue(withIdentifier: "show", sender: nil)
            let pushed = navigation.topViewController
            print("pushed: detail=\\(pushed is Detail) parent=\\(pushed?.parent === navigation) navigation=\\(pushed?.navigationController === navigation) children=\\(navigation.children.count) storyboard=\\(pushed?.storyboard === storyboard)")
            master.performSegue(withIdentifier: "modal", sender: nil)
            let modal = navigation.standInPresentedViewController
            print("modal: presented=\\(modal is Modal) presenting=\\(modal?.presentingViewController === navigation) visible=\\(navigation.visibleViewController === modal)")
            print("master presenting=\\(master.presentingViewController == nil ? "nil" : "set") storyboard=\\(master.storyboard === storyboard)")
            print("log=\\(storyboard.standInPerformedSegues.map { "\\($0.identifier):\\(type(of: $0.destination))" })")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(
            result.stdout == """
                alone: presented=true presenting=true navigation=nil
                pushed: detail=true parent=true navigation=true children=2 storyboard=true
                modal: presented=true presenting=true visible=true
                master presenting=nil storyboard=true
                log=["show:Detail", "show:Detail", "modal:Modal"]

                """, "\(result)")
    }

    @Test("-Onone keeps debug assertions, -O drops them", arguments: [false, true])
    func optimizationControlsAssertions(_ optimized: Bool) async throws {
        let result = try await run(
            """
            import UIKit
            let viewController = UIViewController()
            assert(viewController.storyboard != nil, "not loaded from a storyboard")
            print("continued")
            """, optimized: optimized)
        if optimized {
            #expect(result.succeeded, "\(result)")
            #expect(result.stdout == "continued\n", "\(result)")
        } else {
            #expect(result.trapped, "\(result)")
            #expect(result.stdout == "", "\(result)")
            #expect(result.stderr.contains("Assertion failed: not loaded from a storyboard"), "\(result)")
        }
    }
}
