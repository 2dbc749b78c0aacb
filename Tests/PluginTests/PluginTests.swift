import Foundation
import SegueGenCLITestSupport
import SegueGenTestSupport
import Testing

/// The SwiftPM plugins, through a real `swift build` and `swift package` of
/// the fixture package in Tests/PluginFixture, whose app is built against the
/// UIKit stand-in and uses the generated code.
///
/// One test, because every step reuses the previous one's build (building
/// seguegen from source takes most of the time).
@Suite struct PluginTests {
    /// What a `swift` invocation printed (both streams, in order) and how it ended.
    struct SwiftRun {
        var status: Int32
        var output: String
    }

    /// Runs `swift arguments...` in `directory`, with the fixture's package
    /// dependency pointed at this repository.
    static func swift(_ arguments: [String], in directory: URL) throws -> SwiftRun {
        let log = directory.appendingPathComponent(".swift-run.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        // TMPDIR: the driver's leftover `TemporaryDirectory.*` (see Subprocess) stays in the package.
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["SEGUEGEN_PACKAGE": Repository.root.path, "TMPDIR": directory.path]) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        try FileManager.default.removeItem(at: log)
        return SwiftRun(status: process.terminationStatus, output: output)
    }

    /// Copies the fixture into `directory`, with the Swift UIKit stand-in
    /// (`Tests/StandIns/Shared` and `Tests/StandIns/UIKit`, as the harness
    /// builds it) as its `UIKit` target.
    static func assembleFixture(in directory: URL) throws {
        let fixture = Repository.root.appendingPathComponent("Tests/PluginFixture")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        let uiKit = directory.appendingPathComponent("Sources/UIKit")
        try FileManager.default.createDirectory(at: uiKit, withIntermediateDirectories: true)
        for folder in ["Shared", "UIKit"] {
            let standIns = Repository.root.appendingPathComponent("Tests/StandIns/\(folder)")
            for name in try FileManager.default.contentsOfDirectory(atPath: standIns.path) where name.hasSuffix(".swift") {
                try FileManager.default.copyItem(at: standIns.appendingPathComponent(name), to: uiKit.appendingPathComponent("\(folder)-\(name)"))
            }
        }
    }

    /// Puts the fixture's own `Settings.segues.yml` back, after a step changed it.
    static func restoreSettingsSpec(in package: TemporaryDirectory) throws {
        let spec = package.file("Sources/App/Settings.segues.yml")
        try FileManager.default.removeItem(at: spec)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Tests/PluginFixture/Sources/App/Settings.segues.yml"), to: spec)
    }

    /// The modification time and inode of a file, to tell a rewrite from no write.
    static func identity(of url: URL) throws -> String {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return "\(attributes[.modificationDate] ?? "?") \(attributes[.systemFileNumber] ?? "?")"
    }

    static let generating = "Generating segues for App from Inbox.segues.yaml, Settings.segues.yml"

    @Test func theBuildToolPluginGeneratesOnBuildAndTheCommandPluginIntoThePackage() throws {
        let package = try TemporaryDirectory()
        defer { package.remove() }
        try Self.assembleFixture(in: package.url)
        let scratch = ["--scratch-path", package.file(".build").path]

        // MARK: Build-tool plugin

        let first = try Self.swift(["build"] + scratch, in: package.url)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains(Self.generating), "\(first.output)")

        // The app uses the generated code, and runs.
        let app = Self.runApp(in: package)
        #expect(app == """
            message: Hello
            drafts: ["Dear plugin"]
            about: 2.0
            identifiers: ["showMessage", "presentCompose", "showAbout"]

