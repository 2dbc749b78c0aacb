import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// `StoryboardLinter` and scenes created from their storyboard: the spec's
/// `storyboard`, `storyboardIdentifier` and `initial` against the
/// storyboards, each drift reported at the spec's line with a note at the
/// storyboard's.
@Suite struct StoryboardLintInstantiationTests {
    typealias XML = StoryboardXML

    static let one = [("Main.storyboard", StoryboardSamples.oneStoryboard)]

    static func imported(_ storyboards: [(path: String, xml: String)]) throws -> String {
        try StoryboardImporter.importSpec(from: storyboards.map { XML.read($0.xml, path: $0.path) }).spec.yaml()
    }

    @Test func importedSpecsLintClean() throws {
        for storyboards in [Self.one, [("Mac/Main.storyboard", StoryboardSamples.macStoryboard)], [("Mac/Main.storyboard", StoryboardSamples.macContainers)]] {
            let result = try StoryboardLintTests.lint(Self.imported(storyboards), storyboards: storyboards)
            #expect(result.diagnostics.isEmpty, "\(result.rendered)")
        }
    }

    @Test func localizationsThatDifferLintWhereTheyDifferAndTheirImportedSpecLintsClean() throws {
        // The import leaves out what only one localization of Main has; lint reports it when a spec
        // lists it: HomeViewController's segue, which the en.lproj copy lacks, and RootTabBarController
        // ("Root" is a LocalizedTabBarController there).
        let imported = try Self.imported(StoryboardSamples.severalStoryboards)
        let clean = try StoryboardLintTests.lint(imported, storyboards: StoryboardSamples.severalStoryboards)
        #expect(clean.diagnostics.isEmpty, "\(clean.rendered)")
        let spec = """
            platform: ios
            scenes:
              HomeViewController:
                storyboard: Main
                storyboardIdentifier: Home
                segues:
                  showSettings: SettingsViewController
              RootTabBarController:
                storyboard: Main
                storyboardIdentifier: Root

            """
        let result = try StoryboardLintTests.lint(spec, storyboards: StoryboardSamples.severalStoryboards)
        let inThatOne = "the app loads the storyboard of the user's language, and in that one"
        #expect(result.diagnostics.map(\.message) == [
            "segue \"showSettings\" of 'HomeViewController' is in 'App/Base.lproj/Main.storyboard' but not in its other localization "
                + "'App/en.lproj/Main.storyboard': \(inThatOne) performing it raises (the scene has no segue with that identifier)",
            "the scene with Storyboard ID \"Root\" of 'RootTabBarController' is RootTabBarController in 'App/Base.lproj/Main.storyboard' "
                + "but LocalizedTabBarController in 'App/en.lproj/Main.storyboard': \(inThatOne) creating it fails",
        ])
    }

    @Test func aStoryboardIDOrInitialSceneOfAnotherClassInAnotherLocalization() throws {
        // Found by the reporter of the Storyboard ID "not in" fr.lproj, where it is, on another class.
        let storyboards = StoryboardImportLocalizationTests.otherClassInFrench
        let yaml = """
            platform: ios
            storyboard: Main
            scenes:
              DetailViewController:
                storyboardIdentifier: Detail
              ListViewController:
                initial: true
                container: UINavigationController

            """
        let result = try StoryboardLintTests.lint(yaml, storyboards: storyboards)
        #expect(result.rendered == """
            Navigation.yaml:5:27: error: the scene with Storyboard ID "Detail" of 'DetailViewController' is DetailViewController in \
            'App/Base.lproj/Main.storyboard' but FrenchDetailViewController in 'App/fr.lproj/Main.storyboard': the app loads the storyboard of \
            the user's language, and in that one creating it fails
                storyboardIdentifier: Detail
                                      ^
            App/Base.lproj/Main.storyboard:21:17: note: it is here
                            <viewController storyboardIdentifier="Detail" id="detail" customClass="DetailViewController" sceneMember…
                            ^
            Navigation.yaml:8:16: error: the initial scene of 'ListViewController' is UINavigationController holding ListViewController in \
            'App/Base.lproj/Main.storyboard' but UINavigationController holding FrenchListViewController in 'App/fr.lproj/Main.storyboard': \
            the app loads the storyboard of the user's language, and in that one creating it fails
                container: UINavigationController
                           ^
            App/Base.lproj/Main.storyboard:6:17: note: it is here
                            <navigationController id="nav" sceneMemberID="viewController">
                            ^

            """)

        // A localization without the Storyboard ID is named first, alone, as for a segue.
        let german = XML.document(initial: "nav", [
            XML.scene("nav", "navigationController", segues: [XML.relationship(to: "list", "rootViewController")]),
            XML.scene("list", customClass: "ListViewController"),
        ])
        let withGerman = try StoryboardLintTests.lint(yaml, storyboards: storyboards + [("App/de.lproj/Main.storyboard", german)])
        #expect(withGerman.diagnostics.map(\.message) == [
            "the scene with Storyboard ID \"Detail\" of 'DetailViewController' is in 'App/Base.lproj/Main.storyboard' but not in its other "
                + "localization 'App/de.lproj/Main.storyboard': the app loads the storyboard of the user's language, and in that one creating it fails",
            "the initial scene of 'ListViewController' is UINavigationController holding ListViewController in 'App/Base.lproj/Main.storyboard' "
                + "but UINavigationController holding FrenchListViewController in 'App/fr.lproj/Main.storyboard': the app loads the storyboard "
                + "of the user's language, and in that one creating it fails",
        ])
    }

    @Test func aStoryboardIDRenamedInInterfaceBuilder() throws {
        let yaml = try Self.imported(Self.one).replacingOccurrences(of: "storyboardIdentifier: Home", with: "storyboardIdentifier: Hom")
        let result = try StoryboardLintTests.lint(yaml, storyboards: Self.one)
        #expect(result.rendered == """
            Navigation.yaml:9:27: error: storyboard 'Main' has no scene with Storyboard ID "Hom" (creating 'HomeViewController' would crash the app); did you mean "Home"?
                storyboardIdentifier: Hom
                                      ^
            Main.storyboard:15:17: note: a scene of class 'HomeViewController' is here, in storyboard 'Main', with Storyboard ID "Home"
                            <viewController storyboardIdentifier="Home" id="home" customClass="HomeViewController" sceneMemberID="vi…
                            ^

            """)
    }

    @Test func aStoryboardIDThatOnlyOneLocalizationHas() throws {
        // Found by newcomer 22: import took the Storyboard ID of the French copy, which the Base
        // one lacks, and lint took one storyboard of the name creating the scene as enough. Import
        // now creates the scene in its container, which every localization has.
        let localization = { (rootID: String?) in
            XML.document([
                XML.scene("nav", "navigationController", storyboardID: "RootNav", segues: [XML.relationship(to: "list", "rootViewController")]),
                XML.scene("list", customClass: "ListViewController", storyboardID: rootID),
            ])
        }
        let storyboards = [
            ("App/Base.lproj/Main.storyboard", localization(nil)), ("App/fr.lproj/Main.storyboard", localization("List")),
            // Another app's storyboard of the same name is no localization of it.
            ("Other/Main.storyboard", localization(nil)),
        ]
        let imported = try Self.imported(storyboards)
        #expect(imported.contains("  ListViewController:\n    storyboardIdentifier: RootNav\n    container: UINavigationController\n"), "\(imported)")
        let clean = try StoryboardLintTests.lint(imported, storyboards: storyboards)
        #expect(clean.diagnostics.isEmpty, "\(clean.rendered)")

        let yaml = imported.replacingOccurrences(
            of: "storyboardIdentifier: RootNav\n    container: UINavigationController\n", with: "storyboardIdentifier: List\n")
        let result = try StoryboardLintTests.lint(yaml, storyboards: storyboards)
        #expect(result.diagnostics.map(\.message) == [
            "the scene with Storyboard ID \"List\" of 'ListViewController' is in 'App/fr.lproj/Main.storyboard' but not in its other localization "
                + "'App/Base.lproj/Main.storyboard': the app loads the storyboard of the user's language, and in that one creating it fails",
        ])
        #expect(result.diagnostics.first?.notes.first?.location?.file == "App/fr.lproj/Main.storyboard")
    }

    @Test func aStoryboardThatIsNotAmongThoseGiven() throws {
        let yaml = try Self.imported(Self.one).replacingOccurrences(of: "storyboard: Main", with: "storyboard: Mian")
        let result = try StoryboardLintTests.lint(yaml, storyboards: Self.one)
        // One error per scene created from it, all at the top level's key.
        #expect(result.diagnostics.map(\.message) == ["AboutViewController", "DetailViewController", "HomeViewController"].map {
            "no storyboard named 'Mian' is among the storyboards, where the spec creates '\($0)'; did you mean 'Main'?"
        })
        #expect(result.diagnostics.map { $0.location?.line } == [2, 2, 2])
    }

    @Test func aStoryboardIDOfAnotherClass() throws {
        let yaml = """
            platform: ios
            storyboard: Main
            scenes:
              HomeViewController:
                storyboardIdentifier: Plain
                segues:
                  showDetail: DetailViewController

            """
        let result = try StoryboardLintTests.lint(yaml, storyboards: Self.one)
        #expect(result.rendered == """
            Navigation.yaml:5:27: error: the scene with Storyboard ID "Plain" of storyboard 'Main' is 'UIViewController', not 'HomeViewController' ('instantiate' would report the wrong type and return nil)
                storyboardIdentifier: Plain
                                      ^
            Main.storyboard:36:17: note: the scene is here
                            <viewController storyboardIdentifier="Plain" id="plain" sceneMemberID="viewController">
                            ^

            """)
    }

    /// The initial scene is a navigation controller whose root is the scene:
    /// with the spec's `container`, that is what `instantiate` creates.
    @Test func anInitialContainerHoldingTheScene() throws {
        let yaml = { (container: String) in
            "platform: ios\nstoryboard: Main\nscenes:\n  HomeViewController:\n    initial: true\n    container: \(container)\n    segues:\n      showDetail: DetailViewController\n"
        }
        let clean = try StoryboardLintTests.lint(yaml("UINavigationController"), storyboards: Self.one)
        #expect(clean.diagnostics.isEmpty, "\(clean.rendered)")
        let other = try StoryboardLintTests.lint(yaml("UITabBarController"), storyboards: Self.one)
        #expect(other.diagnostics.map(\.message) == [
            "the initial scene of storyboard 'Main' is 'UINavigationController holding HomeViewController', not 'HomeViewController' in 'UITabBarController' ('instantiate' would report the wrong type and return nil)",
        ])
        #expect(other.diagnostics.map { $0.location?.line } == [6])

        // The framework's class matches the app's subclass of it, as for a segue;
        // a custom class must be the storyboard's, of the kind the spec says.
        let subclassed = [("Main.storyboard", XML.document(initial: "nav", [
            XML.scene("nav", "navigationController", customClass: "AppNavigationController", segues: [XML.relationship(to: "home", "rootViewController")]),
            XML.scene("home", customClass: "HomeViewController", segues: [XML.segue(to: "detail", "showDetail")]),
            XML.scene("detail", customClass: "DetailViewController"),
        ]))]
        let framework = try StoryboardLintTests.lint(yaml("UINavigationController"), storyboards: subclassed)
        #expect(framework.diagnostics.isEmpty, "\(framework.rendered)")
        let custom = try StoryboardLintTests.lint(yaml("{type: AppNavigationController, kind: navigation}"), storyboards: subclassed)
        #expect(custom.diagnostics.isEmpty, "\(custom.rendered)")
        // The storyboard's plain navigation controller is not the spec's subclass.
        let plain = try StoryboardLintTests.lint(yaml("{type: AppNavigationController, kind: navigation}"), storyboards: Self.one)
        #expect(plain.diagnostics.map(\.message) == [
            "the initial scene of storyboard 'Main' is 'UINavigationController holding HomeViewController', not 'HomeViewController' in 'AppNavigationController' ('instantiate' would report the wrong type and return nil)",
        ])
        let wrongKind = try StoryboardLintTests.lint(yaml("{type: AppNavigationController, kind: tabBar}"), storyboards: subclassed)
        #expect(wrongKind.diagnostics.map(\.message) == [
            "the initial scene of storyboard 'Main' is 'AppNavigationController holding HomeViewController', not 'HomeViewController' in 'AppNavigationController' ('instantiate' would report the wrong type and return nil)",
        ])
    }

    @Test func aContainerTheSceneIsNotInIsToBeRemoved() throws {
        let yaml = """
            platform: ios
            storyboard: Main
            scenes:
              DetailViewController:
                storyboardIdentifier: 'Detail: full'
                container: UINavigationController

            """
        // Besides the warning that the spec lacks HomeViewController.
        let errors = try StoryboardLintTests.lint(yaml, storyboards: Self.one).diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "the scene with Storyboard ID \"Detail: full\" of storyboard 'Main' is 'DetailViewController', not 'DetailViewController' in "
                + "'UINavigationController' ('instantiate' would report the wrong type and return nil); it is the 'DetailViewController' itself: "
                + "remove 'container' from the scene",
        ])
        #expect(errors.map { $0.location?.line } == [6])
    }

    @Test func aContainerOfAnotherKindIsDescribedTabByTab() throws {
        let yaml = """
            platform: ios
            storyboard: Main
            scenes:
              FeedViewController:
                storyboardIdentifier: Tabs
                container: UISplitViewController

            """
        let storyboards = [("Main.storyboard", StoryboardSamples.containers)]
        let errors = try StoryboardLintTests.lint(yaml, storyboards: storyboards).diagnostics.filter { $0.severity == .error }
        // Two tabs: a plain view controller, and a navigation controller with its root.
        #expect(errors.map(\.message) == [
            "the scene with Storyboard ID \"Tabs\" of storyboard 'Main' is 'UITabBarController holding UIViewController, "
                + "UINavigationController(FeedViewController)', not 'FeedViewController' in 'UISplitViewController' "
                + "('instantiate' would report the wrong type and return nil)",
        ])
    }

    /// The macOS pattern: a plain window controller with the Storyboard ID,
    /// holding the scene as its content; the spec must say `container`, and
    /// only where the storyboard has one.
    @Test func anAppKitWindowControllerHoldingTheScene() throws {
        let storyboards = [("Mac/Main.storyboard", StoryboardSamples.macContainers)]
        let yaml = { (scene: String, identifier: String, container: String?) in
            "platform: macos\nstoryboard: Main\nscenes:\n  \(scene):\n    storyboardIdentifier: \(identifier)\n"
                + (container.map { "    container: \($0)\n" } ?? "")
        }
        let clean = try StoryboardLintTests.lint(yaml("OnboardingViewController", "onboardingViewController", "NSWindowController"), storyboards: storyboards)
        #expect(clean.diagnostics.isEmpty, "\(clean.rendered)")
        // A window controller subclass holds the scene too, said with its kind; another subclass does not.
        let subclass = try StoryboardLintTests.lint(
            yaml("GeneralViewController", "Preferences", "{type: PreferencesWindowController, kind: window}"), storyboards: storyboards)
        #expect(subclass.diagnostics.isEmpty, "\(subclass.rendered)")
        let otherSubclass = try StoryboardLintTests.lint(
            yaml("GeneralViewController", "Preferences", "{type: InspectorWindowController, kind: window}"), storyboards: storyboards)
        #expect(otherSubclass.diagnostics.map(\.message) == [
            "the scene with Storyboard ID \"Preferences\" of storyboard 'Main' is 'PreferencesWindowController holding GeneralViewController', "
                + "not 'GeneralViewController' in 'InspectorWindowController' ('instantiate' would report the wrong type and return nil)",
        ])

        // The spec without the container the storyboard has, and with one it does not have.
        let missing = try StoryboardLintTests.lint(yaml("OnboardingViewController", "onboardingViewController", nil), storyboards: storyboards)
        #expect(missing.rendered == """
            Navigation.yaml:5:27: error: the scene with Storyboard ID "onboardingViewController" of storyboard 'Main' is 'NSWindowController', \
            not 'OnboardingViewController' ('instantiate' would report the wrong type and return nil); it holds 'OnboardingViewController': \
            say 'container: NSWindowController' in the scene to create it in there
                storyboardIdentifier: onboardingViewController
                                      ^
            Mac/Main.storyboard:21:17: note: the scene is here
                            <windowController storyboardIdentifier="onboardingViewController" id="onboardingWindow" sceneMemberID="v…
                            ^

            """)
        let extra = try StoryboardLintTests.lint(yaml("AboutViewController", "About", "NSWindowController"), storyboards: storyboards)
        #expect(extra.diagnostics.map(\.message) == [
            "the scene with Storyboard ID \"About\" of storyboard 'Main' is 'AboutViewController', not 'AboutViewController' in "
                + "'NSWindowController' ('instantiate' would report the wrong type and return nil); it is the 'AboutViewController' itself: "
                + "remove 'container' from the scene",
        ])
        #expect(extra.diagnostics.map { $0.location?.line } == [6])
    }

    /// A window controller is shown in its window, a view controller
    /// presented: the generated code compiles only for the controller the
    /// storyboard creates, so `windowController` must say which it is.
    @Test func aWindowControllerTheSpecDoesNotMarkOrAViewControllerItDoes() throws {
        let storyboards = [("Mac/Main.storyboard", StoryboardSamples.macStoryboard)]
        let yaml = """
            platform: macos
            storyboard: Main
            scenes:
              AboutViewController:
                storyboardIdentifier: About
                windowController: true
              ContentViewController:
                segues:
                  showPreferences:
                    destination: GeneralViewController
                    container: {type: PreferencesWindowController, kind: window}
              MainWindowController:
                initial: true
              PreferencesWindowController:
                windowController: true
                storyboardIdentifier: Preferences

            """
        let result = try StoryboardLintTests.lint(yaml, storyboards: storyboards)
        #expect(result.rendered == """
            Navigation.yaml:6:5: error: the scene with Storyboard ID "About" of storyboard 'Main' is a view controller, not the window controller \
            the spec says (the generated code would show it in a window and not compile); remove 'windowController: true'
                windowController: true
                ^
            Mac/Main.storyboard:39:17: note: the scene is here
                            <viewController storyboardIdentifier="About" id="about" customClass="AboutViewController" sceneMemberID=…
                            ^
            Navigation.yaml:12:3: error: the initial scene of storyboard 'Main' is a window controller, where the spec says a view controller \
            (the generated code would present it as one and not compile); add 'windowController: true'
              MainWindowController:
              ^
            Mac/Main.storyboard:6:17: note: the scene is here
                            <windowController id="main" customClass="MainWindowController" sceneMemberID="viewController">
                            ^

            """)
    }

    @Test func anInitialSceneOfAnotherClassOrNone() throws {
        let yaml = """
            platform: ios
            storyboard: Main
            scenes:
              HomeViewController:
                initial: true
                segues:
                  showDetail: DetailViewController

            """
        let result = try StoryboardLintTests.lint(yaml, storyboards: Self.one)
        #expect(result.rendered == """
            Navigation.yaml:4:3: error: the initial scene of storyboard 'Main' is 'UINavigationController', not 'HomeViewController' ('instantiate' would report the wrong type and return nil); it holds 'HomeViewController': say 'container: UINavigationController' in the scene to create it in there
              HomeViewController:
              ^
            Main.storyboard:6:17: note: the scene is here
                            <navigationController id="nav" sceneMemberID="viewController">
                            ^

            """)
        let withoutInitial = [("Main.storyboard", XML.document([
            XML.scene("home", customClass: "HomeViewController", segues: [XML.segue(to: "detail", "showDetail")]),
            XML.scene("detail", customClass: "DetailViewController"),
        ]))]
        let none = try StoryboardLintTests.lint(yaml, storyboards: withoutInitial)
        #expect(none.rendered == """
            Navigation.yaml:4:3: error: storyboard 'Main' has no initial scene, which the spec creates 'HomeViewController' as ('instantiate' would report it and return nil)
              HomeViewController:
              ^
            Main.storyboard:6:17: note: a scene of class 'HomeViewController' is here, in storyboard 'Main', with no Storyboard ID
                            <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                            ^

            """)
    }

    @Test func severalStoryboardsOfTheNamePassWhenOneHasTheScene() throws {
        // App/Main gives "Root" to RootTabBarController, Other/Main (another app's, not a
        // localization of it) to LocalizedTabBarController.
        let yaml = """
            platform: ios
            scenes:
              LocalizedTabBarController:
                storyboard: Main
                storyboardIdentifier: Root
              WelcomeViewController:
                storyboard: Onboarding
                storyboardIdentifier: Welcome

            """
        let storyboards = StoryboardSamples.severalStoryboards.map { storyboard in
            (path: storyboard.path.replacingOccurrences(of: "App/en.lproj/", with: "Other/"), xml: storyboard.xml)
        }
        let result = try StoryboardLintTests.lint(yaml, storyboards: storyboards)
        // Besides the warning that the spec lacks HomeViewController's segue.
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "storyboard 'Onboarding' has no scene with Storyboard ID \"Welcome\" (creating 'WelcomeViewController' would crash the app)",
        ])
        #expect(errors.first?.notes.map(\.message) == [
            "a scene of class 'WelcomeViewController' is here, in storyboard 'Onboarding', with no Storyboard ID, the initial scene",
        ])
    }

    // MARK: Scenes the spec does not create from their storyboard

    /// A list, the initial scene, showing a detail with a Storyboard ID,
    /// which shows an author (neither).
    static let listAndDetail = [("App/Main.storyboard", XML.document(initial: "list", [
        XML.scene("list", customClass: "ListViewController", segues: [XML.segue(to: "detail", "showDetail")]),
        XML.scene("detail", customClass: "DetailViewController", storyboardID: "Detail", segues: [XML.segue(to: "author", "showAuthor")]),
        XML.scene("author", customClass: "AuthorViewController"),
    ]))]

    /// The segues of `listAndDetail`, and `keys` (lines of a scene's keys,
    /// indented) for each class that has them.
    static func listAndDetailSpec(_ keys: [String: String] = [:], topLevel: String = "") -> String {
        """
        platform: ios
        \(topLevel)scenes:
          DetailViewController:
        \(keys["DetailViewController"] ?? "")    segues:
              showAuthor: AuthorViewController
          ListViewController:
        \(keys["ListViewController"] ?? "")    segues:
              showDetail: DetailViewController

        """
    }

    @Test func aStoryboardIDOrInitialSceneTheSpecLacksIsAWarningAtTheStoryboardsScene() throws {
        let imported = try Self.imported(Self.listAndDetail)
        #expect(imported == Self.listAndDetailSpec(
            ["DetailViewController": "    storyboardIdentifier: Detail\n", "ListViewController": "    initial: true\n"], topLevel: "storyboard: Main\n"))
        let clean = try StoryboardLintTests.lint(imported, storyboards: Self.listAndDetail)
        #expect(clean.diagnostics.isEmpty, "\(clean.rendered)")

        let result = try StoryboardLintTests.lint(Self.listAndDetailSpec(), storyboards: Self.listAndDetail)
        #expect(result.rendered == """
            App/Main.storyboard:6:17: warning: storyboard 'Main' creates 'ListViewController' as its initial scene, and the spec does not \
            create it from its storyboard (the generated code has no 'instantiate' for it); add 'storyboard: Main' and 'initial: true' to its scene
                            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            ^
            Navigation.yaml:6:3: note: 'ListViewController' is here in the spec
              ListViewController:
              ^
            App/Main.storyboard:15:17: warning: storyboard 'Main' creates 'DetailViewController' by Storyboard ID "Detail", and the spec does \
            not create it from its storyboard (the generated code has no 'instantiate' for it); add 'storyboard: Main' and \
            'storyboardIdentifier: Detail' to its scene
                            <viewController storyboardIdentifier="Detail" id="detail" customClass="DetailViewController" sceneMember…
                            ^
            Navigation.yaml:3:3: note: 'DetailViewController' is here in the spec
              DetailViewController:
              ^

            """)
        // The spec's top-level storyboard says 'storyboard' for every scene.
        let topLevel = try StoryboardLintTests.lint(Self.listAndDetailSpec(topLevel: "storyboard: Main\n"), storyboards: Self.listAndDetail)
        #expect(topLevel.diagnostics.map(\.message).map { $0.components(separatedBy: "; ").last } == [
            "add 'initial: true' to its scene", "add 'storyboardIdentifier: Detail' to its scene",
        ])
        // With what the warnings say added, the spec lints clean.
        let fixed = try StoryboardLintTests.lint(Self.listAndDetailSpec([
            "DetailViewController": "    storyboard: Main\n    storyboardIdentifier: Detail\n",
            "ListViewController": "    storyboard: Main\n    initial: true\n",
        ]), storyboards: Self.listAndDetail)
        #expect(fixed.diagnostics.isEmpty, "\(fixed.rendered)")
    }

    @Test func aSceneInAContainerTheSpecDoesNotCreateIsToBeCreatedInIt() throws {
        // InboxViewController is the root of the initial navigation controller; FeedViewController
        // a tab's root in the tab bar controller "Tabs".
        let storyboards = [("Main.storyboard", StoryboardSamples.containers)]
        let spec = """
            platform: ios
            storyboard: Main
            scenes:
              InboxViewController:
                segues:
                  showMessage: MessageViewController

            """
        let result = try StoryboardLintTests.lint(spec, storyboards: storyboards)
        #expect(result.rendered == """
            Main.storyboard:6:17: warning: storyboard 'Main' creates 'InboxViewController' in a UINavigationController as its initial scene, \
            and the spec does not create it from its storyboard (the generated code has no 'instantiate' for it); add 'initial: true' and \
            'container: UINavigationController' to its scene
                            <navigationController id="nav" sceneMemberID="viewController">
                            ^
            Navigation.yaml:4:3: note: 'InboxViewController' is here in the spec
              InboxViewController:
              ^

            """)
        let imported = try Self.imported(storyboards)
        #expect(imported.contains("  InboxViewController:\n    initial: true\n    container: UINavigationController\n"), "\(imported)")
        let clean = try StoryboardLintTests.lint(imported, storyboards: storyboards)
        #expect(clean.diagnostics.isEmpty, "\(clean.rendered)")

        // A container subclass, written with its kind as import writes it.
        let themed = [("Main.storyboard", XML.document(initial: "nav", [
            XML.scene("nav", "navigationController", customClass: "ThemedNavigationController", segues: [
                XML.relationship(to: "inbox", "rootViewController"),
            ]),
            XML.scene("inbox", customClass: "InboxViewController", segues: [XML.segue(to: "message", "showMessage")]),
            XML.scene("message", customClass: "MessageViewController"),
        ]))]
        let subclass = try StoryboardLintTests.lint(spec, storyboards: themed)
        #expect(subclass.diagnostics.map(\.message) == [
            "storyboard 'Main' creates 'InboxViewController' in a ThemedNavigationController as its initial scene, and the spec does not "
                + "create it from its storyboard (the generated code has no 'instantiate' for it); add 'initial: true' and "
                + "'container: {type: ThemedNavigationController, kind: navigation}' to its scene",
        ])
        let importedThemed = try Self.imported(themed)
        let cleanThemed = try StoryboardLintTests.lint(importedThemed, storyboards: themed)
        #expect(cleanThemed.diagnostics.isEmpty, "\(cleanThemed.rendered)")
    }

    /// A macOS app: the initial window without a custom class holds
    /// ContentViewController; PreferencesWindowController, a window
    /// controller of the app's own class, and AboutViewController have
    /// Storyboard IDs.
    static let macApp = XML.document(runtime: "MacOSX.Cocoa", initial: "main", [
        XML.scene("main", "windowController", segues: [XML.relationship(to: "content", "window.shadowedContentViewController")]),
        XML.scene("content", customClass: "ContentViewController", segues: [XML.segue(to: "prefs", "showPreferences"), XML.segue(to: "about", "showAbout")]),
        XML.scene("prefs", "windowController", customClass: "PreferencesWindowController", storyboardID: "Preferences", segues: [
            XML.relationship(to: "general", "window.shadowedContentViewController"), XML.segue(to: "help", "showHelp"),
        ]),
        XML.scene("general", customClass: "GeneralViewController"),
        XML.scene("help", customClass: "HelpViewController"),
        XML.scene("about", customClass: "AboutViewController", storyboardID: "About", segues: [XML.segue(to: "credits", "showCredits")]),
        XML.scene("credits", customClass: "CreditsViewController"),
    ])

    /// The segues of `macApp`, and `keys` (lines of a scene's keys,
    /// indented) for each class that has them.
    static func macAppSpec(_ keys: [String: String] = [:]) -> String {
        """
        platform: macos
        scenes:
          AboutViewController:
        \(keys["AboutViewController"] ?? "")    segues:
              showCredits: CreditsViewController
          ContentViewController:
        \(keys["ContentViewController"] ?? "")    segues:
              showAbout: AboutViewController
              showPreferences:
                destination: GeneralViewController
                container: {type: PreferencesWindowController, kind: window}
          PreferencesWindowController:
        \(keys["PreferencesWindowController"] ?? "")    segues:
              showHelp: HelpViewController

        """
    }

    @Test func anAppKitSceneTheSpecDoesNotCreateIsToBeCreatedInItsWindowOrAsAWindowController() throws {
        // Given with an iOS storyboard too, which lint and its import leave out for a macOS spec.
        let storyboards = [("App/Main.storyboard", Self.listAndDetail[0].1), ("Mac/Main.storyboard", Self.macApp)]
        let imported = try Self.imported([("Mac/Main.storyboard", Self.macApp)])
        for keys in [
            "  AboutViewController:\n    storyboardIdentifier: About\n", "  ContentViewController:\n    initial: true\n    container: NSWindowController\n",
            "  PreferencesWindowController:\n    storyboardIdentifier: Preferences\n    windowController: true\n",
        ] {
            #expect(imported.contains(keys), "\(imported)")
        }
        let clean = try StoryboardLintTests.lint(imported, storyboards: storyboards)
        #expect(clean.diagnostics.isEmpty, "\(clean.rendered)")

        let result = try StoryboardLintTests.lint(Self.macAppSpec(), storyboards: storyboards)
        #expect(result.rendered == """
            Mac/Main.storyboard:6:17: warning: storyboard 'Main' creates 'ContentViewController' in an NSWindowController as its initial \
            scene, and the spec does not create it from its storyboard (the generated code has no 'instantiate' for it); add \
            'storyboard: Main', 'initial: true' and 'container: NSWindowController' to its scene
                            <windowController id="main" sceneMemberID="viewController">
                            ^
            Navigation.yaml:6:3: note: 'ContentViewController' is here in the spec
              ContentViewController:
              ^
            Mac/Main.storyboard:25:17: warning: storyboard 'Main' creates 'PreferencesWindowController' by Storyboard ID "Preferences", and \
            the spec does not create it from its storyboard (the generated code has no 'instantiate' for it); add 'storyboard: Main', \
            'storyboardIdentifier: Preferences' and 'windowController: true' to its scene
                            <windowController storyboardIdentifier="Preferences" id="prefs" customClass="PreferencesWindowController…
                            ^
            Navigation.yaml:12:3: note: 'PreferencesWindowController' is here in the spec
              PreferencesWindowController:
              ^
            Mac/Main.storyboard:47:17: warning: storyboard 'Main' creates 'AboutViewController' by Storyboard ID "About", and the spec does \
            not create it from its storyboard (the generated code has no 'instantiate' for it); add 'storyboard: Main' and \
            'storyboardIdentifier: About' to its scene
                            <viewController storyboardIdentifier="About" id="about" customClass="AboutViewController" sceneMemberID=…
                            ^
            Navigation.yaml:3:3: note: 'AboutViewController' is here in the spec
              AboutViewController:
              ^

            """)

        // A window controller marked as one already: the warning asks for the rest. A view controller
        // marked as one: created from its storyboard, it must not be.
        let marked = try StoryboardLintTests.lint(Self.macAppSpec([
            "AboutViewController": "    windowController: true\n", "PreferencesWindowController": "    windowController: true\n",
        ]), storyboards: storyboards)
        let created = "and the spec does not create it from its storyboard (the generated code has no 'instantiate' for it)"
        #expect(marked.diagnostics.map(\.message).dropFirst() == [
            "storyboard 'Main' creates 'PreferencesWindowController' by Storyboard ID \"Preferences\", \(created); add 'storyboard: Main' "
                + "and 'storyboardIdentifier: Preferences' to its scene",
            "storyboard 'Main' creates 'AboutViewController' by Storyboard ID \"About\", \(created); add 'storyboard: Main' and "
                + "'storyboardIdentifier: About' to its scene, and remove 'windowController: true'",
        ])
    }

    /// A Storyboard ID that YAML must quote is double-quoted in the advice,
    /// which puts the key and value in single quotes.
    @Test func aStoryboardIDThatNeedsQuotingIsDoubleQuoted() throws {
        for (id, written) in [("Detail: full", "\"Detail: full\""), ("true", "\"true\""), ("123", "\"123\""), ("Detail&#10;full", "\"Detail\\nfull\"")] {
            let storyboards = Self.listAndDetail.map { ($0.0, $0.1.replacingOccurrences(of: "storyboardIdentifier=\"Detail\"", with: "storyboardIdentifier=\"\(id)\"")) }
            let result = try StoryboardLintTests.lint(Self.listAndDetailSpec(topLevel: "storyboard: Main\n"), storyboards: storyboards)
            #expect(result.diagnostics.map(\.message).last?.components(separatedBy: "; ").last == "add 'storyboardIdentifier: \(written)' to its scene")
            let imported = try Self.imported(storyboards)
            let clean = try StoryboardLintTests.lint(imported, storyboards: storyboards)
            #expect(clean.diagnostics.isEmpty, "\(clean.rendered)")
        }
    }

    /// The advice leaves out a `storyboard` that the scene names itself, or
    /// that the top level of the scene's own spec names when several specs
    /// are linted together; and asks for it where the scene's spec names
    /// none, whatever the other specs say.
    @Test func theStoryboardIsAskedForWhereTheScenesOwnSpecLacksIt() throws {
        let own = try StoryboardLintTests.lint(
            Self.listAndDetailSpec(["DetailViewController": "    storyboard: Main\n"]), storyboards: Self.listAndDetail)
        #expect(own.diagnostics.map(\.message).contains { $0.hasPrefix("storyboard 'Main' creates 'DetailViewController'") && $0.hasSuffix("add 'storyboardIdentifier: Detail' to its scene") },
                "\(own.rendered)")

        // The scene's own key names another storyboard: it is to be changed, not added twice.
        let other = try StoryboardLintTests.lint(
            Self.listAndDetailSpec(["DetailViewController": "    storyboard: Other\n"]), storyboards: Self.listAndDetail)
        #expect(other.diagnostics.map(\.message).contains {
            $0.hasSuffix("; change its 'storyboard: Other' to 'storyboard: Main', and add 'storyboardIdentifier: Detail' to its scene")
        }, "\(other.rendered)")

        let first = "platform: ios\nstoryboard: Main\nscenes:\n  ListViewController:\n    initial: true\n    segues:\n      showDetail: DetailViewController\n"
        let second = "platform: ios\nscenes:\n  DetailViewController:\n    segues:\n      showAuthor: AuthorViewController\n"
        let specs = try [("First.yaml", first), ("Second.yaml", second)].map { path, yaml in
            try #require(SpecLoader.load(bytes: Array(yaml.utf8), path: path).value)
        }
        let merged = try #require(NavigationSpec.merging(specs))
        let read = Self.listAndDetail.map { StoryboardReader.read(bytes: Array($0.1.utf8), path: $0.0) }
        let linted = StoryboardLinter.lint(merged, against: StoryboardCatalog(read.compactMap(\.value)))
        #expect(linted.diagnostics.map(\.message) == [
            "storyboard 'Main' creates 'DetailViewController' by Storyboard ID \"Detail\", and the spec does not create it from its storyboard "
                + "(the generated code has no 'instantiate' for it); add 'storyboard: Main' and 'storyboardIdentifier: Detail' to its scene",
        ])
    }

    @Test func aStoryboardIDThatNotEveryLocalizationHasIsNotAskedFor() throws {
        // "List" and "Detail" are in the French copy only: the app would fail to create them in
        // the other languages. The navigation controller "RootNav" holding the list is in both.
        let localization = { (french: Bool) in
            XML.document([
                XML.scene("nav", "navigationController", storyboardID: "RootNav", segues: [XML.relationship(to: "list", "rootViewController")]),
                XML.scene("list", customClass: "ListViewController", storyboardID: french ? "List" : nil, segues: [XML.segue(to: "detail", "showDetail")]),
                XML.scene("detail", customClass: "DetailViewController", storyboardID: french ? "Detail" : nil, segues: [XML.segue(to: "author", "showAuthor")]),
                XML.scene("author", customClass: "AuthorViewController"),
            ])
        }
        let storyboards = [("App/Base.lproj/Main.storyboard", localization(false)), ("App/fr.lproj/Main.storyboard", localization(true))]
        let result = try StoryboardLintTests.lint(Self.listAndDetailSpec(topLevel: "storyboard: Main\n"), storyboards: storyboards)
        #expect(result.rendered == """
            App/Base.lproj/Main.storyboard:6:17: warning: storyboard 'Main' creates 'ListViewController' in a UINavigationController by \
            Storyboard ID "RootNav", and the spec does not create it from its storyboard (the generated code has no 'instantiate' for it); \
            add 'storyboardIdentifier: RootNav' and 'container: UINavigationController' to its scene
                            <navigationController storyboardIdentifier="RootNav" id="nav" sceneMemberID="viewController">
                            ^
            Navigation.yaml:7:3: note: 'ListViewController' is here in the spec
              ListViewController:
              ^

            """)
        let imported = try Self.imported(storyboards)
        let clean = try StoryboardLintTests.lint(imported, storyboards: storyboards)
        #expect(clean.diagnostics.isEmpty, "\(clean.rendered)")
    }

    @Test func aSceneTheSpecCannotCreateAsTheStoryboardDoesIsNotAskedFor() throws {
        // A subclass and its superclass cannot both be created from their storyboard (SpecDecoder),
        // whichever of them the spec creates.
        let inheriting = { (created: String, subclass: String) in
            """
            platform: ios
            storyboard: Main
            scenes:
              \(created):
                \(created == "ListViewController" ? "initial: true" : "storyboardIdentifier: Detail")
                segues:
                  \(created == "ListViewController" ? "showDetail: DetailViewController" : "showAuthor: AuthorViewController")
              \(subclass):
                superclass: \(created)
                segues:
                  \(subclass == "ListViewController" ? "showDetail: DetailViewController" : "showAuthor: AuthorViewController")

            """
        }
        for (created, subclass) in [("ListViewController", "DetailViewController"), ("DetailViewController", "ListViewController")] {
            let result = try StoryboardLintTests.lint(inheriting(created, subclass), storyboards: Self.listAndDetail)
            #expect(result.diagnostics.isEmpty, "\(result.rendered)")
        }

        // The spec creates the container subclass from the initial arrow, by itself: its root is not asked for.
        let themed = [("Main.storyboard", XML.document(initial: "nav", [
            XML.scene("nav", "navigationController", customClass: "ThemedNavigationController", segues: [
                XML.relationship(to: "inbox", "rootViewController"),
            ]),
            XML.scene("inbox", customClass: "InboxViewController", segues: [XML.segue(to: "message", "showMessage")]),
            XML.scene("message", customClass: "MessageViewController"),
        ]))]
        let container = try StoryboardLintTests.lint("""
            platform: ios
            storyboard: Main
            scenes:
              InboxViewController:
                segues:
                  showMessage: MessageViewController
              ThemedNavigationController:
                initial: true

            """, storyboards: themed)
        #expect(container.diagnostics.isEmpty, "\(container.rendered)")

        // A name that differs only by dots is no clash: 'Checkout.CartViewController' can be created
        // from "Cart" beside 'CheckoutCartViewController', so lint asks for it.
        let checkout = [("Main.storyboard", XML.document([
            XML.scene("cart", customClass: "Checkout.CartViewController", storyboardID: "Cart", segues: [XML.segue(to: "pay", "showPayment")]),
            XML.scene("pay", customClass: "PaymentViewController"),
            XML.scene("other", customClass: "CheckoutCartViewController", storyboardID: "Other"),
        ]))]
        let sameName = try StoryboardLintTests.lint("""
            platform: ios
            storyboard: Main
            scenes:
              Checkout.CartViewController:
                segues:
                  showPayment: PaymentViewController
              CheckoutCartViewController:
                storyboardIdentifier: Other

            """, storyboards: checkout)
        #expect(sameName.diagnostics.count == 1)
        #expect(sameName.rendered.hasPrefix("""
            Main.storyboard:6:17: warning: storyboard 'Main' creates 'Checkout.CartViewController' by Storyboard ID "Cart", \
            and the spec does not create it from its storyboard (the generated code has no 'instantiate' for it); \
            add 'storyboardIdentifier: Cart' to its scene

            """), "\(sameName.rendered)")
        #expect(try Self.imported(checkout).contains("  Checkout.CartViewController:\n    storyboardIdentifier: Cart\n"))
    }
}
