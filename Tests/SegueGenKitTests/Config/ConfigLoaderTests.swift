import Foundation
import Testing
@testable import SegueGenKit

/// Config files decode into entries, and every mistake in one is reported
/// like a mistake in a spec: position, source line, caret, suggestion.
@Suite struct ConfigLoaderTests {
    static let directory = URL(fileURLWithPath: "/project", isDirectory: true)

    static func load(_ text: String) -> Loaded<GenerationConfig> {
        ConfigLoader.load(bytes: Array(text.utf8), path: "seguegen.yml", directory: directory)
    }

    static func rendered(_ text: String) -> String {
        let result = load(text)
        return DiagnosticPrinter(sources: result.sources).render(result.diagnostics)
    }

    @Test func decodesEntriesInFileOrder() throws {
        let result = Self.load("""
            generate:
              - specs: App/Navigation.yaml
                output: App/Generated
              - specs: [Settings/Settings.yaml, Settings/Account.yaml]
                output: Settings/Generated
                single-file: true
                warnings-as-errors: true
                lint:
                  storyboards: [App/Base.lproj, Settings.storyboard]
                  warnings-as-errors: true
            """)
        #expect(result.diagnostics.isEmpty)
        let config = try #require(result.value)
        #expect(config.entries.count == 2)
        #expect(config.entries[0].specs.map(\.value) == ["App/Navigation.yaml"])
        #expect(config.entries[0].specs[0].location == SourceLocation(file: "seguegen.yml", line: 2, column: 12))
        #expect(config.entries[0].output.value == "App/Generated")
        #expect(config.entries[0].layout == .filePerScene)
        #expect(config.entries[0].warningsAsErrors == false)
        #expect(config.entries[1].specs.map(\.value) == ["Settings/Settings.yaml", "Settings/Account.yaml"])
        #expect(config.entries[1].layout == .singleFile)
        #expect(config.entries[1].warningsAsErrors == true)
        #expect(config.entries[0].lint == nil)
        #expect(config.entries[1].lint?.storyboards.map(\.value) == ["App/Base.lproj", "Settings.storyboard"])
        #expect(config.entries[1].lint?.warningsAsErrors == true)
    }

    @Test func anchorsMergeKeysAndExtensionKeysShareSettings() throws {
        let result = Self.load("""
            x-strict: &strict
              warnings-as-errors: true
              single-file: true
            generate:
              - <<: *strict
                specs: A.yaml
                output: A
              - <<: *strict
                specs: B.yaml
                output: B
                single-file: false
            """)
        #expect(result.diagnostics.isEmpty)
        let entries = try #require(result.value).entries
        #expect(entries.map(\.warningsAsErrors) == [true, true])
        #expect(entries.map(\.layout) == [.singleFile, .filePerScene], "a key written in the entry wins over a merged one")
    }

