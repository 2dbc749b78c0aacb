import Foundation

/// The bounds that keep a hostile or broken input from exhausting time or memory, each far above
/// what a real project needs (docs/Reliability.md, "Limits").
public enum InputLimits {
    /// The largest spec, config file or template seguegen reads: 8 MiB.
    public static let maximumTextFileSize = 8 << 20
    /// The largest storyboard seguegen reads: 64 MiB.
    public static let maximumStoryboardSize = 64 << 20

    /// Reads the file at `url` through a file handle (so pipes work too), refusing more than `limit`
    /// bytes without reading further, so that `/dev/zero` and runaway generators end.
    public static func read(_ url: URL, limit: Int) throws(InputReadError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unreadable("it is a directory")
        }
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            var bytes: [UInt8] = []
            // Chunks, so that a pipe delivering little at a time is read to its end.
            while bytes.count <= limit {
                guard let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty else { return bytes }
                bytes += chunk
            }
        } catch {
            throw .unreadable(SystemError.reason(error))
        }
        throw .tooLarge(limit: limit)
    }

    /// A size in bytes in words: "8 MiB", "65536 bytes".
    public static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}

/// Why an input file could not be read.
public enum InputReadError: Error, Sendable, Equatable {
    /// The system refused (the words it gave: "No such file or directory"),
    /// or the path is a directory.
    case unreadable(String)
    /// The file holds more than `limit` bytes; reading stopped there.
    case tooLarge(limit: Int)

    /// The error as a diagnostic about `path`, a `what` ("spec"): a file too large is an error at its
    /// first line, so that editors show it on the file; an unreadable one has no position.
    public func diagnostic(what: String, path: String) -> Diagnostic {
        switch self {
        case .unreadable(let reason):
            return .error("cannot read \(what) '\(path)': \(reason)", at: nil)
        case .tooLarge(let limit):
            let size = InputLimits.describe(limit)
            return .error(
                "the \(what) is larger than \(size), the most seguegen reads (docs/Reliability.md)",
                at: SourceLocation(file: path, line: 1, column: 1))
        }
    }
}
