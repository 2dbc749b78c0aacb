import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// The generated code, run: the `containers` fixture's app code and generated
/// files, linked with the Swift UIKit stand-in (which calls `prepare` inside
/// `performSegue`, as UIKit does), driven by a small program per behaviour.
/// Each program prints what it observed; the tests assert the exact lines.
@Suite struct BehaviourTests {
    /// Builds the containers fixture with `driver` as its `main.swift` and runs it.
    private func run(
        _ driver: String, fixture: String = "containers", mode: SwiftLanguageMode = .swift6, optimized: Bool = false
    ) async throws -> RunResult {
        try await Driver.run(driver, fixture: fixture, framework: "UIKit", mode: mode, optimized: optimized)
    }

    @Test("a typed perform hands each kind of destination over typed, once, with the caller's sender", arguments: SwiftLanguageMode.allCases)
    func typedPerformConfiguresTheDestination(_ mode: SwiftLanguageMode) async throws {
        let result = try await run("""
            collectFailures()
            var dashboard: UITabBarController?
            let hub = HubViewController()
            let navigation = UINavigationController(rootViewController: hub)
            hub.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showProfile", destination: { ProfileViewController() }),
                StandInSegueTemplate(identifier: "presentComposer", kind: .present, destination: {
                    UINavigationController(rootViewController: ComposerViewController())
                }),
                StandInSegueTemplate(identifier: "presentDashboard", kind: .present, destination: {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [
                        DetailViewController(),
                        UINavigationController(rootViewController: StatsViewController()),
                        StatsViewController(),
                    ]
                    dashboard = tabs
                    return tabs
                }),
                StandInSegueTemplate(identifier: "showSplitDetail", kind: .present, destination: {
                    let split = UISplitViewController()
                    split.viewControllers = [ProfileViewController(), DetailViewController()]
                    return split
                }),
            ])
            let sender = NSObject()
            hub.willPrepare = { segue, received in
                print("prepare \\(segue.identifier ?? "nil") sender identical: \\((received as AnyObject?) === sender)")
            }

            var profile: ProfileViewController?
            hub.performShowProfileSegue(sender: sender) { destination in
                print("configure \\(describe(destination))")
                destination.name = "Ada"
                profile = destination
            }
            print("returned; pushed the configured object: \\(navigation.topViewController === profile), name \\(profile?.name ?? "")")

            var composer: ComposerViewController?
            hub.performPresentComposerSegue(sender: sender) { destination in
                print("configure \\(describe(destination))")
                composer = destination
            }
            let presented = storyboard.standInPerformedSegues.last?.destination as? UINavigationController
            print("returned; configured the root: \\(presented?.viewControllers.first === composer)")

            hub.performPresentDashboardSegue { destination in
                let index = dashboard?.viewControllers?.firstIndex { $0 === destination || $0 === destination.navigationController }
                print("configure \\(describe(destination)) at tab \\(index ?? -1), in a navigation controller: \\(destination.navigationController != nil)")
            }

            hub.performShowSplitDetailSegue { destination in
                print("configure \\(describe(destination))")
            }
            print("failures: \\(failures)")
            """, mode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            prepare showProfile sender identical: true
            configure ProfileViewController
            returned; pushed the configured object: true, name Ada
            prepare presentComposer sender identical: true
            configure ComposerViewController
            returned; configured the root: true
            prepare presentDashboard sender identical: false
            configure StatsViewController at tab 1, in a navigation controller: true
            prepare showSplitDetail sender identical: false
            configure DetailViewController
            failures: []

            """, "\(result)")
    }

    @Test func eachClosureRunsOnceAndOnlyForItsOwnSegue() async throws {
        let result = try await run("""
            collectFailures()
            let hub = HubViewController()
            hub.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showProfile", destination: { ProfileViewController() }),
                StandInSegueTemplate(identifier: "presentComposer", kind: .present, destination: {
                    UINavigationController(rootViewController: ComposerViewController())
                }),
            ])
            hub.forwardCount = 3
            var runs = 0
            hub.performShowProfileSegue { _ in runs += 1 }
            print("forwarded 3 times, closure ran \\(runs) time(s)")

