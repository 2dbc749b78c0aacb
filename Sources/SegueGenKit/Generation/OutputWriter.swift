import Foundation

/// What writing the generated files did.
public struct WriteSummary: Sendable, Equatable {
    /// Files created or replaced, relative to the output directory, in generation order.
    public var written: [String] = []
    /// Files that already had exactly the generated contents and were left alone.
    public var unchanged: [String] = []
}

/// A failure to write output, with the path it concerns.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes generated files into an output directory.
///
/// A file whose contents are already current is not touched, so that its
/// modification time stays and builds stay incremental. Every other file is
/// written to a temporary file that then replaces it (`Data.WritingOptions.atomic`),
/// so a reader never sees it half-written.
public struct OutputWriter: Sendable {
    public init() {}

    /// Writes `files` under `directory`, creating the directory if needed.
    ///
    /// - Parameters:
    ///   - files: the generated files; paths are relative to `directory`.
    ///   - directory: the output directory.
    /// - Returns: which files were written and which were already current.
    /// - Throws: `OutputError` for the first file that cannot be written;
    ///   files before it are complete, files after it untouched.
    public func write(_ files: [GeneratedFile], to directory: URL) throws(OutputError) -> WriteSummary {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputError(path: directory.path, reason: "it exists and is not a directory")
            }
        } else {
            do {
                try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw OutputError(path: directory.path, reason: SystemError.reason(error))
            }
        }

        var summary = WriteSummary()
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            let data = Data(file.contents.utf8)
            // An unreadable existing file is simply rewritten; writing reports any real problem.
            if let existing = try? Data(contentsOf: url), existing == data {
                summary.unchanged.append(file.path)
                continue
            }
            do {
                try data.write(to: url, options: .atomic)
            } catch {
                throw OutputError(path: url.path, reason: SystemError.reason(error))
            }
            summary.written.append(file.path)
        }
        return summary
    }
}