    /// A mistake in shared settings is reported once, where it is written,
    /// with a note at each entry that merges it, as in a spec.
    @Test func aMistakeInSharedSettingsNotesEachEntryThatMergesIt() {
        #expect(Self.rendered("""
            x-strict: &strict {single-file: yes}
            generate:
              - {<<: *strict, specs: A.yaml, output: A}
              - {<<: *strict, specs: B.yaml, output: B}
            """) == """
            seguegen.yml:1:33: error: expected true or false for 'single-file', found 'yes'
            x-strict: &strict {single-file: yes}
                                            ^
            seguegen.yml:3:10: note: '<<' in entry 1 of 'generate' merges this through alias '*strict'
              - {<<: *strict, specs: A.yaml, output: A}
                     ^
            seguegen.yml:4:10: note: '<<' in entry 2 of 'generate' merges this through alias '*strict'
              - {<<: *strict, specs: B.yaml, output: B}
                     ^

            """)
    }

    @Test(arguments: [
        // The file as a whole, through the checks specs get.
        ("", "seguegen.yml:1:1: error: the config file is empty; expected a mapping with a 'generate' key\n"),
        ("generate: []\n---\ngenerate: []\n", """
            seguegen.yml:1:11: error: 'generate' is empty; add an entry with 'specs' and 'output'
            generate: []
                      ^
            seguegen.yml:2:1: error: the config file has 2 YAML documents; put the whole config file in one document
            ---
            ^

            """),
        ("generate:\n  - specs: [a.yaml\n", """
            seguegen.yml:2:19: error: did not find expected ',' or ']'; is a '[' not closed, or a comma missing?
              - specs: [a.yaml
                              ^
            seguegen.yml:2:12: note: while parsing a flow sequence that starts here
              - specs: [a.yaml
                       ^

            """),
        ("- specs: a.yaml\n", """
            seguegen.yml:1:1: error: expected a mapping with a 'generate' key for the config file, found a sequence
            - specs: a.yaml
            ^

            """),
        ("generte: []\n", """
            seguegen.yml:1:1: error: unknown key 'generte' at the top level of the config file; did you mean 'generate'?
            generte: []
            ^

            """),
        ("outputs: []\n", """
            seguegen.yml:1:1: error: unknown key 'outputs' at the top level of the config file; expected 'generate' (or a key that starts with 'x-')
            outputs: []
            ^
            seguegen.yml:1:1: error: missing key 'generate' at the top level of the config file
            outputs: []
            ^

            """),
        ("warnings-as-errors: true\ngenerate:\n  - specs: a.yaml\n    output: Out\n", """
            seguegen.yml:1:1: error: 'warnings-as-errors' is not a key at the top level of the config file; it belongs in each entry of 'generate' that needs it
            warnings-as-errors: true
            ^

            """),
        ("generate:\n  specs: a.yaml\n", """
            seguegen.yml:2:3: error: expected a sequence of entries, each with 'specs' and 'output' for 'generate', found a mapping
              specs: a.yaml
              ^

            """),
        // Entries.
        ("generate:\n  - a.yaml\n", """
            seguegen.yml:2:5: error: expected a mapping with 'specs' and 'output' for entry 1 of 'generate', found a string
              - a.yaml
                ^

            """),
        ("generate:\n  - output: Out\n", """
            seguegen.yml:2:5: error: missing key 'specs' or 'storyboards' in entry 1 of 'generate'
              - output: Out
                ^

            """),
        ("generate:\n  - spec: a.yaml\n    ouput: Out\n    single-file: yes\n", """
            seguegen.yml:2:5: error: unknown key 'spec' in entry 1 of 'generate'; did you mean 'specs'?
              - spec: a.yaml
                ^
            seguegen.yml:3:5: error: unknown key 'ouput' in entry 1 of 'generate'; did you mean 'output'?
                ouput: Out
                ^
            seguegen.yml:4:18: error: expected true or false for 'single-file', found 'yes'
                single-file: yes
                             ^

            """),
        ("generate:\n  - specs: []\n    output: ''\n", """
            seguegen.yml:2:12: error: 'specs' is empty; list at least one spec file
              - specs: []
                       ^
            seguegen.yml:3:13: error: empty path for 'output'
                output: ''
                        ^

            """),
        ("generate:\n  - specs: [a.yaml, {b: c}, ./a.yaml]\n    output: Out\n    output: Other\n", """
            seguegen.yml:2:21: error: expected a string for a spec, found a mapping
              - specs: [a.yaml, {b: c}, ./a.yaml]
                                ^
            seguegen.yml:2:29: error: spec './a.yaml' is listed twice in one entry
              - specs: [a.yaml, {b: c}, ./a.yaml]
                                        ^
            seguegen.yml:2:13: note: it is first listed here
              - specs: [a.yaml, {b: c}, ./a.yaml]
                        ^
            seguegen.yml:4:5: error: duplicate key 'output' in entry 1 of 'generate'
                output: Other
                ^
            seguegen.yml:3:5: note: 'output' is first used here
                output: Out
                ^

            """),
        ("generate:\n  - specs: a.yaml\n    output: Out\n    lint:\n      storyboard: App\n", """
            seguegen.yml:5:7: error: unknown key 'storyboard' in the 'lint' of entry 1; did you mean 'storyboards'?
                  storyboard: App
                  ^

            """),
        ("generate:\n  - specs: a.yaml\n    output: Out\n    lint:\n      storyboards: [App, ./App]\n", """
            seguegen.yml:5:26: error: storyboard './App' is listed twice in one entry
                  storyboards: [App, ./App]
                                     ^
            seguegen.yml:5:21: note: it is first listed here
                  storyboards: [App, ./App]
                                ^

            """),
        ("generate:\n  - specs: a.yaml\n    output: Generated\n  - specs: b.yaml\n    output: ./Generated/\n", """
            seguegen.yml:5:13: error: output './Generated/' is also the output of an earlier entry; list the specs of one directory in one entry, since each run removes the files it generated there earlier
                output: ./Generated/
                        ^
            seguegen.yml:3:13: note: the earlier entry's output is here
                output: Generated
                        ^

            """),
        // A second use through an alias is reported at the alias, not at the text both uses share.
        ("generate:\n  - specs: a.yaml\n    output: &out Generated\n  - specs: [&b b.yaml, *b]\n    output: *out\n", """
            seguegen.yml:4:24: error: spec 'b.yaml' is listed twice in one entry
              - specs: [&b b.yaml, *b]
                                   ^
            seguegen.yml:4:16: note: it is first listed here
              - specs: [&b b.yaml, *b]
                           ^
            seguegen.yml:5:13: error: output 'Generated' is also the output of an earlier entry; list the specs of one directory in one entry, since each run removes the files it generated there earlier
                output: *out
                        ^
            seguegen.yml:3:18: note: the earlier entry's output is here
                output: &out Generated
                             ^

            """),
    ])
    func reportsTheMistake(_ text: String, expected: String) {
        #expect(Self.rendered(text) == expected)
        #expect(Self.load(text).value == nil)
    }

    @Test func aConfigThatIsNotUTF8IsReportedAsAConfigFile() {
        let result = ConfigLoader.load(bytes: [0x67, 0x65, 0xE9, 0x0A], path: "seguegen.yml", directory: Self.directory)
        #expect(result.diagnostics.map(\.message) == [
            "byte 0xE9 is not valid UTF-8; seguegen reads UTF-8 only: save the config file as UTF-8 (was it written in Latin-1 or Windows-1252?)",
        ])
    }
}
