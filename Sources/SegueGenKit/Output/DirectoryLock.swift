import Foundation

/// An exclusive `flock(2)` on an output directory, held until deinitialized.
public final class DirectoryLock {
    private let descriptor: Int32
    private let key: [UInt64]

    private init?(_ directory: URL) {
        descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0 else { return nil }
        key = [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    private func acquire() {
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    deinit { close(descriptor) }

    /// Creates each directory and locks it, in one order (device, inode) so that two runs never
    /// wait for each other in a circle; concurrent runs into a directory then take turns.
    public static func lock(_ directories: [URL]) -> Result<[DirectoryLock], OutputWriter.Failure> {
        var locks: [[UInt64]: DirectoryLock] = [:]
        for directory in directories {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                return .failure(OutputWriter.Failure(path: directory.path, reason: SystemError.reason(error), operation: "create output directory"))
            }
            // Best effort: a directory this user may write but not read (a sandbox's) cannot be locked.
            guard let lock = DirectoryLock(directory) else { continue }
            locks[lock.key] = locks[lock.key] ?? lock
        }
        let ordered = locks.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
        ordered.forEach { $0.acquire() }
        return .success(ordered)
    }
}
