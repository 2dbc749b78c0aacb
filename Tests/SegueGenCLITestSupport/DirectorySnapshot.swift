import Foundation
import Testing

/// Every regular file under a directory: its contents and modification time,
/// by path relative to the directory.
public struct DirectorySnapshot: Equatable, CustomStringConvertible {
    public struct Entry: Equatable {
        public var contents: Data
        public var modified: Date
    }

    public var entries: [String: Entry]

    /// Snapshots `directory` recursively, hidden files included.
    public init(of directory: URL) throws {
        let fileManager = FileManager.default
        var entries: [String: Entry] = [:]
        for path in try fileManager.subpathsOfDirectory(atPath: directory.path).sorted() {
            let url = directory.appendingPathComponent(path)
            let attributes = try fileManager.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            let modified = try #require(attributes[.modificationDate] as? Date)
            entries[path] = Entry(contents: try Data(contentsOf: url), modified: modified)
        }
        self.entries = entries
    }

    public var description: String {
        entries.keys.sorted().map { "\($0) (\(entries[$0]?.contents.count ?? 0) bytes)" }.joined(separator: ", ")
    }

    /// The file names, sorted.
    public var paths: [String] { entries.keys.sorted() }
}