            """)

        // What the plugin generated is what seguegen writes for both specs, as one file.
        let outputs = try FileManager.default.subpathsOfDirectory(atPath: package.file(".build/plugins/outputs").path)
            .filter { $0.hasSuffix("/SegueGen.swift") }
        #expect(outputs.count == 1, "\(outputs)")
        let generated = package.file(".build/plugins/outputs/\(outputs.first ?? "")")
        let expected = try TemporaryDirectory()
        defer { expected.remove() }
        let cli = ToolRun.run(
            [package.file("Sources/App/Inbox.segues.yaml").path, package.file("Sources/App/Settings.segues.yml").path, "--single-file", "-o", expected.url.path],
            in: package.url)
        #expect(cli.status == 0)
        // The header names the specs from the output directory, which is elsewhere; the rest is the same.
        let plugin = try String(contentsOf: generated, encoding: .utf8), command = try String(contentsOf: expected.file("SegueGen.swift"), encoding: .utf8)
        let header = plugin.prefix { $0 != "\n" }
        #expect(header.hasPrefix("// Generated by seguegen from ../") && header.contains("/Sources/App/Inbox.segues.yaml, ../")
            && header.hasSuffix("/Sources/App/Settings.segues.yml. Do not edit."), "\(header)")
        #expect(plugin.drop { $0 != "\n" } == command.drop { $0 != "\n" })
        let before = try Self.identity(of: generated)

        // A build with no change rewrites nothing and compiles nothing. SwiftPM 6
        // on Linux relinks a plugin's tool (one with library targets) once more
        // on the first build after a clean one, which reruns the command with
        // it; seguegen then leaves its output alone, so nothing recompiles.
        let second = try Self.swift(["build"] + scratch, in: package.url)
        #expect(second.status == 0, "\(second.output)")
        #expect(!second.output.contains("Compiling App"), "\(second.output)")
        #expect(!second.output.contains(Self.generating) || second.output.contains("Linking seguegen-tool"), "\(second.output)")
        #expect(try Self.identity(of: generated) == before)

        // From then on the command does not even run.
        let third = try Self.swift(["build"] + scratch, in: package.url)
        #expect(third.status == 0, "\(third.output)")
        #expect(!third.output.contains(Self.generating), "\(third.output)")
        #expect(!third.output.split(separator: "\n").contains { $0.contains("Compiling") && !$0.contains("Compiling plugin") }, "\(third.output)")
        #expect(try Self.identity(of: generated) == before)

        // A changed spec is generated again, and the app sees it.
        try Data("scenes:\n  SettingsViewController:\n    segues:\n      showAbout: AboutViewController\n      showLicense: AboutViewController\n".utf8)
            .write(to: package.file("Sources/App/Settings.segues.yml"))
        let changed = try Self.swift(["build"] + scratch, in: package.url)
        #expect(changed.status == 0, "\(changed.output)")
        #expect(changed.output.contains(Self.generating), "\(changed.output)")
        #expect(changed.output.contains("Compiling App"), "\(changed.output)")
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("func performShowLicenseSegue("))
        #expect(Self.runApp(in: package).contains("identifiers: [\"showMessage\", \"presentCompose\", \"showAbout\", \"showLicense\"]"))

        // A spec error fails the build with the error at its position.
        try Data("scenes:\n  SettingsViewController:\n    segeus: {}\n".utf8).write(to: package.file("Sources/App/Settings.segues.yml"))
        let broken = try Self.swift(["build"] + scratch, in: package.url)
        #expect(broken.status != 0)
        #expect(broken.output.contains("Settings.segues.yml:3:5: error: unknown key 'segeus' in scene 'SettingsViewController'; did you mean 'segues'?"), "\(broken.output)")

        // MARK: Command plugin

        try Self.restoreSettingsSpec(in: package)

        // It asks for permission to write into the package.
        let refused = try Self.swift(["package"] + scratch + ["generate-segues"], in: package.url)
        #expect(refused.status != 0)
        #expect(refused.output.contains("wants permission to write to the package directory"), "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: package.file("Generated").path))

        // With it, the package's seguegen.yml is run.
        let allowed = ["package"] + scratch + ["--allow-writing-to-package-directory", "generate-segues"]
        let written = try Self.swift(allowed, in: package.url)
        #expect(written.status == 0, "\(written.output)")
        #expect(written.output.contains("Generated 3 files in Generated (3 written, 0 unchanged)\n"), "\(written.output)")
        #expect(try DirectorySnapshot(of: package.file("Generated")).paths == [
            "InboxViewController+Segues.swift", "SegueGen.swift", "SettingsViewController+Segues.swift",
        ])

        let upToDate = try Self.swift(allowed + ["--check"], in: package.url)
        #expect(upToDate.status == 0, "\(upToDate.output)")
        #expect(upToDate.output.contains("Generated is up to date (3 files)\n"), "\(upToDate.output)")

        try Data("scenes:\n  SettingsViewController:\n    segues:\n      showHelp: AboutViewController\n".utf8)
            .write(to: package.file("Sources/App/Settings.segues.yml"))
        let stale = try Self.swift(allowed + ["--check"], in: package.url)
        #expect(stale.status != 0)
        #expect(stale.output.contains("update    Generated/SettingsViewController+Segues.swift\n--- a/Generated/SettingsViewController+Segues.swift\n"), "\(stale.output)")
        #expect(stale.output.contains("seguegen: error: 1 generated file is not up to date"), "\(stale.output)")

        // --target generates a target's specs next to them, without the config.
        let perTarget = try Self.swift(allowed + ["--target", "App"], in: package.url)
        #expect(perTarget.status == 0, "\(perTarget.output)")
        #expect(perTarget.output.contains("Generated 3 files in Sources/App/Generated (3 written, 0 unchanged)\n"), "\(perTarget.output)")

        // That target also uses the build-tool plugin: the build says so instead
        // of failing on every segue declared twice, and builds without the files.
        let both = try Self.swift(["build"] + scratch, in: package.url)
        #expect(both.status != 0)
        #expect(both.output.contains(
            "target 'App' compiles \(package.file("Sources/App/Generated/InboxViewController+Segues.swift").path), "
                + "which seguegen generated into it, and uses SegueGenPlugin"), "\(both.output)")
        #expect(!both.output.contains("invalid redeclaration"), "\(both.output)")
        try FileManager.default.removeItem(at: package.file("Sources/App/Generated"))
        try Self.restoreSettingsSpec(in: package)
        let rebuilt = try Self.swift(["build"] + scratch, in: package.url)
        #expect(rebuilt.status == 0, "\(rebuilt.output)")

        // A target without specs: --target does not fall back to the config, and says so.
        let noSpecs = try Self.swift(allowed + ["--target", "UIKit"], in: package.url)
        #expect(noSpecs.status != 0)
        #expect(noSpecs.output.contains(
            "'UIKit' has no storyboard nor *.segues.yaml spec (a file the target excludes is not one of its files); "
                + "--target runs the specs of the targets it names, not seguegen.yml: run without --target to use it"),
                "\(noSpecs.output)")

        try Self.checkTheCommandPluginsOutputStaysAndStaleCodeIsReported(package: package, allowed: allowed)
        try Self.checkAFileOfTheTargetsOwnNamedLikeTheBuildToolPluginsOutput(package: package, scratch: scratch)
        try Self.checkTheBuildToolPluginReadsTheTargetsStoryboards(package: package, scratch: scratch)
    }

    /// A target with storyboards is generated from them, its one spec laid over them, by both
    /// plugins: here the Inbox scenes come from the storyboard alone (sorted, as import sorts them).
    static func checkTheBuildToolPluginReadsTheTargetsStoryboards(package: TemporaryDirectory, scratch: [String]) throws {
        try FileManager.default.removeItem(at: package.file("Sources/App/Inbox.segues.yaml"))
        try FileManager.default.moveItem(at: package.file("Storyboards/Main.storyboard"), to: package.file("Sources/App/Main.storyboard"))
        let build = try Self.swift(["build"] + scratch, in: package.url)
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.contains("Generating segues for App from Main.storyboard, Settings.segues.yml"), "\(build.output)")
        #expect(Self.runApp(in: package) == """
            message: Hello
            drafts: ["Dear plugin"]
            about: 2.0
            identifiers: ["presentCompose", "showMessage", "showAbout"]

