import Foundation

/// Paths in this repository, for tests and their fixtures.
public enum Repository {
    /// The repository's root directory, found from this file's path.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SegueGenTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `path` under the repository's root, such as `Tests/HostileInput`.
    public static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }
}
