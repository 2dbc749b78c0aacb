import Foundation

/// Runs fuzz targets over inputs kept as files: the regression inputs in
/// `Tests/FuzzCorpus/<target>/`, or a corpus libFuzzer wrote.
public enum FuzzReplay {
    /// One input and what the target made of it.
    public struct Outcome: Sendable {
        /// The file, as given or found.
        public var path: String
        public var failure: FuzzFailure?
        /// How long the target took, in seconds.
        public var seconds: Double
    }

    /// The regular files at `paths`: each file itself, each directory's
    /// files (not recursive, hidden files skipped), sorted by path.
    public static func inputs(at paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let file = (path as NSString).appendingPathComponent(name)
                var isSubdirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: file, isDirectory: &isSubdirectory), !isSubdirectory.boolValue {
                    files.append(file)
                }
            }
        }
        return files
    }

    /// Runs `target` on every file of `paths` (see `inputs(at:)`); a file that cannot be read fails.
    public static func run(_ target: FuzzTarget, on paths: [String]) -> [Outcome] {
        inputs(at: paths).map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                return Outcome(path: path, failure: FuzzFailure(target: target, message: "cannot read \(path)"), seconds: 0)
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let failure = target.run(Array(data))
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            return Outcome(path: path, failure: failure, seconds: seconds)
        }
    }
}
