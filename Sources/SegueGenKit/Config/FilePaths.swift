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
    /// A path without `..` is kept as written, links and all, and costs no
    /// file system call.
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
                result = resolvingSymlinks(result, linksFollowed: linksFollowed).deletingLastPathComponent()
            } else {
                result.appendPathComponent(String(component))
            }
        }
        return URL(fileURLWithPath: result.path, isDirectory: url.hasDirectoryPath)
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
