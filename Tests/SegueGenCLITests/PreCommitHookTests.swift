import Foundation
import SegueGenCLITestSupport
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

    @Test func theDocumentedHookRefusesWhatTheCommitWouldLeaveStale() throws {
        let repository = try TemporaryDirectory()
        defer { repository.remove() }
        let environment = try Self.environment()
        func git(_ arguments: String...) throws -> EndToEndTests.ProcessRun {
            try EndToEndTests.run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: repository.url, environment: environment)
        }
        let spec = "scenes:\n  ListViewController:\n    segues:\n      showDetail: DetailViewController\n"
        try repository.write(spec, to: "App/Navigation.yaml")
        try repository.write("generate:\n  - specs: [App/Navigation.yaml]\n    output: App/Generated Code\n", to: "seguegen.yml")
        try repository.write(".seguegen-stamp\n", to: ".gitignore")
        #expect(try git("init", "-q").status == 0)
        let hook = try repository.write(try Self.documentedHook(), to: ".git/hooks/pre-commit")
        #expect(chmod(hook.path, 0o755) == 0)
        #expect(try EndToEndTests.seguegen(["--quiet"], in: repository.url, environment: environment).status == 0)
        #expect(try git("add", "-A").status == 0)
        let first = try git("commit", "-q", "-m", "Generated code")
        #expect(first.status == 0, "\(first.stderr)")

        // The spec changed and staged without regenerating.
        try repository.write(spec + "      showHelp: HelpViewController\n", to: "App/Navigation.yaml")
        #expect(try git("add", "App/Navigation.yaml").status == 0)
        let stale = try git("commit", "-q", "-m", "Stale")
        #expect(stale.status != 0)
        #expect(stale.stderr.contains("Generated segues are out of date, or seguegen found an error (above): "
            + "run 'seguegen --config seguegen.yml' and add the changes."), "\(stale.stderr)")

        // Regenerated, but only the spec staged: the working tree is current, the commit is not.
        #expect(try EndToEndTests.seguegen(["--quiet"], in: repository.url, environment: environment).status == 0)
        let unstaged = try git("commit", "-q", "-m", "Spec alone")
        #expect(unstaged.status != 0)
        #expect(unstaged.stderr == "Generated segues are not staged (git add them):\n M \"App/Generated Code/ListViewController+Segues.swift\"\n",
                "\(unstaged.stderr)")

        // A new scene's file, not added.
        try repository.write(spec + "      showHelp: HelpViewController\n  HelpViewController:\n    segues:\n      showTopic: TopicViewController\n",
                             to: "App/Navigation.yaml")
        #expect(try EndToEndTests.seguegen(["--quiet"], in: repository.url, environment: environment).status == 0)
        #expect(try git("add", "-u").status == 0)
        let untracked = try git("commit", "-q", "-m", "New scene")
        #expect(untracked.status != 0)
        #expect(untracked.stderr.contains("?? \"App/Generated Code/HelpViewController+Segues.swift\""), "\(untracked.stderr)")

        #expect(try git("add", "-A").status == 0)
        let complete = try git("commit", "-q", "-m", "Everything")
        #expect(complete.status == 0, "\(complete.stderr)")

        // A scene left the spec: its file's deletion must be committed too. A file of the
        // project's own in the output folder, untracked, is none of the hook's business.
        try repository.write("// Notes, not generated.\n", to: "App/Generated Code/Notes.swift")
        try repository.write(spec + "      showHelp: HelpViewController\n", to: "App/Navigation.yaml")
        #expect(try EndToEndTests.seguegen(["--quiet"], in: repository.url, environment: environment).status == 0)
        #expect(try git("add", "App/Navigation.yaml", "App/Generated Code/ListViewController+Segues.swift").status == 0)
        let removed = try git("commit", "-q", "-m", "Scene removed")
        #expect(removed.status != 0)
        #expect(removed.stderr == "Generated segues are not staged (git add them):\n D \"App/Generated Code/HelpViewController+Segues.swift\"\n",
                "\(removed.stderr)")
        #expect(try git("add", "-u").status == 0)
        let withOwnFile = try git("commit", "-q", "-m", "Scene removed, deletion staged")
        #expect(withOwnFile.status == 0, "\(withOwnFile.stderr)")
    }

    /// The config file in a folder of the repository: the script's `config`
    /// line names it, and both checks read it from the repository's root.
    @Test func theDocumentedHookWithTheConfigInAFolder() throws {
        let repository = try TemporaryDirectory()
        defer { repository.remove() }
        let environment = try Self.environment()
        func git(_ arguments: String...) throws -> EndToEndTests.ProcessRun {
            try EndToEndTests.run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: repository.url, environment: environment)
        }
        let spec = "scenes:\n  ListViewController:\n    segues:\n      showDetail: DetailViewController\n"
        try repository.write(spec, to: "ios/App/Navigation.yaml")
        try repository.write("generate:\n  - specs: [App/Navigation.yaml]\n    output: App/Generated\n", to: "ios/seguegen.yml")
        try repository.write(".seguegen-stamp\n", to: ".gitignore")
        #expect(try git("init", "-q").status == 0)
        let script = try Self.documentedHook()
        #expect(script.contains("\nconfig=seguegen.yml "))
        let hook = try repository.write(script.replacingOccurrences(of: "\nconfig=seguegen.yml ", with: "\nconfig=ios/seguegen.yml "), to: ".git/hooks/pre-commit")
        #expect(chmod(hook.path, 0o755) == 0)
        #expect(try EndToEndTests.seguegen(["--quiet"], in: repository.file("ios"), environment: environment).status == 0)
        #expect(try git("add", "-A").status == 0)
        let first = try git("commit", "-q", "-m", "Generated code")
        #expect(first.status == 0, "\(first.stderr)")

        try repository.write(spec + "  HelpViewController:\n    segues:\n      showTopic: TopicViewController\n", to: "ios/App/Navigation.yaml")
        #expect(try EndToEndTests.seguegen(["--quiet"], in: repository.file("ios"), environment: environment).status == 0)
        #expect(try git("add", "-u").status == 0)
        let untracked = try git("commit", "-q", "-m", "New scene")
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
