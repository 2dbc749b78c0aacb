import Foundation

/// Replaces a file in one step: the new contents go to a temporary file in
/// the same directory, are flushed to disk, and the temporary file is then
/// renamed over the old one.
///
/// POSIX `rename(2)` replaces the target atomically: any process sees the
/// old file or the new one, never a part. A failed write (a full disk,
/// `EFBIG` past the file size limit, a read-only file system) removes the
/// temporary file and leaves the old one as it was; a process killed
/// while writing leaves the old file as it was and a temporary file whose
/// name `isLeftover` recognises, which the next run removes
/// (`StagedOutput.commit`). The temporary file is created with
/// `O_EXCL | O_NOFOLLOW` (`FileCreator.system`), so that it never opens an existing file or
/// follows a symbolic link, and a rename replaces a link at the target
/// instead of writing through it. `Data.write(to:options: .atomic)` does the
/// same but names its temporary files after no tool (`.dat.nosync…`), so
/// that a leftover could not be told from someone else's file. A
/// directory that takes no new files gets no temporary file: `stage` says
/// so, and the caller may write the file in place (`InPlaceFile`).
enum TemporaryFile {
    static let prefix = ".seguegen-"
    static let suffix = ".tmp"

    /// Whether `name`, a directory entry, is a temporary file of seguegen:
    /// `.seguegen-` then 16 hexadecimal digits then `.tmp`.
    static func isLeftover(_ name: String) -> Bool {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
        let middle = name.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
        return middle.count == 16 && middle.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// A fresh temporary file name: `.seguegen-<16 hex digits>.tmp`.
    static func name() -> String {
        prefix + Fingerprint.hexadecimal(UInt64.random(in: .min ... .max)) + suffix
    }

    /// What `stage` did.
    enum Staged: Equatable {
        /// The temporary file's path, for `install` (or `unlink`).
        case temporary(String)
        /// The directory takes no new files (`FileCreator.isRefusal`): no
        /// temporary file, and nothing written.
        case refused(FileCreator.Failure)
    }

    /// Replaces the file `file` of `directory` (or creates it) with `text`, in one step;
    /// a replaced regular file keeps its permission bits, a new file gets
    /// mode 0666 less the process's umask, as `open(2)` gives.
    ///
    /// - Parameters:
    ///   - file: a plain file name.
    ///   - directory: the path of an existing directory.
    ///   - text: the new contents, written as UTF-8.
    ///   - creator: how the temporary file is created.
    /// - Throws: `OutputError` naming the file with the system's reason; the
    ///   file is then as it was, and no temporary file is left.
    static func replace(_ file: String, in directory: String, with text: String, creator: FileCreator = .system) throws(OutputError) {
        switch try stage(file, in: directory, with: text, creator: creator) {
        case .temporary(let temporary):
            try install(temporary, as: file, in: directory)
        case .refused(let refusal):
            throw failure(OutputFiles.path(of: file, in: directory), code: refusal.code)
        }
    }

    /// The first half of `replace`: writes `text` to a new temporary file
    /// next to `file` and flushes it to disk, with the permission bits
    /// `file` has now if it is a regular file.
    ///
    /// - Parameter creator: how the temporary file is created.
    /// - Returns: the temporary file's path, for `install` (or `unlink`), or
    ///   the directory's refusal to take a new file, for the caller to
    ///   decide whether `file` can be written in place (`InPlaceFile`).
    /// - Throws: `OutputError` naming `file`; no temporary file is left then.
    static func stage(_ file: String, in directory: String, with text: String, creator: FileCreator = .system) throws(OutputError) -> Staged {
        let path = OutputFiles.path(of: file, in: directory)
        var temporary = OutputFiles.path(of: name(), in: directory)
        var created = creator.create(temporary)
        if case .failure(let failure) = created, failure.code == EEXIST {
            // 64 random bits taken: try once more rather than fail.
            temporary = OutputFiles.path(of: name(), in: directory)
            created = creator.create(temporary)
        }
        let descriptor: Int32
        switch created {
        case .success(let opened):
            descriptor = opened
        case .failure(let failure):
            if FileCreator.isRefusal(failure) { return .refused(failure) }
            throw self.failure(path, code: failure.code)
        }
        var failed: OutputError?
        var replaced = stat()
        if lstat(path, &replaced) == 0, replaced.st_mode & S_IFMT == S_IFREG, fchmod(descriptor, replaced.st_mode & 0o7777) != 0 {
            failed = failure(path)
        }
        if failed == nil { failed = writeAll(text, to: descriptor, reportingAs: path) }
        if failed == nil && fsync(descriptor) != 0 { failed = failure(path) }
        if close(descriptor) != 0 && failed == nil { failed = failure(path) }
        if let failed {
            _ = unlink(temporary)
            throw failed
        }
        return .temporary(temporary)
    }

    /// Writes all of `text` as UTF-8 at the open descriptor's offset,
    /// retrying interrupted and short writes; the caller flushes it.
    ///
    /// - Parameter path: the file to name in an error.
    /// - Returns: the error of the write that failed, or nil.
    static func writeAll(_ text: String, to descriptor: Int32, reportingAs path: String) -> OutputError? {
        // The string's own UTF-8 storage: no copy.
        var text = text
        return text.withUTF8 { buffer -> OutputError? in
            var written = 0
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return failure(path)
                }
                written += result
            }
            return nil
        }
    }

    /// The second half of `replace`: renames the temporary file `stage`
    /// wrote over `file`, or removes it if that fails.
    ///
    /// - Throws: `OutputError` naming `file`, which is then as it was.
    static func install(_ temporary: String, as file: String, in directory: String) throws(OutputError) {
        let path = OutputFiles.path(of: file, in: directory)
        guard rename(temporary, path) == 0 else {
            let failed = failure(path)
            _ = unlink(temporary)
            throw failed
        }
    }

    /// The error of the last failed call, about the file at `path`.
    static func failure(_ path: String) -> OutputError {
        failure(path, code: errno)
    }

    /// The error `code` (an `errno` value), about the file at `path`.
    static func failure(_ path: String, code: Int32) -> OutputError {
        OutputError(path: path, reason: String(cString: strerror(code)))
    }
}
