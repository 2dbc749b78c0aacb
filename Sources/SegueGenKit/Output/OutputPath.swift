import Foundation

/// The rules a generated file's path must follow to stay inside its output
/// directory, whatever the spec says.
///
/// Output paths are file names derived from Swift type names
/// (`<TypeName>+Segues.swift`), which the spec decoder validates, so none of
/// these can happen through a spec; the writer checks again before it
/// touches the file system, so that a template set, a future layout or a bug
/// cannot write elsewhere.
public enum OutputPath {
    /// The longest file name, in UTF-8 bytes, that common file systems take
    /// (`NAME_MAX` on Linux and the BSDs; APFS and HFS+ allow 255 UTF-16
    /// units, never fewer than 255 bytes of UTF-8).
    public static let maximumNameLength = 255

    /// Why `path` is not a safe output file name, or nil when it is one.
    ///
    /// Safe: one path component (no `/` or `\`), not empty, `.` or `..`,
    /// not hidden (starting with `.`, which the stale-file scan skips), no
    /// NUL or other control character, at most `maximumNameLength` bytes of UTF-8.
    ///
    /// - Parameter path: the path relative to the output directory.
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

    /// The name under which file systems that ignore case and Unicode
    /// normalization (APFS and HFS+ as macOS formats them, NTFS, FAT) store
    /// `name`: canonically composed (NFC), then case-folded in full
    /// (`Straße` and `STRASSE` are one, as are `Café` and `Cafe\u{301}`).
    /// Two outputs with one key would overwrite each other there.
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
