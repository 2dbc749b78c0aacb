import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// `StoryboardReader` on small storyboards written the way Interface Builder
/// writes them, one per thing a naive reader gets wrong (issue 6); the
/// corpus tests run the same code over 73 real files.
@Suite struct StoryboardReaderTests {
    static func read(_ xml: String, path: String = "Main.storyboard") throws -> Storyboard {
        let result = StoryboardReader.read(bytes: Array(xml.utf8), path: path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.value)
    }

    static func rendered(_ xml: String, path: String = "Main.storyboard") -> String {
        let result = StoryboardReader.read(bytes: Array(xml.utf8), path: path)
        #expect(result.value == nil)
        return DiagnosticPrinter(sources: result.sources).render(result.diagnostics)
    }

    // MARK: Segues that are not segues

    static let peekAndPopAndTieBreakers = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="a" customClass="ListViewController" sceneMemberID="viewController">
                            <tableView key="view" id="tv">
                                <prototypes>
                                    <tableViewCell id="cell">
                                        <connections>
                                            <segue destination="b" kind="show" identifier="showDetail" id="seg">
                                                <segue key="commit" inheritsFrom="parent" id="c1"/>
                                                <segue key="preview" inheritsFrom="commit" id="c2"/>
                                            </segue>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="b" customClass="DetailViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="seg"/>
            </inferredMetricsTieBreakers>
        </document>
        """

    @Test func tieBreakerStubsAndPeekAndPopChildrenAreNotSegues() throws {
        let storyboard = try Self.read(Self.peekAndPopAndTieBreakers)
        #expect(storyboard.scenes.flatMap(\.segues).map(\.id) == ["seg"])
        let segue = try #require(storyboard.scenes.first?.segues.first)
        #expect(segue.identifier == "showDetail")
        #expect(segue.triggerElement == "tableViewCell")
        #expect(!segue.isTriggeredByController)
        #expect((segue.location.line, segue.location.column) == (11, 37))
        #expect(storyboard.ignoredSegueElements == [
            IgnoredSegueElement(kind: .peekAndPop(key: "commit"), location: SourceLocation(file: "Main.storyboard", line: 12, column: 41)),
            IgnoredSegueElement(kind: .peekAndPop(key: "preview"), location: SourceLocation(file: "Main.storyboard", line: 13, column: 41)),
            IgnoredSegueElement(kind: .tieBreakerReference, location: SourceLocation(file: "Main.storyboard", line: 30, column: 9)),
        ])
        // The first responder is no controller.
        #expect(storyboard.scenes.map { $0.controller?.id } == ["a", "b"])
        #expect(storyboard.initialViewControllerID == "a")
    }

    // MARK: Relationships

    static let containers = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="root" customClass="RootViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="presentation" identifier="again" id="p1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func relationshipSeguesAreContainmentNotNavigation() throws {
        let storyboard = try Self.read(Self.containers)
        let catalog = StoryboardCatalog([storyboard])
        let relationship = try #require(storyboard.scenes[0].segues.first)
        #expect(relationship.isRelationship)
        #expect(relationship.relationship == "rootViewController")
        #expect(relationship.isTriggeredByController)
        #expect(catalog.classify(relationship, in: SceneAddress(storyboard: 0, scene: 0)) == .skipped(.relationship("rootViewController")))
        // The segue to the navigation controller shows its root.
        let segue = try #require(storyboard.scenes[1].segues.first)
        guard case .navigation(let navigation) = catalog.classify(segue, in: SceneAddress(storyboard: 0, scene: 1)) else {
            Issue.record("not a navigation segue")
            return
        }
        #expect(navigation.destination.container == .navigation)
        #expect(navigation.destination.preferred == .success(DestinationCandidate(scene: SceneAddress(storyboard: 0, scene: 1), container: .navigation)))
    }

    static let macApplication = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" initialViewController="win">
            <scenes>
                <scene sceneID="app">
                    <objects>
                        <application id="hnw" sceneMemberID="viewController">
                            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="menu">
                                <items>
                                    <menuItem title="Preferences…" keyEquivalent="," id="prefs">
                                        <connections>
                                            <segue destination="win" kind="show" identifier="showPreferences" id="m1"/>
                                        </connections>
                                    </menuItem>
                                </items>
                            </menu>
                        </application>
                        <customObject id="delegate" customClass="AppDelegate" customModule="App" customModuleProvider="target"/>
                        <customObject id="fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="w">
                    <objects>
                        <windowController id="win" customClass="PreferencesWindowController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="content" kind="relationship" relationship="window.shadowedContentViewController" id="m2"/>
                            </connections>
                        </windowController>
                    </objects>
                </scene>
                <scene sceneID="c">
                    <objects>
                        <viewController id="content" customClass="PreferencesViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="content" kind="sheet" identifier="showSheet" id="m3"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func macOSMenuItemSeguesHaveNoSourceViewControllerAndWindowContentIsContainment() throws {
        let storyboard = try Self.read(Self.macApplication)
        let catalog = StoryboardCatalog([storyboard])
        #expect(storyboard.runtime == .appKit)
        // The application, not the app delegate or the first responder, is the scene's controller.
        #expect(storyboard.scenes[0].controller?.element == "application")
        let menuSegue = try #require(storyboard.scenes[0].segues.first)
        #expect(menuSegue.triggerElement == "menuItem")
        #expect(catalog.classify(menuSegue, in: SceneAddress(storyboard: 0, scene: 0)) == .skipped(.noSourceViewController(element: "application")))
        let content = try #require(storyboard.scenes[1].segues.first)
        #expect(catalog.classify(content, in: SceneAddress(storyboard: 0, scene: 1)) == .skipped(.relationship("window.shadowedContentViewController")))
        // AppKit view controllers are sources; a window controller shows its content.
        let sheet = try #require(storyboard.scenes[2].segues.first)
        guard case .navigation(let navigation) = catalog.classify(sheet, in: SceneAddress(storyboard: 0, scene: 2)) else {
            Issue.record("not a navigation segue")
            return
        }
        #expect(catalog.type(of: navigation.destination.scene)?.name == "PreferencesViewController")
        let window = SceneAddress(storyboard: 0, scene: 1)
        #expect(catalog.container(of: window) == .window)
        #expect(catalog.type(of: window)?.name == "PreferencesWindowController")
    }

    // MARK: References, exits, classes, identifiers

    static let references = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" bundleIdentifier="com.example.Settings" id="p1" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewControllerPlaceholder storyboardName="" id="p2" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func storyboardReferencesKeepWhatTheyPointAt() throws {
        let storyboard = try Self.read(Self.references)
        #expect(storyboard.scenes.map { $0.controller?.reference } == [
            StoryboardReference(storyboardName: "Settings", referencedIdentifier: "Privacy", bundleIdentifier: "com.example.Settings"),
            StoryboardReference(storyboardName: nil, referencedIdentifier: nil, bundleIdentifier: nil),
        ])
        #expect(storyboard.scenes.map { $0.controller?.element } == ["viewControllerPlaceholder", "viewControllerPlaceholder"])
    }

    @Test func unwindSeguesToAnExitOfAnotherScene() throws {
        let storyboard = try Self.read(StoryboardSamples.exitInAnotherScene)
        let catalog = StoryboardCatalog([storyboard])
        #expect(storyboard.scenes[0].exits == [StoryboardExit(id: "exit1", location: SourceLocation(file: "Main.storyboard", line: 7, column: 17))])
        #expect(storyboard.scenes[1].exits.isEmpty)
        #expect(catalog.sceneOfExit("exit1", in: 0) == SceneAddress(storyboard: 0, scene: 0))
        let source = SceneAddress(storyboard: 0, scene: 1)
        let unwinds = storyboard.scenes[1].segues
        #expect(unwinds.map(\.triggerElement) == ["barButtonItem", "viewController"])
        let cancel = SegueClassification.unwind(UnwindSegue(
            source: source, sourceClass: StoryboardClass(name: "EditViewController"), identifier: "cancelEdit", action: "unwindToList:"))
        #expect(unwinds.map { catalog.classify($0, in: source) } == [cancel, .skipped(.noIdentifier)])
        #expect(unwinds.allSatisfy { catalog.isUnwind($0, in: 0) })
        // An unwind segue without kind="unwind" is still recognised by its exit.
        var kindless = unwinds[0]
        kindless.kind = "custom"
        #expect(catalog.classify(kindless, in: source) == cancel)
    }

    static let classesAndIdentifiers = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="a" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <connections>
                                <segue destination="b" kind="custom" identifier="Show the Profile, please" customClass="FadeSegue" customModule="Transitions" id="g1"/>
                                <segue destination="b" kind="show" identifier="default" id="g2"/>
                                <segue destination="b" kind="show" identifier="" id="g3"/>
                                <segue destination="b" kind="show" id="g4"/>
                                <segue destination="c" kind="show" identifier="shared" id="g5"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="b" customClass="ProfileViewController" customModule="Profiles" sceneMemberID="viewController">
                            <connections>
                                <segue destination="c" kind="show" identifier="shared" id="g6"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="c" sceneMemberID="viewController">
                            <connections>
                                <segue destination="a" kind="show" identifier="home" id="g7"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func customClassesModulesAndIdentifiersAsWritten() throws {
        let storyboard = try Self.read(Self.classesAndIdentifiers)
        let catalog = StoryboardCatalog([storyboard])
        #expect(storyboard.scenes.map { $0.controller?.customClass } == [
            StoryboardClass(name: "HomeViewController", module: "App", moduleIsTarget: true),
            StoryboardClass(name: "ProfileViewController", module: "Profiles", moduleIsTarget: false),
            nil,
        ])
        let home = storyboard.scenes[0].segues
        #expect(home.map(\.identifier) == ["Show the Profile, please", "default", "", nil, "shared"])
        // The segue's class is the segue's, not the destination's.
        #expect(home[0].customClass == StoryboardClass(name: "FadeSegue", module: "Transitions"))
        #expect(catalog.type(of: SceneAddress(storyboard: 0, scene: 1)) == SceneType(name: "ProfileViewController", module: "Profiles", isCustom: true, targetModule: nil))
        #expect(catalog.type(of: SceneAddress(storyboard: 0, scene: 0)) == SceneType(name: "HomeViewController", module: nil, isCustom: true, targetModule: "App"))
        #expect(catalog.type(of: SceneAddress(storyboard: 0, scene: 2)) == SceneType(name: "UIViewController", module: nil, isCustom: false, targetModule: nil))
        let reasons = home.map { segue -> SegueSkipReason? in
            if case .skipped(let reason) = catalog.classify(segue, in: SceneAddress(storyboard: 0, scene: 0)) { return reason }
            return nil
        }
        #expect(reasons == [nil, nil, .emptyIdentifier, .noIdentifier, nil])
        // A scene without a custom class has no class to extend.
        #expect(catalog.classify(storyboard.scenes[2].segues[0], in: SceneAddress(storyboard: 0, scene: 2)) == .skipped(.sourceWithoutCustomClass))
        // The same identifier in two scenes: two segues, each of its own source.
        let shared = catalog.allScenes.flatMap { address in catalog[address].segues.filter { $0.identifier == "shared" }.map { (address, $0) } }
        #expect(shared.map(\.0.scene) == [0, 1])
    }

    // MARK: Positions

    @Test func positionsAreWhereTheTagStartsEvenOverSeveralLinesAfterNonASCIIAndCRLF() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n"
            + "<!-- Écrans de l'app, <segue> en commentaire -->\r\n"
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" targetRuntime=\"iOS.CocoaTouch\">\r\n"
            + "<scenes><scene sceneID=\"s\"><objects>\r\n"
            + "<viewController id=\"a\" title=\"Café ☕️\" customClass=\"MenuViewController\"\r\n"
            + "    sceneMemberID=\"viewController\"><connections><![CDATA[<segue>]]><segue\r\n"
            + "  destination=\"a\" kind=\"show\" identifier=\"again\" id=\"x\"/></connections></viewController>\r\n"
            + "</objects></scene></scenes></document>\r\n"
        let storyboard = try Self.read(xml)
        let scene = try #require(storyboard.scenes.first)
        #expect(scene.location == SourceLocation(file: "Main.storyboard", line: 4, column: 9))
        #expect(scene.controller?.location == SourceLocation(file: "Main.storyboard", line: 5, column: 1))
        #expect(scene.segues.map(\.location) == [SourceLocation(file: "Main.storyboard", line: 6, column: 68)])
    }

    @Test func watchKitScenesHaveTheirControllerWithoutSceneMemberID() throws {
        let storyboard = try Self.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit" initialViewController="i">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <controller id="i" customClass="InterfaceController" customModule="Watch" customModuleProvider="target">
                                <connections>
                                    <segue destination="i" kind="push" identifier="again" id="w"/>
                                </connections>
                            </controller>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let catalog = StoryboardCatalog([storyboard])
        #expect(storyboard.scenes.first?.controller?.customClass?.name == "InterfaceController")
        #expect(storyboard.runtime == .watchKit)
        let segue = try #require(storyboard.scenes.first?.segues.first)
        #expect(segue.isTriggeredByController)
        #expect(catalog.classify(segue, in: SceneAddress(storyboard: 0, scene: 0)) == .skipped(.unsupportedRuntime(.watchKit)))
    }

    // MARK: Files that are not storyboards

    @Test func malformedXMLIsAnErrorAtItsPosition() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s">
                </scenes>
            </document>
            """
        #expect(Self.rendered(xml) == """
            Main.storyboard:5:14: error: cannot read the storyboard: an end tag does not match the element it closes
                </scenes>
                         ^

