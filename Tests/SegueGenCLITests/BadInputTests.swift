import Foundation
import SegueGenCLI
import SegueGenCLITestSupport
import SegueGenTestSupport
import Testing

/// The bad-input corpus: `BadInput/<case>.yaml` is a spec with one mistake a
/// user can make (or several, in `several-errors`), `<case>.expected` the
/// exact standard error of `seguegen <case>.yaml -o <directory>` run from
/// `BadInput/`: message, position, quoted line, caret and notes.
///
/// `SEGUEGEN_RECORD=1 swift test --filter BadInputTests` re-records the
/// expectations; read every changed one before keeping it.
@Suite struct BadInputTests {
    /// The case names, sorted: every `.yaml` file of the corpus without its extension.
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.badInput.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }.sorted()
    }()

    @Test(arguments: cases)
    func reportsTheMistake(_ name: String) throws {
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let outputDirectory = output.file("Out")
        let run = ToolRun.run(["\(name).yaml", "-o", outputDirectory.path], in: Repository.badInput)
        let expectedURL = Repository.badInput.appendingPathComponent("\(name).expected")
        let expected = try Golden.expected(at: expectedURL, actual: run.stderr)
        #expect(run.stderr == expected, "re-record with SEGUEGEN_RECORD=1 and read the diff")

        if expected.contains(": error: ") {
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(!FileManager.default.fileExists(atPath: outputDirectory.path), "nothing is written when the spec has errors")
        } else {
            #expect(expected.contains(": warning: "))
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("Generated "))
        }
    }

    @Test func everyCaseHasAnExpectation() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.badInput.path).sorted()
        let expectations = files.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) }.sorted()
        #expect(expectations == Self.cases)
        #expect(files.allSatisfy { $0.hasSuffix(".yaml") || $0.hasSuffix(".expected") })
        #expect(Self.cases.count >= 25)
    }

    /// Every error of a file is reported at once, in source order.
    @Test func severalErrorsComeInSourceOrder() throws {
        let expected = String(decoding: try Data(contentsOf: Repository.badInput.appendingPathComponent("several-errors.expected")), as: UTF8.self)
        let positions = expected.split(separator: "\n")
            .filter { $0.hasPrefix("several-errors.yaml:") && $0.contains(": error: ") }
            .map { line in line.split(separator: ":").dropFirst().prefix(2).compactMap { Int($0) } }
        #expect(positions == [[1, 11], [2, 11], [5, 5], [9, 23], [12, 20]])
    }
}
