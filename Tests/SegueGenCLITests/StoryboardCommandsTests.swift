import Foundation
import SegueGenCLITestSupport
import SegueGenTestSupport
import Testing

/// `seguegen import`, `lint` and `graph` in process and as the built binary:
/// arguments, exit statuses, which stream gets what, what is written.
@Suite struct StoryboardCommandsTests {
    /// A storyboard of two scenes: a list (the initial scene) that shows a
    /// detail (Storyboard ID "Detail") inside a navigation controller, with
    /// an unwind segue back.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="list">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="list" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="presentation" identifier="showDetail" id="g1"/>
                                <segue destination="nav" kind="show" id="g2"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="detail" kind="relationship" relationship="rootViewController" id="g3"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="detail" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <connections>
                                <segue destination="exit" kind="unwind" identifier="close" unwindAction="unwindToList:" id="g4"/>
                            </connections>
                        </viewController>
                        <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// What `seguegen import App -o Navigation.yaml` writes.
    static let spec = importedSpec(checkedWith: "Navigation.yaml --storyboards App")

    /// What import writes from `storyboard`, the header's lint command run
    /// from the spec's directory with `arguments`; from the directory import
    /// ran in when `fromFileDirectory` is false.
    static func importedSpec(checkedWith arguments: String, fromFileDirectory: Bool = true) -> String {
        let place = fromFileDirectory ? "this file's directory" : "the directory it was imported in"
        let header = "# Imported by seguegen from Main.storyboard.\n# Check it, from \(place), with: seguegen lint \(arguments)\n"
        return header + digestLine(before: header, after: specBody) + specBody
    }

    /// The line import writes between the header's other lines, `before`,
    /// and the rest of the spec, `after`: its digest is FNV-1a 64 of each
    /// part's length (8 bytes, little-endian) and bytes, in turn.
    static func digestLine(before: String, after: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in [Array(before.utf8), Array(after.utf8)] {
            let length = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(part.count) >> (8 * $0)) }
            for byte in length + part {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        let digits = String(hash, radix: 16)
        return "# Replaced by the next import unless edited (digest \(String(repeating: "0", count: 16 - digits.count) + digits) of the other lines).\n"
    }

    /// The digest is the one computed apart (Python's FNV-1a 64 of the same
    /// parts), so that `digestLine` is not checked against itself alone.
    @Test func theSpecsDigestIsFNV1aOfItsParts() {
        #expect(Self.spec.contains("\n# Replaced by the next import unless edited (digest c8a80f0a0b768a84 of the other lines).\nplatform: ios\n"))
    }

    static let specBody = """
        platform: ios
        storyboard: Main
        scenes:
          DetailViewController:
            storyboardIdentifier: Detail
            segues:
              close:
                unwind: true
          ListViewController:
            initial: true
            segues:
              showDetail:
                destination: DetailViewController
                container: UINavigationController

        """

    static let summary = """
        Imported 2 segues of 2 scenes from 1 storyboard.
        Created 2 scenes from their storyboard: 1 by Storyboard ID, 1 as initial scene.
        Skipped 2 segues:
          no identifier (cannot be performed from code): 1
            App/Base.lproj/Main.storyboard:9: show without identifier from ListViewController
          relationship (containment, not navigation): 1

        """

