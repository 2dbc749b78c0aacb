import SegueGenKit

/// `seguegen templates list` and `seguegen templates cat <name>`: the built-in
/// templates, to start a team's own from.
enum TemplatesCommand: Command {
    static let name: String? = "templates"
    static let abstract = "List the built-in templates, or print one to start your own from."
    static let usage = "templates (list | cat <name>)"
    static let options: [OptionSpec] = []
    static let discussion = """
    Copy a built-in template into a directory under its file name, change it,
    and pass the directory with --templates:

      seguegen templates cat uikit-scene.swift > Templates/uikit-scene.swift.mustache
      seguegen Navigation.yaml -o Generated --templates Templates

    docs/Templates.md lists every value a template receives; `seguegen context`
    prints them for a spec.
    """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> Int32 {
        switch arguments.positionals.first {
        case "list":
            guard arguments.positionals.count == 1 else {
                throw UsageError(message: "'templates list' takes no arguments")
            }
            let width = (BuiltinTemplate.all.map(\.name.count).max() ?? 0) + 2
            for template in BuiltinTemplate.all {
                context.console.output(template.name.padding(toLength: width, withPad: " ", startingAt: 0) + template.summary + "\n")
            }
            return CommandLineTool.ExitStatus.success
        case "cat":
            guard arguments.positionals.count == 2 else {
                throw UsageError(message: "'templates cat' takes one template name; see 'seguegen templates list'")
            }
            let name = arguments.positionals[1]
            guard let text = BuiltinTemplate.named(name)?.text else {
                let names = BuiltinTemplate.all.map(\.name).joined(separator: ", ")
                // A wrong argument, like an unknown action: a usage error (64).
                throw UsageError(message: "there is no built-in template named '\(name)'; the built-in templates are \(names)")
            }
            context.console.output(text)
            return CommandLineTool.ExitStatus.success
        case let action?:
            throw UsageError(message: "unknown 'templates' action '\(action)'; use 'list' or 'cat'")
        case nil:
            throw UsageError(message: "missing action; use 'templates list' or 'templates cat <name>'")
        }
    }
}
