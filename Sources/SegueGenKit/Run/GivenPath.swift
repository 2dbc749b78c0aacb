import Foundation

/// A file or directory as the user named it, on the command line or in a config file.
public struct GivenPath: Sendable, Hashable {
    /// The path as messages print it.
    public var shown: String
    public var url: URL
    /// Where a config file names it; nil on the command line.
    public var origin: SourceLocation?

    public init(shown: String, url: URL, origin: SourceLocation? = nil) {
        self.shown = shown
        self.url = url
        self.origin = origin
    }

    public init(_ path: String, relativeTo base: URL, isDirectory: Bool = false) {
        self.init(shown: path, url: FilePaths.url(for: path, relativeTo: base, isDirectory: isDirectory))
    }

    public func shown(_ file: String) -> String {
        shown.isEmpty ? file : (shown as NSString).appendingPathComponent(file)
    }

    /// Whether the path is a storyboard input: a `.storyboard`, or a folder not named as a spec.
    public var isStoryboard: Bool {
        var isDirectory: ObjCBool = false
        switch url.pathExtension {
        case "storyboard": return true
        case "yaml", "yml": return false
        default: return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Why the path cannot be a spec: it names a storyboard, whose XML would read as a YAML error, or a folder.
    public var storyboardInPlaceOfSpec: String? {
        let isNamedStoryboard = url.pathExtension.lowercased() == "storyboard"
        guard isNamedStoryboard || isStoryboard else { return nil }
        let what = isNamedStoryboard ? "a storyboard" : "a folder"
        return "'\(shown)' is \(what), not a spec: give a spec ('seguegen import \(shown)' writes one)"
    }

    /// The file's bytes, read through a file handle so that pipes work as well as files; or why
    /// they cannot be read, where the config file names the path when the error has no place.
    public func read(what: String) -> Result<[UInt8], Diagnostic> {
        do {
            return .success(try InputLimits.read(url, limit: InputLimits.maximumTextFileSize))
        } catch {
            var diagnostic = error.diagnostic(what: what, path: shown)
            if diagnostic.location == nil { diagnostic.location = origin }
            return .failure(diagnostic)
        }
    }
}