            """)
    }

    /// A storyboard merged with a conflict in it: the XML parser stops at
    /// the first marker with advice about '<' in text; the error says to
    /// resolve the conflict, at the marker, in diff3 style and with CR LF
    /// too. Markers after where the parser stopped did not stop it.
    @Test func aMergeConflictIsAnErrorAtItsFirstMarker() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
                <scenes>
            <<<<<<< HEAD
                    <scene sceneID="a"/>
            ||||||| merged common ancestors
            =======
                    <scene sceneID="b"/>
            >>>>>>> feature/rename
                </scenes>
            </document>
            """
        let conflict = """
            Main.storyboard:4:1: error: unresolved merge conflict: resolve it (the lines between '<<<<<<<' and '>>>>>>>') before running seguegen
            <<<<<<< HEAD
            ^

            """
        #expect(Self.rendered(xml) == conflict)
        #expect(Self.rendered(xml.replacingOccurrences(of: "\n", with: "\r\n")) == conflict)
        // An error before the first marker is that error.
        #expect(Self.rendered(xml.replacingOccurrences(of: "<scenes>", with: "<scenes x>")) == """
            Main.storyboard:3:14: error: cannot read the storyboard: an attribute without a quoted value
                <scenes x>
                         ^

            """)
    }

    @Test(arguments: [
        ("<<<<<<< HEAD", true), ("<<<<<<<", true), ("||||||| base", true), ("=======", true), (">>>>>>> main", true), (">>>>>>>", true),
        ("<<<<<<<< HEAD", false), ("<<<<<<<HEAD", false), ("======= x", false), ("========", false), (" <<<<<<< HEAD", false), ("<<<<<<", false),
        ("<<<<<<>", false), ("", false),
    ])
    func mergeConflictMarkers(_ line: String, _ isMarker: Bool) {
        #expect(SourceFile.isMergeConflictMarker(Substring(line).unicodeScalars) == isMarker)
    }

    @Test func aStoryboardLargerThanTenMegabytesIsRead() throws {
        // libxml2 refuses a single chunk past 10,000,000 bytes; Interface
        // Builder writes storyboards that large for a few thousand scenes.
        let scenes = (0..<60_000).map { index in
            """
                    <scene sceneID="s\(index)">
                        <objects>
                            <viewController id="v\(index)" customClass="Scene\(index)ViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>

