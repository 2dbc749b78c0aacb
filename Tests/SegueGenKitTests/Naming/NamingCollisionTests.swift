import Testing
@testable import SegueGenKit

@Suite("Collisions")
struct NamingCollisionTests {
    @Test func spacedAndHumpedSpellingsCollide() {
        let identifiers = ["ScreenOneSegueButton", "showDetail", "Screen One Segue Button"]
        let found = SwiftNaming.collisions(amongIdentifiers: identifiers)
        #expect(found == [NameCollision(
            firstIndex: 0, secondIndex: 2,
            caseName: "screenOneSegueButton", methodName: "performScreenOneSegueButtonSegue")])
        #expect(found.map { [identifiers[$0.firstIndex], identifiers[$0.secondIndex]] }
            == [["ScreenOneSegueButton", "Screen One Segue Button"]])
        #expect(found.first?.name == "screenOneSegueButton")
        #expect(found.first?.description
            == "both become the case name 'screenOneSegueButton' and the method name 'performScreenOneSegueButtonSegue'")
    }

    @Test func methodOnlyCollision() {
        let found = SwiftNaming.collisions(amongIdentifiers: ["ScreenOneSegue", "Screen One"])
        #expect(found == [NameCollision(firstIndex: 0, secondIndex: 1, caseName: nil, methodName: "performScreenOneSegue")])
        #expect(found.first?.name == "performScreenOneSegue")
        #expect(found.first?.description == "both become the method name 'performScreenOneSegue'")
    }

    @Test func everyPairIsReportedInOrder() {
        let found = SwiftNaming.collisions(amongIdentifiers: ["show.detail", "other", "show_detail", "SHOW_DETAIL"])
        #expect(found.map { [$0.firstIndex, $0.secondIndex] } == [[0, 2], [0, 3], [2, 3]])
        #expect(found.allSatisfy { $0.caseName == "showDetail" && $0.methodName == "performShowDetailSegue" })
    }

    @Test func renamedCaseCollidesWithItsSpelledOutName() {
        let found = SwiftNaming.collisions(amongIdentifiers: ["none", "noneSegue"])
        #expect(found == [NameCollision(firstIndex: 0, secondIndex: 1, caseName: "noneSegue", methodName: "performNoneSegue")])
    }

    @Test func identifiersWithoutNamesAreSkippedButIndicesKept() {
        let found = SwiftNaming.collisions(amongIdentifiers: ["", "🚀", "a", "-", "A"])
        #expect(found.map { [$0.firstIndex, $0.secondIndex] } == [[2, 4]])
    }

    @Test func backticksDoNotMakeNamesDifferent() {
        let escaped = SegueNames(bareCaseName: "default", escaped: true, methodName: "performDefaultSegue")
        let bare = SegueNames(bareCaseName: "default", escaped: false, methodName: "performOtherSegue")
        #expect(SwiftNaming.collisions(among: [escaped, bare])
            == [NameCollision(firstIndex: 0, secondIndex: 1, caseName: "default", methodName: nil)])
    }

    @Test func explicitNameResolvesACollision() throws {
        let first = try SwiftNaming.segueNames(for: "ScreenOneSegueButton").get()
        let second = try SwiftNaming.segueNames(forExplicitName: "screenOneButtonSpaced").get()
        #expect(SwiftNaming.collisions(among: [first, second]).isEmpty)
    }

    @Test func distinctNamesDoNotCollide() {
        #expect(SwiftNaming.collisions(amongIdentifiers: ["showDetail", "showDetails", "showdetail"]).isEmpty)
    }
}