    static func app() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(storyboard, to: "App/Base.lproj/Main.storyboard")
        return directory
    }

    /// Lint, graph and context read specs; a storyboard given in a spec's place is a wrong
    /// command line (64) that says so, not a YAML error in its XML.
    @Test func lintGraphAndContextOfAStoryboardSayThatItIsNoSpec() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        for command in ["lint", "graph", "context"] {
            let run = ToolRun.run([command, "App/Base.lproj/Main.storyboard"], in: directory.url)
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix("seguegen: error: 'App/Base.lproj/Main.storyboard' is a storyboard, not a spec: "
                + "give a spec ('seguegen import App/Base.lproj/Main.storyboard' writes one)\nUsage: seguegen \(command) "), "\(run.stderr)")
            // A folder of storyboards too (found by a newcomer; it was "cannot read spec", exit 1).
            let folder = ToolRun.run([command, "App"], in: directory.url)
            #expect(folder.status == 64)
            #expect(folder.stderr.hasPrefix("seguegen: error: 'App' is a folder, not a spec: give a spec ('seguegen import App' writes one)\n"), "\(folder.stderr)")
        }
    }

    // MARK: import

    @Test func importWritesTheSpecToStandardOutputAndTheSummaryToStandardError() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        let run = ToolRun.run(["import", "App"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == Self.importedSpec(checkedWith: "<this spec> --storyboards App", fromFileDirectory: false))
        #expect(run.stderr == Self.summary)
    }

    @Test func importWritesTheSpecToAFileAndTheSummaryToStandardOutput() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        let run = ToolRun.run(["import", "App/Base.lproj/Main.storyboard", "-o", "Navigation.yaml"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "Wrote Navigation.yaml.\n" + Self.summary)
        #expect(try String(contentsOf: directory.file("Navigation.yaml"), encoding: .utf8)
            == Self.importedSpec(checkedWith: "Navigation.yaml --storyboards App/Base.lproj/Main.storyboard"))
        let again = ToolRun.run(["import", "App/Base.lproj/Main.storyboard", "-o", "Navigation.yaml"], in: directory.url)
        #expect((again.status, again.stdout) == (0, "Navigation.yaml is up to date.\n" + Self.summary))
        let quiet = ToolRun.run(["import", "App", "-o", "Quiet.yaml", "--quiet"], in: directory.url)
        #expect((quiet.status, quiet.stdout, quiet.stderr) == (0, "", ""))
        // An import that gives the spec it holds leaves the file alone, as generation does.
        let quietSpec = directory.file("Quiet.yaml").path
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: quietSpec)
        let inode = try FileManager.default.attributesOfItem(atPath: quietSpec)[.systemFileNumber] as? Int
        #expect(ToolRun.run(["import", "App", "-o", "Quiet.yaml", "--quiet"], in: directory.url).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: quietSpec)[.modificationDate] as? Date == Date(timeIntervalSince1970: 1_000_000_000))
        #expect(try FileManager.default.attributesOfItem(atPath: quietSpec)[.systemFileNumber] as? Int == inode)
        // The spec it writes generates.
        let generate = ToolRun.run(["Navigation.yaml", "-o", "Generated", "--quiet"], in: directory.url)
        #expect((generate.status, generate.stderr) == (0, ""))
        #expect(try DirectorySnapshot(of: directory.file("Generated")).paths
            == ["DetailViewController+Segues.swift", "ListViewController+Segues.swift", "SegueGen.swift"])
    }

    /// The header names the storyboards the spec is from: an AppKit
    /// storyboard given with UIKit ones is skipped (the summary says so), so
    /// it is not one of them.
    @Test func importsHeaderNamesOnlyTheStoryboardsOfTheSpecsFramework() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        let mac = Self.storyboard.replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
            .replacingOccurrences(of: "CocoaTouch.Storyboard", with: "Cocoa.Storyboard")
        try directory.write(mac, to: "App/Settings.storyboard")
        let run = ToolRun.run(["import", "App", "-o", "Navigation.yaml"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(
            "Wrote Navigation.yaml.\nImported 2 segues of 2 scenes from 1 storyboard (1 AppKit storyboard skipped: import it on its own).\n"))
        #expect(try String(contentsOf: directory.file("Navigation.yaml"), encoding: .utf8) == Self.spec)
        // Given one by one, the AppKit storyboard is not one to lint the spec against either.
        let files = ToolRun.run(["import", "App/Settings.storyboard", "App/Base.lproj/Main.storyboard", "-o", "Files.yaml", "-q"], in: directory.url)
        #expect((files.status, files.stderr) == (0, ""))
        #expect(try String(contentsOf: directory.file("Files.yaml"), encoding: .utf8)
            == Self.importedSpec(checkedWith: "Files.yaml --storyboards App/Base.lproj/Main.storyboard"))
    }

    /// A segue identifier with a space after it (Interface Builder keeps
    /// one typed there): import warns at the segue, on standard error with
    /// `--quiet` too, and writes the identifier as it is; the code generated
    /// from the spec performs it as it is, with a warning of its own.
    @Test func importWarnsOfAnIdentifierWithWhiteSpaceAtItsEndsAndKeepsIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            Self.storyboard.replacingOccurrences(of: "identifier=\"showDetail\"", with: "identifier=\"showDetail \""), to: "App/Main.storyboard")
        let run = ToolRun.run(["import", "App", "-o", "Navigation.yaml", "--quiet"], in: directory.url)
        #expect((run.status, run.stdout) == (0, ""))
        #expect(run.stderr == """
            App/Main.storyboard:8:25: warning: segue identifier "showDetail " ends with a space; UIKit matches identifiers exactly, \
            so performSegue(withIdentifier: "showDetail") will not find it
                                    <segue destination="nav" kind="presentation" identifier="showDetail " id="g1"/>
                                    ^

            """)
        let spec = try String(contentsOf: directory.file("Navigation.yaml"), encoding: .utf8)
        #expect(spec.contains("\n      \"showDetail \":\n        destination: DetailViewController\n"), "\(spec)")
        let generate = ToolRun.run(["Navigation.yaml", "-o", "Generated", "--quiet"], in: directory.url)
        #expect(generate.status == 0)
        #expect(generate.stderr == """
            Navigation.yaml:15:7: warning: segue identifier "showDetail " ends with a space; UIKit matches identifiers exactly, \
            so the generated code performs it with the white space, and performSegue(withIdentifier: "showDetail") will not find it
                  "showDetail ":
                  ^

            """)
        let generated = try String(contentsOf: directory.file("Generated/ListViewController+Segues.swift"), encoding: .utf8)
        #expect(generated.contains("        case showDetail = \"showDetail \"\n"), "\(generated)")
        // Generated from the storyboard itself, the segue gets generation's warning once, at the segue (found by a newcomer).
        let live = ToolRun.run(["App", "-o", "Live", "--quiet"], in: directory.url)
        #expect(live.status == 0)
        #expect(live.stderr == """
            App/Main.storyboard:8:25: warning: segue identifier "showDetail " ends with a space; UIKit matches identifiers exactly, \
            so the generated code performs it with the white space, and performSegue(withIdentifier: "showDetail") will not find it
                                    <segue destination="nav" kind="presentation" identifier="showDetail " id="g1"/>
                                    ^

            """)
    }

    /// The header's lint command is one to run: in a shell, from the spec's
    /// directory, it lints the spec against the storyboards, though their
    /// paths hold a space and a quote.
    @Test func importsHeaderGivesALintCommandThatRunsFromTheSpecsDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.storyboard, to: "Bob's App/Base.lproj/Main.storyboard")
        let imported = try EndToEndTests.seguegen(["import", "Bob's App", "-o", "Specs/Nav v2.yaml", "--quiet"], in: directory.url)
        #expect((imported.status, imported.stdout, imported.stderr) == (0, "", ""))
        let header = try #require(try String(contentsOf: directory.file("Specs/Nav v2.yaml"), encoding: .utf8).split(separator: "\n").dropFirst().first)
        let prefix = "# Check it, from this file's directory, with: "
        #expect(header == prefix + #"seguegen lint 'Nav v2.yaml' --storyboards '../Bob'\''s App'"#)
        let command = try #require(header.hasPrefix(prefix) ? String(header.dropFirst(prefix.count)) : nil)

        // Exactly that command, with the built seguegen first on the PATH.
        let path = try Executable.seguegen().deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let lint = try EndToEndTests.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: directory.file("Specs"), environment: ["PATH": path])
        #expect(lint.stderr == "")
        #expect(lint.stdout == "Nav v2.yaml: 2 segues and 2 scenes created from the storyboard checked against 1 storyboard\n")
        #expect(lint.status == 0)
    }

    /// A spec written into a directory reached through a symbolic link is
    /// linted from where it is: `..` from there goes where the file system
    /// takes it, not back through the link. So does `..` after the link in
    /// the storyboard path and in `-o`: the spec lands beside the link's
    /// target, not beside the link, and its header's command runs there.
    @Test(arguments: [
        ("App", "Link/Navigation.yaml", "Real/Specs"),
        ("Link/../../App", "Link/../Other/Navigation.yaml", "Real/Other"),
    ])
    func importsHeaderGoesUpFromWhereTheSpecIs(_ storyboards: String, _ output: String, _ specDirectory: String) throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: directory.file("Real/Specs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.file("Link").path, withDestinationPath: "Real/Specs")
        let imported = try EndToEndTests.seguegen(["import", storyboards, "-o", output, "--quiet"], in: directory.url)
        #expect((imported.status, imported.stderr) == (0, ""))
        #expect(!FileManager.default.fileExists(atPath: directory.file("Other").path))
        #expect(try String(contentsOf: directory.file(specDirectory + "/Navigation.yaml"), encoding: .utf8)
            == Self.importedSpec(checkedWith: "Navigation.yaml --storyboards ../../App"))
        let lint = try EndToEndTests.seguegen(["lint", "Navigation.yaml", "--storyboards", "../../App"], in: directory.file(specDirectory))
        #expect((lint.status, lint.stderr) == (0, ""))
    }

    /// `-o` through a symbolic link writes the file it points to, and the
    /// header's command names that file, from its own directory.
    @Test func importsHeaderNamesTheFileALinkPointsTo() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write("", to: "Specs/Navigation.yaml")
        try directory.write("", to: "Work/.keep")
        try FileManager.default.createSymbolicLink(atPath: directory.file("Work/link.yaml").path, withDestinationPath: "../Specs/Navigation.yaml")
        let imported = try EndToEndTests.seguegen(["import", "../App", "-o", "link.yaml", "--quiet"], in: directory.file("Work"))
        #expect((imported.status, imported.stderr) == (0, ""))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("Work/link.yaml").path) == "../Specs/Navigation.yaml")
        #expect(try String(contentsOf: directory.file("Specs/Navigation.yaml"), encoding: .utf8)
            == Self.importedSpec(checkedWith: "Navigation.yaml --storyboards ../App"))
    }

    /// The header names no absolute path and not the directory import ran
    /// in: the same storyboards give the same spec wherever they are, given
    /// by relative or absolute paths.
    @Test func importsHeaderIsTheSameWhereverTheProjectIs() throws {
        var specs: [String] = []
        var printed: [String] = []
        for _ in 0..<2 {
            let directory = try Self.app()
            defer { directory.remove() }
            for (index, arguments) in [["App", "-o", "Specs/Navigation.yaml"], [directory.file("App").path, "-o", directory.file("Specs/Other/Navigation.yaml").path]].enumerated() {
                let run = ToolRun.run(["import"] + arguments + ["-q"], in: directory.url)
                #expect((run.status, run.stderr) == (0, ""))
                specs.append(try String(contentsOf: directory.file(index == 0 ? "Specs/Navigation.yaml" : "Specs/Other/Navigation.yaml"), encoding: .utf8))
            }
            printed.append(ToolRun.run(["import", directory.file("App").path, "-q"], in: directory.url).stdout)
            printed.append(ToolRun.run(["import", "./App/", "-q"], in: directory.url.appendingPathComponent("App/..")).stdout)
        }
        #expect(specs == [
            Self.importedSpec(checkedWith: "Navigation.yaml --storyboards ../App"), Self.importedSpec(checkedWith: "Navigation.yaml --storyboards ../../App"),
            Self.importedSpec(checkedWith: "Navigation.yaml --storyboards ../App"), Self.importedSpec(checkedWith: "Navigation.yaml --storyboards ../../App"),
        ])
        #expect(printed == Array(repeating: Self.importedSpec(checkedWith: "<this spec> --storyboards App", fromFileDirectory: false), count: 4))
    }

    /// Paths are written so that a shell reads them back: quoted when they
    /// need it, `./` before one that would read as an option, `.` for the
    /// spec's own directory; a path that cannot be written on a comment
    /// line (a line break) leaves the placeholder.
    @Test func importsHeaderQuotesPathsForTheShell() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for folder in ["-App", "$(rm x)", "App\nBreak"] {
            try directory.write(Self.storyboard, to: "\(folder)/Main.storyboard")
        }
        let cases: [(arguments: [String], spec: String, check: String)] = [
            (["./-App", "-o", "Nav.yaml"], "Nav.yaml", "Nav.yaml --storyboards ./-App"),
            (["-o", "./-App/Nav.yaml", "./-App"], "-App/Nav.yaml", "Nav.yaml --storyboards ."),
            (["$(rm x)", "-o", "./-Nav.yaml"], "-Nav.yaml", "./-Nav.yaml --storyboards '$(rm x)'"),
            (["App\nBreak", "-o", "Broken.yaml"], "Broken.yaml", "Broken.yaml --storyboards <the storyboards>"),
        ]
        for (arguments, spec, check) in cases {
            let run = ToolRun.run(["import"] + arguments + ["-q"], in: directory.url)
            #expect((run.status, run.stderr) == (0, ""), "\(arguments)")
            #expect(try String(contentsOf: directory.file(spec), encoding: .utf8) == Self.importedSpec(checkedWith: check), "\(arguments)")
        }
    }

    @Test func importVerboseListsEveryScene() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        let run = ToolRun.run(["import", "App", "--verbose", "-o", "Navigation.yaml"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("""
            storyboard: App/Base.lproj/Main.storyboard
            runtime: iOS.CocoaTouch, read as UIKit (ios)
            initial scene: line 6
            scenes: 3
              6: <tableViewController> ListViewController (module App, the target's) -> created: ListViewController from 'Main' as its initial scene
              16: <navigationController>
              25: <viewController> DetailViewController (module App, the target's), Storyboard ID "Detail" -> created: DetailViewController from 'Main' by Storyboard ID "Detail"
            segues: 4 (imported 2, repeated 0, skipped 2)
              8: presentation "showDetail" from ListViewController -> imported: ListViewController "showDetail" shows DetailViewController in a UINavigationController
              9: show without identifier from ListViewController -> skipped: no identifier (cannot be performed from code)
              18: relationship without identifier from <navigationController> -> skipped: relationship (containment, not navigation): 'rootViewController'
              27: unwind "close" from DetailViewController -> imported: DetailViewController "close" unwinds (action unwindToList:)
            skipped by reason:
              no identifier (cannot be performed from code): 1
              relationship (containment, not navigation): 1
            not segues: none

            """))
    }

    @Test func importWritesNothingWhenAStoryboardCannotBeRead() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n", to: "App/Broken.storyboard")
        let run = ToolRun.run(["import", "App", "Missing.storyboard", "-o", "Navigation.yaml"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            seguegen: error: no such file or directory: 'Missing.storyboard'
            App/Broken.storyboard:2:9: error: cannot read the storyboard: the file ends before the XML is complete (an element is not closed)
            <scenes>
                    ^

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Navigation.yaml").path))
    }

    /// A storyboard merged with a conflict in it is that error, at its first
    /// marker, for import and lint alike; the XML parser's words (a name is
    /// expected, '<' in text is written '&lt;') did not fit.
    @Test func aStoryboardWithAMergeConflictSaysSo() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        let conflicted = Self.storyboard.replacingOccurrences(
            of: "                        <segue destination=\"nav\" kind=\"presentation\" identifier=\"showDetail\" id=\"g1\"/>\n",
            with: "<<<<<<< HEAD\n                        <segue destination=\"nav\" kind=\"presentation\" identifier=\"showDetail\" id=\"g1\"/>\n"
                + "=======\n                        <segue destination=\"nav\" kind=\"presentation\" identifier=\"showItem\" id=\"g1\"/>\n"
                + ">>>>>>> rename-segue\n")
        try directory.write(conflicted, to: "App/Base.lproj/Main.storyboard")
        let expected = """
            App/Base.lproj/Main.storyboard:8:1: error: unresolved merge conflict: resolve it (the lines between '<<<<<<<' and '>>>>>>>') before running seguegen
            <<<<<<< HEAD
            ^

            """
        let imported = ToolRun.run(["import", "App"], in: directory.url)
        #expect((imported.status, imported.stdout, imported.stderr) == (1, "", expected))
        let linted = ToolRun.run(["lint", "Navigation.yaml", "--storyboards", "App"], in: directory.url)
        #expect((linted.status, linted.stdout, linted.stderr) == (1, "", expected))
    }

    @Test func importWithNothingToWriteFailsAndSaysWhy() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The app's storyboard without its classes: no scene has one to extend.
        let plain = Self.storyboard.replacingOccurrences(of: #" customClass="[A-Za-z]+""#, with: "", options: .regularExpression)
        try directory.write(plain, to: "App/Base.lproj/Main.storyboard")
        let run = ToolRun.run(["import", "App", "-o", "Navigation.yaml"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            Imported no scenes and no segues from 1 storyboard.
            Skipped 4 segues:
              no identifier (cannot be performed from code): 1
                App/Base.lproj/Main.storyboard:9: show without identifier from <tableViewController>
              relationship (containment, not navigation): 1
              source scene without a custom class: 2
                App/Base.lproj/Main.storyboard:8: presentation "showDetail" from <tableViewController>
                App/Base.lproj/Main.storyboard:27: unwind "close" from <viewController>
            Not created from their storyboard: 2 scenes with a Storyboard ID or initial:
              scene without a custom class: 2
                App/Base.lproj/Main.storyboard:6: <tableViewController> (initial scene)
                App/Base.lproj/Main.storyboard:25: <viewController> (Storyboard ID "Detail")
            seguegen: error: nothing to import: no segue or scene of this storyboard can be written to a spec (the reasons are above)

            """)
        #expect(!FileManager.default.fileExists(atPath: directory.file("Navigation.yaml").path))
        let quiet = ToolRun.run(["import", "App", "--quiet"], in: directory.url)
        #expect((quiet.status, quiet.stdout) == (1, ""))
        #expect(quiet.stderr == "seguegen: error: nothing to import: no segue or scene of this storyboard can be written to a spec; run without --quiet to see why\n")
    }

    /// A storyboard with neither a segue nor a scene that could be created
    /// has nothing to skip, so the error says what it lacks instead of
    /// pointing at reasons the summary does not give.
    @Test func aStoryboardWithNothingToImportSaysWhatItLacks() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let storyboard = Self.storyboard.replacingOccurrences(of: #"<segue [^>]*/>"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #" storyboardIdentifier="[A-Za-z]+""#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #" initialViewController="[A-Za-z0-9-]+""#, with: "", options: .regularExpression)
        try directory.write(storyboard, to: "Main.storyboard")
        let message = "seguegen: error: nothing to import: this storyboard has no segue, and no scene of a custom class "
            + "with a Storyboard ID or as initial scene\n"
        let run = ToolRun.run(["import", "Main.storyboard"], in: directory.url)
        #expect((run.status, run.stdout) == (1, ""))
        #expect(run.stderr == "Imported no scenes and no segues from 1 storyboard.\n" + message, "\(run.stderr)")
        let quiet = ToolRun.run(["import", "Main.storyboard", "--quiet"], in: directory.url)
        #expect((quiet.status, quiet.stdout, quiet.stderr) == (1, "", message))
    }

    @Test func importRefusesOptionsThatContradictOrDoNothing() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        let both = ToolRun.run(["import", "App", "-o", "Navigation.yaml", "--verbose", "--quiet"], in: directory.url)
        let force = ToolRun.run(["import", "App", "--force"], in: directory.url)
        #expect((both.status, both.stdout, force.status, force.stdout) == (64, "", 64, ""))
        #expect(both.stderr.hasPrefix("seguegen: error: --verbose and --quiet contradict each other; pass one of them\nUsage: seguegen import "))
        #expect(force.stderr.hasPrefix("seguegen: error: --force replaces the -o file; without -o the spec goes to standard output\nUsage: seguegen import "))
        #expect(!FileManager.default.fileExists(atPath: directory.file("Navigation.yaml").path))
    }

    @Test func anEmptyPathIsAnErrorNotTheWorkingDirectory() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        let runs = [
            ["import", "", "-o", "Imported.yaml"], ["import", "App", ""], ["lint", "Navigation.yaml", "--storyboards", ""],
            ["graph", "Navigation.yaml", "--storyboards", "App", ""], ["lint", "", "--storyboards", "App"], ["graph", ""],
        ].map { ToolRun.run($0, in: directory.url) }
        #expect(runs.map(\.status) == [64, 64, 64, 64, 64, 64])
        #expect(runs.map(\.stdout) == ["", "", "", "", "", ""])
        for (run, command) in zip(runs, ["import", "import", "lint", "graph"]) {
            #expect(run.stderr.hasPrefix("seguegen: error: a storyboard path is empty\nUsage: seguegen \(command) "))
        }
        #expect(runs[4].stderr.hasPrefix("seguegen: error: the spec file name is empty\nUsage: seguegen lint "))
        #expect(runs[5].stderr.hasPrefix("seguegen: error: the spec file name is empty\nUsage: seguegen graph "))
        #expect(!FileManager.default.fileExists(atPath: directory.file("Imported.yaml").path))
    }

    @Test func anOutputThatCannotBeWrittenIsAnError() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        for command in [["import", "App"], ["graph", "Navigation.yaml"]] {
            let run = ToolRun.run(command + ["-o", "Navigation.yaml/out.txt"], in: directory.url)
            #expect(run.status == 1)
            #expect(run.stderr.hasSuffix("seguegen: error: cannot write 'Navigation.yaml/out.txt': 'Navigation.yaml' is a file, not a directory\n"), "\(run.stderr)")
            let deeper = ToolRun.run(command + ["-o", "Navigation.yaml/more/out.txt"], in: directory.url)
            #expect(deeper.stderr.hasSuffix("seguegen: error: cannot write 'Navigation.yaml/more/out.txt': 'Navigation.yaml' is a file, not a directory\n"), "\(deeper.stderr)")
            let directoryOutput = ToolRun.run(command + ["-o", "App/Base.lproj"], in: directory.url)
            #expect((directoryOutput.status, directoryOutput.stdout) == (1, ""))
            #expect(directoryOutput.stderr.hasSuffix("seguegen: error: cannot write 'App/Base.lproj': it is a directory\n"), "\(directoryOutput.stderr)")
        }
    }

    /// A device, named pipe or socket at the `-o` path is refused, `--force`
    /// or not: the atomic rename would replace it with a file (a newcomer's
    /// `import -o /dev/null`, run as root, replaced the machine's
    /// `/dev/null`), and reading it to look for a header could wait for
    /// ever. A link to one is followed to it, and stays.
    @Test func anOutputThatIsNotARegularFileIsRefused() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        #expect(mkfifo(directory.file("pipe").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: directory.file("link").path, withDestinationPath: "pipe")
        for command in [["import", "App"], ["graph", "Navigation.yaml"]] {
            for (output, extra) in [("pipe", []), ("pipe", ["--force"]), ("link", [])] {
                let run = ToolRun.run(command + ["-o", output] + extra, in: directory.url)
                #expect((run.status, run.stdout) == (1, ""), "\(command) \(output)")
                #expect(run.stderr == "seguegen: error: cannot write '\(output)': it is a named pipe, not a regular file; "
                    + "without -o, the output goes to standard output\n", "\(run.stderr)")
            }
        }
        var status = stat()
        #expect(stat(directory.file("pipe").path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe stays")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("link").path) == "pipe")
    }

    /// Generation creates its output directory; `import -o` and `graph -o` create the file's folders alike.
    @Test func outputFoldersAreCreated() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        let imported = ToolRun.run(["import", "App", "-o", "New/Specs/Navigation.yaml", "--quiet"], in: directory.url)
        #expect((imported.status, imported.stdout, imported.stderr) == (0, "", ""))
        #expect(try String(contentsOf: directory.file("New/Specs/Navigation.yaml"), encoding: .utf8)
            == Self.importedSpec(checkedWith: "Navigation.yaml --storyboards ../../App"))
        let graph = ToolRun.run(["graph", "New/Specs/Navigation.yaml", "-o", "Docs/graph.dot"], in: directory.url)
        #expect((graph.status, graph.stdout, graph.stderr) == (0, "", ""))
        #expect(try String(contentsOf: directory.file("Docs/graph.dot"), encoding: .utf8).hasPrefix(Self.dotHeader + "digraph Navigation {\n"))
    }

    /// An output that is one of the inputs, by any spelling or through a
    /// symbolic link, is refused and the input is left alone.
    @Test(arguments: [
        (["import", "App/Base.lproj/Main.storyboard", "-o", "App/Base.lproj/Main.storyboard"], "App/Base.lproj/Main.storyboard", ""),
        (["import", "App", "-o", "App/Base.lproj/../Base.lproj/Main.storyboard", "--force"], "App/Base.lproj/Main.storyboard", " ('App/Base.lproj/Main.storyboard')"),
        (["graph", "Navigation.yaml", "-o", "Navigation.yaml"], "Navigation.yaml", ""),
        (["graph", "Navigation.yaml", "-o", "./Link.yaml"], "Navigation.yaml", " ('Navigation.yaml')"),
        (["graph", "Navigation.yaml", "--storyboards", "App", "-o", "App/Base.lproj/Main.storyboard"], "App/Base.lproj/Main.storyboard", ""),
    ])
    func anOutputThatIsAnInputIsRefused(_ arguments: [String], _ input: String, _ named: String) throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        try FileManager.default.createSymbolicLink(atPath: directory.file("Link.yaml").path, withDestinationPath: "Navigation.yaml")
        let before = try DirectorySnapshot(of: directory.url)
        let output = try #require(arguments.last { $0 != "--force" })
        let run = ToolRun.run(arguments, in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasSuffix("seguegen: error: refusing to write '\(output)': it is one of the inputs\(named); pass another output path\n"), "\(run.stderr)")
        #expect(try DirectorySnapshot(of: directory.url) == before, "\(input) is left alone")
    }

    /// The workflow after a storyboard changed: importing over the spec an
    /// earlier import wrote (to `-o` or to standard output), unedited,
    /// replaces it without `--force`; so does importing over an empty file.
    @Test func importReplacesItsUneditedSpecWhenTheStoryboardsChange() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Self.storyboard.replacingOccurrences(of: "showDetail", with: "showOld"), to: "App/Base.lproj/Main.storyboard")
        let first = ToolRun.run(["import", "App", "-o", "Navigation.yaml", "--quiet"], in: directory.url)
        #expect((first.status, first.stderr) == (0, ""))
        let earlier = try String(contentsOf: directory.file("Navigation.yaml"), encoding: .utf8)
        #expect(earlier.contains("\n      showOld:\n"))
        #expect(earlier.contains("\n# Replaced by the next import unless edited (digest ") && !earlier.contains("c8a80f0a0b768a84"))
        try directory.write(earlier, to: "Redirected.yaml")
        try directory.write("", to: "Empty.yaml")

        try directory.write(Self.storyboard, to: "App/Base.lproj/Main.storyboard")
        for output in ["Navigation.yaml", "Redirected.yaml", "Empty.yaml"] {
            let again = ToolRun.run(["import", "App", "-o", output, "--quiet"], in: directory.url)
            #expect((again.status, again.stdout, again.stderr) == (0, "", ""), "\(output)")
            #expect(try String(contentsOf: directory.file(output), encoding: .utf8) == Self.importedSpec(checkedWith: "\(output) --storyboards App"), "\(output)")
        }
    }

    /// What a refusal to replace the spec says after `refusing to replace 'Navigation.yaml': `.
    static let notImported = "it does not start with '# Imported by seguegen from', so seguegen did not write it; "
        + "pass '--force' to replace it, or another output path"
    static let edited = "it was edited since seguegen wrote it (its digest line no longer matches); "
        + "pass '--force' to replace it and lose the edits, or write to another file (-o) and merge the two by hand"
    static let withoutDigest = "it has no digest line ('# Replaced by the next import unless edited (digest ...'), "
        + "so seguegen cannot tell whether it was edited (an older seguegen wrote it, or the line was removed); "
        + "pass '--force' to replace it and lose any edits, or write to another file (-o) and merge the two by hand"

    /// `import -o` keeps, byte for byte, a spec edited since import (in its
    /// header too), one from an import that wrote no digest, and a file it
    /// did not write; `--force` replaces them.
    @Test(arguments: [
        // A scene added by hand at the end, where a re-import used to drop it.
        (spec + "  SettingsViewController:\n    segues:\n      showAbout: AboutViewController   # added by hand\n", edited),
        (spec.replacingOccurrences(of: "      showDetail:\n", with: "      showDetail:\n        name: openDetail\n"), edited),
        (spec.replacingOccurrences(of: "platform: ios\n", with: "# Reviewed by hand.\nplatform: ios\n"), edited),
        (spec.replacingOccurrences(of: "# Check it, from", with: "# Check it in CI, from"), edited),
        (spec.replacingOccurrences(of: "c8a80f0a0b768a84", with: "c8a80f0a0b768a85"), edited),
        (spec.replacingOccurrences(of: "\n", with: "\r\n"), edited),
        (spec.replacingOccurrences(of: "# Replaced by the next import unless edited (digest c8a80f0a0b768a84 of the other lines).\n", with: ""), withoutDigest),
        ("# Our navigation, edited by hand.\n" + spec, notImported),
        ("platform: ios\nscenes:\n  XViewController:\n    segues:\n      go: YViewController\n", notImported),
    ])
    func importKeepsWhatItDidNotWriteOrWasEditedUnlessForced(_ contents: String, _ reason: String) throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(contents, to: "Navigation.yaml")
        let refused = ToolRun.run(["import", "App", "-o", "Navigation.yaml"], in: directory.url)
        #expect((refused.status, refused.stdout) == (1, ""))
        #expect(refused.stderr == "seguegen: error: refusing to replace 'Navigation.yaml': \(reason)\n")
        #expect(try Data(contentsOf: directory.file("Navigation.yaml")) == Data(contents.utf8))

        let forced = ToolRun.run(["import", "App", "-o", "Navigation.yaml", "--force", "--quiet"], in: directory.url)
        #expect((forced.status, forced.stdout, forced.stderr) == (0, "", ""))
        #expect(try String(contentsOf: directory.file("Navigation.yaml"), encoding: .utf8) == Self.spec)
    }

    @Test(arguments: [
        (["import"], "missing storyboards; pass storyboard files or directories"),
        (["import", "App", "-o", ""], "the output file name is empty"),
        (["lint", "--storyboards", "App"], "missing spec file"),
        (["graph"], "missing spec file"),
        (["graph", "Navigation.yaml", "--format", "png"], "unknown format 'png'; expected one of dot, mermaid, svg"),
        (["graph", "Navigation.yaml", "--force"], "--force replaces the -o file; without -o the graph goes to standard output"),
        (["graph", "--storyboards", "App", "Navigation.yaml"], "missing spec file"),
        (["graph", "Navigation.yaml", "./Navigation.yaml"], "spec './Navigation.yaml' is given twice, as 'Navigation.yaml' before"),
        (["lint", "Navigation.yaml", "Navigation.yaml", "--storyboards", "App"], "spec 'Navigation.yaml' is given twice"),
        (["lint", "--storyboards", "App", "Navigation.yaml"], "missing spec file"),
        (["import", "App", "--verbos"], "unknown option '--verbos'; did you mean '--verbose'?"),
        (["graph", "Navigation.yaml", "--storybaords", "App"], "unknown option '--storybaords'; did you mean '--storyboards'?"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let directory = try Self.app()
        defer { directory.remove() }
        let run = ToolRun.run(arguments, in: directory.url)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("seguegen: error: \(message)\nUsage: seguegen \(arguments[0]) "), "\(run.stderr)")
    }

    // MARK: lint

    /// The specs of one directory are linted as one (their scenes may
    /// inherit from each other's): every spec's segues are checked.
    @Test func lintChecksSeveralSpecsAsOne() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        let (detail, list) = (Self.spec.components(separatedBy: "  ListViewController:\n")[0], Self.spec.components(separatedBy: "  ListViewController:\n")[1])
        try directory.write(detail, to: "Detail.yaml")
        try directory.write("storyboard: Main\nscenes:\n  ListViewController:\n" + list, to: "List.yaml")
        let run = ToolRun.run(["lint", "Detail.yaml", "List.yaml", "--storyboards", "App"], in: directory.url)
        #expect((run.status, run.stderr) == (0, ""))
        #expect(run.stdout == "Detail.yaml, List.yaml: 2 segues and 2 scenes created from the storyboard checked against 1 storyboard\n")

        let missing = ToolRun.run(["lint", "Detail.yaml", "Missing.yaml", "--storyboards", "App"], in: directory.url)
        #expect((missing.status, missing.stdout) == (1, ""))
        #expect(missing.stderr == "seguegen: error: cannot read spec 'Missing.yaml': No such file or directory\n")

        // A missing storyboard and another spec's error are reported with the
        // missing spec, not after it is fixed.
        try directory.write("scenes:\n  Bad:\n    segeus: {}\n", to: "Bad.yaml")
        let all = ToolRun.run(["lint", "Missing.yaml", "Bad.yaml", "--storyboards", "Nowhere"], in: directory.url)
        #expect((all.status, all.stdout) == (1, ""))
        #expect(all.stderr == """
            seguegen: error: cannot read spec 'Missing.yaml': No such file or directory
            seguegen: error: no such file or directory: 'Nowhere'
            Bad.yaml:3:5: error: unknown key 'segeus' in scene 'Bad'; did you mean 'segues'?
                segeus: {}
                ^

            """)
    }

    /// Without `--storyboards`, the specs' folders are searched: here the spec sits at the
    /// project's root, above `App/`, and a spec in `App/` finds the same storyboard.
    @Test func lintFindsTheStoryboardsInTheSpecsFolders() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        let root = ToolRun.run(["lint", "Navigation.yaml"], in: directory.url)
        #expect((root.status, root.stderr) == (0, ""))
        #expect(root.stdout == "Navigation.yaml: 2 segues and 2 scenes created from the storyboard checked against 1 storyboard\n")
        try directory.write(Self.spec, to: "App/Navigation.yaml")
        let nested = ToolRun.run(["lint", "App/Navigation.yaml"], in: directory.url)
        #expect((nested.status, nested.stderr) == (0, ""))
        #expect(nested.stdout == "App/Navigation.yaml: 2 segues and 2 scenes created from the storyboard checked against 1 storyboard\n")
    }

    /// With a `seguegen.yml` whose entry generates the spec, its storyboards are the ones:
    /// here the spec is in `Specs/`, away from `App/`.
    @Test func lintTakesTheStoryboardsOfTheConfigEntryOfTheSpec() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Specs/Navigation.yaml")
        let alone = ToolRun.run(["lint", "Specs/Navigation.yaml"], in: directory.url)
        #expect(alone.status == 1)
        #expect(alone.stderr.hasPrefix("seguegen: warning: no .storyboard file in directory 'Specs'\n"), "\(alone.stderr)")
        try directory.write("generate:\n  - specs: Specs/Navigation.yaml\n    output: Generated\n    lint:\n      storyboards: App\n", to: "seguegen.yml")
        let configured = ToolRun.run(["lint", "Specs/Navigation.yaml"], in: directory.url)
        #expect((configured.status, configured.stderr) == (0, ""))
        #expect(configured.stdout == "Specs/Navigation.yaml: 2 segues and 2 scenes created from the storyboard checked against 1 storyboard\n")
    }

    @Test func lintIsCleanOnTheImportedSpecAndFailsOnDrift() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        let clean = ToolRun.run(["lint", "Navigation.yaml", "--storyboards", "App"], in: directory.url)
        #expect((clean.status, clean.stderr) == (0, ""))
        #expect(clean.stdout == "Navigation.yaml: 2 segues and 2 scenes created from the storyboard checked against 1 storyboard\n")

        // The segue the spec lacks is named as what the missing one may have been renamed to, in a note to the error.
        try directory.write(Self.spec.replacingOccurrences(of: "showDetail:", with: "showDetails:"), to: "Drifted.yaml")
        let drifted = ToolRun.run(["lint", "Drifted.yaml", "--storyboards", "App/Base.lproj/Main.storyboard"], in: directory.url)
        #expect(drifted.status == 1)
        #expect(drifted.stdout == "")
        #expect(drifted.stderr == """
            App/Base.lproj/Main.storyboard:8:25: warning: segue "showDetail" of 'ListViewController' (to 'DetailViewController' in a UINavigationController) is not in the spec
                                    <segue destination="nav" kind="presentation" identifier="showDetail" id="g1"/>
                                    ^
            Drifted.yaml:12:3: note: 'ListViewController' is here in the spec
              ListViewController:
              ^
            Drifted.yaml:15:7: error: 'ListViewController' has no segue "showDetails" in the storyboards (performing it would crash the app); did you mean "showDetail"?
                  showDetails:
                  ^
            App/Base.lproj/Main.storyboard:6:17: note: a scene of class 'ListViewController' is here
                            <tableViewController id="list" customClass="ListViewController" customModule="App" customModuleProvider=…
                            ^
            App/Base.lproj/Main.storyboard:9:25: note: this segue to DetailViewController has no identifier; set it to "showDetails" in Interface Builder if it is the one
                                    <segue destination="nav" kind="show" id="g2"/>
                                    ^
            App/Base.lproj/Main.storyboard:8:25: note: was it renamed? the storyboard has segue "showDetail" of 'ListViewController' (to 'DetailViewController' in a UINavigationController), which the spec lacks
                                    <segue destination="nav" kind="presentation" identifier="showDetail" id="g1"/>
                                    ^

            """)
    }

    @Test func lintWarningsPassUnlessWarningsAreErrors() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        let partial = Self.spec.replacingOccurrences(
            of: "  ListViewController:\n    initial: true\n    segues:\n      showDetail:\n        destination: DetailViewController\n        container: UINavigationController\n", with: "")
        try directory.write(partial, to: "Partial.yaml")
        let run = ToolRun.run(["lint", "Partial.yaml", "--storyboards", "App"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == "Partial.yaml: 1 segue and 1 scene created from the storyboard checked against 1 storyboard (1 warning)\n")
        #expect(run.stderr.hasPrefix("App/Base.lproj/Main.storyboard:6:17: warning: scene 'ListViewController' has segues that the spec does not list (\"showDetail\")"))
        let strict = ToolRun.run(["lint", "Partial.yaml", "--storyboards", "App", "--warnings-as-errors"], in: directory.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix(
            "App/Base.lproj/Main.storyboard:6:17: error: scene 'ListViewController' has segues that the spec does not list (\"showDetail\"), "
                + "and the spec has no scene 'ListViewController' [--warnings-as-errors]\n"),
            "\(strict.stderr)")
    }

    @Test func lintTakesSeveralStoryboardPathsAndReportsSpecErrorsFirst() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write("scenes:\n  ListViewController:\n    segues:\n      showDetail: Detail View\n", to: "Bad.yaml")
        let run = ToolRun.run(["lint", "Bad.yaml", "--storyboards", "App/Base.lproj/Main.storyboard", "App"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Bad.yaml:4:25: error: 'Detail View' is not a valid Swift type name for a destination"))
    }

    /// A macOS spec against UIKit storyboards: one error saying so, not one
    /// per scene; the summary counts only storyboards of the spec's framework.
    @Test func lintSaysWhenNoStoryboardIsOfTheSpecsFramework() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write("platform: macos\nscenes:\n  ListViewController:\n    segues:\n      showDetail: DetailViewController\n", to: "Mac.yaml")
        try directory.write(Self.storyboard, to: "App/Other.storyboard")
        let run = ToolRun.run(["lint", "Mac.yaml", "--storyboards", "App"], in: directory.url)
        #expect((run.status, run.stdout) == (1, ""))
        #expect(run.stderr == """
            Mac.yaml:1:11: error: none of the 2 storyboards given is an AppKit storyboard, but the spec's platform 'macos' uses AppKit; give the spec's AppKit storyboards (UIKit storyboards go with a spec of their own)
            platform: macos
                      ^

            """)
        // An AppKit storyboard among them: checked against that one only.
        try directory.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <scenes>
                    <scene sceneID="m1">
                        <objects>
                            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="detail" kind="show" identifier="showDetail" id="m2"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="m3">
                        <objects>
                            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """, to: "Mac/Main.storyboard")
        let mixed = ToolRun.run(["lint", "Mac.yaml", "--storyboards", "App", "Mac"], in: directory.url)
        #expect((mixed.status, mixed.stderr) == (0, ""))
        #expect(mixed.stdout == "Mac.yaml: 1 segue checked against 1 storyboard\n")
    }

    /// A segue import skips for want of a Swift name is still reported as
    /// missing, with what to do: the spec lists it with a 'name:'.
    @Test func lintSaysHowToListASegueImportSkippedForItsName() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            Self.storyboard.replacingOccurrences(of: "<segue destination=\"nav\" kind=\"show\" id=\"g2\"/>", with: "<segue destination=\"nav\" kind=\"show\" identifier=\"🚀\" id=\"g2\"/>"),
            to: "App/Main.storyboard")
        let imported = ToolRun.run(["import", "App", "-o", "Navigation.yaml", "--quiet"], in: directory.url)
        #expect((imported.status, imported.stderr) == (0, ""))
        let run = ToolRun.run(["lint", "Navigation.yaml", "--storyboards", "App"], in: directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == """
            App/Main.storyboard:9:25: warning: segue "🚀" of 'ListViewController' (to 'DetailViewController' in a UINavigationController) is not in the spec; import skips it because no Swift name derives from its identifier (it has no letters or digits): list it with a 'name:'
                                    <segue destination="nav" kind="show" identifier="🚀" id="g2"/>
                                    ^
            Navigation.yaml:12:3: note: 'ListViewController' is here in the spec
              ListViewController:
              ^

            """)
        #expect(run.stdout == "Navigation.yaml: 2 segues and 2 scenes created from the storyboard checked against 1 storyboard (1 warning)\n")
    }

    // MARK: graph

    /// The first line of every DOT graph.
    static let dotHeader = "// Drawn by seguegen graph; edit the specs, not this file: graph -o replaces it.\n"

    @Test func graphWritesDotByDefaultAndMermaidOnRequest() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        let dot = ToolRun.run(["graph", "Navigation.yaml"], in: directory.url)
        #expect((dot.status, dot.stderr) == (0, ""))
        #expect(dot.stdout.hasPrefix(Self.dotHeader + "digraph Navigation {\n"))
        #expect(dot.stdout.contains("    n1 -> x1 [label=\"close\", style=dotted];\n"))
        let mermaid = ToolRun.run(["graph", "Navigation.yaml", "--format", "mermaid", "--storyboards", "App", "-o", "graph.mmd"], in: directory.url)
        #expect((mermaid.status, mermaid.stdout, mermaid.stderr) == (0, "", ""))
        #expect(try String(contentsOf: directory.file("graph.mmd"), encoding: .utf8) == """
            %% Drawn by seguegen graph; edit the specs, not this file: graph -o replaces it.
            flowchart LR
                n1["DetailViewController"]
                s1[/"Main.storyboard"/]
                x1(["exit: unwindToList:"])
                n2["ListViewController"]
                c1[["UINavigationController"]]
                s1 ==>|"Storyboard ID #quot;Detail#quot;"| n1
                n1 -.->|"close"| x1
                s1 ==>|"initial"| n2
                n2 -->|"showDetail"| c1
                c1 -.->|"root"| n1

            """)
    }

    /// The specs of one module draw as one graph, with their inheritance;
    /// a spec that cannot be read fails the command with the others' errors.
    @Test func graphDrawsSeveralSpecsAsOne() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        try directory.write("""
            scenes:
              ListViewController:
                segues:
                  showHelp: HelpViewController
              SearchViewController:
                superclass: ListViewController
                segues:
                  showFilter: FilterViewController

            """, to: "Search.yaml")
        let run = ToolRun.run(["graph", "Navigation.yaml", "Search.yaml", "--format", "mermaid"], in: directory.url)
        #expect((run.status, run.stderr) == (0, ""))
        #expect(run.stdout == """
            %% Drawn by seguegen graph; edit the specs, not this file: graph -o replaces it.
            flowchart LR
                n1["DetailViewController"]
                s1[/"Main.storyboard"/]
                x1(["exit"])
                n2["ListViewController"]
                c1[["UINavigationController"]]
                n3["HelpViewController"]
                n4["SearchViewController"]
                n5["FilterViewController"]
                s1 ==>|"Storyboard ID #quot;Detail#quot;"| n1
                n1 -.->|"close"| x1
                s1 ==>|"initial"| n2
                n2 -->|"showDetail"| c1
                c1 -.->|"root"| n1
                n2 -->|"showHelp"| n3
                n4 -.->|"inherits"| n2
                n4 -->|"showFilter"| n5

            """)
        // In path order, whatever order they are given in.
        let reversed = ToolRun.run(["graph", "Search.yaml", "Navigation.yaml", "--format", "mermaid"], in: directory.url)
        #expect((reversed.status, reversed.stdout) == (0, run.stdout))
        // A superclass in the other spec, as generation allows it.
        try directory.write("scenes:\n  FilteredViewController:\n    superclass: SearchViewController\n    segues:\n      showSort: SortViewController\n", to: "Filtered.yaml")
        let inherited = ToolRun.run(["graph", "Filtered.yaml", "Search.yaml", "--format", "mermaid"], in: directory.url)
        #expect((inherited.status, inherited.stderr) == (0, ""))
        #expect(inherited.stdout.hasPrefix("%% Drawn by seguegen graph; edit the specs, not this file: graph -o replaces it.\nflowchart LR\n    n1[\"FilteredViewController\"]\n    n2[\"SearchViewController\"]\n"), "\(inherited.stdout)")
        #expect(inherited.stdout.contains("    n1 -.->|\"inherits\"| n2\n"), "\(inherited.stdout)")

        let missing = ToolRun.run(["graph", "Navigation.yaml", "Missing.yaml", "Search.yaml"], in: directory.url)
        #expect((missing.status, missing.stdout) == (1, ""))
        #expect(missing.stderr == "seguegen: error: cannot read spec 'Missing.yaml': No such file or directory\n")

        // With a missing spec, the others' errors still show.
        try directory.write("scenes:\n  Bad:\n    segeus: {}\n", to: "Bad.yaml")
        let both = ToolRun.run(["graph", "Bad.yaml", "Missing.yaml"], in: directory.url)
        #expect((both.status, both.stdout) == (1, ""))
        #expect(both.stderr.hasPrefix("seguegen: error: cannot read spec 'Missing.yaml': No such file or directory\nBad.yaml:3:5: error: unknown key 'segeus'"), "\(both.stderr)")
    }

    @Test func svgNeedsGraphvizAndSaysSoWhenItIsMissing() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        try directory.write("", to: "bin/.keep")
        let run = try EndToEndTests.seguegen(["graph", "Navigation.yaml", "--format", "svg"], in: directory.url, environment: ["PATH": directory.file("bin").path])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "seguegen: error: --format svg needs Graphviz, and its 'dot' command is not on the PATH; install Graphviz (apt-get install graphviz, brew install graphviz) or write DOT with --format dot\n")
    }

    @Test func svgRunsGraphvizDotOnTheDOTGraph() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        // A stand-in for Graphviz's dot, in shell builtins only: wraps the input in <svg>, after an XML declaration as dot writes.
        let fakeDot = try directory.write("""
            #!/bin/sh
            [ "$1" = "-Tsvg" ] && [ "$3" = "-o" ] || exit 2
            { echo '<?xml version="1.0" encoding="UTF-8" standalone="no"?>'; echo "<svg>"; while IFS= read -r line; do echo "$line"; done < "$2"; echo "</svg>"; } > "$4"

            """, to: "bin/dot")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeDot.path)
        let run = try EndToEndTests.seguegen(
            ["graph", "Navigation.yaml", "--format", "svg", "-o", "graph.svg"], in: directory.url, environment: ["PATH": directory.file("bin").path])
        #expect((run.status, run.stdout, run.stderr) == (0, "", ""))
        let svg = try String(contentsOf: directory.file("graph.svg"), encoding: .utf8)
        // graph's comment after the XML declaration, which must come first; dot reads the DOT without it.
        #expect(svg.hasPrefix("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!-- Drawn by seguegen graph; edit the specs, not this file: graph -o replaces it. -->
            <svg>
            digraph Navigation {

            """))
        #expect(svg.hasSuffix("}\n</svg>\n"))
        // The drawing is graph's: drawn again, it is left alone while current, and replaced once not.
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: directory.file("graph.svg").path)
        for expected in [longAgo, nil] {
            let again = try EndToEndTests.seguegen(
                ["graph", "Navigation.yaml", "--format", "svg", "-o", "graph.svg"], in: directory.url, environment: ["PATH": directory.file("bin").path])
            #expect((again.status, again.stdout, again.stderr) == (0, "", ""))
            let date = try FileManager.default.attributesOfItem(atPath: directory.file("graph.svg").path)[.modificationDate] as? Date
            #expect(expected == nil ? date != longAgo : date == longAgo)
            #expect(try String(contentsOf: directory.file("graph.svg"), encoding: .utf8) == svg)
            try directory.write(svg + "<!-- edited -->\n", to: "graph.svg")
            try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: directory.file("graph.svg").path)
        }
    }

    /// `graph -o` replaces a drawing of its own, in any format, written to
    /// `-o` or to standard output, and an empty file, without `--force`.
    @Test func graphReplacesItsOwnDrawingInAnyFormat() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        try directory.write("", to: "graph.txt")
        let mermaid = ToolRun.run(["graph", "Navigation.yaml", "--format", "mermaid"], in: directory.url).stdout
        let dot = ToolRun.run(["graph", "Navigation.yaml"], in: directory.url).stdout
        #expect(mermaid.hasPrefix("%% Drawn by seguegen graph; edit the specs, not this file: graph -o replaces it.\nflowchart LR\n"))
        #expect(dot.hasPrefix(Self.dotHeader + "digraph Navigation {\n"))
        try directory.write(mermaid, to: "printed.mmd")
        for (format, output, expected) in [("dot", "graph.txt", dot), ("mermaid", "graph.txt", mermaid), ("dot", "graph.txt", dot), ("dot", "printed.mmd", dot)] {
            let run = ToolRun.run(["graph", "Navigation.yaml", "--format", format, "-o", output], in: directory.url)
            #expect((run.status, run.stdout, run.stderr) == (0, "", ""), "\(format) to \(output)")
            #expect(try String(contentsOf: directory.file(output), encoding: .utf8) == expected, "\(format) to \(output)")
        }
    }

    /// `-o` writes through a symbolic link: the file it points to is
    /// replaced (or created, for a link to nothing yet) and the link stays;
    /// a link to an input is still refused, and a directory is named as one.
    @Test func graphWritesThroughASymbolicLink() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        try directory.write("", to: "Docs/graph.dot")
        let dot = ToolRun.run(["graph", "Navigation.yaml"], in: directory.url).stdout
        for (link, destination) in [("graph.dot", "Docs/graph.dot"), ("later.dot", "Docs/New/later.dot"), ("spec.dot", "Navigation.yaml")] {
            try FileManager.default.createSymbolicLink(atPath: directory.file(link).path, withDestinationPath: destination)
        }
        for (link, destination) in [("graph.dot", "Docs/graph.dot"), ("later.dot", "Docs/New/later.dot")] {
            let run = ToolRun.run(["graph", "Navigation.yaml", "-o", link], in: directory.url)
            #expect((run.status, run.stdout, run.stderr) == (0, "", ""), "\(link)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file(link).path) == destination)
            #expect(try String(contentsOf: directory.file(destination), encoding: .utf8) == dot, "\(link)")
        }
        // A loop of links is no place to write: both stay links.
        try FileManager.default.createSymbolicLink(atPath: directory.file("x.dot").path, withDestinationPath: "y.dot")
        try FileManager.default.createSymbolicLink(atPath: directory.file("y.dot").path, withDestinationPath: "x.dot")
        let loop = ToolRun.run(["graph", "Navigation.yaml", "-o", "x.dot"], in: directory.url)
        #expect((loop.status, loop.stderr) == (1, "seguegen: error: cannot write 'x.dot': it is a symbolic link that leads round in a loop\n"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("y.dot").path) == "x.dot")
        let input = ToolRun.run(["graph", "Navigation.yaml", "-o", "spec.dot"], in: directory.url)
        #expect((input.status, input.stderr) == (1, "seguegen: error: refusing to write 'spec.dot': it is one of the inputs ('Navigation.yaml'); pass another output path\n"))
        let folder = ToolRun.run(["graph", "Navigation.yaml", "--storyboards", "App", "-o", "App"], in: directory.url)
        #expect((folder.status, folder.stderr) == (1, "seguegen: error: cannot write 'App': it is a directory\n"))
        #expect(try String(contentsOf: directory.file("Navigation.yaml"), encoding: .utf8) == Self.spec)
    }

    /// An `-o` through a loop of symbolic links (`A` and `B` link to each
    /// other) names the link that loops, whether the loop is a folder on
    /// the way, the file itself, or before a `..` (which the system does not
    /// resolve beside the loop, so neither does seguegen). One in a folder
    /// that is a link to nothing (`Gen` to `Missing/Gen`, `Chain` to `Gen`)
    /// names the link and where it points, each link on the way, where the
    /// system would say "File exists". Nothing is written.
    @Test(arguments: [
        (["import", "App", "-o"], "A/Navigation.yaml", "'A' is a symbolic link that leads round in a loop"),
        (["import", "App", "-o"], "A", "it is a symbolic link that leads round in a loop"),
        (["import", "App", "-o"], "A/../Navigation.yaml", "'A' is a symbolic link that leads round in a loop"),
        (["import", "App", "--force", "-o"], "Docs/C/x.yaml", "'Docs/C' is a symbolic link that leads round in a loop"),
        (["graph", "Navigation.yaml", "-o"], "A/x.dot", "'A' is a symbolic link that leads round in a loop"),
        (["graph", "Navigation.yaml", "-o"], "A/../x.dot", "'A' is a symbolic link that leads round in a loop"),
        (["import", "App", "-o"], "Gen/Navigation.yaml", "'Gen' is a symbolic link to 'Missing/Gen', which does not exist"),
        (["graph", "Navigation.yaml", "-o"], "Chain/Specs/x.dot", "'Chain' is a symbolic link to 'Gen', a symbolic link to 'Missing/Gen', which does not exist"),
    ])
    func anOutputThroughABrokenSymbolicLinkIsRefused(_ arguments: [String], _ output: String, _ reason: String) throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        try directory.write("", to: "Docs/.keep")
        for (name, destination) in [("A", "B"), ("B", "A"), ("Docs/C", "../A/Specs"), ("Gen", "Missing/Gen"), ("Chain", "Gen")] {
            try FileManager.default.createSymbolicLink(atPath: directory.file(name).path, withDestinationPath: destination)
        }
        let before = try DirectorySnapshot(of: directory.url)
        let run = ToolRun.run(arguments + [output], in: directory.url)
        #expect((run.status, run.stdout) == (1, ""))
        #expect(run.stderr == "seguegen: error: cannot write '\(output)': \(reason)\n")
        #expect(try DirectorySnapshot(of: directory.url) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["A", "App", "B", "Chain", "Docs", "Gen", "Navigation.yaml"])
    }

    /// A link to nothing at the `-o` file itself is written through,
    /// creating the file it points to, as through any link.
    @Test func anOutputThatIsASymbolicLinkToNothingIsWrittenThrough() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        try FileManager.default.createSymbolicLink(atPath: directory.file("Gen").path, withDestinationPath: "Missing/Gen")
        let run = ToolRun.run(["graph", "Navigation.yaml", "-o", "Gen"], in: directory.url)
        #expect((run.status, run.stderr) == (0, ""))
        #expect(try String(contentsOf: directory.file("Missing/Gen"), encoding: .utf8).hasPrefix("// Drawn by seguegen graph;"))
    }

    /// Without `--format`, the `-o` file's extension picks the format, in
    /// any case; another extension gets DOT, and `--format` wins over it.
    @Test func graphTakesTheFormatFromTheOutputsExtension() throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        let dot = ToolRun.run(["graph", "Navigation.yaml"], in: directory.url).stdout
        let mermaid = ToolRun.run(["graph", "Navigation.yaml", "--format", "mermaid"], in: directory.url).stdout
        #expect(dot.hasPrefix(Self.dotHeader + "digraph Navigation {\n"))
        #expect(mermaid.contains("\nflowchart LR\n"))
        let cases: [(arguments: [String], output: String, expected: String)] = [
            ([], "graph.dot", dot), ([], "graph.GV", dot), ([], "graph.mmd", mermaid), ([], "graph.Mermaid", mermaid),
            ([], "graph.txt", dot), ([], "graph", dot), (["--format", "dot"], "forced.mmd", dot),
        ]
        for (arguments, output, expected) in cases {
            let run = ToolRun.run(["graph", "Navigation.yaml", "-o", output] + arguments, in: directory.url)
            #expect((run.status, run.stdout, run.stderr) == (0, "", ""), "\(output)")
            #expect(try String(contentsOf: directory.file(output), encoding: .utf8) == expected, "\(output)")
        }
        // .svg needs Graphviz, and asks for it rather than writing DOT there.
        try directory.write("", to: "bin/.keep")
        let svg = try EndToEndTests.seguegen(["graph", "Navigation.yaml", "-o", "graph.svg"], in: directory.url, environment: ["PATH": directory.file("bin").path])
        #expect(svg.status == 1)
        #expect(svg.stderr.hasPrefix("seguegen: error: --format svg needs Graphviz"), "\(svg.stderr)")
    }

    /// `graph -o` keeps, byte for byte, a file it did not draw: another
    /// spec, a storyboard not given with `--storyboards`, a source file, a
    /// DOT file written by hand; `--force` replaces it.
    @Test(arguments: ["Other.yaml", "App/Base.lproj/Main.storyboard", "Sources/ListViewController.swift", "notes.dot"])
    func graphReplacesOnlyWhatItDrewUnlessForced(_ output: String) throws {
        let directory = try Self.app()
        defer { directory.remove() }
        try directory.write(Self.spec, to: "Navigation.yaml")
        try directory.write("platform: ios\nscenes:\n  XViewController:\n    segues:\n      go: YViewController\n", to: "Other.yaml")
        try directory.write("import UIKit\n\nfinal class ListViewController: UITableViewController {}\n", to: "Sources/ListViewController.swift")
        try directory.write("digraph Notes {\n    a -> b;\n}\n", to: "notes.dot")
        let before = try DirectorySnapshot(of: directory.url)
        let refused = ToolRun.run(["graph", "Navigation.yaml", "-o", output], in: directory.url)
        #expect((refused.status, refused.stdout) == (1, ""))
        #expect(refused.stderr == "seguegen: error: refusing to replace '\(output)': it does not start with graph's comment 'Drawn by seguegen graph', "
            + "so seguegen did not write it; pass '--force' to replace it, or another output path\n")
        #expect(try DirectorySnapshot(of: directory.url) == before, "\(output) is left alone")

        let forced = ToolRun.run(["graph", "Navigation.yaml", "-o", output, "--force"], in: directory.url)
        #expect((forced.status, forced.stdout, forced.stderr) == (0, "", ""))
        #expect(try String(contentsOf: directory.file(output), encoding: .utf8) == ToolRun.run(["graph", "Navigation.yaml"], in: directory.url).stdout)
    }

    // MARK: Docs

    /// The README's usage block shows every command's usage line as its help does.
    @Test(arguments: ["outputs", "templates", "context", "import", "lint", "graph"])
    func readmeShowsEachCommandsUsageAsHelpDoes(_ command: String) throws {
        let help = ToolRun.run([command, "--help"], in: Repository.root)
        let usage = try #require(help.stdout.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }).dropFirst("USAGE: ".count)
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("\n\(usage)\n"), "README.md does not show '\(usage)'")
    }

    /// What lint calls an error about unwind segues, and where graph takes them from, as the code does it.
    @Test func helpDescribesUnwindSeguesAsTheCommandsTreatThem() {
        let lint = ToolRun.run(["lint", "--help"], in: Repository.root).stdout
        #expect(lint.contains("'unwind: true' on a segue the\nstoryboard does not unwind with, or missing on one it does"))
        #expect(!lint.contains("an unwind or embed segue in"))
        let graph = ToolRun.run(["graph", "--help"], in: Repository.root).stdout
        #expect(graph.contains("--storyboards <path>"))
        #expect(graph.contains("Storyboards to take unwind actions and unidentified unwind segues from"))
        #expect(!graph.contains("the spec has none"))
    }

    /// Graph draws AppKit containers and storyboards too; lint has the five
    /// kinds of warning docs/Storyboards.md lists, and checks 'windowController'.
    @Test func helpNamesWhatTheCommandsDrawAndReport() {
        let graph = ToolRun.run(["graph", "--help"], in: Repository.root).stdout
        #expect(graph.contains("""
            container (a navigation, tab bar or split view controller; on macOS a
            window, tab view or split view controller) is a node of its own
            """))
        #expect(graph.contains("a storyboard that code creates scenes from\nis a node with a bold edge to each."))
        let lint = ToolRun.run(["lint", "--help"], in: Repository.root).stdout
        #expect(lint.contains("""
            Warnings: segues with identifiers that the spec lacks; scenes with such
            segues whose class the spec lacks; scenes the spec lists that import would
            create from their storyboard (a Storyboard ID or the initial arrow) and the
            spec does not, with the keys to add; another scene of a class whose segue
            shows another destination than the spec's; and destinations that cannot be
            checked (a referenced storyboard not given, an id several scenes have).
            """))
        #expect(lint.contains("its 'windowController' (true, or missing) that they contradict."))
    }

    @Test(arguments: ["import", "lint", "graph"])
    func docsShowEachCommandsUsageAsHelpDoes(_ command: String) throws {
        let help = ToolRun.run([command, "--help"], in: Repository.root)
        let usage = try #require(help.stdout.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }).dropFirst("USAGE: ".count)
        let docs = try String(contentsOf: Repository.root.appendingPathComponent("docs/Storyboards.md"), encoding: .utf8)
        #expect(docs.contains("\n\(usage)\n"), "docs/Storyboards.md does not show '\(usage)'")
    }
}
