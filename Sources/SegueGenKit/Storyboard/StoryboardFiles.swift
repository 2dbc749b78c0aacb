import Foundation

/// Storyboards read from files, with what went wrong on the way.
public struct StoryboardLoadResult: Sendable {
    /// The storyboards that could be read, in path order.
    public var storyboards: [Storyboard]
    /// Problems: paths that do not exist or cannot be read, files that are
    /// not storyboards; errors, so a caller should not go on with a partial set.
    public var diagnostics: [Diagnostic]
    /// The text of every file read, for quoting lines in diagnostics.
    public var sources: [SourceFile]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Finds and reads the storyboards a command line or a config file names.
public enum StoryboardFiles {
    /// The error for a storyboard path that is the empty string.
    public static let emptyPath = "a storyboard path is empty"

    /// The storyboard files that `paths` name: a file is taken as it is
    /// (whatever its extension), a directory is searched recursively for
    /// `*.storyboard` files, skipping hidden files and directories.
    ///
    /// - Parameters:
    ///   - paths: files and directories, relative to `base` unless absolute.
    ///   - base: the directory relative paths start from.
    /// - Returns: the files, each once, as paths that start with the path the
    ///   user gave (so diagnostics name them as the user would), in path
    ///   order; and an error for each path that is empty or does not exist.
    public static func find(_ paths: [String], relativeTo base: URL) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        let fileManager = FileManager.default
        for path in paths {
            // An empty path would be the base directory itself, which no one means.
            guard !path.isEmpty else {
                diagnostics.append(.error(emptyPath, at: nil))
                continue
            }
            let url = resolve(path, against: base)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("no such file or directory: '\(path)'", at: nil))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            var found: [String] = []
            if let enumerator = fileManager.enumerator(atPath: url.path) {
                while let relative = enumerator.nextObject() as? String {
                    let name = relative.split(separator: "/").last.map(String.init) ?? relative
                    if name.hasPrefix(".") {
                        enumerator.skipDescendants()
                    } else if name.hasSuffix(".storyboard") {
                        found.append(relative)
                    }
                }
            }
            found.sort(by: StoryboardImporter.precedes)
            if found.isEmpty {
                diagnostics.append(.warning("no .storyboard file in directory '\(path)'", at: nil))
            }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            files += found.map { prefix + $0 }
        }
        var seen: Set<String> = []
        let unique = files.filter { seen.insert(resolve($0, against: base).path).inserted }
        return (unique.sorted(by: StoryboardImporter.precedes), diagnostics)
    }

    /// `path` if it is absolute, else `path` inside the directory `base`
    /// (whether or not `base` ends with a slash).
    static func resolve(_ path: String, against base: URL) -> URL {
        FilePaths.url(for: path, relativeTo: base)
    }

    /// Finds (see `find`) and reads the storyboards `paths` name.
    public static func load(_ paths: [String], relativeTo base: URL) -> StoryboardLoadResult {
        let (files, found) = find(paths, relativeTo: base)
        var result = StoryboardLoadResult(storyboards: [], diagnostics: found, sources: [])
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try InputLimits.read(resolve(file, against: base), limit: InputLimits.maximumStoryboardSize)
            } catch {
                result.diagnostics.append(error.diagnostic(what: "storyboard", path: file))
                continue
            }
            let read = StoryboardReader.read(bytes: bytes, path: file)
            result.sources.append(read.source)
            result.diagnostics += read.diagnostics
            if let storyboard = read.storyboard { result.storyboards.append(storyboard) }
        }
        return result
    }
}
