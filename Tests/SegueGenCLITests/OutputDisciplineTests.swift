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
        try directory.write("// Generated by seguegen from ../Spec.yaml. Do not edit.\n", to: "Out/Notes.md")
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
        #expect(try String(contentsOf: directory.file("Out/SegueGen.swift"), encoding: .utf8).hasPrefix("// Generated by seguegen from ../Spec.yaml. Do not edit.\n"))
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
        #expect(support.hasPrefix("// Generated by seguegen from ../Profile/Profile.yaml, ../Tasks.yaml. Do not edit.\n"))

        // The order of the specs on the command line (a shell glob's, say) changes nothing.
        let reversed = ToolRun.run(["Profile/Profile.yaml", "Tasks.yaml", "-o", "Reversed", "--single-file"], in: directory.url)
        let inOrder = ToolRun.run(["Tasks.yaml", "Profile/Profile.yaml", "-o", "InOrder", "--single-file"], in: directory.url)
        #expect((reversed.status, inOrder.status) == (0, 0))
        #expect(try String(contentsOf: directory.file("Reversed/SegueGen.swift"), encoding: .utf8)
            == String(contentsOf: directory.file("InOrder/SegueGen.swift"), encoding: .utf8))

        // Two runs that each give one spec would remove each other's files: a run without a spec
        // that still exists keeps its files.
        let alone = ToolRun.run(["Tasks.yaml", "-o", "Out"], in: directory.url)
        #expect((alone.status, alone.stdout) == (1, ""))
        #expect(alone.stderr == "seguegen: error: 2 files in 'Out' were generated from 'Profile/Profile.yaml', which this run was not given; "
            + "give every spec of an output directory to one run, or pass '--force' to replace them\n")

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
        #expect(search.contains("        /// Inherited from `BaseListViewController`.\n        case showDetail\n"))

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

    static let listSpec = "scenes:\n  ListViewController:\n    segues:\n      showDetail: DetailViewController\n"
    static let boardSpec = "scenes:\n  BoardViewController:\n    segues:\n      showCard: CardViewController\n"

    /// Each header names its spec by the path from the output directory, so a later run can
    /// tell whose file it is, also for specs of one file name in different folders.
    @Test func headersNameEachSpecByItsPathFromTheOutputDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "a/Tasks.yaml")
        try directory.write(Self.boardSpec, to: "b/Tasks.yaml")
        #expect(ToolRun.run(["a/Tasks.yaml", "b/Tasks.yaml", "-o", "Gen"], in: directory.url).status == 0)
        let header = { (file: String) in try String(contentsOf: directory.file("Gen/\(file)"), encoding: .utf8).prefix { $0 != "\n" } }
        #expect(try header("ListViewController+Segues.swift") == "// Generated by seguegen from ../a/Tasks.yaml. Do not edit.")
        #expect(try header("BoardViewController+Segues.swift") == "// Generated by seguegen from ../b/Tasks.yaml. Do not edit.")
        #expect(try header("SegueGen.swift") == "// Generated by seguegen from ../a/Tasks.yaml, ../b/Tasks.yaml. Do not edit.")
    }

    /// Another run's files in the output directory, of a spec that still exists, stop the run:
    /// two runs into one directory would remove each other's files every time. Nothing is
    /// written or removed, a check says so too, and `--force` goes on.
    @Test func theFilesOfASpecThatStillExistsAreAnotherRunsAndStopTheRun() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "Nav.yaml")
        try directory.write(Self.boardSpec, to: "Board.yaml")
        #expect(ToolRun.run(["Nav.yaml", "Board.yaml", "-o", "Gen"], in: directory.url).status == 0)
        let before = try DirectorySnapshot(of: directory.file("Gen"))
        let message = "seguegen: error: 2 files in 'Gen' were generated from 'Board.yaml', which this run was not given; "
            + "give every spec of an output directory to one run, or pass '--force' to replace them\n"
        for options in [[], ["--check"], ["--dry-run"]] {
            let run = ToolRun.run(["Nav.yaml", "-o", "Gen"] + options, in: directory.url)
            #expect((run.status, run.stdout, run.stderr) == (1, "", message), "\(options)")
            #expect(try DirectorySnapshot(of: directory.file("Gen")) == before)
        }
        let forced = ToolRun.run(["Nav.yaml", "-o", "Gen", "--force"], in: directory.url)
        #expect((forced.status, forced.stderr) == (0, ""))
        #expect(forced.stdout == "Generated 2 files in Gen (1 written, 1 unchanged, 1 removed)\n")
        #expect(try DirectorySnapshot(of: directory.file("Gen")).paths == ["ListViewController+Segues.swift", "SegueGen.swift"])
    }

    /// A spec deleted or renamed since the last run wants its files no more: they are removed
    /// without a word. A renamed spec's files are rewritten with its new name in their headers.
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
        let renamed = ToolRun.run(["Navigation.yaml", "-o", "Gen"], in: directory.url)
        #expect((renamed.status, renamed.stderr) == (0, ""))
        #expect(renamed.stdout == "Generated 2 files in Gen (2 written, 0 unchanged, 1 removed)\n")
        #expect(try DirectorySnapshot(of: directory.file("Gen")).paths == ["BoardViewController+Segues.swift", "SegueGen.swift"])
        let board = try String(contentsOf: directory.file("Gen/BoardViewController+Segues.swift"), encoding: .utf8)
        #expect(board.hasPrefix("// Generated by seguegen from ../Navigation.yaml. Do not edit.\n"))
    }

    /// A config entry's run is held to the same rule, and says so at the entry's output: a
    /// spec left out of the entry that still exists keeps its files until `--force`.
    @Test func aConfigEntryKeepsTheFilesOfASpecLeftOutOfItUntilForced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "App/Nav.yaml")
        try directory.write(Self.boardSpec, to: "App/Extra.yaml")
        try directory.write("generate:\n  - specs: [App/Nav.yaml, App/Extra.yaml]\n    output: App/Generated\n", to: "seguegen.yml")
        #expect(ToolRun.run([], in: directory.url).status == 0)

        try directory.write("generate:\n  - specs: [App/Nav.yaml]\n    output: App/Generated\n", to: "seguegen.yml")
        let run = ToolRun.run([], in: directory.url)
        #expect((run.status, run.stdout) == (1, ""))
        #expect(run.stderr == """
            seguegen.yml:3:13: error: 2 files in 'App/Generated' were generated from 'App/Extra.yaml', which this run was not given; \
            list every spec of an output directory in one config entry, or pass '--force' to replace them
                output: App/Generated
                        ^

            """)
        let forced = ToolRun.run(["--force"], in: directory.url)
        #expect((forced.status, forced.stderr) == (0, ""))
        #expect(try DirectorySnapshot(of: directory.file("App/Generated")).paths == ["ListViewController+Segues.swift", "SegueGen.swift"])
    }

    /// A spec reached through a symbolic link, or through `..` after a linked folder, is the
    /// spec it leads to: its own files are its own, whichever way a run names it.
    @Test func aSpecReachedThroughASymbolicLinkOwnsItsFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.listSpec, to: "real/Tasks.yaml")
        try FileManager.default.createSymbolicLink(atPath: directory.file("Linked.yaml").path, withDestinationPath: "real/Tasks.yaml")
        #expect(ToolRun.run(["real/Tasks.yaml", "-o", "Gen"], in: directory.url).status == 0)
        let run = ToolRun.run(["Linked.yaml", "-o", "Gen"], in: directory.url)
        #expect((run.status, run.stderr) == (0, ""))
        #expect(run.stdout == "Generated 2 files in Gen (2 written, 0 unchanged)\n", "the headers name the link now")
    }

    /// What one spec may not have twice, the specs of one directory may not
    /// have between them: a storyboard scene.
    @Test func specsOfADirectoryCannotShareAStoryboardScene() throws {
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
        #expect(text.hasPrefix("// Generated by seguegen from ../Spec.yaml. Do not edit.\n"))
        #expect(text.contains("extension TaskListViewController {"))
        #expect(text.contains("extension SettingsViewController {"))
    }
}
