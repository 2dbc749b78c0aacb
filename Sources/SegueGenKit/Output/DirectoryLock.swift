import Foundation

/// An exclusive advisory lock (`flock(2)`) on an output directory, so that
/// runs writing into one directory at the same time (a build system that
/// starts the step twice, two terminals) take turns: otherwise one run
/// removes the other's staged temporary files as leftovers of a killed run
/// (`StagedOutput.commit`), and stamps files the other wrote under its own
/// inputs (`OutputStamp`).
///
/// The lock is on the directory itself, so no lock file is left behind;
/// the system releases it when the holder exits, however it exits.
/// Locking waits for the holder. It is best effort: a directory that can
/// be written but not read (a sandboxed build script's output directory)
/// cannot be opened to lock, and a file system may not support locks;
/// a run then writes unlocked, as two runs at once never should.
public final class DirectoryLock {
    /// The device and inode of a directory: two paths name one directory
    /// (through a symbolic link, `..`, a bind mount) exactly when these agree.
    public struct Identity: Hashable, Comparable, Sendable {
        public var device: UInt64
        public var inode: UInt64

        public static func < (lhs: Identity, rhs: Identity) -> Bool {
            (lhs.device, lhs.inode) < (rhs.device, rhs.inode)
        }
    }

    private var descriptor: Int32

    /// Locks the directory at `directory`, waiting while another process holds it.
    ///
    /// - Returns: nil if the directory cannot be opened for reading or locked.
    public init?(_ directory: URL) {
        descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
    }

    /// Releases the lock; freeing the object does too.
    public func unlock() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit {
        unlock()
    }

    /// The identity of the directory at `directory` (`stat(2)`, following
    /// symbolic links); nil if it cannot be inspected.
    public static func identity(of directory: URL) -> Identity? {
        var status = stat()
        guard stat(directory.path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }
}
