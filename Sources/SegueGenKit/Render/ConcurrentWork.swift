import Dispatch

/// Independent pieces of work spread over the processor's cores.
enum ConcurrentWork {
    /// `work(i)` for each index of `0..<count`, on a thread per core, each outcome at its index: the
    /// first failure in that order is the one a loop would meet (though the calls after it run too).
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
