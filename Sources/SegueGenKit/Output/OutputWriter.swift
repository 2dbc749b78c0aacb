import Foundation

/// Writes generated files into output directories and removes those no input produces any more:
/// each changed file through a temporary file and a rename, all staged before any is renamed, and
/// only seguegen's own files replaced (docs/Integration.md, "What a run writes").
public struct OutputWriter: Sendable {
    public enum Action: Sendable, Equatable {
        case create
        case update(previous: String)
        case unchanged
        case remove(previous: String)
    }

    /// One file of an output directory and what happens to it.
    public struct Change: Sendable, Equatable {
        public var path: String
        public var action: Action
        /// The generated text; nil for a removal.
        public var contents: String?

        var isRemoval: Bool { if case .remove = action { true } else { false } }
    }

    /// Files of the directory generated from inputs that exist and that this run was not given.
    public struct OtherInputs: Sendable, Equatable {
        /// The inputs, by their paths from the output directory, as the headers name them.
        public var inputs: [String]
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

    /// What writing `files` into `directory` would do; `inputs` are this run's, by the paths headers
    /// name them by. Throws every output seguegen must not replace or cannot read, to fix all at once.
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
            if let bytes, !bytes.isEmpty, !GeneratedFileMarker.isGenerated(bytes) {
                failures.append(Failure(path: path, reason: "the file exists and seguegen did not generate it (its first line is not "
                    + "seguegen's header); move it away or choose another output directory"))
                continue
            }
            if let bytes, let other = owners.otherInputs(named: String(decoding: bytes, as: UTF8.self)) { others[other, default: []].append(file.path) }
            plan.changes.append(Change(path: file.path, action: Self.action(writing: file.contents, over: bytes), contents: file.contents))
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

    /// What writing `text` over the file of `bytes` (nil: none) does: nothing when it holds `text` already.
    static func action(writing text: String, over bytes: [UInt8]?) -> Action {
        guard let bytes else { return .create }
        return text.utf8.elementsEqual(bytes) ? .unchanged : .update(previous: String(decoding: bytes, as: UTF8.self))
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
}

extension OutputWriter.Summary {
    /// The line that says what writing did in `directory`, as the user wrote it.
    public func description(in directory: String) -> String {
        let removal = removed.isEmpty ? "" : ", \(removed.count) removed"
        // Remarks, not warnings: the run did its work, and a sandboxed build script cannot do better.
        let inPlace = temporaryFilesRefused.map { "; files written in place: cannot create files in the directory: \($0)" } ?? ""
        return "Generated \(counted(written.count + unchanged.count, "file")) in \(directory) (\(written.count) written, \(unchanged.count) unchanged"
            + "\(removal))\(inPlace)\(OutputWriter.staleFilesRemark(staleFilesUnknown))\n"
    }
}

extension OutputWriter {
    static func staleFilesRemark(_ reason: String?) -> String {
        reason.map { "; stale files not looked for: cannot list the directory: \($0)" } ?? ""
    }
}

extension OutputWriter.Plan {
    /// A line per file that would change, a unified diff after each update, then for a dry run
    /// (`listingUnchanged`) the unchanged files too and a summary, for a check "is up to date".
    public func description(of output: GivenPath, listingUnchanged: Bool) -> String {
        var text = ""
        for change in changes {
            let path = output.shown(change.path)
            switch change.action {
            case .create: text += "create    \(path)\n"
            case .update(let previous):
                text += "update    \(path)\n" + UnifiedDiff.diff(old: previous, new: change.contents ?? "", oldName: "a/\(path)", newName: "b/\(path)")
            case .unchanged: text += listingUnchanged ? "unchanged \(path)\n" : ""
            case .remove: text += "remove    \(path)\n"
            }
        }
        let removals = changes.filter(\.isRemoval).count, unchanged = changes.filter { $0.action == .unchanged }.count
        let total = changes.count - removals
        if listingUnchanged {
            let removed = removals == 0 ? "" : ", \(removals) to remove"
            text += "Would generate \(counted(total, "file")) in \(output.shown) (\(total - unchanged) to write, \(unchanged) unchanged\(removed))"
                + "\(OutputWriter.staleFilesRemark(staleFilesUnknown)); nothing was written\n"
        } else if total == unchanged && removals == 0 {
            text += "\(output.shown) is up to date (\(counted(total, "file")))\n"
        }
        return text
    }
}
