import Foundation
import PackagePlugin

/// Build-tool plugin: generates a target's typed segues (its storyboards with its spec laid over them,
/// or its specs) into one `SegueGen.swift` compiled with it; inputs and that one known output are
/// declared, so a build with no change to them does not run the tool again (docs/Integration.md).
@main
struct SegueGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: target.sourceFiles.map(\.url), target: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "seguegen").url)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The command for the storyboards and specs among `files`; none if there are neither. Throws when
    /// `files` also holds code seguegen wrote (the command plugin's output), which would declare every
    /// segue twice, or a `SegueGen.swift` of the target's own, which SwiftPM cannot compile beside it.
    static func commands(files: [URL], target: String, workDirectory: URL, tool: URL) throws -> [Command] {
        let specs = SegueGenFiles.specs(among: files)
        // Storyboards take one spec at most, laid over them; a target of several specs keeps to them.
        let inputs = (specs.count > 1 ? [] : SegueGenFiles.storyboards(among: files)) + specs
        guard !inputs.isEmpty else { return [] }
        if let generated = SegueGenFiles.generated(among: files).first {
            throw Failure(description: """
                target '\(target)' compiles \(generated.path), which seguegen generated into it, and uses SegueGenPlugin, \
                which generates the same segues on every build, so each would be declared twice. Use one: delete the \
                generated files (the generate-segues command plugin's output), or remove SegueGenPlugin from the \
                target's plugins (docs/Integration.md).
                """)
        }
        if let own = files.sorted(by: { $0.path < $1.path }).first(where: { $0.lastPathComponent == SegueGenFiles.supportFileName }) {
            throw Failure(description: """
                target '\(target)' has a file of its own named \(SegueGenFiles.supportFileName) (\(own.path)), and \
                SegueGenPlugin generates the target's segues into a file of that name, which SwiftPM cannot compile \
                beside it; rename yours (docs/Integration.md).
                """)
        }
        let output = workDirectory.appendingPathComponent("Generated")
        return [
            .buildCommand(
                displayName: "Generating segues for \(target) from \(inputs.map(\.lastPathComponent).joined(separator: ", "))",
                executable: tool,
                arguments: inputs.map(\.path) + ["-o", output.path, "--single-file", "--quiet"],
                inputFiles: inputs,
                outputFiles: [output.appendingPathComponent(SegueGenFiles.supportFileName)]
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
