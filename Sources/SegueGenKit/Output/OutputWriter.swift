import Foundation

/// Writes generated files into output directories, and removes the files
/// generated there earlier that no input produces any more.
///
/// A file is written only when its contents change, through a temporary file
/// renamed over it, so a reader or a killed run finds it whole: as it was or
/// complete. Every changed file of a run is staged before any is renamed,
/// so a failure leaves every directory as it was. Only generated files are
/// replaced or removed (seguegen's header on their first line, or empty
/// placeholders), and of those only the ones whose inputs (which the header
/// names by their paths from the directory) are this run's or no longer
/// exist; the rules are in docs/Integration.md, "What a run writes".
public struct OutputWriter: Sendable {
    /// What happens to one file.
    public enum Action: Sendable, Equatable {
        case create
        case update(previous: String)
        case unchanged
        case remove(previous: String)
    }

    /// One file of an output directory and what happens to it.
    public struct Change: Sendable, Equatable {
        /// The file's name in its directory.
        public var path: String
        public var action: Action
        /// The generated text; nil for a removal.
        public var contents: String?
    }

    /// Files of the directory generated from inputs that exist and that this run was not given.
    public struct OtherInputs: Sendable, Equatable {
        /// The inputs, by their paths from the output directory, as the headers name them.
        public var inputs: [String]
        /// Their files, by name.
        public var files: [String]
    }

    /// What writing an output directory's files would do, worked out before anything is written.
    public struct Plan: Sendable {
        public var directory: URL
        /// An entry per generated file, in generation order, then the removals by name.
        public var changes: [Change]
        /// Generated files that another run's inputs own; nothing is written while there are any.
        public var otherInputs: [OtherInputs] = []
        /// Why the directory could not be listed, so stale files are not known.
        public var staleFilesUnknown: String?

        public var writes: [Change] { changes.filter { $0.action != .unchanged } }
    }

