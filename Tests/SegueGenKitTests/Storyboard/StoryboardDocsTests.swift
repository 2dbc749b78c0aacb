import Foundation
import Testing
@testable import SegueGenKit
import SegueGenTestSupport

/// docs/Storyboards.md lists every reason a segue or a scene created from its
/// storyboard is skipped, as the summary words it, and the commands' usage
/// lines as they are.
@Suite struct StoryboardDocsTests {
    static let docs = Repository.url("docs/Storyboards.md")

    /// One value of each case of `SegueSkipReason`; the switch stops compiling when a case is added.
    static let everyReason: [SegueSkipReason] = {
        let location = SourceLocation(file: "Main.storyboard", line: 1, column: 1)
        let reasons: [SegueSkipReason] = [
            .relationship("rootViewController"), .noSourceViewController(element: "application"), .unsupportedRuntime(.watchKit),
            .otherFramework(.appKit), .embed, .noIdentifier, .emptyIdentifier, .identifierTooLong(bytes: 70_000), .sourceWithoutCustomClass,
            .unresolvedDestination(.missingDestination), .invalidTypeName("SegueGen", problem: ""), .invalidModuleName("", problem: ""),
            .noSwiftName(problem: ""), .conflictingDuplicate(first: location, destination: "X"), .classNameCaseClash(with: "X"),
            .notInEveryLocalization(present: "Base.lproj/Main.storyboard", lacking: ["fr.lproj/Main.storyboard"]),
            .destinationNotInEveryLocalization([
                LocalizedDestination(storyboard: "Base.lproj/Main.storyboard", destination: "X"),
                LocalizedDestination(storyboard: "fr.lproj/Main.storyboard", destination: "Y"),
            ]),
        ]
        for reason in reasons {
            switch reason {
            case .relationship, .noSourceViewController, .unsupportedRuntime, .otherFramework, .embed, .noIdentifier, .emptyIdentifier,
                 .identifierTooLong, .sourceWithoutCustomClass, .unresolvedDestination, .invalidTypeName, .invalidModuleName, .noSwiftName,
                 .conflictingDuplicate, .classNameCaseClash, .notInEveryLocalization, .destinationNotInEveryLocalization:
                break
            }
        }
        return reasons
    }()

    @Test(arguments: everyReason)
    func everySkipReasonIsInTheTable(_ reason: SegueSkipReason) throws {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        #expect(text.contains("\n| \(reason.category) | "), "docs/Storyboards.md has no row for '\(reason.category)'")
    }

    /// One value of each case of `SceneSkipReason`; the switch stops compiling when a case is added.
    static let everySceneReason: [SceneSkipReason] = {
        let location = SourceLocation(file: "Main.storyboard", line: 1, column: 1)
        let reasons: [SceneSkipReason] = [
            .unsupportedRuntime(.watchKit), .otherFramework(.appKit), .reference, .withoutCustomClass, .invalidTypeName("SegueGen", problem: ""),
            .invalidModuleName("", problem: ""), .storyboardIdentifierTooLong(bytes: 70_000), .unusableStoryboardName(""), .classCreatedElsewhere(first: location), .sameSceneAsAnotherClass("X", first: location),
            .sameSceneOnAnotherPlatform("X", first: location, platform: .tvos), .classNameCaseClash(with: "X"), .containerWithoutCustomScene, .sceneInContainerNotFound(.missingDestination),
            .notInEveryLocalization(identifier: "X", present: "Base.lproj/Main.storyboard", lacking: ["fr.lproj/Main.storyboard"], createdFrom: nil),
            .notTheSameInEveryLocalization(identifier: "X", scenes: [
                LocalizedDestination(storyboard: "Base.lproj/Main.storyboard", destination: "X"),
                LocalizedDestination(storyboard: "fr.lproj/Main.storyboard", destination: "Y"),
            ], createdFrom: nil),
        ]
        for reason in reasons {
            switch reason {
            case .unsupportedRuntime, .otherFramework, .reference, .withoutCustomClass, .invalidTypeName, .invalidModuleName,
                 .storyboardIdentifierTooLong, .unusableStoryboardName,
                 .classCreatedElsewhere, .sameSceneAsAnotherClass, .sameSceneOnAnotherPlatform, .classNameCaseClash, .containerWithoutCustomScene,
                 .sceneInContainerNotFound, .notInEveryLocalization, .notTheSameInEveryLocalization:
                break
            }
        }
        return reasons
    }()

    /// The table of scenes comes after the segues' one, so each of its rows is looked for there.
    @Test(arguments: everySceneReason)
    func everySceneSkipReasonIsInTheScenesTable(_ reason: SceneSkipReason) throws {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        let table = try #require(text.range(of: "| reason | why the spec does not create the scene |"))
        #expect(text[table.upperBound...].contains("\n| \(reason.category) | "), "docs/Storyboards.md has no scene row for '\(reason.category)'")
    }
}
