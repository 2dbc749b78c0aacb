import Dispatch
import Foundation

/// The temporary files a run is writing, removed when SIGINT or SIGTERM stops it, so that an
/// interrupted run leaves none behind. Process-wide because signals are.
public final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [DispatchSourceSignal] = []

    static let prefix = ".seguegen-"
    static let suffix = ".tmp"

    /// A fresh name: the prefix, 16 random hexadecimal digits, the suffix.
    static func name() -> String {
        prefix + String(format: "%016llx", UInt64.random(in: .min ... .max)) + suffix
    }

    /// Whether `name` is a temporary file's name, as a killed run may leave one.
    static func isLeftover(_ name: String) -> Bool {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
        let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
        return digits.count == 16 && digits.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    func insert(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }

    /// From now on, SIGINT and SIGTERM remove the temporary files being written, then end the
    /// process as the signal would have. For the executable: a library has no say over signals.
    public static func removeOnSignal() {
        shared.lock.withLock {
            guard shared.sources.isEmpty else { return }
            for signal in [SIGINT, SIGTERM] {
                Foundation.signal(signal, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
                source.setEventHandler {
                    shared.lock.lock()
                    shared.paths.forEach { _ = unlink($0) }
                    Foundation.signal(signal, SIG_DFL)
                    raise(signal)
                }
                source.resume()
                shared.sources.append(source)
            }
        }
    }
}
