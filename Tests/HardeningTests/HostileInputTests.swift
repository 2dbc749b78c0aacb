import Foundation
import SegueGenCLITestSupport
import SegueGenKit
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures

/// The hostile-input corpus (`HostileInput`): every case's outcome is the reviewed one.
@Suite struct HostileInputTests {
    @Test(arguments: HostileInput.cases)
    func hostileInputIsHandled(_ file: String) throws {
        let (text, run, generated) = try HostileInput.outcome(of: file)
        let expectedURL = HostileInput.directory.appendingPathComponent(HostileInput.baseName(file) + ".expected")
        let expected = try Golden.expected(at: expectedURL, actual: text)
        #expect(text == expected, "re-record with SEGUEGEN_RECORD=1 and read the diff")
        // Diagnostics or output, never both silently, never neither.
        if run.status == 0 {
            #expect(!run.stderr.contains(": error: "))
            #expect(!generated.isEmpty || !run.stdout.isEmpty, "success without output")
        } else {
            #expect(run.status == 1 && run.stderr.contains("error: "), "failure without an error")
            #expect(generated.isEmpty, "a failed run wrote files")
        }
    }

    /// A file larger than the tool reads (docs/Reliability.md, "Limits"):
    /// `/dev/zero` never ends, so the tool reads up to the limit and stops,
    /// with an error at the file's first line.
    @Test(arguments: [
        (["/dev/zero", "-o", "Out"], "/dev/zero:1:1: error: the spec is larger than 8 MiB, the most seguegen reads (docs/Reliability.md)\n"),
        (["--config", "/dev/zero"], "/dev/zero:1:1: error: the config file is larger than 8 MiB, the most seguegen reads (docs/Reliability.md)\n"),
        (["import", "/dev/zero"], "/dev/zero:1:1: error: the storyboard is larger than 64 MiB, the most seguegen reads (docs/Reliability.md)\n"),
    ])
    func aFileLargerThanTheLimitIsRefused(_ arguments: [String], _ expected: String) throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let run = ToolRun.run(arguments, in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr == expected)
        #expect(run.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }

    @Test func theCorpusIsComplete() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: HostileInput.directory.path)
        let expectations = files.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) }.sorted()
        #expect(expectations == HostileInput.cases.map(HostileInput.baseName).sorted())
        #expect(HostileInput.cases.count >= 40)
    }
}
