import Foundation

/// Writes generated files into an output directory as they are rendered,
/// one at a time, so that a run holds one file's text in memory instead of
/// all of them; what `OutputWriter.write` does for a list of files.
///
/// `add` checks each file as `OutputWriter.plan` does and, when its
/// contents differ from the file on disk, writes them to a temporary file
/// in the directory (`TemporaryFile.stage`: flushed to disk, with the old
/// file's permission bits). Nothing visible changes until `commit`, which
/// renames the temporary files over their files in the order they were
/// added, removes the temporary files a killed run left, and removes
/// stale generated files. A file that fails to stage (a full disk, a file
/// that is not seguegen's) or a template that fails to render leaves every
/// file as it was: `discard` removes what was staged.
public struct StagedOutput {
    /// The output directory; it exists.
    public let directory: URL
    private var checked = OutputWriter.CheckedPaths()
    /// Every file added, in order, with its temporary file if it changed.
    private var files: [(path: String, temporary: String?)] = []

    /// Starts writing into `directory`.
    ///
    /// - Throws: `OutputError` if `directory` does not exist or is not a directory.
    public init(directory: URL) throws(OutputError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw OutputError(path: directory.path, reason: "it does not exist or is not a directory")
        }
        self.directory = directory
    }

    /// Checks `file` and, unless the file on disk already has its contents, stages them.
    ///
    /// - Throws: `OutputError` as `OutputWriter.plan` does for the file, or
    ///   when its temporary file cannot be written. Call `discard` then.
    public mutating func add(_ file: GeneratedFile) throws(OutputError) {
        try checked.check(file, in: directory)
        switch try OutputWriter.action(for: file, in: directory.path) {
        case .unchanged:
            files.append((file.path, nil))
        case .create, .update, .remove:
            files.append((file.path, try TemporaryFile.stage(file.path, in: directory.path, with: file.contents)))
        }
    }

    /// Removes the temporary files staged so far; the directory is as it was.
    public func discard() {
        for case let (_, temporary?) in files {
            _ = unlink(temporary)
        }
    }

    /// Replaces each changed file with its staged contents, in the order
    /// added, then removes the temporary files a killed run left and the
    /// stale generated files (`OutputWriter.plan` says which).
    ///
    /// - Returns: what was written, left alone and removed.
    /// - Throws: `OutputError` for the first file that cannot be renamed
    ///   or removed; files before it are complete, it and the files after
    ///   it as they were, and no temporary file of this run is left.
    public func commit() throws(OutputError) -> WriteSummary {
        var summary = WriteSummary()
        let directoryPath = directory.path
        for (index, (path, temporary)) in files.enumerated() {
            guard let temporary else {
                summary.unchanged.append(path)
                continue
            }
            do {
                try TemporaryFile.install(temporary, as: path, in: directoryPath)
            } catch {
                for case let (_, later?) in files[(index + 1)...] { _ = unlink(later) }
                throw error
            }
            summary.written.append(path)
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directoryPath).sorted()
        } catch {
            summary.staleFilesUnknown = SystemError.reason(error)
            return summary
        }
        for name in names where TemporaryFile.isLeftover(name) {
            // Best effort: another run may have removed it, and it hides nothing.
            _ = unlink(OutputFiles.path(of: name, in: directoryPath))
        }
        for stale in OutputWriter().staleFiles(among: names, in: directory, keeping: files.map(\.path)) {
            try OutputWriter.remove(OutputFiles.path(of: stale.path, in: directoryPath))
            summary.removed.append(stale.path)
        }
        return summary
    }
}