    /// What writing did to an output directory.
    public struct Summary: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
        public var staleFilesUnknown: String?
        /// Why the directory refused temporary files (a sandboxed build script
        /// may create only its declared outputs), so files were written in place.
        public var temporaryFilesRefused: String?
    }

    /// A file or directory that could not be read, written or removed.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The absolute path.
        public var path: String
        /// Why, in the system's words or ours.
        public var reason: String
        public var operation = "write"

        public var description: String { "cannot \(operation) '\(path)': \(reason)" }
    }

    /// Creates a file for writing and returns its descriptor; tests put a full disk or a sandbox here.
    public var createFile: @Sendable (_ path: String) -> Result<Int32, SystemCallError>

    public init(createFile: @escaping @Sendable (_ path: String) -> Result<Int32, SystemCallError> = OutputWriter.create) {
        self.createFile = createFile
    }

    // MARK: Planning

    /// What writing `files` into `directory` would do.
    ///
    /// - Parameters:
    ///   - inputs: this run's inputs, by the paths from `directory` that headers name them by.
    /// - Throws: an output that is not a plain file name, or every output whose path holds
    ///   something seguegen must not replace or cannot read, so that all are fixed in one go.
    public func plan(_ files: [GeneratedFile], in directory: URL, inputs: [String]) throws(Failures) -> Plan {
        do throws(Failure) {
            try Self.checkNames(files, in: directory)
        } catch {
            throw Failures(all: [error])
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            return Plan(directory: directory, changes: files.map { Change(path: $0.path, action: .create, contents: $0.contents) })
        }
        guard isDirectory.boolValue else {
            throw Failures(all: [Failure(path: directory.path, reason: "it exists and is not a directory")])
        }
        let owners = Ownership(directory: directory, inputs: inputs)
        var plan = Plan(directory: directory, changes: [])
        var others: [[String]: [String]] = [:]
        var failures: [Failure] = []
        for file in files {
            let path = directory.appendingPathComponent(file.path).path
            let bytes: [UInt8]?
            do throws(Failure) {
                bytes = try Self.existing(at: path)
            } catch {
                failures.append(error)
                continue
            }
            guard let bytes else {
                plan.changes.append(Change(path: file.path, action: .create, contents: file.contents))
                continue
            }
            guard bytes.isEmpty || GeneratedFileMarker.isGenerated(bytes) else {
                failures.append(Failure(path: path, reason: "the file exists and seguegen did not generate it (its first line is not "
                    + "seguegen's header); move it away or choose another output directory"))
                continue
            }
            let previous = String(decoding: bytes, as: UTF8.self)
            if let other = owners.otherInputs(named: previous) { others[other, default: []].append(file.path) }
            let action: Action = file.contents.utf8.elementsEqual(bytes) ? .unchanged : .update(previous: previous)
            plan.changes.append(Change(path: file.path, action: action, contents: file.contents))
        }
        guard failures.isEmpty else { throw Failures(all: failures) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            plan.staleFilesUnknown = SystemError.reason(error)
            return plan
        }
        let kept = Set(files.map { OutputPath.collisionKey($0.path) })
        for name in names where name.hasSuffix(".swift") && !name.hasPrefix(".") && !kept.contains(OutputPath.collisionKey(name)) {
            guard let bytes = try? Self.existing(at: directory.appendingPathComponent(name).path), GeneratedFileMarker.isGenerated(bytes) else { continue }
            let previous = String(decoding: bytes, as: UTF8.self)
            if let other = owners.otherInputs(named: previous) { others[other, default: []].append(name) }
            plan.changes.append(Change(path: name, action: .remove(previous: previous), contents: nil))
        }
        plan.otherInputs = others.map { OtherInputs(inputs: $0.key, files: $0.value) }.sorted { $0.files[0] < $1.files[0] }
        return plan
    }

    /// Which inputs own the generated files of a directory.
    private struct Ownership {
        var directory: URL
        var inputs: Set<String>
        var inputFiles: Set<String>

        init(directory: URL, inputs: [String]) {
            self.directory = directory
            self.inputs = Set(inputs)
            self.inputFiles = Set(inputs.map { FileIdentity.of(directory.appendingPathComponent($0)) })
        }

        /// The inputs that the header of `contents` names and that are another run's: they exist, and are
        /// not this run's under another path; nil when there are none.
        func otherInputs(named contents: String) -> [String]? {
            guard let named = GeneratedFileMarker.inputs(inHeaderOf: contents) else { return nil }
            let others = named.filter { name in
                guard !inputs.contains(name) else { return false }
                let url = FilePaths.standardized(directory.appendingPathComponent(name))
                return FileManager.default.fileExists(atPath: url.path) && !inputFiles.contains(FileIdentity.of(url))
            }
            return others.isEmpty ? nil : others
        }
    }

    /// Checks that every output is a plain file name, no two are one file where case does not
    /// count, and every text starts with the header by which a later run knows the file is seguegen's.
    private static func checkNames(_ files: [GeneratedFile], in directory: URL) throws(Failure) {
        var first: [String: String] = [:]
        for file in files {
            if let problem = OutputPath.problem(file.path) {
                throw Failure(path: directory.path, reason: "an output is named \(SwiftLiteral.quoted(file.path)): \(problem)")
            }
            guard GeneratedFileMarker.isGenerated(file.contents.utf8) else {
                throw Failure(path: directory.appendingPathComponent(file.path).path,
                              reason: "its text does not start with seguegen's header line ('// {{header}}' in a template), by which a later run "
                                + "knows the file is seguegen's to replace")
            }
            let key = OutputPath.collisionKey(file.path)
            if let other = first[key] {
                throw Failure(path: directory.path, reason: "the outputs '\(other)' and '\(file.path)' would be one file where case does not count (macOS, Windows)")
            }
            first[key] = file.path
        }
    }

    /// The bytes of the regular file at `path`; nil when nothing is there. Symbolic links are not followed.
    static func existing(at path: String) throws(Failure) -> [UInt8]? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(path: path, reason: "it exists and is not a regular file; seguegen replaces only files it generated")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Failure(path: path, reason: String(cString: strerror(errno)), operation: "read")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw Failure(path: path, reason: SystemError.reason(error), operation: "read")
        }
    }

    // MARK: Writing

    /// Writes every plan's changes: every changed file is staged before any replaces its file, so
    /// a failure leaves every directory as it was, and each plan's leftover temporary files are removed.
    ///
    /// - Returns: a summary per plan.
    /// - Throws: every file that could not be staged (nothing is changed then), or the one that could not be renamed.
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
            if plan.changes.contains(where: { if case .remove = $0.action { true } else { false } }), access(plan.directory.path, W_OK) != 0 {
                let reason = String(cString: strerror(errno))
                failures += plan.changes.filter { if case .remove = $0.action { true } else { false } }.map {
                    Failure(path: plan.directory.appendingPathComponent($0.path).path, reason: reason, operation: "remove")
                }
            }
        }
        guard failures.isEmpty else {
            staged.joined().forEach { $0.staging.discard() }
            throw Failures(all: failures)
        }
        var summaries: [Summary] = []
        for (index, plan) in plans.enumerated() {
            var summary = Summary(staleFilesUnknown: plan.staleFilesUnknown)
            for (change, staging) in staged[index] {
                let path = plan.directory.appendingPathComponent(change.path).path
                let result: Result<Void, Failure>
                switch staging {
                case .temporary(let temporary):
                    result = Self.rename(temporary, to: path)
                case .inPlace(let refusal, _):
                    result = Self.writeInPlace(change.contents ?? "", to: path)
                    summary.temporaryFilesRefused = summary.temporaryFilesRefused ?? refusal
                }
                if case .failure(let failure) = result {
                    staged[index...].joined().forEach { $0.staging.discard() }
                    throw Failures(all: [failure])
                }
                summary.written.append(change.path)
            }
            for change in plan.changes {
                switch change.action {
                case .unchanged:
                    summary.unchanged.append(change.path)
                case .remove:
                    // unlink(2), not removeItem: if the file became a directory since, this fails instead of deleting a tree.
                    let path = plan.directory.appendingPathComponent(change.path).path
                    guard unlink(path) == 0 else {
                        throw Failures(all: [Failure(path: path, reason: String(cString: strerror(errno)), operation: "remove")])
                    }
                    summary.removed.append(change.path)
                case .create, .update:
                    break
                }
            }
            Self.removeLeftovers(in: plan.directory)
            summaries.append(summary)
        }
        return summaries
    }

    /// The files a write could not write.
    public struct Failures: Error, Sendable, Equatable {
        public var all: [Failure]
    }

    /// A changed file ready to replace its file.
    private enum Staging {
        /// Its text is in this temporary file beside it.
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

    /// Writes `change` to a temporary file beside its file, with the permissions of the file it
    /// replaces; or, where the directory refuses new files (a sandboxed build script may create
    /// only its declared outputs), makes sure it can be written in place.
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

    // MARK: Locking

    /// Creates each directory and locks it, in one order (device, inode) so that two runs never
    /// wait for each other in a circle; concurrent runs into a directory then take turns.
    ///
    /// - Returns: the locks, released when they are deinitialized, or why a directory cannot be used.
    public static func lock(_ directories: [URL]) -> Result<[DirectoryLock], Failure> {
        var locks: [[UInt64]: DirectoryLock] = [:]
        for directory in directories {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                return .failure(Failure(path: directory.path, reason: SystemError.reason(error), operation: "create output directory"))
            }
            // Best effort: a directory this user may write but not read (a sandbox's) cannot be locked.
            guard let lock = DirectoryLock(directory) else { continue }
            locks[lock.key] = locks[lock.key] ?? lock
        }
        let ordered = locks.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
        ordered.forEach { $0.acquire() }
        return .success(ordered)
    }
}

/// An exclusive `flock(2)` on an output directory, held until deinitialized.
public final class DirectoryLock {
    private let descriptor: Int32
    fileprivate let key: [UInt64]

    fileprivate init?(_ directory: URL) {
        descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0 else { return nil }
        key = [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    fileprivate func acquire() {
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    deinit { close(descriptor) }
}
