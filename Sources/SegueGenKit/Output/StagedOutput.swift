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
///
/// A directory that takes no new files (`FileCreator.isRefusal`: a
/// sandboxed Xcode Run Script phase may write its declared outputs and
/// create nothing else) gets no temporary file. A changed file there is
/// written in place (`InPlaceFile`) by `commit`, after every rename, its
/// text held in memory until then; one that does not exist yet is created
/// by its own path first, before anything else changes, so that a file the
/// directory refuses fails the run with every file as it was.
public struct StagedOutput {
    /// A file that `stage(_:in:creator:)` checked and, if it changed, wrote
    /// to a temporary file, waiting for `add(_:)`.
    public struct StagedFile: Sendable {
        /// The file's path relative to the output directory.
        public let path: String
        let staging: Staging
    }

    /// Where a file's new contents wait for `commit`.
    enum Staging: Sendable {
        /// Nowhere: the file on disk already has them.
        case unchanged
        /// In this temporary file, to be renamed over the file.
        case temporary(String)
        /// In memory, to be written through the file's own path
        /// (`InPlaceFile`), since the directory refused a temporary file
        /// with `refusal`; the file is created first unless it `exists`.
        case inPlace(contents: String, exists: Bool, refusal: FileCreator.Failure)
    }

    /// The output directory; it exists.
    public let directory: URL
    /// How temporary files and files written in place are created.
    private let creator: FileCreator
    private var checked = OutputWriter.CheckedPaths()
    /// Every file added, in order, with where its contents wait.
    private var files: [(path: String, staging: Staging)] = []
    /// The files to write in place that `createFilesToWriteInPlace` created, by path.
    private var created: Set<String> = []

