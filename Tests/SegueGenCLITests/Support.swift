import Foundation
import SegueGenKit
import SegueGenCLI
import SegueGenCLITestSupport
import Testing

/// Every regular file under a directory: its contents and modification time,
/// by path relative to the directory.
struct DirectorySnapshot: Equatable, CustomStringConvertible {
    struct Entry: Equatable {
        var contents: Data
        var modified: Date
    }

    var entries: [String: Entry]

    /// Snapshots `directory` recursively, hidden files included.
    init(of directory: URL) throws {
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

    var description: String {
        entries.keys.sorted().map { "\($0) (\(entries[$0]?.contents.count ?? 0) bytes)" }.joined(separator: ", ")
    }

    /// The file names, sorted.
    var paths: [String] { entries.keys.sorted() }
}

/// A modification time far enough in the past that any rewrite changes it.
let longAgo = Date(timeIntervalSince1970: 1_000_000_000)  // 2001-09-09

/// Sets the modification time of every regular file under `directory` to `longAgo`.
func ageFiles(in directory: URL) throws {
    for path in try FileManager.default.subpathsOfDirectory(atPath: directory.path) {
        let url = directory.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: url.path)
        }
    }
}

/// Paths in this repository.
enum Repository {
    /// This test target's folder.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The package root.
    static let root = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    /// The bad-input corpus.
    static let badInput = testsFolder.appendingPathComponent("BadInput", isDirectory: true)
    /// The example app's folder, holding `Tasks.yaml`.
    static let example = root.appendingPathComponent("Examples/TaskList", isDirectory: true)

    /// Whether expectations should be re-recorded instead of compared (`SEGUEGEN_RECORD=1`).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SEGUEGEN_RECORD"] == "1"
    }
}

/// The usage error output for `message`: the message, the usage line, a pointer to `--help`.
func usageError(_ message: String) -> String {
    """
    seguegen: error: \(message)
    Usage: seguegen [<storyboard|folder|spec.yaml>... -o <directory>] [--templates <path>] [--check | --dry-run] [--single-file] [--warnings-as-errors] [--force] [--verbose] [--quiet]
    Run 'seguegen --help' for more information.

    """
}

/// The files the example spec generates.
let exampleFiles = [
    "SegueGen.swift",
    "SettingsViewController+Segues.swift",
    "TaskDetailViewController+Segues.swift",
    "TaskListViewController+Segues.swift",
]
