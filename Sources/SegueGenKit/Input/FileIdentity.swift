import Foundation

/// One string for a file however it is named (a symbolic link, `..`, a hard link), so that a spec
/// given twice is found as given twice and not read as two specs.
public enum FileIdentity {
    /// The device and inode of the file at `url` (links followed) when it exists; else its
    /// standardized path with its symbolic links resolved (a missing file is reported later).
    public static func of(_ url: URL) -> String {
        var status = stat()
        if stat(url.path, &status) == 0 {
            return "\(status.st_dev):\(status.st_ino)"
        }
        return FilePaths.resolvingSymlinks(url).path
    }
}
