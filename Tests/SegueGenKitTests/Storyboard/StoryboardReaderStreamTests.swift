import Testing
@testable import SegueGenKit

/// `StoryboardReader` keeps only scenes, controllers, segues and exits as
/// `XMLParser` streams through the file: what it does not read must not
/// change what it does, and each rule holds wherever elements nest.
@Suite struct StoryboardReaderStreamTests {
    /// Every segue of `storyboard` as "scene: id from trigger (controller?) at line".
    static func segues(_ storyboard: Storyboard) -> [String] {
        storyboard.scenes.flatMap { scene in
            scene.segues.map { segue in
                "\(scene.sceneID): \(segue.id ?? "-") from \(segue.triggerElement)\(segue.isTriggeredByController ? " (controller)" : "") at \(segue.location.line)"
            }
        }
    }

    static let unreadElements = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="v">
            <!-- <scene sceneID="commented"/> -->
            <dependencies><plugIn identifier="x" version="1"/></dependencies>
            <scenes>
                <group>
                    <scene sceneID="notAScene">
                        <objects><viewController id="g" sceneMemberID="viewController">
                            <connections><segue destination="v" kind="show" id="inGroup"/></connections>
                        </viewController></objects>
                    </scene>
                </group>
                <scene sceneID="s1">
                    <objects>
                        <view id="x" unknownAttribute="1">
                            <connections><segue destination="v" kind="show" id="fromView"/></connections>
                        </view>
                        <viewController id="v" customClass="MainViewController" sceneMemberID="viewController">
                            <view key="view" id="root">text the reader skips<![CDATA[ <segue id="cdata"/> ]]>
                                <button id="b"><connections><segue destination="v" kind="show" identifier="tap" id="fromButton"/></connections></button>
                            </view>
                            <connections>
                                <segue destination="v" kind="show" identifier="manual" id="manual">
                                    <segue key="preview" id="preview"/>
                                    <wrapper><segue id="deepInSegue"/><exit id="exitInSegue"/></wrapper>
                                </segue>
                            </connections>
                        </viewController>
                        <exit id="e1"><exit id="e2"/></exit>
                    </objects>
                    <objects>
                        <viewController id="second" sceneMemberID="viewController"/>
                    </objects>
                    <connections><segue destination="v" kind="show" id="fromScene"/></connections>
                </scene>
            </scenes>
            <resources><segue destination="v" kind="show" id="inResources"><segue key="commit" id="commit"/></segue></resources>
        </document>
        """

    @Test func elementsTheReaderDoesNotUseChangeNothingItReads() throws {
        let storyboard = try StoryboardReaderTests.read(Self.unreadElements)
        // Only `<scene>` children of `<scenes>` are scenes.
        #expect(storyboard.scenes.map(\.sceneID) == ["s1"])
        let scene = storyboard.scenes[0]
        // The controller says so with sceneMemberID, though an object without one comes first;
        // a second `<objects>` has no say.
        #expect(scene.controller?.id == "v")
        #expect(scene.controller?.customClass == StoryboardClass(name: "MainViewController"))
        #expect(Self.segues(storyboard) == [
            "s1: fromView from view at 16",
            "s1: fromButton from button at 20",
            "s1: manual from viewController (controller) at 23",
            "s1: fromScene from scene at 34",
        ])
        #expect(scene.exits.map(\.id) == ["e1", "e2"])
        #expect(storyboard.ignoredSegueElements == [
            IgnoredSegueElement(kind: .peekAndPop(key: "preview"), location: SourceLocation(file: "Main.storyboard", line: 24, column: 29)),
            IgnoredSegueElement(kind: .outsideScene, location: SourceLocation(file: "Main.storyboard", line: 37, column: 16)),
            IgnoredSegueElement(kind: .peekAndPop(key: "commit"), location: SourceLocation(file: "Main.storyboard", line: 37, column: 68)),
        ])
    }

    @Test func withoutSceneMemberIDTheFirstObjectThatIsNoPlaceholderIsTheController() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <placeholder id="p"/>
                            <customObject id="o"><connections><segue destination="c" kind="show" id="fromObject"/></connections></customObject>
                            <exit id="e"/>
                            <controller id="c"><connections><segue destination="c" kind="show" id="fromController"/></connections></controller>
                            <controller id="later"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try StoryboardReaderTests.read(xml)
        #expect(storyboard.scenes.map { $0.controller?.id } == ["c"])
        #expect(Self.segues(storyboard) == ["s1: fromObject from customObject at 7", "s1: fromController from controller (controller) at 9"])
        #expect(storyboard.scenes[0].exits.map(\.id) == ["e"])
    }

    @Test func aSceneWithoutObjectsHasNoControllerAndItsSeguesNone() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1"><connections><segue destination="c" kind="show" id="loose"/></connections></scene>
                </scenes>
            </document>
            """
        let storyboard = try StoryboardReaderTests.read(xml)
        #expect(storyboard.scenes.map { $0.controller == nil } == [true])
        #expect(Self.segues(storyboard) == ["s1: loose from scene at 4"])
    }
}
