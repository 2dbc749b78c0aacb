/// The text of `seguegen --help`.
enum Help {
    static let usage = "Usage: seguegen <spec.yaml> -o <directory> [--warnings-as-errors] [--quiet]"

    static let text = """
    OVERVIEW: Generate typed Swift methods for storyboard segues from a navigation spec.

    For each source view controller in the spec, seguegen writes an extension
    with an enum of its segue identifiers, a typed enum of its segue
    destinations for prepare(for:sender:), and one perform<Name>Segue(sender:configure:)
    method per segue; plus SegueGen.swift, the runtime support they share.

    \(usage)

    ARGUMENTS:
      <spec.yaml>               The navigation spec (YAML). See docs/Spec.md.

    OPTIONS:
      -o, --output <directory>  Where to write the Swift files; created if missing.
                                Files whose contents are current are not rewritten.
      --warnings-as-errors      Fail (and write nothing) if there are warnings.
      -q, --quiet               Print nothing but diagnostics.
      --version                 Print the version and exit.
      -h, --help                Print this help and exit.

    EXIT STATUS:
      0   the files were generated
      1   the spec has errors, or the files could not be written; nothing is
          written when the spec has errors
      64  the command line is wrong

    Diagnostics go to standard error as 'file:line:column: error: message',
    the format Xcode shows inline.

    EXAMPLE:
      seguegen Navigation.yaml -o Sources/App/Generated

    """
}
