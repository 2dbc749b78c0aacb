import Foundation

/// Finds and reads the storyboards a command line or a config file names.
public enum StoryboardFiles {
    /// The error for a storyboard path that is the empty string.
    public static let emptyPath = "a storyboard path is empty"

    /// The storyboard files that `paths` name: a file is taken as it is
    /// (whatever its extension), a directory is searched recursively for
    /// `*.storyboard` files, skipping hidden files and directories.
    /// Symbolic links to folders are followed, each real folder once, and
    /// not to a folder the search is inside (a link back up); a
    /// `*.storyboard` that is not a regular file (a FIFO, which would block
    /// the read forever; a device) is not taken.
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
            // The folders above the one named, which a link back up would search again.
            var visited: Set<String> = []
            var ancestor = FilePaths.resolvingSymlinks(url)
            while ancestor.path != "/" {
                ancestor = ancestor.deletingLastPathComponent()
                visited.insert(ancestor.path)
            }
            collectStoryboards(in: url, relative: "", into: &found, visited: &visited)
            found.sort(by: StoryboardImporter.precedes)
            if found.isEmpty {
                diagnostics.append(.warning("no .storyboard file in directory '\(path)'", at: nil))
            }
            let prefix = path == "." ? "" : path.hasSuffix("/") ? path : path + "/"
            files += found.map { prefix + $0 }
        }
        var seen: Set<String> = []
        let unique = files.filter { seen.insert(resolve($0, against: base).path).inserted }
        return (unique.sorted(by: StoryboardImporter.precedes), diagnostics)
    }

    /// Adds to `found` the path (after `relative`) of every `*.storyboard`
    /// regular file in `directory` and its folders, links to folders
    /// followed, in name order; hidden entries and folders already in
    /// `visited` (by their resolved path) are skipped.
    private static func collectStoryboards(in directory: URL, relative: String, into found: inout [String], visited: inout Set<String>) {
        guard visited.insert(FilePaths.resolvingSymlinks(directory).path).inserted,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            var status = stat()
            guard stat(url.path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                collectStoryboards(in: url, relative: relative + name + "/", into: &found, visited: &visited)
            case S_IFREG where name.hasSuffix(".storyboard"):
                found.append(relative + name)
            default:
                continue
            }
        }
    }

    /// `path` if it is absolute, else `path` inside the directory `base`
    /// (whether or not `base` ends with a slash).
    static func resolve(_ path: String, against base: URL) -> URL {
        FilePaths.url(for: path, relativeTo: base)
    }

    /// Finds (see `find`) and reads the storyboards `paths` name.
    ///
    /// - Returns: the storyboards in path order, nil after an error (a path that does not exist or
    ///   cannot be read, a file that is not a storyboard: no caller goes on with a partial set).
    public static func load(_ paths: [String], relativeTo base: URL) -> Loaded<[Storyboard]> {
        let (files, found) = find(paths, relativeTo: base)
        var storyboards: [Storyboard] = []
        var result = Loaded<[Storyboard]>(nil, diagnostics: found)
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try InputLimits.read(resolve(file, against: base), limit: InputLimits.maximumStoryboardSize)
            } catch {
                result.diagnostics.append(error.diagnostic(what: "storyboard", path: file))
                continue
            }
            let read = StoryboardReader.read(bytes: bytes, path: file)
            result.sources += read.sources
            result.diagnostics += read.diagnostics
            if let storyboard = read.value { storyboards.append(storyboard) }
        }
        if !result.hasErrors { result.value = storyboards }
        return result
    }
}
