/// Storyboards that the unit tests read, import and lint, and that `StoryboardCompileTests`
/// compiles the generated code of.
enum StoryboardSamples {
    static let exitInAnotherScene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>
                        <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="edit" customClass="EditViewController" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" id="item">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel">
                                    <connections>
                                        <segue destination="exit1" kind="unwind" identifier="cancelEdit" unwindAction="unwindToList:" id="u1"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <connections>
                                <segue destination="exit1" kind="unwind" unwindAction="unwindToList:" id="u2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let referringStoryboard = StoryboardXML.document([
        StoryboardXML.scene("home", customClass: "HomeViewController", segues: [
            StoryboardXML.segue(to: "toProfile", "showProfile"),
            StoryboardXML.segue(to: "toSettings", "showSettings"),
            StoryboardXML.segue(to: "toSelf", "showHomeAgain"),
            StoryboardXML.segue(to: "toSelfByName", "showHomeByName"),
            StoryboardXML.segue(to: "toChain", "showChained"),
            StoryboardXML.segue(to: "toMissing", "showMissing"),
            StoryboardXML.segue(to: "toBundle", "showBundled"),
            StoryboardXML.segue(to: "toUnknownID", "showUnknownID"),
            StoryboardXML.segue(to: "toNoInitial", "showNoInitial"),
            StoryboardXML.segue(to: "toLoop", "showLoop"),
            StoryboardXML.segue(to: "nowhere", "showNowhere"),
            StoryboardXML.segue(to: "toWatch", "showWatch"),
        ]),
        StoryboardXML.reference("toProfile", storyboard: "Profile", identifier: "ProfileScene"),
        StoryboardXML.reference("toSettings", storyboard: "Settings"),
        StoryboardXML.reference("toSelf", identifier: "Home"),
        StoryboardXML.reference("toSelfByName", storyboard: "Main", identifier: "Home"),
        StoryboardXML.reference("toChain", storyboard: "Profile", identifier: "Forward"),
        StoryboardXML.reference("toMissing", storyboard: "Checkout"),
        StoryboardXML.reference("toBundle", storyboard: "Shared", bundle: "com.example.Shared"),
        StoryboardXML.reference("toUnknownID", storyboard: "Profile", identifier: "Nope"),
        StoryboardXML.reference("toNoInitial", storyboard: "Empty"),
        StoryboardXML.reference("toLoop", storyboard: "Profile", identifier: "Loop"),
        StoryboardXML.reference("toWatch", storyboard: "Watch"),
        StoryboardXML.scene("homeScene", customClass: "HomeViewController", storyboardID: "Home"),
    ])

    static let referencedStoryboards: [(path: String, xml: String)] = [
        ("App/Main.storyboard", referringStoryboard),
        ("App/Profile.storyboard", StoryboardXML.document([
            StoryboardXML.scene("profile", customClass: "ProfileViewController", storyboardID: "ProfileScene"),
            StoryboardXML.reference("forward", storyboard: "Settings", identifier: "Account").replacingOccurrences(of: "id=\"forward\"", with: "storyboardIdentifier=\"Forward\" id=\"forward\""),
            StoryboardXML.reference("loop", storyboard: "Profile", identifier: "Loop").replacingOccurrences(of: "id=\"loop\"", with: "storyboardIdentifier=\"Loop\" id=\"loop\""),
        ])),
        ("App/Settings.storyboard", StoryboardXML.document(initial: "nav", [
            StoryboardXML.scene("nav", "navigationController", segues: [StoryboardXML.relationship(to: "settings", "rootViewController")]),
            StoryboardXML.scene("settings", customClass: "SettingsViewController"),
            StoryboardXML.scene("account", customClass: "AccountViewController", storyboardID: "Account"),
        ])),
        ("App/Empty.storyboard", StoryboardXML.document([StoryboardXML.scene("lonely")])),
        ("Watch/Watch.storyboard", StoryboardXML.document(runtime: "watchKit", initial: "w", [StoryboardXML.scene("w", "controller")])),
    ]

    static let macApp = StoryboardXML.document(runtime: "MacOSX.Cocoa", initial: "main", [
        StoryboardXML.scene("main", "windowController", customClass: "MainWindowController", segues: [
            StoryboardXML.relationship(to: "content", "window.shadowedContentViewController"),
        ]),
        StoryboardXML.scene("content", customClass: "ContentViewController", segues: [
            StoryboardXML.segue(to: "prefs", "showPreferences"), StoryboardXML.segue(to: "tabs", "showTabs", kind: "sheet"),
        ]),
        StoryboardXML.scene("prefs", "windowController", segues: [StoryboardXML.relationship(to: "general", "window.shadowedContentViewController")]),
        StoryboardXML.scene("general", customClass: "GeneralViewController"),
        StoryboardXML.scene("tabs", "tabViewController", customClass: "SettingsTabViewController", segues: [
            StoryboardXML.relationship(to: "plain", "tabItems"), StoryboardXML.relationship(to: "advanced", "tabItems"),
        ]),
        StoryboardXML.scene("plain"),
        StoryboardXML.scene("advanced", customClass: "AdvancedViewController"),
    ])

    /// One storyboard: an initial navigation controller without a custom
    /// class, a segue source with a Storyboard ID, scenes with IDs and no
    /// segues, IDs that YAML must quote.
    static let oneStoryboard = StoryboardXML.document(initial: "nav", [
        StoryboardXML.scene("nav", "navigationController", segues: [StoryboardXML.relationship(to: "home", "rootViewController")]),
        StoryboardXML.scene("home", customClass: "HomeViewController", storyboardID: "Home", segues: [StoryboardXML.segue(to: "detail", "showDetail")]),
        StoryboardXML.scene("detail", customClass: "DetailViewController", storyboardID: "Detail: full"),
        StoryboardXML.scene("about", "tableViewController", customClass: "AboutViewController", storyboardID: "true"),
        StoryboardXML.scene("plain", storyboardID: "Plain"),
    ])

    /// Several storyboards: initial scenes with and without a Storyboard ID,
    /// a class with IDs in two storyboards, and a localization of one of them
    /// that repeats a scene but lacks a segue, the initial scene, and gives a
    /// Storyboard ID to another class.
    static let severalStoryboards: [(path: String, xml: String)] = [
        ("App/Base.lproj/Main.storyboard", StoryboardXML.document(initial: "tabs", [
            StoryboardXML.scene("tabs", "tabBarController", customClass: "RootTabBarController", storyboardID: "Root"),
            StoryboardXML.scene("home", customClass: "HomeViewController", storyboardID: "Home", segues: [StoryboardXML.segue(to: "toSettings", "showSettings")]),
            StoryboardXML.reference("toSettings", storyboard: "Settings"),
        ])),
        ("App/Onboarding.storyboard", StoryboardXML.document(initial: "welcome", [
            StoryboardXML.scene("welcome", customClass: "WelcomeViewController"),
            StoryboardXML.scene("home", customClass: "HomeViewController", storyboardID: "OnboardingHome"),
        ])),
        ("App/Settings.storyboard", StoryboardXML.document(initial: "settings", [
            StoryboardXML.scene("settings", customClass: "SettingsViewController"),
            StoryboardXML.scene("legal", customClass: "LegalViewController", storyboardID: "Legal"),
        ])),
        ("App/en.lproj/Main.storyboard", StoryboardXML.document([
            StoryboardXML.scene("home", customClass: "HomeViewController", storyboardID: "Home"),
            StoryboardXML.scene("tabs", "tabBarController", customClass: "LocalizedTabBarController", storyboardID: "Root"),
        ])),
    ]

    /// An AppKit storyboard: an initial window controller, a window controller
    /// and a view controller with Storyboard IDs.
    static let macStoryboard = StoryboardXML.document(runtime: "MacOSX.Cocoa", initial: "main", [
        StoryboardXML.scene("main", "windowController", customClass: "MainWindowController", segues: [
            StoryboardXML.relationship(to: "content", "window.shadowedContentViewController"),
        ]),
        StoryboardXML.scene("content", customClass: "ContentViewController", segues: [StoryboardXML.segue(to: "prefs", "showPreferences")]),
        StoryboardXML.scene("prefs", "windowController", customClass: "PreferencesWindowController", storyboardID: "Preferences", segues: [
            StoryboardXML.relationship(to: "general", "window.shadowedContentViewController"),
        ]),
        StoryboardXML.scene("general", customClass: "GeneralViewController"),
        StoryboardXML.scene("about", customClass: "AboutViewController", storyboardID: "About"),
    ])

    /// Containers without a custom class that a Storyboard ID or the initial
    /// arrow names: a navigation controller (its root), a tab bar controller
    /// (its first tab with a custom class, looking into a navigation
    /// controller tab), and neither when what they hold has no custom class.
    static let containers = StoryboardXML.document(initial: "nav", [
        StoryboardXML.scene("nav", "navigationController", segues: [StoryboardXML.relationship(to: "inbox", "rootViewController")]),
        StoryboardXML.scene("inbox", customClass: "InboxViewController", segues: [StoryboardXML.segue(to: "message", "showMessage")]),
        StoryboardXML.scene("message", customClass: "MessageViewController"),
        StoryboardXML.scene("tabs", "tabBarController", storyboardID: "Tabs", segues: [
            StoryboardXML.relationship(to: "plain", "viewControllers"), StoryboardXML.relationship(to: "feedNav", "viewControllers"),
        ]),
        StoryboardXML.scene("plain"),
        StoryboardXML.scene("feedNav", "navigationController", segues: [StoryboardXML.relationship(to: "feed", "rootViewController")]),
        StoryboardXML.scene("feed", customClass: "FeedViewController"),
        StoryboardXML.scene("plainNav", "navigationController", storyboardID: "PlainNavigation", segues: [
            StoryboardXML.relationship(to: "plainRoot", "rootViewController"),
        ]),
        StoryboardXML.scene("plainRoot", "tableViewController"),
    ])

    /// A macOS storyboard modeled on MonitorControl's Main: a plain window
    /// controller with a Storyboard ID whose content is the app's
    /// OnboardingViewController; the initial plain window controller; a
    /// window controller subclass; a plain tab view controller with a tab of
    /// the app's class, and a plain split view controller with none; a view
    /// controller with a Storyboard ID of its own.
    static let macContainers = StoryboardXML.document(runtime: "MacOSX.Cocoa", initial: "main", [
        StoryboardXML.scene("main", "windowController", segues: [StoryboardXML.relationship(to: "content", "window.shadowedContentViewController")]),
        StoryboardXML.scene("content", customClass: "ContentViewController"),
        StoryboardXML.scene("onboardingWindow", "windowController", storyboardID: "onboardingViewController", segues: [
            StoryboardXML.relationship(to: "onboarding", "window.shadowedContentViewController"),
        ]),
        StoryboardXML.scene("onboarding", customClass: "OnboardingViewController"),
        StoryboardXML.scene("prefs", "windowController", customClass: "PreferencesWindowController", storyboardID: "Preferences", segues: [
            StoryboardXML.relationship(to: "general", "window.shadowedContentViewController"),
        ]),
        StoryboardXML.scene("general", customClass: "GeneralViewController"),
        StoryboardXML.scene("tabs", "tabViewController", storyboardID: "Tabs", segues: [
            StoryboardXML.relationship(to: "plainTab", "tabItems"), StoryboardXML.relationship(to: "accounts", "tabItems"),
        ]),
        StoryboardXML.scene("plainTab"),
        StoryboardXML.scene("accounts", customClass: "AccountsViewController"),
        StoryboardXML.scene("split", "splitViewController", storyboardID: "Split", segues: [StoryboardXML.relationship(to: "plainItem", "splitItems")]),
        StoryboardXML.scene("plainItem"),
        StoryboardXML.scene("about", customClass: "AboutViewController", storyboardID: "About"),
    ])

    /// An AppKit storyboard where one window controller subclass,
    /// `ToolWindowController`, has two windows (Storyboard IDs "Inspector"
    /// and "Console"), each with its own content view controller, and two
    /// more, one whose content has no custom class and one without content;
    /// and a window controller subclass of one window, which is created as itself.
    static let macSharedWindowController = StoryboardXML.document(runtime: "MacOSX.Cocoa", [
        toolWindow("Inspector", content: "inspector"),
        StoryboardXML.scene("inspector", customClass: "InspectorViewController"),
        toolWindow("Console", content: "console"),
        StoryboardXML.scene("console", customClass: "ConsoleViewController"),
        toolWindow("Log", content: "log"),
        StoryboardXML.scene("log"),
        toolWindow("Empty"),
        StoryboardXML.scene("prefs", "windowController", customClass: "PreferencesWindowController", storyboardID: "Preferences", segues: [
            StoryboardXML.relationship(to: "general", "window.shadowedContentViewController"),
        ]),
        StoryboardXML.scene("general", customClass: "GeneralViewController"),
    ])

    /// A `<windowController>` of class `ToolWindowController` with Storyboard
    /// ID `storyboardID`, holding the scene `content` if given.
    static func toolWindow(_ storyboardID: String, content: String? = nil) -> String {
        StoryboardXML.scene(
            "\(storyboardID)Window", "windowController", customClass: "ToolWindowController", storyboardID: storyboardID,
            segues: content.map { [StoryboardXML.relationship(to: $0, "window.shadowedContentViewController")] } ?? [])
    }
}
