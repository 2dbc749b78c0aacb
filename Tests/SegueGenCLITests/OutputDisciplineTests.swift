import Foundation
import SegueGenCLI
import SegueGenCLITestSupport
import SegueGenKit
import Testing

/// What a run does to the output directory: `--check` and `--dry-run` write
/// nothing and say what a run would change; a run removes the files it
/// generated earlier and no spec produces any more, and never touches a file
/// it did not generate; several specs share one directory.
@Suite struct OutputDisciplineTests {
    static let spec = CommandLineToolTests.validSpec

    /// A directory with `Spec.yaml` generated into `Out`, files aged.
    static func generated(_ spec: String = spec) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(spec, to: "Spec.yaml")
        #expect(ToolRun.run(["Spec.yaml", "-o", "Out", "-q"], in: directory.url).status == 0)
        try ageFiles(in: directory.file("Out"))
        return directory
    }

    // MARK: --check

    @Test func checkPassesWhenUpToDate() throws {
        let directory = try Self.generated()
        defer { directory.remove() }
        let before = try DirectorySnapshot(of: directory.url)
        let run = ToolRun.run(["Spec.yaml", "-o", "Out", "--check"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "Out is up to date (3 files)\n")
        #expect(try DirectorySnapshot(of: directory.url) == before)
        let quiet = ToolRun.run(["Spec.yaml", "-o", "Out", "--check", "--quiet"], in: directory.url)
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "")
    }

    @Test func checkFailsWithADiffOfEachChangedFileAndWritesNothing() throws {
        let directory = try Self.generated()
        defer { directory.remove() }
        try directory.write(Self.spec.replacingOccurrences(of: "AboutViewController", with: "CreditsViewController"), to: "Spec.yaml")
        let before = try DirectorySnapshot(of: directory.url)

        let run = ToolRun.run(["Spec.yaml", "-o", "Out", "--check"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr == "seguegen: error: 1 generated file is not up to date; run seguegen without '--check' to update it\n")
        #expect(try DirectorySnapshot(of: directory.url) == before, "--check writes nothing")

        // The diff is from the file on disk to what a run writes.
        #expect(ToolRun.run(["Spec.yaml", "-o", "Fresh", "-q"], in: directory.url).status == 0)
        let name = "SettingsViewController+Segues.swift"
        let old = try String(contentsOf: directory.file("Out/\(name)"), encoding: .utf8)
        let new = try String(contentsOf: directory.file("Fresh/\(name)"), encoding: .utf8)
        let diff = UnifiedDiff.diff(old: old, new: new, oldName: "a/Out/\(name)", newName: "b/Out/\(name)")
        #expect(run.stdout == "update    Out/\(name)\n" + diff)
        #expect(diff.hasPrefix("--- a/Out/\(name)\n+++ b/Out/\(name)\n@@ -"))
        let lines = diff.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("-") && $0.contains("AboutViewController") })
        #expect(lines.contains { $0.hasPrefix("+") && $0.contains("CreditsViewController") })
    }

    @Test func checkListsFilesToCreateAndRemove() throws {
        let directory = try Self.generated()
        defer { directory.remove() }
        try directory.write(Self.spec.replacingOccurrences(of: "  SettingsViewController:\n", with: "  PreferencesViewController:\n"), to: "Spec.yaml")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out", "--check"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "create    Out/PreferencesViewController+Segues.swift\nremove    Out/SettingsViewController+Segues.swift\n")
        #expect(run.stderr == "seguegen: error: 2 generated files are not up to date; run seguegen without '--check' to update them\n")
        // --quiet keeps what is wrong, and drops only the all-clear.
        #expect(ToolRun.run(["Spec.yaml", "-o", "Out", "--check", "-q"], in: directory.url).stdout == run.stdout)
    }

    @Test func checkWithoutAnOutputDirectoryCreatesNone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Spec.yaml")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out", "--check"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == """
            create    Out/TaskListViewController+Segues.swift
            create    Out/SettingsViewController+Segues.swift
            create    Out/SegueGen.swift

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    // MARK: --dry-run

    @Test func dryRunPrintsEveryFileAndWritesNothing() throws {
        let directory = try Self.generated()
        defer { directory.remove() }
        try directory.write(Self.spec.replacingOccurrences(of: "  SettingsViewController:\n", with: "  PreferencesViewController:\n"), to: "Spec.yaml")
        try directory.write("// Written by hand.\n", to: "Out/Notes.swift")
        let before = try DirectorySnapshot(of: directory.url)
        let run = ToolRun.run(["Spec.yaml", "-o", "Out", "--dry-run"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == """
            unchanged Out/TaskListViewController+Segues.swift
            create    Out/PreferencesViewController+Segues.swift
            unchanged Out/SegueGen.swift
            remove    Out/SettingsViewController+Segues.swift
            Would generate 3 files in Out (1 to write, 2 unchanged, 1 to remove); nothing was written

            """)
        #expect(try DirectorySnapshot(of: directory.url) == before)
    }

    // MARK: Stale files

    @Test func aSceneThatLeavesTheSpecLosesItsFileAndNothingElseIsTouched() throws {
        let directory = try Self.generated()
        defer { directory.remove() }
        try directory.write("// Written by hand.\nextension TaskListViewController {}\n", to: "Out/TaskList+Helpers.swift")
        try directory.write("// Generated by seguegen from Spec.yaml. Do not edit.\n", to: "Out/Notes.md")
        try directory.write("// Generated by seguegen from Other.yaml. Do not edit.\n", to: "Out/Nested/Old+Segues.swift")
        try ageFiles(in: directory.file("Out"))
        let kept = try DirectorySnapshot(of: directory.file("Out")).entries.filter { !$0.key.hasSuffix("+Segues.swift") || $0.key.hasPrefix("Nested/") }

        try directory.write(Self.spec.replacingOccurrences(of: "  SettingsViewController:\n    segues:\n      showAbout: AboutViewController\n", with: ""), to: "Spec.yaml")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "Generated 2 files in Out (0 written, 2 unchanged, 1 removed)\n")
        let after = try DirectorySnapshot(of: directory.file("Out"))
        #expect(after.paths == ["Nested/Old+Segues.swift", "Notes.md", "SegueGen.swift", "TaskList+Helpers.swift", "TaskListViewController+Segues.swift"])
        #expect(kept.allSatisfy { after.entries[$0.key] == $0.value }, "files seguegen did not generate, and files below the directory, are untouched")
    }

    /// `--verbose` lists each file the run wrote, then each it removed,
    /// before the summary; a rerun with nothing to write lists nothing.
    @Test func verboseListsEachFileWrittenOrRemoved() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec + "  BoardViewController:\n    segues:\n      showCard: CardViewController\n", to: "Nav.yaml")
        #expect(ToolRun.run(["Nav.yaml", "-o", "Gen"], in: directory.url).status == 0)
        try directory.write(Self.listSpec.replacingOccurrences(of: "showDetail", with: "showItem"), to: "Nav.yaml")
        let run = ToolRun.run(["Nav.yaml", "-o", "Gen", "--verbose"], in: directory.url)
        #expect((run.status, run.stderr) == (0, ""))
        #expect(run.stdout == """
            written   Gen/ListViewController+Segues.swift
            removed   Gen/BoardViewController+Segues.swift
            Generated 2 files in Gen (1 written, 1 unchanged, 1 removed)

            """)
        let rerun = ToolRun.run(["Nav.yaml", "-o", "Gen", "--verbose"], in: directory.url)
        #expect((rerun.status, rerun.stdout) == (0, "Generated 2 files in Gen (0 written, 2 unchanged)\n"))
        let both = ToolRun.run(["Nav.yaml", "-o", "Gen", "--verbose", "-q"], in: directory.url)
        #expect((both.status, both.stderr) == (64, usageError("--verbose and --quiet contradict each other; pass one of them")))
    }

    @Test func aFileSeguegenDidNotWriteAtAnOutputPathStopsTheRun() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Spec.yaml")
        try directory.write("enum SegueGen {}\n", to: "Out/SegueGen.swift")
        try FileManager.default.createDirectory(at: directory.file("Out/SettingsViewController+Segues.swift"), withIntermediateDirectories: true)
        let before = try DirectorySnapshot(of: directory.url)
        // Every such path at once, in output order, so that all are fixed before the next run.
        for arguments in [["Spec.yaml", "-o", "Out"], ["Spec.yaml", "-o", "Out", "--check"], ["Spec.yaml", "-o", "Out", "--dry-run"]] {
            let run = ToolRun.run(arguments, in: directory.url)
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(run.stderr == "seguegen: error: cannot write 'Out/SettingsViewController+Segues.swift': it exists and is not a regular file; "
                + "seguegen replaces only files it generated\n"
                + "seguegen: error: cannot write 'Out/SegueGen.swift': the file exists and seguegen did not generate it "
                + "(its first line is not seguegen's header); move it away or choose another output directory\n")
            #expect(try DirectorySnapshot(of: directory.url) == before, "nothing is written when one output cannot be")
        }
    }

    @Test func anEmptyPlaceholderIsFilled() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Spec.yaml")
        try directory.write("", to: "Out/SegueGen.swift")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == "Generated 3 files in Out (3 written, 0 unchanged)\n")
        #expect(try String(contentsOf: directory.file("Out/SegueGen.swift"), encoding: .utf8).hasPrefix("// Generated by seguegen from Spec.yaml. Do not edit.\n"))
    }

    // MARK: Several specs, one directory

    @Test func specsGivenTogetherShareOneSupportFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Tasks.yaml")
        try directory.write("scenes:\n  ProfileViewController:\n    segues:\n      showAvatar: AvatarViewController\n", to: "Profile/Profile.yaml")
        let run = ToolRun.run(["Tasks.yaml", "Profile/Profile.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "Generated 4 files in Out (4 written, 0 unchanged)\n")
        let files = try DirectorySnapshot(of: directory.file("Out"))
        #expect(files.paths == ["ProfileViewController+Segues.swift", "SegueGen.swift", "SettingsViewController+Segues.swift", "TaskListViewController+Segues.swift"])
        let support = String(decoding: try #require(files.entries["SegueGen.swift"]).contents, as: UTF8.self)
        #expect(support.hasPrefix("// Generated by seguegen from Profile.yaml, Tasks.yaml. Do not edit.\n"))

        // The order of the specs on the command line (a shell glob's, say) changes nothing.
        let reversed = ToolRun.run(["Profile/Profile.yaml", "Tasks.yaml", "-o", "Reversed", "--single-file"], in: directory.url)
        let inOrder = ToolRun.run(["Tasks.yaml", "Profile/Profile.yaml", "-o", "InOrder", "--single-file"], in: directory.url)
        #expect((reversed.status, inOrder.status) == (0, 0))
        #expect(try String(contentsOf: directory.file("Reversed/SegueGen.swift"), encoding: .utf8)
            == String(contentsOf: directory.file("InOrder/SegueGen.swift"), encoding: .utf8))

        // Dropping a spec from the run drops its files, with a warning, since
        // two runs that each give one spec would remove each other's files;
        // the stamp tells the spec's path.
        let alone = ToolRun.run(["Tasks.yaml", "-o", "Out"], in: directory.url)
        #expect(alone.stdout == "Generated 3 files in Out (1 written, 2 unchanged, 1 removed)\n")
        #expect(alone.stderr == "seguegen: warning: removing 'ProfileViewController+Segues.swift' from 'Out': Profile/Profile.yaml generated it, "
            + "and this run was not given Profile/Profile.yaml; give every spec that shares an output directory to one run "
            + "(a run removes the files there that its specs do not generate)\n")

        // A scene that leaves a spec of the run loses its file without a word.
        try directory.write("scenes:\n  ProfileViewController:\n    segues:\n      showAvatar: AvatarViewController\n", to: "Profile/Profile.yaml")
        #expect(ToolRun.run(["Tasks.yaml", "Profile/Profile.yaml", "-o", "Out"], in: directory.url).status == 0)
        try directory.write("scenes:\n  BadgeViewController:\n    segues:\n      showAvatar: AvatarViewController\n", to: "Profile/Profile.yaml")
        let renamed = ToolRun.run(["Tasks.yaml", "Profile/Profile.yaml", "-o", "Out"], in: directory.url)
        #expect(renamed.stdout == "Generated 4 files in Out (1 written, 3 unchanged, 1 removed)\n")
        #expect(renamed.stderr == "")
    }

    /// A scene may inherit from a scene of another spec of the same run; a
    /// run without that spec says where a superclass may be.
    @Test func aSuperclassMayBeASceneOfAnotherSpecOfTheRun() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("scenes:\n  BaseListViewController:\n    segues:\n      showDetail: DetailViewController\n", to: "Base.yaml")
        try directory.write("scenes:\n  SearchViewController:\n    superclass: BaseListViewController\n    segues:\n      showFilter: FilterViewController\n", to: "Search.yaml")
        let run = ToolRun.run(["Base.yaml", "Search.yaml", "-o", "Out"], in: directory.url)
        #expect((run.status, run.stderr) == (0, ""))
        let search = try String(contentsOf: directory.file("Out/SearchViewController+Segues.swift"), encoding: .utf8)
        #expect(search.contains("        /// Destination: `DetailViewController`. Inherited from `BaseListViewController`.\n        case showDetail\n"))

        let alone = ToolRun.run(["Search.yaml", "-o", "Alone"], in: directory.url)
        #expect(alone.status == 1)
        #expect(alone.stderr == """
            Search.yaml:3:17: error: 'BaseListViewController' is not a scene of this spec; 'superclass' names another scene whose segues \
            this one inherits, of this spec or of a spec generated with it into the same directory
                superclass: BaseListViewController
                            ^

            """)
    }

    /// All UIKit platforms generate the same code, so an `ios` and a `tvos`
    /// spec share a directory; a `macos` one cannot join them.
    @Test func uikitPlatformsShareADirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Tasks.yaml")
        try directory.write("platform: tvos\nscenes:\n  PlayerViewController:\n    segues:\n      showInfo: InfoViewController\n", to: "TV.yaml")
        let run = ToolRun.run(["Tasks.yaml", "TV.yaml", "-o", "Out"], in: directory.url)
        #expect((run.status, run.stderr) == (0, ""))
        #expect(try DirectorySnapshot(of: directory.file("Out")).paths.contains("PlayerViewController+Segues.swift"))

        try directory.write("platform: macos\nscenes:\n  PlayerViewController:\n    segues:\n      showInfo: InfoViewController\n", to: "TV.yaml")
        let mac = ToolRun.run(["Tasks.yaml", "TV.yaml", "-o", "Other"], in: directory.url)
        #expect(mac.status == 1)
        #expect(mac.stderr.hasPrefix("TV.yaml:1:11: error: TV.yaml has platform 'macos' but Tasks.yaml has platform 'ios' (the default); "
            + "they generate into one directory, which has one SegueGen.swift, which is written for one UI framework, and these use AppKit and UIKit"), "\(mac.stderr)")
    }

    @Test func specsThatCannotShareADirectoryAreReportedTogether() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Tasks.yaml")
        try directory.write("dispatch: swizzle\nscenes:\n  SettingsViewController:\n    segues:\n      showHelp: HelpViewController\n", to: "More.yaml")
        let run = ToolRun.run(["Tasks.yaml", "More.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            More.yaml:3:3: error: scene 'SettingsViewController' is also in Tasks.yaml, which generates into the same directory; list its segues in one spec
              SettingsViewController:
              ^
            Tasks.yaml:8:3: note: 'SettingsViewController' is declared here
              SettingsViewController:
              ^
            More.yaml:1:11: error: More.yaml has dispatch 'swizzle' but Tasks.yaml has dispatch 'forward' (the default); they generate into one directory, which has one SegueGen.swift, which sets how every typed perform reaches prepare(for:sender:): give them the same dispatch
            dispatch: swizzle
                      ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    /// With --warnings-as-errors a run keeps another spec's files: nothing is
    /// written or removed. A check and a dry run say whose files would go.
    @Test func warningsAsErrorsKeepsTheFilesOfASpecTheRunWasNotGiven() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Tasks.yaml")
        try directory.write("scenes:\n  ProfileViewController:\n    segues:\n      showAvatar: AvatarViewController\n", to: "Profile.yaml")
        #expect(ToolRun.run(["Tasks.yaml", "Profile.yaml", "-o", "Out"], in: directory.url).status == 0)
        let before = try DirectorySnapshot(of: directory.file("Out"))
        let message = "would remove 'ProfileViewController+Segues.swift' from 'Out': Profile.yaml generated it, and this run was not given "
            + "Profile.yaml; give every spec that shares an output directory to one run (a run removes the files there that its specs do not generate)\n"

        let strict = ToolRun.run(["Tasks.yaml", "-o", "Out", "--warnings-as-errors"], in: directory.url)
        #expect((strict.status, strict.stdout, strict.stderr) == (1, "", "seguegen: error: " + message.dropLast() + " [--warnings-as-errors]\n"))
        #expect(try DirectorySnapshot(of: directory.file("Out")) == before)

        let dryRun = ToolRun.run(["Tasks.yaml", "-o", "Out", "--dry-run"], in: directory.url)
        #expect(dryRun.status == 0)
        #expect(dryRun.stderr == "seguegen: warning: " + message)
        #expect(dryRun.stdout.contains("remove    Out/ProfileViewController+Segues.swift\n"))
        #expect(try DirectorySnapshot(of: directory.file("Out")) == before)
    }

    /// A spec deleted or renamed since the last run (the stamp knows its
    /// path, and nothing is there) wants its files no more: they are removed
    /// without a word, with --warnings-as-errors too. A renamed spec's files
    /// are rewritten with its new name in their headers.
    @Test func theFilesOfASpecThatIsGoneAreRemovedWithoutAWarning() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "Nav.yaml")
        try directory.write(Self.boardSpec, to: "Board.yaml")
        #expect(ToolRun.run(["Nav.yaml", "Board.yaml", "-o", "Gen"], in: directory.url).status == 0)

        try FileManager.default.removeItem(at: directory.file("Board.yaml"))
        let dropped = ToolRun.run(["Nav.yaml", "-o", "Gen", "--warnings-as-errors"], in: directory.url)
        #expect((dropped.status, dropped.stderr) == (0, ""))
        #expect(dropped.stdout == "Generated 2 files in Gen (1 written, 1 unchanged, 1 removed)\n", "SegueGen.swift names one spec now")
        #expect(try DirectorySnapshot(of: directory.file("Gen")).paths == ["ListViewController+Segues.swift", "SegueGen.swift"])

        try FileManager.default.moveItem(at: directory.file("Nav.yaml"), to: directory.file("Navigation.yaml"))
        try directory.write(Self.boardSpec, to: "Navigation.yaml")
        let renamed = ToolRun.run(["Navigation.yaml", "-o", "Gen", "--warnings-as-errors"], in: directory.url)
        #expect((renamed.status, renamed.stderr) == (0, ""))
        #expect(renamed.stdout == "Generated 2 files in Gen (2 written, 0 unchanged, 1 removed)\n")
        #expect(try DirectorySnapshot(of: directory.file("Gen")).paths == ["BoardViewController+Segues.swift", "SegueGen.swift"])
        let board = try String(contentsOf: directory.file("Gen/BoardViewController+Segues.swift"), encoding: .utf8)
        #expect(board.hasPrefix("// Generated by seguegen from Navigation.yaml. Do not edit.\n"))
    }

    /// A config entry owns its output directory (a config file refuses two
    /// entries with one), so a spec left out of the entry was dropped: its
    /// files are removed without a word, with `warnings-as-errors: true` too,
    /// though the spec is still there.
    @Test func aConfigEntryRemovesTheFilesOfASpecLeftOutOfIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "App/Nav.yaml")
        try directory.write(Self.boardSpec, to: "App/Extra.yaml")
        try directory.write("generate:\n  - specs: [App/Nav.yaml, App/Extra.yaml]\n    output: App/Generated\n    warnings-as-errors: true\n", to: "seguegen.yml")
        #expect(ToolRun.run([], in: directory.url).status == 0)

        try directory.write("generate:\n  - specs: [App/Nav.yaml]\n    output: App/Generated\n    warnings-as-errors: true\n", to: "seguegen.yml")
        let run = ToolRun.run([], in: directory.url)
        #expect((run.status, run.stderr) == (0, ""))
        #expect(run.stdout == "Generated 2 files in App/Generated (1 written, 1 unchanged, 1 removed)\n", "SegueGen.swift names one spec now")
        #expect(try DirectorySnapshot(of: directory.file("App/Generated")).paths == ["ListViewController+Segues.swift", "SegueGen.swift"])
    }

    /// Two config files whose entries write into one directory, or a
    /// command-line run and a config entry, do not own it: each run warns
    /// at the entry's `output` before it removes the other's files, and
    /// keeps them with `--warnings-as-errors`. The stamp records which
    /// config file wrote the directory.
    @Test func configFilesSharingAnOutputDirectoryWarnBeforeRemovingEachOthersFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "Nav.yaml")
        try directory.write(Self.boardSpec, to: "Board.yaml")
        try directory.write("generate:\n  - specs: Nav.yaml\n    output: Gen\n", to: "one.yml")
        try directory.write("generate:\n  - specs: Board.yaml\n    output: Gen\n", to: "two.yml")
        #expect(ToolRun.run(["--config", "one.yml"], in: directory.url).status == 0)
        #expect(try String(contentsOf: directory.file("Gen/.seguegen-stamp"), encoding: .utf8).contains("\nconfig ../one.yml\n"))

        let message = { (file: String, spec: String) in
            "removing '\(file)' from 'Gen': \(spec) generated it, and this run was not given \(spec); list every spec that shares an output "
                + "directory in one config entry (a run removes the files there that its specs do not generate)"
        }
        let two = ToolRun.run(["--config", "two.yml"], in: directory.url)
        #expect(two.status == 0)
        #expect(two.stderr == "two.yml:3:13: warning: \(message("ListViewController+Segues.swift", "Nav.yaml"))\n", "\(two.stderr)")
        #expect(try DirectorySnapshot(of: directory.file("Gen")).paths == ["BoardViewController+Segues.swift", "SegueGen.swift"])

        let before = try DirectorySnapshot(of: directory.file("Gen"))
        let strict = ToolRun.run(["--config", "one.yml", "--warnings-as-errors"], in: directory.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix("one.yml:3:13: error: would remove 'BoardViewController+Segues.swift' from 'Gen': Board.yaml generated it"), "\(strict.stderr)")
        #expect(try DirectorySnapshot(of: directory.file("Gen")) == before)

        // The command line's stamp names no config file: the entry warns too.
        #expect(ToolRun.run(["Nav.yaml", "Board.yaml", "-o", "Gen"], in: directory.url).status == 0)
        let entry = ToolRun.run(["--config", "two.yml"], in: directory.url)
        #expect(entry.status == 0)
        #expect(entry.stderr == "two.yml:3:13: warning: \(message("ListViewController+Segues.swift", "Nav.yaml"))\n", "\(entry.stderr)")
    }

    /// Specs of one file name in different folders are told apart in the
    /// headers by their folders, so a run that drops one still says whose
    /// files it removes.
    @Test func specsOfOneFileNameAreToldApartByTheirFolders() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Tasks/Navigation.yaml")
        try directory.write("scenes:\n  ProfileViewController:\n    segues:\n      showAvatar: AvatarViewController\n", to: "Profile/Navigation.yaml")
        #expect(ToolRun.run(["Tasks/Navigation.yaml", "Profile/Navigation.yaml", "-o", "Out"], in: directory.url).status == 0)
        let support = try String(contentsOf: directory.file("Out/SegueGen.swift"), encoding: .utf8)
        #expect(support.hasPrefix("// Generated by seguegen from Profile/Navigation.yaml, Tasks/Navigation.yaml. Do not edit.\n"))
        let profile = try String(contentsOf: directory.file("Out/ProfileViewController+Segues.swift"), encoding: .utf8)
        #expect(profile.hasPrefix("// Generated by seguegen from Profile/Navigation.yaml. Do not edit.\n"))

        let alone = ToolRun.run(["Tasks/Navigation.yaml", "-o", "Out"], in: directory.url)
        #expect(alone.status == 0)
        #expect(alone.stderr.hasPrefix("seguegen: warning: removing 'ProfileViewController+Segues.swift' from 'Out': Profile/Navigation.yaml generated it"), "\(alone.stderr)")
        let tasks = try String(contentsOf: directory.file("Out/TaskListViewController+Segues.swift"), encoding: .utf8)
        #expect(tasks.hasPrefix("// Generated by seguegen from Navigation.yaml. Do not edit.\n"), "alone, a spec is named by its file name")
    }

    /// Folders that tell specs of one file name apart are taken from below
    /// the folder that holds them all, never from above it, where the
    /// project happens to be checked out: the output is the same in a
    /// clone at another path (a newcomer's checked-in code failed
    /// `--check` in CI, its headers naming the checkout folder).
    ///
    /// When one path ends another's, each is named by its whole path from
    /// the output directory (a shorter name would read as the longer one's
    /// end), a spec outside the project too.
    @Test(arguments: [
        (["Tasks.yaml", "Sub/Tasks.yaml"], "Out", ["../Tasks.yaml", "../Sub/Tasks.yaml"]),
        (["App/Tasks.yaml", "Legacy/App/Tasks.yaml"], "Out", ["../App/Tasks.yaml", "../Legacy/App/Tasks.yaml"]),
        (["App/Tasks.yaml", "Legacy/App/Tasks.yaml"], "App/Out", ["../Tasks.yaml", "../../Legacy/App/Tasks.yaml"]),
        (["a/b/Tasks.yaml", "a/c/Tasks.yaml", "Other.yaml"], "Out", ["b/Tasks.yaml", "c/Tasks.yaml", "Other.yaml"]),
        (["Tasks.yaml", "../shared/Tasks.yaml"], "Out", ["../Tasks.yaml", "../../shared/Tasks.yaml"]),
        (["p/q/Tasks.yaml", "Tasks.yaml", "r/q/Tasks.yaml"], "Out", ["../p/q/Tasks.yaml", "../Tasks.yaml", "../r/q/Tasks.yaml"]),
    ])
    func specsOfOneFileNameAreNamedFromInsideTheProject(_ specs: [String], _ output: String, _ headerNames: [String]) throws {
        let scenes = ["ListViewController", "BoardViewController", "CardViewController"]
        var outputs: [[String: Data]] = []
        for checkout in ["checkout-one", "another checkout"] {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            try FileManager.default.createDirectory(at: directory.file(checkout), withIntermediateDirectories: true)
            for (spec, scene) in zip(specs, scenes) {
                try directory.write("scenes:\n  \(scene):\n    segues:\n      showDetail: DetailViewController\n", to: "\(checkout)/\(spec)")
            }
            let project = directory.file(checkout)
            #expect(ToolRun.run(specs + ["-o", output], in: project).status == 0)
            outputs.append(try DirectorySnapshot(of: project.appendingPathComponent(output)).entries.mapValues(\.contents))
            for (scene, name) in zip(scenes, headerNames) {
                let file = try String(contentsOf: project.appendingPathComponent("\(output)/\(scene)+Segues.swift"), encoding: .utf8)
                #expect(file.hasPrefix("// Generated by seguegen from \(name). Do not edit.\n"), "\(file.prefix(100))")
            }
        }
        #expect(outputs[0] == outputs[1], "the same bytes in both checkouts")
    }

    /// A header's path from the output directory leads to its spec, so a
    /// run without the stamp still tells another spec's files from its own.
    @Test func aSpecNamedByItsPathIsToldApartWithoutTheStamp() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "Tasks.yaml")
        try directory.write(Self.boardSpec, to: "Sub/Tasks.yaml")
        #expect(ToolRun.run(["Tasks.yaml", "Sub/Tasks.yaml", "-o", "Out"], in: directory.url).status == 0)
        // A scene that left one of the specs: its file is the run's own, removed without a word.
        try directory.write("scenes:\n  CardViewController:\n    segues:\n      showBoard: BoardViewController\n", to: "Sub/Tasks.yaml")
        try FileManager.default.removeItem(at: directory.file("Out/\(OutputStamp.fileName)"))
        let own = ToolRun.run(["Tasks.yaml", "Sub/Tasks.yaml", "-o", "Out"], in: directory.url)
        #expect((own.status, own.stderr) == (0, ""), "\(own.stderr)")
        #expect(try DirectorySnapshot(of: directory.file("Out")).paths == [
            "CardViewController+Segues.swift", "ListViewController+Segues.swift", "SegueGen.swift",
        ])
        // Another spec's files: named, with the warning.
        try FileManager.default.removeItem(at: directory.file("Out/\(OutputStamp.fileName)"))
        let alone = ToolRun.run(["Sub/Tasks.yaml", "-o", "Out"], in: directory.url)
        #expect(alone.status == 0)
        #expect(alone.stderr == "seguegen: warning: removing 'ListViewController+Segues.swift' from 'Out': ../Tasks.yaml generated it, "
            + "and this run was not given ../Tasks.yaml; give every spec that shares an output directory to one run "
            + "(a run removes the files there that its specs do not generate)\n", "\(alone.stderr)")
    }

    static let listSpec = "scenes:\n  ListViewController:\n    segues:\n      showDetail: DetailViewController\n"
    static let boardSpec = "scenes:\n  BoardViewController:\n    segues:\n      showCard: CardViewController\n"

    /// The warning when a run removes `file`, which `generator` generated
    /// into `Gen` (a run, not a check): a spec the run was not given, or,
    /// with `given`, one of the same file name as the run's `given`.
    static func removalMessage(removing file: String, generatedBy generator: String, given: String? = nil) -> String {
        let run = given.map { "this run was given \($0), not \(generator)" } ?? "this run was not given \(generator)"
        return "removing '\(file)' from 'Gen': \(generator) generated it, and \(run); "
            + "give every spec that shares an output directory to one run (a run removes the files there that its specs do not generate)\n"
    }

    /// Specs of one file name in different folders, given to separate runs
    /// into one directory: the headers name both `Tasks.yaml`, and the stamp
    /// tells them apart, so each run says whose file it removes, and with
    /// --warnings-as-errors keeps it.
    @Test func specsOfOneFileNameInSeparateRunsAreToldApartByTheStamp() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "a/Tasks.yaml")
        try directory.write(Self.boardSpec, to: "b/Tasks.yaml")
        #expect(ToolRun.run(["a/Tasks.yaml", "-o", "Gen"], in: directory.url).stdout == "Generated 2 files in Gen (2 written, 0 unchanged)\n")
        #expect(OutputStamp.read(from: directory.file("Gen"))?.specs == [.init(name: "Tasks.yaml", path: "../a/Tasks.yaml")])
        let before = try DirectorySnapshot(of: directory.file("Gen"))
        let stampBefore = try Data(contentsOf: directory.file("Gen/\(OutputStamp.fileName)"))
        let message = Self.removalMessage(removing: "ListViewController+Segues.swift", generatedBy: "a/Tasks.yaml", given: "b/Tasks.yaml")

        let strict = ToolRun.run(["b/Tasks.yaml", "-o", "Gen", "--warnings-as-errors"], in: directory.url)
        #expect((strict.status, strict.stdout) == (1, ""))
        #expect(strict.stderr == "seguegen: error: " + message.replacingOccurrences(of: "removing", with: "would remove").dropLast() + " [--warnings-as-errors]\n")
        #expect(try DirectorySnapshot(of: directory.file("Gen")) == before, "nothing is written")
        #expect(try Data(contentsOf: directory.file("Gen/\(OutputStamp.fileName)")) == stampBefore, "the stamp still names a/Tasks.yaml")

        let run = ToolRun.run(["b/Tasks.yaml", "-o", "Gen"], in: directory.url)
        #expect((run.status, run.stdout) == (0, "Generated 2 files in Gen (1 written, 1 unchanged, 1 removed)\n"))
        #expect(run.stderr == "seguegen: warning: " + message)
        #expect(try DirectorySnapshot(of: directory.file("Gen")).paths == ["BoardViewController+Segues.swift", "SegueGen.swift"])
        #expect(OutputStamp.read(from: directory.file("Gen"))?.specs == [.init(name: "Tasks.yaml", path: "../b/Tasks.yaml")])

        // And back: every run of the pair says so. A run with warnings of its
        // own leaves a stamp that vouches for nothing but still names its spec.
        try directory.write(CommandLineToolTests.warningSpec, to: "a/Tasks.yaml")
        let back = ToolRun.run(["a/Tasks.yaml", "-o", "Gen"], in: directory.url)
        #expect(back.stderr.hasSuffix("seguegen: warning: "
            + Self.removalMessage(removing: "BoardViewController+Segues.swift", generatedBy: "b/Tasks.yaml", given: "a/Tasks.yaml")), "\(back.stderr)")
        let stamp = try #require(OutputStamp.read(from: directory.file("Gen")))
        #expect((stamp.inputs, stamp.files, stamp.specs) == (nil, [], [.init(name: "Tasks.yaml", path: "../a/Tasks.yaml")]))
        let again = ToolRun.run(["b/Tasks.yaml", "-o", "Gen"], in: directory.url)
        #expect(again.stderr == "seguegen: warning: "
            + Self.removalMessage(removing: "TaskListViewController+Segues.swift", generatedBy: "a/Tasks.yaml", given: "b/Tasks.yaml"))
    }

    /// A spec moved to another folder keeps its file name and bytes, so
    /// its files stay as they are, but a run that gives it by its new path
    /// records that path in the stamp, though it writes no file: a later
    /// run of a new spec at the old path then says whose files it would
    /// remove, as if the spec had always been there. A check and a dry run
    /// leave the stamp as it is, and a rerun finds it current.
    @Test func aMovedSpecIsRecordedWhereItIsNowByARunThatWritesNoFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let gen = directory.file("Gen")
        try directory.write(Self.listSpec, to: "a/Tasks.yaml")
        #expect(ToolRun.run(["a/Tasks.yaml", "-o", "Gen"], in: directory.url).stdout == "Generated 2 files in Gen (2 written, 0 unchanged)\n")
        try FileManager.default.createDirectory(at: directory.file("b"), withIntermediateDirectories: false)
        try FileManager.default.moveItem(at: directory.file("a/Tasks.yaml"), to: directory.file("b/Tasks.yaml"))
        let files = try DirectorySnapshot(of: gen)
        let stampBefore = try Data(contentsOf: gen.appendingPathComponent(OutputStamp.fileName))

        let check = ToolRun.run(["b/Tasks.yaml", "-o", "Gen", "--check"], in: directory.url)
        #expect((check.status, check.stdout, check.stderr) == (0, "Gen is up to date (2 files)\n", ""))
        let dryRun = ToolRun.run(["b/Tasks.yaml", "-o", "Gen", "--dry-run"], in: directory.url)
        #expect((dryRun.status, dryRun.stderr) == (0, ""))
        #expect(dryRun.stdout.hasSuffix("Would generate 2 files in Gen (0 to write, 2 unchanged); nothing was written\n"), "\(dryRun.stdout)")
        #expect(try Data(contentsOf: gen.appendingPathComponent(OutputStamp.fileName)) == stampBefore, "a check and a dry run write no stamp")

        let moved = ToolRun.run(["b/Tasks.yaml", "-o", "Gen"], in: directory.url)
        #expect((moved.status, moved.stdout, moved.stderr) == (0, "Generated 2 files in Gen (0 written, 2 unchanged)\n", ""))
        #expect(try DirectorySnapshot(of: gen) == files)
        #expect(OutputStamp.read(from: gen)?.specs == [.init(name: "Tasks.yaml", path: "../b/Tasks.yaml")])
        // The stamp now names the spec where it is: a rerun stops at it and rewrites nothing.
        let stampFile = try StampTests.stampFile(in: gen)
        let rerun = ToolRun.run(["b/Tasks.yaml", "-o", "Gen"], in: directory.url)
        #expect((rerun.status, rerun.stdout, rerun.stderr) == (0, "Generated 2 files in Gen (0 written, 2 unchanged)\n", ""))
        #expect(try StampTests.stampFile(in: gen) == stampFile, "the stamp was rewritten")
        #expect(try DirectorySnapshot(of: gen) == files)

        try directory.write(Self.boardSpec, to: "a/Tasks.yaml")
        let strict = ToolRun.run(["a/Tasks.yaml", "-o", "Gen", "--warnings-as-errors"], in: directory.url)
        let message = Self.removalMessage(removing: "ListViewController+Segues.swift", generatedBy: "b/Tasks.yaml", given: "a/Tasks.yaml")
        #expect((strict.status, strict.stdout) == (1, ""))
        #expect(strict.stderr == "seguegen: error: " + message.replacingOccurrences(of: "removing", with: "would remove").dropLast() + " [--warnings-as-errors]\n")
        #expect(try DirectorySnapshot(of: gen) == files, "nothing is written")
    }

    /// A spec's own stale files go without a word: after a change to its
    /// scene list, from another current directory, after the whole project
    /// moved, and when the stamp is of an older format (it names no spec).
    @Test func aSpecRemovesItsOwnStaleFilesSilently() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "Project/a/Tasks.yaml")
        try directory.write(Self.boardSpec, to: "Project/b/Tasks.yaml")
        let project = directory.file("Project")
        #expect(ToolRun.run(["a/Tasks.yaml", "-o", "Gen"], in: project).status == 0)
        // The other spec of that name would get a warning (a dry run keeps the stamp as it is)...
        let other = ToolRun.run(["b/Tasks.yaml", "-o", "Gen", "--dry-run"], in: project)
        #expect(other.stderr.hasPrefix("seguegen: warning: would remove 'ListViewController+Segues.swift' from 'Gen': a/Tasks.yaml generated it, "
            + "and this run was given b/Tasks.yaml, not a/Tasks.yaml;"), "\(other.stderr)")

        // ...the spec itself gets none, with another scene list, from its own folder...
        try directory.write(Self.listSpec.replacingOccurrences(of: "ListViewController", with: "GridViewController"), to: "Project/a/Tasks.yaml")
        let changed = ToolRun.run(["Tasks.yaml", "-o", "../Gen"], in: project.appendingPathComponent("a"))
        #expect((changed.status, changed.stderr) == (0, ""))
        #expect(changed.stdout == "Generated 2 files in ../Gen (1 written, 1 unchanged, 1 removed)\n")
        #expect(ToolRun.run(["a/Tasks.yaml", "-o", "Gen"], in: project).stdout == "Generated 2 files in Gen (0 written, 2 unchanged)\n")

        // ...after the whole project moved...
        let moved = directory.url.appendingPathComponent("Moved", isDirectory: true)
        try FileManager.default.moveItem(at: project, to: moved)
        try directory.write(Self.listSpec, to: "Moved/a/Tasks.yaml")
        let afterMove = ToolRun.run(["a/Tasks.yaml", "-o", "Gen"], in: moved)
        #expect((afterMove.status, afterMove.stderr) == (0, ""))
        #expect(afterMove.stdout == "Generated 2 files in Gen (1 written, 1 unchanged, 1 removed)\n")

        // ...and the other spec with a stamp of the first format: which spec wrote the files is unknown.
        let stampURL = directory.file("Moved/Gen/\(OutputStamp.fileName)")
        let stamp = try String(contentsOf: stampURL, encoding: .utf8)
        #expect(stamp.hasPrefix("seguegen-stamp 3\n"))
        let old = stamp.split(separator: "\n").filter { !$0.hasPrefix("spec ") }.joined(separator: "\n") + "\n"
        try Data(old.replacingOccurrences(of: "seguegen-stamp 3\n", with: "seguegen-stamp 1\n").utf8).write(to: stampURL)
        let unknown = ToolRun.run(["b/Tasks.yaml", "-o", "Gen"], in: moved)
        #expect((unknown.status, unknown.stderr) == (0, ""))
        #expect(unknown.stdout == "Generated 2 files in Gen (1 written, 1 unchanged, 1 removed)\n")
    }

    static let otherSpec = "scenes:\n  OtherViewController:\n    segues:\n      showMore: MoreViewController\n"

    /// Two specs of one file name in one run write their folders into the
    /// headers (`a/Tasks.yaml`); a run that gives one of them with a spec of
    /// another name writes only the file name. Whichever comes first, the
    /// stamp says which spec each header name stood for: the run's own
    /// spec under its other name is its own, the other spec's files are
    /// another spec's, named by their path, and a rerun is silent.
    @Test func specsOfOneFileNameInOneRunThenEachWithAnotherSpec() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "Specs/a/Tasks.yaml")
        try directory.write(Self.boardSpec, to: "Specs/b/Tasks.yaml")
        try directory.write(Self.otherSpec, to: "Specs/Other.yaml")
        let gen = directory.file("Gen")
        let both = ["Specs/a/Tasks.yaml", "Specs/b/Tasks.yaml", "-o", "Gen"]
        let withOther = ["Specs/a/Tasks.yaml", "Specs/Other.yaml", "-o", "Gen"]
        #expect(ToolRun.run(both, in: directory.url).stdout == "Generated 3 files in Gen (3 written, 0 unchanged)\n")
        #expect(OutputStamp.read(from: gen)?.specs == [
            .init(name: "a/Tasks.yaml", path: "../Specs/a/Tasks.yaml"), .init(name: "b/Tasks.yaml", path: "../Specs/b/Tasks.yaml"),
        ])
        let first = try DirectorySnapshot(of: gen)
        let rerun = ToolRun.run(both, in: directory.url)
        #expect((rerun.status, rerun.stdout, rerun.stderr) == (0, "Generated 3 files in Gen (0 written, 3 unchanged)\n", ""))
        #expect(try DirectorySnapshot(of: gen) == first)

        // a/Tasks.yaml, now named Tasks.yaml in headers, loses its scene: its
        // old file goes silently, b/Tasks.yaml's is another spec's.
        try directory.write(Self.listSpec.replacingOccurrences(of: "ListViewController", with: "GridViewController"), to: "Specs/a/Tasks.yaml")
        let boardMessage = Self.removalMessage(removing: "BoardViewController+Segues.swift", generatedBy: "Specs/b/Tasks.yaml")
        let strict = ToolRun.run(withOther + ["--warnings-as-errors"], in: directory.url)
        #expect((strict.status, strict.stdout) == (1, ""))
        #expect(strict.stderr == "seguegen: error: " + boardMessage.replacingOccurrences(of: "removing", with: "would remove").dropLast() + " [--warnings-as-errors]\n")
        #expect(try DirectorySnapshot(of: gen) == first, "nothing is written")
        let run = ToolRun.run(withOther, in: directory.url)
        #expect((run.status, run.stdout) == (0, "Generated 3 files in Gen (3 written, 0 unchanged, 2 removed)\n"))
        #expect(run.stderr == "seguegen: warning: " + boardMessage)
        #expect(try DirectorySnapshot(of: gen).paths == ["GridViewController+Segues.swift", "OtherViewController+Segues.swift", "SegueGen.swift"])
        let again = ToolRun.run(withOther, in: directory.url)
        #expect((again.status, again.stdout, again.stderr) == (0, "Generated 3 files in Gen (0 written, 3 unchanged)\n", ""))

        // And the reverse: a/Tasks.yaml, named Tasks.yaml in the files, is the
        // run's own as a/Tasks.yaml; Other.yaml's file is another spec's.
        try directory.write(Self.listSpec, to: "Specs/a/Tasks.yaml")
        let back = ToolRun.run(both, in: directory.url)
        #expect((back.status, back.stdout) == (0, "Generated 3 files in Gen (3 written, 0 unchanged, 2 removed)\n"))
        #expect(back.stderr == "seguegen: warning: "
            + Self.removalMessage(removing: "OtherViewController+Segues.swift", generatedBy: "Specs/Other.yaml"))
        #expect(try DirectorySnapshot(of: gen).paths == ["BoardViewController+Segues.swift", "ListViewController+Segues.swift", "SegueGen.swift"])
        let last = try DirectorySnapshot(of: gen)
        let rerunBack = ToolRun.run(both, in: directory.url)
        #expect((rerunBack.status, rerunBack.stdout, rerunBack.stderr) == (0, "Generated 3 files in Gen (0 written, 3 unchanged)\n", ""))
        #expect(try DirectorySnapshot(of: gen) == last)

        // Without the stamp, a header names the run's own spec when the spec's
        // path ends in the name; the path of the other is unknown.
        try FileManager.default.removeItem(at: gen.appendingPathComponent(OutputStamp.fileName))
        try directory.write(Self.listSpec.replacingOccurrences(of: "ListViewController", with: "GridViewController"), to: "Specs/a/Tasks.yaml")
        let unknown = ToolRun.run(withOther, in: directory.url)
        #expect((unknown.status, unknown.stdout) == (0, "Generated 3 files in Gen (3 written, 0 unchanged, 2 removed)\n"))
        #expect(unknown.stderr == "seguegen: warning: " + Self.removalMessage(removing: "BoardViewController+Segues.swift", generatedBy: "b/Tasks.yaml"))
    }

    /// `..` after a linked folder goes where the file system takes it, for
    /// the spec and for an output directory yet to be created alike: the
    /// files land beside the link's target, and the next run finds them
    /// there as its own.
    @Test func dotDotAfterALinkedFolderLeavesTheLinksTarget() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "Project/App/Sources/Tasks.yaml")
        try FileManager.default.createSymbolicLink(atPath: directory.file("Project/link").path, withDestinationPath: "App/Sources")
        let arguments = ["link/../Sources/Tasks.yaml", "-o", "link/../Generated"]
        let first = ToolRun.run(arguments, in: directory.file("Project"))
        #expect((first.status, first.stdout, first.stderr) == (0, "Generated 2 files in link/../Generated (2 written, 0 unchanged)\n", ""))
        #expect(try DirectorySnapshot(of: directory.file("Project/App/Generated")).paths == ["ListViewController+Segues.swift", "SegueGen.swift"])
        #expect(!FileManager.default.fileExists(atPath: directory.file("Project/Generated").path))
        #expect(OutputStamp.read(from: directory.file("Project/App/Generated"))?.specs == [.init(name: "Tasks.yaml", path: "../Sources/Tasks.yaml")])
        let again = ToolRun.run(arguments, in: directory.file("Project"))
        #expect((again.status, again.stdout, again.stderr) == (0, "Generated 2 files in link/../Generated (0 written, 2 unchanged)\n", ""))
    }

    /// A spec is its file, symbolic links resolved: given through a linked
    /// folder, as a link of its name or of another, into an output
    /// directory reached through a link, it removes its own stale files
    /// silently, and the stamp records one path for it, from the real
    /// output directory to the real spec. Another spec reached through a
    /// link is still another spec.
    @Test func aSpecReachedThroughSymbolicLinksIsOneSpec() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "Project/real/Tasks.yaml")
        try directory.write(Self.boardSpec, to: "Project/other/Tasks.yaml")
        let project = directory.file("Project")
        try FileManager.default.createDirectory(at: directory.file("Project/deep/Gen"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.file("Project/alias"), withIntermediateDirectories: true)
        for (link, target) in [("link", "real"), ("otherLink", "other"), ("alias/Tasks.yaml", "../real/Tasks.yaml"), ("Nav.yaml", "real/Tasks.yaml"), ("GenLink", "deep/Gen")] {
            try FileManager.default.createSymbolicLink(atPath: directory.file("Project/\(link)").path, withDestinationPath: target)
        }
        let real = [OutputStamp.Spec(name: "Tasks.yaml", path: "../../real/Tasks.yaml")]
        #expect(ToolRun.run(["real/Tasks.yaml", "-o", "deep/Gen"], in: project).stdout == "Generated 2 files in deep/Gen (2 written, 0 unchanged)\n")
        #expect(OutputStamp.read(from: directory.file("Project/deep/Gen"))?.specs == real)

        // Each run renames the scene, so that the last run's file is stale.
        let runs: [(scene: String, arguments: [String], stdout: String, specs: [OutputStamp.Spec])] = [
            ("Grid", ["link/Tasks.yaml", "-o", "deep/Gen"], "Generated 2 files in deep/Gen (1 written, 1 unchanged, 1 removed)\n", real),
            ("Card", ["alias/Tasks.yaml", "-o", "GenLink"], "Generated 2 files in GenLink (1 written, 1 unchanged, 1 removed)\n", real),
            ("Tile", ["Nav.yaml", "-o", "GenLink"], "Generated 2 files in GenLink (2 written, 0 unchanged, 1 removed)\n",
             [.init(name: "Nav.yaml", path: "../../real/Tasks.yaml")]),
            ("Row", ["real/Tasks.yaml", "-o", "deep/Gen"], "Generated 2 files in deep/Gen (2 written, 0 unchanged, 1 removed)\n", real),
        ]
        for (scene, arguments, stdout, specs) in runs {
            try directory.write(Self.listSpec.replacingOccurrences(of: "ListViewController", with: "\(scene)ViewController"), to: "Project/real/Tasks.yaml")
            let run = ToolRun.run(arguments, in: project)
            #expect((run.status, run.stdout, run.stderr) == (0, stdout, ""), "\(arguments)")
            #expect(OutputStamp.read(from: directory.file("Project/deep/Gen"))?.specs == specs, "\(arguments)")
            let paths = try DirectorySnapshot(of: directory.file("Project/deep/Gen")).paths
            #expect(paths == ["\(scene)ViewController+Segues.swift", "SegueGen.swift"].sorted())
        }

        let other = ToolRun.run(["otherLink/Tasks.yaml", "-o", "GenLink"], in: project)
        #expect((other.status, other.stdout) == (0, "Generated 2 files in GenLink (1 written, 1 unchanged, 1 removed)\n"))
        #expect(other.stderr == "seguegen: warning: removing 'RowViewController+Segues.swift' from 'GenLink': real/Tasks.yaml generated it, "
            + "and this run was given otherLink/Tasks.yaml, not real/Tasks.yaml; give every spec that shares an output directory to one run "
            + "(a run removes the files there that its specs do not generate)\n")
        #expect(OutputStamp.read(from: directory.file("Project/deep/Gen"))?.specs == [.init(name: "Tasks.yaml", path: "../../other/Tasks.yaml")])
    }

    /// What one spec may not have twice, the specs of one directory may not
    /// have between them: a storyboard scene, a presentation method's name.
    @Test func specsOfADirectoryCannotShareAStoryboardSceneOrAPresentationName() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("storyboard: Main\nscenes:\n  Checkout.CartViewController:\n    storyboardIdentifier: Cart\n", to: "A.yaml")
        try directory.write("storyboard: Main\nscenes:\n  CheckoutCartViewController:\n    storyboardIdentifier: Cart\n", to: "B.yaml")
        let run = ToolRun.run(["A.yaml", "B.yaml", "-o", "Out"], in: directory.url)
        #expect((run.status, run.stdout) == (1, ""))
        #expect(run.stderr == """
            B.yaml:4:27: error: scenes 'Checkout.CartViewController' and 'CheckoutCartViewController' are both the scene with Storyboard ID "Cart" of storyboard "Main"
                storyboardIdentifier: Cart
                                      ^
            A.yaml:4:27: note: 'Checkout.CartViewController' is that scene here
                storyboardIdentifier: Cart
                                      ^
            B.yaml:3:3: error: scenes 'Checkout.CartViewController' and 'CheckoutCartViewController' would both name their presentation methods \
            after 'CheckoutCartViewController' (a type name without its dots); create only one of them from its storyboard
              CheckoutCartViewController:
              ^
            A.yaml:3:3: note: 'Checkout.CartViewController' is here
              Checkout.CartViewController:
              ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    /// A spec with errors of its own does not hide what keeps the others
    /// from sharing the directory: one run shows both.
    @Test func specsThatLoadAreCheckedTogetherWhenAnotherHasErrors() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Tasks.yaml")
        try directory.write("scenes:\n  SettingsViewController:\n    segues:\n      showHelp: HelpViewController\n", to: "More.yaml")
        try directory.write("scenes:\n  ProfileViewController:\n    segeus: {}\n", to: "Broken.yaml")
        let run = ToolRun.run(["Tasks.yaml", "Broken.yaml", "More.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            Broken.yaml:3:5: error: unknown key 'segeus' in scene 'ProfileViewController'; did you mean 'segues'?
                segeus: {}
                ^
            More.yaml:2:3: error: scene 'SettingsViewController' is also in Tasks.yaml, which generates into the same directory; list its segues in one spec
              SettingsViewController:
              ^
            Tasks.yaml:8:3: note: 'SettingsViewController' is declared here
              SettingsViewController:
              ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    @Test func everySpecThatCannotBeReadIsReported() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Tasks.yaml")
        let run = ToolRun.run(["A.yaml", "Tasks.yaml", "B.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr == """
            seguegen: error: cannot read spec 'A.yaml': No such file or directory
            seguegen: error: cannot read spec 'B.yaml': No such file or directory

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    // MARK: --single-file

    @Test func singleFileWritesEverythingIntoSegueGenSwift() throws {
        let directory = try Self.generated()
        defer { directory.remove() }
        let run = ToolRun.run(["Spec.yaml", "-o", "Out", "--single-file"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == "Generated 1 file in Out (1 written, 0 unchanged, 2 removed)\n")
        #expect(try DirectorySnapshot(of: directory.file("Out")).paths == ["SegueGen.swift"])
        let text = try String(contentsOf: directory.file("Out/SegueGen.swift"), encoding: .utf8)
        #expect(text.hasPrefix("// Generated by seguegen from Spec.yaml. Do not edit.\n"))
        #expect(text.contains("extension TaskListViewController {"))
        #expect(text.contains("extension SettingsViewController {"))
    }
}
