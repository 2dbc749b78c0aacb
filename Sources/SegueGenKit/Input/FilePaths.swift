import Foundation

/// Paths turned into file URLs the way the file system reads them: `URL.standardizedFileURL` drops
/// `..` as text, so `link/../Out` is not where the system opens it (POSIX.1-2017, 4.13), and on
/// Linux it is right only for paths that exist.
public enum FilePaths {
    /// `path` (absolute, or relative to `directory`) as a `standardized(_:)` file URL.
    public static func url(for path: String, relativeTo directory: URL, isDirectory: Bool = false) -> URL {
        // Joined as text: resolving a URL against a base drops `..` as text (RFC 3986, 5.2.4).
        let absolute = path.hasPrefix("/") ? path : directory.path + "/" + path
        return standardized(URL(fileURLWithPath: absolute, isDirectory: isDirectory))
    }

    /// `url` without `.` components, each `..` resolved from the folder the path before it names once
    /// its links are followed, as the system does; a `..` after a symbolic-link loop is kept, to fail
    /// where the system fails. A path without `..` is kept as written, at no file system call.
    public static func standardized(_ url: URL) -> URL {
        standardized(url, linksFollowed: 0)
    }

    /// `standardized(_:)`, `linksFollowed` links to nothing followed so far.
    private static func standardized(_ url: URL, linksFollowed: Int) -> URL {
        let components = url.path.split(separator: "/")
        var result = URL(fileURLWithPath: "/", isDirectory: true)
        for component in components where component != "." {
            if component == ".." {
                guard result.path != "/" else { continue }
                guard lookUpError(result.path) != ELOOP else {
                    result.appendPathComponent("..")
                    continue
                }
                result = resolvingSymlinks(result, linksFollowed: linksFollowed).deletingLastPathComponent()
            } else {
                result.appendPathComponent(String(component))
            }
        }
        return URL(fileURLWithPath: result.path, isDirectory: url.hasDirectoryPath)
    }

    /// The first of the folders on the way to `url`, or `url` itself, that is a symbolic link in a
    /// loop (`stat(2)` fails with `ELOOP`); nil when there is none or another failure comes first.
    public static func symbolicLinkLoop(on url: URL) -> URL? {
        guard let failure = firstLookUpFailure(on: url), failure.error == ELOOP else { return nil }
        return failure.url
    }

    /// The first of the folders on the way to `url`, or `url` itself, that is a symbolic link to
    /// something missing (`stat(2)` fails with `ENOENT` where `lstat(2)` finds the link), with each
    /// target on the way as `readlink(2)` gives it: creating a directory there says "File exists".
    public static func symbolicLinkToNothing(on url: URL) -> (link: URL, targets: [String])? {
        guard let failure = firstLookUpFailure(on: url), failure.error == ENOENT else { return nil }
        var targets: [String] = []
        var current = failure.url
        // A chain of links to nothing ends (one that loops fails with ELOOP, not ENOENT).
        while targets.count < maximumLinksToNothing, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) {
            targets.append(target)
            current = Self.url(for: target, relativeTo: current.deletingLastPathComponent())
        }
        return targets.isEmpty ? nil : (failure.url, targets)
    }

    /// The first of `url`'s folders, or `url` itself, that `stat(2)` fails
    /// on, and its `errno`; nil when it succeeds on all of them.
    private static func firstLookUpFailure(on url: URL) -> (url: URL, error: Int32)? {
        var prefix = ""
        for component in url.path.split(separator: "/") {
            prefix += "/" + component
            if let error = lookUpError(prefix) {
                return (URL(fileURLWithPath: prefix), error)
            }
        }
        return nil
    }

    /// The `errno` of `stat(2)` on `path`, links followed; nil if it succeeds.
    private static func lookUpError(_ path: String) -> Int32? {
        var status = stat()
        return stat(path, &status) == 0 ? nil : errno
    }

    /// `url` standardized, the symbolic links of its existing part followed, a link to nothing
    /// followed to where it points, the missing rest appended: one path for a file however reached.
    /// Not `NSString.resolvingSymlinksInPath`, which on Linux follows a relative link from the
    /// current directory rather than from the link's folder.
    public static func resolvingSymlinks(_ url: URL) -> URL {
        resolvingSymlinks(url, linksFollowed: 0)
    }

    /// How many links to nothing `resolvingSymlinks(_:)` follows one after
    /// the other: Linux's `MAXSYMLINKS`, after which `open(2)` fails with `ELOOP`.
    static let maximumLinksToNothing = 40

    private static func resolvingSymlinks(_ url: URL, linksFollowed: Int) -> URL {
        var existing = standardized(url, linksFollowed: linksFollowed)
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path) {
            if linksFollowed < maximumLinksToNothing, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: existing.path) {
                // Joined as text, as in `url(for:relativeTo:)`: the link's `..` are the next call's to resolve.
                let absolute = target.hasPrefix("/") ? target : existing.deletingLastPathComponent().path + "/" + target
                let resolved = resolvingSymlinks(URL(fileURLWithPath: absolute), linksFollowed: linksFollowed + 1)
                return missing.reduce(resolved) { $0.appendingPathComponent($1) }
            }
            let parent = existing.deletingLastPathComponent()
            guard parent.path != existing.path else { break }
            missing.insert(existing.lastPathComponent, at: 0)
            existing = parent
        }
        return missing.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
    }
}

