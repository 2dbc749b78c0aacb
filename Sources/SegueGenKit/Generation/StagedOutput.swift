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
    /// A file that `stage(_:in:)` checked and, if it changed, wrote to a
    /// temporary file, waiting for `add(_:)`.
    public struct StagedFile: Sendable {
        /// The file's path relative to the output directory.
        public let path: String
        /// The temporary file's path, or nil when the file is current.
        let temporary: String?
    }


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
        files.append((file.path, try Self.stageChecked(file, in: directory.path)))
    }

    /// `add` for every file of `files`, in order, with the files staged
    /// concurrently (on every core).
    ///
    /// - Throws: the `OutputError` of the first file in order that failed;
    ///   every file of `files` that staged is added, for `discard`. Call `discard` then.
    public mutating func add(contentsOf files: [GeneratedFile]) throws(OutputError) {
        let directory = directory
        let results = ConcurrentWork.results(count: files.count) { index throws(OutputError) in
            try Self.stage(files[index], in: directory)
        }
        switch record(results) {
        case .clash(let error)?, .failed(let error)?: throw error
        case nil: break
        }
    }

    /// Files that `stage(_:in:)` staged, added in order (so that the
    /// paths are checked against each other as `add` checks them).
    ///
    /// - Parameter results: for each file in output order, what staging it
    ///   gave, or why there is nothing to stage (a template that failed to
    ///   render, say).
    /// - Throws: the first failure of `results` in order, or an
    ///   `OutputError` for a path that is one file with an earlier one where
    ///   case does not count; every file of `results` that staged is added
    ///   even then, for `discard`. Call `discard` then.
    public mutating func add<Failure: Error>(_ results: [Result<StagedFile, Failure>]) throws {
        switch record(results) {
        case .clash(let error)?: throw error
        case .failed(let error)?: throw error
        case nil: break
        }
    }

    /// The first thing wrong with a list of staging results.
    private enum Failed<Failure: Error> {
        /// A path that is one file with an earlier one.
        case clash(OutputError)
        /// A failure in the list.
        case failed(Failure)
    }

    /// Adds every file of `results` that staged, and returns the first failure in order.
    private mutating func record<Failure: Error>(_ results: [Result<StagedFile, Failure>]) -> Failed<Failure>? {
        var failure: Failed<Failure>?
        for result in results {
            switch result {
            case .success(let staged):
                if failure == nil {
                    do throws(OutputError) {
                        try checked.checkAgainstEarlier(staged.path, in: directory)
                    } catch {
                        failure = .clash(error)
                    }
                }
                files.append((staged.path, staged.temporary))
            case .failure(let error):
                if failure == nil { failure = .failed(error) }
            }
        }
        return failure
    }

    /// Checks `file` on its own (the checks of `add` that need no other
    /// file) and, unless the file on disk already has its contents, writes
    /// them to a temporary file, for `add(_:)` with the result. Touches only
    /// the file's own path and its temporary file, so different files may
    /// be staged on different threads at once.
    ///
    /// - Parameter directory: the output directory; it exists.
    /// - Throws: `OutputError` as `add` does, except for paths that clash
    ///   with each other (`add(_:)` with the results checks those); no
    ///   temporary file is left then.
    public static func stage(_ file: GeneratedFile, in directory: URL) throws(OutputError) -> StagedFile {
        try OutputWriter.CheckedPaths.checkAlone(file, in: directory)
        return StagedFile(path: file.path, temporary: try stageChecked(file, in: directory.path))
    }

    /// The temporary file holding `file`'s contents, or nil when the file
    /// on disk already has them; `file` passed its checks.
    private static func stageChecked(_ file: GeneratedFile, in directoryPath: String) throws(OutputError) -> String? {
        switch try OutputWriter.action(for: file, in: directoryPath) {
        case .unchanged:
            return nil
        case .create, .update, .remove:
            return try TemporaryFile.stage(file.path, in: directoryPath, with: file.contents)
        }
    }

    /// The files `commit` would remove now: those in the directory that
    /// seguegen generated and that no added file is, each with its text
    /// (`OutputPlan.Action.remove`); empty when the directory cannot be listed.
    public func staleFiles() -> [OutputPlan.Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() else { return [] }
        return OutputWriter().staleFiles(among: names, in: directory, keeping: files.map(\.path))
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
    /// - Parameter stale: the stale files as `staleFiles()` gave them just
    ///   before, while the directory was locked (`DirectoryLock`), so that
    ///   they need not be looked for again; nil to look for them here.
    /// - Returns: what was written, left alone and removed.
    /// - Throws: `OutputError` for the first file that cannot be renamed
    ///   or removed; files before it are complete, it and the files after
    ///   it as they were, and no temporary file of this run is left.
    public func commit(removing stale: [OutputPlan.Entry]? = nil) throws(OutputError) -> WriteSummary {
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
            names = try FileManager.default.contentsOfDirectory(atPath: directoryPath)
        } catch {
            summary.staleFilesUnknown = SystemError.reason(error)
            return summary
        }
        for name in names where TemporaryFile.isLeftover(name) {
            // Best effort: another run may have removed it, and it hides nothing.
            _ = unlink(OutputFiles.path(of: name, in: directoryPath))
        }
        for stale in stale ?? OutputWriter().staleFiles(among: names.sorted(), in: directory, keeping: files.map(\.path)) {
            try OutputWriter.remove(OutputFiles.path(of: stale.path, in: directoryPath))
            summary.removed.append(stale.path)
        }
        return summary
    }
}
