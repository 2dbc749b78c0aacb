/// The keys a spec may use at each level, in the order the docs present them.
///
/// The decoder reports any other key as unknown, with the closest of these as
/// a suggestion.
public enum SpecKeys {
    /// Keys of the top-level mapping.
    public static let root = ["platform", "imports", "dispatch", "scenes"]
    /// Keys of a scene's mapping.
    public static let scene = ["segues"]
    /// Keys of a segue's mapping (the long form; the short form is a destination type name).
    public static let segue = ["destination", "container", "name"]

    /// The name of the generated support type, which no scene or destination type may use.
    public static let supportTypeName = "SegueGen"
}
