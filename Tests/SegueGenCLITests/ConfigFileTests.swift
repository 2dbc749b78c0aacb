import Foundation
import SegueGenCLI
import SegueGenCLITestSupport
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// `seguegen` with no spec runs `seguegen.yml`; `seguegen outputs` lists
/// what a run writes.
@Suite struct ConfigFileTests {
    static let tasks = CommandLineToolTests.validSpec
    static let profile = "scenes:\n  ProfileViewController:\n    segues:\n      showAvatar: AvatarViewController\n"

    /// A project: two specs in `App/`, a third in `Profile/`, and a config
    /// at the root that generates the app's specs into one directory and the
    /// profile into another, as one file.
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(tasks, to: "App/Tasks.yaml")
        try directory.write("scenes:\n  AboutViewController:\n    segues:\n      showLicense: LicenseViewController\n", to: "App/About.yaml")
        try directory.write(profile, to: "Profile/Profile.yaml")
        try directory.write("""
            generate:
              - specs: [App/Tasks.yaml, App/About.yaml]
                output: App/Generated
              - specs: Profile/Profile.yaml
                output: Profile/Generated
                single-file: true

            """, to: "seguegen.yml")
        return directory
    }

    @Test func noArgumentsRunsTheConfigInTheCurrentDirectory() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        let run = ToolRun.run([], in: directory.url)
        #expect(run.stderr == "")
        #expect(run.stdout == "Generated 4 files in App/Generated (4 written, 0 unchanged)\nGenerated 1 file in Profile/Generated (1 written, 0 unchanged)\n")
        #expect(run.status == 0)
        #expect(try DirectorySnapshot(of: directory.file("App/Generated")).paths == [
            "AboutViewController+Segues.swift", "SegueGen.swift", "SettingsViewController+Segues.swift", "TaskListViewController+Segues.swift",
        ])
        #expect(try DirectorySnapshot(of: directory.file("Profile/Generated")).paths == ["SegueGen.swift"])

        let check = ToolRun.run(["--check"], in: directory.url)
        #expect(check.status == 0)
        #expect(check.stdout == "App/Generated is up to date (4 files)\nProfile/Generated is up to date (1 file)\n")
    }

    @Test func pathsAreRelativeToTheConfigFileAndPrintedFromHere() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        let elsewhere = try TemporaryDirectory()
        defer { elsewhere.remove() }
        let configPath = directory.file("seguegen.yml").path
        let run = ToolRun.run(["--config", configPath], in: elsewhere.url)
        #expect(run.status == 0)
        #expect(run.stdout == "Generated 4 files in \(directory.url.path)/App/Generated (4 written, 0 unchanged)\n"
            + "Generated 1 file in \(directory.url.path)/Profile/Generated (1 written, 0 unchanged)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path) == [])

        // A relative --config: paths print relative to here, `..` folded away.
        try directory.write("generate:\n  - specs: ../App/Tasks.yaml\n    output: ../Out\n", to: "Config/seguegen.yml")
        let nested = ToolRun.run(["--config", "Config/seguegen.yml"], in: directory.url)
        #expect(nested.stdout == "Generated 3 files in Out (3 written, 0 unchanged)\n")
        #expect(try DirectorySnapshot(of: directory.file("Out")).paths == CommandLineToolTests.validFiles)
    }

    @Test func mistakesInTheConfigAreReportedLikeMistakesInASpec() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        try directory.write("""
            generate:
              - specs: [App/Tasks.yaml]
                outptu: App/Generated
              - specs: Profile/Profile.yaml
                output: Profile/Generated
                single-file: yes

            """, to: "seguegen.yml")
        let run = ToolRun.run([], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            seguegen.yml:3:5: error: unknown key 'outptu' in entry 1 of 'generate'; did you mean 'output'?
                outptu: App/Generated
                ^
            seguegen.yml:6:18: error: expected true or false for 'single-file', found 'yes'
                single-file: yes
                             ^

            """)
        #expect(try DirectorySnapshot(of: directory.url).paths == ["App/About.yaml", "App/Tasks.yaml", "Profile/Profile.yaml", "seguegen.yml"])
    }

    /// An entry's `names` renames the generated enums of its specs that give none; a spec's own
    /// `names` wins; a bad name is an error at the config's line, and nothing is written.
    @Test func anEntrysNamesApplyToItsSpecsThatGiveNone() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        try directory.write("names:\n  segueIdentifier: ProfileSegue\n" + Self.profile, to: "Profile/Profile.yaml")
        try directory.write("""
            generate:
              - specs: [App/Tasks.yaml, App/About.yaml]
                output: App/Generated
                names: {segueIdentifier: Segue, segueDestination: Route}
              - specs: Profile/Profile.yaml
                output: Profile/Generated
                names: {segueIdentifier: Segue}

            """, to: "seguegen.yml")
        let run = ToolRun.run([], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        let about = try String(contentsOf: directory.file("App/Generated/AboutViewController+Segues.swift"), encoding: .utf8)
        #expect(about.contains("    enum Segue: String, CaseIterable, Sendable {\n"))
        #expect(about.contains("    enum Route {\n"))
        let profile = try String(contentsOf: directory.file("Profile/Generated/ProfileViewController+Segues.swift"), encoding: .utf8)
        #expect(profile.contains("    enum ProfileSegue: String, CaseIterable, Sendable {\n"))
        #expect(profile.contains("    enum SegueDestination {\n"))

        try directory.write("generate:\n  - specs: App/About.yaml\n    output: Out\n    names: {segueDestination: route}\n", to: "seguegen.yml")
        let bad = ToolRun.run([], in: directory.url)
        #expect(bad.status == 1)
        #expect(bad.stderr == """
            seguegen.yml:4:31: error: 'route' cannot be 'segueDestination': the name of a generated type is one component that starts with an uppercase letter, like 'Segue'
                names: {segueDestination: route}
                                          ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    /// A config merged with a conflict in it is that error, at its first
    /// marker, not the YAML syntax error it causes.
    @Test func aMergeConflictInTheConfigSaysSo() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        try directory.write("""
            generate:
              - specs: [App/Tasks.yaml, App/About.yaml]
            <<<<<<< HEAD
                output: App/Generated
            =======
                output: App/Sources/Generated
            >>>>>>> move-sources

            """, to: "seguegen.yml")
        let run = ToolRun.run([], in: directory.url)
        #expect((run.status, run.stdout) == (1, ""))
        #expect(run.stderr == """
            seguegen.yml:3:1: error: unresolved merge conflict: resolve it (the lines between '<<<<<<<' and '>>>>>>>') before running seguegen
            <<<<<<< HEAD
            ^

            """)
    }

    @Test func aSpecTheConfigNamesThatCannotBeReadIsReportedWhereItIsNamed() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        try directory.write("generate:\n  - specs: [App/Tasks.yaml, App/Missing.yaml]\n    output: Out\n", to: "seguegen.yml")
        let run = ToolRun.run([], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr == """
            seguegen.yml:2:29: error: cannot read spec 'App/Missing.yaml': No such file or directory
              - specs: [App/Tasks.yaml, App/Missing.yaml]
                                        ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    @Test func anErrorInOneSpecWritesNoEntry() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        try directory.write("generate:\n  - specs: ../App/Tasks.yaml\n    output: ../Out\n  - specs: ../Profile/Profile.yaml\n    output: ../Broken\n", to: "Config/seguegen.yml")
        try directory.write("scenes:\n  ProfileViewController:\n    segeus: {}\n", to: "Profile/Profile.yaml")
        let run = ToolRun.run(["--config", "Config/seguegen.yml"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        // The spec is named from here: the config's directory joined with the path in it.
        #expect(run.stderr == """
            Profile/Profile.yaml:3:5: error: unknown key 'segeus' in scene 'ProfileViewController'; did you mean 'segues'?
                segeus: {}
                ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path), "the valid entry is not written either")
    }

    /// Two entries whose outputs are one directory through a symbolic link,
    /// before the directory exists and after: the config file's check
    /// resolves links, so the error points at the entry, and nothing is
    /// created.
    @Test(arguments: [false, true])
    func entriesWhoseOutputsAreOneDirectoryThroughALinkWriteNothing(outputExists: Bool) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(CommandLineToolTests.validSpec, to: "A.yaml")
        try directory.write("scenes:\n  OtherViewController:\n    segues:\n      showMore: MoreViewController\n", to: "B.yaml")
        if outputExists {
            try FileManager.default.createDirectory(at: directory.file("Out"), withIntermediateDirectories: false)
        }
        try FileManager.default.createSymbolicLink(atPath: directory.file("Link").path, withDestinationPath: "Out")
        try directory.write("generate:\n  - specs: A.yaml\n    output: Out\n  - specs: B.yaml\n    output: Link\n", to: "seguegen.yml")
        let run = ToolRun.run([], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            seguegen.yml:5:13: error: output 'Link' is also the output of an earlier entry; list the specs of one directory in one entry, \
            since each run removes the files it generated there earlier
                output: Link
                        ^
            seguegen.yml:3:13: note: the earlier entry's output is here
                output: Out
                        ^

            """)
        let created = try? FileManager.default.contentsOfDirectory(atPath: directory.file("Out").path)
        #expect(created == (outputExists ? [] : nil))
    }

    /// A promoted warning names what promoted it: the option, which covers
    /// the whole run, when it is given, else the entry's key in the file.
    @Test func warningsAsErrorsIsPerEntryOrForTheWholeRun() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.tasks, to: "Tasks.yaml")
        try directory.write("scenes:\n  EmptyViewController: {}\n  A:\n    segues:\n      go: B\n", to: "Warning.yaml")
        try directory.write("generate:\n  - specs: Tasks.yaml\n    output: Out\n  - specs: Warning.yaml\n    output: Other\n", to: "seguegen.yml")
        let message = "scene 'EmptyViewController' has no segues; no file is generated for it"
        let quote = "\n  EmptyViewController: {}\n  ^\n"

        let lenient = ToolRun.run(["-q"], in: directory.url)
        #expect(lenient.status == 0)
        #expect(lenient.stderr == "Warning.yaml:2:3: warning: " + message + quote)

        let strict = ToolRun.run(["-q", "--warnings-as-errors"], in: directory.url)
        #expect(strict.status == 1)
        #expect(strict.stderr == "Warning.yaml:2:3: error: " + message + " [--warnings-as-errors]" + quote)

        let perEntryConfig = "generate:\n  - specs: Tasks.yaml\n    output: Out\n  - specs: Warning.yaml\n    output: Other\n    warnings-as-errors: true\n"
        try directory.write(perEntryConfig, to: "seguegen.yml")
        let perEntry = ToolRun.run(["-q"], in: directory.url)
        #expect(perEntry.status == 1)
        #expect(perEntry.stderr == "Warning.yaml:2:3: error: " + message + " [warnings-as-errors in seguegen.yml]" + quote)

        let both = ToolRun.run(["-q", "--warnings-as-errors"], in: directory.url)
        #expect((both.status, both.stderr) == (1, strict.stderr))

        // The config file as it was given; messages print the spec from here.
        try directory.write(perEntryConfig, to: "Project/strict.yml")
        try directory.write("scenes:\n  EmptyViewController: {}\n  A:\n    segues:\n      go: B\n", to: "Project/Warning.yaml")
        try directory.write(Self.tasks, to: "Project/Tasks.yaml")
        let elsewhere = ToolRun.run(["-q", "--config", "Project/strict.yml"], in: directory.url)
        #expect(elsewhere.status == 1)
        #expect(elsewhere.stderr == "Project/Warning.yaml:2:3: error: " + message + " [warnings-as-errors in Project/strict.yml]" + quote)
    }

    /// `..` after a symbolic link in a config's paths goes where the file
    /// system takes it for every key, and the run prints where that is:
    /// the same run from the config's directory and from elsewhere.
    @Test func dotDotAfterALinkIsFollowedInEveryKeyFromAnyDirectory() throws {
        let directory = try StoryboardCommandsTests.app()
        defer { directory.remove() }
        let fixture = try #require(Fixture.named("custom-templates").templatesDirectory)
        try FileManager.default.createDirectory(at: directory.file("My App/Specs"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: directory.file("App"), to: directory.file("My App/UI"))
        try FileManager.default.copyItem(at: fixture, to: directory.file("My App/Templates"))
        try directory.write("storyboard: Main\nscenes:\n  DetailViewController:\n    storyboardIdentifier: Detail\n    segues:\n      close:\n        unwind: true\n", to: "My App/Specs/Detail.yaml")
        try directory.write(
            "storyboard: Main\nscenes:\n  ListViewController:\n    initial: true\n    segues:\n      showDetail:\n        destination: DetailViewController\n        container: UINavigationController\n",
            to: "My App/Specs/List.yaml")
        try FileManager.default.createSymbolicLink(atPath: directory.file("deep").path, withDestinationPath: "My App/Specs")
        try directory.write("""
            generate:
              - specs: [../deep/Detail.yaml, ../deep/List.yaml]
                output: ../deep/../Gen
                templates: ../deep/../Templates
                lint:
                  storyboards: ../deep/../UI

            """, to: "tools/seguegen.yml")
        let fromRoot = ToolRun.run(["--config", "tools/seguegen.yml"], in: directory.url)
        #expect((fromRoot.status, fromRoot.stderr) == (0, ""))
        #expect(fromRoot.stdout == "Generated 3 files in My App/Gen (3 written, 0 unchanged)\n")
        #expect(FileManager.default.fileExists(atPath: directory.file("My App/Gen/DetailViewController+Segues.swift").path))
        let outputs = ToolRun.run(["outputs", "--config", "tools/seguegen.yml"], in: directory.url)
        #expect(outputs.stdout == "My App/Gen/DetailViewController+Segues.swift\nMy App/Gen/ListViewController+Segues.swift\nMy App/Gen/SegueGen.swift\n")
        let fromConfig = ToolRun.run([], in: directory.file("tools"))
        #expect((fromConfig.status, fromConfig.stderr) == (0, ""))
        #expect(fromConfig.stdout == "Generated 3 files in ../deep/../Gen (0 written, 3 unchanged)\n")
    }

    /// A config reached through a symbolic link is read from where the
    /// file is, as it was written: its paths go from the real file's folder,
    /// and print from here.
    @Test func aLinkedConfigsPathsAreRelativeToTheFileItPointsTo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(CommandLineToolTests.validSpec, to: "repo/Specs/Tasks.yaml")
        try directory.write("generate:\n  - specs: Specs/Tasks.yaml\n    output: Gen\n", to: "repo/seguegen.yml")
        try directory.write("", to: "work/.keep")
        try FileManager.default.createSymbolicLink(atPath: directory.file("work/cfg.yml").path, withDestinationPath: "../repo/seguegen.yml")
        let run = ToolRun.run(["--config", "cfg.yml"], in: directory.file("work"))
        #expect((run.status, run.stderr) == (0, ""))
        #expect(run.stdout == "Generated 3 files in ../repo/Gen (3 written, 0 unchanged)\n")
        #expect(try DirectorySnapshot(of: directory.file("repo/Gen")).paths == CommandLineToolTests.validFiles)
        let outputs = ToolRun.run(["outputs", "--config", "work/cfg.yml"], in: directory.url)
        // In generation order: the scenes in spec order, then the support file.
        #expect(outputs.stdout == "repo/Gen/TaskListViewController+Segues.swift\nrepo/Gen/SettingsViewController+Segues.swift\nrepo/Gen/SegueGen.swift\n")
    }

    @Test func anEntrysTemplatesAreFoundRelativeToTheConfig() throws {
        let fixture = Fixture.named("custom-templates")
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.file("Project"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.spec, to: project.file("Project/spec.yaml"))
        try FileManager.default.copyItem(at: try #require(fixture.templatesDirectory), to: project.file("Project/Templates"))
        try project.write("generate:\n  - specs: spec.yaml\n    output: Out\n    templates: Templates\n", to: "Project/seguegen.yml")
        let run = ToolRun.run(["--config", "Project/seguegen.yml"], in: project.url)
        #expect(run.stderr == "")
        #expect(run.stdout == "Generated 2 files in Project/Out (2 written, 0 unchanged)\n")
        let expected = Dictionary(uniqueKeysWithValues: try fixture.expectedFiles().map { ($0.path, Data($0.contents.utf8)) })
        #expect(try DirectorySnapshot(of: project.file("Project/Out")).entries.mapValues(\.contents) == expected, "the fixture's golden files")
    }

    @Test func anEntryIsLintedAgainstItsStoryboardsBeforeGenerating() throws {
        let directory = try StoryboardCommandsTests.app()
        defer { directory.remove() }
        // The storyboard's two scenes, in two specs of one entry: linted
        // together, neither is reported for lacking the other's segues.
        try directory.write("storyboard: Main\nscenes:\n  DetailViewController:\n    storyboardIdentifier: Detail\n    segues:\n      close:\n        unwind: true\n", to: "Detail.yaml")
        try directory.write(
            "storyboard: Main\nscenes:\n  ListViewController:\n    initial: true\n    segues:\n      showDetail:\n        destination: DetailViewController\n        container: UINavigationController\n",
            to: "List.yaml")
        try directory.write("generate:\n  - specs: [Detail.yaml, List.yaml]\n    output: Out\n    lint:\n      storyboards: App\n", to: "seguegen.yml")
        let clean = ToolRun.run([], in: directory.url)
        #expect(clean.stderr == "")
        #expect(clean.stdout == "Generated 3 files in Out (3 written, 0 unchanged)\n")
        #expect(clean.status == 0)

        // A segue the storyboards lack stops the run, at the spec's line.
        try directory.write(try String(contentsOf: directory.file("List.yaml"), encoding: .utf8).replacingOccurrences(of: "showDetail:", with: "showDetails:"), to: "List.yaml")
        try ageFiles(in: directory.file("Out"))
        let before = try DirectorySnapshot(of: directory.file("Out"))
        let drifted = ToolRun.run([], in: directory.url)
        #expect(drifted.status == 1)
        #expect(drifted.stdout == "")
        #expect(drifted.stderr.contains("List.yaml:6:7: error: 'ListViewController' has no segue \"showDetails\" in the storyboards"), "\(drifted.stderr)")
        #expect(try DirectorySnapshot(of: directory.file("Out")) == before)

        // Warnings pass, unless the entry's lint says otherwise; List.yaml's files go (--force, as it still exists).
        try directory.write("generate:\n  - specs: Detail.yaml\n    output: Out\n    lint:\n      storyboards: [App]\n", to: "seguegen.yml")
        let lenient = ToolRun.run(["-q", "--force"], in: directory.url)
        #expect(lenient.status == 0)
        let listWarning = "scene 'ListViewController' has segues that the spec does not list (\"showDetail\"), and the spec has no scene 'ListViewController'"
        #expect(lenient.stderr.hasPrefix("App/Base.lproj/Main.storyboard:6:17: warning: \(listWarning)\n"), "\(lenient.stderr)")
        try directory.write("generate:\n  - specs: Detail.yaml\n    output: Out\n    lint:\n      storyboards: [App]\n      warnings-as-errors: true\n", to: "seguegen.yml")
        let strict = ToolRun.run(["-q"], in: directory.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix("App/Base.lproj/Main.storyboard:6:17: error: \(listWarning) [lint.warnings-as-errors in seguegen.yml]\n"), "\(strict.stderr)")
        // The entry's key covers its lint too; the lint's key is the one named when both are set.
        try directory.write("generate:\n  - specs: Detail.yaml\n    output: Out\n    warnings-as-errors: true\n    lint:\n      storyboards: [App]\n", to: "seguegen.yml")
        let entry = ToolRun.run(["-q"], in: directory.url)
        #expect(entry.status == 1)
        #expect(entry.stderr.hasPrefix("App/Base.lproj/Main.storyboard:6:17: error: \(listWarning) [warnings-as-errors in seguegen.yml]\n"), "\(entry.stderr)")
        let option = ToolRun.run(["-q", "--warnings-as-errors"], in: directory.url)
        #expect(option.status == 1)
        #expect(option.stderr.hasPrefix("App/Base.lproj/Main.storyboard:6:17: error: \(listWarning) [--warnings-as-errors]\n"), "\(option.stderr)")
    }

    /// Paths the config file names that do not exist are all reported at
    /// once, each at its line, in line order: a spec, the templates, a
    /// storyboard of lint (whose name sorts before the templates').
    @Test func missingPathsAreReportedAtTheirLinesAllAtOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.tasks, to: "Tasks.yaml")
        try directory.write("""
            generate:
              - specs: [Tasks.yaml, nope.yaml]
                output: Out
                templates: nodir
                lint: {storyboards: [missing]}

            """, to: "seguegen.yml")
        let run = ToolRun.run([], in: directory.url)
        #expect((run.status, run.stdout) == (1, ""))
        #expect(run.stderr == """
            seguegen.yml:2:25: error: cannot read spec 'nope.yaml': No such file or directory
              - specs: [Tasks.yaml, nope.yaml]
                                    ^
            seguegen.yml:4:16: error: no such file or directory: 'nodir' (this entry's templates)
                templates: nodir
                           ^
            seguegen.yml:5:26: error: no such file or directory: 'missing' (a storyboard of this entry's lint)
                lint: {storyboards: [missing]}
                                     ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
        // A storyboard of an entry too (found by a newcomer: it had no line).
        try directory.write("generate:\n  - storyboards: [Missing.storyboard]\n    output: Out\n", to: "seguegen.yml")
        let storyboard = ToolRun.run([], in: directory.url)
        #expect((storyboard.status, storyboard.stderr) == (1, """
            seguegen.yml:2:19: error: no such file or directory: 'Missing.storyboard' (a storyboard of this entry)
              - storyboards: [Missing.storyboard]
                              ^

            """))
    }

    /// Config files and outputs of one-letter names, which Foundation's
    /// `deletingLastPathComponent` traps on (on Linux): paths are split without it.
    @Test func oneLetterNamesWork() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.tasks, to: "T.yaml")
        try directory.write("generate:\n  - specs: T.yaml\n    output: O\n", to: "c")
        let run = ToolRun.run(["--config", "c"], in: directory.url)
        #expect((run.status, run.stderr) == (0, ""))
        #expect(run.stdout == "Generated 3 files in O (3 written, 0 unchanged)\n")
        try directory.write("generate:\n  - specs: T.yaml\n    output: c/O\n", to: "d")
        let below = ToolRun.run(["--config", "d"], in: directory.url)
        #expect(below.status == 1)
        #expect(below.stderr.hasPrefix("d:3:13: error: cannot create output directory 'c/O': 'c' is a file, not a directory\n"), "\(below.stderr)")
    }

    /// A spec whose superclass is in another spec of one entry, and that
    /// another entry lists alone, fails in that entry: its inheritance is
    /// checked in every entry that lists it.
    @Test func inheritanceIsCheckedInEveryEntryThatListsASpec() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("scenes:\n  BaseViewController:\n    segues:\n      showHelp: HelpViewController\n", to: "Base.yaml")
        try directory.write("scenes:\n  SearchViewController:\n    superclass: BaseViewController\n    segues:\n      showFilter: FilterViewController\n", to: "Search.yaml")
        try directory.write("generate:\n  - specs: [Base.yaml, Search.yaml]\n    output: Together\n", to: "seguegen.yml")
        #expect(ToolRun.run([], in: directory.url).status == 0)
        try directory.write("generate:\n  - specs: [Base.yaml, Search.yaml]\n    output: Together\n  - specs: Search.yaml\n    output: Alone\n", to: "seguegen.yml")
        let run = ToolRun.run([], in: directory.url)
        #expect((run.status, run.stdout) == (1, ""))
        #expect(run.stderr.hasPrefix("Search.yaml:3:17: error: 'BaseViewController' is not a scene of this spec; "), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.file("Alone").path))
    }

    /// An output that is a file is reported at the entry's `output`, with
    /// the problems of the other entries.
    @Test func anOutputThatIsAFileIsReportedAtItsLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.tasks, to: "Tasks.yaml")
        try directory.write("""
            generate:
              - specs: Tasks.yaml
                output: Tasks.yaml
              - specs: Tasks.yaml
                output: Out
                templates: nodir
              - specs: Tasks.yaml
                output: Tasks.yaml/Generated

            """, to: "seguegen.yml")
        let run = ToolRun.run([], in: directory.url)
        #expect((run.status, run.stdout) == (1, ""))
        #expect(run.stderr == """
            seguegen.yml:3:13: error: output 'Tasks.yaml' exists and is not a directory
                output: Tasks.yaml
                        ^
            seguegen.yml:6:16: error: no such file or directory: 'nodir' (this entry's templates)
                templates: nodir
                           ^
            seguegen.yml:8:13: error: cannot create output directory 'Tasks.yaml/Generated': 'Tasks.yaml' is a file, not a directory
                output: Tasks.yaml/Generated
                        ^

            """)
        #expect(try String(contentsOf: directory.file("Tasks.yaml"), encoding: .utf8) == Self.tasks)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    /// An output through a loop of symbolic links (`A` and `B` link to each
    /// other), or through a link to something that does not exist (`Gen` to
    /// `Missing/Gen`; `Chain` to `Link`, a link to nothing), is reported at
    /// the entry's `output`, as an output that is a file is, naming the
    /// link: the link itself, a folder on the way, or before a `..`, from a
    /// config in another folder too, and where a link to nothing points,
    /// each link on the way. Nothing is created, in a check or a dry run either.
    @Test func anOutputThroughABrokenSymbolicLinkIsReportedAtItsLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.tasks, to: "Config/Tasks.yaml")
        for (name, destination) in [("A", "B"), ("B", "A"), ("Gen", "Missing/Gen"), ("Chain", "Link"), ("Link", "/nonexistent/seguegen")] {
            try FileManager.default.createSymbolicLink(atPath: directory.file("Config/" + name).path, withDestinationPath: destination)
        }
        try directory.write("""
            generate:
              - specs: Tasks.yaml
                output: A
              - specs: Tasks.yaml
                output: A/Generated
              - specs: Tasks.yaml
                output: A/../Generated
              - specs: Tasks.yaml
                output: Gen
              - specs: Tasks.yaml
                output: Gen/Generated
              - specs: Tasks.yaml
                output: Chain

            """, to: "Config/seguegen.yml")
        for options in [[], ["--check"], ["--dry-run"]] {
            let run = ToolRun.run(["--config", "Config/seguegen.yml"] + options, in: directory.url)
            #expect((run.status, run.stdout) == (1, ""))
            #expect(run.stderr == """
                Config/seguegen.yml:3:13: error: cannot create output directory 'Config/A': it is a symbolic link that leads round in a loop
                    output: A
                            ^
                Config/seguegen.yml:5:13: error: cannot create output directory 'Config/A/Generated': 'Config/A' is a symbolic link that leads round in a loop
                    output: A/Generated
                            ^
                Config/seguegen.yml:7:13: error: cannot create output directory 'Config/A/../Generated': 'Config/A' is a symbolic link that leads round in a loop
                    output: A/../Generated
                            ^
                Config/seguegen.yml:9:13: error: output 'Config/Gen' is a symbolic link to 'Missing/Gen', which does not exist
                    output: Gen
                            ^
                Config/seguegen.yml:11:13: error: cannot create output directory 'Config/Gen/Generated': 'Config/Gen' is a symbolic link to 'Missing/Gen', which does not exist
                    output: Gen/Generated
                            ^
                Config/seguegen.yml:13:13: error: output 'Config/Chain' is a symbolic link to 'Link', a symbolic link to '/nonexistent/seguegen', which does not exist
                    output: Chain
                            ^

                """)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("Config").path).sorted()
            == ["A", "B", "Chain", "Gen", "Link", "Tasks.yaml", "seguegen.yml"])
    }

    @Test func anUnreadableConfigFails() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = ToolRun.run(["--config", "Missing.yml"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr == "seguegen: error: cannot read config file 'Missing.yml': No such file or directory\n")
    }

    @Test func theRepositorysOwnConfigKeepsTheExampleCurrent() throws {
        let run = ToolRun.run(["--check"], in: Repository.root)
        #expect(run.stderr == "")
        #expect(run.stdout == "Examples/TaskList/Generated is up to date (4 files)\n", "regenerate with: make example")
        #expect(run.status == 0)
    }

    // MARK: outputs

    @Test func outputsListsWhatARunWrites() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        let names = ToolRun.run(["outputs", "App/Tasks.yaml"], in: directory.url)
        #expect(names.status == 0)
        #expect(names.stderr == "")
        #expect(names.stdout == "TaskListViewController+Segues.swift\nSettingsViewController+Segues.swift\nSegueGen.swift\n")

        let xcode = ToolRun.run(["outputs", "App/Tasks.yaml", "App/About.yaml", "-o", "$(SRCROOT)/App/Generated"], in: directory.url)
        #expect(xcode.stdout == """
            $(SRCROOT)/App/Generated/AboutViewController+Segues.swift
            $(SRCROOT)/App/Generated/TaskListViewController+Segues.swift
            $(SRCROOT)/App/Generated/SettingsViewController+Segues.swift
            $(SRCROOT)/App/Generated/SegueGen.swift

            """)

        let single = ToolRun.run(["outputs", "App/Tasks.yaml", "--single-file", "-o", "Gen"], in: directory.url)
        #expect(single.stdout == "Gen/SegueGen.swift\n")

        let config = ToolRun.run(["outputs"], in: directory.url)
        #expect(config.stdout == """
            App/Generated/AboutViewController+Segues.swift
            App/Generated/TaskListViewController+Segues.swift
            App/Generated/SettingsViewController+Segues.swift
            App/Generated/SegueGen.swift
            Profile/Generated/SegueGen.swift

            """)
        #expect(try DirectorySnapshot(of: directory.url).paths == ["App/About.yaml", "App/Tasks.yaml", "Profile/Profile.yaml", "seguegen.yml"], "outputs writes nothing")
    }

    @Test func outputsFailsOnASpecWithErrors() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(CommandLineToolTests.invalidSpec, to: "Spec.yaml")
        let run = ToolRun.run(["outputs", "Spec.yaml"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == CommandLineToolTests.invalidSpecDiagnostics)
    }

    @Test func outputsHasItsOwnHelpAndUsage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let help = ToolRun.run(["outputs", "--help"], in: directory.url)
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: List the files a run generates, one path per line.\n\nUSAGE: seguegen outputs "))
        let wrong = ToolRun.run(["outputs", "Spec.yaml", "--check"], in: directory.url)
        #expect(wrong.status == 64)
        #expect(wrong.stderr.hasPrefix("seguegen: error: unknown option '--check'\nUsage: seguegen outputs "))
        #expect(wrong.stderr.hasSuffix("Run 'seguegen outputs --help' for more information.\n"))
        #expect(ToolRun.run(["--help"], in: directory.url).stdout.contains("\n  outputs                   List the files a run generates, one path per line.\n"))
    }
}
