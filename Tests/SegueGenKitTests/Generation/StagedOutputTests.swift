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
}
