import Foundation
import PackagePlugin

/// Command plugin: `swift package --allow-writing-to-package-directory generate-segues`
/// writes the generated code into the package, for teams that check it in.
///
/// With a `seguegen.yml` at the package root (and no `--target`), it runs
/// that config. Otherwise it generates the specs of each target
/// (`*.segues.yaml`, `*.segues.yml`; all targets, or those named with
/// `--target`) into a `Generated` folder next to the target's first spec (by
/// path). Other arguments (`--check`, `--dry-run`, `--warnings-as-errors`) go
/// to seguegen. See docs/Integration.md.
@main
struct GenerateSegues: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = try (names.isEmpty ? context.package.targets : context.package.targets(named: names))
            .compactMap { $0 as? SourceModuleTarget }
            .map { $0.sourceFiles.map(\.url) }
        try Self.run(
            tool: context.tool(named: "seguegen").url, root: context.package.directoryURL,
            targets: targets, useConfig: names.isEmpty, options: extractor.remainingArguments)
    }

    /// Runs seguegen once for the config, or once per target with specs.
    /// - Parameter targets: each target's files.
    static func run(tool: URL, root: URL, targets: [[URL]], useConfig: Bool, options: [String]) throws {
        // seguegen runs in the package root, so its messages name files from there.
        func relative(_ url: URL) -> String {
            url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.path
        }
        let hasConfig = FileManager.default.fileExists(atPath: root.appendingPathComponent("seguegen.yml").path)
        if useConfig && hasConfig {
            return try seguegen(tool, options, in: root)
        }
        var ran = false
        for files in targets {
            let specs = files.filter { $0.lastPathComponent.hasSuffix(".segues.yaml") || $0.lastPathComponent.hasSuffix(".segues.yml") }
                .sorted { $0.path < $1.path }
            guard let first = specs.first else { continue }
            let output = first.deletingLastPathComponent().appendingPathComponent("Generated")
            try seguegen(tool, specs.map(relative) + ["-o", relative(output)] + options, in: root)
            ran = true
        }
        guard ran else {
            throw Failure(description: hasConfig
                ? "--target runs the specs of the targets it names, not seguegen.yml, and they have no *.segues.yaml spec "
                    + "(a file the target excludes is not one of its files); run without --target to use seguegen.yml; see docs/Integration.md"
                : "no seguegen.yml at the package root and no *.segues.yaml spec in the targets; see docs/Integration.md")
        }
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
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = context.xcodeProject.targets
            .filter { names.isEmpty || names.contains($0.displayName) }
            .map { $0.inputFiles.map(\.url) }
        try Self.run(
            tool: context.tool(named: "seguegen").url, root: context.xcodeProject.directoryURL,
            targets: targets, useConfig: names.isEmpty, options: extractor.remainingArguments)
    }
}
#endif
