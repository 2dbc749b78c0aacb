import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// `StoryboardImporter` and scenes created from their storyboard: Storyboard
/// IDs and initial scenes become `storyboard`, `storyboardIdentifier`,
/// `initial` and `windowController` keys (docs/Spec.md, "Scenes created from
/// their storyboard"), one way per class, never twice the same storyboard
/// scene, in a spec that loads without diagnostics.
@Suite struct StoryboardImportInstantiationTests {
    typealias XML = StoryboardXML

    /// The spec of `imported` as YAML, after checking that it loads without
    /// diagnostics into scenes created the way the import says.
    static func loadedYAML(_ imported: StoryboardImport) throws -> String {
        let yaml = try imported.spec.yaml()
        let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "spec.yaml")
        #expect(loaded.diagnostics.isEmpty, "\(DiagnosticPrinter(sources: loaded.sources).render(loaded.diagnostics))")
        let scenes = try #require(loaded.value?.scenes)
        #expect(scenes.map(\.typeName.value) == imported.spec.scenes.map(\.typeName.value))
        for (scene, expected) in zip(scenes, imported.spec.scenes) {
            #expect(scene.instantiation?.storyboard.value == expected.instantiation?.storyboard.value)
            #expect(scene.instantiation?.identifier?.value == expected.instantiation?.identifier?.value)
            #expect(scene.isWindowController == expected.isWindowController)
            #expect(scene.instantiation?.container?.value == expected.instantiation?.container?.value)
        }
        return yaml
    }

    @Test func oneStoryboardIsSaidOnceAtTheTopLevel() throws {
        let imported = StoryboardImportTests.importing(StoryboardSamples.oneStoryboard)
        #expect(imported.spec.storyboard?.value == "Main")
        #expect(try Self.loadedYAML(imported) == """
            platform: ios
            storyboard: Main
            scenes:
              AboutViewController:
                storyboardIdentifier: 'true'
              DetailViewController:
                storyboardIdentifier: 'Detail: full'
              HomeViewController:
                storyboardIdentifier: Home
                segues:
                  showDetail: DetailViewController

            """)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "skipped: class created from another scene: the spec creates it from Main.storyboard:15",
            "imported: HomeViewController Main \"Home\"",
            "imported: DetailViewController Main \"Detail: full\"",
            "imported: AboutViewController Main \"true\"",
            "skipped: scene without a custom class",
        ])
        #expect(imported.summary == """
            Imported 1 segue of 1 scene from 1 storyboard.
            Created 3 scenes from their storyboard: 3 by Storyboard ID, 0 as initial scene.
            Skipped 1 segue:
              relationship (containment, not navigation): 1
            Not created from their storyboard: 2 scenes with a Storyboard ID or initial:
              class created from another scene: 1
                Main.storyboard:6: <navigationController> holding HomeViewController (initial scene): the spec creates it from Main.storyboard:15
              scene without a custom class: 1
                Main.storyboard:36: <viewController> (Storyboard ID "Plain")

            """)
    }

    @Test func severalStoryboardsAreSaidPerSceneAndEachClassIsCreatedOneWay() throws {
        let imported = StoryboardImportTests.importing(StoryboardSamples.severalStoryboards)
        #expect(imported.spec.storyboard == nil)
        // What only one localization of Main has is left out: the segue, and RootTabBarController, whose
        // Storyboard ID is another class's in en.lproj, which has no initial scene to fall back on.
        #expect(try Self.loadedYAML(imported) == """
            platform: ios
            scenes:
              HomeViewController:
                storyboard: Main
                storyboardIdentifier: Home
              LegalViewController:
                storyboard: Settings
                storyboardIdentifier: Legal
              SettingsViewController:
                storyboard: Settings
                initial: true
              WelcomeViewController:
                storyboard: Onboarding
                initial: true

            """)
        let rootGap = { (present: String, other: String) in
            "the scene with Storyboard ID \"Root\" is \(present) but \(other): "
                + "the app loads the storyboard of the user's language, and in that one creating it fails"
        }
        let (base, english) = ("RootTabBarController in 'App/Base.lproj/Main.storyboard'", "LocalizedTabBarController in 'App/en.lproj/Main.storyboard'")
        #expect(imported.reports.map { $0.scenes.map(\.result.description) } == [
            [
                "skipped: Storyboard ID or initial scene not the same in every localization: " + rootGap(base, english),
                "imported: HomeViewController Main \"Home\"",
            ],
            [
                "imported: WelcomeViewController Onboarding initial",
                "skipped: class created from another scene: the spec creates it from App/Base.lproj/Main.storyboard:12",
            ],
            ["imported: SettingsViewController Settings initial", "imported: LegalViewController Settings \"Legal\""],
            [
                "duplicate of App/Base.lproj/Main.storyboard:12",
                "skipped: Storyboard ID or initial scene not the same in every localization: " + rootGap(english, base),
            ],
        ])
        #expect(imported.summary == """
            Imported 4 scenes and no segues from 4 storyboards.
            Created 4 scenes from their storyboard: 2 by Storyboard ID, 2 as initial scene (1 repeated scene of a class used by several scenes written once).
            Skipped 1 segue:
              segue not in every localization of its storyboard: 1
                App/Base.lproj/Main.storyboard:14: show "showSettings" from HomeViewController: it is in 'App/Base.lproj/Main.storyboard' but not in \
            its other localization 'App/en.lproj/Main.storyboard': the app loads the storyboard of the user's language, and in that one performing it \
            raises (the scene has no segue with that identifier)
            Not created from their storyboard: 3 scenes with a Storyboard ID or initial:
              Storyboard ID or initial scene not the same in every localization: 2
                App/Base.lproj/Main.storyboard:6: RootTabBarController (Storyboard ID "Root", initial scene): \(rootGap(base, english))
                App/en.lproj/Main.storyboard:12: LocalizedTabBarController (Storyboard ID "Root"): \(rootGap(english, base))
              class created from another scene: 1
                App/Onboarding.storyboard:12: HomeViewController (Storyboard ID "OnboardingHome"): the spec creates it from App/Base.lproj/Main.storyboard:12

            """)
        #expect(imported.listing(of: 0).contains("""
              6: <tabBarController> RootTabBarController, Storyboard ID "Root" -> not created from the storyboard: \
            Storyboard ID or initial scene not the same in every localization: \(rootGap(base, english))

            """))
        // Without the localization, RootTabBarController is created by its ID, which wins over the initial arrow.
        let unlocalized = StoryboardImportTests.importing(Array(StoryboardSamples.severalStoryboards.dropLast()))
        #expect(unlocalized.listing(of: 0).contains("""
              6: <tabBarController> RootTabBarController, Storyboard ID "Root" -> created: RootTabBarController from 'Main' by Storyboard ID "Root"; \
            also the initial scene; created by its Storyboard ID (a spec scene is created one way)

            """))
        #expect(unlocalized.spec.scenes.flatMap(\.segues).count == 1)
    }

    @Test func appKitWindowControllersAreMarkedAndShownInTheirWindow() throws {
        let imported = StoryboardImportTests.importing([("Mac/Main.storyboard", StoryboardSamples.macStoryboard)])
        #expect(try Self.loadedYAML(imported) == """
            platform: macos
            storyboard: Main
            scenes:
              AboutViewController:
                storyboardIdentifier: About
              ContentViewController:
                segues:
                  showPreferences:
                    destination: GeneralViewController
                    container:
                      type: PreferencesWindowController
                      kind: window
              MainWindowController:
                initial: true
                windowController: true
              PreferencesWindowController:
                storyboardIdentifier: Preferences
                windowController: true

            """)
        #expect(imported.listing(of: 0).contains("""
              6: <windowController> MainWindowController -> created: MainWindowController from 'Main' as its initial scene, a window controller

            """))
    }

    @Test func scenesOfTheOtherFrameworkAndOfWatchKitAreNotCreated() throws {
        let imported = StoryboardImportTests.importing([
            ("Mac/Main.storyboard", StoryboardSamples.macStoryboard), ("Phone/Main.storyboard", StoryboardSamples.oneStoryboard),
            ("Watch/Interface.storyboard", XML.document(runtime: "watchKit", initial: "w", [XML.scene("w", "controller", customClass: "WatchController")])),
        ])
        #expect(imported.spec.platform == .ios)
        #expect(imported.spec.scenes.compactMap { $0.instantiation == nil ? nil : $0.typeName.value } == [
            "AboutViewController", "DetailViewController", "HomeViewController",
        ])
        #expect(imported.reports[0].scenes.first?.result.description == "skipped: storyboard of the other framework (import it on its own): AppKit, among storyboards of the other framework")
        #expect(imported.reports[2].scenes.map(\.result.description) == [
            "skipped: neither a UIKit nor an AppKit storyboard: WatchKit; seguegen generates UIKit and AppKit code",
        ])
        _ = try Self.loadedYAML(imported)
    }

    @Test func referencesInvalidClassNamesAndModulesFollowTheSegueRules() throws {
        let imported = StoryboardImportTests.importing([("TV/Main.storyboard", XML.document(runtime: "AppleTV", initial: "ref", [
            XML.reference("ref", storyboard: "Other").replacingOccurrences(of: "id=\"ref\"", with: "storyboardIdentifier=\"Ref\" id=\"ref\""),
            XML.scene("reserved", customClass: "SegueGen", storyboardID: "Reserved"),
            XML.scene("kit", customClass: "KitViewController", module: "DesignKit", storyboardID: "Kit"),
            XML.scene("own", customClass: "OwnViewController", module: "App", target: true, storyboardID: "Own"),
            XML.scene("empty", customClass: "EmptyIDViewController", storyboardID: ""),
        ]))])
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "skipped: storyboard reference (the scene it refers to is created from its own storyboard)",
            "skipped: class name that is not a Swift type name: \"SegueGen\": 'SegueGen' is the name of the support type seguegen generates",
            "imported: KitViewController Main \"Kit\"",
            "imported: OwnViewController Main \"Own\"",
        ])
        // Scenes created from a tvOS storyboard alone make a tvOS spec, with their modules imported.
        #expect(imported.spec.platform == .tvos)
        #expect(imported.spec.imports.map(\.value) == ["DesignKit"])
        _ = try Self.loadedYAML(imported)
    }

    @Test func ofClassesWhoseNamesDifferOnlyInCaseTheFirstIsWritten() throws {
        let imported = StoryboardImportTests.importing(XML.document([
            XML.scene("lower", customClass: "listViewController", storyboardID: "LowerList", segues: [XML.segue(to: "upper", "showUpper")]),
            XML.scene("upper", customClass: "ListViewController", storyboardID: "List", segues: [XML.segue(to: "lower", "showLower")]),
        ]))
        #expect(try Self.loadedYAML(imported) == """
            platform: ios
            storyboard: Main
            scenes:
              ListViewController:
                storyboardIdentifier: List
                segues:
                  showLower: listViewController

            """)
        let clash = "class name that differs from another's only in case: 'ListViewController' is in the spec; "
            + "their files' names would differ only in case, which case-insensitive file systems take for one file"
        #expect(imported.skipReason(of: "showUpper")?.description == clash)
        #expect(imported.reports[0].scenes.map(\.result.description) == ["skipped: " + clash, "imported: ListViewController Main \"List\""])
    }

    @Test func storyboardNamesASpecCannotGiveCreateNoScene() throws {
        let imported = StoryboardImportTests.importing([
            ("Hidden/.storyboard", XML.document(initial: "a", [XML.scene("a", customClass: "HiddenViewController")])),
            ("Odd/Main.storyboard.storyboard", XML.document(initial: "a", [XML.scene("a", customClass: "OddViewController")])),
        ])
        #expect(imported.reports.map { $0.scenes.map(\.result.description) } == [
            ["skipped: storyboard name a spec cannot give: its file name is '.storyboard'"],
            ["skipped: storyboard name a spec cannot give: 'Main.storyboard' ends in '.storyboard', which a spec takes for a file name"],
        ])
        #expect(imported.spec.scenes.isEmpty)
    }

    @Test func classesWhoseNamesDifferOnlyByDotsAreBothCreated() throws {
        let imported = StoryboardImportTests.importing(XML.document([
            XML.scene("plain", customClass: "CheckoutCartViewController", storyboardID: "Cart"),
            XML.scene("nested", customClass: "Checkout.CartViewController", storyboardID: "NestedCart"),
        ]))
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "imported: CheckoutCartViewController Main \"Cart\"",
            "imported: Checkout.CartViewController Main \"NestedCart\"",
        ])
        #expect(try Self.loadedYAML(imported) == """
            platform: ios
            storyboard: Main
            scenes:
              Checkout.CartViewController:
                storyboardIdentifier: NestedCart
              CheckoutCartViewController:
                storyboardIdentifier: Cart

            """)
    }
}

extension StoryboardImportInstantiationTests {
    @Test func aStoryboardIDGivenTwiceCreatesOnlyItsFirstSceneEvenOneNotImported() throws {
        // Found by the fuzzer: the linter (and the storyboard) take the first scene of an ID,
        // which the import skipped, and the import created the second.
        let imported = StoryboardImportTests.importing(XML.document([
            XML.scene("bad", customClass: "Detail%ViewController", storyboardID: "Detail"),
            XML.scene("good", customClass: "DetailViewController", storyboardID: "Detail"),
            XML.scene("plain", storyboardID: "Plain"),
            XML.scene("typed", customClass: "PlainViewController", storyboardID: "Plain"),
        ]))
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "skipped: class name that is not a Swift type name: \"Detail%ViewController\": '%' (U+0025) cannot appear in a Swift identifier",
            "skipped: Storyboard ID or initial scene of another class: 'Detail%ViewController' at Main.storyboard:6, in a storyboard of the same name",
            "skipped: scene without a custom class",
            "skipped: Storyboard ID or initial scene of another class: '<viewController>' at Main.storyboard:18, in a storyboard of the same name",
        ])
        #expect(imported.spec.scenes.isEmpty)
    }

    // MARK: Scenes in a container

    @Test func aContainerWithoutCustomClassCreatesTheSceneItHolds() throws {
        let imported = StoryboardImportTests.importing(StoryboardSamples.containers)
        #expect(try Self.loadedYAML(imported) == """
            platform: ios
            storyboard: Main
            scenes:
              FeedViewController:
                storyboardIdentifier: Tabs
                container: UITabBarController
              InboxViewController:
                initial: true
                container: UINavigationController
                segues:
                  showMessage: MessageViewController

            """)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "imported: InboxViewController Main initial in UINavigationController",
            "imported: FeedViewController Main \"Tabs\" in UITabBarController",
            "skipped: container holding no scene with a custom class",
        ])
        let listing = imported.listing(of: 0)
        #expect(listing.contains("""
              6: <navigationController> -> created: InboxViewController from 'Main' as its initial scene, in its UINavigationController
            """))
        #expect(listing.contains("""
            <tabBarController>, Storyboard ID "Tabs" -> created: FeedViewController from 'Main' by Storyboard ID "Tabs", in its UITabBarController
            """))
    }

    @Test func aClassCreatedByItselfIsNotAlsoCreatedInItsContainerWhicheverComesFirst() throws {
        // The container comes first in the document; the scene's own Storyboard ID still wins,
        // as it did before containers were imported.
        let imported = StoryboardImportTests.importing(XML.document(initial: "nav", [
            XML.scene("nav", "navigationController", segues: [XML.relationship(to: "home", "rootViewController")]),
            XML.scene("home", customClass: "HomeViewController", storyboardID: "Home"),
        ]))
        #expect(try Self.loadedYAML(imported) == """
            platform: ios
            storyboard: Main
            scenes:
              HomeViewController:
                storyboardIdentifier: Home

            """)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "skipped: class created from another scene: the spec creates it from Main.storyboard:15",
            "imported: HomeViewController Main \"Home\"",
        ])
    }

    @Test func aLocalizedCopyOfAContainerIsRepeatedAndAnotherAppsIsSkipped() throws {
        let navigation = { (root: String) in
            XML.document(initial: "nav", [
                XML.scene("nav", "navigationController", segues: [XML.relationship(to: "root", "rootViewController")]),
                XML.scene("root", customClass: root),
            ])
        }
        let imported = StoryboardImportTests.importing([
            ("A/Base.lproj/Main.storyboard", navigation("ListViewController")),
            ("A/en.lproj/Main.storyboard", navigation("ListViewController")),
            ("B/Main.storyboard", navigation("OtherViewController")),
        ])
        #expect(imported.spec.scenes.map(\.typeName.value) == ["ListViewController"])
        #expect(imported.reports.map { $0.scenes.map(\.result.description) } == [
            ["imported: ListViewController Main initial in UINavigationController"],
            ["duplicate of A/Base.lproj/Main.storyboard:6"],
            ["skipped: Storyboard ID or initial scene of another class: 'ListViewController' at A/Base.lproj/Main.storyboard:6, in a storyboard of the same name"],
        ])
    }

    @Test func anIOSAndATvOSStoryboardOfOneNameAreTwoAppsNotTwoScenesOfOne() throws {
        let app = { (runtime: String, prefix: String) in
            XML.document(runtime: runtime, initial: "home", [
                XML.scene("home", customClass: prefix + "HomeViewController"),
                XML.scene("detail", customClass: prefix + "DetailViewController", storyboardID: "Detail"),
                XML.scene("shared", customClass: "SettingsViewController", storyboardID: "Settings"),
            ])
        }
        let imported = StoryboardImportTests.importing([
            ("Phone/Base.lproj/Main.storyboard", app("iOS.CocoaTouch", "")),
            ("TV/Base.lproj/Main.storyboard", app("AppleTV", "TV")),
            // Another iOS app: the same platform, so the reason it had.
            ("iPad/Main.storyboard", app("iOS.CocoaTouch.iPad", "Pad")),
        ])
        let otherPlatform = "skipped: Storyboard ID or initial scene of another platform's class (import each platform's storyboards on their own): "
        #expect(imported.reports.map { $0.scenes.map(\.result.description) } == [
            ["imported: HomeViewController Main initial", "imported: DetailViewController Main \"Detail\"", "imported: SettingsViewController Main \"Settings\""],
            [
                otherPlatform + "'HomeViewController' at Phone/Base.lproj/Main.storyboard:6, in the ios storyboard of the same name, another app's; "
                    + "a spec names a storyboard by its name alone, so it cannot create both",
                otherPlatform + "'DetailViewController' at Phone/Base.lproj/Main.storyboard:12, in the ios storyboard of the same name, another app's; "
                    + "a spec names a storyboard by its name alone, so it cannot create both",
                "duplicate of Phone/Base.lproj/Main.storyboard:18",
            ],
            [
                "skipped: Storyboard ID or initial scene of another class: 'HomeViewController' at Phone/Base.lproj/Main.storyboard:6, in a storyboard of the same name",
                "skipped: Storyboard ID or initial scene of another class: 'DetailViewController' at Phone/Base.lproj/Main.storyboard:12, in a storyboard of the same name",
                "duplicate of Phone/Base.lproj/Main.storyboard:18",
            ],
        ])
        #expect(imported.summary == """
            Imported 3 scenes and no segues from 3 storyboards.
            Created 3 scenes from their storyboard: 2 by Storyboard ID, 1 as initial scene (2 repeated scenes of a class used by several scenes written once).
            Not created from their storyboard: 4 scenes with a Storyboard ID or initial:
              Storyboard ID or initial scene of another class: 2
                iPad/Main.storyboard:6: PadHomeViewController (initial scene): 'HomeViewController' at Phone/Base.lproj/Main.storyboard:6, in a storyboard of the same name
                iPad/Main.storyboard:12: PadDetailViewController (Storyboard ID "Detail"): 'DetailViewController' at Phone/Base.lproj/Main.storyboard:12, in a storyboard of the same name
              Storyboard ID or initial scene of another platform's class (import each platform's storyboards on their own): 2
                TV/Base.lproj/Main.storyboard:6: TVHomeViewController (initial scene): 'HomeViewController' at Phone/Base.lproj/Main.storyboard:6, \
            in the ios storyboard of the same name, another app's; a spec names a storyboard by its name alone, so it cannot create both
                TV/Base.lproj/Main.storyboard:12: TVDetailViewController (Storyboard ID "Detail"): 'DetailViewController' at Phone/Base.lproj/Main.storyboard:12, \
            in the ios storyboard of the same name, another app's; a spec names a storyboard by its name alone, so it cannot create both

            """)
        _ = try Self.loadedYAML(imported)
    }

    /// Of two apps' storyboards of one name, the one read first (in path
    /// order) wins, also when its scene is created in a container: only a
    /// class that is also created by itself has its container-held scene
    /// considered last.
    @Test func theFirstAppsInitialSceneWinsWhenItIsInAContainer() throws {
        let phone = XML.document(initial: "nav", [
            XML.scene("nav", "navigationController", segues: [XML.relationship(to: "home", "rootViewController")]),
            XML.scene("home", customClass: "HomeViewController"),
        ])
        let tv = XML.document(runtime: "AppleTV", initial: "home", [XML.scene("home", customClass: "TVHomeViewController")])
        let imported = StoryboardImportTests.importing([("Phone/Main.storyboard", phone), ("TV/Main.storyboard", tv)])
        #expect(imported.spec.platform == .ios)
        #expect(imported.reports.map { $0.scenes.map(\.result.description) } == [
            ["imported: HomeViewController Main initial in UINavigationController"],
            [
                "skipped: Storyboard ID or initial scene of another platform's class (import each platform's storyboards on their own): "
                    + "'HomeViewController' at Phone/Main.storyboard:6, in the ios storyboard of the same name, another app's; "
                    + "a spec names a storyboard by its name alone, so it cannot create both",
            ],
        ])
        _ = try Self.loadedYAML(imported)
    }

    @Test func aContainerSubclassCreatesItsSceneInItUnlessTheSceneIsCreatedByItself() throws {
        // Pushing a navigation controller raises, so a container subclass is not a scene to push:
        // the scene it holds is created in it. When that scene has a Storyboard ID of its own, the
        // container is created as itself, as it was before containers were looked into.
        let imported = StoryboardImportTests.importing(XML.document(initial: "themed", [
            XML.scene("themed", "navigationController", customClass: "ThemedNavigationController", segues: [
                XML.relationship(to: "list", "rootViewController"),
            ]),
            XML.scene("list", customClass: "ListViewController"),
            XML.scene("tabs", "tabBarController", customClass: "MainTabBarController", storyboardID: "Tabs", segues: [
                XML.relationship(to: "home", "viewControllers"),
            ]),
            XML.scene("home", customClass: "HomeViewController", storyboardID: "Home"),
        ]))
        #expect(try Self.loadedYAML(imported) == """
            platform: ios
            storyboard: Main
            scenes:
              HomeViewController:
                storyboardIdentifier: Home
              ListViewController:
                initial: true
                container:
                  type: ThemedNavigationController
                  kind: navigation
              MainTabBarController:
                storyboardIdentifier: Tabs
                kind: tabBar

            """)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "imported: ListViewController Main initial in ThemedNavigationController",
            "imported: MainTabBarController Main \"Tabs\"",
            "imported: HomeViewController Main \"Home\"",
        ])
    }

    @Test func aCustomClassNamingTheFrameworksOwnClassIsNoCustomClass() throws {
        // Typed into Interface Builder's class field: the container is looked into as a plain one.
        let imported = StoryboardImportTests.importing(XML.document(initial: "nav", [
            XML.scene("nav", "navigationController", customClass: "UINavigationController", module: "UIKit", segues: [
                XML.relationship(to: "feature", "rootViewController"),
            ]),
            XML.scene("feature", customClass: "FeatureViewController"),
            XML.scene("plain", customClass: "UIViewController", storyboardID: "Plain"),
        ]))
        #expect(try Self.loadedYAML(imported) == """
            platform: ios
            storyboard: Main
            scenes:
              FeatureViewController:
                initial: true
                container: UINavigationController

            """)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "imported: FeatureViewController Main initial in UINavigationController",
            "skipped: scene without a custom class",
        ])
    }

    @Test func aContainerWhoseSceneIsNotFoundSaysWhy() throws {
        let imported = StoryboardImportTests.importing(XML.document(initial: "nav", [
            XML.scene("nav", "navigationController", segues: [XML.relationship(to: "profile", "rootViewController")]),
            XML.reference("profile", storyboard: "Profile"),
        ]))
        #expect(imported.spec.scenes.isEmpty)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "skipped: container whose scene is not found: the storyboard reference points to 'Profile.storyboard', which is not among the storyboards given",
        ])
    }

    @Test func anAppKitContainerWithoutCustomClassCreatesTheSceneItHolds() throws {
        // A window controller of the app's own class is the scene, shown in its window, as before.
        let imported = StoryboardImportTests.importing([("Mac/Main.storyboard", StoryboardSamples.macContainers)])
        #expect(try Self.loadedYAML(imported) == """
            platform: macos
            storyboard: Main
            scenes:
              AboutViewController:
                storyboardIdentifier: About
              AccountsViewController:
                storyboardIdentifier: Tabs
                container: NSTabViewController
              ContentViewController:
                initial: true
                container: NSWindowController
              OnboardingViewController:
                storyboardIdentifier: onboardingViewController
                container: NSWindowController
              PreferencesWindowController:
                storyboardIdentifier: Preferences
                windowController: true

            """)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "imported: ContentViewController Main initial in NSWindowController",
            "imported: OnboardingViewController Main \"onboardingViewController\" in NSWindowController",
            "imported: PreferencesWindowController Main \"Preferences\"",
            "imported: AccountsViewController Main \"Tabs\" in NSTabViewController",
            "skipped: container holding no scene with a custom class",
            "imported: AboutViewController Main \"About\"",
        ])
        #expect(imported.listing(of: 0).contains("""
            <windowController>, Storyboard ID "onboardingViewController" -> created: OnboardingViewController from 'Main' \
            by Storyboard ID "onboardingViewController", in its NSWindowController
            """))
    }

    @Test func anAppKitContainerWhoseContentHasNoCustomClassIsSkippedWithItsReason() throws {
        let imported = StoryboardImportTests.importing(XML.document(runtime: "MacOSX.Cocoa", initial: "window", [
            XML.scene("window", "windowController", segues: [XML.relationship(to: "content", "window.shadowedContentViewController")]),
            XML.scene("content"),
            XML.scene("other", "windowController", storyboardID: "Other", segues: [
                XML.relationship(to: "elsewhere", "window.shadowedContentViewController"),
            ]),
            XML.reference("elsewhere", storyboard: "Elsewhere"),
        ]))
        #expect(imported.spec.scenes.isEmpty)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "skipped: container holding no scene with a custom class",
            "skipped: container whose scene is not found: the storyboard reference points to 'Elsewhere.storyboard', which is not among the storyboards given",
        ])
    }

    @Test func aWindowControllerClassOfSeveralWindowsCreatesEachWindowsContentInIt() throws {
        // A spec creates a class one way: as itself, ToolWindowController could be created by one
        // Storyboard ID only. As the container of each content view controller, every window with
        // one of a custom class is; the first window without creates the class itself, and the
        // next has no way left, as before.
        let storyboards = [("Mac/Main.storyboard", StoryboardSamples.macSharedWindowController)]
        let imported = StoryboardImportTests.importing(storyboards)
        let expected = """
            platform: macos
            storyboard: Main
            scenes:
              ConsoleViewController:
                storyboardIdentifier: Console
                container:
                  type: ToolWindowController
                  kind: window
              InspectorViewController:
                storyboardIdentifier: Inspector
                container:
                  type: ToolWindowController
                  kind: window
              PreferencesWindowController:
                storyboardIdentifier: Preferences
                windowController: true
              ToolWindowController:
                storyboardIdentifier: Log
                windowController: true

            """
        #expect(try Self.loadedYAML(imported) == expected)
        let lint = try StoryboardLintTests.lint(imported.spec.yaml(), storyboards: storyboards)
        #expect(lint.diagnostics.isEmpty, "\(lint.rendered)")
        // Localized copies of a window are one window: PreferencesWindowController is still created as itself.
        let localized = StoryboardImportTests.importing([
            ("Mac/Base.lproj/Main.storyboard", StoryboardSamples.macSharedWindowController), ("Mac/fr.lproj/Main.storyboard", StoryboardSamples.macSharedWindowController),
        ])
        #expect(try Self.loadedYAML(localized) == expected)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "imported: InspectorViewController Main \"Inspector\" in ToolWindowController",
            "imported: ConsoleViewController Main \"Console\" in ToolWindowController",
            "imported: ToolWindowController Main \"Log\"",
            "skipped: class created from another scene: the spec creates it from Mac/Main.storyboard:36",
            "imported: PreferencesWindowController Main \"Preferences\"",
        ])
        #expect(imported.listing(of: 0).contains("""
            <windowController> ToolWindowController, Storyboard ID "Console" -> created: ConsoleViewController from 'Main' \
            by Storyboard ID "Console", in its ToolWindowController
            """))
    }

    @Test func aWindowOfASharedWindowControllerClassWhoseContentIsCreatedByItselfCreatesTheClass() throws {
        // The content view controller has a Storyboard ID of its own, which wins: its window
        // creates the window controller class, shown in its window, as a single window would.
        let imported = StoryboardImportTests.importing([("Mac/Main.storyboard", XML.document(runtime: "MacOSX.Cocoa", [
            StoryboardSamples.toolWindow("Library", content: "library"),
            XML.scene("library", customClass: "LibraryViewController", storyboardID: "LibraryContent"),
            StoryboardSamples.toolWindow("Search", content: "search"),
            XML.scene("search", customClass: "SearchViewController"),
        ]))])
        #expect(try Self.loadedYAML(imported) == """
            platform: macos
            storyboard: Main
            scenes:
              LibraryViewController:
                storyboardIdentifier: LibraryContent
              SearchViewController:
                storyboardIdentifier: Search
                container:
                  type: ToolWindowController
                  kind: window
              ToolWindowController:
                storyboardIdentifier: Library
                windowController: true

            """)
        #expect(imported.reports[0].scenes.map(\.result.description) == [
            "imported: ToolWindowController Main \"Library\"",
            "imported: LibraryViewController Main \"LibraryContent\"",
            "imported: SearchViewController Main \"Search\" in ToolWindowController",
        ])
    }

    @Test func aUIKitContainerSubclassOfSeveralStoryboardIDsCreatesEachRootInIt() throws {
        // The iOS analogue of a window controller class of several windows: a UIKit container
        // subclass is always looked into.
        let imported = StoryboardImportTests.importing(XML.document([
            XML.scene("mailNav", "navigationController", customClass: "ThemedNavigationController", storyboardID: "Mail", segues: [
                XML.relationship(to: "mail", "rootViewController"),
            ]),
            XML.scene("mail", customClass: "MailViewController"),
            XML.scene("notesNav", "navigationController", customClass: "ThemedNavigationController", storyboardID: "Notes", segues: [
                XML.relationship(to: "notes", "rootViewController"),
            ]),
            XML.scene("notes", customClass: "NotesViewController"),
        ]))
        #expect(try Self.loadedYAML(imported) == """
            platform: ios
            storyboard: Main
            scenes:
              MailViewController:
                storyboardIdentifier: Mail
                container:
                  type: ThemedNavigationController
                  kind: navigation
              NotesViewController:
                storyboardIdentifier: Notes
                container:
                  type: ThemedNavigationController
                  kind: navigation

            """)
    }
}

extension SceneOutcome.Result {
    /// The result in a line, for comparing outcomes in tests.
    var description: String {
        switch self {
        case .imported(let typeName, let scene, let notes):
            let way = scene.instantiation?.identifier.map { SwiftLiteral.quoted($0.value) } ?? "initial"
            let container = scene.instantiation?.container.map { " in \($0.value.typeName)" } ?? ""
            return (["imported: \(typeName) \(scene.instantiation?.storyboard.value ?? "") \(way)\(container)"] + notes).joined(separator: "; ")
        case .duplicate(let first):
            return "duplicate of \(first.file):\(first.line)"
        case .skipped(let reason):
            return "skipped: \(reason)"
        }
    }
}

/// Localizations of one storyboard (`Base.lproj/Main.storyboard`,
/// `fr.lproj/Main.storyboard`): the app loads the one of the user's
/// language, so the spec says only what every one of them has, and lints
/// clean against them.
@Suite struct StoryboardImportLocalizationTests {
    typealias XML = StoryboardXML

    /// Main: an initial navigation controller holding ListViewController,
    /// which has a Storyboard ID and a segue only in French; DetailViewController
    /// has a Storyboard ID only in French and nothing else creates it.
    /// Onboarding: an initial WelcomeViewController whose Storyboard ID only
    /// Base has. Settings: a Storyboard ID and a segue every localization has.
    static func app(french: Bool) -> [(path: String, xml: String)] {
        let language = french ? "fr" : "Base"
        return [
            ("App/\(language).lproj/Main.storyboard", XML.document(initial: "nav", [
                XML.scene("nav", "navigationController", segues: [XML.relationship(to: "list", "rootViewController")]),
                XML.scene("list", "tableViewController", customClass: "ListViewController", storyboardID: french ? "List" : nil, segues: [
                    XML.segue(to: "detail", "showDetail"),
                ] + (french ? [XML.segue(to: "detail", "showDetailEnFrançais")] : [])),
                XML.scene("detail", customClass: "DetailViewController", storyboardID: french ? "Detail" : nil),
                XML.scene("settings", customClass: "SettingsViewController", storyboardID: "Settings", segues: [XML.segue(to: "detail", "showHelp")]),
            ])),
            ("App/\(language).lproj/Onboarding.storyboard", XML.document(initial: "welcome", [
                XML.scene("welcome", customClass: "WelcomeViewController", storyboardID: french ? nil : "Welcome"),
            ])),
        ]
    }

    /// Another app's Main.storyboard, no localization of App's: it lacks the
    /// Storyboard ID and the segue that every localization of App's has.
    static let otherApp: [(path: String, xml: String)] = [
        ("Other/Main.storyboard", XML.document([XML.scene("settings", customClass: "SettingsViewController")])),
    ]

    @Test func onlyWhatEveryLocalizationHasIsImportedAndTheSpecLintsClean() throws {
        let storyboards = Self.app(french: false) + Self.app(french: true) + Self.otherApp
        let imported = StoryboardImportTests.importing(storyboards)
        #expect(try StoryboardImportInstantiationTests.loadedYAML(imported) == """
            platform: ios
            scenes:
              ListViewController:
                storyboard: Main
                initial: true
                container: UINavigationController
                segues:
                  showDetail: DetailViewController
              SettingsViewController:
                storyboard: Main
                storyboardIdentifier: Settings
                segues:
                  showHelp: DetailViewController
              WelcomeViewController:
                storyboard: Onboarding
                initial: true

            """)
        let gap = { (what: String, present: String, lacking: String, failure: String) in
            "\(what) is in 'App/\(present).lproj/Main.storyboard' but not in its other localization 'App/\(lacking).lproj/Main.storyboard': "
                + "the app loads the storyboard of the user's language, and in that one \(failure)"
        }
        let creatingFails = "creating it fails"
        #expect(imported.summary == """
            Imported 2 segues of 2 scenes from 5 storyboards (2 repeated segues of a class used by several scenes written once).
            Created 3 scenes from their storyboard: 1 by Storyboard ID, 2 as initial scene (3 repeated scenes of a class used by several scenes written once).
            Skipped 3 segues:
              relationship (containment, not navigation): 2
              segue not in every localization of its storyboard: 1
                App/fr.lproj/Main.storyboard:18: show "showDetailEnFrançais" from ListViewController: \
            \(gap("it", "fr", "Base", "performing it raises (the scene has no segue with that identifier)"))
            Not created from their storyboard: 2 scenes with a Storyboard ID or initial:
              Storyboard ID or initial scene not in every localization: 2
                App/fr.lproj/Main.storyboard:15: ListViewController (Storyboard ID "List"): \
            \(gap("Storyboard ID \"List\"", "fr", "Base", creatingFails)); the spec creates it from App/Base.lproj/Main.storyboard:6
                App/fr.lproj/Main.storyboard:25: DetailViewController (Storyboard ID "Detail"): \(gap("Storyboard ID \"Detail\"", "fr", "Base", creatingFails))

            """)
        // Onboarding's Storyboard ID is only in Base: its scene is created as the initial scene, which every localization has.
        #expect(imported.reports.map { $0.scenes.map(\.result.description) }[1] == [
            "imported: WelcomeViewController Onboarding initial; not by its Storyboard ID \"Welcome\", "
                + "which not every localization of the storyboard has",
        ])

        let lint = try StoryboardLintTests.lint(imported.spec.yaml(), storyboards: storyboards)
        #expect(lint.diagnostics.isEmpty, "\(lint.rendered)")
        #expect(lint.checkedSegues == 2)
    }

    /// Main in Base and French: an initial navigation controller holding
    /// ListViewController (FrenchListViewController in French), Storyboard
    /// ID "Detail" on DetailViewController (FrenchDetailViewController), and
    /// Storyboard ID "Settings" on SettingsViewController in both.
    static let otherClassInFrench: [(path: String, xml: String)] = ["Base", "fr"].map { language in
        let french = language == "fr" ? "French" : ""
        return ("App/\(language).lproj/Main.storyboard", XML.document(initial: "nav", [
            XML.scene("nav", "navigationController", segues: [XML.relationship(to: "list", "rootViewController")]),
            XML.scene("list", customClass: "\(french)ListViewController"),
            XML.scene("detail", customClass: "\(french)DetailViewController", storyboardID: "Detail"),
            XML.scene("settings", customClass: "SettingsViewController", storyboardID: "Settings"),
        ]))
    }

    @Test func aStoryboardIDOrInitialSceneOfAnotherClassInAnotherLocalizationIsSkippedNamingBoth() throws {
        // Found by the reporter of the Storyboard ID "not in" fr.lproj, where it is, on another class.
        let imported = StoryboardImportTests.importing(Self.otherClassInFrench)
        #expect(try StoryboardImportInstantiationTests.loadedYAML(imported) == """
            platform: ios
            storyboard: Main
            scenes:
              SettingsViewController:
                storyboardIdentifier: Settings

            """)
        let (base, french) = ("'App/Base.lproj/Main.storyboard'", "'App/fr.lproj/Main.storyboard'")
        let inThatOne = "the app loads the storyboard of the user's language, and in that one creating it fails"
        #expect(imported.summary == """
            Imported 1 scene and no segues from 2 storyboards.
            Created 1 scene from its storyboard: 1 by Storyboard ID, 0 as initial scene (1 repeated scene of a class used by several scenes written once).
            Skipped 2 segues:
              relationship (containment, not navigation): 2
            Not created from their storyboard: 4 scenes with a Storyboard ID or initial:
              Storyboard ID or initial scene not the same in every localization: 4
                App/Base.lproj/Main.storyboard:6: <navigationController> holding ListViewController (initial scene): the initial scene is \
            UINavigationController holding ListViewController in \(base) but UINavigationController holding FrenchListViewController in \(french): \
            \(inThatOne)
                App/Base.lproj/Main.storyboard:21: DetailViewController (Storyboard ID "Detail"): the scene with Storyboard ID "Detail" is \
            DetailViewController in \(base) but FrenchDetailViewController in \(french): \(inThatOne)
                App/fr.lproj/Main.storyboard:6: <navigationController> holding FrenchListViewController (initial scene): the initial scene is \
            UINavigationController holding FrenchListViewController in \(french) but UINavigationController holding ListViewController in \(base): \
            \(inThatOne)
                App/fr.lproj/Main.storyboard:21: FrenchDetailViewController (Storyboard ID "Detail"): the scene with Storyboard ID "Detail" is \
            FrenchDetailViewController in \(french) but DetailViewController in \(base): \(inThatOne)

            """)
        let lint = try StoryboardLintTests.lint(imported.spec.yaml(), storyboards: Self.otherClassInFrench)
        #expect(lint.diagnostics.isEmpty, "\(lint.rendered)")
    }

    @Test func oneLocalizationAloneImportsAsBefore() throws {
        // What a storyboard without its other localizations has is what every one of them has.
        let imported = StoryboardImportTests.importing(Self.app(french: true))
        #expect(imported.spec.scenes.map { "\($0.typeName.value) \($0.instantiation?.identifier?.value ?? "initial") \($0.segues.map(\.identifier.value))" } == [
            "DetailViewController Detail []", "ListViewController List [\"showDetail\", \"showDetailEnFrançais\"]",
            "SettingsViewController Settings [\"showHelp\"]", "WelcomeViewController initial []",
        ])
    }
}
