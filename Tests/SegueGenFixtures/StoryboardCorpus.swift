import Foundation
import SegueGenKit
import SegueGenTestSupport
import Testing

/// The real storyboards in `Tests/StoryboardCorpus/` (see its README): 73
/// files from 22 public projects, each at its path in its project under
/// `Storyboards/<owner>__<repository>/`, listed with repository, commit,
/// blob and license in `PROVENANCE.tsv`.
enum StoryboardCorpus {
    /// `Tests/StoryboardCorpus`.
    static let root = Repository.url("Tests/StoryboardCorpus")
    static let storyboardsDirectory = root.appendingPathComponent("Storyboards", isDirectory: true)

    /// One row of `PROVENANCE.tsv`.
    struct Entry: Sendable {
        /// The path under `Storyboards/`: `<owner>__<repository>/<path in the repository>`.
        var path: String
        /// The project's folder under `Storyboards/`.
        var project: String
        var targetRuntime: String
    }

    /// Every row of `PROVENANCE.tsv`, in its order.
    static let entries: [Entry] = {
        let text = (try? String(contentsOf: root.appendingPathComponent("PROVENANCE.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 7, fields[0].hasPrefix("Storyboards/") else { return nil }
            let path = String(fields[0].dropFirst("Storyboards/".count))
            return Entry(path: path, project: String(path.prefix { $0 != "/" }), targetRuntime: fields[6])
        }
    }()

    /// The project folders, sorted.
    static let projects: [String] = Array(Set(entries.map(\.project))).sorted()

    /// The storyboards imported together, as an app's would be: a project's
    /// AppKit storyboards (its macOS app) apart from its others.
    struct Group: Sendable, CustomTestStringConvertible {
        /// `<project>`, or `<project>.macos` for its AppKit storyboards.
        var name: String
        var paths: [String]
        var testDescription: String { name }
    }

    static let groups: [Group] = projects.flatMap { project -> [Group] in
        let entries = entries.filter { $0.project == project }
        let appKit = entries.filter { $0.targetRuntime == "MacOSX.Cocoa" }.map(\.path)
        let others = entries.filter { $0.targetRuntime != "MacOSX.Cocoa" }.map(\.path)
        return (others.isEmpty ? [] : [Group(name: project, paths: others)]) + (appKit.isEmpty ? [] : [Group(name: project + ".macos", paths: appKit)])
    }

    /// Reads the storyboard at `path` (under `Storyboards/`), named by that path in diagnostics.
    static func read(_ path: String) throws -> Loaded<Storyboard> {
        let bytes = Array(try Data(contentsOf: storyboardsDirectory.appendingPathComponent(path)))
        return StoryboardReader.read(bytes: bytes, path: path)
    }

    /// The storyboards of `group`, read; throws if one cannot be read.
    static func storyboards(of group: Group) throws -> [Storyboard] {
        try group.paths.map { path in
            let result = try read(path)
            guard let storyboard = result.value else { throw CorpusError(message: "\(path): \(result.diagnostics)") }
            return storyboard
        }
    }

    /// The golden listing of the storyboard at `path`.
    static func summaryURL(for path: String) -> URL {
        root.appendingPathComponent("Summaries").appendingPathComponent(path + ".txt")
    }

    /// The golden spec imported from `group`.
    static func specURL(for group: Group) -> URL {
        root.appendingPathComponent("Specs").appendingPathComponent(group.name + ".yaml")
    }

    struct CorpusError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
