/// The keys a spec may use at each level, in the order the docs present
/// them, with the default a missing key stands for.
///
/// The decoder reports any other key as unknown, with the closest of these
/// as a suggestion; a test keeps docs/Spec.md and the JSON Schema
/// (docs/seguegen-spec.schema.json) in agreement with these lists.
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

    /// Keys of the top-level mapping.
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
    /// Keys of a scene's mapping.
    public static let scene = [
        Key("access"), Key("superclass"), Key("segues"),
        Key("storyboard"), Key("storyboardIdentifier"), Key("initial", default: "false"), Key("bundle"), Key("container"),
        Key("kind"), Key("windowController", default: "false"),
    ]
    /// Keys of a segue's mapping (the long form; the short form is a destination type name).
    public static let segue = [Key("destination"), Key("unwind", default: "false"), Key("embed", default: "false"), Key("container"), Key("name")]
    /// Keys of a container's mapping (the long form; the short form is a UIKit container class).
    public static let container = [Key("type"), Key("kind"), Key("find")]

    /// Every level, by the name docs and the schema use for it.
    public static let levels: [(level: String, keys: [Key])] = [
        ("spec", root), ("names", names), ("scene", scene), ("segue", segue), ("container", container),
    ]

    /// Top-level keys that start with this are ignored: room for anchors of
    /// shared pieces (`x-common: &common ...`).
    public static let extensionPrefix = "x-"

    /// The name of the generated support type, which no scene or destination type may use.
    public static let supportTypeName = "SegueGen"
}

extension Array where Element == SpecKeys.Key {
    /// The key names, in order.
    var names: [String] { map(\.name) }
}

extension SpecKeys {
    /// The names of each level's keys, made once rather than for every
    /// mapping checked (a spec has a mapping per scene and per long segue).
    static let rootNames = root.names
    static let namesNames = names.names
    static let sceneNames = scene.names
    static let segueNames = segue.names
    static let containerNames = container.names

    /// Where a key belongs that the mapping at `level` (0 the top level, 1 a
    /// scene, 2 a segue's long form) does not have but a deeper level does:
    /// the nearest such level, in words for the diagnostic ("in the long form
    /// of 'container'"); nil for a key no deeper level has.
    ///
    /// A key written one level too high (`find:` next to `container:`
    /// instead of inside it) is told where to go rather than given the list
    /// of this level's keys.
    static func place(ofKey key: String, below level: Int) -> String? {
        deeperPlaces.dropFirst(level).first { $0.names.contains(key) }?.place
    }

    private static let deeperPlaces: [(names: [String], place: String)] = [
        (sceneNames, "in a scene, under 'scenes'"),
        (segueNames, "in the long form of a segue, under a scene's 'segues'"),
        (containerNames, "in the long form of 'container' (docs/Spec.md, \"Containers\")"),
    ]
}
