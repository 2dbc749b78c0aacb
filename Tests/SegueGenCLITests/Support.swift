import Foundation
import SegueGenKit
import SegueGenCLI
import SegueGenCLITestSupport
import SegueGenTestSupport
import Testing

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

extension Repository {
    /// The bad-input corpus.
    static let badInput = url("Tests/SegueGenCLITests/BadInput")
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
