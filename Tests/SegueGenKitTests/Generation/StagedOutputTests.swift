import Foundation
import Testing
@testable import SegueGenKit

/// Writing files as they are rendered: nothing replaces a file until every
/// file is staged, and a failure leaves the directory as it was.
@Suite struct StagedOutputTests {
    typealias Scratch = OutputWriterTests.Scratch

    static func generated(_ body: String) -> String { OutputWriterTests.generated(body) }

    @Test func commitReplacesChangedFilesLeavesTheRestAndCleansUp() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Self.generated("same\n"), to: "Same.swift")
        try scratch.write(Self.generated("old\n"), to: "Changed.swift")
        try scratch.write(Self.generated("stale\n"), to: "Stale.swift")
        try scratch.write("// mine\n", to: "Mine.swift")
        try scratch.write("", to: ".seguegen-0123456789abcdef.tmp")
        try FileManager.default.setAttributes([.modificationDate: OutputWriterTests.longAgo], ofItemAtPath: scratch.url.appendingPathComponent("Same.swift").path)

        var output = try StagedOutput(directory: scratch.url)
        try output.add(GeneratedFile(path: "Changed.swift", contents: Self.generated("new\n")))
        try output.add(GeneratedFile(path: "New.swift", contents: Self.generated("new\n")))
        try output.add(GeneratedFile(path: "Same.swift", contents: Self.generated("same\n")))
        // Staged, not yet visible: the old contents, and one temporary file per changed file.
        #expect(try scratch.read("Changed.swift") == Self.generated("old\n"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("New.swift").path))
        #expect(try scratch.names().filter(TemporaryFile.isLeftover).count == 3)

        let summary = try output.commit()
        #expect(summary == WriteSummary(written: ["Changed.swift", "New.swift"], unchanged: ["Same.swift"], removed: ["Stale.swift"]))
        #expect(try scratch.names() == ["Changed.swift", "Mine.swift", "New.swift", "Same.swift"])
        #expect(try scratch.read("Changed.swift") == Self.generated("new\n"))
        #expect(try scratch.read("New.swift") == Self.generated("new\n"))
        #expect(try scratch.attribute(.modificationDate, of: "Same.swift") as? Date == OutputWriterTests.longAgo)
    }

    /// A file that must not be replaced, found after another was staged:
    /// the error names it, and discarding leaves every file as it was.
    @Test func aFailureAfterStagingLeavesEveryFileAsItWas() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Self.generated("old\n"), to: "A.swift")
        try scratch.write("// mine\n", to: "B.swift")
        var output = try StagedOutput(directory: scratch.url)
        try output.add(GeneratedFile(path: "A.swift", contents: Self.generated("new\n")))
        #expect(throws: OutputError.self) {
            try output.add(GeneratedFile(path: "B.swift", contents: Self.generated("new\n")))
        }
        output.discard()
        #expect(try scratch.names() == ["A.swift", "B.swift"])
        #expect(try scratch.read("A.swift") == Self.generated("old\n"))
        #expect(try scratch.read("B.swift") == "// mine\n")
    }

    /// The checks of `OutputWriter.plan`, one file at a time.
    @Test func eachFileIsCheckedAsThePlanChecksIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var output = try StagedOutput(directory: scratch.url)
        try output.add(GeneratedFile(path: "A.swift", contents: Self.generated("")))
        #expect(throws: OutputError.self) { try output.add(GeneratedFile(path: "a.swift", contents: Self.generated(""))) }
        #expect(throws: OutputError.self) { try output.add(GeneratedFile(path: "../B.swift", contents: Self.generated(""))) }
        #expect(throws: OutputError.self) { try output.add(GeneratedFile(path: "C.swift", contents: "// no header\n")) }
        output.discard()
        #expect(try scratch.names().isEmpty)
        #expect(throws: OutputError.self) { try StagedOutput(directory: scratch.url.appendingPathComponent("Missing")) }
    }

    /// Files staged on several threads are added in order: the first
    /// failure in that order is the one reported, paths are still checked
    /// against each other, and every staged file is discarded.
    @Test func filesStagedConcurrentlyReportTheFirstFailureInOrder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("// mine\n", to: "Mine.swift")
        let files = (0..<40).map { GeneratedFile(path: "File\($0).swift", contents: Self.generated("\($0)\n")) }
        var withFailures = Array(files[..<20])
        withFailures.append(GeneratedFile(path: "Mine.swift", contents: Self.generated("")))
        withFailures += files[20...]
        withFailures.append(GeneratedFile(path: "Mine2.swift", contents: "// no header\n"))
        var output = try StagedOutput(directory: scratch.url)
        let error = #expect(throws: OutputError.self) { try output.add(contentsOf: withFailures) }
        #expect(error?.path == scratch.url.appendingPathComponent("Mine.swift").path)
        #expect(error?.reason.hasPrefix("the file exists and seguegen did not generate it") == true)
        output.discard()
        #expect(try scratch.names() == ["Mine.swift"])

        var clashing = try StagedOutput(directory: scratch.url)
        let clash = #expect(throws: OutputError.self) {
            try clashing.add(contentsOf: files + [GeneratedFile(path: "FILE3.swift", contents: Self.generated(""))])
        }
        #expect(clash?.reason == "the outputs 'File3.swift' and 'FILE3.swift' would be one file where case does not count (macOS, Windows)")
        clashing.discard()
        #expect(try scratch.names() == ["Mine.swift"])
    }

    @Test func filesStagedConcurrentlyAreCommittedInOrder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Self.generated("7\n"), to: "File7.swift")
        let files = (0..<40).map { GeneratedFile(path: "File\($0).swift", contents: Self.generated("\($0)\n")) }
        var output = try StagedOutput(directory: scratch.url)
        try output.add(contentsOf: files)
        let summary = try output.commit()
        #expect(summary.written == files.map(\.path).filter { $0 != "File7.swift" })
        #expect(summary.unchanged == ["File7.swift"])
        for file in files {
            #expect(try scratch.read(file.path) == file.contents)
        }
        #expect(try scratch.names().count == 40)
    }

    // MARK: A directory that takes no new files

    /// A creator that refuses every new file in `directory` whose name
    /// `refuses` (by default every name) with `code`, as the sandbox of an
    /// Xcode Run Script phase refuses undeclared files with `EPERM`.
    static func refusing(in directory: URL, code: Int32 = EPERM, _ refuses: @escaping @Sendable (String) -> Bool = { _ in true }) -> FileCreator {
        let prefix = directory.path + "/"
        return FileCreator { path in
            guard path.hasPrefix(prefix), refuses(String(path.dropFirst(prefix.count))) else { return FileCreator.system.create(path) }
            return .failure(FileCreator.Failure(code: code))
        }
    }

    /// The inode of `name` in `scratch`.
    static func inode(of name: String, in scratch: Scratch) throws -> UInt64 {
        let inode = try #require(OutputStamp.file(at: scratch.url.appendingPathComponent(name).path, name: name, followingLinks: false)?.inode)
        return inode
    }

    /// The usual way: a changed file is a new file renamed over the old one.
    @Test func aChangedFileIsReplacedByAnotherFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Self.generated("old\n"), to: "A.swift")
        let before = try Self.inode(of: "A.swift", in: scratch)
        var output = try StagedOutput(directory: scratch.url)
        try output.add(GeneratedFile(path: "A.swift", contents: Self.generated("new\n")))
        #expect(try output.commit() == WriteSummary(written: ["A.swift"]))
        #expect(try scratch.read("A.swift") == Self.generated("new\n"))
        #expect(try Self.inode(of: "A.swift", in: scratch) != before)
    }

    /// A directory that refuses temporary files (a sandboxed build script's
    /// declared output): the existing file is written in place, keeping its
    /// inode and permissions; the unchanged one is not touched; the summary says why.
    @Test func anExistingFileIsWrittenInPlaceWhenTheDirectoryTakesNoNewFiles() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let longer = Self.generated(String(repeating: "long line\n", count: 50))
        try scratch.write(longer, to: "A.swift")
        try scratch.write(Self.generated("old\n"), to: "B.swift")
        try scratch.write(Self.generated("same\n"), to: "Same.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: scratch.url.appendingPathComponent("A.swift").path)
        let before = try Self.inode(of: "A.swift", in: scratch)

        var output = try StagedOutput(directory: scratch.url, creator: Self.refusing(in: scratch.url))
        try output.add(contentsOf: [
            GeneratedFile(path: "A.swift", contents: Self.generated("short\n")),
            GeneratedFile(path: "Same.swift", contents: Self.generated("same\n")),
            GeneratedFile(path: "B.swift", contents: Self.generated(String(repeating: "grown\n", count: 100))),
        ])
        // Nothing visible before the commit.
        #expect(try scratch.read("A.swift") == longer)
        let summary = try output.commit()
        #expect(summary == WriteSummary(written: ["A.swift", "B.swift"], unchanged: ["Same.swift"], temporaryFilesRefused: "Operation not permitted"))
        #expect(try scratch.read("A.swift") == Self.generated("short\n"))
        #expect(try scratch.read("B.swift") == Self.generated(String(repeating: "grown\n", count: 100)))
        #expect(try Self.inode(of: "A.swift", in: scratch) == before)
        #expect(try scratch.attribute(.posixPermissions, of: "A.swift") as? Int == 0o640)
        #expect(try scratch.names() == ["A.swift", "B.swift", "Same.swift"])
    }

    /// `EACCES` (a directory this user may not write) is a refusal too; a
    /// full disk is not: a write in place would then most likely be cut short.
    @Test func onlyARefusalLeadsToAWriteInPlace() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Self.generated("old\n"), to: "A.swift")
        var denied = try StagedOutput(directory: scratch.url, creator: Self.refusing(in: scratch.url, code: EACCES))
        try denied.add(GeneratedFile(path: "A.swift", contents: Self.generated("new\n")))
        #expect(try denied.commit().temporaryFilesRefused == "Permission denied")
        #expect(try scratch.read("A.swift") == Self.generated("new\n"))

        var full = try StagedOutput(directory: scratch.url, creator: Self.refusing(in: scratch.url, code: ENOSPC))
        let error = #expect(throws: OutputError.self) { try full.add(GeneratedFile(path: "A.swift", contents: Self.generated("newer\n"))) }
        #expect(error == OutputError(path: scratch.url.appendingPathComponent("A.swift").path, reason: "No space left on device"))
        full.discard()
        #expect(try scratch.read("A.swift") == Self.generated("new\n"))
    }

    /// A missing output in such a directory is created by its own path, as
    /// a sandboxed build script may create its declared outputs.
    @Test func aMissingFileIsCreatedByItsOwnPathWhenTemporaryFilesAreRefused() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var output = try StagedOutput(directory: scratch.url, creator: Self.refusing(in: scratch.url) { $0.hasPrefix(".seguegen-") })
        try output.add(GeneratedFile(path: "New.swift", contents: Self.generated("new\n")))
        #expect(try scratch.names().isEmpty)
        #expect(try output.commit() == WriteSummary(written: ["New.swift"], temporaryFilesRefused: "Operation not permitted"))
        #expect(try scratch.read("New.swift") == Self.generated("new\n"))
    }

    /// A missing output the directory refuses too: the error names it and
    /// says what to do, and no file changed, neither one to write in place
    /// nor another missing one created before it.
    @Test func aMissingFileThatCannotBeCreatedFailsWithEveryFileAsItWas() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Self.generated("old\n"), to: "A.swift")
        // A declared output (Created.swift) may be created, an undeclared one not, nor any temporary file.
        var output = try StagedOutput(directory: scratch.url, creator: Self.refusing(in: scratch.url) { $0 != "Created.swift" })
        try output.add(GeneratedFile(path: "A.swift", contents: Self.generated("new\n")))
        try output.add(GeneratedFile(path: "Created.swift", contents: Self.generated("new\n")))
        try output.add(GeneratedFile(path: "Missing.swift", contents: Self.generated("new\n")))
        let error = #expect(throws: OutputError.self) { try output.commit() }
        #expect(error?.description == "cannot create '\(scratch.url.path)/Missing.swift': Operation not permitted; its directory takes no new files, "
            + "as in a sandboxed Xcode Run Script phase (ENABLE_USER_SCRIPT_SANDBOXING), which may create only the files declared as its outputs: "
            + "declare this file as an output file of the phase, or run seguegen once outside Xcode to create it")
        #expect(try scratch.names() == ["A.swift"])
        #expect(try scratch.read("A.swift") == Self.generated("old\n"))
    }
}
