import Testing
@testable import SegueGenKit

/// What keeps specs from sharing an output directory, reported as positioned diagnostics.
@Suite struct SharedOutputConflictTests {
    static func load(_ text: String, path: String) throws -> (SpecInput, SourceFile) {
        let loaded = SpecLoader.load(bytes: Array(text.utf8), path: path)
        return (SpecInput(spec: try #require(loaded.spec), fileName: path), loaded.source)
    }

    static func render(_ specs: [(String, String)]) throws -> String {
        let loaded = try specs.map { try load($0.1, path: $0.0) }
        let diagnostics = Generator.conflicts(among: loaded.map(\.0), paths: specs.map(\.0))
        return DiagnosticPrinter(sources: loaded.map(\.1)).render(diagnostics)
    }

    @Test func specsWithDistinctScenesAndOneDispatchCanShare() throws {
        #expect(try Self.render([
            ("A.yaml", "scenes:\n  A:\n    segues:\n      go: B\n"),
            ("B.yaml", "dispatch: forward\nscenes:\n  B:\n    segues:\n      back: A\n  A2: {}\n"),
        ]) == "")
    }

    @Test func aSceneInTwoSpecsIsAnErrorAtTheSecond() throws {
        #expect(try Self.render([
            ("A.yaml", "scenes:\n  ListViewController:\n    segues:\n      go: B\n"),
            ("B.yaml", "scenes:\n  Other:\n    segues:\n      go: C\n  ListViewController:\n    segues:\n      more: D\n"),
        ]) == """
            B.yaml:5:3: error: scene 'ListViewController' is also in A.yaml, which generates into the same directory; list its segues in one spec
              ListViewController:
              ^
            A.yaml:2:3: note: 'ListViewController' is declared here
              ListViewController:
              ^

            """)
    }

    @Test func scenesDifferingOnlyInCaseClashAcrossSpecs() throws {
        #expect(try Self.render([
            ("A.yaml", "scenes:\n  ListViewController:\n    segues:\n      go: B\n"),
            ("B.yaml", "scenes:\n  LISTViewController:\n    segues:\n      go: C\n"),
        ]).hasPrefix("B.yaml:2:3: error: scenes 'ListViewController' and 'LISTViewController' differ only in case, so their files would too"))
    }

    @Test func aSceneWithoutSeguesGetsNoFileSoItDoesNotClash() throws {
        #expect(try Self.render([
            ("A.yaml", "scenes:\n  ListViewController:\n    segues:\n      go: B\n"),
            ("B.yaml", "scenes:\n  ListViewController: {}\n  Other:\n    segues:\n      go: C\n"),
        ]) == "")
    }

    @Test func aSceneWithOnlyInheritedSeguesGetsAFileSoItClashes() throws {
        #expect(try Self.render([
            ("A.yaml", "scenes:\n  ListViewController:\n    segues:\n      go: B\n"),
            ("B.yaml", "scenes:\n  BaseViewController:\n    segues:\n      back: C\n  ListViewController:\n    superclass: BaseViewController\n"),
        ]).hasPrefix("B.yaml:5:3: error: scene 'ListViewController' is also in A.yaml"))
    }

    @Test func specsWithDifferentDispatchCannotShareTheSupportFile() throws {
        #expect(try Self.render([
            ("A.yaml", "scenes:\n  A:\n    segues:\n      go: B\n"),
            ("B.yaml", "scenes:\n  B:\n    segues:\n      go: C\n"),
            ("C.yaml", "dispatch: swizzle\nscenes:\n  C:\n    segues:\n      go: D\n"),
        ]) == """
            seguegen: error: A.yaml and C.yaml generate into one directory, which has one SegueGen.swift, but A.yaml has dispatch 'forward' and C.yaml has 'swizzle'; give them the same dispatch

            """)
    }
}
