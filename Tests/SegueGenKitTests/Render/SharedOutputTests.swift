import Testing
@testable import SegueGenKit

/// What keeps specs from sharing an output directory, reported as positioned diagnostics.
@Suite struct SharedOutputConflictTests {
    static func load(_ text: String, path: String) throws -> (SpecInput, [SourceFile]) {
        let loaded = SpecLoader.load(bytes: Array(text.utf8), path: path)
        return (SpecInput(spec: try #require(loaded.value), fileName: path), loaded.sources)
    }

    static func render(_ specs: [(String, String)]) throws -> String {
        let loaded = try specs.map { try load($0.1, path: $0.0) }
        let diagnostics = Generator.conflicts(among: loaded.map(\.0), paths: specs.map(\.0))
        return DiagnosticPrinter(sources: loaded.flatMap(\.1)).render(diagnostics)
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

    /// The copy of a scene is reported as such, and not again as a second
    /// scene with its Storyboard ID; a different scene with that Storyboard
    /// ID is, and one whose name differs only by dots is not.
    @Test func aRepeatedSceneIsNotComparedWithItsCopy() throws {
        #expect(try Self.render([
            ("A.yaml", "storyboard: Main\nscenes:\n  DetailViewController:\n    storyboardIdentifier: Detail\n"),
            ("B.yaml", "storyboard: Main\nscenes:\n  DetailViewController:\n    storyboardIdentifier: Detail\n"),
            ("C.yaml", "storyboard: Main\nscenes:\n  OtherViewController:\n    storyboardIdentifier: Detail\n"
                + "  Detail.ViewController:\n    storyboardIdentifier: Nested\n"),
        ]) == """
            B.yaml:3:3: error: scene 'DetailViewController' is also in A.yaml, which generates into the same directory; list its segues in one spec
              DetailViewController:
              ^
            A.yaml:3:3: note: 'DetailViewController' is declared here
              DetailViewController:
              ^
            C.yaml:4:27: error: scenes 'DetailViewController' and 'OtherViewController' are both the scene with Storyboard ID "Detail" of storyboard "Main"
                storyboardIdentifier: Detail
                                      ^
            A.yaml:4:27: note: 'DetailViewController' is that scene here
                storyboardIdentifier: Detail
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
            C.yaml:1:11: error: C.yaml has dispatch 'swizzle' but A.yaml has dispatch 'forward' (the default); they generate into one directory, which has one SegueGen.swift, which sets how every typed perform reaches prepare(for:sender:): give them the same dispatch
            dispatch: swizzle
                      ^

            """)
    }

