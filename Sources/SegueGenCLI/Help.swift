/// The text of `seguegen --help`: the default command, then the others.
enum Help {
    static var text: String {
        var text = """
        OVERVIEW: \(GenerateCommand.abstract)

        For each source view controller of the storyboards or the spec,
        seguegen writes an extension with an enum of its segue identifiers, a
        typed enum of its segue destinations for prepare(for:sender:), and typed
        perform<Name>Segue methods for each segue; plus SegueGen.swift, the
        runtime support they share.
        Specs given together share one output directory and one SegueGen.swift.
        Files are written only when their contents change; files seguegen
        generated earlier that no spec produces any more are removed.

        USAGE: seguegen \(GenerateCommand.usage)
               seguegen [--config <file>] [--check | --dry-run] [--warnings-as-errors] [--verbose] [--quiet]

        ARGUMENTS:
          <storyboard or folder>    Storyboards (.storyboard files, or folders
                                    searched for them): their segues and scenes
                                    are read as a spec. See docs/Storyboards.md.
          <spec.yaml>               A navigation spec (YAML). See docs/Spec.md.
                                    Given with storyboards, at most one, laid
                                    over what they say (its destinations may
                                    be left out).
                                    Without any input, seguegen runs the config
                                    file seguegen.yml in the current directory.
                                    See docs/Integration.md.

        OPTIONS:

        """
        let options = GenerateCommand.options + [
            OptionSpec(names: ["--version"], help: "Print the version and exit."),
            OptionSpec(names: ["-h", "--help"], help: "Print this help and exit."),
        ]
        text += OptionSpec.helpLines(options, width: 26)
        text += "\nCOMMANDS:\n"
        for command in CommandLineTool.commands {
            text += "  " + (command.name ?? "").padding(toLength: 26, withPad: " ", startingAt: 0) + command.abstract + "\n"
        }
        text += "  Run 'seguegen <command> --help' (or 'seguegen help <command>') for a command's options.\n"
        text += """

        EXIT STATUS:
          0   success
          1   the input has errors, the files could not be written, or (--check)
              they are not up to date; nothing is written when any input has errors
          64  the command line is wrong: an unknown command or option, or an
              argument missing, given twice or of the wrong kind

        Diagnostics go to standard error as 'file:line:column: error: message',
        the format Xcode shows inline.

        EXAMPLES:
          seguegen App/ -o App/Generated
          seguegen Main.storyboard Navigation.yaml -o App/Generated
          seguegen Navigation.yaml -o Sources/App/Generated
          seguegen Navigation.yaml -o Sources/App/Generated --check
          seguegen

        """
        return text
    }
}
