import Foundation

/// How the output writer reads what is at an output path, with POSIX calls
/// rather than Foundation's: `FileManager.attributesOfItem` also lists
/// extended attributes and looks up owner names, and `Data(contentsOf:)`
/// copies; planning reads every output on every run.
///
/// Paths are absolute file system paths; errors are `errno` values turned
/// into words (`strerror`).
enum OutputFiles {
    /// What is at a path, without following a symbolic link there.
    enum Existing {
        case missing
        /// A directory, a symbolic link, a device…: never an output.
        case notRegularFile
        /// A regular file: its permission bits and its bytes.
        case file(mode: mode_t, contents: [UInt8])
    }

    /// What is at `path`: nothing, something that is not a regular file, or
    /// a regular file with its contents.
    ///
    /// - Throws: the reason when `path` exists but cannot be read.
    static func existing(at path: String) throws(OutputFileError) -> Existing {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            // lstat failed: nothing is there (an unreadable directory fails at listing).
            return .missing
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notRegularFile }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputFileError(errno) }
        defer { close(descriptor) }
        // The size lstat saw, plus one byte to notice a file that grew since.
        var contents = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var length = 0
        while true {
            if length == contents.count { contents.append(contentsOf: repeatElement(0, count: max(4096, length))) }
            let count = contents.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + length }, buffer.count - length)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw OutputFileError(errno)
            }
            if count == 0 { break }
            length += count
        }
        contents.removeSubrange(length...)
        return .file(mode: status.st_mode & 0o7777, contents: contents)
    }

    /// The path of the file `name` in `directory`, by plain concatenation
    /// (Foundation's path and URL methods cost more than writing a small file).
    ///
    /// - Parameters:
    ///   - name: a file name or relative path, without a leading `/`.
    ///   - directory: a directory's path, with or without a trailing `/`.
    static func path(of name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

}

/// A failed POSIX file operation, in the system's words.
struct OutputFileError: Error {
    /// "No such file or directory", "Permission denied"…
    var reason: String

    init(_ code: Int32) {
        reason = String(cString: strerror(code))
    }
}
