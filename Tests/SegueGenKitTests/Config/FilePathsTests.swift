import Foundation
import Testing
@testable import SegueGenKit

/// `..` goes where the file system takes it: after a symbolic link to a
/// folder, to the parent of the link's target, whether what follows exists
/// yet or not.
@Suite struct FilePathsTests {
    /// A scratch directory (its own links resolved) holding `App/Sources`,
    /// `App/Sources/Nav.yaml`, and `link`, a symbolic link to `App/Sources`.
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("seguegen-paths-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Sources"), withIntermediateDirectories: true)
        try Data("a: b\n".utf8).write(to: root.appendingPathComponent("App/Sources/Nav.yaml"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: "App/Sources")
        return root.resolvingSymlinksInPath()
    }

    /// Creates in `root` a symbolic link of each name to its destination.
    static func link(_ links: KeyValuePairs<String, String>, in root: URL) throws {
        for (name, destination) in links {
            try FileManager.default.createSymbolicLink(atPath: root.path + "/" + name, withDestinationPath: destination)
        }
    }

    @Test func dotDotAfterALinkedFolderLeavesTheLinksTarget() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let cases: [(path: String, expected: String)] = [
            ("link/../Out", "App/Out"),
            ("link/../Out/Deeper", "App/Out/Deeper"),
            ("link/../Sources/Nav.yaml", "App/Sources/Nav.yaml"),
            ("link/missing/../Nav.yaml", "App/Sources/Nav.yaml"),
            ("link/./Nav.yaml", "link/Nav.yaml"),
            ("App/Sources/../Out", "App/Out"),
            ("link/../../Out", "Out"),
        ]
        for (path, expected) in cases {
            #expect(FilePaths.url(for: path, relativeTo: root).path == root.appendingPathComponent(expected).path, "\(path)")
        }
        // What the system opens through the path is the file the URL names.
        let opened = try String(contentsOfFile: root.path + "/link/../Sources/Nav.yaml", encoding: .utf8)
        #expect(try String(contentsOf: FilePaths.url(for: "link/../Sources/Nav.yaml", relativeTo: root), encoding: .utf8) == opened)
    }

    @Test func aPathWithoutDotDotIsKeptAsWritten() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = FilePaths.url(for: "./link//Nav.yaml", relativeTo: root)
        #expect(url.path == root.path + "/link/Nav.yaml")
        #expect(FilePaths.url(for: "/..", relativeTo: root).path == "/")
        #expect(FilePaths.url(for: "Out", relativeTo: root, isDirectory: true).hasDirectoryPath)
        #expect(!FilePaths.url(for: "Out", relativeTo: root).hasDirectoryPath)
    }

    @Test func resolvingSymlinksFollowsTheExistingPartAndKeepsTheRest() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(FilePaths.resolvingSymlinks(root.appendingPathComponent("link/Nav.yaml")).path == root.path + "/App/Sources/Nav.yaml")
        #expect(FilePaths.resolvingSymlinks(root.appendingPathComponent("link/Gen/New.swift")).path == root.path + "/App/Sources/Gen/New.swift")
        #expect(FilePaths.resolvingSymlinks(root.appendingPathComponent("link/Gen/../../Out")).path == root.path + "/App/Out")
    }

    /// A link to something not created yet stands for where it points, where
    /// the system creates it: `GenLink` to `Gen` is `Gen` before `Gen`
    /// exists, as after. Links that lead round in a loop end the search.
    @Test func aLinkToNothingYetIsFollowedToWhereItPoints() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.link(["GenLink": "Gen", "Deep": "link/../Missing/Out"], in: root)
        #expect(FilePaths.resolvingSymlinks(root.appendingPathComponent("GenLink")).path == root.path + "/Gen")
        #expect(FilePaths.resolvingSymlinks(root.appendingPathComponent("GenLink/Sub/A.swift")).path == root.path + "/Gen/Sub/A.swift")
        #expect(FilePaths.resolvingSymlinks(root.appendingPathComponent("Deep")).path == root.path + "/App/Missing/Out")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Gen"), withIntermediateDirectories: false)
        #expect(FilePaths.resolvingSymlinks(root.appendingPathComponent("GenLink/Sub")).path == root.path + "/Gen/Sub")

        try Self.link(["A": "B", "B": "A"], in: root)
        let looped = FilePaths.resolvingSymlinks(root.appendingPathComponent("A/x")).path
        #expect(looped.hasSuffix("/x") && [root.path + "/A/x", root.path + "/B/x"].contains(looped), "\(looped)")
    }

    /// `A` and `B` link to each other: every path through `A` fails with
    /// `ELOOP`, `..` after it too (`open("A/../Out")` fails, it does not
    /// open `Out`), so the `..` stays, and the loop is found where the
    /// system meets it; `C`, a link into the loop, leads round it too.
    @Test func aLoopOfLinksIsFoundAndDotDotAfterItStays() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.link(["A": "B", "B": "A", "C": "A/Sub"], in: root)
        #expect(FilePaths.url(for: "A/../Out", relativeTo: root).path == root.path + "/A/../Out")
        #expect(FilePaths.url(for: "A/Sub/../../Out", relativeTo: root).path == root.path + "/A/Sub/../../Out")
        #expect(FilePaths.url(for: "App/../Out", relativeTo: root).path == root.path + "/Out")
        let cases: [(path: String, loop: String?)] = [
            ("A", "A"), ("A/Gen", "A"), ("A/../Gen", "A"), ("App/../A/Gen", "A"), ("C/Gen", "C"),
            ("App/Sources/Nav.yaml", nil), ("link/Gen", nil), ("Missing/A/Gen", nil),
        ]
        for (path, loop) in cases {
            let found = FilePaths.symbolicLinkLoop(on: FilePaths.url(for: path, relativeTo: root))
            #expect(found?.path == loop.map { root.path + "/" + $0 }, "\(path)")
        }
    }

    /// `Gen` links to `Missing/Gen`, `Chain` to `Gen`: a path through either
    /// fails with `ENOENT` at the link, which is found with where it points,
    /// link by link; a missing folder that is no link, an existing path, and
    /// a loop (`ELOOP`) are not links to nothing.
    @Test func aLinkToNothingIsFoundWithWhereItPoints() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.link(["Gen": "Missing/Gen", "Chain": "Gen", "A": "B", "B": "A"], in: root)
        let cases: [(path: String, link: String?, targets: [String])] = [
            ("Gen", "Gen", ["Missing/Gen"]), ("Gen/Sub", "Gen", ["Missing/Gen"]), ("Chain/Sub", "Chain", ["Gen", "Missing/Gen"]),
            ("Missing/Gen", nil, []), ("link/Gen", nil, []), ("App/Sources/Nav.yaml", nil, []), ("A/Gen", nil, []),
        ]
        for (path, link, targets) in cases {
            let found = FilePaths.symbolicLinkToNothing(on: FilePaths.url(for: path, relativeTo: root))
            #expect(found?.link.path == link.map { root.path + "/" + $0 }, "\(path)")
            #expect(found?.targets ?? [] == targets, "\(path)")
        }
    }
}
