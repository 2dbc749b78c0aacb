import Foundation

extension OutputWriter {
    /// Writes every plan's changes: every changed file is staged before any replaces its file, and
    /// a rename or removal that fails after that puts back what the run had changed, so a failure
    /// leaves every directory as it was; each plan's leftover temporary files are removed.
    public func write(_ plans: [Plan]) throws(Failures) -> [Summary] {
        var staged: [[(change: Change, staging: Staging)]] = []
        var failures: [Failure] = []
        for plan in plans {
            var files: [(change: Change, staging: Staging)] = []
            for change in plan.writes where change.contents != nil {
                switch stage(change, in: plan.directory) {
                case .success(let staging): files.append((change, staging))
                case .failure(let failure): failures.append(failure)
                }
            }
            staged.append(files)
            // A stale file that cannot be removed fails the run before anything is written.
            let removals = plan.changes.filter(\.isRemoval)
            if !removals.isEmpty, access(plan.directory.path, W_OK) != 0 {
                let reason = String(cString: strerror(errno))
                failures += removals.map { Failure(path: plan.directory.appendingPathComponent($0.path).path, reason: reason, operation: "remove") }
            }
        }
        guard failures.isEmpty else {
            staged.joined().forEach { $0.staging.discard() }
            throw Failures(all: failures)
        }
        var summaries: [Summary] = []
        var done: [(path: String, action: Action)] = []
        do throws(Failure) {
            for (plan, files) in zip(plans, staged) {
                var summary = Summary(staleFilesUnknown: plan.staleFilesUnknown)
                for (change, staging) in files {
                    let path = plan.directory.appendingPathComponent(change.path).path
                    switch staging {
                    case .temporary(let temporary):
                        try Self.rename(temporary, to: path).get()
                    case .inPlace(let refusal, _):
                        try Self.writeInPlace(change.contents ?? "", to: path).get()
                        summary.temporaryFilesRefused = summary.temporaryFilesRefused ?? refusal
                    }
                    done.append((path, change.action))
                    summary.written.append(change.path)
                }
                for change in plan.changes {
                    let path = plan.directory.appendingPathComponent(change.path).path
                    switch change.action {
                    case .unchanged:
                        summary.unchanged.append(change.path)
                    case .remove:
                        // unlink(2), not removeItem: if the file became a directory since, this fails instead of deleting a tree.
                        guard unlink(path) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno)), operation: "remove") }
                        done.append((path, change.action))
                        summary.removed.append(change.path)
                    case .create, .update:
                        break
                    }
                }
                Self.removeLeftovers(in: plan.directory)
                summaries.append(summary)
            }
        } catch {
            staged.joined().forEach { $0.staging.discard() }
            Self.undo(done)
            throw Failures(all: [error])
        }
        return summaries
    }

    /// Puts back, last first, what writing had done to each file: a created file removed, a
    /// replaced or removed one given its previous text again.
    private static func undo(_ done: [(path: String, action: Action)]) {
        for (path, action) in done.reversed() {
            switch action {
            case .create: _ = unlink(path)
            case .update(let previous), .remove(let previous): try? replace(URL(fileURLWithPath: path), with: previous)
            case .unchanged: break
            }
        }
    }

    /// The files a write could not write.
    public struct Failures: Error, Sendable, Equatable {
        public var all: [Failure]
    }

    /// A changed file ready to replace its file.
    private enum Staging {
        case temporary(String)
        /// The directory refused temporary files, so it is written in place; `created` when it
        /// did not exist and was created empty by its own name.
        case inPlace(refusal: String, created: String?)

        func discard() {
            switch self {
            case .temporary(let path): OutputWriter.discard(path)
            case .inPlace(_, let created?): _ = unlink(created)
            case .inPlace: break
            }
        }
    }

    /// Writes `change` to a temporary file beside its file, with its permissions; where the directory
    /// refuses new files (a sandboxed build script's), makes sure it can be written in place.
    private func stage(_ change: Change, in directory: URL) -> Result<Staging, Failure> {
        let path = directory.appendingPathComponent(change.path).path
        let temporary = directory.appendingPathComponent(TemporaryFiles.name()).path
        TemporaryFiles.shared.insert(temporary)
        let descriptor: Int32
        switch createFile(temporary) {
        case .success(let created):
            descriptor = created
        case .failure(let error):
            TemporaryFiles.shared.remove(temporary)
            guard error.code == EPERM || error.code == EACCES else { return .failure(Failure(path: path, reason: error.reason)) }
            return stageInPlace(path, refusal: error.reason)
        }
        var replaced = stat()
        var failed = lstat(path, &replaced) == 0 && fchmod(descriptor, replaced.st_mode & 0o7777) != 0 ? errno : 0
        if failed == 0 { failed = Self.writeAll(change.contents ?? "", to: descriptor) }
        if close(descriptor) != 0 && failed == 0 { failed = errno }
        guard failed == 0 else {
            Self.discard(temporary)
            return .failure(Failure(path: path, reason: String(cString: strerror(failed))))
        }
        return .success(.temporary(temporary))
    }

    private func stageInPlace(_ path: String, refusal: String) -> Result<Staging, Failure> {
        if access(path, F_OK) == 0 {
            guard access(path, W_OK) == 0 else { return .failure(Failure(path: path, reason: String(cString: strerror(errno)))) }
            return .success(.inPlace(refusal: refusal, created: nil))
        }
        switch createFile(path) {
        case .success(let descriptor):
            close(descriptor)
            return .success(.inPlace(refusal: refusal, created: path))
        case .failure(let error) where error.code == EACCES:
            return .failure(Failure(
                path: path,
                reason: "\(error.reason); this user may not create files in its directory, only write the files there that exist: "
                    + "make the directory writable, or run seguegen once as a user who may",
                operation: "create"))
        case .failure(let error):
            return .failure(Failure(
                path: path,
                reason: "\(error.reason); its directory takes no new files, as in a sandboxed Xcode Run Script phase "
                    + "(ENABLE_USER_SCRIPT_SANDBOXING), which may create only the files declared as its outputs: declare this file "
                    + "as an output file of the phase, or run seguegen once outside Xcode to create it",
                operation: "create"))
        }
    }

    /// A failed system call's `errno`.
    public struct SystemCallError: Error, Sendable {
        public var code: Int32
        public var reason: String { String(cString: strerror(code)) }

        public init(code: Int32) { self.code = code }
    }

    /// Replaces the file at `url` with `text` as `write` replaces a generated file: through a
    /// temporary file beside it, with its permissions.
    static func replace(_ url: URL, with text: String) throws(Failure) {
        let change = Change(path: url.lastPathComponent, action: .create, contents: text)
        let result = OutputWriter().stage(change, in: url.deletingLastPathComponent()).flatMap { staging in
            switch staging {
            case .temporary(let temporary): rename(temporary, to: url.path)
            case .inPlace: writeInPlace(text, to: url.path)
            }
        }
        if case .failure(let failure) = result { throw failure }
    }

    /// Creates the file at `path` for writing, refusing one that exists.
    public static let create: @Sendable (String) -> Result<Int32, SystemCallError> = { path in
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        return descriptor >= 0 ? .success(descriptor) : .failure(SystemCallError(code: errno))
    }

    private static func writeInPlace(_ text: String, to path: String) -> Result<Void, Failure> {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(path: path, reason: String(cString: strerror(errno)))) }
        var failed = writeAll(text, to: descriptor)
        if close(descriptor) != 0 && failed == 0 { failed = errno }
        return failed == 0 ? .success(()) : .failure(Failure(path: path, reason: String(cString: strerror(failed))))
    }

    private static func rename(_ temporary: String, to path: String) -> Result<Void, Failure> {
        defer { TemporaryFiles.shared.remove(temporary) }
        guard Foundation.rename(temporary, path) == 0 else {
            let failure = Failure(path: path, reason: String(cString: strerror(errno)))
            _ = unlink(temporary)
            return .failure(failure)
        }
        return .success(())
    }

    /// Writes all of `text`; returns 0 or the `errno` of the failed write.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { buffer in
            var written = 0
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return 0
        }
    }

    private static func discard(_ temporary: String) {
        _ = unlink(temporary)
        TemporaryFiles.shared.remove(temporary)
    }

    /// Removes the temporary files a killed run left in `directory`.
    private static func removeLeftovers(in directory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where TemporaryFiles.isLeftover(name) {
            _ = unlink(directory.appendingPathComponent(name).path)
        }
    }
}
