import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// `StoryboardLinter`: a spec imported from storyboards lints clean against
/// them (the whole corpus), and each kind of drift between a spec and its
/// storyboards is reported where it is, in the spec and in the storyboard.
@Suite struct StoryboardLintTests {
    typealias XML = StoryboardXML

    // MARK: Round trip

    @Test(arguments: StoryboardCorpus.groups)
    func anImportedSpecLintsCleanAgainstItsStoryboards(_ group: StoryboardCorpus.Group) throws {
        let storyboards = try StoryboardCorpus.storyboards(of: group)
        let yaml = try StoryboardImporter.importSpec(from: storyboards).spec.yaml()
        let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "\(group.name).yaml")
        let spec = try #require(loaded.value)
        let linted = StoryboardLinter.lint(spec, against: StoryboardCatalog(storyboards))
        #expect(linted.diagnostics.isEmpty, "\(DiagnosticPrinter(sources: loaded.sources).render(linted.diagnostics))")
        #expect(linted.checkedSegues == spec.scenes.flatMap(\.segues).count)
        #expect(linted.checkedInstantiations == spec.scenes.filter { $0.instantiation != nil }.count)
    }

    @Test func theAppOfTheseTestsLintsCleanAfterItsImport() throws {
        let result = try Self.lint(Self.importedSpec())
        #expect(result.diagnostics.isEmpty, "\(result.rendered)")
        #expect(result.checkedSegues == 7)
    }

    /// A localization of a storyboard: a ListViewController with a segue
    /// `identifier` (none when nil) to a DetailViewController.
    static func localizedList(_ identifier: String?) -> String {
        XML.document([
            XML.scene("list", customClass: "ListViewController", segues: [XML.segue(to: "detail", identifier)]),
            XML.scene("detail", customClass: "DetailViewController"),
        ])
    }

    /// A spec of ListViewController and its segue "showDetail".
    static let listSpec = """
        platform: ios
        scenes:
          ListViewController:
            segues:
              showDetail: DetailViewController

        """

    /// The message of lint for segue "showDetail" in storyboard `present` and not in `lacking`.
    static func showDetailNotIn(_ lacking: String, present: String) -> String {
        "segue \"showDetail\" of 'ListViewController' is in '\(present)' but not in its other localization "
            + "'\(lacking)': the app loads the storyboard of the user's language, and in that one performing it "
            + "raises (the scene has no segue with that identifier)"
    }

    @Test func aSegueThatOnlyOneLocalizationHas() throws {
        let storyboards = [
            ("App/Base.lproj/Main.storyboard", Self.localizedList("showDetail")), ("App/de.lproj/Main.storyboard", Self.localizedList(nil)),
            ("App/ja.lproj/Main.storyboard", Self.localizedList("showDetail")),
        ]
        let result = try Self.lint(Self.listSpec, storyboards: storyboards)
        #expect(result.diagnostics.map(\.message) == [Self.showDetailNotIn("App/de.lproj/Main.storyboard", present: "App/Base.lproj/Main.storyboard")])
        #expect(result.diagnostics.map { $0.location?.line } == [5])
    }

    @Test func aSegueMissingFromALocalizationOfAnyStoryboardOfTheClassIsReported() throws {
        // A has the segue in every localization, B only in Base: performing it from B's scene in
        // French raises, whichever storyboard comes first. The spec without it lacks nothing.
        let storyboards = [
            ("App/Base.lproj/A.storyboard", Self.localizedList("showDetail")), ("App/fr.lproj/A.storyboard", Self.localizedList("showDetail")),
            ("App/Base.lproj/B.storyboard", Self.localizedList("showDetail")), ("App/fr.lproj/B.storyboard", Self.localizedList(nil)),
        ]
        let result = try Self.lint(Self.listSpec, storyboards: storyboards)
        #expect(result.diagnostics.map(\.message) == [Self.showDetailNotIn("App/fr.lproj/B.storyboard", present: "App/Base.lproj/B.storyboard")])
        #expect(result.diagnostics.first?.notes.first?.location?.file == "App/Base.lproj/B.storyboard")
        let without = try Self.lint("platform: ios\nscenes:\n  ListViewController: {}\n", storyboards: storyboards)
        #expect(without.diagnostics.isEmpty, "\(without.rendered)")
        // And import leaves it out.
        let imported = StoryboardImporter.importSpec(from: storyboards.map { XML.read($0.1, path: $0.0) })
        #expect(imported.spec.scenes.flatMap(\.segues).count == 0)
    }

    @Test func aSegueWhoseDestinationDiffersBetweenLocalizations() throws {
        let storyboards = StoryboardImportTests.listShowingAnotherAInFrench
        // Import leaves it out, and its spec lints clean.
        let imported = try StoryboardImporter.importSpec(from: storyboards.map { XML.read($0.1, path: $0.0) }).spec.yaml()
        #expect(!imported.contains("showA"), "\(imported)")
        let importedResult = try Self.lint(imported, storyboards: storyboards)
        #expect(importedResult.diagnostics.isEmpty, "\(importedResult.rendered)")
        #expect(importedResult.checkedSegues == 1)
        // A spec that lists it, with either destination, is wrong in some language.
        for destination in ["AViewController", "FrenchAViewController"] {
            let listed = try Self.lint("""
                platform: ios
                scenes:
                  ListViewController:
                    storyboard: Main
                    initial: true
                    segues:
                      showA: \(destination)
                      showB: BViewController

                """, storyboards: storyboards)
            #expect(listed.rendered == """
                Navigation.yaml:7:14: error: segue "showA" of 'ListViewController' shows AViewController in 'App/Base.lproj/Main.storyboard' \
                but FrenchAViewController in 'App/fr.lproj/Main.storyboard': the app loads the storyboard of the user's language, \
                and a spec gives a segue one destination
                      showA: \(destination)
                             ^
                App/Base.lproj/Main.storyboard:8:21: note: it is here
                                    <segue destination="a" kind="show" identifier="showA" id="a-showA"/>
                                    ^

                """)
        }
    }

    /// A spec of FirstViewController's segues through references to `Main` (`StoryboardImportTests.referencesToMain`).
    static let referencesSpec = """
        platform: ios
        scenes:
          FirstViewController:
            segues:
              toDetail: DetailViewController
              toMain: HomeViewController

        """

    @Test func aReferenceToALocalizedStoryboardIsCheckedAgainstItsLocalizations() throws {
        let storyboards = [
            ("App/References.storyboard", StoryboardImportTests.referencesToMain),
            ("App/Base.lproj/Main.storyboard", StoryboardImportTests.localizedMain()),
            ("App/fr.lproj/Main.storyboard", StoryboardImportTests.localizedMain()),
        ]
        let result = try Self.lint(Self.referencesSpec, storyboards: storyboards)
        #expect(result.diagnostics.isEmpty, "\(result.rendered)")
        #expect(result.checkedSegues == 2)
        // Import writes these segues, and its spec lints clean.
        let imported = try StoryboardImporter.importSpec(from: storyboards.map { XML.read($0.1, path: $0.0) }).spec.yaml()
        #expect(imported.contains(Self.referencesSpec.dropFirst("platform: ios\nscenes:\n".count)), "\(imported)")
        let importedResult = try Self.lint(imported, storyboards: storyboards)
        #expect(importedResult.diagnostics.isEmpty, "\(importedResult.rendered)")
        // A destination Main does not show is still one.
        let wrong = try Self.lint(Self.referencesSpec.replacingOccurrences(of: "toMain: HomeViewController", with: "toMain: DetailViewController"), storyboards: storyboards)
        #expect(wrong.diagnostics.map(\.message) == [
            "segue \"toMain\" of 'FirstViewController' shows 'HomeViewController' in the storyboard, not 'DetailViewController'; write 'HomeViewController' as its destination",
        ])
    }

    @Test func aReferenceToAScenePartOfTheLocalizationsLackIsAnError() throws {
        let result = try Self.lint(Self.referencesSpec, storyboards: [
            ("App/References.storyboard", StoryboardImportTests.referencesToMain),
            ("App/Base.lproj/Main.storyboard", StoryboardImportTests.localizedMain()),
            ("App/fr.lproj/Main.storyboard", StoryboardImportTests.localizedMain(detail: nil)),
        ])
        #expect(result.rendered == """
            Navigation.yaml:5:17: error: segue "toDetail" of 'FirstViewController' does not show the same scene in every localization: \
            the storyboard reference points to Storyboard ID "Detail" ('DetailViewController'), which is in 'App/Base.lproj/Main.storyboard' \
            but not in its other localization 'App/fr.lproj/Main.storyboard': the app loads the storyboard of the user's language, \
            and in that one the reference does not lead to it
                  toDetail: DetailViewController
                            ^
            App/References.storyboard:9:21: note: the segue is here
                                <segue destination="detail" kind="show" identifier="toDetail" id="detail-toDetail"/>
                                ^

            """)
    }

    @Test func aReferenceToASceneOfAnotherClassInALocalizationIsAnErrorNamingBoth() throws {
        // Found by the reporter of the Storyboard ID "not in" fr.lproj, where it is, on another class.
        let storyboards = [
            ("App/References.storyboard", StoryboardImportTests.referencesToMain),
            ("App/Base.lproj/Main.storyboard", StoryboardImportTests.localizedMain()),
            ("App/fr.lproj/Main.storyboard", StoryboardImportTests.localizedMain(home: "AccueilViewController", detail: "FrenchDetailViewController")),
        ]
        let result = try Self.lint(Self.referencesSpec, storyboards: storyboards)
        #expect(result.rendered == """
            Navigation.yaml:5:17: error: segue "toDetail" of 'FirstViewController' does not show the same scene in every localization: \
            the storyboard reference points to Storyboard ID "Detail", which is DetailViewController in 'App/Base.lproj/Main.storyboard' \
            but FrenchDetailViewController in 'App/fr.lproj/Main.storyboard': the app loads the storyboard of the user's language, \
            and in that one the reference does not lead to it
                  toDetail: DetailViewController
                            ^
            App/References.storyboard:9:21: note: the segue is here
                                <segue destination="detail" kind="show" identifier="toDetail" id="detail-toDetail"/>
                                ^
            Navigation.yaml:6:15: error: segue "toMain" of 'FirstViewController' does not show the same scene in every localization: \
            the storyboard reference points to the initial scene, which is HomeViewController in 'App/Base.lproj/Main.storyboard' \
            but AccueilViewController in 'App/fr.lproj/Main.storyboard': the app loads the storyboard of the user's language, \
            and in that one the reference does not lead to it
                  toMain: HomeViewController
                          ^
            App/References.storyboard:8:21: note: the segue is here
                                <segue destination="main" kind="show" identifier="toMain" id="main-toMain"/>
                                ^

            """)

        // A localization without the Storyboard ID is named first, alone, as for a scene created by it.
        let withGerman = try Self.lint(Self.referencesSpec, storyboards: storyboards + [("App/de.lproj/Main.storyboard", StoryboardImportTests.localizedMain(detail: nil))])
        #expect(withGerman.diagnostics.map(\.message) == [
            "segue \"toDetail\" of 'FirstViewController' does not show the same scene in every localization: the storyboard reference points to "
                + "Storyboard ID \"Detail\" ('DetailViewController'), which is in 'App/Base.lproj/Main.storyboard' but not in its other localization "
                + "'App/de.lproj/Main.storyboard': the app loads the storyboard of the user's language, and in that one the reference does not lead to it",
            "segue \"toMain\" of 'FirstViewController' does not show the same scene in every localization: the storyboard reference points to "
                + "the initial scene, which is HomeViewController in 'App/Base.lproj/Main.storyboard' but AccueilViewController in "
                + "'App/fr.lproj/Main.storyboard': the app loads the storyboard of the user's language, and in that one the reference does not lead to it",
        ])
    }

    @Test func aReferenceToSeveralUnlocalizedStoryboardsOfItsNameIsStillUncheckable() throws {
        let result = try Self.lint(Self.referencesSpec, storyboards: [
            ("References.storyboard", StoryboardImportTests.referencesToMain),
            ("One/Main.storyboard", StoryboardImportTests.localizedMain()),
            ("Two/Main.storyboard", StoryboardImportTests.localizedMain()),
        ])
        #expect(result.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(result.diagnostics.map(\.message) == ["toDetail", "toMain"].map {
            "cannot check the destination of segue \"\($0)\" of 'FirstViewController': the storyboard reference to 'Main' matches several storyboards given: "
                + "One/Main.storyboard, Two/Main.storyboard"
        })
    }

    // MARK: The app the drift tests change

    static let app: [(path: String, xml: String)] = [
        ("App/Main.storyboard", XML.document([
            XML.scene("list", "tableViewController", customClass: "ListViewController", segues: [
                XML.segue(to: "detail", "showDetail"),
                XML.segue(to: "settingsNav", "showSettings", kind: "presentation"),
                XML.segue(to: "editNav"),
                XML.segue(to: "preview", "embedPreview", kind: "embed"),
                XML.segue(to: "tabs", "showTabs"),
                XML.segue(to: "remote", "showRemote"),
            ]),
            XML.scene("detail", customClass: "DetailViewController", segues: [XML.segue(to: "author", "showAuthor")]),
            XML.scene("author", customClass: "AuthorViewController"),
            XML.scene("settingsNav", "navigationController", segues: [XML.relationship(to: "settings", "rootViewController")]),
            XML.scene("settings", customClass: "SettingsViewController"),
            XML.scene("editNav", "navigationController", segues: [XML.relationship(to: "edit", "rootViewController")]),
            XML.scene("edit", customClass: "EditViewController", segues: [
                "<segue destination=\"exit\" kind=\"unwind\" identifier=\"done\" unwindAction=\"unwindToList:\" id=\"u\"/>",
            ]),
            XML.scene("preview", customClass: "PreviewViewController"),
            XML.scene("tabs", "tabBarController", segues: [XML.relationship(to: "inboxNav", "viewControllers"), XML.relationship(to: "profile", "viewControllers")]),
            XML.scene("inboxNav", "navigationController", segues: [XML.relationship(to: "inbox", "rootViewController")]),
            XML.scene("inbox", customClass: "InboxViewController"),
            XML.scene("profile", customClass: "ProfileViewController"),
            XML.reference("remote", storyboard: "Remote"),
            XML.scene("about", customClass: "AboutViewController", segues: [XML.segue(to: "author", "showLicense")]),
        ]).replacingOccurrences(of: "<viewController id=\"edit\"", with: "<exit id=\"exit\" sceneMemberID=\"exit\"/><viewController id=\"edit\""))
    ]

    /// The spec `seguegen import` writes for `app`.
    static func importedSpec() throws -> String {
        try StoryboardImporter.importSpec(from: app.map { XML.read($0.xml, path: $0.path) }).spec.yaml()
    }

    struct Result {
        var diagnostics: [Diagnostic]
        var rendered: String
        var checkedSegues: Int
    }

    static func lint(_ yaml: String, storyboards: [(path: String, xml: String)] = app) throws -> Result {
        let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "Navigation.yaml")
        let spec = try #require(loaded.value, "\(loaded.diagnostics)")
        let read = storyboards.map { StoryboardReader.read(bytes: Array($0.xml.utf8), path: $0.path) }
        let linted = StoryboardLinter.lint(spec, against: StoryboardCatalog(read.compactMap(\.value)))
        let printer = DiagnosticPrinter(sources: loaded.sources + read.flatMap(\.sources))
        return Result(diagnostics: linted.diagnostics, rendered: printer.render(linted.diagnostics), checkedSegues: linted.checkedSegues)
    }

    /// The imported spec with `old` replaced by `new`.
    static func drifted(_ old: String, _ new: String) throws -> String {
        let yaml = try importedSpec()
        #expect(yaml.contains(old), "\(yaml)")
        return yaml.replacingOccurrences(of: old, with: new)
    }

    @Test func theImportedSpecOfTheApp() throws {
        #expect(try Self.importedSpec() == """
            platform: ios
            scenes:
              AboutViewController:
                segues:
                  showLicense: AuthorViewController
              DetailViewController:
                segues:
                  showAuthor: AuthorViewController
              EditViewController:
                segues:
                  done:
                    unwind: true
              ListViewController:
                segues:
                  embedPreview:
                    embed: true
                    destination: PreviewViewController
                  showDetail: DetailViewController
                  showSettings:
                    destination: SettingsViewController
                    container: UINavigationController
                  showTabs:
                    destination: InboxViewController
                    container: UITabBarController

            """)
    }

    // MARK: Each kind of drift

    @Test func aSceneWhoseClassWasRenamed() throws {
        let result = try Self.lint(Self.drifted("  DetailViewController:", "  DetailsViewController:"))
        #expect(result.rendered == """
            App/Main.storyboard:20:17: warning: scene 'DetailViewController' has segues that the spec does not list ("showAuthor"), and the spec has no scene 'DetailViewController'
                            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                            ^
            Navigation.yaml:6:3: error: no scene of the storyboards has class 'DetailsViewController'; did you mean 'DetailViewController'?
              DetailsViewController:
              ^

            """)
    }

    /// Several classes of the storyboards are close to the spec's: the
    /// error names up to three, the fewest edits first, ties in name order.
    @Test func aSceneWhoseClassIsCloseToSeveralNamesThem() throws {
        func storyboards(_ classes: [String]) -> [(path: String, xml: String)] {
            [("App/Main.storyboard", XML.document(classes.enumerated().map { XML.scene("s\($0.offset)", customClass: $0.element) }))]
        }
        let spec = "platform: ios\nscenes:\n  DetailViewController:\n    storyboard: Main\n    initial: true\n"
        let two = try Self.lint(spec, storyboards: storyboards(["DetailsViewController", "SettingsViewController", "DetailViewControler"]))
        #expect(two.rendered == """
            Navigation.yaml:3:3: error: no scene of the storyboards has class 'DetailViewController'; did you mean 'DetailViewControler' or 'DetailsViewController'?
              DetailViewController:
              ^

            """)
        let four = try Self.lint(spec, storyboards: storyboards([
            "DetailsViewControler", "DetailsViewController", "DetailViewControllerV2", "SettingsViewController", "DetailViewControler",
        ]))
        #expect(four.diagnostics.map(\.message) == [
            "no scene of the storyboards has class 'DetailViewController'; "
                + "did you mean 'DetailViewControler', 'DetailsViewController' or 'DetailViewControllerV2'?",
        ])
        // None close: what else may have happened.
        let none = try Self.lint(spec, storyboards: storyboards(["SettingsViewController"]))
        #expect(none.diagnostics.map(\.message) == [
            "no scene of the storyboards has class 'DetailViewController'; was the class renamed in Interface Builder, or is its storyboard missing?",
        ])
    }

    /// A destination that several segues share through an alias is
    /// reported for each segue where it is written, with a note at the
    /// alias of the segue that uses it.
    @Test func aSharedDestinationNotesTheAliasOfEachSegue() throws {
        let spec = try Self.drifted("showLicense: AuthorViewController", "showLicense: &author AuthorViewController")
            .replacingOccurrences(of: "showAuthor: AuthorViewController", with: "showAuthor: *author")
            .replacingOccurrences(of: "&author AuthorViewController", with: "&author SettingsViewController")
        let result = try Self.lint(spec)
        #expect(result.rendered == """
            Navigation.yaml:5:28: error: segue "showLicense" of 'AboutViewController' shows 'AuthorViewController' in the storyboard, not 'SettingsViewController'; write 'AuthorViewController' as its destination
                  showLicense: &author SettingsViewController
                                       ^
            App/Main.storyboard:112:21: note: the segue is here
                                <segue destination="author" kind="show" identifier="showLicense" id="author-showLicense"/>
                                ^
            Navigation.yaml:5:28: error: segue "showAuthor" of 'DetailViewController' shows 'AuthorViewController' in the storyboard, not 'SettingsViewController'; write 'AuthorViewController' as its destination
                  showLicense: &author SettingsViewController
                                       ^
            Navigation.yaml:8:19: note: 'showAuthor' in the segues of scene 'DetailViewController' uses this through alias '*author'
                  showAuthor: *author
                              ^
            App/Main.storyboard:22:21: note: the segue is here
                                <segue destination="author" kind="show" identifier="showAuthor" id="author-showAuthor"/>
                                ^

            """)
    }

    @Test func aSegueRenamedInInterfaceBuilder() throws {
        let result = try Self.lint(Self.drifted("showAuthor:", "showAuthors:"))
        #expect(result.rendered == """
            App/Main.storyboard:22:21: warning: segue "showAuthor" of 'DetailViewController' (to 'AuthorViewController') is not in the spec
                                <segue destination="author" kind="show" identifier="showAuthor" id="author-showAuthor"/>
                                ^
            Navigation.yaml:6:3: note: 'DetailViewController' is here in the spec
              DetailViewController:
              ^
            Navigation.yaml:8:7: error: 'DetailViewController' has no segue "showAuthors" in the storyboards (performing it would crash the app); did you mean "showAuthor"?
                  showAuthors: AuthorViewController
                  ^
            App/Main.storyboard:20:17: note: a scene of class 'DetailViewController' is here
                            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                            ^
            App/Main.storyboard:22:21: note: was it renamed? the storyboard has segue "showAuthor" of 'DetailViewController' (to 'AuthorViewController'), which the spec lacks
                                <segue destination="author" kind="show" identifier="showAuthor" id="author-showAuthor"/>
                                ^

            """)
    }

    /// A master scene like Alamofire's example app's, whose segue "GET" was
    /// renamed "fetchResource" in Interface Builder; it also has segues
    /// `others` that the spec lacks.
    static func renamedGET(others: [String] = []) -> [(path: String, xml: String)] {
        [("App/Main.storyboard", XML.document([
            XML.scene("master", "tableViewController", customClass: "MasterViewController", segues: others + [
                XML.segue(to: "detailNav", "POST", kind: "showDetail"),
                XML.segue(to: "settings", "showSettings", kind: "presentation"),
                XML.segue(to: "detailNav", "fetchResource", kind: "showDetail"),
            ]),
            XML.scene("detailNav", "navigationController", segues: [XML.relationship(to: "detail", "rootViewController")]),
            XML.scene("detail", customClass: "DetailViewController", segues: [
                "<segue destination=\"exit\" kind=\"unwind\" identifier=\"backToMaster\" unwindAction=\"unwindToMaster:\" id=\"u\"/>",
            ]),
            XML.scene("settings", customClass: "SettingsViewController"),
        ]).replacingOccurrences(of: "<viewController id=\"detail\"", with: "<exit id=\"exit\" sceneMemberID=\"exit\"/><viewController id=\"detail\""))]
    }

    static let renamedGETSpec = """
        platform: ios
        scenes:
          DetailViewController:
            segues:
              backToMaster:
                unwind: true
          MasterViewController:
            segues:
              GET:
                destination: DetailViewController
                container: UINavigationController
              POST:
                destination: DetailViewController
                container: UINavigationController

        """

    /// The error for a spec segue missing from the storyboards points at the
    /// segue the spec lacks that it was likely renamed to: one to the same
    /// destination type is preferred to "showSettings".
    @Test func aSegueRenamedInInterfaceBuilderIsConnectedToItsNewName() throws {
        let result = try Self.lint(Self.renamedGETSpec, storyboards: Self.renamedGET())
        #expect(result.rendered == """
            App/Main.storyboard:9:21: warning: segue "showSettings" of 'MasterViewController' (to 'SettingsViewController') is not in the spec
                                <segue destination="settings" kind="presentation" identifier="showSettings" id="settings-showSetting…
                                ^
            Navigation.yaml:7:3: note: 'MasterViewController' is here in the spec
              MasterViewController:
              ^
            App/Main.storyboard:10:21: warning: segue "fetchResource" of 'MasterViewController' (to 'DetailViewController' in a UINavigationController) is not in the spec
                                <segue destination="detailNav" kind="showDetail" identifier="fetchResource" id="detailNav-fetchResou…
                                ^
            Navigation.yaml:7:3: note: 'MasterViewController' is here in the spec
              MasterViewController:
              ^
            Navigation.yaml:9:7: error: 'MasterViewController' has no segue "GET" in the storyboards (performing it would crash the app)
                  GET:
                  ^
            App/Main.storyboard:6:17: note: a scene of class 'MasterViewController' is here
                            <tableViewController id="master" customClass="MasterViewController" sceneMemberID="viewController">
                            ^
            App/Main.storyboard:10:21: note: was it renamed? the storyboard has segue "fetchResource" of 'MasterViewController' (to 'DetailViewController' in a UINavigationController), which the spec lacks
                                <segue destination="detailNav" kind="showDetail" identifier="fetchResource" id="detailNav-fetchResou…
                                ^

            """)
    }

    /// Several segues to the same type: the first three in storyboard order.
    /// None to it: those to other types. An unwind segue is only ever
    /// taken for one.
    @Test func theSeguesASegueMayHaveBeenRenamedToAreOfItsKindAndAtMostThree() throws {
        let others = ["GET 1", "GET 2", "GET 3", "GET 4"].map { XML.segue(to: "detailNav", $0, kind: "showDetail") }
        let several = try Self.lint(Self.renamedGETSpec, storyboards: Self.renamedGET(others: others))
        let renamedNote = { (identifier: String, shown: String) in
            "was it renamed? the storyboard has segue \"\(identifier)\" of 'MasterViewController' (\(shown)), which the spec lacks"
        }
        let toDetail = "to 'DetailViewController' in a UINavigationController"
        let severalError = try #require(several.diagnostics.first { $0.severity == .error })
        #expect(severalError.notes.map(\.message) == [
            "a scene of class 'MasterViewController' is here", renamedNote("GET 1", toDetail), renamedNote("GET 2", toDetail), renamedNote("GET 3", toDetail),
        ])
        #expect(severalError.notes.map(\.location?.line) == [6, 8, 9, 10])

        let otherType = try Self.lint(Self.renamedGETSpec.replacingOccurrences(
            of: "GET:\n        destination: DetailViewController\n        container: UINavigationController\n", with: "GET: AuthorViewController\n"),
            storyboards: Self.renamedGET())
        #expect(otherType.diagnostics.first { $0.severity == .error }?.notes.map(\.message) == [
            "a scene of class 'MasterViewController' is here",
            renamedNote("showSettings", "to 'SettingsViewController'"), renamedNote("fetchResource", toDetail),
        ])

        let unwind = try Self.lint(Self.renamedGETSpec.replacingOccurrences(of: "backToMaster:", with: "unwindToMaster:"), storyboards: Self.renamedGET())
        let unwindError = try #require(unwind.diagnostics.first { $0.severity == .error })
        #expect(unwindError.message == "'DetailViewController' has no segue \"unwindToMaster\" in the storyboards (performing it would crash the app)")
        #expect(unwindError.notes.map(\.message) == [
            "a scene of class 'DetailViewController' is here",
            "was it renamed? the storyboard has segue \"backToMaster\" of 'DetailViewController' (an unwind segue), which the spec lacks",
        ])
    }

    /// A gradients list like IBAnimatable's example app's, whose four segues
    /// to GradientViewController were renamed in Interface Builder, and
    /// which has a segue "showDetails" to another type.
    static let renamedGradients = [("App/Main.storyboard", XML.document([
        XML.scene("list", customClass: "GradientsViewController", segues: ["linear", "radial", "conical", "predefinedGradient"].map {
            XML.segue(to: "gradient", $0)
        } + [XML.segue(to: "settings", "showDetails")]),
        XML.scene("gradient", customClass: "GradientViewController"),
        XML.scene("settings", customClass: "SettingsViewController"),
    ]))]

    /// The notes that name segues of GradientsViewController, for the
    /// error about each of `missing`, a segue to `destination` that the
    /// spec lists and the storyboard lacks, keyed by its identifier.
    static func renameNotes(_ missing: [String], to destination: String) throws -> [String: [String]] {
        let segues = missing.map { "      \($0): \(destination)\n" }.joined()
        let result = try Self.lint("platform: ios\nscenes:\n  GradientsViewController:\n    segues:\n" + segues, storyboards: Self.renamedGradients)
        let prefix = "was it renamed? the storyboard has segue \""
        var notes: [String: [String]] = [:]
        for (identifier, error) in zip(missing, result.diagnostics.filter { $0.severity == .error }) {
            #expect(error.message.hasPrefix("'GradientsViewController' has no segue \"\(identifier)\""))
            notes[identifier] = error.notes.map(\.message).filter { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count).prefix { $0 != "\"" } }.map(String.init)
        }
        return notes
    }

    /// More segues the spec lacks than lint names: the likeliest by their
    /// identifiers, not the first in the storyboard. "predefinedGradient",
    /// which the error's "did you mean" names, was left out as the fourth;
    /// "radialGradient" is fewer edits from "predefinedGradient" than from
    /// "radial", but "radial" only drops a word.
    @Test func theSeguesASegueMayHaveBeenRenamedToAreTheLikeliestByName() throws {
        let notes = try Self.renameNotes(["conicalGradient", "gradients", "predefinedGradients", "radialGradient"], to: "GradientViewController")
        #expect(notes == [
            "conicalGradient": ["conical", "radial", "linear"],
            "gradients": ["radial", "predefinedGradient", "linear"],
            "predefinedGradients": ["predefinedGradient", "linear", "radial"],
            "radialGradient": ["radial", "predefinedGradient", "linear"],
        ])
        let result = try Self.lint(
            "platform: ios\nscenes:\n  GradientsViewController:\n    segues:\n      predefinedGradients: GradientViewController\n",
            storyboards: Self.renamedGradients)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.hasSuffix("; did you mean \"predefinedGradient\"?"))
        #expect(error.notes.dropFirst().map(\.location?.line) == [11, 8, 9])
    }

    /// The segue the error's "did you mean" names comes first, even when it
    /// shows another type than the spec's, which the others are.
    @Test func theSegueTheErrorSuggestsIsNamedFirstWhateverItShows() throws {
        let notes = try Self.renameNotes(["showDetail"], to: "GradientViewController")
        #expect(notes == ["showDetail": ["showDetails", "radial", "conical"]])
    }

    /// Interface Builder keeps a space typed after an identifier, and UIKit
    /// does not ignore it: the error suggests the storyboard's identifier
    /// and says which white space it has. A spec that lists it as it is
    /// lints clean; its own warning (`SpecLoader`) tells what it means.
    @Test func aSegueWhoseStoryboardIdentifierHasWhiteSpaceAtItsEnds() throws {
        let storyboards = [("App/Main.storyboard", XML.document([
            XML.scene("list", customClass: "ListViewController", segues: [XML.segue(to: "detail", "showDetail ")]),
            XML.scene("detail", customClass: "DetailViewController"),
        ]))]
        let result = try Self.lint(Self.listSpec, storyboards: storyboards)
        #expect(result.rendered == """
            App/Main.storyboard:8:21: warning: segue "showDetail " of 'ListViewController' (to 'DetailViewController') is not in the spec
                                <segue destination="detail" kind="show" identifier="showDetail " id="detail-showDetail "/>
                                ^
            Navigation.yaml:3:3: note: 'ListViewController' is here in the spec
              ListViewController:
              ^
            Navigation.yaml:5:7: error: 'ListViewController' has no segue "showDetail" in the storyboards (performing it would crash the app); \
            did you mean "showDetail "? (the storyboard's identifier ends with a space, which UIKit does not ignore)
                  showDetail: DetailViewController
                  ^
            App/Main.storyboard:6:17: note: a scene of class 'ListViewController' is here
                            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            ^
            App/Main.storyboard:8:21: note: was it renamed? the storyboard has segue "showDetail " of 'ListViewController' (to 'DetailViewController'), which the spec lacks
                                <segue destination="detail" kind="show" identifier="showDetail " id="detail-showDetail "/>
                                ^

            """)
        let spaced = Self.listSpec.replacingOccurrences(of: "showDetail:", with: "\"showDetail \":")
        let exact = try Self.lint(spaced, storyboards: storyboards)
        #expect(exact.diagnostics.isEmpty, "\(exact.rendered)")
        #expect(SpecLoader.load(bytes: Array(spaced.utf8), path: "Navigation.yaml").diagnostics.map(\.message) == [
            "segue identifier \"showDetail \" ends with a space; UIKit matches identifiers exactly, so the generated code performs it "
                + "with the white space, and performSegue(withIdentifier: \"showDetail\") will not find it",
        ])
    }

    @Test func aSegueWhoseIdentifierWasClearedPointsAtTheSegueWithout() throws {
        let yaml = try Self.drifted("  ListViewController:\n    segues:\n", "  ListViewController:\n    segues:\n      editItem:\n        destination: EditViewController\n        container: UINavigationController\n")
        let result = try Self.lint(yaml)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "'ListViewController' has no segue \"editItem\" in the storyboards (performing it would crash the app)")
        #expect(diagnostic.location == SourceLocation(file: "Navigation.yaml", line: 15, column: 7))
        #expect(diagnostic.notes.map(\.message) == [
            "a scene of class 'ListViewController' is here",
            "this segue to EditViewController has no identifier; set it to \"editItem\" in Interface Builder if it is the one",
        ])
        #expect(diagnostic.notes.last?.location == SourceLocation(file: "App/Main.storyboard", line: 10, column: 21))
    }

    /// The fix is the type an import would write, and its container when
    /// the spec's is another, as for a container alone.
    @Test func aDestinationOfAnotherType() throws {
        let result = try Self.lint(Self.drifted("showAuthor: AuthorViewController", "showAuthor: ProfileViewController"))
        #expect(result.rendered == """
            Navigation.yaml:8:19: error: segue "showAuthor" of 'DetailViewController' shows 'AuthorViewController' in the storyboard, not 'ProfileViewController'; write 'AuthorViewController' as its destination
                  showAuthor: ProfileViewController
                              ^
            App/Main.storyboard:22:21: note: the segue is here
                                <segue destination="author" kind="show" identifier="showAuthor" id="author-showAuthor"/>
                                ^

            """)
        let inContainer = try Self.lint(Self.drifted(
            "showAuthor: AuthorViewController", "showAuthor:\n        destination: ProfileViewController\n        container: UINavigationController"))
        #expect(inContainer.diagnostics.map(\.message) == [
            "segue \"showAuthor\" of 'DetailViewController' shows 'AuthorViewController' in the storyboard, not 'ProfileViewController'; "
                + "write 'AuthorViewController' as its destination and remove 'container'",
        ])
        let outOfContainer = try Self.lint(Self.drifted(
            "showSettings:\n        destination: SettingsViewController\n        container: UINavigationController", "showSettings: ProfileViewController"))
        #expect(outOfContainer.diagnostics.map(\.message) == [
            "segue \"showSettings\" of 'ListViewController' shows 'SettingsViewController' in a UINavigationController in the storyboard, not 'ProfileViewController'; "
                + "write 'SettingsViewController' as its destination and write 'container: UINavigationController'",
        ])
    }

    @Test func aContainerTheStoryboardDoesNotHaveOrLacks() throws {
        let missing = try Self.lint(Self.drifted(
            "showSettings:\n        destination: SettingsViewController\n        container: UINavigationController", "showSettings: SettingsViewController"))
        #expect(missing.diagnostics.map(\.message) == [
            "segue \"showSettings\" of 'ListViewController' shows 'SettingsViewController' in a UINavigationController in the storyboard, where the spec says no container; write 'container: UINavigationController'",
        ])
        #expect(missing.diagnostics.first?.location == SourceLocation(file: "Navigation.yaml", line: 19, column: 21))
        let extra = try Self.lint(Self.drifted("showAuthor: AuthorViewController", "showAuthor:\n        destination: AuthorViewController\n        container: UINavigationController"))
        #expect(extra.diagnostics.map(\.message) == [
            "segue \"showAuthor\" of 'DetailViewController' shows 'AuthorViewController' in the storyboard, not in the 'UINavigationController' the spec says; remove 'container'",
        ])
        #expect(extra.diagnostics.first?.location == SourceLocation(file: "Navigation.yaml", line: 10, column: 20))
        let other = try Self.lint(Self.drifted("container: UINavigationController", "container: UITabBarController"))
        #expect(other.diagnostics.map(\.message) == [
            "segue \"showSettings\" of 'ListViewController' shows 'SettingsViewController' in a UINavigationController in the storyboard, not in the 'UITabBarController' the spec says; write 'container: UINavigationController'",
        ])
    }

    @Test func aTabContainerMatchesAnyTabAsTheGeneratedCodeLooksForIt() throws {
        let result = try Self.lint(Self.drifted("destination: InboxViewController", "destination: ProfileViewController"))
        #expect(result.diagnostics.isEmpty, "\(result.rendered)")
        let notATab = try Self.lint(Self.drifted("destination: InboxViewController", "destination: AuthorViewController"))
        #expect(notATab.diagnostics.map(\.message) == [
            "segue \"showTabs\" of 'ListViewController' shows 'InboxViewController' in a UITabBarController in the storyboard, not 'AuthorViewController'; "
                + "write 'InboxViewController' as its destination",
        ])
    }

    @Test func anEmbedSegueWithoutEmbedOrTheOtherWayRound() throws {
        let notWritten = try Self.lint(Self.drifted("      embedPreview:\n        embed: true\n", "      embedPreview:\n"))
        #expect(notWritten.diagnostics.map(\.message) == [
            "segue \"embedPreview\" of 'ListViewController' is an embed segue in the storyboard, which runs when the view loads and cannot be performed; write 'embed: true'",
        ])
        #expect(notWritten.diagnostics.first?.notes.first?.location == SourceLocation(file: "App/Main.storyboard", line: 11, column: 21))
        let notInStoryboard = try Self.lint(Self.drifted("      showDetail: DetailViewController\n", "      showDetail:\n        embed: true\n        destination: DetailViewController\n"))
        #expect(notInStoryboard.diagnostics.map(\.message) == [
            "segue \"showDetail\" of 'ListViewController' is not an embed segue in the storyboard; remove 'embed: true'",
        ])
    }

    @Test func anUnwindSegueThatIsNoneOrTheOtherWayRound() throws {
        let notWritten = try Self.lint(Self.drifted("      done:\n        unwind: true\n", "      done: ListViewController\n"))
        #expect(notWritten.diagnostics.map(\.message) == [
            "segue \"done\" of 'EditViewController' is an unwind segue in the storyboard; write 'unwind: true'",
        ])
        let notInStoryboard = try Self.lint(Self.drifted("      showAuthor: AuthorViewController\n", "      showAuthor:\n        unwind: true\n"))
        #expect(notInStoryboard.rendered == """
            Navigation.yaml:8:7: error: segue "showAuthor" of 'DetailViewController' is not an unwind segue in the storyboard; remove 'unwind: true'
                  showAuthor:
                  ^
            App/Main.storyboard:22:21: note: the segue is here
                                <segue destination="author" kind="show" identifier="showAuthor" id="author-showAuthor"/>
                                ^

            """)
    }

    @Test func anUnwindSegueWhoseIdentifierWasClearedPointsAtTheUnwindWithout() throws {
        var storyboards = Self.app
        storyboards[0].xml = storyboards[0].xml.replacingOccurrences(of: " identifier=\"done\"", with: "")
        let result = try Self.lint(Self.importedSpec(), storyboards: storyboards)
        #expect(result.diagnostics.map(\.message) == ["'EditViewController' has no segue \"done\" in the storyboards (performing it would crash the app)"])
        #expect(result.diagnostics.first?.notes.map(\.message).last
            == "this unwind segue has no identifier; set it to \"done\" in Interface Builder if it is the one")
    }

    @Test func aContainerSubclassThatIsNotTheStoryboards() throws {
        let yaml = try Self.drifted("        container: UINavigationController", "        container:\n          type: ThemedNavigationController\n          kind: navigation")
        let result = try Self.lint(yaml)
        #expect(result.diagnostics.map(\.message) == [
            "segue \"showSettings\" of 'ListViewController' shows 'SettingsViewController' in a UINavigationController in the storyboard; its container is 'UINavigationController', not 'ThemedNavigationController', and the generated code checks the class",
        ])
        // The framework class matches a subclass in the storyboard.
        var themed = Self.app
        themed[0].xml = themed[0].xml.replacingOccurrences(of: "<navigationController id=\"settingsNav\"", with: "<navigationController id=\"settingsNav\" customClass=\"ThemedNavigationController\"")
        #expect(try Self.lint(Self.importedSpec().replacingOccurrences(of: "container: UINavigationController", with: "container:\n          type: ThemedNavigationController\n          kind: navigation"), storyboards: themed).diagnostics.isEmpty)
        let lenient = try Self.lint(Self.importedSpec(), storyboards: themed)
        #expect(lenient.diagnostics.isEmpty, "\(lenient.rendered)")
    }

    @Test func aBaseClassWithoutSceneIsCheckedOnItsSubclassesScenes() throws {
        let yaml = try Self.drifted("  DetailViewController:\n    segues:\n      showAuthor: AuthorViewController\n", """
              BaseDetailViewController:
                segues:
                  showAuthor: AuthorViewController
                  showReviews: ReviewsViewController
              DetailViewController:
                superclass: BaseDetailViewController
                segues: {}

            """)
        let result = try Self.lint(yaml)
        #expect(result.diagnostics.map(\.message) == [
            "'BaseDetailViewController' has no segue \"showReviews\" in the storyboards (performing it would crash the app)",
        ])
        #expect(result.diagnostics.first?.notes.first?.message == "a scene of class 'DetailViewController' is here")
    }

    @Test func aDestinationBehindAReferenceToAStoryboardNotGivenIsAWarning() throws {
        let result = try Self.lint(Self.importedSpec() + "      showRemote: RemoteViewController\n")
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.message
            == "cannot check the destination of segue \"showRemote\" of 'ListViewController': the storyboard reference points to 'Remote.storyboard', which is not among the storyboards given")
        #expect(result.diagnostics.first?.location == SourceLocation(file: "Navigation.yaml", line: 25, column: 19))
    }

    @Test func aDestinationThatTheControllersOfTwoScenesHaveTheIdOfIsAWarning() throws {
        // Interface Builder gives every object its own id; a merged or edited file may not.
        let storyboard = XML.document([
            XML.scene("list", customClass: "ListViewController", segues: [XML.segue(to: "dup", "showDetail")]),
            XML.scene("dup", customClass: "DetailViewController"),
            XML.scene("dup", customClass: "OtherViewController"),
        ])
        let result = try Self.lint(Self.listSpec, storyboards: [("Main.storyboard", storyboard)])
        #expect(result.rendered == """
            Navigation.yaml:5:19: warning: cannot check the destination of segue "showDetail" of 'ListViewController': the scenes at lines 13, 19 of the storyboard all have id 'dup', which Interface Builder gives one object
                  showDetail: DetailViewController
                              ^
            Main.storyboard:8:21: note: the segue is here
                                <segue destination="dup" kind="show" identifier="showDetail" id="dup-showDetail"/>
                                ^

            """)
        // And import skips it, for that reason.
        let imported = StoryboardImporter.importSpec(from: [XML.read(storyboard)])
        #expect(imported.skipReason(of: "showDetail") == .unresolvedDestination(.ambiguousID("dup", lines: [13, 19])))
    }

    @Test func aSegueTheSpecLacks() throws {
        let result = try Self.lint(Self.drifted("      showDetail: DetailViewController\n", ""))
        #expect(result.rendered == """
            App/Main.storyboard:8:21: warning: segue "showDetail" of 'ListViewController' (to 'DetailViewController') is not in the spec
                                <segue destination="detail" kind="show" identifier="showDetail" id="detail-showDetail"/>
                                ^
            Navigation.yaml:13:3: note: 'ListViewController' is here in the spec
              ListViewController:
              ^

            """)
    }

    @Test func aSceneTheSpecLacks() throws {
        let result = try Self.lint(Self.drifted("  AboutViewController:\n    segues:\n      showLicense: AuthorViewController\n", ""))
        #expect(result.rendered == """
            App/Main.storyboard:110:17: warning: scene 'AboutViewController' has segues that the spec does not list ("showLicense"), and the spec has no scene 'AboutViewController'
                            <viewController id="about" customClass="AboutViewController" sceneMemberID="viewController">
                            ^

            """)
    }

    @Test func anotherSceneOfTheClassWithTheIdentifierToAnotherDestination() throws {
        var storyboards = Self.app
        storyboards.append(("App/Second.storyboard", XML.document([
            XML.scene("detail2", customClass: "DetailViewController", segues: [XML.segue(to: "profile2", "showAuthor")]),
            XML.scene("profile2", customClass: "ProfileViewController"),
        ])))
        let result = try Self.lint(Self.importedSpec(), storyboards: storyboards)
        #expect(result.rendered == """
            App/Second.storyboard:8:21: warning: this scene of 'DetailViewController' has segue "showAuthor" to 'ProfileViewController', where the spec says 'AuthorViewController'; performed from this scene, the typed segue reports a wrong destination
                                <segue destination="profile2" kind="show" identifier="showAuthor" id="profile2-showAuthor"/>
                                ^
            Navigation.yaml:8:7: note: the spec's segue is here
                  showAuthor: AuthorViewController
                  ^

            """)
    }

    // MARK: AppKit

    @Test func aMacOSSpecIsCheckedAgainstAppKitStoryboardsOnly() throws {
        let mac = [("Mac/Main.storyboard", StoryboardSamples.macApp)]
        let yaml = try StoryboardImporter.importSpec(from: mac.map { XML.read($0.1, path: $0.0) }).spec.yaml()
        #expect(try Self.lint(yaml, storyboards: mac).diagnostics.isEmpty)
        // The iOS app's storyboards are not the macOS spec's.
        let both = try Self.lint(yaml, storyboards: mac + Self.app)
        #expect(both.diagnostics.isEmpty, "\(both.rendered)")
        let drifted = try Self.lint(yaml.replacingOccurrences(of: "container: NSWindowController", with: "container: NSTabViewController"), storyboards: mac)
        #expect(drifted.diagnostics.map(\.message) == [
            "segue \"showPreferences\" of 'ContentViewController' shows 'GeneralViewController' in an NSWindowController in the storyboard, not in the 'NSTabViewController' the spec says; write 'container: NSWindowController'",
        ])
    }
}
