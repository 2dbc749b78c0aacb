import Foundation
import SegueGenCLI
import SegueGenCLITestSupport
import SegueGenTestSupport
import Testing

/// `CommandLineTool.run` in process: arguments, exit statuses, what goes to
/// which stream, and what happens to the output directory.
@Suite struct CommandLineToolTests {
    /// A spec without problems: two scenes, three segues.
    static let validSpec = """
        scenes:
          TaskListViewController:
            segues:
              showDetail: TaskDetailViewController
              presentSettings:
                destination: SettingsViewController
                container: UINavigationController
          SettingsViewController:
            segues:
              showAbout: AboutViewController

        """
    static let validFiles = ["SegueGen.swift", "SettingsViewController+Segues.swift", "TaskListViewController+Segues.swift"]

    /// A spec with two errors, one after the other.
    static let invalidSpec = """
        platform: iOS
        scenes:
          TaskListViewController:
            segues:
              showDetail: Task Detail

        """
    static let invalidSpecDiagnostics = """
        Spec.yaml:1:11: error: 'iOS' is not a valid platform; did you mean 'ios'? (expected one of 'ios', 'tvos', 'maccatalyst', 'visionos', 'macos')
        platform: iOS
                  ^
        Spec.yaml:5:23: error: 'Task Detail' is not a valid Swift type name for a destination: a space cannot appear in a Swift identifier
              showDetail: Task Detail
                              ^

        """

    /// A spec whose only problem is a warning.
    static let warningSpec = """
        scenes:
          TaskListViewController:
            segues:
              showDetail: TaskDetailViewController
          AboutViewController:
            segues: {}

        """

    // MARK: Help and version

    @Test(arguments: [
        ["--help"], ["-h"], ["Spec.yaml", "-o", "Out", "--help"], ["--bogus", "-h"], ["help"], ["help", "help"], ["help", "--help"],
        ["help", "generate"],
    ])
    func helpGoesToStandardOutput(_ arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = ToolRun.run(arguments, in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("OVERVIEW: Generate typed Swift methods for storyboard segues from storyboards and navigation specs.\n"))
        #expect(run.stdout.contains("\nUSAGE: seguegen [<storyboard|folder|spec.yaml>... -o <directory>] [--templates <path>] [--check | --dry-run] [--single-file] [--warnings-as-errors] [--force] [--verbose] [--quiet]\n"))
        #expect(run.stdout.contains("\n  -o, --output <directory>  Where to write the Swift files; created if missing.\n"))
        #expect(run.stdout.contains("\n  64  the command line is wrong: "))
        #expect(run.stdout.hasSuffix("\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == [], "help must not write anything")
    }

    /// `seguegen help <command>` prints what `seguegen <command> --help` does.
    @Test(arguments: ["import", "lint", "graph", "context", "outputs", "templates"])
    func helpNamesACommand(_ command: String) throws {
        let run = ToolRun.run(["help", command], in: Repository.root)
        let expected = ToolRun.run([command, "--help"], in: Repository.root)
        #expect((run.status, run.stderr) == (0, ""))
        #expect(run.stdout == expected.stdout)
        #expect(run.stdout.contains("\nUSAGE: seguegen \(command) "))
    }