            """
        }.joined()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
                <scenes>
            \(scenes)    </scenes>
            </document>
            """
        #expect(xml.utf8.count > 10_000_000)
        let storyboard = try Self.read(xml)
        #expect(storyboard.scenes.count == 60_000)
        #expect(storyboard.scenes.last?.controller?.customClass?.name == "Scene59999ViewController")
        #expect(storyboard.scenes.last?.location.line == 4 + 59_999 * 5)
    }

    @Test func anXMLErrorAfterALineSeparatorPointsAtTheLineDiagnosticsShow() {
        // libxml2 ends lines at LF and CR only; diagnostics also at U+2028 (found by the fuzzer).
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document label=\"two\u{2028}lines\" été=\"é\" b=c/>\n"
        #expect(Self.rendered(xml) == """
            Main.storyboard:3:18: error: cannot read the storyboard: an attribute without a quoted value
            lines" été="é" b=c/>
                             ^

            """)
        // Past the end of its line, a position stays on it.
        let positions = StoryboardStream.ParserPositions("a\u{2028}bc\r\nd\re\u{85}")
        #expect(positions.location(line: 1, column: 2, in: "M") == SourceLocation(file: "M", line: 1, column: 2))
        #expect(positions.location(line: 1, column: 4, in: "M") == SourceLocation(file: "M", line: 2, column: 2))
        #expect(positions.location(line: 2, column: 90, in: "M") == SourceLocation(file: "M", line: 3, column: 2))
        #expect(positions.location(line: 3, column: 2, in: "M") == SourceLocation(file: "M", line: 4, column: 2))
        #expect(positions.location(line: 3, column: 3, in: "M") == SourceLocation(file: "M", line: 5, column: 1))
        #expect(positions.location(line: 9, column: 1, in: "M") == SourceLocation(file: "M", line: 5, column: 1))
        #expect(positions.location(line: 0, column: 0, in: "M") == SourceLocation(file: "M", line: 1, column: 1))
    }

    @Test func bytesThatAreNotUTF8AreAnErrorBeforeTheXMLParserSeesThem() {
        // Foundation's XMLParser traps on such an attribute name (found by the fuzzer).
        let bytes = Array("<?xml version=\"1.0\"?>\n<document>\n    <device ".utf8) + [0xF5] + Array("id=\"x\"/>\n</document>\n".utf8)
        let result = StoryboardReader.read(bytes: bytes, path: "Main.storyboard")
        #expect(result.value == nil)
        #expect(DiagnosticPrinter(sources: result.sources).render(result.diagnostics) == """
            Main.storyboard:3:13: error: cannot read the storyboard: byte 0xF5 is not valid UTF-8; Interface Builder writes storyboards in UTF-8, and seguegen reads UTF-8 only
                <device \u{FFFD}id="x"/>
                        ^

            """)
    }

    @Test func aDocumentTypeDeclarationIsRefused() {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY segue "<segue destination='a' kind='show' identifier='x'/>">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">&segue;</document>
            """
        #expect(Self.rendered(xml) == """
            Main.storyboard:2:1: error: cannot read the storyboard: it has a document type declaration, which storyboards never have; seguegen does not read files with one
            <!DOCTYPE document [<!ENTITY segue "<segue destination='a' kind='show' identifier='x'/>">]>
            ^

            """)
    }

    @Test func aProcessingInstructionIsRefused() {
        // Found by the fuzzer: Foundation's XMLParser reads '<?r?>' (no data) through a null pointer.
        #expect(Self.rendered("<?xml version=\"1.0\"?>\n<document>\n  <?r?>\n</document>\n") == """
            Main.storyboard:3:3: error: cannot read the storyboard: it has a processing instruction ('<?' other than the XML declaration at the start), which storyboards never have; seguegen does not read files with one
              <?r?>
              ^

            """)
        // The XML declaration is one only at the very start.
        #expect(Self.rendered("\n<?xml version=\"1.0\"?><document/>").hasPrefix("Main.storyboard:2:1: error: cannot read the storyboard: it has a processing instruction"))
        #expect(Self.rendered("<?r?><document/>").hasPrefix("Main.storyboard:1:1: error: cannot read the storyboard: it has a processing instruction"))
        #expect(Self.rendered("<?xml-stylesheet href=\"a\"?><document/>").hasPrefix("Main.storyboard:1:1: error: cannot read the storyboard: it has a processing instruction"))
    }

    @Test func aTagWithMoreAttributesThanTheLimitIsRefusedBeforeTheXMLParserSeesIt() {
        // libxml2 compares each attribute of a tag with every earlier one: 400,000 took minutes.
        let attributes = (0...XMLStartTags.maximumAttributes).map { "\n        a\($0)=\"1\"" }.joined()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
                <scenes\(attributes)/>
            </document>
            """
        #expect(Self.rendered(xml) == """
            Main.storyboard:3:5: error: cannot read the storyboard: this tag has more than 1000 attributes; Interface Builder writes a few per tag (docs/Reliability.md)
                <scenes
                ^

            """)
    }

    @Test func xibsOtherXMLAndEmptyFilesAreRefused() {
        #expect(Self.rendered("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"/>
            """, path: "Cell.xib") == """
            Cell.xib:2:1: error: not a storyboard: 'com.apple.InterfaceBuilder3.CocoaTouch.XIB' is a xib, which has no scenes or segues
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"/>
            ^

            """)
        #expect(Self.rendered("<plist version=\"1.0\"><dict/></plist>\n", path: "Info.plist") == """
            Info.plist:1:1: error: not a storyboard: the root element is <plist>, not Interface Builder's <document>
            <plist version="1.0"><dict/></plist>
            ^

            """)
    }

    // MARK: XML errors in words

    /// The first line of what `rendered` prints for a storyboard `xml`.
    static func error(_ xml: String) -> Substring {
        rendered(xml).prefix { $0 != "\n" }
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    static let emptyStoryboard = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" targetRuntime=\"iOS.CocoaTouch\"/>"

    @Test func aFileWithoutARootElementIsEmptyOrHasNone() {
        // libxml2 reports all of these, and an element left open, as "the document ends" (XML_ERR_DOCUMENT_END).
        #expect(Self.rendered("", path: "Empty.storyboard") == "Empty.storyboard:1:1: error: cannot read the storyboard: the file is empty\n")
        #expect(Self.error("\u{FEFF}") == "Main.storyboard:1:1: error: cannot read the storyboard: the file is empty")
        #expect(Self.error("  \n \n") == "Main.storyboard:3:1: error: cannot read the storyboard: the file has no root element")
        #expect(Self.error("\t") == "Main.storyboard:1:1: error: cannot read the storyboard: the file has no root element")
        #expect(Self.error(Self.declaration) == "Main.storyboard:2:1: error: cannot read the storyboard: the file has no root element")
        #expect(Self.error(Self.declaration + "<!-- <document/> -->\n") == "Main.storyboard:3:1: error: cannot read the storyboard: the file has no root element")
        #expect(Self.error(Self.declaration + "<document>\n  <scenes>") == "Main.storyboard:3:11: error: cannot read the storyboard: the file ends before the XML is complete (an element is not closed)")
    }

    @Test func aSecondRootElementOrTextAfterTheRootIsExtraContent() {
        #expect(Self.rendered(Self.declaration + Self.emptyStoryboard + "\n<document/>\n") == """
            Main.storyboard:3:1: error: cannot read the storyboard: extra content after the document's root element
            <document/>
            ^

            """)
        #expect(Self.error(Self.declaration + Self.emptyStoryboard + " text") == "Main.storyboard:2:105: error: cannot read the storyboard: extra content after the document's root element")
        #expect(Self.error(Self.declaration + Self.emptyStoryboard + "\n</document>\n") == "Main.storyboard:3:1: error: cannot read the storyboard: extra content after the document's root element")
    }

    @Test func aNULByteIsAnErrorAtItsPositionWhereverItIs() {
        // libxml2 took one after the root element for an element not closed, and one in a comment for the end of the file.
        #expect(Self.rendered(Self.declaration + Self.emptyStoryboard + "\n\u{0}") == """
            Main.storyboard:3:1: error: cannot read the storyboard: a NUL byte (U+0000) is not allowed in XML
            \u{FFFD}
            ^

            """)
        #expect(Self.error(Self.declaration + "<document label=\"é\u{0}\"/>") == "Main.storyboard:2:19: error: cannot read the storyboard: a NUL byte (U+0000) is not allowed in XML")
        #expect(Self.error(Self.declaration + "<document>\r\n<!-- \u{0} --></document>") == "Main.storyboard:3:6: error: cannot read the storyboard: a NUL byte (U+0000) is not allowed in XML")
    }

    @Test func xmlErrorsAreInWordsWithoutLibxml2Codes() {
        // XML_ERR_SPACE_REQUIRED (65) was "the XML is not well-formed (libxml2 error 65)".
        #expect(Self.rendered(Self.declaration + "<document a=\"1\"b=\"2\"/>\n") == """
            Main.storyboard:2:16: error: cannot read the storyboard: white space, or the end of the tag, is missing here
            <document a="1"b="2"/>
                           ^

            """)
        #expect(Self.error(Self.declaration + "<document a=\"1\"") == "Main.storyboard:2:16: error: cannot read the storyboard: white space, or the end of the tag, is missing here")
        #expect(Self.error(Self.declaration + "<document a=\"1/>\n") == "Main.storyboard:3:1: error: cannot read the storyboard: an attribute value whose closing quote is missing")
        #expect(Self.error(Self.declaration + "<document><!-- x </document>\n") == "Main.storyboard:3:1: error: cannot read the storyboard: a comment that is not closed with '-->'")
        #expect(Self.error(Self.declaration + "<document>]]></document>") == "Main.storyboard:2:11: error: cannot read the storyboard: ']]>' in text, where XML does not allow it (write it as ']]&gt;')")
        #expect(Self.error(Self.declaration + "<document><1a/></document>") == "Main.storyboard:2:12: error: cannot read the storyboard: a name is expected here (a '<' or '&' that is text is written '&lt;' or '&amp;')")
        #expect(Self.error("<?xml version=\"1.0\"\n<document/>") == "Main.storyboard:2:1: error: cannot read the storyboard: the XML declaration is not closed with '?>'")
        #expect(Self.error("hello<document/>") == "Main.storyboard:1:1: error: cannot read the storyboard: text before the root element: the document must start with '<'")
        // XML_ERR_INTERNAL_ERROR (1), which libxml2 reports at a tag longer than 10,000,000 bytes.
        #expect(StoryboardStream.describe(code: 1, progress: .inRoot)
            == "the XML parser (libxml2) stopped here with an internal error, as it does at a tag longer than 10,000,000 bytes")
        #expect(StoryboardStream.describe(code: 4242, progress: .inRoot) == "the XML is not well-formed here")
    }

    @Test func onlyUTF8IsRead() {
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("<document/>".utf8).flatMap { [$0, 0] }
        let result = StoryboardReader.read(bytes: utf16, path: "Wide.storyboard")
        #expect(result.value == nil)
        #expect(DiagnosticPrinter(sources: result.sources).render(result.diagnostics)
            == "Wide.storyboard:1:1: error: cannot read the storyboard: the file is UTF-16; Interface Builder writes storyboards in UTF-8, and seguegen reads UTF-8 only\n")
        // Without a byte order mark, the NUL bytes around the first '<' tell UTF-16 and UTF-32 (XML 1.0 appendix F).
        let ascii: [UInt8] = Array("<?xml version=\"1.0\"?><document/>".utf8)
        let wideFiles: [(bytes: [UInt8], encoding: String)] = [
            (ascii.flatMap { [0, $0] }, "UTF-16"), (ascii.flatMap { [$0, 0] }, "UTF-16"),
            (ascii.flatMap { [0, 0, 0, $0] }, "UTF-32"), (ascii.flatMap { [$0, 0, 0, 0] }, "UTF-32"),
        ]
        for (wide, encoding) in wideFiles {
            let read = StoryboardReader.read(bytes: wide, path: "Wide.storyboard")
            #expect(read.value == nil)
            #expect(read.diagnostics.map(\.message) == ["cannot read the storyboard: the file is \(encoding); Interface Builder writes storyboards in UTF-8, and seguegen reads UTF-8 only"])
        }
        // A UTF-8 byte order mark is fine, and positions count from after it.
        let xml = "\u{FEFF}<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" targetRuntime=\"iOS.CocoaTouch\"><scenes><scene sceneID=\"s\"/></scenes></document>"
        let withMark = StoryboardReader.read(bytes: Array(xml.utf8), path: "Marked.storyboard")
        #expect(withMark.value?.scenes.first?.location == SourceLocation(file: "Marked.storyboard", line: 1, column: 111))
    }
}
