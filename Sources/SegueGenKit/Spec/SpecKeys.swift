/// The keys a spec may use at each level, in the docs' order, with their defaults; a test
/// keeps docs/Spec.md and the JSON Schema in agreement with these lists.
public enum SpecKeys {
    /// A key and the value a missing key means (nil: required, or no value).
    public struct Key: Sendable, Hashable {
        public var name: String
        public var defaultValue: String?

        init(_ name: String, default defaultValue: String? = nil) {
            self.name = name
            self.defaultValue = defaultValue
        }
    }

    public static let root = [
        Key("platform", default: Platform.ios.rawValue),
        Key("module"),
        Key("access", default: AccessLevel.internal.rawValue),
        Key("imports"),
        Key("dispatch", default: SegueDispatch.forward.rawValue),
        Key("storyboard"),
        Key("bundle", default: "main"),
        Key("names"),
        Key("scenes"),
    ]
    /// Keys of `names`, the names of the generated types.
    public static let names = [Key("segueIdentifier", default: "SegueIdentifier"), Key("segueDestination", default: "SegueDestination")]
    public static let scene = [
        Key("access"), Key("superclass"), Key("segues"),
        Key("storyboard"), Key("storyboardIdentifier"), Key("initial", default: "false"), Key("bundle"), Key("container"),
        Key("kind"), Key("windowController", default: "false"),
    ]
    /// The long form; the short form is a destination type name.
    public static let segue = [Key("destination"), Key("unwind", default: "false"), Key("embed", default: "false"), Key("container"), Key("name")]
    /// The long form; the short form is a UIKit container class.
    public static let container = [Key("type"), Key("kind"), Key("find")]

    public static let levels: [(level: String, keys: [Key])] = [
        ("spec", root), ("names", names), ("scene", scene), ("segue", segue), ("container", container),
    ]

    /// Top-level keys that start with this are ignored: room for anchors of
    /// shared pieces (`x-common: &common ...`).
    public static let extensionPrefix = "x-"

    /// The name of the generated support type, which no scene or destination type may use.
    public static let supportTypeName = "SegueGen"
}

extension SpecKeys {
    /// Made once rather than for every mapping checked.
    static let rootNames = root.map(\.name)
    static let namesNames = names.map(\.name)
    static let sceneNames = scene.map(\.name)
    static let segueNames = segue.map(\.name)
    static let containerNames = container.map(\.name)

    /// Where a key belongs that the mapping at `level` (0 top, 1 scene, 2 segue) lacks but
    /// a deeper level has, in words ("in the long form of 'container'"): a key written one
    /// level too high is told where to go rather than given this level's keys.
    static func place(ofKey key: String, below level: Int) -> String? {
        deeperPlaces.dropFirst(level).first { $0.names.contains(key) }?.place
    }

    private static let deeperPlaces: [(names: [String], place: String)] = [
        (sceneNames, "in a scene, under 'scenes'"),
        (segueNames, "in the long form of a segue, under a scene's 'segues'"),
        (containerNames, "in the long form of 'container' (docs/Spec.md, \"Containers\")"),
    ]
}
