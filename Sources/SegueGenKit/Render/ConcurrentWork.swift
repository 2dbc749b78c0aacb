import Dispatch

/// Independent pieces of work spread over the processor's cores.
enum ConcurrentWork {
    /// Runs `work` once for each index of `0..<count`, on as many threads
    /// as the system gives `DispatchQueue.concurrentPerform` (one per core),
    /// and returns what each call returned or threw.
    ///
    /// The outcomes are in index order, whichever thread ran which index,
    /// so a caller that reports the first failure in that order reports
    /// what a loop would have; unlike a loop, the calls after a failure run too.
    ///
    /// - Parameters:
    ///   - count: how many calls; none for 0.
    ///   - work: called with every index exactly once, concurrently with
    ///     other indices (hence `@Sendable`).
    /// - Returns: `count` outcomes; the one at index `i` is `work(i)`'s.
    static func results<Value: Sendable, Failure: Error>(
        count: Int,
        _ work: @Sendable (Int) throws(Failure) -> Value
    ) -> [Result<Value, Failure>] {
        guard count > 1 else {
            return (0..<max(count, 0)).map { index in Result { () throws(Failure) in try work(index) } }
        }
        return [Result<Value, Failure>](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            guard let start = buffer.baseAddress else { return }
            // Each index initializes its own element: no two threads touch one.
            let elements = UncheckedSendable(start)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (elements.value + index).initialize(to: Result { () throws(Failure) in try work(index) })
            }
            initializedCount = count
        }
    }
}

/// A value handed to other threads where the caller guarantees, as the
/// compiler cannot, that they never access the same memory at once.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
