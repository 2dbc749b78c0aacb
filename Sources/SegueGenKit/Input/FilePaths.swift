import Foundation

/// Paths turned into file URLs the way the file system reads them.
///
/// `URL.standardizedFileURL` drops `..` with the component before it as
/// text, so `link/../Out`, where `link` is a symbolic link to `App/Sources`,
/// becomes `Out` beside the link, while the system opens `App/Out`
/// (POSIX.1-2017, 4.13 "Pathname Resolution": `..` names the parent of the
/// directory its prefix resolves to). On Linux it gets this right only for
/// a path that already exists, so a directory yet to be created goes
/// elsewhere than an existing one would. These functions follow the system
/// for existing and missing paths alike.
public enum FilePaths {
    /// `path` (absolute, or relative to `directory`) as a standardized
    /// file URL: see `standardized(_:)`.
    public static func url(for path: String, relativeTo directory: URL, isDirectory: Bool = false) -> URL {
        // Joined as text: resolving a URL against a base drops `..` as text (RFC 3986, 5.2.4).
        let absolute = path.hasPrefix("/") ? path : directory.path + "/" + path
        return standardized(URL(fileURLWithPath: absolute, isDirectory: isDirectory))
    }

    /// `url` (an absolute file URL) without `.` components, and with each
    /// `..` resolved from the directory the path before it names once its
    /// symbolic links are followed (`resolvingSymlinks(_:)`): the folder
    /// the system opens, so the components before a `..` lose their links.
    /// A `..` after a path that leads into a loop of symbolic links
    /// (`symbolicLinkLoop(on:)`) is kept, as the system finds no folder
    /// there either: the path goes on failing where the system fails,
    /// rather than naming the folder beside the loop. A path without `..`
    /// is kept as written, links and all, and costs no file system call.
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

    /// The first of the folders on the way to `url` (an absolute file URL,
    /// as `standardized(_:)` gives it), or `url` itself, that the system
    /// cannot look up because it is a symbolic link that leads round in a
    /// loop: `stat(2)` fails with `ELOOP` (POSIX.1-2017, `stat`: "A loop
    /// exists in symbolic links encountered during resolution of the path
    /// argument", or more than `SYMLOOP_MAX` were met; Linux stops after
    /// `maximumLinksToNothing`). nil when there is none, or
    /// when a folder on the way is missing or cannot be looked up for
    /// another reason, which the system reports as such. One `stat(2)` per
    /// component, up to the first that fails.
    public static func symbolicLinkLoop(on url: URL) -> URL? {
        guard let failure = firstLookUpFailure(on: url), failure.error == ELOOP else { return nil }
        return failure.url
    }

    /// The first of the folders on the way to `url` (an absolute file URL,
    /// as `standardized(_:)` gives it), or `url` itself, that the system
    /// cannot look up because it is a symbolic link to something that does
    /// not exist: `stat(2)` fails with `ENOENT` where `lstat(2)` finds the
    /// link. Creating a directory there fails with "File exists" (`EEXIST`),
    /// and so does creating one inside it with "No such file or directory".
    /// nil when there is none, or when the first path on the way that cannot
    /// be looked up is missing or fails for another reason. One `stat(2)`
    /// per component, up to the first that fails.
    ///
    /// - Returns: the link, and where it points as each link on the way says
    ///   it (`readlink(2)`): the link's own target, then, while that is a
    ///   link too, its target, and so on; the last is what does not exist
    ///   (at most `maximumLinksToNothing` of them).
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

    /// `url` standardized, with every symbolic link in the part of it that
    /// exists followed (`URL.resolvingSymlinksInPath()`), a link to
    /// something that does not exist yet followed to where it points (where
    /// the system creates that something), and the part that does not exist
    /// appended as written: one path for a file however it is reached, and
    /// one a relative path can start from. (Not
    /// `NSString.resolvingSymlinksInPath`, which in swift-corelibs-foundation
    /// on Linux follows a relative link from the current directory rather
    /// than from the link's folder.) Links to nothing are followed at most
    /// `maximumLinksToNothing` deep, as the system gives up on a loop.
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