    /// The prose of every help text is wrapped for an 80-column terminal
    /// (the one-line overview, usage lines and option rows may be longer).
    @Test(arguments: [[], ["import"], ["lint"], ["graph"], ["context"], ["outputs"], ["templates"]])
    func helpProseFitsEightyColumns(_ command: [String]) throws {
        let run = ToolRun.run(command + ["--help"], in: Repository.root)
        #expect(run.status == 0)
        let prose = run.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("USAGE:") && !$0.hasPrefix("OVERVIEW:") }
        #expect(prose.count > 3)
        #expect(prose.filter { $0.count > 80 } == [])
    }

    @Test func helpForAnUnknownCommandIsAUsageError() throws {
        let run = ToolRun.run(["help", "generat"], in: Repository.root)
        #expect((run.status, run.stdout) == (64, ""))
        #expect(run.stderr == "seguegen: error: unknown command 'generat'; the commands are context, outputs, templates, import, lint, graph, help\n"
            + "Run 'seguegen --help' for more information.\n")
    }

    /// A misspelt command is not taken for a spec (which would ask for
    /// `-o`); `help` takes one name.
    @Test(arguments: [
        (["tempates", "list"], "unknown command 'tempates'; did you mean 'templates'?"),
        (["lnt", "Spec.yaml", "--storyboards", "App"], "unknown command 'lnt'; did you mean 'lint'?"),
        (["hepl"], "unknown command 'hepl'; did you mean 'help'?"),
        // A word alone that is neither a command nor a path (found by a newcomer; it asked for -o).
        (["frobnicate"], "'frobnicate' is no command, and no file or folder; the commands are context, outputs, templates, import, lint, graph, help"),
        (["help", "context", "extra"], "'help' takes one command name, got 2: context extra"),
        (["generate", "Spec.yaml", "-o", "Out"], "generating takes no command word: seguegen <spec.yaml>... -o <directory>"),
    ])
    func aMisspeltCommandIsAUsageError(_ arguments: [String], _ message: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = ToolRun.run(arguments, in: directory.url)
        #expect((run.status, run.stdout) == (64, ""))
        #expect(run.stderr == "seguegen: error: \(message)\nRun 'seguegen --help' for more information.\n")
    }

    /// A spec whose name looks like a command is still a spec when it exists.
    @Test func aSpecNamedLikeACommandIsRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "lnt")
        let run = ToolRun.run(["lnt", "-o", "Out"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// The README's tour of the generated API shows declarations as the
    /// example app's checked-in generated file has them.
    @Test func readmeTourMatchesTheGeneratedExample() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let generated = try String(
            contentsOf: Repository.root.appendingPathComponent("Examples/TaskList/Generated/TaskListViewController+Segues.swift"), encoding: .utf8)
        let tour = try #require(readme.components(separatedBy: "extension TaskListViewController {\n").dropFirst().first?.components(separatedBy: "\n}\n").first)
        let declarations = tour.split(separator: "\n").map { line in
            String(line.split(separator: "//").first ?? "").trimmingCharacters(in: .whitespaces)
        }.filter { $0.hasPrefix("case ") || $0.hasPrefix("func ") || $0.contains("init?") || $0.hasPrefix("@") || $0.hasPrefix("enum ") }
        #expect(declarations.count == 16)
        let generatedLines = Set(generated.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for declaration in declarations {
            let declared = generatedLines.contains { $0 == declaration || $0.hasPrefix(declaration + " {") || $0.hasSuffix(" " + declaration + " {") }
            #expect(declared, "README shows '\(declaration)'")
        }
    }

    @Test func versionGoesToStandardOutput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = ToolRun.run(["--version"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == "seguegen \(CommandLineTool.version)\n")
        #expect(run.stdout == "seguegen 0.1.0\n")
        #expect(run.stderr == "")
    }

    // MARK: Usage errors

    @Test(arguments: [
        (["Spec.yaml", "-o", "Out", "--bogus"], "unknown option '--bogus'"),
        (["Spec.yaml", "-x", "-o", "Out"], "unknown option '-x'"),
        (["Spec.yaml", "-o", "Out", "--chek"], "unknown option '--chek'; did you mean '--check'?"),
        (["Spec.yaml", "-o", "Out", "--warnings-as-error"], "unknown option '--warnings-as-error'; did you mean '--warnings-as-errors'?"),
        (["Spec.yaml", "-o", "Out", "--verison"], "unknown option '--verison'; did you mean '--version'?"),
        (["Spec.yaml", "-o", "Out", "--output"], "missing value for '--output'; pass '--output <directory>'"),
        (["-o", "Out"], "missing storyboard or spec file"),
        ([], "missing storyboard or spec file, and there is no seguegen.yml here; pass '<storyboard or spec.yaml> -o <directory>', or run seguegen where its config file is"),
        (["--check"], "missing storyboard or spec file, and there is no seguegen.yml here; pass '<storyboard or spec.yaml> -o <directory>', or run seguegen where its config file is"),
        (["Spec.yaml", "./Spec.yaml", "-o", "Out"], "spec './Spec.yaml' is given twice, as 'Spec.yaml' before"),
        (["Spec.yaml", "Spec.yaml", "-o", "Out"], "spec 'Spec.yaml' is given twice"),
        (["Spec.yaml", "-o", "Out", "--check", "--dry-run"], "pass '--check' or '--dry-run', not both"),
        (["Spec.yaml", "-o", "Out", "--config", "seguegen.yml"], "pass spec files or '--config <file>', not both"),
        (["--single-file"], "'--single-file' needs spec files; in a config file, set 'single-file: true' on an entry"),
        (["--config="], "the config file name is empty"),
        (["Spec.yaml"], "missing output directory; pass '-o <directory>'"),
        (["Spec.yaml", "--output="], "missing output directory; pass '-o <directory>'"),
        (["Spec.yaml", "-o"], "missing value for '-o'; pass '-o <directory>'"),
        (["Spec.yaml", "-o", "--quiet"], "missing value for '-o'; pass '-o <directory>'"),
        (["Spec.yaml", "-o", "-q"], "missing value for '-o'; pass '-o <directory>'"),
        (["Spec.yaml", "-o", "A", "--output=B"], "'-o' is given twice; pass one '-o <directory>'"),
        (["Spec.yaml", "-o", "A", "-o", "A"], "'-o' is given twice; pass one '-o <directory>'"),
        (["", "-o", "A"], "the spec file name is empty"),
    ])
    func usageErrorsExit64(_ arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "Spec.yaml")
        let run = ToolRun.run(arguments, in: directory.url)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == usageError(message))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["Spec.yaml"])
    }

    /// A spec reached through a symbolic link, to it or to its folder, or
    /// through another hard link, is the same spec: given twice, not two
    /// specs that declare the same scenes; in a config entry, listed twice.
    @Test(arguments: ["Link.yaml", "Folder/Spec.yaml", "Hard.yaml"])
    func aSpecThroughALinkIsGivenTwice(_ link: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "Spec.yaml")
        try FileManager.default.createSymbolicLink(atPath: directory.file("Link.yaml").path, withDestinationPath: "Spec.yaml")
        try FileManager.default.createSymbolicLink(atPath: directory.file("Folder").path, withDestinationPath: ".")
        try FileManager.default.linkItem(at: directory.file("Spec.yaml"), to: directory.file("Hard.yaml"))
        try directory.write("generate:\n  - specs: [Spec.yaml, \(link)]\n    output: Out\n", to: "seguegen.yml")
        let config = ToolRun.run([], in: directory.url)
        #expect(config.status == 1)
        #expect(config.stderr.hasPrefix("seguegen.yml:2:24: error: spec '\(link)' is listed twice in one entry\n"), "\(config.stderr)")
        for command in [[], ["lint"], ["graph"], ["context"]] {
            let arguments = command + ["Spec.yaml", link] + (command.isEmpty ? ["-o", "Out"] : command == ["lint"] ? ["--storyboards", "."] : [])
            let run = ToolRun.run(arguments, in: directory.url)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout == "")
            #expect(run.stderr.hasPrefix("seguegen: error: spec '\(link)' is given twice, as 'Spec.yaml' before\n"), "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    @Test func argumentsAfterDoubleDashAreFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "--help")
        let run = ToolRun.run(["-o", "Out", "--", "--help"], in: directory.url)
        #expect(run.stderr == "")
        #expect(run.stdout == "Generated 3 files in Out (3 written, 0 unchanged)\n")
        #expect(run.status == 0)
    }

    @Test(arguments: [["Spec.yaml", "--output=Out"], ["--output", "Out", "Spec.yaml"], ["-o", "Out", "Spec.yaml"]])
    func outputOptionSpellings(_ arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "Spec.yaml")
        let run = ToolRun.run(arguments, in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == "Generated 3 files in Out (3 written, 0 unchanged)\n")
        #expect(try DirectorySnapshot(of: directory.file("Out")).paths == Self.validFiles)
    }

    // MARK: Success

    @Test func generatesFilesThenRewritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "Spec.yaml")

        let first = ToolRun.run(["Spec.yaml", "-o", "Generated/Sources"], in: directory.url)
        #expect(first.status == 0)
        #expect(first.stderr == "")
        #expect(first.stdout == "Generated 3 files in Generated/Sources (3 written, 0 unchanged)\n")
        let output = directory.file("Generated/Sources")
        let written = try DirectorySnapshot(of: output)
        #expect(written.paths == Self.validFiles)
        let scene = try #require(written.entries["TaskListViewController+Segues.swift"]).contents
        #expect(String(decoding: scene, as: UTF8.self).contains("extension TaskListViewController {"))

        try ageFiles(in: output)
        let aged = try DirectorySnapshot(of: output)
        let second = ToolRun.run(["Spec.yaml", "-o", "Generated/Sources"], in: directory.url)
        #expect(second.status == 0)
        #expect(second.stderr == "")
        #expect(second.stdout == "Generated 3 files in Generated/Sources (0 written, 3 unchanged)\n")
        #expect(try DirectorySnapshot(of: output) == aged, "an up-to-date file must not be rewritten")
        #expect(aged.entries.values.allSatisfy { $0.modified == longAgo })
    }

    @Test func rewritesOnlyTheFilesThatChanged() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "Spec.yaml")
        #expect(ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url).status == 0)
        let output = directory.file("Out")
        try ageFiles(in: output)

        try directory.write(Self.validSpec.replacingOccurrences(of: "AboutViewController", with: "CreditsViewController"), to: "Spec.yaml")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == "Generated 3 files in Out (1 written, 2 unchanged)\n")
        let after = try DirectorySnapshot(of: output)
        #expect(after.entries.filter { $0.value.modified != longAgo }.keys.sorted() == ["SettingsViewController+Segues.swift"])
    }

    @Test(arguments: ["--quiet", "-q"])
    func quietPrintsNothing(_ flag: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "Spec.yaml")
        let run = ToolRun.run([flag, "Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "")
        #expect(try DirectorySnapshot(of: directory.file("Out")).paths == Self.validFiles)
    }

    @Test func quietStillPrintsWarnings() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.warningSpec, to: "Spec.yaml")
        let run = ToolRun.run(["Spec.yaml", "-q", "-o", "Out"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Spec.yaml:5:3: warning: "))
    }

    @Test func absolutePathsWork() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let spec = try directory.write(Self.validSpec, to: "Specs/Spec.yaml")
        let output = directory.file("Out")
        let elsewhere = try TemporaryDirectory()
        defer { elsewhere.remove() }
        let run = ToolRun.run([spec.path, "-o", output.path], in: elsewhere.url)
        #expect(run.status == 0)
        #expect(run.stdout == "Generated 3 files in \(output.path) (3 written, 0 unchanged)\n")
        #expect(try DirectorySnapshot(of: output).paths == Self.validFiles)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path) == [])
    }

    // MARK: Errors leave the output alone

    @Test func errorsCreateNoOutputDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.invalidSpec, to: "Spec.yaml")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == Self.invalidSpecDiagnostics)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    @Test func errorsLeaveAnExistingOutputDirectoryByteForByte() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.invalidSpec, to: "Spec.yaml")
        // An older generated file, the support file, a hand-written file, a hidden file and a nested one.
        try directory.write("// Generated by seguegen from an older Spec.yaml.\nextension TaskListViewController {}\n", to: "Out/TaskListViewController+Segues.swift")
        try directory.write("// old support\n", to: "Out/SegueGen.swift")
        try directory.write("notes, not generated\n", to: "Out/README.txt")
        try directory.write("", to: "Out/.keep")
        try directory.write("nested\n", to: "Out/Nested/File.swift")
        try ageFiles(in: directory.file("Out"))
        let before = try DirectorySnapshot(of: directory.file("Out"))
        #expect(before.paths == [".keep", "Nested/File.swift", "README.txt", "SegueGen.swift", "TaskListViewController+Segues.swift"])

        let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == Self.invalidSpecDiagnostics)
        #expect(try DirectorySnapshot(of: directory.file("Out")) == before)
    }

    // MARK: Warnings

    @Test func warningsArePrintedAndGenerationSucceeds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.warningSpec, to: "Spec.yaml")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == """
            Spec.yaml:5:3: warning: scene 'AboutViewController' has no segues; no file is generated for it
              AboutViewController:
              ^

            """)
        #expect(run.stdout == "Generated 2 files in Out (2 written, 0 unchanged)\n")
        #expect(try DirectorySnapshot(of: directory.file("Out")).paths == ["SegueGen.swift", "TaskListViewController+Segues.swift"])
    }

    @Test func warningsAsErrorsFailsAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.warningSpec, to: "Spec.yaml")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out", "--warnings-as-errors"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            Spec.yaml:5:3: error: scene 'AboutViewController' has no segues; no file is generated for it [--warnings-as-errors]
              AboutViewController:
              ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    @Test func warningsAsErrorsLeavesAnExistingOutputAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.warningSpec, to: "Spec.yaml")
        try directory.write("// older\n", to: "Out/TaskListViewController+Segues.swift")
        try ageFiles(in: directory.file("Out"))
        let before = try DirectorySnapshot(of: directory.file("Out"))
        let run = ToolRun.run(["--warnings-as-errors", "Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(try DirectorySnapshot(of: directory.file("Out")) == before)
    }

    @Test func warningsAsErrorsChangesNothingWithoutWarnings() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "Spec.yaml")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out", "--warnings-as-errors"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "Generated 3 files in Out (3 written, 0 unchanged)\n")
    }

    // MARK: Files that cannot be read or written

    @Test func missingSpecFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = ToolRun.run(["Missing.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "seguegen: error: cannot read spec 'Missing.yaml': No such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    @Test func specThatIsADirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: directory.file("Spec.yaml"), withIntermediateDirectories: true)
        let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "seguegen: error: cannot read spec 'Spec.yaml': it is a directory\n")
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out").path))
    }

    @Test func outputThatIsARegularFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "Spec.yaml")
        try directory.write("not a directory\n", to: "Out")
        try ageFiles(in: directory.url)
        let before = try DirectorySnapshot(of: directory.url)
        let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "seguegen: error: output 'Out' exists and is not a directory\n")
        #expect(try DirectorySnapshot(of: directory.url) == before)
    }

    @Test func outputBelowARegularFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.validSpec, to: "Spec.yaml")
        try directory.write("not a directory\n", to: "File")
        let run = ToolRun.run(["Spec.yaml", "-o", "File/Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "seguegen: error: cannot create output directory 'File/Out': 'File' is a file, not a directory\n")
    }

    @Test func diagnosticsNameTheSpecAsWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.invalidSpec, to: "Specs/Nav.yaml")
        let run = ToolRun.run(["./Specs/Nav.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("./Specs/Nav.yaml:1:11: error: 'iOS' is not a valid platform"))
        #expect(run.stderr.contains("\n./Specs/Nav.yaml:5:23: error: 'Task Detail' is not"))
    }
}
