import Foundation

/// The rules a generated file's path must follow to stay inside its output directory: the spec
/// decoder prevents every breach already; this checks again, so that no template or bug writes elsewhere.
public enum OutputPath {
    /// The longest file name, in UTF-8 bytes, that common file systems take (`NAME_MAX`; APFS and
    /// HFS+ allow 255 UTF-16 units, never fewer bytes).
    public static let maximumNameLength = 255

    /// Why `path` is not a safe output file name: more than one component, empty, `.`, `..`, hidden
    /// (the stale-file scan skips those), a control character, or too long; nil when it is safe.
    public static func problem(_ path: String) -> String? {
        if path.isEmpty { return "the file name is empty" }
        if path == "." || path == ".." { return "'\(path)' is not a file name" }
        if path.hasPrefix(".") { return "the file name starts with '.'" }
        if path.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" }) {
            return "the file name has a path separator; outputs go directly into the output directory"
        }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "the file name has a control character"
        }
        if path.utf8.count > maximumNameLength {
            return "the file name is \(path.utf8.count) bytes long; file systems take at most \(maximumNameLength)"
        }
        return nil
    }

    /// The name under which case- and normalization-insensitive file systems (APFS, HFS+, NTFS) store
    /// `name`: NFC, then fully case-folded; two outputs with one key would overwrite each other there.
    public static func collisionKey(_ name: String) -> String {
        // ASCII is already NFC, and folds to its lowercase.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        return name.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
    }
}

extension Diagnostic {
    static func fileNameTooLong(_ typeName: String, fileName: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "the file of scene '\(typeName.prefix(40))…' would be named with \(fileName.utf8.count) bytes; "
                + "file systems take at most \(OutputPath.maximumNameLength): shorten the class name",
            at: location
        )
    }
}
