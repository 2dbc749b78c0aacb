import Foundation
extension OutputWriter {
    /// How a command marks the files it writes (`import -o`, `graph -o`), so that a run replaces an
    /// earlier run's unedited file without `--force`, and nothing else.
    public struct OwnOutput: Sendable {
        /// How the first line of the command's output starts, one per format; in XML, the first line
        /// after the XML declaration, which nothing may precede.
        public var headers: [String]
        /// The header as a refusal names it (`'# Imported by seguegen from'`).
        public var name: String
        /// The header line with a digest of the rest of the file, if the command writes one: a file
        /// without it, or that no longer matches it, may hold edits and needs `--force`.
        public var digest: DigestLine? = nil

        public init(headers: [String], name: String, digest: DigestLine? = nil) {
            self.headers = headers
            self.name = name
            self.digest = digest
        }

        /// Why the existing file of `bytes` at `path` may not be replaced without `--force`; nil if it
        /// may (an earlier run's unedited output, or an empty file).
        func refusal(toReplace bytes: [UInt8], at path: String) -> String? {
            guard !bytes.isEmpty else { return nil }
            let start = Self.startAfterXMLDeclaration(bytes)
            guard headers.contains(where: { bytes[start...].starts(with: $0.utf8) }) else {
                return "refusing to replace '\(path)': it does not start with \(name), so seguegen did not write it; "
                    + "pass '--force' to replace it, or another output path"
            }
            guard let digest else { return nil }
            guard let line = digest.find(in: bytes) else {
                return "refusing to replace '\(path)': it has no digest line ('\(digest.start)...'), so seguegen cannot tell "
                    + "whether it was edited (an older seguegen wrote it, or the line was removed); "
                    + "pass '--force' to replace it and lose any edits, or write to another file (-o) and merge the two by hand"
            }
            guard bytes[line].elementsEqual(digest.line(before: bytes[..<line.lowerBound], after: bytes[line.upperBound...]).utf8) else {
                return "refusing to replace '\(path)': it was edited since seguegen wrote it (its digest line no longer matches); "
                    + "pass '--force' to replace it and lose the edits, or write to another file (-o) and merge the two by hand"
            }
            return nil
        }

        /// Where `bytes` start after an XML declaration (`<?xml ...?>`) and the
        /// line break after it; 0 without one.
        public static func startAfterXMLDeclaration(_ bytes: [UInt8]) -> Int {
            guard bytes.starts(with: "<?xml".utf8), let end = bytes.firstRange(of: Array("?>".utf8))?.upperBound else { return 0 }
            if bytes[end...].starts(with: "\r\n".utf8) { return end + 2 }
            if bytes[end...].starts(with: "\n".utf8) { return end + 1 }
            return end
        }
    }

    /// A header line with the digest (`Fingerprint`) of the rest of its file, so that an edit
    /// anywhere else shows: `start`, 16 hexadecimal digits, `end`, a line feed.
    public struct DigestLine: Sendable {
        public var start: String
        public var end: String

        public init(start: String, end: String) {
            self.start = start
            self.end = end
        }

        /// The line, line feed included, for a file that holds `before` and
        /// `after` around it.
        func line(before: ArraySlice<UInt8>, after: ArraySlice<UInt8>) -> String {
            var fingerprint = Fingerprint()
            fingerprint.combine(before)
            fingerprint.combine(after)
            return start + fingerprint.hexadecimal + end + "\n"
        }

        /// `text` with the line after its leading lines that start with
        /// `prefix` (its header), its digest that of `text`.
        public func inserted(into text: String, afterLinesStartingWith prefix: String) -> String {
            let bytes = Array(text.utf8)
            var index = 0
            while bytes[index...].starts(with: prefix.utf8) {
                guard let lineFeed = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
                index = lineFeed + 1
            }
            let before = bytes[..<index], after = bytes[index...]
            return String(decoding: before, as: UTF8.self) + line(before: before, after: after) + String(decoding: after, as: UTF8.self)
        }