    /// A spec that names no module may be in any; two that name theirs must agree.
    @Test func specsOfTwoModulesCannotShareTheSupportFile() throws {
        #expect(try Self.render([
            ("A.yaml", "scenes:\n  A:\n    segues:\n      go: B\n"),
            ("B.yaml", "module: App\nscenes:\n  B:\n    segues:\n      go: C\n"),
            ("C.yaml", "module: App\nscenes:\n  C:\n    segues:\n      go: D\n"),
            ("D.yaml", "module: Feature\nimports: [App]\nscenes:\n  D:\n    segues:\n      go: App.E\n"),
        ]) == """
            D.yaml:1:9: error: D.yaml has module 'Feature' but B.yaml has module 'App'; they generate into one directory, which has one SegueGen.swift, which is compiled into one module: give them the same module
            module: Feature
                    ^
            B.yaml:1:9: note: B.yaml's module is here
            module: App
                    ^

            """)
    }

    /// A spec that names no module is in the module of the others, and does not import it.
    @Test func aSpecWithoutAModuleIsInTheDirectorysModule() throws {
        let texts = [("A.yaml", "module: One\nscenes:\n  A:\n    segues:\n      go: B\n"), ("B.yaml", "imports: [One, Models]\nscenes:\n  C:\n    segues:\n      go: D\n")]
        #expect(try Self.render(texts) == "")
        let specs = try texts.map { name, text in SpecInput(spec: try #require(SpecLoader.load(bytes: Array(text.utf8), path: name).value), fileName: name) }
        let files = try Generator(templates: try TemplateSet.builtin(for: .ios)).generate(specs, layout: .filePerScene)
        let c = try #require(files.first { $0.path == "C+Segues.swift" })
        #expect(c.contents.contains("\nimport Models\nimport UIKit\n\n"), "\(c.contents)")
        #expect(!c.contents.contains("import One"))
    }

    @Test func specsOfTwoFrameworksCannotShareTheSupportFile() throws {
        #expect(try Self.render([
            ("A.yaml", "platform: ios\nscenes:\n  A:\n    segues:\n      go: B\n"),
            ("B.yaml", "platform: macos\nscenes:\n  B:\n    segues:\n      go: C\n"),
        ]) == """
            B.yaml:1:11: error: B.yaml has platform 'macos' but A.yaml has platform 'ios'; they generate into one directory, which has one SegueGen.swift, which is written for one UI framework, and these use AppKit and UIKit: give them the same platform
            platform: macos
                      ^
            A.yaml:1:11: note: A.yaml's platform is here
            platform: ios
                      ^

            """)
        // A later spec that leaves the platform to the default is reported at the earlier one's.
        #expect(try Self.render([
            ("A.yaml", "platform: macos\nscenes:\n  A:\n    segues:\n      go: B\n"),
            ("B.yaml", "scenes:\n  B:\n    segues:\n      go: C\n"),
        ]).hasPrefix("A.yaml:1:11: error: B.yaml has platform 'ios' (the default) but A.yaml has platform 'macos'; "))
    }

    /// `ios` and `tvos` specs share a directory when the templates render one
    /// support file for both, as the built-in ones do; a template that prints
    /// the platform's name makes them differ.
    @Test func uikitPlatformsShareTheSupportFileTheTemplatesRenderAlike() throws {
        let specs = [
            ("A.yaml", "platform: ios\nscenes:\n  A:\n    segues:\n      go: B\n"),
            ("B.yaml", "platform: tvos\nscenes:\n  B:\n    segues:\n      go: C\n"),
        ]
        #expect(try Self.render(specs) == "")
        let loaded = try specs.map { try Self.load($0.1, path: $0.0) }
        let builtin = Generator(templates: try TemplateSet.builtin(for: .ios))
        #expect(try builtin.supportFileConflicts(among: loaded.map(\.0), paths: ["A.yaml", "B.yaml"]) == [])

        let naming = try MustacheTemplate(name: "support", source: "// for {{platform.name}}\n")
        let custom = Generator(templates: TemplateSet(scene: try MustacheTemplate(name: "scene", source: ""), support: naming))
        let conflicts = try custom.supportFileConflicts(among: loaded.map(\.0), paths: ["A.yaml", "B.yaml"])
        #expect(DiagnosticPrinter(sources: loaded.flatMap(\.1)).render(conflicts) == """
            B.yaml:1:11: error: B.yaml has platform 'tvos' but A.yaml has platform 'ios'; they generate into one directory, which has one SegueGen.swift, which the templates render differently for 'tvos' and 'ios': give them the same platform
            platform: tvos
                      ^
            A.yaml:1:11: note: A.yaml's platform is here
            platform: ios
                      ^

            """)
    }
}

/// Files rendered on several threads come out in the order of the specs and
/// their scenes, with each failure at its own file.
@Suite struct ConcurrentGenerationTests {
    struct Refused: Error, Equatable {
        var path: String
    }

    /// Two specs of one directory: 40 scenes (one without segues, which
    /// gets no file) and 3 more.
    static func inputs() throws -> [SpecInput] {
        var first = "scenes:\n"
        for index in 0..<40 {
            first += index == 20 ? "  Empty: {}\n" : "  S\(index):\n    segues:\n      go: S\(index + 1)\n"
        }
        let second = "scenes:\n" + (0..<3).map { "  T\($0):\n    segues:\n      back: S0\n" }.joined()
        return try [("A.yaml", first), ("B.yaml", second)].map { try SharedOutputConflictTests.load($0.1, path: $0.0).0 }
    }

    static let expectedPaths = (0..<40).filter { $0 != 20 }.map { "S\($0)+Segues.swift" }
        + (0..<3).map { "T\($0)+Segues.swift" } + ["SegueGen.swift"]

    @Test func filesComeInSpecAndSceneOrderWithFailuresAtTheirFile() throws {
        let generator = Generator(templates: try TemplateSet.builtin(for: .ios))
        let inputs = try Self.inputs()
        let outcomes = generator.generate(inputs, layout: .filePerScene) { file throws(Refused) -> String in
            if file.path == "S17+Segues.swift" || file.path == "T1+Segues.swift" { throw Refused(path: file.path) }
            return file.path
        }
        #expect(outcomes.count == Self.expectedPaths.count)
        for (outcome, path) in zip(outcomes, Self.expectedPaths) {
            if path == "S17+Segues.swift" || path == "T1+Segues.swift" {
                #expect(throws: Refused(path: path)) { try outcome.get() }
            } else {
                #expect(try outcome.get() == path)
            }
        }
        // The files themselves: each scene's own, the support file naming both specs.
        let files = try generator.generate(inputs, layout: .filePerScene)
        #expect(files.map(\.path) == Self.expectedPaths)
        #expect(files[5].contents.contains("extension S5 {"))
        #expect(files[5].contents.contains("case go(S6)"))
        #expect(files.last?.contents.hasPrefix("// Generated by seguegen from A.yaml, B.yaml. Do not edit.\n") == true)
    }

    /// `--single-file`: the support file, then every scene file in order
    /// without its preamble (header, lint comment, blank line, import, blank
    /// line), which the support file's covers.
    @Test func aSingleFileJoinsTheFilesInOrderUnderOneHeader() throws {
        let generator = Generator(templates: try TemplateSet.builtin(for: .ios))
        let inputs = try Self.inputs()
        let files = try generator.generate(inputs, layout: .filePerScene)
        let single = try generator.generate(inputs, layout: .singleFile)
        #expect(single.map(\.path) == ["SegueGen.swift"])
        for file in files.dropLast() {
            #expect(file.contents.hasPrefix("// Generated by seguegen from A.yaml. Do not edit.\n// swiftlint:disable all\n// swift-format-ignore-file\n// swiftformat:disable all\n\nimport UIKit\n\nextension ")
                || file.contents.hasPrefix("// Generated by seguegen from B.yaml. Do not edit.\n// swiftlint:disable all\n// swift-format-ignore-file\n// swiftformat:disable all\n\nimport UIKit\n\nextension "))
        }
        let scenes = files.dropLast().map { $0.contents.split(separator: "\n", maxSplits: 7, omittingEmptySubsequences: false)[7] }
        #expect(single.first?.contents == ([files[files.count - 1].contents] + scenes.map(String.init)).joined(separator: "\n"))
    }

    /// The scene template renders a scene's part of the single file without the header (its
    /// context's `singleFile`), and the support file imports what each scene file would; a
    /// scene template that renders the header all the same fails at the template.
    @Test func aSceneTemplateThatRendersTheHeaderInTheSingleFileIsAnError() throws {
        let spec = try SharedOutputConflictTests.load("imports: [Models]\nscenes:\n  A:\n    segues:\n      go: B\n", path: "A.yaml").0
        let support = try MustacheTemplate(name: "support", source: "// {{header}}\n{{#importDeclarations}}\n{{.}}\n{{/importDeclarations}}\n")
        let generator = { (scene: String) in
            Generator(templates: TemplateSet(scene: try MustacheTemplate(name: "T/scene.mustache", source: scene), support: support))
        }
        let single = try generator("{{^singleFile}}\n// {{header}}\n{{/singleFile}}\nextension {{scene.typeName}} {}\n").generate([spec], layout: .singleFile)
        #expect(single == [GeneratedFile(path: "SegueGen.swift", contents: """
            // Generated by seguegen from A.yaml. Do not edit.
            import UIKit
            import Models

            extension A {}

            """)])
        #expect {
            try generator("// {{header}}\nextension {{scene.typeName}} {}\n").generate([spec], layout: .singleFile)
        } throws: { error in
            let error = try #require(error as? MustacheError)
            return (error.templateName, error.line, error.column) == ("T/scene.mustache", 1, 1)
                && error.message.hasPrefix("the template renders 'A+Segues.swift' for the single file with seguegen's header line first")
        }
    }
}
