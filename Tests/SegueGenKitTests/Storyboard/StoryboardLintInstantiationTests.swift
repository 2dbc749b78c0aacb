import Testing
@testable import SegueGenKit

/// `StoryboardLinter` and scenes created from their storyboard: the spec's
/// `storyboard`, `storyboardIdentifier` and `initial` against the
/// storyboards, each drift reported at the spec's line with a note at the
/// storyboard's.
@Suite struct StoryboardLintInstantiationTests {
    typealias XML = StoryboardXML
    typealias Fixtures = StoryboardImportInstantiationTests

    static let one = [("Main.storyboard", Fixtures.oneStoryboard)]

    static func imported(_ storyboards: [(path: String, xml: String)]) throws -> String {
        try StoryboardImporter.importSpec(from: storyboards.map { XML.read($0.xml, path: $0.path) }).spec.yaml()
    }

    @Test func importedSpecsLintClean() throws {
        for storyboards in [Self.one, Fixtures.severalStoryboards, [("Mac/Main.storyboard", Fixtures.macStoryboard)]] {
            let result = try StoryboardLintTests.lint(Self.imported(storyboards), storyboards: storyboards)
            #expect(result.diagnostics.isEmpty, "\(result.rendered)")
        }
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
            Navigation.yaml:5:27: error: the scene with Storyboard ID "Plain" of storyboard 'Main' is a 'UIViewController', not a 'HomeViewController' ('instantiate' would report the wrong type and return nil)
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
            "the initial scene of storyboard 'Main' is a 'UINavigationController holding HomeViewController', not a 'HomeViewController' in a 'UITabBarController' ('instantiate' would report the wrong type and return nil)",
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
            "the initial scene of storyboard 'Main' is a 'UINavigationController holding HomeViewController', not a 'HomeViewController' in a 'AppNavigationController' ('instantiate' would report the wrong type and return nil)",
        ])
        let wrongKind = try StoryboardLintTests.lint(yaml("{type: AppNavigationController, kind: tabBar}"), storyboards: subclassed)
        #expect(wrongKind.diagnostics.map(\.message) == [
            "the initial scene of storyboard 'Main' is a 'AppNavigationController holding HomeViewController', not a 'HomeViewController' in a 'AppNavigationController' ('instantiate' would report the wrong type and return nil)",
        ])
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
            Navigation.yaml:4:3: error: the initial scene of storyboard 'Main' is a 'UINavigationController', not a 'HomeViewController' ('instantiate' would report the wrong type and return nil); it holds a 'HomeViewController': say 'container: UINavigationController' in the scene to create it in there
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
        // Base.lproj/Main gives "Root" to RootTabBarController, en.lproj/Main to LocalizedTabBarController.
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
        let result = try StoryboardLintTests.lint(yaml, storyboards: Fixtures.severalStoryboards)
        // Besides the warning that the spec lacks HomeViewController's segue.
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "storyboard 'Onboarding' has no scene with Storyboard ID \"Welcome\" (creating 'WelcomeViewController' would crash the app)",
        ])
        #expect(errors.first?.notes.map(\.message) == [
            "a scene of class 'WelcomeViewController' is here, in storyboard 'Onboarding', with no Storyboard ID, the initial scene",
        ])
    }
}
