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

    /// Lists drawn from a few case and method names (composed and decomposed
    /// é among them), so that most lists hold pairs that share one, both or
    /// neither: grouping by name finds what comparing every pair finds.
    @Test func groupingByNameFindsEveryPairThatSharesAName() {
        let caseNames = ["a", "b", "caf\u{E9}", "cafe\u{301}", "default"]
        let methodNames = ["performASegue", "performBSegue", "performCaf\u{E9}Segue", "performCafe\u{301}Segue"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let names = (0..<Int.random(in: 0...48, using: &generator)).map { _ in
                SegueNames(
                    bareCaseName: caseNames.randomElement(using: &generator) ?? "a", escaped: Bool.random(using: &generator),
                    methodName: methodNames.randomElement(using: &generator) ?? "performASegue")
            }
            var pairwise: [NameCollision] = []
            for first in names.indices {
                for second in names.indices where second > first {
                    let caseName = names[first].bareCaseName == names[second].bareCaseName ? names[first].bareCaseName : nil
                    let methodName = names[first].methodName == names[second].methodName ? names[first].methodName : nil
                    guard caseName != nil || methodName != nil else { continue }
                    pairwise.append(NameCollision(firstIndex: first, secondIndex: second, caseName: caseName, methodName: methodName))
                }
            }
            #expect(SwiftNaming.collisions(among: names) == pairwise, "\(names)")
        }
    }

    /// Thousands of segues in one scene, all named apart but for one pair.
    @Test func aSceneOfThousandsOfSeguesIsCheckedWholly() throws {
        var names = try (0..<5000).map { try SwiftNaming.segueNames(for: "show item \($0)").get() }
        names.append(try SwiftNaming.segueNames(for: "Show Item 17").get())
        #expect(SwiftNaming.collisions(among: names) == [
            NameCollision(firstIndex: 17, secondIndex: 5000, caseName: "showItem17", methodName: "performShowItem17Segue"),
        ])
    }
}
