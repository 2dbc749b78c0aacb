import Foundation
import SegueGenCLITestSupport
import SegueGenKit
import Testing

/// The output stamp: a rerun with nothing changed reads the inputs and the
/// stamp and stops; any change to an input, an output or the directory
/// makes it do the whole work again.
@Suite struct StampTests {
    static let spec = CommandLineToolTests.validSpec

    /// A scratch directory with `Spec.yaml`, after a run into `Out`.
    static func prepared() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(spec, to: "Spec.yaml")
        #expect(ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url).status == 0)
        return directory
    }

    /// The stamp file as `lstat` sees it: a run that does the work replaces
    /// the stamp, which changes its times and usually its inode (a file
    /// system may reuse the inode, so the times count too).
    static func stampFile(in directory: URL) throws -> OutputStamp.File {
        let path = directory.appendingPathComponent(OutputStamp.fileName).path
        return try #require(OutputStamp.file(at: path, name: OutputStamp.fileName, followingLinks: false))
    }

    @Test func aRerunWithNothingChangedStopsAtTheStamp() throws {
        let directory = try Self.prepared()
        defer { directory.remove() }
        let output = directory.file("Out")
        let stamp = try #require(OutputStamp.read(from: output))
        #expect(stamp.files.map(\.name) == ["TaskListViewController+Segues.swift", "SettingsViewController+Segues.swift", "SegueGen.swift"])
        let stampFile = try Self.stampFile(in: output)
        let before = try DirectorySnapshot(of: output)

        let rerun = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(rerun.status == 0)
        #expect(rerun.stderr == "")
        #expect(rerun.stdout == "Generated 3 files in Out (0 written, 3 unchanged)\n")
        #expect(try DirectorySnapshot(of: output) == before)
        #expect(try Self.stampFile(in: output) == stampFile, "the stamp was rewritten: the run did the work")
        // The first rerun already: the stamp is written newer than the files it records.
        let written = try Self.stampFile(in: output).modified
        #expect(stamp.files.allSatisfy { $0.modified < written && $0.changed < written })
        #expect(ToolRun.run(["Spec.yaml", "-o", "Out", "--quiet"], in: directory.url).stdout == "")
        // A check stops at the stamp as well (the pre-commit hook's case).
        let check = ToolRun.run(["Spec.yaml", "-o", "Out", "--check"], in: directory.url)
        #expect((check.status, check.stdout, check.stderr) == (0, "Out is up to date (3 files)\n", ""))
        #expect(ToolRun.run(["Spec.yaml", "-o", "Out", "--check", "--quiet"], in: directory.url).stdout == "")
    }

    /// Each way an output can change behind seguegen's back: the next run
    /// puts it back as generated.
    @Test(arguments: ["edit keeping size and time", "delete", "replace", "touch"])
    func aChangedOutputIsRegenerated(_ change: String) throws {
        let directory = try Self.prepared()
        defer { directory.remove() }
        let file = directory.file("Out/SettingsViewController+Segues.swift")
        let generated = try Data(contentsOf: file)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        switch change {
        case "edit keeping size and time":
            let handle = try FileHandle(forWritingTo: file)
            try handle.seek(toOffset: UInt64(generated.count - 2))
            try handle.write(contentsOf: Data("X".utf8))
            try handle.close()
            try FileManager.default.setAttributes([.modificationDate: try #require(attributes[.modificationDate])], ofItemAtPath: file.path)
        case "delete":
            try FileManager.default.removeItem(at: file)
        case "replace":
            try FileManager.default.removeItem(at: file)
            try generated.write(to: file)
        default:
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        }
        // A check does not trust the stamp either: it compares, and finds only a real change.
        let check = ToolRun.run(["Spec.yaml", "-o", "Out", "--check"], in: directory.url)
        let contentsChanged = change == "edit keeping size and time" || change == "delete"
        #expect(check.status == (contentsChanged ? 1 : 0), "\(check)")
        #expect(check.stdout.hasSuffix("Out is up to date (3 files)\n") == !contentsChanged, "\(check.stdout)")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 0)
        let written = change == "replace" || change == "touch" ? 0 : 1
        #expect(run.stdout == "Generated 3 files in Out (\(written) written, \(3 - written) unchanged)\n")
        #expect(try Data(contentsOf: file) == generated)
    }

    /// Each input that goes into the files: changing it makes the run generate again.
    @Test func aChangedInputIsGeneratedAgain() throws {
        let directory = try Self.prepared()
        defer { directory.remove() }
        try directory.write(Self.spec.replacingOccurrences(of: "AboutViewController", with: "CreditsViewController"), to: "Spec.yaml")
        let changedSpec = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(changedSpec.stdout == "Generated 3 files in Out (1 written, 2 unchanged)\n")
        #expect(try String(contentsOf: directory.file("Out/SettingsViewController+Segues.swift"), encoding: .utf8).contains("CreditsViewController"))

        // The same spec under another name: the file name is in every header.
        try directory.write(Self.spec.replacingOccurrences(of: "AboutViewController", with: "CreditsViewController"), to: "Other.yaml")
        let renamed = ToolRun.run(["Other.yaml", "-o", "Out"], in: directory.url)
        #expect(renamed.stdout == "Generated 3 files in Out (3 written, 0 unchanged)\n")

        let singleFile = ToolRun.run(["Other.yaml", "-o", "Out", "--single-file"], in: directory.url)
        #expect(singleFile.stdout == "Generated 1 file in Out (1 written, 0 unchanged, 2 removed)\n")

        try directory.write("// {{header}}\n// {{#scenes}}{{sourceType}} {{/scenes}}\n", to: "Scene.swift.mustache")
        let withTemplate = ToolRun.run(["Other.yaml", "-o", "Out", "--templates", "Scene.swift.mustache"], in: directory.url)
        #expect(withTemplate.status == 0, "\(withTemplate.stderr)")
        #expect(withTemplate.stdout == "Generated 3 files in Out (3 written, 0 unchanged)\n")
        try directory.write("// {{header}}\n// changed\n", to: "Scene.swift.mustache")
        let changedTemplate = ToolRun.run(["Other.yaml", "-o", "Out", "--templates", "Scene.swift.mustache"], in: directory.url)
        #expect(changedTemplate.stdout == "Generated 3 files in Out (2 written, 1 unchanged)\n")
    }

    /// What a run cleans up is work, so no shortcut: a stale generated file
    /// is removed and a temporary file a killed run left is deleted.
    @Test func aStaleFileOrALeftoverIsCleanedUp() throws {
        let directory = try Self.prepared()
        defer { directory.remove() }
        let header = "// Generated by seguegen from Spec.yaml. Do not edit.\n"
        try directory.write(header, to: "Out/OldViewController+Segues.swift")
        let stale = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(stale.stdout == "Generated 3 files in Out (0 written, 3 unchanged, 1 removed)\n")

        try directory.write("", to: "Out/.seguegen-0123456789abcdef.tmp")
        #expect(ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url).status == 0)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out/.seguegen-0123456789abcdef.tmp").path))
    }

    /// A run with warnings keeps a stamp that vouches for no file (it only
    /// names the specs), so every rerun prints them again.
    @Test func warningsAreNeverSkipped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(CommandLineToolTests.warningSpec, to: "Spec.yaml")
        for _ in 0..<2 {
            let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
            #expect(run.status == 0)
            #expect(run.stderr.hasPrefix("Spec.yaml:5:3: warning: "))
            let stamp = OutputStamp.read(from: directory.file("Out"))
            #expect(stamp?.inputs == nil && stamp?.files == [] && stamp?.specs == [.init(name: "Spec.yaml", path: "../Spec.yaml")])
        }
        // And a stamp left by a run without warnings stops vouching when warnings appear.
        try directory.write(Self.spec, to: "Spec.yaml")
        #expect(ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url).stderr == "")
        #expect(OutputStamp.read(from: directory.file("Out"))?.inputs != nil)
        try directory.write(CommandLineToolTests.warningSpec, to: "Spec.yaml")
        #expect(ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url).stderr.hasPrefix("Spec.yaml:5:3: warning: "))
        #expect(OutputStamp.read(from: directory.file("Out"))?.inputs == nil)
    }

    /// A stamp that cannot be read, parsed or written costs the shortcut, never the run.
    @Test(arguments: ["garbage", "directory"])
    func anUnusableStampOnlyCostsTheShortcut(_ kind: String) throws {
        let directory = try Self.prepared()
        defer { directory.remove() }
        let stampURL = directory.file("Out/\(OutputStamp.fileName)")
        try FileManager.default.removeItem(at: stampURL)
        if kind == "garbage" {
            try directory.write("seguegen-stamp 2\ngenerator", to: "Out/\(OutputStamp.fileName)")
        } else {
            try FileManager.default.createDirectory(at: stampURL, withIntermediateDirectories: false)
        }
        try directory.write(Self.spec.replacingOccurrences(of: "AboutViewController", with: "CreditsViewController"), to: "Spec.yaml")
        let run = ToolRun.run(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "Generated 3 files in Out (1 written, 2 unchanged)\n")
        #expect((OutputStamp.read(from: directory.file("Out")) != nil) == (kind == "garbage"))
    }

    /// `--check` and `--dry-run` write nothing, the stamp included.
    @Test(arguments: ["--check", "--dry-run"])
    func checkingWritesNoStamp(_ flag: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Spec.yaml")
        _ = ToolRun.run(["Spec.yaml", "-o", "Out", flag], in: directory.url)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Out/\(OutputStamp.fileName)").path))
    }

    /// A config file's entries each keep a stamp; the shortcut is taken when all are current.
    @Test func aConfigRunStopsAtTheStampsOfEveryEntry() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Spec.yaml")
        try directory.write("generate:\n  - specs: [Spec.yaml]\n    output: A\n  - specs: [Spec.yaml]\n    output: B\n    single-file: true\n", to: "seguegen.yml")
        #expect(ToolRun.run([], in: directory.url).status == 0)
        let stamps = (try Self.stampFile(in: directory.file("A")), try Self.stampFile(in: directory.file("B")))
        let rerun = ToolRun.run([], in: directory.url)
        #expect(rerun.stdout == "Generated 3 files in A (0 written, 3 unchanged)\nGenerated 1 file in B (0 written, 1 unchanged)\n")
        #expect(try Self.stampFile(in: directory.file("A")) == stamps.0)
        #expect(try Self.stampFile(in: directory.file("B")) == stamps.1)
    }
}
