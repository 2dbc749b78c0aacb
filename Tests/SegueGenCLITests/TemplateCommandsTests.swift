import Foundation
import SegueGenCLITestSupport
import SegueGenKit
import Testing

/// `seguegen templates`, `seguegen context` and `--templates`.
@Suite struct TemplateCommandsTests {
    static let spec = """
        scenes:
          ListViewController:
            segues:
              showDetail: DetailViewController

        """

    /// Runs `seguegen <specs> -o Out --templates <templates>` in
    /// `directory`, with `Self.spec` as `Nav.yaml` and `files` (text by path).
    static func generate(in directory: TemporaryDirectory, templates: String, files: [String: String], specs: [String] = ["Nav.yaml"]) throws -> ToolRun {
        _ = try directory.write(spec, to: "Nav.yaml")
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            _ = try directory.write(text, to: path)
        }
        return ToolRun.run(specs + ["-o", "Out", "--templates", templates], in: directory.url)
    }

    /// A misspelt name would render as nothing: it is an error at its tag, and nothing is written.
    @Test func aNameTheContextCannotHaveFailsTheRun() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(
            in: directory, templates: "T", files: ["T/uikit-scene.swift.mustache": "// {{header}}\nextension {{scene.typName}} {}\n"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            T/uikit-scene.swift.mustache:2:11: error: 'scene.typName' is not in the template context here; did you mean 'typeName'?
            extension {{scene.typName}} {}
                      ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    @Test func listNamesEveryBuiltinTemplate() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = ToolRun.run(["templates", "list"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == """
            uikit-scene.swift     one source scene's segue enums and perform methods (UIKit)
            uikit-support.swift   SegueGen, the runtime support of an output directory (UIKit)
            appkit-scene.swift    one source scene's segue enums and perform methods (AppKit)
            appkit-support.swift  SegueGen, the runtime support of an output directory (AppKit)
            preamble              the header and imports every file starts with (partial)
            scene-segues          a source scene's code, with the platform's parts as blocks (partial)
            support-segue-gen     the support file, with the platform's parts as blocks (partial)
            support-failure       SegueGen.Failure and failureHandler, with the platform's cases as blocks (partial)

            """)
    }

    @Test(arguments: ["uikit-scene.swift", "uikit-scene.swift.mustache"])
    func catPrintsTheBuiltinText(_ name: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = ToolRun.run(["templates", "cat", name], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == BuiltinTemplate.named("uikit-scene.swift")?.text)
        #expect(run.stdout.hasPrefix("{{! One source scene's typed segues, for UIKit."))
    }

    @Test func catOfAnUnknownTemplateNamesTheKnownOnes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = ToolRun.run(["templates", "cat", "scene"], in: directory.url)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == "seguegen: error: there is no built-in template named 'scene'; the built-in templates are uikit-scene.swift, uikit-support.swift, appkit-scene.swift, appkit-support.swift, preamble, scene-segues, support-segue-gen, support-failure\n"
            + "Usage: seguegen templates (list | cat <name>)\n"
            + "Run 'seguegen templates --help' for more information.\n")
    }

    @Test(arguments: [
        (["templates"], "missing action; use 'templates list' or 'templates cat <name>'"),
        (["templates", "show"], "unknown 'templates' action 'show'; use 'list' or 'cat'"),
        (["templates", "cat"], "'templates cat' takes one template name; see 'seguegen templates list'"),
        (["context"], "missing spec file"),
    ])
    func usageErrors(_ arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = ToolRun.run(arguments, in: directory.url)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("seguegen: error: \(message)\n"), "\(run.stderr)")
    }

    @Test func contextPrintsWhatEachTemplateReceives() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write(Self.spec, to: "Nav.yaml")
        let run = ToolRun.run(["context", "Nav.yaml"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(json.map { $0["path"] as? String } == ["ListViewController+Segues.swift", "SegueGen.swift"])
        #expect(json.map { $0["template"] as? String } == ["uikit-scene.swift", "uikit-support.swift"])
        let scene = try #require((json[0]["context"] as? [String: Any])?["scene"] as? [String: Any])
        #expect(scene["typeName"] as? String == "ListViewController")
        let segue = try #require((scene["segues"] as? [[String: Any]])?.first)
        #expect(segue["identifierLiteral"] as? String == "\"showDetail\"")
        #expect(segue["methodName"] as? String == "performShowDetailSegue")
        #expect(segue["hasConfigure"] as? Bool == true)
        #expect(segue["explicitRawValue"] == nil)
    }

    /// Specs of one directory print together, as generation renders them: a
    /// subclass's inherited segues, and one support file naming both specs.
    @Test func contextOfSeveralSpecsIsWhatGenerationRendersForThem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write("scenes:\n  BaseViewController:\n    segues:\n      showA: AViewController\n", to: "Base.yaml")
        _ = try directory.write("scenes:\n  SubViewController:\n    superclass: BaseViewController\n    segues:\n      showB: BViewController\n", to: "Sub.yaml")
        let alone = ToolRun.run(["context", "Sub.yaml"], in: directory.url)
        #expect(alone.status == 1)
        #expect(alone.stderr.hasPrefix("Sub.yaml:3:17: error: 'BaseViewController' is not a scene of this spec"), "\(alone.stderr)")

        let run = ToolRun.run(["context", "Sub.yaml", "Base.yaml"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(json.map { $0["path"] as? String } == ["BaseViewController+Segues.swift", "SubViewController+Segues.swift", "SegueGen.swift"])
        let contexts = json.map { $0["context"] as? [String: Any] }
        #expect(contexts.map { $0?["header"] as? String } == [
            "Generated by seguegen from Base.yaml. Do not edit.", "Generated by seguegen from Sub.yaml. Do not edit.",
            "Generated by seguegen from Base.yaml, Sub.yaml. Do not edit.",
        ])
        let sub = try #require(contexts[1]?["scene"] as? [String: Any])
        #expect((sub["segues"] as? [[String: Any]])?.map { $0["caseName"] as? String } == ["showA", "showB"])
        #expect((sub["ownSegues"] as? [[String: Any]])?.map { $0["caseName"] as? String } == ["showB"])

        // As generation does: a missing spec, another's error, the specs that
        // loaded checked among themselves, and the templates, in one run.
        _ = try directory.write("module: One\nscenes:\n  OneViewController:\n    segues:\n      go: Other\n", to: "One.yaml")
        _ = try directory.write("module: Two\nscenes:\n  TwoViewController:\n    segues:\n      go: Other\n", to: "Two.yaml")
        _ = try directory.write("scenes:\n  Bad:\n    segeus: {}\n", to: "Bad.yaml")
        _ = try directory.write("// {{header}}\n{{#scene}}\n", to: "Mine/uikit-scene.swift.mustache")
        let all = ToolRun.run(["context", "Missing.yaml", "Bad.yaml", "One.yaml", "Two.yaml", "--templates", "Mine"], in: directory.url)
        #expect((all.status, all.stdout) == (1, ""))
        let messages = all.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(messages.map { $0.prefix(40) } == [
            "seguegen: error: cannot read spec 'Missi", "Bad.yaml:3:5: error: unknown key 'segeus",
            "Two.yaml:1:9: error: Two.yaml has module", "Mine/uikit-scene.swift.mustache:2:1: err",
        ], "\(all.stderr)")

        let twice = ToolRun.run(["context", "Sub.yaml", "./Sub.yaml"], in: directory.url)
        #expect(twice.status == 64)
        #expect(twice.stderr.hasPrefix("seguegen: error: spec './Sub.yaml' is given twice, as 'Sub.yaml' before\n"), "\(twice.stderr)")
    }

    @Test func aTemplateDirectoryReplacesTheSceneTemplateAndProvidesPartials() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "Mine", files: [
            "Mine/header.mustache": "// {{header}}\n",
            "Mine/uikit-scene.swift.mustache": "{{> header}}\n{{#scene.segues}}\n// {{methodName}} shows {{destinationType}}\n{{/scene.segues}}\n",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: directory.file("Out/ListViewController+Segues.swift"), encoding: .utf8) == """
            // Generated by seguegen from ../Nav.yaml. Do not edit.
            // performShowDetailSegue shows DetailViewController

            """)
        // The support file stays built-in.
        #expect(try String(contentsOf: directory.file("Out/SegueGen.swift"), encoding: .utf8).contains("enum SegueGen {"))
    }

    /// A partial named like a built-in one replaces it in the built-in support template too.
    @Test func aPartialNamedLikeABuiltinPartialReplacesIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "Mine", files: [
            "Mine/uikit-scene.swift.mustache": "// {{header}}\n",
            "Mine/preamble.mustache": "// {{header}}\nimport UIKit\n// Reviewed by the platform team.\n",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let support = try String(contentsOf: directory.file("Out/SegueGen.swift"), encoding: .utf8)
        #expect(support.hasPrefix("""
            // Generated by seguegen from ../Nav.yaml. Do not edit.
            import UIKit
            // Reviewed by the platform team.

            /// Runtime support for the typed segue methods that seguegen generates.
            """), "\(support)")
    }

    @Test func aTemplateFileReplacesTheSceneTemplate() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "scene.mustache", files: [
            "scene.mustache": "// {{header}}\n// {{scene.typeName}}\n",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: directory.file("Out/ListViewController+Segues.swift"), encoding: .utf8) == """
            // Generated by seguegen from ../Nav.yaml. Do not edit.
            // ListViewController

            """)
    }

    @Test func templateErrorsArePositionedAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "Mine", files: [
            "Mine/uikit-scene.swift.mustache": "ok\n{{#scene.segues}}\n  {{methodName\n",
            "Mine/broken.mustache": "{{/nothing}}\n",
        ])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("Mine/broken.mustache:1:1: error: "), "\(run.stderr)")
        #expect(run.stderr.contains("Mine/uikit-scene.swift.mustache:3:3: error: "), "\(run.stderr)")
        #expect(run.stderr.contains("  {{methodName\n  ^\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    /// Templates are UTF-8, as specs are: a byte that is not UTF-8 is an
    /// error at its position (it reached the generated code as U+FFFD), and
    /// a UTF-16 partial an error at 1:1 that quotes its text (its NUL bytes
    /// reached the generated code); nothing is written.
    @Test func aTemplateThatIsNotUTF8IsAnErrorAtItsPosition() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write(Self.spec, to: "Nav.yaml")
        _ = try directory.write("", to: "Mine/.keep")
        var latin1 = Array("// {{header}}\ncaf".utf8)
        latin1 += [0xE9, 0x0A]
        try Data(latin1).write(to: directory.file("Mine/uikit-scene.swift.mustache"))
        let utf16 = [UInt8]([0xFF, 0xFE]) + Array("let x = 1\n".utf8).flatMap { [$0, 0] }
        try Data(utf16).write(to: directory.file("Mine/footer.mustache"))
        let run = ToolRun.run(["Nav.yaml", "-o", "Out", "--templates", "Mine"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            Mine/footer.mustache:1:1: error: the file is UTF-16; seguegen reads UTF-8 only: save the template as UTF-8
            let x = 1
            ^
            Mine/uikit-scene.swift.mustache:2:4: error: byte 0xE9 is not valid UTF-8; seguegen reads UTF-8 only: save the template as UTF-8 (was it written in Latin-1 or Windows-1252?)
            caf\u{FFFD}
               ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    /// A template's problems are reported with the specs' in one run.
    @Test func templateErrorsComeWithSpecErrors() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try directory.write("scenes:\n  AViewController:\n    segues:\n      s:\n        destinaton: BViewController\n", to: "Bad.yaml")
        let run = try Self.generate(in: directory, templates: "Mine", files: [
            "Mine/uikit-scene.swift.mustache": "// {{header}}\n{{#scene}}\n",
        ], specs: ["Bad.yaml", "Nav.yaml"])
        #expect((run.status, run.stdout) == (1, ""))
        #expect(run.stderr == """
            Bad.yaml:5:9: error: unknown key 'destinaton' in segue "s"; did you mean 'destination'?
                    destinaton: BViewController
                    ^
            Mine/uikit-scene.swift.mustache:2:1: error: '{{#scene}}' is never closed
            {{#scene}}
            ^

            """)

        // The only spec failing still gives its platform for the templates; a
        // spec whose platform cannot be read leaves them unread.
        let alone = try Self.generate(in: directory, templates: "Mine", files: [:], specs: ["Bad.yaml"])
        #expect((alone.status, alone.stdout) == (1, ""))
        #expect(alone.stderr.contains("Bad.yaml:5:9: error: unknown key 'destinaton'"), "\(alone.stderr)")
        #expect(alone.stderr.contains("Mine/uikit-scene.swift.mustache:2:1: error: '{{#scene}}' is never closed"), "\(alone.stderr)")
        _ = try directory.write("platform: iso\nscenes: {}\n", to: "Typo.yaml")
        let typo = try Self.generate(in: directory, templates: "Mine", files: [:], specs: ["Typo.yaml"])
        #expect((typo.status, typo.stdout) == (1, ""))
        #expect(typo.stderr.hasPrefix("Typo.yaml:1:11: error:"), "\(typo.stderr)")
        #expect(!typo.stderr.contains("Mine/"), "\(typo.stderr)")
    }

    /// Files render on every core; a template that fails for two of many
    /// scenes is reported once, at its tag, and the directory stays as it
    /// was: no file replaced, none removed, no temporary file left.
    @Test func aTemplateThatFailsForSomeScenesWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var spec = "scenes:\n  BaseViewController:\n    segues:\n      back: HomeViewController\n"
        for index in 0..<60 {
            let superclass = [10, 45].contains(index) ? "    superclass: BaseViewController\n" : ""
            spec += "  Scene\(index)ViewController:\n\(superclass)    segues:\n      go: Scene\((index + 1) % 60)ViewController\n"
        }
        _ = try directory.write(spec, to: "Nav.yaml")
        _ = try directory.write("// {{header}}\n{{#scene.superclass}}\n{{scene.segues}}\n{{/scene.superclass}}\n", to: "Mine/uikit-scene.swift.mustache")
        let old = "// Generated by seguegen from Nav.yaml. Do not edit.\n// old\n"
        for name in ["Scene3ViewController+Segues.swift", "Scene50ViewController+Segues.swift", "Gone+Segues.swift"] {
            _ = try directory.write(old, to: "Out/" + name)
        }
        let run = ToolRun.run(["Nav.yaml", "-o", "Out", "--templates", "Mine"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Mine/uikit-scene.swift.mustache:3:1: error: "), "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "error:").count == 2, "one error: \(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.file("Out").path).sorted()
        #expect(names == ["Gone+Segues.swift", "Scene3ViewController+Segues.swift", "Scene50ViewController+Segues.swift"])
        for name in names {
            #expect(try String(contentsOf: directory.file("Out/" + name), encoding: .utf8) == old)
        }
    }

    /// A partial tag naming no partial renders nothing (the Mustache spec's
    /// rule), so the file generates, but each such tag is a warning at its
    /// position, in any template of the directory; a dynamic name is not.
    @Test func aPartialTagNamingNoPartialIsAWarningAtTheTag() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "Mine", files: [
            "Mine/uikit-scene.swift.mustache": "// {{header}}\n{{> rows}}{{>*scene.typeName}}\n",
            "Mine/rows.mustache": "{{#scene.segues}}\n{{> rowz}}\n{{/scene.segues}}\n{{<frame}}{{/frame}}\n",
        ])
        #expect(run.status == 0)
        // Exactly these two: the dynamic `{{>*scene.typeName}}` depends on the data.
        #expect(run.stderr == """
            Mine/rows.mustache:2:1: warning: templates 'Mine' has no partial 'rowz' (a file 'rowz.mustache'), so this tag renders nothing; did you mean 'rows'?
            {{> rowz}}
            ^
            Mine/rows.mustache:4:1: warning: templates 'Mine' has no partial 'frame' (a file 'frame.mustache'), so this tag renders nothing
            {{<frame}}{{/frame}}
            ^

            """)
        #expect(try String(contentsOf: directory.file("Out/ListViewController+Segues.swift"), encoding: .utf8)
            == "// Generated by seguegen from ../Nav.yaml. Do not edit.\n\n")

        let strict = ToolRun.run(["Nav.yaml", "-o", "Strict", "--templates", "Mine", "--warnings-as-errors"], in: directory.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix(
            "Mine/rows.mustache:2:1: error: templates 'Mine' has no partial 'rowz' (a file 'rowz.mustache'), so this tag renders nothing; "
                + "did you mean 'rows'? [--warnings-as-errors]\n"), "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.file("Strict").path))
    }

    @Test func aPartialInASubdirectoryIsNotFound() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "Mine", files: [
            "Mine/uikit-scene.swift.mustache": "// {{header}}\n{{> sub/rows}}\n",
            "Mine/sub/rows.mustache": "// rows\n",
        ])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("Mine/uikit-scene.swift.mustache:2:1: warning: templates 'Mine' has no partial 'sub/rows' (a file 'sub/rows.mustache'), "
            + "so this tag renders nothing; partials are the .mustache files directly in the templates directory, not in its subdirectories\n"), "\(run.stderr)")
    }

    @Test func aPartialTagInATemplateFileIsAWarning() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "scene.mustache", files: [
            "scene.mustache": "// {{header}}\n  {{> rows}}\n",
        ])
        #expect(run.status == 0)
        #expect(run.stderr == """
            scene.mustache:2:3: warning: partial 'rows' renders nothing: templates 'scene.mustache' is one file, and partials are the other .mustache files of a templates directory
              {{> rows}}
              ^

            """)
    }

    /// A misspelt template is only a partial no tag includes: the built-in
    /// template is used, with a warning; another framework's template, and a
    /// partial that is included, get none.
    @Test func aMisspeltTemplateNameIsAWarning() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "Mine", files: [
            "Mine/uikit-scne.swift.mustache": "// {{header}}\n// custom\n",
            "Mine/uikit-support.swift.mustache": BuiltinTemplate.named("uikit-support.swift")?.text ?? "",
            "Mine/appkit-scene.swift.mustache": "// {{header}}\n",
        ])
        #expect(run.status == 0)
        #expect(run.stderr == "seguegen: warning: 'uikit-scne.swift.mustache' in templates 'Mine' is no template seguegen renders, "
            + "and no template includes it; did you mean 'uikit-scene.swift.mustache'? (the built-in one is used)\n")
        #expect(try String(contentsOf: directory.file("Out/ListViewController+Segues.swift"), encoding: .utf8).contains("enum SegueIdentifier"))
    }

    /// Beside the template by its right name, which is used, a misspelt copy
    /// is a stray file: the warning does not say the built-in one is used.
    @Test func aMisspeltCopyBesideTheTemplateIsAStrayFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "Mine", files: [
            "Mine/uikit-scene.swift.mustache": "// {{header}}\n// custom\n",
            "Mine/uikit-scne.swift.mustache": "x",
        ])
        #expect(run.status == 0)
        #expect(run.stderr == "seguegen: warning: 'uikit-scne.swift.mustache' in templates 'Mine' is no template seguegen renders, "
            + "and no template includes it, so it is not used ('uikit-scene.swift.mustache' there is); remove it\n")
        #expect(try String(contentsOf: directory.file("Out/ListViewController+Segues.swift"), encoding: .utf8).hasSuffix("\n// custom\n"))
    }

    @Test func aTemplateFileNamedLikeTheSupportTemplateIsAWarning() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "uikit-support.swift.mustache", files: [
            "uikit-support.swift.mustache": "// {{header}}\n",
        ])
        #expect(run.status == 0)
        #expect(run.stderr == "seguegen: warning: 'uikit-support.swift.mustache' is named like the support template, but a template file given to "
            + "--templates renders each scene of platform 'ios'; to replace another template, pass a directory that holds it\n")
    }

    /// A directory with no template for the platform is an error; when its
    /// only template is misspelt, the error names it with the fix.
    @Test(arguments: [
        (["Mine/other.mustache": "x\n"], ""),
        (["Mine/other.mustache": "x\n", "Mine/uikit-scne.swift.mustache": "// {{header}}\n"],
         "; did you mean 'uikit-scene.swift.mustache' for 'uikit-scne.swift.mustache'?"),
    ])
    func aDirectoryWithoutTemplatesForThePlatformIsAnError(_ files: [String: String], _ hint: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = try Self.generate(in: directory, templates: "Mine", files: files)
        #expect(run.status == 1)
        #expect(run.stderr == "seguegen: error: templates 'Mine' has no template for platform 'ios'; expected 'uikit-scene.swift.mustache' or "
            + "'uikit-support.swift.mustache'\(hint)\n")
    }
}
