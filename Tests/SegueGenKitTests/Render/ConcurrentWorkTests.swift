import Foundation
import Testing
@testable import SegueGenKit

/// Work spread over the cores comes back in index order, each index once,
/// with each failure at its own index.
@Suite struct ConcurrentWorkTests {
    struct Failed: Error, Equatable {
        var index: Int
    }

    /// Counts calls from many threads at once.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [Int: Int] = [:]

        func record(_ index: Int) {
            lock.withLock { calls[index, default: 0] += 1 }
        }

        var callsPerIndex: [Int: Int] { lock.withLock { calls } }
    }

    @Test func everyIndexRunsOnceAndOutcomesAreInIndexOrder() throws {
        let counter = Counter()
        let results = ConcurrentWork.results(count: 1000) { index throws(Failed) -> String in
            counter.record(index)
            if index % 7 == 3 { throw Failed(index: index) }
            return "file \(index)"
        }
        #expect(results.count == 1000)
        for (index, result) in results.enumerated() {
            if index % 7 == 3 {
                #expect(throws: Failed(index: index)) { try result.get() }
            } else {
                #expect(try result.get() == "file \(index)")
            }
        }
        #expect(counter.callsPerIndex == Dictionary(uniqueKeysWithValues: (0..<1000).map { ($0, 1) }))
    }

    @Test func noWorkAndOnePieceOfWork() {
        #expect(ConcurrentWork.results(count: 0) { $0 }.isEmpty)
        #expect(ConcurrentWork.results(count: 1) { $0 + 41 }.map { $0.get() } == [41])
    }
}
