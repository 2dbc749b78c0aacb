import Foundation
import PackagePlugin

/// Command plugin: `swift package --allow-writing-to-package-directory generate-segues` writes the
/// generated code into the package, for teams that check it in: the root's `seguegen.yml`, or each
/// target's storyboards and specs into a `Generated` folder (docs/Integration.md).
@main
struct GenerateSegues: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A target's name and files, from SwiftPM or from an Xcode project.
    struct TargetFiles {
        var name: String
        var files: [URL]
    }

    func performCommand(context: PluginContext, arguments: [String]) throws {
        try Self.checkTargetOptions(arguments)
        var extractor = ArgumentExtractor(arguments)
        let names = Self.distinct(extractor.extractOption(named: "target"))
        let targets = try (names.isEmpty ? context.package.targets : context.package.targets(named: names))
            .compactMap { $0 as? SourceModuleTarget }
            .map { TargetFiles(name: $0.name, files: $0.sourceFiles.map(\.url)) }
        try Self.run(
            tool: context.tool(named: "seguegen").url, root: context.package.directoryURL,
            targets: targets, targetNames: names, options: extractor.remainingArguments)
    }

    static let usage = """
        OVERVIEW: Generate the typed segues of a package's specs into the package, for checked-in code.

        USAGE: swift package --allow-writing-to-package-directory generate-segues [--target <target>...] [<seguegen option>...]

        With a seguegen.yml at the package root and no --target, runs it (as 'seguegen' does).
        Otherwise generates each target's storyboards with its *.segues.yaml (or
        *.segues.yml) spec laid over them (a target of several specs: the specs) into a
        Generated folder in the folder that holds them all (Sources/App/Generated; above
        a .lproj folder), and reports seguegen's files elsewhere in a target, or in a
        target without either.

        OPTIONS:
          --target <target>   Generate only this target's specs, without seguegen.yml (repeatable).
          --check             Write nothing; fail if any file would be created, changed or removed.
          --dry-run           Write nothing; print what would be created, changed or removed.
          --warnings-as-errors, --verbose, --quiet, --single-file
                              As for seguegen (seguegen --help).
          -h, --help          Print this help.

        See docs/Integration.md, "SwiftPM: the command plugin, for checked-in code".

        """

    /// Refuses a `--target` without a target name after it, which
    /// `ArgumentExtractor` would drop, running every target instead.
    static func checkTargetOptions(_ arguments: [String]) throws {
        for (index, argument) in arguments.enumerated() where argument == "--target" {
            guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
                throw Failure(description: "--target needs a target's name after it (--target App); nothing was generated")
            }
        }
    }

    /// Runs seguegen once for the config, or once per target with specs (`targetNames`, or all). Every
    /// target runs even after one fails, and seguegen's files that no spec generates any more are
    /// reported, so that `--check` does not pass while a target compiles stale code.
    static func run(tool: URL, root: URL, targets: [TargetFiles], targetNames: [String], options: [String]) throws {
        if options.contains("--help") || options.contains("-h") {
            print(usage, terminator: "")
            return
        }
        // seguegen runs in the package root, so its messages name files from there.
        func relative(_ url: URL) -> String {
            url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.path
        }
        let hasConfig = FileManager.default.fileExists(atPath: root.appendingPathComponent("seguegen.yml").path)
        if targetNames.isEmpty && hasConfig {
            return try seguegen(tool, options, in: root)
        }
        var failures: [String] = []
        var withoutSpecs: [String] = []
        var ran = false
        // By name, so that what a run prints is in the same order every time.
        for target in targets.sorted(by: { $0.name < $1.name }) {
            let specs = SegueGenFiles.specs(among: target.files)
            // Storyboards take one spec at most, laid over them; a target of several specs keeps to them.
            let inputs = (specs.count > 1 ? [] : SegueGenFiles.storyboards(among: target.files)) + specs
            let generated = SegueGenFiles.generated(among: target.files)
            guard !inputs.isEmpty else {
                if let first = generated.first, !hasConfig {
                    failures.append("""
                        target '\(target.name)' has no storyboard nor *.segues.yaml spec, but compiles \(filesNamed(generated, first: first, relative)) \
                        that seguegen generated; delete \(generated.count == 1 ? "it" : "them"), or put the target's spec back
                        """)
                } else {
                    withoutSpecs.append(target.name)
                }
                continue
            }
            let output = outputFolder(for: inputs)
            let elsewhere = generated.filter { $0.deletingLastPathComponent().standardizedFileURL != output.standardizedFileURL }
            if let first = elsewhere.first, hasConfig {
                // Most likely the config's output: a second copy beside it would declare every segue twice.
                failures.append("""
                    target '\(target.name)' compiles \(filesNamed(elsewhere, first: first, relative)) that seguegen generated \
                    outside \(relative(output)), where --target generates its specs: if seguegen.yml generates them, run \
                    generate-segues without --target; else delete them (an earlier output folder of specs that have moved). \
                    Nothing was generated for the target
                    """)
                ran = true
                continue
            }
            do {
                try seguegen(tool, inputs.map(relative) + ["-o", relative(output)] + options, in: root)
            } catch {
                failures.append("\(error)")
            }
            if let first = elsewhere.first {
                failures.append("""
                    target '\(target.name)' compiles \(filesNamed(elsewhere, first: first, relative)) that seguegen generated \
                    outside \(relative(output)), where its specs are generated, so their segues would be declared twice; \
                    delete \(elsewhere.count == 1 ? "it" : "them") (an earlier output folder of specs that have moved)
                    """)
            }
            ran = true
        }
        // A target named with --target that has no spec is reported, beside the others too.
        if !targetNames.isEmpty, !withoutSpecs.isEmpty {
            let problem = withoutSpecsProblem(withoutSpecs, hasConfig: hasConfig)
            if ran && !options.contains("--warnings-as-errors") {
                Diagnostics.warning(problem)
            } else {
                failures.append(problem)
            }
        }
        // Each its own error line (SwiftPM prints a thrown error's later lines unlabelled).
        guard failures.isEmpty else {
            failures.dropLast().forEach { Diagnostics.error($0) }
            throw Failure(description: failures.last ?? "")
        }
        guard ran else {
            throw Failure(description: "no seguegen.yml at the package root and no storyboard nor *.segues.yaml spec in the targets; see docs/Integration.md")
        }
    }

    /// What to say about the targets named with --target that have no spec.
    static func withoutSpecsProblem(_ targets: [String], hasConfig: Bool) -> String {
        "\(listed(targets.map { "'\($0)'" })) \(targets.count == 1 ? "has no storyboard nor *.segues.yaml spec" : "have no storyboards nor *.segues.yaml specs") "
            + "(a file the target excludes is not one of its files)"
            + (hasConfig ? "; --target runs the specs of the targets it names, not seguegen.yml: run without --target to use it" : "")
            + "; see docs/Integration.md"
    }

    /// `names` without repeats, in order (`--target App --target App` is one target).
    static func distinct(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// `items` in a sentence: `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        items.count > 1 ? items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "") : items.joined()
    }

    /// Where a target's `specs` are generated: `Generated` in the folder that holds them all, or above
    /// the outermost `.lproj` folder, since SwiftPM allows no folder inside a localization's.
    static func outputFolder(for specs: [URL]) -> URL {
        var folder = commonFolder(of: specs)
        if let localization = folder.pathComponents.firstIndex(where: { $0.hasSuffix(".lproj") }) {
            folder = URL(fileURLWithPath: NSString.path(withComponents: Array(folder.pathComponents.prefix(localization))), isDirectory: true)
        }
        return folder.appendingPathComponent("Generated")
    }

    /// `first` of `files` (relative to the package), and how many more there are.
    private static func filesNamed(_ files: [URL], first: URL, _ relative: (URL) -> String) -> String {
        files.count == 1 ? relative(first) : "\(relative(first)) and \(files.count - 1) more file\(files.count == 2 ? "" : "s")"
    }

    /// The deepest folder that holds every one of `files`.
    static func commonFolder(of files: [URL]) -> URL {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        let common = folders.dropFirst().reduce(folders.first ?? []) { common, folder in
            Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common), isDirectory: true)
    }

    /// Runs seguegen, its output going where the plugin's goes.
    static func seguegen(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(description: "seguegen \(arguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateSegues: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.checkTargetOptions(arguments)
        var extractor = ArgumentExtractor(arguments)
        let names = Self.distinct(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets
            .filter { names.isEmpty || names.contains($0.displayName) }
            .map { TargetFiles(name: $0.displayName, files: $0.inputFiles.map(\.url)) }
        try Self.run(
            tool: context.tool(named: "seguegen").url, root: context.xcodeProject.directoryURL,
            targets: targets, targetNames: names, options: extractor.remainingArguments)
    }
}
#endif
