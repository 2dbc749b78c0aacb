import Foundation

/// Golden files: reviewed output that a test compares with, or re-records when
/// `SEGUEGEN_RECORD=1` (review the diff before committing it).
public enum Golden {
    /// Whether golden files are re-recorded instead of compared.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SEGUEGEN_RECORD"] == "1"
    }

    /// The golden text at `url` to compare `actual` with: when recording, `actual`, written
    /// there first. A golden file that does not exist reads as empty.
    public static func expected(at url: URL, actual: String) throws -> String {
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        guard let data = try? Data(contentsOf: url) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
