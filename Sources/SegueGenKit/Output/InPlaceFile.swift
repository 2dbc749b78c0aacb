import Foundation

/// Writes an output file through its own path, for a directory that takes
/// no new files (`FileCreator.isRefusal`), so that no temporary file can
/// be created beside it: the directory of a sandboxed Xcode Run Script
/// phase, where the script may write its declared output files and nothing
/// else.
///
/// What this gives up is `TemporaryFile`'s single step: a reader during
/// the write, or a run killed during it, can see the file half-written.
/// The new text is written over the old from the start and the file is
/// then cut to its length, so that the first line stays a header of
/// seguegen (`GeneratedFileMarker`) at every moment and the next run
/// rewrites such a file instead of refusing it as someone else's. The file
/// keeps its inode, owner and permission bits.
enum InPlaceFile {
    /// Opens the existing regular file at `path` for writing, without
    /// creating it, following a symbolic link or blocking.
    ///
    /// - Returns: the open descriptor, which the caller closes.
    /// - Throws: `OutputError` naming `path` if it cannot be opened, or is
    ///   no longer a regular file.
    static func open(_ path: String) throws(OutputError) -> Int32 {
        let descriptor = Foundation.open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw TemporaryFile.failure(path) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw OutputError(path: path, reason: "it is no longer a regular file; seguegen replaces only files it generated")
        }
        return descriptor
    }

    /// Whether the existing file at `path` can be written in place: opens
    /// it for writing and closes it, changing nothing.
    ///
    /// - Throws: `OutputError` as `open` does.
    static func checkWritable(_ path: String) throws(OutputError) {
        close(try open(path))
    }

    /// Writes `text` over the existing file at `path`, cuts the file to the
    /// text's length and flushes it to disk.
    ///
    /// - Throws: `OutputError` naming `path`. If it was not opened the file
    ///   is as it was; otherwise it may hold part of `text` over the old contents.
    static func write(_ text: String, to path: String) throws(OutputError) {
        let descriptor = try open(path)
        var failed = TemporaryFile.writeAll(text, to: descriptor, reportingAs: path)
        if failed == nil, ftruncate(descriptor, off_t(text.utf8.count)) != 0 || fsync(descriptor) != 0 {
            failed = TemporaryFile.failure(path)
        }
        if close(descriptor) != 0 && failed == nil { failed = TemporaryFile.failure(path) }
        if let failed { throw failed }
    }
}
