import Foundation

/// What a run leaves in its output directory (`.seguegen-stamp`) so that the
/// next run can tell, without rendering anything, that the files there are
/// exactly what it would write: which seguegen build wrote them, a
/// fingerprint of everything that went into them, and each file's size,
/// inode and modification and status-change times as the run left them.
///
/// A rerun whose build and input fingerprint match, and whose output files
/// still have the recorded size, inode and times, has nothing to write.
/// The stamp also names the spec files of the run that wrote the directory,
/// each by the name the headers of its files give it and by its path from
/// the directory (stable when the whole project moves), so that a later run
/// can tell a spec of the same file name from another folder, which
/// generated the files it would remove, from its own spec; and the config
/// file whose entry wrote it, if one did, so that a run of that entry knows
/// a spec it no longer lists was dropped, while a run of another config or
/// of the command line warns before it removes that spec's files.
/// This is how make, ninja and git's index tell an untouched file: editing,
/// replacing, restoring or deleting an output changes its status-change
/// time (`st_ctime`, which no program can set back), so the stamp no longer
/// matches and the run renders and compares everything as usual. The
/// recorded times are of this machine's file system: the stamp is a cache,
/// not something to check in.
///
/// Text, one item per line:
///
///     seguegen-stamp 3
///     generator <the build's identity>
///     inputs <fingerprint, 16 hexadecimal digits | none>
///     config <path of the config file from the directory>   (a config entry's run only)
///     spec <spec's name in headers> <path of the spec from the directory>
///     <size> <inode> <mtime s.ns> <ctime s.ns> <file name>
///
/// The fields of `config` and `spec` lines have `%`, line breaks and spaces %-escaped.
/// `inputs none` (with no file lines) is the stamp of a run that printed
/// diagnostics: it names the specs and vouches for no file. A stamp that
/// cannot be read or parsed, one of an older format included, is no stamp:
/// the run does the work, and the specs that wrote the directory are unknown.
public struct OutputStamp: Sendable, Equatable {
    /// The stamp's file name in the output directory; hidden, so that the
    /// writer never takes it for an output or a stale file.
    public static let fileName = ".seguegen-stamp"
    static let formatLine = "seguegen-stamp 3"

    /// One output file as the run left it (`lstat(2)`).
    public struct File: Sendable, Equatable {
        /// The file name in the output directory.
        public var name: String
        /// The size in bytes.
        public var size: Int64
        public var inode: UInt64
        /// The modification time, as seconds and nanoseconds since 1970.
        public var modified: Timestamp
        /// The status-change time (`st_ctime`), as seconds and nanoseconds since 1970.
        public var changed: Timestamp

        public init(name: String, size: Int64, inode: UInt64, modified: Timestamp, changed: Timestamp) {
            self.name = name
            self.size = size
            self.inode = inode
            self.modified = modified
            self.changed = changed
        }
    }

    /// A spec file of the run that wrote the directory.
    public struct Spec: Sendable, Equatable {
        /// The name the headers of the files it generated give it
        /// (`TemplateContext.header(specFileName:)`), before a header escapes it.
        public var name: String
        /// Its path from the directory (`../App/Navigation.yaml`).
        public var path: String

        public init(name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    /// A file time as `stat(2)` gives it.
    public struct Timestamp: Sendable, Comparable, CustomStringConvertible {
        public var seconds: Int64
        /// 0 ..< 1,000,000,000.
        public var nanoseconds: Int64

        public init(seconds: Int64, nanoseconds: Int64) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }

        public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
            (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
        }

        /// `seconds.nanoseconds`, the nanoseconds as nine digits, as the stamp writes it.
        public var description: String { OutputStamp.format(self) }
    }

    /// The seguegen build that wrote the files: any change to it invalidates the stamp.
    public var generator: String
    /// `Fingerprint` of everything that went into the files; nil for a
    /// stamp that vouches for no file and only names `specs`.
    public var inputs: UInt64?
    /// The files, in generation order.
    public var files: [File]
    /// The spec files of the run that wrote the directory, in its order.
    public var specs: [Spec]
    /// The path from the directory of the config file whose entry wrote it
    /// (`../seguegen.yml`); nil for a run of the command line.
    public var config: String?