        /// The bytes of the first line of `bytes` that starts with `start`,
        /// its line feed included; nil if none does.
        func find(in bytes: [UInt8]) -> Range<Int>? {
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            return lines.first { $0.starts(with: start.utf8) }.map { $0.startIndex..<min($0.endIndex + 1, bytes.count) }
        }
    }

    /// Writes `text` to the file at `path` as `import -o` and `graph -o` do: through a temporary file
    /// renamed over it (or over a link's target), unless it holds `text` already. Refuses a special
    /// file, a path to nowhere or to one of `inputs`, and unless `force` a file that is not an
    /// earlier run's unedited output (`own`). Returns whether it wrote.
    @discardableResult
    public static func write(_ text: String, toFile path: String, relativeTo base: URL, inputs: [String], own: OwnOutput, force: Bool) throws(Diagnostic) -> Bool {
        func cannot(_ reason: String) -> Diagnostic { .error("cannot write '\(path)': \(reason)", at: nil) }
        let given = FilePaths.url(for: path, relativeTo: base)
        // Before a link is followed: a loop of links leads to no file to write.
        if let loop = FilePaths.symbolicLinkLoop(on: given, displayPath: path) { throw cannot(loop.reason) }
        // A link to nothing at the file itself is written through, creating what it points to; a folder cannot be.
        if let link = FilePaths.symbolicLinkToNothing(on: given, displayPath: path), !link.isItself { throw cannot(link.reason) }
        let target = Self.writtenFile(for: given)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw cannot("it is a directory") }
        // A rename over a device or a pipe would replace it (`/dev/null` with a file, as root);
        // and reading one to look for the header could wait for ever.
        if exists, let kind = Self.kindOfSpecialFile(at: target) {
            throw cannot("it is \(kind), not a regular file; without -o, the output goes to standard output")
        }
        let resolved = FilePaths.resolvingSymlinks(target).path
        if let input = inputs.first(where: { FilePaths.resolvingSymlinks(FilePaths.url(for: $0, relativeTo: base)).path == resolved }) {
            throw .error("refusing to write '\(path)': it is one of the inputs\(input == path ? "" : " ('\(input)')"); pass another output path", at: nil)
        }
        if exists {
            let read = Result { () throws(InputReadError) in try InputLimits.read(target, limit: InputLimits.maximumTextFileSize) }
            if case .success(let bytes) = read, action(writing: text, over: bytes) == .unchanged { return false }
            switch read {
            case .success(let bytes):
                if !force, let refusal = own.refusal(toReplace: bytes, at: path) { throw .error(refusal, at: nil) }
            case .failure(let error) where !force:
                let reason = switch error {
                case .unreadable(let reason): reason
                case .tooLarge(let limit): "it is larger than \(InputLimits.describe(limit))"
                }
                throw .error("refusing to replace '\(path)': cannot read it to see whether seguegen wrote it (\(reason)); "
                    + "pass '--force' to replace it, or another output path", at: nil)
            case .failure:
                break
            }
        }
        let directory = target.deletingLastPathComponent()
        if let file = FilePaths.fileInPlaceOfDirectory(directory, displayPath: FilePaths.deletingLastComponent(path)) {
            throw cannot("'\(file.displayPath)' is a file, not a directory")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try replace(target, with: text)
        } catch {
            throw cannot((error as? Failure)?.reason ?? SystemError.reason(error))
        }
        return true
    }

    /// The file that writing to `url` replaces: `url`, or the file a symbolic link leads to, so that
    /// the link stays; for a loop of links, where the search gave up.
    public static func writtenFile(for url: URL) -> URL {
        guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { return url }
        return FilePaths.resolvingSymlinks(FilePaths.url(for: destination, relativeTo: url.deletingLastPathComponent()))
    }

    /// What the file at `url` is in words ("a character device") when it is neither a regular file
    /// nor a directory; nil otherwise, or when it cannot be looked at.
    static func kindOfSpecialFile(at url: URL) -> String? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        default: return nil
        }
    }
}