            """)

        // The command plugin takes the same inputs.
        let command = try Self.swift(["package"] + scratch + ["--allow-writing-to-package-directory", "generate-segues", "--target", "App"], in: package.url)
        #expect(command.status == 0, "\(command.output)")
        #expect(command.output.contains("Generated 3 files in Sources/App/Generated (3 written, 0 unchanged)\n"), "\(command.output)")
        let inbox = try String(contentsOf: package.file("Sources/App/Generated/InboxViewController+Segues.swift"), encoding: .utf8)
        #expect(inbox.hasPrefix("// Generated by seguegen from ../Main.storyboard, ../Settings.segues.yml. Do not edit.\n"))
        try FileManager.default.removeItem(at: package.file("Sources/App/Generated"))
    }

    /// The plugin's own help; a target's output goes in the folder that
    /// holds every spec, so a spec added in a subfolder leaves it where it
    /// was; seguegen's files elsewhere in a target, or in a target without
    /// specs, fail the run (and `--check`), as they would compile twice or
    /// stale; and a failing target does not keep the others from running.
    /// (Found by a newcomer: the output followed the first spec by path,
    /// and `--check` passed while the old folder compiled.) In the `UIKit`
    /// target, which does not use the build-tool plugin: build planning
    /// fails for one that does while it holds seguegen's files.
    static func checkTheCommandPluginsOutputStaysAndStaleCodeIsReported(package: TemporaryDirectory, allowed: [String]) throws {
        let help = try Self.swift(allowed + ["--help"], in: package.url)
        #expect(help.status == 0, "\(help.output)")
        #expect(help.output.contains("USAGE: swift package --allow-writing-to-package-directory generate-segues [--target <target>...]"), "\(help.output)")
        #expect(!help.output.contains("USAGE: seguegen"), "\(help.output)")

        try package.write("scenes:\n  ListViewController:\n    segues:\n      showFlow: FlowViewController\n", to: "Sources/UIKit/Nav/List.segues.yaml")
        try package.write("scenes:\n  FlowViewController:\n    segues:\n      showAbout: AboutViewController\n", to: "Sources/UIKit/Nav/Flows/Flow.segues.yaml")
        let generated = try Self.swift(allowed + ["--target", "UIKit"], in: package.url)
        #expect(generated.status == 0, "\(generated.output)")
        #expect(generated.output.contains("Generated 3 files in Sources/UIKit/Nav/Generated (3 written, 0 unchanged)\n"), "\(generated.output)")

        // An output folder the specs left behind: the run checks, then fails, naming it.
        try FileManager.default.createDirectory(at: package.file("Sources/UIKit/Old"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: package.file("Sources/UIKit/Nav/Generated"), to: package.file("Sources/UIKit/Old/Generated"))
        try FileManager.default.moveItem(at: package.file("seguegen.yml"), to: package.file("seguegen.yml.aside"))
        let stale = try Self.swift(allowed + ["--target", "UIKit", "--check"], in: package.url)
        #expect(stale.status != 0)
        #expect(stale.output.contains("Sources/UIKit/Nav/Generated is up to date (3 files)\n"), "\(stale.output)")
        #expect(stale.output.contains(
            "error: target 'UIKit' compiles Sources/UIKit/Old/Generated/FlowViewController+Segues.swift and 2 more files that seguegen generated "
                + "outside Sources/UIKit/Nav/Generated, where its specs are generated, so their segues would be declared twice; delete them "
                + "(an earlier output folder of specs that have moved)"),
                "\(stale.output)")
        try FileManager.default.moveItem(at: package.file("seguegen.yml.aside"), to: package.file("seguegen.yml"))

        // With a seguegen.yml they may be its output: --target generates nothing beside them.
        try FileManager.default.removeItem(at: package.file("Sources/UIKit/Nav/Generated"))
        let configured = try Self.swift(allowed + ["--target", "UIKit"], in: package.url)
        #expect(configured.status != 0)
        #expect(configured.output.contains(
            "target 'UIKit' compiles Sources/UIKit/Old/Generated/FlowViewController+Segues.swift and 2 more files that seguegen generated "
                + "outside Sources/UIKit/Nav/Generated, where --target generates its specs: if seguegen.yml generates them, run "
                + "generate-segues without --target; else delete them (an earlier output folder of specs that have moved). "
                + "Nothing was generated for the target"), "\(configured.output)")
        #expect(!FileManager.default.fileExists(atPath: package.file("Sources/UIKit/Nav/Generated").path))
        try FileManager.default.moveItem(at: package.file("Sources/UIKit/Old/Generated"), to: package.file("Sources/UIKit/Nav/Generated"))
        try FileManager.default.removeItem(at: package.file("Sources/UIKit/Old"))

        // A target whose specs are gone, beside one whose spec is broken: both are
        // reported. Without a seguegen.yml, nothing else can have generated the files.
        try FileManager.default.moveItem(at: package.file("seguegen.yml"), to: package.file("seguegen.yml.aside"))
        try FileManager.default.removeItem(at: package.file("Sources/UIKit/Nav/List.segues.yaml"))
        try FileManager.default.removeItem(at: package.file("Sources/UIKit/Nav/Flows"))
        try Data("scenes:\n  SettingsViewController:\n    segeus: {}\n".utf8).write(to: package.file("Sources/App/Settings.segues.yml"))
        let both = try Self.swift(allowed + ["--target", "App", "--target", "UIKit"], in: package.url)
        #expect(both.status != 0)
        #expect(both.output.contains("Settings.segues.yml:3:5: error: unknown key 'segeus'"), "\(both.output)")
        #expect(both.output.contains(
            "target 'UIKit' has no storyboard nor *.segues.yaml spec, but compiles Sources/UIKit/Nav/Generated/FlowViewController+Segues.swift and 2 more files "
                + "that seguegen generated; delete them, or put the target's spec back"), "\(both.output)")
        #expect(!FileManager.default.fileExists(atPath: package.file("Sources/App/Generated").path), "the failed target wrote nothing")
        try FileManager.default.removeItem(at: package.file("Sources/UIKit/Nav"))
        try FileManager.default.moveItem(at: package.file("seguegen.yml.aside"), to: package.file("seguegen.yml"))
        try Self.restoreSettingsSpec(in: package)

        // A named target without specs beside one with them is a warning, and the run goes on;
        // a target named twice is one.
        let named = try Self.swift(allowed + ["--target", "App", "--target", "UIKit", "--target", "UIKit", "--dry-run"], in: package.url)
        #expect(named.status == 0, "\(named.output)")
        #expect(named.output.contains("create    Sources/App/Generated/SegueGen.swift"), "\(named.output)")
        #expect(named.output.contains("warning: 'UIKit' has no storyboard nor *.segues.yaml spec (a file"), "\(named.output)")
        let strict = try Self.swift(allowed + ["--target", "App", "--target", "UIKit", "--dry-run", "--warnings-as-errors"], in: package.url)
        #expect(strict.status != 0)
        #expect(strict.output.contains("error: 'UIKit' has no storyboard nor *.segues.yaml spec (a file"), "\(strict.output)")

        // A spec in a localization's folder is generated above it: SwiftPM allows no folder in a '.lproj'.
        try package.write("scenes:\n  LocalViewController:\n    segues:\n      showAbout: AboutViewController\n", to: "Sources/UIKit/Base.lproj/Local.segues.yaml")
        let localized = try Self.swift(allowed + ["--target", "UIKit", "--dry-run"], in: package.url)
        #expect(localized.status == 0, "\(localized.output)")
        #expect(localized.output.contains("create    Sources/UIKit/Generated/LocalViewController+Segues.swift"), "\(localized.output)")
        try FileManager.default.removeItem(at: package.file("Sources/UIKit/Base.lproj"))

        // '--target' without a name is refused, not taken for every target.
        let bare = try Self.swift(allowed + ["--target"], in: package.url)
        #expect(bare.status != 0)
        #expect(bare.output.contains("--target needs a target's name after it (--target App); nothing was generated"), "\(bare.output)")
        #expect(!FileManager.default.fileExists(atPath: package.file("Sources/App/Generated").path))
    }

    /// The build-tool plugin writes `SegueGen.swift` into the target: a file
    /// of the target's own with that name is named in the error, where
    /// SwiftPM alone reports "multiple producers".
    static func checkAFileOfTheTargetsOwnNamedLikeTheBuildToolPluginsOutput(package: TemporaryDirectory, scratch: [String]) throws {
        let own = try package.write("enum MyThing {}\n", to: "Sources/App/SegueGen.swift")
        let clash = try Self.swift(["build"] + scratch, in: package.url)
        #expect(clash.status != 0)
        #expect(clash.output.contains(
            "target 'App' has a file of its own named SegueGen.swift (\(own.path)), and SegueGenPlugin generates the target's segues "
                + "into a file of that name, which SwiftPM cannot compile beside it; rename yours"), "\(clash.output)")
        try FileManager.default.removeItem(at: own)
    }

    /// Runs the fixture's built app.
    static func runApp(in package: TemporaryDirectory) -> String {
        let process = Process()
        process.executableURL = package.file(".build/debug/App")
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "cannot run the app: \(error)"
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
