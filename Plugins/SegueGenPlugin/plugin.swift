import Foundation
import PackagePlugin

/// Build-tool plugin: generates the typed segues of every spec in a target
/// (each file named `*.segues.yaml` or `*.segues.yml`) into one
/// `SegueGen.swift`, compiled with the target, on every build that needs it.
///
/// The command declares the specs as its inputs and `SegueGen.swift` as its
/// output (`seguegen --single-file`, so the name is known before the tool
/// runs), so a build with no change to them does not run it again. See
/// docs/Integration.md.
@main
struct SegueGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: target.sourceFiles.map(\.url), target: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "seguegen").url)
    }

    /// The command for the specs among `files`; none if there are none.
    static func commands(files: [URL], target: String, workDirectory: URL, tool: URL) -> [Command] {
        let specs = files.filter { $0.lastPathComponent.hasSuffix(".segues.yaml") || $0.lastPathComponent.hasSuffix(".segues.yml") }
            .sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("Generated")
        return [
            .buildCommand(
                displayName: "Generating segues for \(target) from \(specs.map(\.lastPathComponent).joined(separator: ", "))",
                executable: tool,
                arguments: specs.map(\.path) + ["-o", output.path, "--single-file", "--quiet"],
                inputFiles: specs,
                outputFiles: [output.appendingPathComponent("SegueGen.swift")]
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SegueGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            files: target.inputFiles.map(\.url), target: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "seguegen").url)
    }
}
#endif