            hub.forwardCount = 1
            // While the composer segue is being prepared, another segue from the
            // same source is performed with plain UIKit: its prepare must not run
            // the composer's closure, and the composer's own prepare still must.
            hub.willPrepare = { segue, _ in
                if segue.identifier == "presentComposer" {
                    hub.performSegue(withIdentifier: "showProfile", sender: nil)
                }
            }
            hub.didPrepare = { segue in print("prepared \\(segue.identifier ?? "nil")") }
            hub.performPresentComposerSegue { composer in
                print("configure \\(describe(composer))")
            }
            print("failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            forwarded 3 times, closure ran 1 time(s)
            prepared showProfile
            configure ComposerViewController
            prepared presentComposer
            failures: []

            """, "\(result)")
    }


    @Test func aPerformWithoutAClosureIsPreparedAsAStoryboardTriggeredSegue() async throws {
        let result = try await run("""
            collectFailures()
            let hub = HubViewController()
            let navigation = UINavigationController(rootViewController: hub)
            let profile = ProfileViewController()
            hub.standInLoad(from: storyboard, segues: [StandInSegueTemplate(identifier: "showProfile", destination: { profile })])
            hub.didPrepare = { segue in
                // What a prepare(for:sender:) that forwards first, then switches, sees.
                print("forwarded: \\(SegueGen.prepare(for: segue))")
                if case .showProfile(let destination)? = HubViewController.SegueDestination(segue) {
                    destination.name = "configured in prepare"
                }
            }
            let performed = hub.performShowProfileSegue()
            print("performed: \\(performed), pushed: \\(navigation.topViewController === profile), name: \\(profile.name)")

            hub.gate = { $0 != .showProfile }
            print("declined: \\(!hub.performShowProfileSegue(sender: hub))")

            // A source that does not forward: without a closure, nothing is missing.
            profile.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showSettings", destination: { SettingsViewController() }),
            ])
            print("performed from a source that does not forward: \\(profile.performShowSettingsSegue())")
            print("failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            forwarded: false
            performed: true, pushed: true, name: configured in prepare
            declined: true
            performed from a source that does not forward: true
            failures: []

            """, "\(result)")
    }

    @Test func prepareTellsTypedPerformsFromStoryboardTriggeredSegues() async throws {
        let result = try await run("""
            collectFailures()
            let hub = HubViewController()
            hub.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showProfile", destination: { ProfileViewController() }),
            ])
            hub.forwardCount = 0
            hub.didPrepare = { segue in
                let first = SegueGen.prepare(for: segue)
                let second = SegueGen.prepare(for: segue)
                print("\\(segue.identifier ?? "nil"): typed perform \\(first), again \\(second)")
            }
            var runs = 0
            hub.performShowProfileSegue { _ in runs += 1 }
            hub.performSegue(withIdentifier: "showProfile", sender: nil)
            print("closure ran \\(runs) time(s), failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            showProfile: typed perform true, again true
            showProfile: typed perform false, again false
            closure ran 1 time(s), failures: []

            """, "\(result)")
    }

    @Test("the same segue performed again inside its configure closure is a segue of its own")
    func theSameSeguePerformedInsideItsConfigureIsNotTheTypedOne() async throws {
        let result = try await run("""
            collectFailures()
            let hub = HubViewController()
            var made = 0
            hub.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showProfile", destination: {
                    made += 1
                    let profile = ProfileViewController()
                    profile.name = "profile \\(made)"
                    return profile
                }),
            ])
            hub.didPrepare = { segue in
                let typed = SegueGen.prepare(for: segue)
                let name = (segue.destination as? ProfileViewController)?.name ?? "?"
                print("prepared \\(name): typed perform \\(typed)")
            }
            var nested = false
            hub.performShowProfileSegue { destination in
                print("configure \\(destination.name)")
                guard !nested else { return }
                nested = true
                // Without a closure, as by identifier: its prepare must not
                // take it for the typed perform whose closure is running.
                hub.performShowProfileSegue()
                hub.performSegue(withIdentifier: "showProfile", sender: nil)
            }
            print("failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            configure profile 1
            prepared profile 2: typed perform false
            prepared profile 3: typed perform false
            prepared profile 1: typed perform true
            failures: []

            """, "\(result)")
    }

    @Test func aDestinationOfTheWrongTypeIsReportedAndNotConfigured() async throws {
        let result = try await run("""
            collectFailures()
            let hub = HubViewController()
            hub.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showProfile", destination: { SettingsViewController() }),
                StandInSegueTemplate(identifier: "presentComposer", destination: { ComposerViewController() }),
                StandInSegueTemplate(identifier: "presentDashboard", destination: {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [DetailViewController(), UINavigationController(rootViewController: ComposerViewController())]
                    return tabs
                }),
            ])
            hub.performShowProfileSegue { _ in print("configured the wrong object") }
            hub.performPresentComposerSegue { _ in print("configured the wrong object") }
            hub.performPresentDashboardSegue { _ in print("configured the wrong object") }
            for failure in failures { print(failure) }
            print(failures == [
                .wrongDestinationType(source: "HubViewController", identifier: "showProfile", expected: "ProfileViewController", actual: "an instance of SettingsViewController"),
                .wrongDestinationType(source: "HubViewController", identifier: "presentComposer", expected: "ComposerViewController as the root of its UINavigationController", actual: "an instance of ComposerViewController"),
                .wrongDestinationType(source: "HubViewController", identifier: "presentDashboard", expected: "StatsViewController as a tab of its UITabBarController", actual: "an instance of UITabBarController holding [DetailViewController, UINavigationController(ComposerViewController)], with DetailViewController selected"),
            ])
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            segue "showProfile" from HubViewController was declared to show ProfileViewController, but its destination is an instance of SettingsViewController. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "presentComposer" from HubViewController was declared to show ComposerViewController as the root of its UINavigationController, but its destination is an instance of ComposerViewController. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "presentDashboard" from HubViewController was declared to show StatsViewController as a tab of its UITabBarController, but its destination is an instance of UITabBarController holding [DetailViewController, UINavigationController(ComposerViewController)], with DetailViewController selected. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            true

            """, "\(result)")
    }

    /// The driver for the forgotten-forward tests: ProfileViewController does
    /// not override `prepare(for:sender:)`, so it cannot forward.
    private static let forgottenForward = """
        let profile = ProfileViewController()
        profile.standInLoad(from: storyboard, segues: [
            StandInSegueTemplate(identifier: "showSettings", destination: { SettingsViewController() }),
        ])
        print("performing")
        profile.performShowSettingsSegue { _ in print("configured") }
        print("returned")

        """

    @Test func aForgottenForwardIsReportedWithTheLineToAdd() async throws {
        let result = try await run("collectFailures()\n" + Self.forgottenForward + """
            print(failures == [.notForwarded(source: "ProfileViewController", identifier: "showSettings")])
            print(failures[0])
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            performing
            returned
            true
            ProfileViewController performed segue "showSettings" with a configure closure, but ProfileViewController.prepare(for:sender:) did not forward the segue to App.SegueGen, so the closure never ran. Add `App.SegueGen.prepare(for: segue)` to ProfileViewController.prepare(for:sender:), before anything in it that returns (override it if ProfileViewController does not), or generate with `dispatch: swizzle`.

            """, "\(result)")
    }

    @Test func aForgottenForwardStopsADebugBuild() async throws {
        let result = try await run(Self.forgottenForward + "print(\"not reached\")\n", optimized: false)
        #expect(result.trapped, "\(result)")
        #expect(!result.stdout.contains("returned") && !result.stdout.contains("not reached"), "\(result)")
        #expect(result.stderr.contains("SegueGen.swift:"), "\(result)")
        #expect(result.stderr.contains("Fatal error: seguegen: ProfileViewController performed segue \"showSettings\" with a configure closure, but ProfileViewController.prepare(for:sender:) did not forward the segue"), "\(result)")
    }

    @Test func aForgottenForwardIsPrintedByAReleaseBuildWhichGoesOn() async throws {
        let result = try await run(Self.forgottenForward + "print(\"went on\")\n", optimized: true)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout.hasPrefix("performing\nseguegen: ProfileViewController performed segue \"showSettings\" with a configure closure"), "\(result)")
        #expect(result.stdout.hasSuffix("returned\nwent on\n"), "\(result)")
    }

    @Test func storyboardTriggeredSeguesAreTypedInASwitch() async throws {
        let result = try await run("""
            collectFailures()
            let hub = HubViewController()
            hub.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "presentComposer", kind: .present, destination: {
                    UINavigationController(rootViewController: ComposerViewController())
                }),
                StandInSegueTemplate(identifier: "showProfile", destination: { ProfileViewController() }),
                StandInSegueTemplate(identifier: "notInTheSpec", destination: { DetailViewController() }),
            ])
            hub.didPrepare = { segue in
                switch HubViewController.SegueDestination(segue) {
                case .presentComposer(let composer)?:
                    composer.draft = "typed"
                    print("composer, draft \\(composer.draft)")
                case .showProfile(let profile)?:
                    print("profile \\(describe(profile))")
                case .presentDashboard?, .showSplitDetail?:
                    print("unexpected")
                case nil:
                    print("not a segue of the spec: \\(segue.identifier ?? "nil")")
                }
            }
            // Storyboard-triggered segues reach prepare with no typed perform in between.
            for identifier in ["presentComposer", "showProfile", "notInTheSpec"] {
                hub.performSegue(withIdentifier: identifier, sender: nil)
            }
            print("identifiers: \\(HubViewController.SegueIdentifier.allCases.map(\\.rawValue))")
            print("failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            composer, draft typed
            profile ProfileViewController
            not a segue of the spec: notInTheSpec
            identifiers: ["showProfile", "presentComposer", "presentDashboard", "showSplitDetail"]
            failures: []

            """, "\(result)")
    }

    /// UIKit performs an embed segue itself, when the container view loads: here a segue
    /// whose `perform()` shows nothing, as an embed segue's adds the child to the view.
    @Test func embedSeguesReachTheTypedPrepareAndHaveNoPerformMethod() async throws {
        let result = try await run("""
            collectFailures()
            var map: MapViewController?
            var list: ListViewController?
            let embed = StandInSegueKind.custom { identifier, source, destination in
                UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
            }
            let dashboard = DashboardViewController()
            dashboard.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "embedMap", kind: embed, destination: {
                    let created = MapViewController()
                    map = created
                    return created
                }),
                StandInSegueTemplate(identifier: "embedList", kind: embed, destination: {
                    let created = ListViewController()
                    list = created
                    return UINavigationController(rootViewController: created)
                }),
            ])
            for identifier in ["embedMap", "embedList"] {
                dashboard.performSegue(withIdentifier: identifier, sender: nil)
            }
            print("map zoom \\(map?.zoom ?? -1), list \\(list?.items ?? [])")
            print("identifiers: \\(DashboardViewController.SegueIdentifier.allCases.map(\\.rawValue))")
            print("failures: \\(failures)")
            """, fixture: "embed")
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            map zoom 3, list ["Inbox"]
            identifiers: ["embedMap", "embedList", "showSettings"]
            failures: []

            """, "\(result)")
    }

    @Test("raw values are the exact identifiers, scalar for scalar, explicit or implicit")
    func rawValuesAreTheExactIdentifiers() async throws {
        let loaded = SpecLoader.load(bytes: Array(try Data(contentsOf: Fixture.named("escaping").spec)), path: "spec.yaml")
        let identifiers = try #require(loaded.value?.scenes.first?.segues.map(\.identifier.value))
        let result = try await run("""
            for identifier in GalleryViewController.SegueIdentifier.allCases {
                print(identifier.rawValue.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
            """, fixture: "escaping")
        #expect(result.succeeded, "\(result)")
        let expected = identifiers.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
        #expect(result.stdout == expected.map { $0 + "\n" }.joined(), "\(result)")
        #expect(identifiers.count == 28)
    }

    @Test("one typed shouldPerformSegue override gates typed performs and storyboard-triggered segues")
    func gating() async throws {
        let result = try await run("""
            collectFailures()
            let hub = HubViewController()
            hub.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showProfile", destination: { ProfileViewController() }),
                StandInSegueTemplate(identifier: "presentComposer", kind: .present, destination: {
                    UINavigationController(rootViewController: ComposerViewController())
                }),
            ])
            hub.gate = { segue in segue != .showProfile }
            let declined = hub.performShowProfileSegue { _ in print("configured a declined segue") }
            let performed = hub.performPresentComposerSegue { composer in print("configure \\(describe(composer))") }
            print("profile performed: \\(declined), composer performed: \\(performed)")
            // What UIKit does for a segue the storyboard triggers:
            for identifier in ["showProfile", "presentComposer"] where hub.shouldPerformSegue(withIdentifier: identifier, sender: nil) {
                hub.performSegue(withIdentifier: identifier, sender: nil)
            }
            print("performed: \\(storyboard.standInPerformedSegues.map(\\.identifier)), failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            configure ComposerViewController
            profile performed: false, composer performed: true
            performed: ["presentComposer", "presentComposer"], failures: []

            """, "\(result)")
    }

    @Test("a typed perform from a view controller created in code reports it, and performs and asks nothing")
    func aSceneNotFromAStoryboardIsReported() async throws {
        let result = try await run("""
            collectFailures()
            \(Driver.sceneCreatedInCode("HubViewController", as: "hub"))
            let configured = hub.performShowProfileSegue { _ in print("configured") }
            let plain = hub.performShowProfileSegue()
            print("performed: \\(configured), \\(plain)")
            for failure in failures { print(failure) }
            print(failures == Array(repeating: .notFromStoryboard(source: "HubViewController", identifier: "showProfile"), count: 2))

            // The same scene loaded from a storyboard is asked, then performs.
            failures = []
            hub.standInLoad(from: storyboard, segues: [StandInSegueTemplate(identifier: "showProfile", destination: { ProfileViewController() })])
            let performed = hub.performShowProfileSegue { profile in print("configure \\(describe(profile))") }
            print("from a storyboard: \\(performed), segues: \\(storyboard.standInPerformedSegues.map(\\.identifier)), failures: \\(failures)")
            """)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            storyboard: nil
            performed: false, false
            HubViewController cannot perform segue "showProfile": it was not loaded from a storyboard, so it has no segues. Create HubViewController with `instantiate` or UIStoryboard's `instantiateViewController(withIdentifier:)`, not an initializer.
            HubViewController cannot perform segue "showProfile": it was not loaded from a storyboard, so it has no segues. Create HubViewController with `instantiate` or UIStoryboard's `instantiateViewController(withIdentifier:)`, not an initializer.
            true
            asked about showProfile
            performSegue showProfile
            configure ProfileViewController
            from a storyboard: true, segues: ["showProfile"], failures: []

            """, "\(result)")
    }

    @Test func anUnwindFromAViewControllerCreatedInCodeIsReported() async throws {
        let result = try await run("""
            collectFailures()
            let editor = EditorViewController()
            editor.save()
            editor.cancel()
            print(failures == [
                .notFromStoryboard(source: "EditorViewController", identifier: "saveAndClose"),
                .notFromStoryboard(source: "EditorViewController", identifier: "cancel"),
            ])
            """, fixture: "unwind")
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == "true\n", "\(result)")
    }

    /// UIKit looks for the view controller to unwind to before it calls
    /// `prepare(for:sender:)`; with none, it performs nothing, and the
    /// closure's silence is reported as an unwind, not blamed on forwarding.
    @Test func anUnwindWithNothingToUnwindToIsReported() async throws {
        let result = try await run("""
            collectFailures()
            let editor = EditorViewController()
            editor.standInLoad(from: storyboard, segues: [.unwind("saveAndClose", to: { nil }), .unwind("cancel", to: { nil })])
            print("returned: \\(editor.performSaveAndCloseSegue { _ in print("configured") })")
            editor.cancel()
            print("performed: \\(storyboard.standInPerformedSegues.count)")
            print(failures == [.unwindNotPrepared(source: "EditorViewController", identifier: "saveAndClose", destination: "ListViewController")])
            print(failures.map(String.init(describing:)).joined())
            """, fixture: "unwind")
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            returned: true
            performed: 0
            true
            EditorViewController performed unwind segue "saveAndClose" with a configure closure, but the closure never ran. \
            Either UIKit found nothing to unwind to: ListViewController must implement the segue's unwind action (an @IBAction method \
            that takes a UIStoryboardSegue) and be on the way back from EditorViewController (presenting it, or before it \
            in its navigation controller). Or EditorViewController performed segue "saveAndClose" with a configure closure, but \
            EditorViewController.prepare(for:sender:) did not forward the segue to App.SegueGen, so the closure never ran. Add \
            `App.SegueGen.prepare(for: segue)` to EditorViewController.prepare(for:sender:), before anything in it that returns \
            (override it if EditorViewController does not), or generate with `dispatch: swizzle`.

            """, "\(result)")
    }

    @Test("a subclass has its superclass's typed segues, and its own", arguments: SwiftLanguageMode.allCases)
    func inheritance(_ mode: SwiftLanguageMode) async throws {
        let result = try await run("""
            collectFailures()
            func load(_ controller: UIViewController) {
                controller.standInLoad(from: storyboard, segues: [
                    StandInSegueTemplate(identifier: "showDetail", destination: { DetailViewController() }),
                    StandInSegueTemplate(identifier: "presentFilter", kind: .present, destination: {
                        UINavigationController(rootViewController: FilterViewController())
                    }),
                ])
            }
            func lastDestination() -> UIViewController? {
                let destination = storyboard.standInPerformedSegues.last?.destination
                return (destination as? UINavigationController)?.viewControllers.first ?? destination
            }
            let filtered = FilteredListViewController()
            load(filtered)
            filtered.open(1)
            print("inherited perform: \\((lastDestination() as? DetailViewController)?.item ?? "nil")")
            filtered.filter = "red"
            filtered.editFilter()
            print("own perform: \\((lastDestination() as? FilterViewController)?.filter ?? "nil")")
            filtered.performSegue(withIdentifier: "showDetail", sender: nil)
            print("storyboard-triggered, typed in the subclass: \\((lastDestination() as? DetailViewController)?.item ?? "nil")")

            let archive = ArchiveListViewController()
            load(archive)
            archive.open(0)
            print("grandchild perform: \\((lastDestination() as? DetailViewController)?.item ?? "nil")")
            print(ArchiveListViewController.SegueIdentifier.allCases.map { archive.describeSegue($0.rawValue) })
            print("failures: \\(failures)")
            """, fixture: "inheritance", mode: mode)
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            inherited perform: b
            own perform: red
            storyboard-triggered, typed in the subclass: from the storyboard
            grandchild perform: a
            ["detail", "filter"]
            failures: []

            """, "\(result)")
    }

    @Test func unwindSeguesArePerformedWithoutStrings() async throws {
        let result = try await run("""
            collectFailures()
            let list = ListViewController()
            let editor = EditorViewController()
            // An unwind segue's destination is a scene that already exists.
            editor.standInLoad(from: storyboard, segues: [.unwind("saveAndClose", to: { list }), .unwind("cancel", to: { list })])
            editor.draft = "Buy milk"
            editor.save()
            print("list titles: \\(list.titles)")
            editor.cancel()
            print("performed: \\(storyboard.standInPerformedSegues.map(\\.identifier)), same list: \\(storyboard.standInPerformedSegues.allSatisfy { $0.destination === list })")
            print("failures: \\(failures)")
            """, fixture: "unwind")
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            list titles: ["Buy milk"]
            performed: ["saveAndClose", "cancel"], same list: true
            failures: []

            """, "\(result)")
    }

    @Test("custom container subclasses and the selected tab; a container without the scene is reported with what it holds")
    func customContainers() async throws {
        let result = try await run("""
            collectFailures()
            let home = HomeViewController()
            home.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "presentOnboarding", kind: .present, destination: {
                    OnboardingNavigationController(rootViewController: WelcomeViewController())
                }),
                StandInSegueTemplate(identifier: "presentMain", kind: .present, destination: {
                    let tabs = UITabBarController()
                    let selected = UINavigationController(rootViewController: FeedViewController())
                    tabs.viewControllers = [FeedViewController(), selected]
                    tabs.selectedViewController = selected
                    return tabs
                }),
                StandInSegueTemplate(identifier: "presentLibrary", kind: .present, destination: {
                    let tabs = LibraryTabBarController()
                    tabs.viewControllers = [ShelfViewController()]
                    return tabs
                }),
            ])
            home.performPresentOnboardingSegue { welcome in welcome.step = 1 }
            print("onboarding step configured: \\(((storyboard.standInPerformedSegues.last?.destination as? UINavigationController)?.viewControllers.first as? WelcomeViewController)?.step ?? 0)")
            home.performPresentMainSegue { feed in
                print("feed is in a navigation controller (the selected tab): \\(feed.navigationController != nil)")
            }
            home.performPresentLibrarySegue { shelf in shelf.shelf = "fiction" }
            // The storyboard wraps the scene in a plain navigation controller instead:
            home.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "presentOnboarding", kind: .present, destination: {
                    UINavigationController(rootViewController: WelcomeViewController())
                }),
            ])
            home.performPresentOnboardingSegue { _ in print("configured a plain UINavigationController") }
            // Containers without the scene: empty, or with another tab selected, or none.
            home.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "presentOnboarding", kind: .present, destination: {
                    OnboardingNavigationController(navigationBarClass: nil, toolbarClass: nil)
                }),
                StandInSegueTemplate(identifier: "presentMain", kind: .present, destination: {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [FeedViewController(), UINavigationController(rootViewController: ShelfViewController())]
                    tabs.selectedViewController = tabs.viewControllers?.last
                    return tabs
                }),
                StandInSegueTemplate(identifier: "presentLibrary", kind: .present, destination: { LibraryTabBarController() }),
            ])
            home.performPresentOnboardingSegue { _ in print("configured an empty navigation controller") }
            home.performPresentMainSegue { _ in print("configured another tab") }
            home.performPresentLibrarySegue { _ in print("configured a tab bar controller without tabs") }
            home.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "presentMain", kind: .present, destination: {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [FeedViewController(), ShelfViewController()]
                    tabs.selectedViewController = nil
                    return tabs
                }),
            ])
            home.performPresentMainSegue { _ in print("configured no tab") }
            for failure in failures { print(failure) }
            """, fixture: "custom-containers")
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            onboarding step configured: 1
            feed is in a navigation controller (the selected tab): true
            segue "presentOnboarding" from HomeViewController was declared to show WelcomeViewController as the root of its OnboardingNavigationController, but its destination is an instance of UINavigationController holding [WelcomeViewController]. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "presentOnboarding" from HomeViewController was declared to show WelcomeViewController as the root of its OnboardingNavigationController, but its destination is an instance of OnboardingNavigationController holding nothing. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "presentMain" from HomeViewController was declared to show FeedViewController as the selected tab of its UITabBarController, but its destination is an instance of UITabBarController holding [FeedViewController, UINavigationController(ShelfViewController)], with UINavigationController(ShelfViewController) selected. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "presentLibrary" from HomeViewController was declared to show ShelfViewController as a tab of its LibraryTabBarController, but its destination is an instance of LibraryTabBarController holding nothing. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.
            segue "presentMain" from HomeViewController was declared to show FeedViewController as the selected tab of its UITabBarController, but its destination is an instance of UITabBarController holding [FeedViewController, ShelfViewController], with no tab selected. Fix the destination's class in the storyboard, or the segue's destination and container in the spec.

            """, "\(result)")
    }

    @Test("swizzle dispatch falls back to forwarding where there is no Objective-C runtime")
    func swizzleFallsBackToForwarding() async throws {
        let result = try await run("""
            collectFailures()
            let inbox = InboxViewController()
            inbox.standInLoad(from: storyboard, segues: [
                StandInSegueTemplate(identifier: "showMessage", destination: { MessageViewController() }),
            ])
            inbox.open("Hello")
            let message = storyboard.standInPerformedSegues.last?.destination as? MessageViewController
            print("subject: \\(message?.subject ?? "nil"), failures: \\(failures)")
            // Generated with swizzle already: the advice is the forward line alone.
            print(SegueGen.Failure.notForwarded(source: "InboxViewController", identifier: "showMessage"))
            """, fixture: "swizzle")
        #expect(result.succeeded, "\(result)")
        #expect(result.stdout == """
            subject: Hello, failures: []
            InboxViewController performed segue "showMessage" with a configure closure, but InboxViewController.prepare(for:sender:) did not forward the segue to App.SegueGen, so the closure never ran. Add `App.SegueGen.prepare(for: segue)` to InboxViewController.prepare(for:sender:), before anything in it that returns (override it if InboxViewController does not).

            """, "\(result)")
    }
}