/// Paths as the user wrote them, for messages: what is wrong with an output directory, and
/// paths between files, worked out as text.
extension FilePaths {
    /// Why `url` cannot be an output directory: it, or the nearest of its folders that exists, is no
    /// directory; nil when it can be (or be created).
    public static func outputProblem(_ url: URL, displayPath: String) -> String? {
        if let loop = symbolicLinkLoop(on: url, displayPath: displayPath) {
            return "cannot create output directory '\(displayPath)': \(loop.reason)"
        }
        // The system's "File exists" names neither the link nor what is missing.
        if let link = symbolicLinkToNothing(on: url, displayPath: displayPath) {
            return link.isItself ? "output \(link.reason)" : "cannot create output directory '\(displayPath)': \(link.reason)"
        }
        guard let file = fileInPlaceOfDirectory(url, displayPath: displayPath) else { return nil }
        return file.isItself
            ? "output '\(displayPath)' exists and is not a directory"
            : "cannot create output directory '\(displayPath)': '\(file.displayPath)' is a file, not a directory"
    }

    /// The first of `url` and its folders that is a symbolic-link loop, as the user wrote it, and a
    /// clause saying so, clearer than the system's "Too many levels of symbolic links".
    public static func symbolicLinkLoop(on url: URL, displayPath: String) -> (displayPath: String, reason: String)? {
        guard let loop = FilePaths.symbolicLinkLoop(on: url) else { return nil }
        let looping = self.displayPath(of: loop, on: url, displayPath: displayPath)
        return (looping.path, "\(looping.isItself ? "it" : "'\(looping.path)'") is a symbolic link that leads round in a loop")
    }

    /// The first of `url` and its folders that is a symbolic link to nothing, as the user wrote it,
    /// whether it is `url`, and a clause naming each link on the way ("'Gen' is a symbolic link to …").
    public static func symbolicLinkToNothing(on url: URL, displayPath: String) -> (displayPath: String, isItself: Bool, reason: String)? {
        guard let found = FilePaths.symbolicLinkToNothing(on: url) else { return nil }
        let linking = self.displayPath(of: found.link, on: url, displayPath: displayPath)
        let chain = found.targets.map { "'\($0)'" }.joined(separator: ", a symbolic link to ")
        return (linking.path, linking.isItself, "'\(linking.path)' is a symbolic link to \(chain), which does not exist")
    }

    /// `link`, one of `url` and its folders, as the user wrote it (`displayPath` without as many
    /// last components), and whether it is `url` itself.
    private static func displayPath(of link: URL, on url: URL, displayPath: String) -> (path: String, isItself: Bool) {
        let below = url.path.split(separator: "/").count - link.path.split(separator: "/").count
        return ((0..<below).reduce(displayPath) { path, _ in deletingLastComponent(path) }, below == 0)
    }

    /// The nearest of `url` and its folders that exists, as the user wrote it, when it is not a
    /// directory, and whether it is `url` itself; nil when `url` can be a directory.
    public static func fileInPlaceOfDirectory(_ url: URL, displayPath: String) -> (displayPath: String, isItself: Bool)? {
        var existing = FilePaths.standardized(url)
        var existingDisplayPath = displayPath
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory) {
            let parent = existing.deletingLastPathComponent()
            guard parent.path != existing.path else { return nil }
            existing = parent
            existingDisplayPath = deletingLastComponent(existingDisplayPath)
        }
        guard !isDirectory.boolValue else { return nil }
        return (existingDisplayPath, existing.path == FilePaths.standardized(url).path)
    }

    /// `path` without its last component (`a/b/` → `a`, `/a` → `/`, `x` → empty), written out
    /// because `NSString.deletingLastPathComponent` traps on a one-character name on Linux.
    public static func deletingLastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// `path` with `.` dropped and each `..` after a named component cancelling it
    /// (`Config/../App/./Nav.yaml` is `App/Nav.yaml`); only for printing.
    public static func lexicallyNormalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != "..", !last.isEmpty {
                    components.removeLast()
                } else {
                    components.append(component)
                }
            default:
                if component.isEmpty && !components.isEmpty { continue }
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The path of `file` from `directory`, component by component, no link resolved:
    /// `/p/App/Nav.yaml` from `/p/Generated` is `../App/Nav.yaml`.
    public static func relativePath(of file: URL, from directory: URL) -> String {
        let target = FilePaths.standardized(file).pathComponents
        let base = FilePaths.standardized(directory).pathComponents
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let components = Array(repeating: "..", count: base.count - common) + target[common...]
        return components.joined(separator: "/")
    }
}
