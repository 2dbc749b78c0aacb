import Foundation

/// How the writer adds a new file to an output directory: its temporary
/// files (`TemporaryFile.stage`), and an output file it writes in place
/// that does not exist yet (`InPlaceFile.create`).
///
/// `system` is `open(2)` with `O_CREAT | O_EXCL | O_NOFOLLOW`, so that it
/// never opens an existing file or follows a symbolic link. Tests
/// substitute a creator that refuses, as the directory of a sandboxed
/// Xcode build script does: tests run as root, whom permission bits do not
/// stop, and making a directory immutable (`chattr +i`) takes a capability
/// that a test machine may not grant.
public struct FileCreator: Sendable {
    /// Why a file could not be created: the `errno` value.
    public struct Failure: Error, Sendable, Equatable {
        public var code: Int32

        public init(code: Int32) {
            self.code = code
        }
    }

    /// Creates the file at `path` (an absolute path), with mode 0666 less the
    /// process's umask, and opens it for writing.
    ///
    /// - Returns: the open descriptor, which the caller closes, or why the
    ///   file could not be created (`EEXIST` when something is already there).
    public var create: @Sendable (_ path: String) -> Result<Int32, Failure>

    public init(create: @escaping @Sendable (_ path: String) -> Result<Int32, Failure>) {
        self.create = create
    }

    /// `open(2)`, as above.
    public static let system = FileCreator { path in
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        return descriptor >= 0 ? .success(descriptor) : .failure(Failure(code: errno))
    }

    /// Whether a failure to create a file means that the directory takes no
    /// new files while its existing files may still be writable, so that an
    /// output that exists can be written in place instead.
    ///
    /// `EPERM` is what a policy answers: the macOS sandbox of an Xcode Run
    /// Script phase (`ENABLE_USER_SCRIPT_SANDBOXING`), which lets a script
    /// write its declared output files and create nothing else, and an
    /// immutable directory (`chattr +i`, `chflags uchg`). `EACCES` is a
    /// directory without write permission for this user, whose files may
    /// each still be writable. Every other failure is not a refusal: a
    /// read-only file system (`EROFS`) fails the in-place write too, and a
    /// full disk or quota (`ENOSPC`, `EDQUOT`) is exactly when a write in
    /// place would leave a half-written file, so those stay errors.
    public static func isRefusal(_ failure: Failure) -> Bool {
        failure.code == EPERM || failure.code == EACCES
    }
}
