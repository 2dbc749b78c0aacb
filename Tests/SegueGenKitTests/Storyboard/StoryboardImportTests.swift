import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// `StoryboardImporter`: destinations through containers and storyboard
/// references, what is skipped and why, and a spec that loads.
@Suite struct StoryboardImportTests {
    typealias XML = StoryboardXML

    static func importing(_ files: [(path: String, xml: String)]) -> StoryboardImport {
        StoryboardImporter.importSpec(from: files.map { XML.read($0.xml, path: $0.path) })
    }

    static func importing(_ xml: String) -> StoryboardImport {
        importing([("Main.storyboard", xml)])
    }

    // MARK: Containers

    @Test func aNavigationControllerShowsItsRootAndASubclassIsWrittenWithItsKind() throws {
        let imported = Self.importing(XML.document([
            XML.scene("home", customClass: "HomeViewController", segues: [XML.segue(to: "nav", "showSettings", kind: "presentation")]),
            XML.scene("nav", "navigationController", customClass: "ThemedNavigationController", segues: [XML.relationship(to: "settings", "rootViewController")]),
            XML.scene("settings", "tableViewController", customClass: "SettingsViewController"),
        ]))
        #expect(imported.segue("showSettings", of: "HomeViewController")?.destination?.value == "SettingsViewController")
        #expect(imported.segue("showSettings", of: "HomeViewController")?.container?.value == SegueContainer(typeName: "ThemedNavigationController", kind: .navigation))
        #expect(try imported.spec.yaml() == """
            platform: ios
            scenes:
              HomeViewController:
                segues:
                  showSettings:
                    destination: SettingsViewController
                    container:
                      type: ThemedNavigationController
                      kind: navigation

            """)
    }

    @Test func aTabBarControllerShowsItsFirstTabWithACustomClassLookingIntoNavigationControllers() throws {
        let imported = Self.importing(XML.document([
            XML.scene("login", customClass: "LoginViewController", segues: [XML.segue(to: "tabs", "loggedIn"), XML.segue(to: "plainTabs", "plain")]),
            XML.scene("tabs", "tabBarController", segues: [
                XML.relationship(to: "nav1", "viewControllers"), XML.relationship(to: "nav2", "viewControllers"), XML.relationship(to: "more", "viewControllers"),
            ]),
            XML.scene("nav1", "navigationController", segues: [XML.relationship(to: "plain1", "rootViewController")]),
            XML.scene("plain1", "tableViewController"),
            XML.scene("nav2", "navigationController", segues: [XML.relationship(to: "inbox", "rootViewController")]),
            XML.scene("inbox", customClass: "InboxViewController"),
            XML.scene("more", customClass: "MoreViewController"),
            XML.scene("plainTabs", "tabBarController", segues: [XML.relationship(to: "plain2", "viewControllers")]),
            XML.scene("plain2"),
        ]))
        let loggedIn = try #require(imported.segue("loggedIn", of: "LoginViewController"))
        #expect(loggedIn.destination?.value == "InboxViewController")
        #expect(loggedIn.container?.value == SegueContainer(typeName: "UITabBarController", kind: .tabBar))
        // No tab with a custom class: the tab bar controller itself.
        let plain = try #require(imported.segue("plain", of: "LoginViewController"))
        #expect(plain.destination?.value == "UITabBarController")
        #expect(plain.container == nil)
        // Every place the generated code looks is a candidate for lint, in its order.
        let segue = try #require(imported.outcomes.first { $0.segue.identifier == "loggedIn" })
        guard case .navigation(let navigation) = imported.catalog.classify(segue.segue, in: segue.source) else {
            Issue.record("not navigation")
            return
        }
        #expect(navigation.destination.candidates.map { imported.catalog.type(of: $0.scene)?.name ?? "" } == [
            "UITabBarController", "UINavigationController", "UITableViewController", "UINavigationController", "InboxViewController", "MoreViewController",
        ])
        #expect(navigation.destination.candidates.map(\.container) == [nil] + Array(repeating: ContainerKind.tabBar, count: 5))
    }

    @Test func aSplitViewControllerShowsItsFirstColumnWithACustomClass() throws {
        let imported = Self.importing(XML.document([
            XML.scene("start", customClass: "StartViewController", segues: [XML.segue(to: "split", "openLibrary", kind: "presentation")]),
            XML.scene("split", "splitViewController", segues: [
                XML.relationship(to: "masterNav", "masterViewController"), XML.relationship(to: "detail", "detailViewController"),
            ]),
            XML.scene("masterNav", "navigationController", segues: [XML.relationship(to: "master", "rootViewController")]),
            XML.scene("master", "tableViewController", customClass: "LibraryViewController"),
            XML.scene("detail", customClass: "BookViewController"),
        ]))
        let segue = try #require(imported.segue("openLibrary", of: "StartViewController"))
        #expect(segue.destination?.value == "LibraryViewController")
        #expect(segue.container?.value == SegueContainer(typeName: "UISplitViewController", kind: .split))
    }

    // MARK: Storyboard references

    @Test func storyboardReferencesResolveAcrossTheGivenStoryboards() throws {
        let imported = Self.importing(StoryboardSamples.referencedStoryboards)
        func destination(_ identifier: String) -> String? {
            imported.segue(identifier, of: "HomeViewController").map { ($0.destination?.value ?? "") + ($0.container.map { " in \($0.value.typeName)" } ?? "") }
        }
        #expect(destination("showProfile") == "ProfileViewController")
        #expect(destination("showSettings") == "SettingsViewController in UINavigationController")
        #expect(destination("showHomeAgain") == "HomeViewController")
        #expect(destination("showHomeByName") == "HomeViewController")
        #expect(destination("showChained") == "AccountViewController")
        #expect(imported.skipReason(of: "showMissing") == .unresolvedDestination(.storyboardNotGiven(name: "Checkout", bundleIdentifier: nil)))
        #expect(imported.skipReason(of: "showBundled") == .unresolvedDestination(.storyboardNotGiven(name: "Shared", bundleIdentifier: "com.example.Shared")))
        #expect(imported.skipReason(of: "showUnknownID") == .unresolvedDestination(.identifierNotFound(identifier: "Nope", storyboard: "App/Profile.storyboard")))
        #expect(imported.skipReason(of: "showNoInitial") == .unresolvedDestination(.noInitialViewController(storyboard: "App/Empty.storyboard")))
        // The loop is in Profile, which Main's reference leads into.
        #expect(imported.skipReason(of: "showLoop") == .unresolvedDestination(.referenceCycle(storyboards: ["App/Profile.storyboard"])))
        #expect(imported.skipReason(of: "showLoop")?.description
            == "destination not found: storyboard references in App/Profile.storyboard lead back to themselves")
        #expect(imported.skipReason(of: "showNowhere") == .unresolvedDestination(.unknownID("nowhere")))
        #expect(imported.skipReason(of: "showWatch") == .unresolvedDestination(.storyboardForOtherRuntime(
            name: "Watch", runtime: .uiKit(.ios), candidates: ["Watch/Watch.storyboard"])))
        #expect(imported.skipReason(of: "showMissing")?.description
            == "destination not found: the storyboard reference points to 'Checkout.storyboard', which is not among the storyboards given")
    }

    @Test func aStoryboardNameSeveralInputsHaveMeansTheClosestOne() throws {
        func mainStoryboard(_ identifier: String) -> String {
            XML.document([
                XML.scene("start", customClass: "StartViewController", segues: [XML.segue(to: "ref", identifier)]),
                XML.reference("ref", storyboard: "Shared", identifier: "Scene"),
            ])
        }
        func shared(_ className: String) -> String {
            XML.document([XML.scene("scene", customClass: className, storyboardID: "Scene")])
        }
        let imported = Self.importing([
            ("Phone/Main.storyboard", mainStoryboard("fromPhone")),
            ("Phone/Base.lproj/Shared.storyboard", shared("PhoneViewController")),
            ("Pad/Base.lproj/Shared.storyboard", shared("PadViewController")),
            ("Other/Main.storyboard", mainStoryboard("fromOther")),
        ])
        #expect(imported.segue("fromPhone", of: "StartViewController")?.destination?.value == "PhoneViewController")
        #expect(imported.skipReason(of: "fromOther") == .unresolvedDestination(.ambiguousStoryboard(
            name: "Shared", candidates: ["Pad/Base.lproj/Shared.storyboard", "Phone/Base.lproj/Shared.storyboard"])))
    }

    @Test func aLoopOfReferencesThroughSeveralStoryboardsNamesThemInLoopOrder() throws {
        let imported = Self.importing([
            ("App/Start.storyboard", XML.document([
                XML.scene("start", customClass: "StartViewController", segues: [XML.segue(to: "ref", "showLoop")]),
                XML.reference("ref", storyboard: "B", identifier: "ToC"),
            ])),
            ("App/A.storyboard", XML.document([
                XML.reference("toB", storyboard: "B", identifier: "ToC").replacingOccurrences(of: "id=\"toB\"", with: "storyboardIdentifier=\"ToB\" id=\"toB\""),
            ])),
            ("App/B.storyboard", XML.document([
                XML.reference("toC", storyboard: "C", identifier: "ToA").replacingOccurrences(of: "id=\"toC\"", with: "storyboardIdentifier=\"ToC\" id=\"toC\""),
            ])),
            ("App/C.storyboard", XML.document([
                XML.reference("toA", storyboard: "A", identifier: "ToB").replacingOccurrences(of: "id=\"toA\"", with: "storyboardIdentifier=\"ToA\" id=\"toA\""),
            ])),
        ])
        // Start -> B -> C -> A -> B: the loop starts at B, and Start is not in it.
        #expect(imported.skipReason(of: "showLoop")?.description == "destination not found: storyboard references lead in a loop "
            + "from App/B.storyboard to App/C.storyboard to App/A.storyboard and back to App/B.storyboard")
    }

    /// A storyboard outside the `.lproj` folders whose FirstViewController
    /// has segues through references to `Main`'s initial scene (`toMain`)
    /// and to its Storyboard ID "Detail" (`toDetail`).
    static let referencesToMain = XML.document([
        XML.scene("first", customClass: "FirstViewController", segues: [XML.segue(to: "main", "toMain"), XML.segue(to: "detail", "toDetail")]),
        XML.reference("main", storyboard: "Main"),
        XML.reference("detail", storyboard: "Main", identifier: "Detail"),
    ])

    /// A localization of `Main`: an initial scene of `home`, and `detail` with Storyboard ID "Detail" unless nil.
    static func localizedMain(home: String = "HomeViewController", detail: String? = "DetailViewController") -> String {
        XML.document(initial: "home", [XML.scene("home", customClass: home)] + (detail.map { [XML.scene("detail", customClass: $0, storyboardID: "Detail")] } ?? []))
    }

    @Test(arguments: [["Base", "fr"], ["en", "fr"], ["fr", "Base", "en"]])
    func aReferenceToALocalizedStoryboardMeansItsLocalizations(_ languages: [String]) throws {
        let imported = Self.importing([("App/References.storyboard", Self.referencesToMain)]
            + languages.map { ("App/\($0).lproj/Main.storyboard", Self.localizedMain()) })
        #expect(imported.segue("toMain", of: "FirstViewController")?.destination?.value == "HomeViewController")
        #expect(imported.segue("toDetail", of: "FirstViewController")?.destination?.value == "DetailViewController")
        // Scenes are looked up in the Base localization, else the first in path order.
        let representative = languages.contains("Base") ? "App/Base.lproj/Main.storyboard" : "App/en.lproj/Main.storyboard"
        let outcome = imported.outcomes.first { $0.segue.identifier == "toMain" }
        guard case .imported(_, _, let notes)? = outcome?.result else {
            Issue.record("not imported: \(String(describing: outcome?.result))")
            return
        }
        #expect(notes == ["through storyboard reference to \(representative):6"])
    }

    @Test func aReferenceToAScenePartOfTheLocalizationsLackIsSkippedWithThem() throws {
        let imported = Self.importing([
            ("App/References.storyboard", Self.referencesToMain),
            ("App/Base.lproj/Main.storyboard", Self.localizedMain()),
            ("App/de.lproj/Main.storyboard", Self.localizedMain()),
            ("App/fr.lproj/Main.storyboard", Self.localizedMain(home: "AccueilViewController", detail: nil)),
        ])
        // fr has an initial scene, of another class.
        #expect(imported.skipReason(of: "toMain") == .unresolvedDestination(.referencedSceneNotTheSameInEveryLocalization(identifier: nil, scenes: [
            LocalizedDestination(storyboard: "App/Base.lproj/Main.storyboard", destination: "HomeViewController"),
            LocalizedDestination(storyboard: "App/fr.lproj/Main.storyboard", destination: "AccueilViewController"),
        ])))
        #expect(imported.skipReason(of: "toDetail")?.description == "destination not found: the storyboard reference points to "
            + "Storyboard ID \"Detail\" ('DetailViewController'), which is in 'App/Base.lproj/Main.storyboard' but not in its other "
            + "localization 'App/fr.lproj/Main.storyboard': the app loads the storyboard of the user's language, and in that one "
            + "the reference does not lead to it")
        #expect(imported.spec.scenes.flatMap(\.segues).count == 0)
    }

    @Test func aReferenceToASceneOfAnotherClassInALocalizationNamesBoth() throws {
        // Found by the reporter of the Storyboard ID "not in" fr.lproj, where it is, on another class.
        let main = [
            ("App/References.storyboard", Self.referencesToMain),
            ("App/Base.lproj/Main.storyboard", Self.localizedMain()),
            ("App/fr.lproj/Main.storyboard", Self.localizedMain(home: "AccueilViewController", detail: "FrenchDetailViewController")),
        ]
        let (base, french) = ("'App/Base.lproj/Main.storyboard'", "'App/fr.lproj/Main.storyboard'")
        let inThatOne = "the app loads the storyboard of the user's language, and in that one the reference does not lead to it"
        let imported = Self.importing(main)
        let creatingFails = "the app loads the storyboard of the user's language, and in that one creating it fails"
        #expect(imported.summary == """
            Imported no scenes and no segues from 3 storyboards.
            Skipped 2 segues:
              destination not found: 2
                App/References.storyboard:8: show "toMain" from FirstViewController: the storyboard reference points to the initial scene, \
            which is HomeViewController in \(base) but AccueilViewController in \(french): \(inThatOne)
                App/References.storyboard:9: show "toDetail" from FirstViewController: the storyboard reference points to Storyboard ID "Detail", \
            which is DetailViewController in \(base) but FrenchDetailViewController in \(french): \(inThatOne)
            Not created from their storyboard: 4 scenes with a Storyboard ID or initial:
              Storyboard ID or initial scene not the same in every localization: 4
                App/Base.lproj/Main.storyboard:6: HomeViewController (initial scene): the initial scene is HomeViewController in \(base) \
            but AccueilViewController in \(french): \(creatingFails)
                App/Base.lproj/Main.storyboard:12: DetailViewController (Storyboard ID "Detail"): the scene with Storyboard ID "Detail" is \
            DetailViewController in \(base) but FrenchDetailViewController in \(french): \(creatingFails)
                App/fr.lproj/Main.storyboard:6: AccueilViewController (initial scene): the initial scene is AccueilViewController in \(french) \
            but HomeViewController in \(base): \(creatingFails)
                App/fr.lproj/Main.storyboard:12: FrenchDetailViewController (Storyboard ID "Detail"): the scene with Storyboard ID "Detail" is \
            FrenchDetailViewController in \(french) but DetailViewController in \(base): \(creatingFails)

            """)
        #expect(imported.skipReason(of: "toDetail") == .unresolvedDestination(.referencedSceneNotTheSameInEveryLocalization(identifier: "Detail", scenes: [
            LocalizedDestination(storyboard: "App/Base.lproj/Main.storyboard", destination: "DetailViewController"),
            LocalizedDestination(storyboard: "App/fr.lproj/Main.storyboard", destination: "FrenchDetailViewController"),
        ])))

        // A localization without the Storyboard ID is named first, alone, as for a scene created by it.
        let withGerman = Self.importing(main + [("App/de.lproj/Main.storyboard", Self.localizedMain(detail: nil))])
        #expect(withGerman.skipReason(of: "toDetail")?.description == "destination not found: the storyboard reference points to "
            + "Storyboard ID \"Detail\" ('DetailViewController'), which is in \(base) but not in its other localization "
            + "'App/de.lproj/Main.storyboard': \(inThatOne)")
        #expect(withGerman.skipReason(of: "toMain")?.description == "destination not found: the storyboard reference points to "
            + "the initial scene, which is HomeViewController in \(base) but AccueilViewController in \(french): \(inThatOne)")

        // A reference there that leads elsewhere is named by where it leads.
        let detailsElsewhere = [("Base", "Details"), ("fr", "Détails")].map { language, storyboard in
            ("App/\(language).lproj/Main.storyboard", XML.document(initial: "home", [
                XML.scene("home", customClass: "HomeViewController"),
                XML.reference("detail", storyboard: storyboard).replacingOccurrences(of: "id=\"detail\"", with: "storyboardIdentifier=\"Detail\" id=\"detail\""),
            ]))
        }
        let throughReferences = Self.importing([("App/References.storyboard", Self.referencesToMain)] + detailsElsewhere)
        #expect(throughReferences.skipReason(of: "toDetail")?.description == "destination not found: the storyboard reference points to "
            + "Storyboard ID \"Detail\", which is a reference to the initial scene of storyboard 'Details' in \(base) but a reference to "
            + "the initial scene of storyboard 'Détails' in \(french): \(inThatOne)")
    }

    @Test func aReferenceFromALocalizationIsCheckedAgainstTheOtherStoryboardsLocalizationsButNotItsOwn() throws {
        // Settings and Main are localized apart: in French the app loads fr's Main, whichever Settings it loads.
        // Main's reference to itself by name stays in the localization it is in, which the app loads with it.
        let settings = XML.document([
            XML.scene("settings", customClass: "SettingsViewController", segues: [XML.segue(to: "ref", "showDetail")]),
            XML.reference("ref", storyboard: "Main", identifier: "Detail"),
        ])
        func main(_ detail: String) -> String {
            XML.document(initial: "home", [
                XML.scene("home", customClass: "HomeViewController", segues: [XML.segue(to: "ref", "showDetail")]),
                XML.scene("detail", customClass: detail, storyboardID: "Detail"),
                XML.reference("ref", storyboard: "Main", identifier: "Detail"),
            ])
        }
        let imported = Self.importing([
            ("App/Base.lproj/Main.storyboard", main("DetailViewController")),
            ("App/Base.lproj/Settings.storyboard", settings),
            ("App/fr.lproj/Main.storyboard", main("DétailViewController")),
        ])
        #expect(imported.skipReason(of: "showDetail", of: "SettingsViewController") == .unresolvedDestination(.referencedSceneNotTheSameInEveryLocalization(
            identifier: "Detail", scenes: [
                LocalizedDestination(storyboard: "App/Base.lproj/Main.storyboard", destination: "DetailViewController"),
                LocalizedDestination(storyboard: "App/fr.lproj/Main.storyboard", destination: "DétailViewController"),
            ])))
        // In French it shows DétailViewController, which a spec that says DetailViewController gets wrong.
        #expect(imported.skipReason(of: "showDetail", of: "HomeViewController") == .destinationNotInEveryLocalization([
            LocalizedDestination(storyboard: "App/Base.lproj/Main.storyboard", destination: "DetailViewController"),
            LocalizedDestination(storyboard: "App/fr.lproj/Main.storyboard", destination: "DétailViewController"),
        ]))
    }

    @Test func aStoryboardNameOfUnlocalizedStoryboardsInSeveralFoldersStaysAmbiguous() throws {
        let severalApps = Self.importing([
            ("References.storyboard", Self.referencesToMain),
            ("One/Main.storyboard", Self.localizedMain()),
            ("Two/Main.storyboard", Self.localizedMain()),
        ])
        #expect(severalApps.skipReason(of: "toMain") == .unresolvedDestination(.ambiguousStoryboard(
            name: "Main", candidates: ["One/Main.storyboard", "Two/Main.storyboard"])))
        // The localizations of one storyboard with an unlocalized copy beside them are not one storyboard either.
        let copyBeside = Self.importing([
            ("App/References.storyboard", Self.referencesToMain),
            ("App/Base.lproj/Main.storyboard", Self.localizedMain()),
            ("App/Main.storyboard", Self.localizedMain()),
            ("App/fr.lproj/Main.storyboard", Self.localizedMain()),
        ])
        #expect(copyBeside.skipReason(of: "toMain") == .unresolvedDestination(.ambiguousStoryboard(
            name: "Main", candidates: ["App/Base.lproj/Main.storyboard", "App/Main.storyboard", "App/fr.lproj/Main.storyboard"])))
    }

    /// A localization of `Main`: ListViewController, the initial scene, with
    /// segue "showA" to a scene of class `a` and "showB" to a BViewController.
    static func localizedList(a: String) -> String {
        XML.document(initial: "list", [
            XML.scene("list", customClass: "ListViewController", segues: [XML.segue(to: "a", "showA"), XML.segue(to: "b", "showB")]),
            XML.scene("a", customClass: a),
            XML.scene("b", customClass: "BViewController"),
        ])
    }

    /// Main's localizations, where "showA" shows a FrenchAViewController in French and an AViewController in the others.
    static let listShowingAnotherAInFrench = [
        ("App/Base.lproj/Main.storyboard", localizedList(a: "AViewController")),
        ("App/de.lproj/Main.storyboard", localizedList(a: "AViewController")),
        ("App/fr.lproj/Main.storyboard", localizedList(a: "FrenchAViewController")),
    ]

    @Test func aSegueWhoseDestinationDiffersBetweenLocalizationsIsSkippedInEach() throws {
        let imported = Self.importing(Self.listShowingAnotherAInFrench)
        let languageNote = ": the app loads the storyboard of the user's language, and a spec gives a segue one destination"
        let showA = imported.outcomes.filter { $0.segue.identifier == "showA" }.map { outcome -> String in
            guard case .skipped(let reason) = outcome.result else { return "not skipped: \(outcome.result)" }
            return reason.description
        }
        #expect(showA == [
            "destination not the same in every localization of its storyboard: it shows AViewController in 'App/Base.lproj/Main.storyboard' "
                + "but FrenchAViewController in 'App/fr.lproj/Main.storyboard'" + languageNote,
            "destination not the same in every localization of its storyboard: it shows AViewController in 'App/de.lproj/Main.storyboard' "
                + "but FrenchAViewController in 'App/fr.lproj/Main.storyboard'" + languageNote,
            "destination not the same in every localization of its storyboard: it shows FrenchAViewController in 'App/fr.lproj/Main.storyboard' "
                + "but AViewController in 'App/Base.lproj/Main.storyboard', AViewController in 'App/de.lproj/Main.storyboard'" + languageNote,
        ])
        #expect(imported.skipReason(of: "showA") == .destinationNotInEveryLocalization([
            LocalizedDestination(storyboard: "App/Base.lproj/Main.storyboard", destination: "AViewController"),
            LocalizedDestination(storyboard: "App/fr.lproj/Main.storyboard", destination: "FrenchAViewController"),
        ]))
        // What every localization shows stays; "identifier used twice" is for scenes that are not localizations.
        #expect(try imported.spec.yaml() == """
            platform: ios
            storyboard: Main
            scenes:
              ListViewController:
                initial: true
                segues:
                  showB: BViewController

            """)
    }

    // MARK: Classes used by several scenes, names, types

    @Test func aClassOfSeveralScenesGetsTheirSeguesOnceAndConflictsAreSkipped() throws {
        let first = XML.document([
            XML.scene("a", customClass: "CardViewController", segues: [XML.segue(to: "d", "showDetail"), XML.segue(to: "e", "edit")]),
            XML.scene("d", customClass: "DetailViewController"),
            XML.scene("e", customClass: "EditorViewController"),
        ])
        let second = XML.document([
            XML.scene("a", customClass: "CardViewController", segues: [XML.segue(to: "d", "showDetail"), XML.segue(to: "x", "edit")]),
            XML.scene("d", customClass: "DetailViewController"),
            XML.scene("x", customClass: "QuickEditViewController"),
        ])
        // In path order whatever the argument order: A.storyboard first.
        let imported = Self.importing([("B.storyboard", second), ("A.storyboard", first)])
        #expect(imported.spec.scenes.map(\.typeName.value) == ["CardViewController"])
        #expect(imported.spec.scenes[0].segues.map(\.identifier.value) == ["edit", "showDetail"])
        #expect(imported.segue("edit", of: "CardViewController")?.destination?.value == "EditorViewController")
        let secondOutcomes = imported.reports[1].outcomes.map(\.result)
        guard case .duplicate(let of)? = secondOutcomes.first else {
            Issue.record("not a duplicate: \(secondOutcomes)")
            return
        }
        #expect(of == SourceLocation(file: "A.storyboard", line: 8, column: 21))
        guard case .skipped(let reason)? = secondOutcomes.last else {
            Issue.record("not skipped")
            return
        }
        #expect(reason.description == "identifier used twice with different destinations: the source class has it at A.storyboard:9 already, "
            + "to EditorViewController, which the spec keeps; if both are right (storyboards of an iOS and a tvOS app), "
            + "change the destination in the spec to a class both are")
    }

    /// Interface Builder keeps white space around an identifier, and UIKit
    /// matches identifiers exactly: the spec keeps it, in double quotes, and
    /// each segue code can perform gets a warning that says which white
    /// space, where. Relationship and embed segues, which code does not
    /// perform (an embed segue is imported, as it is), and an identifier of
    /// white space only (skipped: no name derives from it), get none; nor does
    /// white space inside one.
    @Test func anIdentifierWithWhiteSpaceAtItsEndsIsKeptWithAWarningAtItsSegue() throws {
        let imported = Self.importing(XML.document([
            XML.scene("a", customClass: "ListViewController", segues: [
                XML.segue(to: "b", "showDetail "), XML.segue(to: "b", "&#9;showTab"), XML.segue(to: "b", "showLine&#10;"),
                XML.segue(to: "b", " both&#9;&#9;"), XML.segue(to: "b", "show the detail"), XML.segue(to: "b", "  "),
                XML.segue(to: "b", "embedded ", kind: "embed"),
            ]),
            XML.scene("b", customClass: "DetailViewController"),
        ]))
        let yaml = try imported.spec.yaml()
        #expect(yaml == #"""
            platform: ios
            scenes:
              ListViewController:
                segues:
                  "\tshowTab": DetailViewController
                  " both\t\t": DetailViewController
                  "embedded ":
                    embed: true
                    destination: DetailViewController
                  show the detail: DetailViewController
                  "showDetail ": DetailViewController
                  ? "showLine\n"
                  : DetailViewController

            """#, "\(yaml)")
        let rest = "UIKit matches identifiers exactly, so performSegue(withIdentifier:"
        #expect(imported.warnings.map(\.message) == [
            "segue identifier \"showDetail \" ends with a space; \(rest) \"showDetail\") will not find it",
            "segue identifier \"\\tshowTab\" starts with a tab; \(rest) \"showTab\") will not find it",
            "segue identifier \"showLine\\n\" ends with a line break; \(rest) \"showLine\") will not find it",
            "segue identifier \" both\\t\\t\" starts with a space and ends with 2 tabs; \(rest) \"both\") will not find it",
        ])
        #expect(imported.warnings.map(\.severity) == Array(repeating: .warning, count: 4))
        #expect(imported.warnings.map(\.location) == (8...11).map { SourceLocation(file: "Main.storyboard", line: $0, column: 21) })
        // The spec reads back with each identifier exactly as the storyboard has it.
        let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "spec.yaml")
        #expect(loaded.value?.scenes.first?.segues.map(\.identifier.value) == ["\tshowTab", " both\t\t", "embedded ", "show the detail", "showDetail ", "showLine\n"])
    }

    /// A Storyboard ID is treated as a segue identifier is: white space at
    /// its ends kept and shown in double quotes (a no-break space included,
    /// which a plain scalar hides), with a warning at its scene.
    @Test func aStoryboardIDWithWhiteSpaceAtItsEndsIsKeptWithAWarningAtItsScene() throws {
        let imported = Self.importing(XML.document([
            XML.scene("a", customClass: "ListViewController", storyboardID: "List&#160;", segues: [XML.segue(to: "b", "showDetail")]),
            XML.scene("b", customClass: "DetailViewController", storyboardID: "Detail"),
        ]))
        let yaml = try imported.spec.yaml()
        #expect(yaml.contains("    storyboardIdentifier: \"List\u{A0}\"\n"), "\(yaml)")
        #expect(yaml.contains("    storyboardIdentifier: Detail\n"), "\(yaml)")
        #expect(imported.warnings.map(\.message) == [
            "Storyboard ID \"List\u{A0}\" ends with a no-break space; UIKit matches Storyboard IDs exactly, "
                + "so instantiateViewController(withIdentifier: \"List\") will not find it",
        ])
        let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "spec.yaml")
        #expect(loaded.value?.scenes.compactMap(\.instantiation?.identifier?.value) == ["Detail", "List\u{A0}"])
    }

    /// Other white space is named by its code point and Unicode name.
    @Test func whiteSpaceIsNamed() {
        #expect(EdgeWhiteSpace.describe("a\u{2003}") == "ends with U+2003 (EM SPACE)")
        #expect(EdgeWhiteSpace.describe("\u{A0}\u{A0}a\u{3000}\u{3000}\u{3000}") == "starts with 2 no-break spaces and ends with U+3000 (IDEOGRAPHIC SPACE) 3 times")
        #expect(EdgeWhiteSpace.describe("a\r\n") == "ends with a carriage return and a line break")
        #expect(EdgeWhiteSpace.describe("a \t \t") == "ends with 4 white space characters")
        #expect(EdgeWhiteSpace.describe("a b") == nil)
        #expect(EdgeWhiteSpace.describe(" \t") == nil)
        #expect(EdgeWhiteSpace.trimmed("\u{2003} a b\n") == "a b")
    }

    @Test func collidingSwiftNamesGetANameAndTheSpecLoads() throws {
        let imported = Self.importing(XML.document([
            XML.scene("a", customClass: "ListViewController", segues: [
                XML.segue(to: "b", "show-detail"), XML.segue(to: "b", "showDetail"), XML.segue(to: "b", "Show Detail"), XML.segue(to: "b", "default"),
            ]),
            XML.scene("b", customClass: "DetailViewController"),
        ]))
        let yaml = try imported.spec.yaml()
        #expect(yaml == """
            platform: ios
            scenes:
              ListViewController:
                segues:
                  Show Detail:
                    destination: DetailViewController
                    name: showDetail2
                  default: DetailViewController
                  show-detail:
                    destination: DetailViewController
                    name: showDetail3
                  showDetail: DetailViewController

            """)
        let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "spec.yaml")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.value?.scenes.first?.segues.map(\.names.methodName) == [
            "performShowDetail2Segue", "performDefaultSegue", "performShowDetail3Segue", "performShowDetailSegue",
        ])
    }

    /// `ToFirst` sorts before `toFirst` (R.swift's example app has both), but
    /// the identifier that is spelled as the Swift name both derive keeps it,
    /// here too when they share only the method name; the other gets the number.
    @Test func anIdentifierSpelledAsItsSwiftNameKeepsIt() throws {
        let imported = Self.importing(XML.document([
            XML.scene("a", customClass: "SecondViewController", segues: [
                XML.segue(to: "b", "toFirst"), XML.segue(to: "b", "ToFirst"), XML.segue(to: "b", "showSegue"), XML.segue(to: "b", "Show"),
            ]),
            XML.scene("b", customClass: "FirstViewController"),
        ]))
        #expect(try imported.spec.yaml() == """
            platform: ios
            scenes:
              SecondViewController:
                segues:
                  Show:
                    destination: FirstViewController
                    name: show2
                  ToFirst:
                    destination: FirstViewController
                    name: toFirst2
                  showSegue: FirstViewController
                  toFirst: FirstViewController

            """)
        let notes = imported.outcomes.map { outcome in
            guard case .imported(_, let segue, let notes) = outcome.result else { return "not imported" }
            return ([segue.identifier.value] + notes).joined(separator: ": ")
        }
        #expect(notes == [
            "toFirst", "ToFirst: named 'toFirst2': the derived name collides with that of \"toFirst\"",
            "showSegue", "Show: named 'show2': the derived name collides with that of \"showSegue\"",
        ])
    }

    /// A scene of thousands of segues whose identifiers all make one name
    /// (trailing spaces are not part of a name): each later one gets the
    /// next free number, named after the first, and the spec loads, with a
    /// warning for each trailing space it keeps.
    @Test func thousandsOfCollidingSeguesGetNumberedNames() throws {
        let identifiers = (0..<2000).map { "go" + String(repeating: " ", count: $0) }
        let imported = Self.importing(XML.document([
            XML.scene("a", customClass: "ListViewController", segues: identifiers.map { XML.segue(to: "b", $0) }),
            XML.scene("b", customClass: "DetailViewController"),
        ]))
        let segues = try #require(imported.spec.scenes.first?.segues)
        #expect(segues.map(\.identifier.value) == identifiers)
        #expect(segues.map { $0.hasExplicitName ? $0.names.bareCaseName : nil } == [nil] + (2...2000).map { "go\($0)" })
        let loaded = SpecLoader.load(bytes: Array(try imported.spec.yaml().utf8), path: "spec.yaml")
        #expect(loaded.diagnostics.map(\.severity) == Array(repeating: .warning, count: 1999))
        #expect(loaded.diagnostics.last?.message.hasPrefix("segue identifier \"go" + String(repeating: " ", count: 1999) + "\" ends with 1999 spaces;") == true)
        #expect(imported.warnings.count == 1999)
        #expect(loaded.value?.scenes.first?.segues.last?.names.methodName == "performGo2000Segue")
    }

    /// A source class whose file name would be too long for file systems is
    /// skipped with the reason, as the spec would refuse it; the rest imports,
    /// and a destination of that class needs no file.
    @Test func aSourceClassTooLongForAFileNameIsSkipped() throws {
        let long = "L" + String(repeating: "o", count: 250) + "ngViewController"
        let imported = Self.importing(XML.document([
            XML.scene("a", customClass: long, segues: [XML.segue(to: "b", "fromLong")]),
            XML.scene("b", customClass: "ListViewController", segues: [XML.segue(to: "a", "toLong")]),
        ]))
        #expect(imported.skipReason(of: "fromLong") == .invalidTypeName(long, problem: "its file would be named with 280 bytes; file systems take at most 255"))
        #expect(imported.segue("toLong", of: "ListViewController")?.destination?.value == long)
        let loaded = SpecLoader.load(bytes: Array(try imported.spec.yaml().utf8), path: "spec.yaml")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.value?.scenes.map(\.typeName.value) == ["ListViewController"])
    }

    @Test func classNamesThatAreNoSwiftTypesAndIdentifiersWithoutNamesAreSkipped() throws {
        let imported = Self.importing(XML.document([
            XML.scene("a", customClass: "SegueGen", segues: [XML.segue(to: "b", "fromReserved")]),
            XML.scene("b", customClass: "ListViewController", segues: [
                XML.segue(to: "c", "toObjC"), XML.segue(to: "b", "🚀"), XML.segue(to: "e", "toNestedName"),
            ]),
            XML.scene("c", customClass: "_TtC3App14MenuController.Legacy-Name"),
            XML.scene("e", customClass: "SegueDestination"),
        ]))
        #expect(imported.skipReason(of: "toNestedName") == .invalidTypeName(
            "SegueDestination", problem: "the generated extension of every scene declares its own 'SegueDestination', which would hide it"))
        #expect(imported.skipReason(of: "fromReserved") == .invalidTypeName("SegueGen", problem: "'SegueGen' is the name of the support type seguegen generates"))
        #expect(imported.skipReason(of: "toObjC")?.category == "class name that is not a Swift type name")
        #expect(imported.skipReason(of: "🚀") == .noSwiftName(problem: "it has no letters or digits"))
        #expect(imported.spec.scenes.isEmpty)
    }

    /// Strings longer than a spec's YAML reader takes (65,536 bytes) made
    /// `seguegen import` fail with "the imported spec does not read back":
    /// what holds one is skipped with the reason, and the rest imports.
    @Test func whatIsLongerThanASpecHoldsIsSkippedAndTheSpecReadsBack() throws {
        let limit = StoryboardImporter.maximumSpecString
        let tooLong = limit + 1
        let longIdentifier = String(repeating: "s", count: tooLong)
        let longestIdentifier = String(repeating: "t", count: limit)
        let longClass = String(repeating: "C", count: tooLong)
        let longModule = String(repeating: "M", count: tooLong)
        let longStoryboardID = String(repeating: "i", count: tooLong)
        let xml = XML.document([
            XML.scene("a", customClass: "ListViewController", storyboardID: longStoryboardID, segues: [
                XML.segue(to: "b", longIdentifier), XML.segue(to: "b", longestIdentifier), XML.segue(to: "c", "toLongClass"),
                XML.segue(to: "d", "toLongModule"), XML.segue(to: "nav", "toLongContainer", kind: "presentation"),
            ]),
            XML.scene("b", customClass: "DetailViewController"),
            XML.scene("c", customClass: longClass),
            XML.scene("d", customClass: "KitViewController", module: longModule),
            XML.scene("nav", "navigationController", customClass: longClass, segues: [XML.relationship(to: "b", "rootViewController")]),
        ])
        let imported = Self.importing(xml)
        let tooLongForSpec = "it is \(tooLong) bytes long; a spec holds strings of at most \(limit) bytes"
        #expect(imported.skipReason(of: longIdentifier) == .identifierTooLong(bytes: tooLong))
        #expect(imported.skipReason(of: longIdentifier)?.description == "identifier longer than a spec holds: \(tooLongForSpec)")
        #expect(imported.skipReason(of: "toLongClass") == .invalidTypeName(longClass, problem: tooLongForSpec))
        #expect(imported.skipReason(of: "toLongModule") == .invalidModuleName(longModule, problem: tooLongForSpec))
        #expect(imported.skipReason(of: "toLongContainer") == .invalidTypeName(longClass, problem: tooLongForSpec))
        guard case .skipped(let sceneReason)? = imported.reports.first?.scenes.first?.result else {
            Issue.record("the scene with a Storyboard ID too long is not skipped")
            return
        }
        #expect(sceneReason == .storyboardIdentifierTooLong(bytes: tooLong))
        #expect(sceneReason.description == "Storyboard ID longer than a spec holds: \(tooLongForSpec)")
        #expect(imported.spec.scenes.map(\.typeName.value) == ["ListViewController"])
        #expect(imported.spec.scenes.first?.segues.map(\.identifier.value) == [longestIdentifier])
        #expect(imported.spec.scenes.first?.instantiation == nil)

        #expect(SpecLoader.load(bytes: Array(try imported.spec.yaml().utf8), path: "spec.yaml").diagnostics.isEmpty)

        // A segue whose identifier no spec can hold is none that the spec lacks.
        let identifiers = Self.importing(XML.document([
            XML.scene("a", customClass: "ListViewController", segues: [XML.segue(to: "b", longIdentifier), XML.segue(to: "b", "showDetail")]),
            XML.scene("b", customClass: "DetailViewController"),
        ]))
        let spec = try #require(SpecLoader.load(bytes: Array(try identifiers.spec.yaml().utf8), path: "spec.yaml").value)
        #expect(StoryboardLinter.lint(spec, against: identifiers.catalog).diagnostics.isEmpty)
    }

    @Test func aSegueWhoseNameTellingItFromAnotherIsLongerThanASpecHoldsIsSkipped() throws {
        // U+FB2C is three bytes, and six in normal form (NFC), from which names are made.
        let word = String(repeating: "\u{FB2C}", count: 21_844)
        let imported = Self.importing(XML.document([
            XML.scene("a", customClass: "ListViewController", segues: [XML.segue(to: "b", "x" + word), XML.segue(to: "b", "x" + word + "!")]),
            XML.scene("b", customClass: "DetailViewController"),
        ]))
        let reason = try #require(imported.skipReason(of: "x" + word + "!"))
        #expect(reason.category == "identifier without a Swift name")
        #expect(reason.detail?.hasSuffix(
            ", and the name that tells them apart is 131066 bytes long, longer than a spec holds (65536 bytes); add it by hand with a 'name:'") == true)
        #expect(imported.spec.scenes.first?.segues.map(\.identifier.value) == ["x" + word])
        #expect(SpecLoader.load(bytes: Array(try imported.spec.yaml().utf8), path: "spec.yaml").diagnostics.isEmpty)
    }

    @Test func aSpecTooLargeOrOfTooManyNodesToReadBackSaysSo() throws {
        let imported = Self.importing(XML.document([
            XML.scene("a", customClass: "ListViewController", segues: [XML.segue(to: "b", "one"), XML.segue(to: "b", "two")]),
            XML.scene("b", customClass: "DetailViewController"),
        ]))
        let yaml = try imported.spec.yaml()
        // platform: ios; scenes: {ListViewController: {segues: {one: DetailViewController, two: DetailViewController}}}
        #expect(imported.spec.readBackProblem(ofYAML: yaml) == nil)
        #expect(imported.spec.readBackProblem(ofYAML: yaml, maximumSize: yaml.utf8.count) == nil)
        #expect(imported.spec.readBackProblem(ofYAML: yaml, maximumSize: yaml.utf8.count - 1)
            == "it would be \(yaml.utf8.count) bytes long, larger than \(yaml.utf8.count - 1) bytes, the most seguegen reads of a spec (docs/Reliability.md)")
        #expect(imported.spec.readBackProblem(ofYAML: yaml, maximumNodeCount: 13) == nil)
        #expect(imported.spec.readBackProblem(ofYAML: yaml, maximumNodeCount: 12)
            == "it would have 13 YAML nodes, more than the 12 seguegen reads of a spec (docs/Reliability.md)")
        // The YAML reader counts the same nodes.
        #expect(throws: YAMLError.self) { try YAMLParser.parse(yaml, limits: YAMLLimits(maximumNodeCount: 12)) }
        #expect(try YAMLParser.parse(yaml, limits: YAMLLimits(maximumNodeCount: 13)).count == 1)
    }

    // MARK: Spec-wide

    @Test func importsAreTheModulesOfImportedClassesThatAreNotTheAppsOwn() throws {
        let imported = Self.importing(XML.document([
            XML.scene("a", customClass: "HomeViewController", module: "App", target: true, segues: [
                XML.segue(to: "b", "showKit"), XML.segue(to: "c", "showVideo"), XML.segue(to: "d", "showOwn"),
            ]),
            XML.scene("b", customClass: "KitViewController", module: "DesignKit"),
            XML.scene("c", "avPlayerViewController"),
            // The app's module named without customModuleProvider, as older Xcodes wrote it.
            XML.scene("d", customClass: "OwnViewController", module: "App"),
            XML.scene("e", customClass: "UnusedViewController", module: "Unused"),
        ]))
        #expect(imported.spec.imports.map(\.value) == ["AVKit", "DesignKit"])
        #expect(imported.segue("showVideo", of: "HomeViewController")?.destination?.value == "AVPlayerViewController")
    }

    @Test func thePlatformIsTvOSOnlyWhenEverySegueIsFromATvOSStoryboard() throws {
        let tv = XML.document(runtime: "AppleTV", [
            XML.scene("a", customClass: "TVViewController", segues: [XML.segue(to: "a", "again")]),
        ])
        let phone = XML.document(runtime: "iOS.CocoaTouch.iPad", [
            XML.scene("a", customClass: "PadViewController", segues: [XML.segue(to: "a", "again")]),
        ])
        #expect(Self.importing([("TV.storyboard", tv)]).spec.platform == .tvos)
        let both = Self.importing([("TV.storyboard", tv), ("Pad.storyboard", phone)])
        #expect(both.spec.platform == .ios)
        #expect(both.notes == ["the storyboards are for several platforms (ios, tvos); the spec says 'ios', which compiles for all of them"])
    }

    @Test func theSummaryCountsWhatWasSkippedAndNamesEachSkippedSegue() throws {
        let imported = Self.importing([("Main.storyboard", StoryboardReaderTests.peekAndPopAndTieBreakers), ("Edit.storyboard", StoryboardSamples.exitInAnotherScene)])
        #expect(imported.summary == """
            Imported 2 segues of 2 scenes from 2 storyboards.
            Created 1 scene from its storyboard: 0 by Storyboard ID, 1 as initial scene.
            Skipped 1 segue:
              no identifier (cannot be performed from code): 1
                Edit.storyboard:21: unwind without identifier from EditViewController
            Not segues, ignored: 1 tie-breaker reference, 2 preview/commit children.

            """)
    }
}

/// Unwind segues and AppKit storyboards, which the spec language describes since v1.
@Suite struct StoryboardImportUnwindAndAppKitTests {
    @Test func unwindSeguesWithIdentifiersAreWrittenWithoutDestination() throws {
        let imported = StoryboardImportTests.importing(StoryboardSamples.exitInAnotherScene)
        #expect(try imported.spec.yaml() == """
            platform: ios
            scenes:
              EditViewController:
                segues:
                  cancelEdit:
                    unwind: true

            """)
        let loaded = SpecLoader.load(bytes: Array(try imported.spec.yaml().utf8), path: "spec.yaml")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.value?.scenes.first?.segues.first?.isUnwind == true)
    }

    @Test func anAppKitStoryboardImportsIntoAMacOSSpec() throws {
        let imported = StoryboardImportTests.importing([("Mac/Main.storyboard", StoryboardSamples.macApp)])
        let yaml = try imported.spec.yaml()
        #expect(yaml == """
            platform: macos
            storyboard: Main
            scenes:
              ContentViewController:
                segues:
                  showPreferences:
                    destination: GeneralViewController
                    container: NSWindowController
                  showTabs:
                    destination: AdvancedViewController
                    container:
                      type: SettingsTabViewController
                      kind: tabView
              MainWindowController:
                initial: true
                windowController: true

            """)
        let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "spec.yaml")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    }

    @Test func storyboardsOfTheOtherFrameworkAreSkippedForASpecOfTheirOwn() throws {
        let imported = StoryboardImportTests.importing([
            ("Mac/Main.storyboard", StoryboardSamples.macApp), ("Phone/Main.storyboard", StoryboardReaderTests.classesAndIdentifiers),
        ])
        #expect(imported.spec.platform == .ios)
        #expect(imported.spec.scenes.map(\.typeName.value) == ["HomeViewController", "ProfileViewController"])
        #expect(imported.skipReason(of: "showPreferences") == .otherFramework(.appKit))
        #expect(imported.skipReason(of: "showPreferences")?.description
            == "storyboard of the other framework (import it on its own): AppKit, among storyboards of the other framework")
    }

    /// A storyboard of the other framework is skipped whole: its segues,
    /// relationships among them, are counted for it, one line per
    /// storyboard, not listed under reasons of their own.
    @Test func theSummaryCountsTheSeguesAndScenesOfASkippedStoryboardOnce() throws {
        let phone = StoryboardXML.document(initial: "home", [
            StoryboardXML.scene("home", customClass: "HomeViewController", segues: [StoryboardXML.segue(to: "home", "again")]),
        ])
        let summary = StoryboardImportTests.importing([("Mac/Main.storyboard", StoryboardSamples.macApp), ("Phone/Main.storyboard", phone)]).summary
        #expect(summary == """
            Imported 1 segue of 1 scene from 1 storyboard (1 AppKit storyboard skipped: import it on its own).
            Created 1 scene from its storyboard: 0 by Storyboard ID, 1 as initial scene.
            Skipped 6 segues:
              storyboard of the other framework (import it on its own): 6
                Mac/Main.storyboard: 6 segues (AppKit, among storyboards of the other framework)
            Not created from their storyboard: 1 scene with a Storyboard ID or initial:
              storyboard of the other framework (import it on its own): 1
                Mac/Main.storyboard: 1 scene (AppKit, among storyboards of the other framework)

            """)
    }

    @Test func theSummaryCountsOnlyTheStoryboardsOfTheSpecsFrameworkAndSaysWhichWereLeftOut() throws {
        let watch = StoryboardXML.document(runtime: "watchKit", initial: "w", [StoryboardXML.scene("w", "controller", customClass: "WatchController")])
        let phone = StoryboardXML.document(initial: "home", [
            StoryboardXML.scene("home", customClass: "HomeViewController", segues: [StoryboardXML.segue(to: "home", "again")]),
        ])
        let firstLine = { (files: [(path: String, xml: String)]) in
            StoryboardImportTests.importing(files).summary.split(separator: "\n").first.map(String.init)
        }
        #expect(firstLine([("Mac/Main.storyboard", StoryboardSamples.macApp), ("Phone/Main.storyboard", phone)])
            == "Imported 1 segue of 1 scene from 1 storyboard (1 AppKit storyboard skipped: import it on its own).")
        #expect(firstLine([
            ("Mac/Main.storyboard", StoryboardSamples.macApp), ("Mac/Other.storyboard", StoryboardSamples.macApp), ("Pad/Main.storyboard", phone),
            ("Phone/Main.storyboard", phone), ("Watch/Interface.storyboard", watch),
            ("Odd/Main.storyboard", watch.replacingOccurrences(of: "targetRuntime=\"watchKit\"", with: "targetRuntime=\"Toaster\"")),
        ]) == "Imported 1 segue of 1 scene from 2 storyboards (2 AppKit storyboards skipped: import them on their own; "
            + "1 WatchKit storyboard skipped: seguegen generates UIKit and AppKit code; "
            + "1 storyboard of unknown runtime 'Toaster' skipped: seguegen generates UIKit and AppKit code; "
            + "1 repeated segue of a class used by several scenes written once).")
        // An AppKit spec counts a WatchKit storyboard apart too.
        #expect(firstLine([("Mac/Main.storyboard", StoryboardSamples.macApp), ("Watch/Interface.storyboard", watch)])
            == "Imported 2 segues of 1 scene from 1 storyboard (1 WatchKit storyboard skipped: seguegen generates UIKit and AppKit code).")
    }
}
