import Foundation
import Testing
@testable import SegueGenKit

/// docs/Storyboards.md lists every reason a segue is skipped, as the summary
/// words it, and the commands' usage lines as they are.
@Suite struct StoryboardDocsTests {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Storyboard
        .deletingLastPathComponent()  // SegueGenKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("docs/Storyboards.md")

    /// One value of each case of `SegueSkipReason`; the switch stops compiling when a case is added.
    static let everyReason: [SegueSkipReason] = {
        let location = SourceLocation(file: "Main.storyboard", line: 1, column: 1)
        let reasons: [SegueSkipReason] = [
            .relationship("rootViewController"), .noSourceViewController(element: "application"), .unsupportedRuntime(.watchKit),
            .otherFramework(.appKit), .embed, .noIdentifier, .emptyIdentifier, .sourceWithoutCustomClass,
            .unresolvedDestination(.missingDestination), .invalidTypeName("SegueGen", problem: ""), .noSwiftName(problem: ""),
            .conflictingDuplicate(first: location, destination: "X"),
        ]
        for reason in reasons {
            switch reason {
            case .relationship, .noSourceViewController, .unsupportedRuntime, .otherFramework, .embed, .noIdentifier, .emptyIdentifier,
                 .sourceWithoutCustomClass, .unresolvedDestination, .invalidTypeName, .noSwiftName, .conflictingDuplicate:
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
}
