import Foundation
import SegueGenCLITestSupport
import SegueGenTestSupport
import Testing

/// The plain pre-commit hook of docs/Integration.md, taken from the page and
/// run by a real `git commit` with the built seguegen on `PATH`, so that what
/// the page tells teams to install does what it says. (A newcomer committed
/// stale generated code through an earlier version: it checked the working
/// tree alone.)
@Suite struct PreCommitHookTests {
    /// The first `sh` block under "## A pre-commit hook".
    static func documentedHook() throws -> String {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/Integration.md"), encoding: .utf8)
        let section = try #require(page.range(of: "\n## A pre-commit hook\n")).upperBound
        let start = try #require(page.range(of: "```sh\n", range: section..<page.endIndex)).upperBound
        let end = try #require(page.range(of: "```\n", range: start..<page.endIndex)).lowerBound
        return String(page[start..<end])
    }

    /// A git repository with a spec, its config (in `folder`, "" for the
    /// root), the documented hook naming that config, and one commit of the
    /// generated code.
    struct HookedRepository {
        static let spec = "scenes:\n  ListViewController:\n    segues:\n      showDetail: DetailViewController\n"

        let directory: TemporaryDirectory
        let folder: String
        let environment: [String: String]

        init(configIn folder: String, output: String) throws {
            directory = try TemporaryDirectory()
            self.folder = folder
            environment = try PreCommitHookTests.environment()
            try directory.write(Self.spec, to: folder + "App/Navigation.yaml")
            try directory.write("generate:\n  - specs: [App/Navigation.yaml]\n    output: \(output)\n", to: folder + "seguegen.yml")
            try directory.write(".seguegen-stamp\n", to: ".gitignore")
            #expect(try git("init", "-q").status == 0)
            let script = try PreCommitHookTests.documentedHook()
            #expect(script.contains("\nconfig=seguegen.yml "))
            let hook = try directory.write(
                script.replacingOccurrences(of: "\nconfig=seguegen.yml ", with: "\nconfig=\(folder)seguegen.yml "), to: ".git/hooks/pre-commit")
            #expect(chmod(hook.path, 0o755) == 0)
            try generate()
            #expect(try git("add", "-A").status == 0)
            let first = try git("commit", "-q", "-m", "Generated code")
            #expect(first.status == 0, "\(first.stderr)")
        }

        func git(_ arguments: String...) throws -> EndToEndTests.ProcessRun {
            try EndToEndTests.run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: directory.url, environment: environment)
        }

        /// Runs seguegen where its config is.
        func generate() throws {
            #expect(try EndToEndTests.seguegen(["--quiet"], in: directory.file(folder.isEmpty ? "." : folder), environment: environment).status == 0)
        }

        /// Writes the spec, as `App/Navigation.yaml` beside the config.
        func writeSpec(_ text: String) throws {
            try directory.write(text, to: folder + "App/Navigation.yaml")
        }
    }

    @Test func theDocumentedHookRefusesWhatTheCommitWouldLeaveStale() throws {
        let repository = try HookedRepository(configIn: "", output: "App/Generated Code")
        defer { repository.directory.remove() }
        let spec = HookedRepository.spec

        // The spec changed and staged without regenerating.
        try repository.writeSpec(spec + "      showHelp: HelpViewController\n")
        #expect(try repository.git("add", "App/Navigation.yaml").status == 0)
        let stale = try repository.git("commit", "-q", "-m", "Stale")
        #expect(stale.status != 0)
        #expect(stale.stderr.contains("Generated segues are out of date, or seguegen found an error (above): "
            + "run 'seguegen --config seguegen.yml' and add the changes."), "\(stale.stderr)")

        // Regenerated, but only the spec staged: the working tree is current, the commit is not.
        try repository.generate()
        let unstaged = try repository.git("commit", "-q", "-m", "Spec alone")
        #expect(unstaged.status != 0)
        #expect(unstaged.stderr == "Generated segues are not staged (git add them):\n M \"App/Generated Code/ListViewController+Segues.swift\"\n",
                "\(unstaged.stderr)")

        // A new scene's file, not added.
        try repository.writeSpec(spec + "      showHelp: HelpViewController\n  HelpViewController:\n    segues:\n      showTopic: TopicViewController\n")
        try repository.generate()
        #expect(try repository.git("add", "-u").status == 0)
        let untracked = try repository.git("commit", "-q", "-m", "New scene")
        #expect(untracked.status != 0)
        #expect(untracked.stderr.contains("?? \"App/Generated Code/HelpViewController+Segues.swift\""), "\(untracked.stderr)")

        #expect(try repository.git("add", "-A").status == 0)
        let complete = try repository.git("commit", "-q", "-m", "Everything")
        #expect(complete.status == 0, "\(complete.stderr)")

        // A scene left the spec: its file's deletion must be committed too. A file of the
        // project's own in the output folder, untracked, is none of the hook's business.
        try repository.directory.write("// Notes, not generated.\n", to: "App/Generated Code/Notes.swift")
        try repository.writeSpec(spec + "      showHelp: HelpViewController\n")
        try repository.generate()
        #expect(try repository.git("add", "App/Navigation.yaml", "App/Generated Code/ListViewController+Segues.swift").status == 0)
        let removed = try repository.git("commit", "-q", "-m", "Scene removed")
        #expect(removed.status != 0)
        #expect(removed.stderr == "Generated segues are not staged (git add them):\n D \"App/Generated Code/HelpViewController+Segues.swift\"\n",
                "\(removed.stderr)")
        #expect(try repository.git("add", "-u").status == 0)
        let withOwnFile = try repository.git("commit", "-q", "-m", "Scene removed, deletion staged")
        #expect(withOwnFile.status == 0, "\(withOwnFile.stderr)")
    }

    /// The config file in a folder of the repository: the script's `config`
    /// line names it, and both checks read it from the repository's root.
    @Test func theDocumentedHookWithTheConfigInAFolder() throws {
        let repository = try HookedRepository(configIn: "ios/", output: "App/Generated")
        defer { repository.directory.remove() }
        let spec = HookedRepository.spec

        try repository.writeSpec(spec + "  HelpViewController:\n    segues:\n      showTopic: TopicViewController\n")
        try repository.generate()
        #expect(try repository.git("add", "-u").status == 0)
        let untracked = try repository.git("commit", "-q", "-m", "New scene")
        #expect(untracked.status != 0)
        #expect(untracked.stderr == "Generated segues are not staged (git add them):\n?? ios/App/Generated/HelpViewController+Segues.swift\n",
                "\(untracked.stderr)")
    }

    /// `PATH` with the built seguegen first, and a git identity for commits.
    static func environment() throws -> [String: String] {
        let binDirectory = try Executable.seguegen().deletingLastPathComponent().path
        return [
            "PATH": binDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
    }
}
