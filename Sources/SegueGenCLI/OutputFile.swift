import Foundation
import SegueGenKit

extension CommandContext {
    /// Which existing file at the output path may be replaced.
    enum Replacing {
        /// Any file (`graph -o`): its output is derived, never edited by hand.
        case anyFile
        /// Only a file whose first line starts with `header` (what an earlier
        /// run of the command wrote), unless `force` (`import --force`).
        case ownOutput(header: String, force: Bool)
    }

    /// Writes `text` to the file at `path` (relative to the base directory),
    /// creating its parent directories, atomically (a temporary file renamed
    /// over it: a reader never sees half a file).
    ///
    /// Refuses, writing nothing, when the output resolves (symbolic links
    /// followed) to one of `inputs`, and when `replacing` does not allow
    /// replacing the file already there.
    ///
    /// - Parameters:
    ///   - inputs: the paths the command read, relative to the base directory.
    /// - Returns: the failure status, after reporting why, or nil if it was written.
    func writeOutput(_ text: String, to path: String, inputs: [String], replacing: Replacing = .anyFile) -> Int32? {
        let target = url(for: path)
        let resolved = target.resolvingSymlinksInPath().path
        if let input = inputs.first(where: { url(for: $0).resolvingSymlinksInPath().path == resolved }) {
            let same = input == path ? "" : " ('\(input)')"
            return fail("refusing to write '\(path)': it is one of the inputs\(same); pass another output path")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                return fail("cannot write '\(path)': it is a directory")
            }
            if case .ownOutput(let header, force: false) = replacing, !startsWith(header, fileAt: target) {
                return fail("refusing to replace '\(path)': it does not start with '\(header)', so seguegen did not write it; "
                    + "pass '--force' to replace it, or another output path")
            }
        }
        if let file = Workload.fileInPlaceOfDirectory(target.deletingLastPathComponent(), displayPath: Workload.deletingLastComponent(path)) {
            return fail("cannot write '\(path)': '\(file.displayPath)' is a file, not a directory")
        }
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target, options: .atomic)
            return nil
        } catch {
            return fail("cannot write '\(path)': \(SystemError.reason(error))")
        }
    }

    /// Whether the file at `url` starts with `prefix`; false if it cannot be read.
    private func startsWith(_ prefix: String, fileAt url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let expected = Data(prefix.utf8)
        let head = (try? handle.read(upToCount: expected.count)) ?? Data()
        return head == expected
    }
}