    public init(generator: String, inputs: UInt64?, files: [File], specs: [Spec] = [], config: String? = nil) {
        self.generator = generator
        self.inputs = inputs
        self.files = files
        self.specs = specs
        self.config = config
    }

    // MARK: Recording

    /// The stamp of `names` in `directory` as they are now, generated from
    /// `specs` by an entry of `config` (nil: by the command line).
    ///
    /// - Returns: nil if a file cannot be inspected or is not a regular file.
    public static func record(
        generator: String, inputs: UInt64, files names: [String], specs: [Spec] = [], config: String? = nil, in directory: URL
    ) -> OutputStamp? {
        var files: [File] = []
        files.reserveCapacity(names.count)
        for name in names {
            guard let file = inspect(name, in: directory.path) else { return nil }
            files.append(file)
        }
        return OutputStamp(generator: generator, inputs: inputs, files: files, specs: specs, config: config)
    }

    /// The stamp as text, in the format above.
    public var text: String {
        var text = "\(Self.formatLine)\ngenerator \(generator)\ninputs \(inputs.map(Fingerprint.hexadecimal) ?? "none")\n"
        if let config {
            text += "config \(Self.escape(config))\n"
        }
        for spec in specs {
            text += "spec \(Self.escape(spec.name)) \(Self.escape(spec.path))\n"
        }
        for file in files {
            text += "\(file.size) \(file.inode) \(Self.format(file.modified)) \(Self.format(file.changed)) \(file.name)\n"
        }
        return text
    }

    /// Writes the stamp into `directory` in one step (`TemporaryFile`),
    /// newer than every file it records: a stamp written in the same clock
    /// tick as a file it records would not vouch for it (`isCurrent`), so
    /// it is written again after a millisecond's pause until the file
    /// system's clock has moved on (at most one tick, a few milliseconds,
    /// after a run that wrote files; giving up after `attempts`).
    ///
    /// - Throws: `OutputError` when it cannot be written.
    public func write(to directory: URL, attempts: Int = 100) throws(OutputError) {
        let newest = files.map { max($0.modified, $0.changed) }.max()
        for attempt in 1...max(1, attempts) {
            try TemporaryFile.replace(Self.fileName, in: directory.path, with: text)
            guard let newest, let written = Self.inspect(Self.fileName, in: directory.path)?.modified,
                  written <= newest, attempt < attempts else { return }
            usleep(1_000)
        }
    }

    /// Removes the stamp from `directory`, if there is one; a stamp that
    /// cannot be removed stays (it matches no other inputs).
    public static func remove(from directory: URL) {
        _ = unlink(OutputFiles.path(of: fileName, in: directory.path))
    }

    // MARK: Checking

    /// The stamp in `directory`; nil if there is none or it cannot be read
    /// or parsed.
    public static func read(from directory: URL) -> OutputStamp? {
        guard case .file(_, let bytes)? = try? OutputFiles.existing(at: OutputFiles.path(of: fileName, in: directory.path)) else {
            return nil
        }
        return OutputStamp(text: String(decoding: bytes, as: UTF8.self))
    }

