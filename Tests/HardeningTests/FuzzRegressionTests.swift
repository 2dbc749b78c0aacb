import Foundation
import SegueGenFuzzing
import Testing
import SegueGenTestSupport

/// The fuzz targets over the inputs kept in `Tests/FuzzCorpus/<target>/`:
/// every input a fuzzer found a bug with, and hostile inputs written by
/// hand. They run the same checks as under libFuzzer (docs/Reliability.md).
@Suite struct FuzzRegressionTests {
    static let corpus = Repository.url("Tests/FuzzCorpus")

    @Test(arguments: FuzzTarget.allCases)
    func keptInputsKeepEveryInvariant(_ target: FuzzTarget) {
        let directory = Self.corpus.appendingPathComponent(target.rawValue).path
        let outcomes = FuzzReplay.run(target, on: [directory])
        #expect(!outcomes.isEmpty, "no input kept for \(target.rawValue)")
        for outcome in outcomes {
            #expect(outcome.failure == nil, "\(outcome.path): \(outcome.failure?.message ?? "")")
        }
    }
}