    /// Starts writing into `directory`.
    ///
    /// - Parameter creator: how new files are created in `directory`.
    /// - Throws: `OutputError` if `directory` does not exist or is not a directory.
    public init(directory: URL, creator: FileCreator = .system) throws(OutputError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw OutputError(path: directory.path, reason: "it does not exist or is not a directory")
        }
        self.directory = directory
        self.creator = creator
    }

    /// Checks `file` and, unless the file on disk already has its contents, stages them.
    ///
    /// - Throws: `OutputError` as `OutputWriter.plan` does for the file, or
    ///   when its temporary file cannot be written. Call `discard` then.
    public mutating func add(_ file: GeneratedFile) throws(OutputError) {
        try checked.check(file, in: directory)
        files.append((file.path, try Self.stageChecked(file, in: directory.path, creator: creator)))
    }

    /// `add` for every file of `files`, in order, with the files staged
    /// concurrently (on every core).
    ///
    /// - Throws: the `OutputError` of the first file in order that failed;
    ///   every file of `files` that staged is added, for `discard`. Call `discard` then.
    public mutating func add(contentsOf files: [GeneratedFile]) throws(OutputError) {
        let directory = directory, creator = creator
        let results = ConcurrentWork.results(count: files.count) { index throws(OutputError) in
            try Self.stage(files[index], in: directory, creator: creator)
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
                files.append((staged.path, staged.staging))
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
    /// - Parameters:
    ///   - directory: the output directory; it exists.
    ///   - creator: how new files are created in `directory`; pass the
    ///     `StagedOutput`'s.
    /// - Throws: `OutputError` as `add` does, except for paths that clash
    ///   with each other (`add(_:)` with the results checks those); no
    ///   temporary file is left then.
    public static func stage(_ file: GeneratedFile, in directory: URL, creator: FileCreator = .system) throws(OutputError) -> StagedFile {
        try OutputWriter.CheckedPaths.checkAlone(file, in: directory)
        return StagedFile(path: file.path, staging: try stageChecked(file, in: directory.path, creator: creator))
    }

    /// Where `file`'s contents wait for the commit; `file` passed its checks.
    ///
    /// - Throws: `OutputError` when the temporary file cannot be written,
    ///   or the directory refuses it and the existing file cannot be
    ///   opened for writing either.
    private static func stageChecked(_ file: GeneratedFile, in directoryPath: String, creator: FileCreator) throws(OutputError) -> Staging {
        let action = try OutputWriter.action(for: file, in: directoryPath)
        guard action != .unchanged else { return .unchanged }
        switch try TemporaryFile.stage(file.path, in: directoryPath, with: file.contents, creator: creator) {
        case .temporary(let temporary):
            return .temporary(temporary)
        case .refused(let refusal):
            let exists = action != .create
            if exists {
                let path = OutputFiles.path(of: file.path, in: directoryPath)
                do throws(OutputError) {
                    try InPlaceFile.checkWritable(path)
                } catch {
                    throw OutputError(
                        path: path,
                        reason: "cannot create a temporary file beside it (\(String(cString: strerror(refusal.code)))), nor write it in place: \(error.reason)")
                }
            }
            return .inPlace(contents: file.contents, exists: exists, refusal: refusal)
        }
    }

    /// The files `commit` would remove now: those in the directory that
    /// seguegen generated and that no added file is, each with its text
    /// (`OutputPlan.Action.remove`); empty when the directory cannot be listed.
    public func staleFiles() -> [OutputPlan.Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() else { return [] }
        return OutputWriter().staleFiles(among: names, in: directory, keeping: files.map(\.path))
    }

    /// Removes the temporary files staged so far, and the files to write in
    /// place that `createFilesToWriteInPlace` created; the directory is as it was.
    public func discard() {
        discardTemporaryFiles(of: files[...])
        for path in created { _ = unlink(path) }
    }

    /// Creates, empty, every missing file to write in place (its directory
    /// refused its temporary file), trying each, so that a run can report
    /// every file it cannot create, in every directory, before it changes
    /// any; `commit` does it otherwise.
    ///
    /// - Returns: an `OutputError` for each file that cannot be created, in
    ///   order (`cannotCreate`); then the files created are removed again.
    ///   Call `discard` then.
    public mutating func createFilesToWriteInPlace() -> [OutputError] {
        let (paths, failures) = createMissing()
        if failures.isEmpty { created.formUnion(paths) }
        return failures
    }

    /// `createFilesToWriteInPlace` without recording what it created.
    ///
    /// - Returns: the paths created, or, if any file cannot be created, none
    ///   (those created are removed again) and an error for each.
    private func createMissing() -> (created: [String], failures: [OutputError]) {
        var paths: [String] = []
        var failures: [OutputError] = []
        for case let (path, .inPlace(_, false, _)) in files {
            let fullPath = OutputFiles.path(of: path, in: directory.path)
            guard !created.contains(fullPath) else { continue }
            switch creator.create(fullPath) {
            case .success(let descriptor):
                close(descriptor)
                paths.append(fullPath)
            case .failure(let failure):
                failures.append(Self.cannotCreate(fullPath, failure))
            }
        }
        guard failures.isEmpty else {
            for path in paths { _ = unlink(path) }
            return ([], failures)
        }
        return (paths, [])
    }

    /// Removes the temporary files of `files`.
    private func discardTemporaryFiles(of files: ArraySlice<(path: String, staging: Staging)>) {
        for case (_, .temporary(let temporary)) in files {
            _ = unlink(temporary)
        }
    }

    /// Replaces each changed file with its staged contents, in the order
    /// added, then removes the temporary files a killed run left and the
    /// stale generated files (`OutputWriter.plan` says which).
    ///
    /// Files to write in place (the directory refused their temporary
    /// files) are created first if missing, then written after every
    /// rename and removal, in the order added: a failure before then leaves
    /// each of them whole, and the one write that is not a single step
    /// comes last.
    ///
    /// - Parameter stale: the stale files as `staleFiles()` gave them just
    ///   before, while the directory was locked (`DirectoryLock`), so that
    ///   they need not be looked for again; nil to look for them here.
    /// - Returns: what was written, left alone and removed.
    /// - Throws: `OutputError` for the first file that cannot be created,
    ///   renamed, written in place or removed; no temporary file of this
    ///   run is left then. A file to write in place that cannot be created
    ///   fails before anything changed, the files created just before it
    ///   removed again. A rename that fails leaves the files before it
    ///   complete, and it, the files after it and every file to write in
    ///   place as they were (a missing one removed again); so does a stale
    ///   file that cannot be removed, the renames done. A write in place
    ///   that fails leaves every file before it complete, it possibly
    ///   part-written (the next run rewrites it), and the files after it as
    ///   they were (a missing one created empty, which the next run fills).
    public func commit(removing stale: [OutputPlan.Entry]? = nil) throws(OutputError) -> WriteSummary {
        var summary = WriteSummary()
        let directoryPath = directory.path
        let (createdHere, failures) = createMissing()
        if let failure = failures.first {
            discard()
            throw failure
        }
        let created = Array(created) + createdHere
        for (index, (path, staging)) in files.enumerated() {
            guard case .temporary(let temporary) = staging else { continue }
            do {
                try TemporaryFile.install(temporary, as: path, in: directoryPath)
            } catch {
                discardTemporaryFiles(of: files[(index + 1)...])
                for file in created { _ = unlink(file) }
                throw error
            }
        }
        do {
            try removeLeftoversAndStale(stale, into: &summary)
        } catch {
            // Before any write in place, so that those files stay as they were.
            for file in created { _ = unlink(file) }
            throw error
        }
        for case let (path, .inPlace(contents, _, refusal)) in files {
            try InPlaceFile.write(contents, to: OutputFiles.path(of: path, in: directoryPath))
            summary.temporaryFilesRefused = summary.temporaryFilesRefused ?? String(cString: strerror(refusal.code))
        }
        for (path, staging) in files {
            if case .unchanged = staging {
                summary.unchanged.append(path)
            } else {
                summary.written.append(path)
            }
        }
        return summary
    }

    /// Removes the temporary files a killed run left and the stale
    /// generated files (`stale`, or those found here when it is nil), and
    /// notes them in `summary`; or notes why the directory cannot be listed.
    ///
    /// - Throws: `OutputError` for the first stale file that cannot be removed.
    private func removeLeftoversAndStale(_ stale: [OutputPlan.Entry]?, into summary: inout WriteSummary) throws(OutputError) {
        let directoryPath = directory.path
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directoryPath)
        } catch {
            summary.staleFilesUnknown = SystemError.reason(error)
            return
        }
        for name in names where TemporaryFile.isLeftover(name) {
            // Best effort: another run may have removed it, and it hides nothing.
            _ = unlink(OutputFiles.path(of: name, in: directoryPath))
        }
        for stale in stale ?? OutputWriter().staleFiles(among: names.sorted(), in: directory, keeping: files.map(\.path)) {
            try OutputWriter.remove(OutputFiles.path(of: stale.path, in: directoryPath))
            summary.removed.append(stale.path)
        }
    }

    /// The error for the file at `path` to write in place, which does not
    /// exist and cannot be created: with what to do about it when the
    /// directory refused it (`FileCreator.isRefusal`). `EPERM` is a policy,
    /// as a sandboxed Xcode build script's for a file not declared as an
    /// output; `EACCES` is the directory's permissions for this user.
    static func cannotCreate(_ path: String, _ failure: FileCreator.Failure) -> OutputError {
        var reason = String(cString: strerror(failure.code))
        switch failure.code {
        case EPERM:
            reason += "; its directory takes no new files, as in a sandboxed Xcode Run Script phase (ENABLE_USER_SCRIPT_SANDBOXING), "
                + "which may create only the files declared as its outputs: declare this file as an output file of the phase, "
                + "or run seguegen once outside Xcode to create it"
        case EACCES:
            reason += "; this user may not create files in its directory, only write the files there that exist: "
                + "make the directory writable, or run seguegen once as a user who may"
        default:
            break
        }
        return OutputError(path: path, reason: reason, operation: "create")
    }
}