    /// Parses `text` in the format above; nil if it is not a stamp.
    public init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.last == "" else { return nil }
        lines.removeLast()
        guard lines.count >= 3, lines[0] == Self.formatLine,
              lines[1].hasPrefix("generator "), lines[2].hasPrefix("inputs ") else { return nil }
        let inputsField = lines[2].dropFirst("inputs ".count)
        let inputs = UInt64(inputsField, radix: 16)
        guard inputs != nil || inputsField == "none" else { return nil }
        var rest = lines.dropFirst(3)
        var config: String?
        if let line = rest.first, line.hasPrefix("config ") {
            let field = line.dropFirst("config ".count)
            guard !field.contains(" "), let path = Self.unescape(field) else { return nil }
            config = path
            rest = rest.dropFirst()
        }
        var specs: [Spec] = []
        while let line = rest.first, line.hasPrefix("spec ") {
            let fields = line.dropFirst("spec ".count).split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 2, let name = Self.unescape(fields[0]), let path = Self.unescape(fields[1]) else { return nil }
            specs.append(Spec(name: name, path: path))
            rest = rest.dropFirst()
        }
        var files: [File] = []
        for line in rest {
            let fields = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, let size = Int64(fields[0]), let inode = UInt64(fields[1]),
                  let modified = Self.timestamp(fields[2]), let changed = Self.timestamp(fields[3]),
                  !fields[4].isEmpty else { return nil }
            files.append(File(name: String(fields[4]), size: size, inode: inode, modified: modified, changed: changed))
        }
        self.init(generator: String(lines[1].dropFirst("generator ".count)), inputs: inputs, files: files, specs: specs, config: config)
    }

    /// Whether `directory` holds exactly the files this stamp recorded, as it
    /// recorded them, and nothing a run would clean up: no other file
    /// seguegen generated (`OutputWriter.isGeneratedFile`: a stale output)
    /// and no temporary file a killed run left.
    ///
    /// A file whose recorded times are not older than the stamp file itself
    /// is not trusted (git's "racy clean" rule): file times have the file
    /// system's granularity (often milliseconds), so a change made within
    /// the same tick as the run that wrote the stamp would not show. The run
    /// after such a distrusted one finds the files older than its new stamp.
    public func isCurrent(in directory: URL) -> Bool {
        let path = directory.path
        guard let written = Self.inspect(Self.fileName, in: path)?.modified else { return false }
        for file in files {
            guard file.modified < written, file.changed < written, Self.inspect(file.name, in: path) == file else { return false }
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        let recorded = Set(files.map(\.name))
        return !names.contains { name in
            TemporaryFile.isLeftover(name) || (!recorded.contains(name) && OutputWriter.isGeneratedFile(name, in: directory))
        }
    }

    // MARK: Parts

    /// `name` in the directory at `path` as `lstat(2)` sees it; nil unless a regular file.
    private static func inspect(_ name: String, in path: String) -> File? {
        file(at: OutputFiles.path(of: name, in: path), name: name, followingLinks: false)
    }

    /// The regular file at `path` as `stat(2)` (following symbolic links)
    /// or `lstat(2)` sees it, named `name`; nil if there is none.
    public static func file(at path: String, name: String, followingLinks: Bool) -> File? {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        guard result == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec, changed = status.st_ctimespec
        #else
        let modified = status.st_mtim, changed = status.st_ctim
        #endif
        return File(
            name: name,
            size: Int64(status.st_size),
            inode: UInt64(status.st_ino),
            modified: Timestamp(seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec)),
            changed: Timestamp(seconds: Int64(changed.tv_sec), nanoseconds: Int64(changed.tv_nsec))
        )
    }

    /// `seconds.nanoseconds`, the nanoseconds as nine digits.
    static func format(_ time: Timestamp) -> String {
        let nanoseconds = String(time.nanoseconds)
        return "\(time.seconds)." + String(repeating: "0", count: max(0, 9 - nanoseconds.count)) + nanoseconds
    }

    /// `field` with `%`, CR, LF and spaces percent-escaped, so that it fits
    /// on one line and in one field of it.
    private static func escape(_ field: String) -> String {
        field.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: " ", with: "%20")
    }

    /// `escape(_:)` undone; nil for a malformed escape.
    private static func unescape(_ field: Substring) -> String? {
        field.isEmpty ? nil : String(field).removingPercentEncoding
    }

    private static func timestamp(_ field: Substring) -> Timestamp? {
        let parts = field.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 9, let seconds = Int64(parts[0]), let nanoseconds = Int64(parts[1]) else { return nil }
        return Timestamp(seconds: seconds, nanoseconds: nanoseconds)
    }
}
