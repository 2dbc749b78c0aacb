import Foundation

/// Finds and reads the storyboards a command line or a config file names.
public enum StoryboardFiles {
    /// The error for a storyboard path that is the empty string.
    public static let emptyPath = "a storyboard path is empty"

    /// The storyboard files `paths` name (relative to `base`): a file as it is, a directory
    /// searched for `*.storyboard`, links to folders followed once, never back up. Each once,
    /// in path order, starting with the path the user gave, so diagnostics name it as they would.
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
            let url = FilePaths.url(for: path, relativeTo: base)
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
        let unique = files.filter { seen.insert(FilePaths.url(for: $0, relativeTo: base).path).inserted }
        return (unique.sorted(by: StoryboardImporter.precedes), diagnostics)
    }

    /// Adds every `*.storyboard` regular file under `directory` (not a FIFO, which would
    /// block the read forever), in name order, hidden entries and `visited` folders skipped.
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

    /// Finds and reads the storyboards `paths` name: nil after any error, since no caller
    /// goes on with a partial set.
    public static func load(_ paths: [String], relativeTo base: URL) -> Loaded<[Storyboard]> {
        let (files, found) = find(paths, relativeTo: base)
        var storyboards: [Storyboard] = []
        var result = Loaded<[Storyboard]>(nil, diagnostics: found)
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try InputLimits.read(FilePaths.url(for: file, relativeTo: base), limit: InputLimits.maximumStoryboardSize)
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
