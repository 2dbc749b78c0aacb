import Foundation
import SegueGenCLITestSupport
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// The built `seguegen` executable, run as a separate process.
@Suite struct EndToEndTests {
    /// What a process printed and how it ended.
    struct ProcessRun {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the built `seguegen` with `arguments` in `directory`.
    ///
    /// Output goes through files rather than pipes, so that neither stream can
    /// fill up and block the child.
    static func seguegen(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> ProcessRun {
        try run(try Executable.seguegen(), arguments, in: directory, environment: environment)
    }

    /// Runs `executable` with `arguments` in `directory`.
    /// `seguegen(_:in:)` as the user nobody when the tests run as root,
    /// whom permission bits do not stop (`setpriv`, util-linux).
    static func seguegenUnprivileged(_ arguments: [String], in directory: URL) throws -> ProcessRun {
        let seguegen = try Executable.seguegen().path
        let unprivileged = geteuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", seguegen] : [seguegen]
        return try run(URL(fileURLWithPath: "/usr/bin/env"), unprivileged + arguments, in: directory)
    }

    static func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> ProcessRun {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let stdoutURL = try scratch.write("", to: "stdout")
        let stderrURL = try scratch.write("", to: "stderr")
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        defer { try? stdout.close(); try? stderr.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        return ProcessRun(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
        )
    }

    @Test func generatesTheExample() throws {
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let run = try Self.seguegen(["Tasks.yaml", "-o", output.file("Generated").path], in: ExampleApp.directory)
        #expect(run.stderr == "")
        #expect(run.stdout == "Generated 4 files in \(output.file("Generated").path) (4 written, 0 unchanged)\n")
        #expect(run.status == 0)
        #expect(try DirectorySnapshot(of: output.file("Generated")).paths == exampleFiles)
    }

    @Test func theBinaryWritesWhatTheLibraryWrites() throws {
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let processRun = try Self.seguegen(["Tasks.yaml", "-o", output.file("Process").path], in: ExampleApp.directory)
        let inProcess = ToolRun.run(["Tasks.yaml", "-o", output.file("InProcess").path], in: ExampleApp.directory)
        #expect(processRun.status == 0)
        #expect(inProcess.status == 0)
        let fromProcess = try DirectorySnapshot(of: output.file("Process")).entries.mapValues(\.contents)
        let fromLibrary = try DirectorySnapshot(of: output.file("InProcess")).entries.mapValues(\.contents)
        #expect(fromProcess.keys.sorted() == exampleFiles)
        #expect(fromProcess == fromLibrary)
    }

    @Test func outputIsTheSameInEveryRunLocaleAndTimeZone() throws {
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let environments: [(name: String, variables: [String: String])] = [
            ("First", [:]),
            ("Second", [:]),
            // Turkish casing (dotless i) and a time zone 14 hours ahead of UTC; Foundation
            // reads the locale from the environment even where the C library lacks it.
            ("Turkish", ["LC_ALL": "tr_TR.UTF-8", "LANG": "tr_TR.UTF-8", "TZ": "Pacific/Kiritimati"]),
            ("C", ["LC_ALL": "C", "LANG": "C", "TZ": "America/Adak"]),
        ]
        var results: [String: [String: Data]] = [:]
        for (name, variables) in environments {
            let run = try Self.seguegen(["Tasks.yaml", "-o", output.file(name).path], in: ExampleApp.directory, environment: variables)
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(run.stderr == "", "\(name)")
            results[name] = try DirectorySnapshot(of: output.file(name)).entries.mapValues(\.contents)
        }
        let first = try #require(results["First"])
        #expect(first.keys.sorted() == exampleFiles)
        for (name, files) in results.sorted(by: { $0.key < $1.key }) {
            #expect(files == first, "\(name) differs from the first run")
        }
    }

    /// A spec big enough that any `Set` or `Dictionary` order leaking into
    /// output would show: Swift seeds hashing per process, so two processes
    /// iterate the same set in different orders.
    static func largeSpec(scenes: Int, offset: Int = 0) -> String {
        let imports = (0..<12).map { "Module\(($0 * 7) % 12)" }.joined(separator: ", ")
        var text = "imports: [\(imports), Module3]\nscenes:\n"
        for scene in offset..<(offset + scenes) {
            text += "  Scene\(scene)ViewController:\n    segues:\n"
            for segue in 0..<6 {
                text += "      \"show \(segue) of \(scene)\": Destination\((scene + segue) % 9)ViewController\n"
            }
        }
        return text
    }

    @Test func aConfigRunIsByteIdenticalInEveryProcessLocaleAndTimeZone() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write(Self.largeSpec(scenes: 20), to: "A.yaml")
        try project.write(Self.largeSpec(scenes: 15, offset: 20), to: "B.yaml")
        try project.write(Self.largeSpec(scenes: 10, offset: 40), to: "C.yaml")
        try project.write("generate:\n  - specs: [A.yaml, B.yaml]\n    output: AB\n  - specs: C.yaml\n    output: C\n    single-file: true\n", to: "seguegen.yml")
        let environments: [[String: String]] = [
            [:],
            ["SWIFT_DETERMINISTIC_HASHING": "1"],
            ["LC_ALL": "tr_TR.UTF-8", "LANG": "tr_TR.UTF-8", "TZ": "Pacific/Kiritimati"],
            ["LC_ALL": "C", "LANG": "C", "TZ": "America/Adak"],
        ]
        var runs: [[String]] = []
        var trees: [[String: Data]] = []
        for environment in environments {
            let copy = try TemporaryDirectory()
            defer { copy.remove() }
            for name in ["A.yaml", "B.yaml", "C.yaml", "seguegen.yml"] {
                try FileManager.default.copyItem(at: project.file(name), to: copy.file(name))
            }
            let dryRun = try Self.seguegen(["--dry-run"], in: copy.url, environment: environment)
            let outputs = try Self.seguegen(["outputs"], in: copy.url, environment: environment)
            let generate = try Self.seguegen([], in: copy.url, environment: environment)
            #expect(generate.status == 0, "\(generate.stderr)")
            runs.append([dryRun.stdout, outputs.stdout, generate.stdout, generate.stderr])
            trees.append(try DirectorySnapshot(of: copy.url).entries.mapValues(\.contents))
        }
        #expect(trees[0].keys.sorted().filter { $0.hasSuffix(".swift") }.count == 37, "35 scenes and a support file in AB, one file in C")
        #expect(runs[0][1].split(separator: "\n").count == 37)
        for index in 1..<environments.count {
            #expect(runs[index] == runs[0], "\(environments[index])")
            #expect(trees[index] == trees[0], "\(environments[index])")
        }
    }

    /// As in a sandboxed Xcode build script, which may write its declared
    /// outputs but not list their directory: seguegen writes, says it could
    /// not look for stale files, and `--check` fails rather than guess.
    @Test func anOutputDirectoryThatCannotBeListedIsWrittenWithoutLookingForStaleFiles() throws {
        let directory = try TemporaryDirectory()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.file("Out").path)
            directory.remove()
        }
        try directory.write(CommandLineToolTests.validSpec, to: "Spec.yaml")
        try FileManager.default.createDirectory(at: directory.file("Out"), withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o333], ofItemAtPath: directory.file("Out").path)
        func run(_ arguments: [String]) throws -> ProcessRun {
            try Self.seguegenUnprivileged(arguments, in: directory.url)
        }
        let first = try run(["Spec.yaml", "-o", "Out"])
        #expect(first.stderr == "")
        #expect(first.stdout == "Generated 3 files in Out (3 written, 0 unchanged); stale files not looked for: cannot list the directory: Permission denied\n")
        #expect(first.status == 0)
        let second = try run(["Spec.yaml", "-o", "Out"])
        #expect(second.stdout == "Generated 3 files in Out (0 written, 3 unchanged); stale files not looked for: cannot list the directory: Permission denied\n")
        let check = try run(["Spec.yaml", "-o", "Out", "--check"])
        #expect(check.status == 1)
        #expect(check.stderr == "seguegen: error: cannot list 'Out' to look for stale files: Permission denied\n")
    }

    /// A directory that takes no new files but whose output is writable,
    /// as a sandboxed Xcode build script's declared output is: the output
    /// is written in place with a remark, and `--check` still reads the
    /// directory as it is. (The sandbox refuses with `EPERM`, a directory
    /// without write permission with `EACCES`: OutputWriterTests covers both.)
    @Test func anOutputDirectoryThatTakesNoNewFilesHasItsOutputWrittenInPlace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(CommandLineToolTests.validSpec, to: "Spec.yaml")
        func run(_ arguments: [String]) throws -> ProcessRun {
            try Self.seguegenUnprivileged(arguments, in: directory.url)
        }
        let output = directory.file("Out/SegueGen.swift").path
        #expect(try Self.seguegen(["Spec.yaml", "-o", "Out", "--single-file"], in: directory.url).status == 0)
        let spec = CommandLineToolTests.validSpec.replacingOccurrences(of: "showDetail:", with: "showTask:")
        try directory.write(spec, to: "Spec.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: output)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.file("Out").path)
        func inode() -> UInt64 {
            var status = stat()
            return lstat(output, &status) == 0 ? UInt64(status.st_ino) : 0
        }
        let before = inode()

        let first = try run(["Spec.yaml", "-o", "Out", "--single-file"])
        #expect(first.stderr == "")
        #expect(first.stdout == "Generated 1 file in Out (1 written, 0 unchanged); files written in place: cannot create files in the directory: Permission denied\n")
        #expect(first.status == 0)
        #expect(inode() == before)
        // Exactly what a run into a new directory writes.
        #expect(try Self.seguegen(["Spec.yaml", "-o", "Fresh", "--single-file"], in: directory.url).status == 0)
        let expected = try String(contentsOf: directory.file("Fresh/SegueGen.swift"), encoding: .utf8)
        #expect(expected.contains("showTask"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("Out").path).sorted() == ["SegueGen.swift"])
        let second = try run(["Spec.yaml", "-o", "Out", "--single-file"])
        #expect(second.stdout == "Generated 1 file in Out (0 written, 1 unchanged)\n")
        #expect(second.status == 0)
        let check = try run(["Spec.yaml", "-o", "Out", "--single-file", "--check"])
        #expect(check.stdout == "Out is up to date (1 file)\n")
        #expect(check.status == 0)

        // Per scene, a scene file that does not exist yet cannot be created there.
        let perScene = try run(["Spec.yaml", "-o", "Out"])
        #expect(perScene.status == 1)
        // Every scene file that cannot be created is named, not only the first.
        let why = "Permission denied; this user may not create files in its directory, only write the files there that exist: "
            + "make the directory writable, or run seguegen once as a user who may"
        #expect(perScene.stderr == "seguegen: error: cannot create 'Out/TaskListViewController+Segues.swift': \(why)\n"
            + "seguegen: error: cannot create 'Out/SettingsViewController+Segues.swift': \(why)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("Out").path).sorted() == ["SegueGen.swift"])
        #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
    }

    /// In a directory that takes no new files and lets none be removed, a
    /// stale file that must go fails the run before any file is written in
    /// place: every file stays as it was.
    @Test func aStaleFileThatCannotBeRemovedFailsBeforeAnyWriteInPlace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(CommandLineToolTests.validSpec, to: "Spec.yaml")
        #expect(try Self.seguegen(["Spec.yaml", "-o", "Out"], in: directory.url).status == 0)
        let spec = CommandLineToolTests.validSpec.components(separatedBy: "  SettingsViewController:\n")[0].replacingOccurrences(of: "showDetail:", with: "showTask:")
        try directory.write(spec, to: "Spec.yaml")
        for file in CommandLineToolTests.validFiles {
            try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: directory.file("Out/\(file)").path)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.file("Out").path)
        let before = try DirectorySnapshot(of: directory.file("Out"))

        let run = try Self.seguegenUnprivileged(["Spec.yaml", "-o", "Out"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("seguegen: error: cannot remove 'Out/SettingsViewController+Segues.swift': Permission denied"), "\(run.stderr)")
        #expect(try DirectorySnapshot(of: directory.file("Out")) == before)
    }

    @Test func reportsABadSpecAndWritesNothing() throws {
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let run = try Self.seguegen(["several-errors.yaml", "-o", output.file("Out").path], in: Repository.badInput)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        let expected = String(decoding: try Data(contentsOf: Repository.badInput.appendingPathComponent("several-errors.expected")), as: UTF8.self)
        #expect(run.stderr == expected)
        #expect(!FileManager.default.fileExists(atPath: output.file("Out").path))
    }

    /// A scene repeated in a second spec is one mistake, reported once per
    /// scene: the checks that compare scenes with each other (Storyboard ID)
    /// do not also compare it with its copy.
    @Test func aSpecCopiedIntoASecondSpecReportsEachRepeatedSceneOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let example = try Data(contentsOf: ExampleApp.directory.appendingPathComponent("Tasks.yaml"))
        try example.write(to: directory.file("Tasks.yaml"))
        try example.write(to: directory.file("T2.yaml"))
        let run = try Self.seguegen(["Tasks.yaml", "T2.yaml", "-o", "m1"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            T2.yaml:14:3: error: scene 'TaskListViewController' is also in Tasks.yaml, which generates into the same directory; list its segues in one spec
              TaskListViewController:
              ^
            Tasks.yaml:14:3: note: 'TaskListViewController' is declared here
              TaskListViewController:
              ^
            T2.yaml:26:3: error: scene 'TaskDetailViewController' is also in Tasks.yaml, which generates into the same directory; list its segues in one spec
              TaskDetailViewController:
              ^
            Tasks.yaml:26:3: note: 'TaskDetailViewController' is declared here
              TaskDetailViewController:
              ^
            T2.yaml:33:3: error: scene 'SettingsViewController' is also in Tasks.yaml, which generates into the same directory; list its segues in one spec
              SettingsViewController:
              ^
            Tasks.yaml:33:3: note: 'SettingsViewController' is declared here
              SettingsViewController:
              ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("m1").path))
    }

    @Test func helpExitsZero() throws {
        let run = try Self.seguegen(["--help"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("USAGE: seguegen [<storyboard|folder|spec.yaml>... -o <directory>] [--templates <path>] [--check | --dry-run] [--single-file] [--warnings-as-errors] [--force] [--verbose] [--quiet]"))
    }

    @Test func anUnwritableStandardOutputFailsInsteadOfCrashing() throws {
        // /dev/full opens fine and fails every write with "No space left on device".
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let process = Process()
        process.executableURL = try Executable.seguegen()
        process.arguments = ["--help"]
        process.standardOutput = full
        let standardError = Pipe()
        process.standardError = standardError
        try process.run()
        let message = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        // Said, not only in the status (found by a newcomer).
        #expect(message == "seguegen: error: cannot write to standard output: No space left on device\n")
    }

    @Test func readsTheSpecFromADeviceOrPipe() throws {
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let run = try Self.seguegen(["/dev/null", "-o", output.file("Out").path], in: output.url)
        #expect(run.status == 1)
        #expect(run.stderr == "/dev/null:1:1: error: the spec is empty; expected a mapping with a 'scenes' key\n")
    }

    /// A spec from a pipe is read once: the stamp's fingerprint and the
    /// generation share the bytes (a second read of a pipe finds it empty).
    @Test func generatesFromASpecOnAPipe() throws {
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let pipe = Pipe()
        let process = Process()
        process.executableURL = try Executable.seguegen()
        process.arguments = ["/dev/stdin", "-o", "Out"]
        process.currentDirectoryURL = output.url
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try pipe.fileHandleForWriting.write(contentsOf: Data(CommandLineToolTests.validSpec.utf8))
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try DirectorySnapshot(of: output.file("Out")).paths == CommandLineToolTests.validFiles)
    }

    @Test func unknownOptionExits64() throws {
        let run = try Self.seguegen(["Tasks.yaml", "-o", "Out", "--frobnicate"], in: ExampleApp.directory)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == usageError("unknown option '--frobnicate'"))
        #expect(!FileManager.default.fileExists(atPath: ExampleApp.directory.appendingPathComponent("Out").path))
    }
}

/// Finds the `seguegen` executable SwiftPM built next to the test bundle.
enum Executable {
    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "the seguegen executable was not found next to the test bundle (searched: \(searched.joined(separator: ", "))); "
                + "build it with 'swift build' or run the tests with 'swift test', which builds it"
        }
    }

    /// The executable: a file named `seguegen` in the directory of the test
    /// bundle or runner, or in one of its parents (three levels up, enough for
    /// `.build/<triple>/debug/X.xctest/Contents/MacOS` on macOS).
    static func seguegen() throws -> URL {
        let fileManager = FileManager.default
        var starts = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(), Bundle.main.bundleURL]
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        var searched: [String] = []
        for start in starts {
            var directory = start.standardizedFileURL
            for _ in 0...3 {
                let candidate = directory.appendingPathComponent("seguegen")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   fileManager.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                searched.append(directory.path)
                directory.deleteLastPathComponent()
            }
        }
        throw NotFound(searched: searched)
    }
}
