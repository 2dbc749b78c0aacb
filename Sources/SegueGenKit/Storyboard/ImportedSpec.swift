/// A navigation spec made from storyboards by `StoryboardImporter`, in the
/// shape `seguegen import` writes: what the spec language can say today.
public struct ImportedSpec: Sendable, Equatable {
    /// `macos` for AppKit storyboards; for UIKit ones `tvos` when every
    /// imported segue comes from a tvOS storyboard, else `ios`.
    public var platform: Platform
    /// Modules of the imported classes that are not the app's own, sorted.
    public var imports: [String]
    /// The source scenes, sorted by class name.
    public var scenes: [ImportedScene]

    public init(platform: Platform = .ios, imports: [String] = [], scenes: [ImportedScene] = []) {
        self.platform = platform
        self.imports = imports
        self.scenes = scenes
    }

    /// The number of segues of all scenes.
    public var segueCount: Int { scenes.reduce(0) { $0 + $1.segues.count } }

    /// The spec as a YAML tree, with the keys `docs/Spec.md` describes:
    /// `platform`, `imports` when there are any, `scenes`; a segue in the
    /// short form (`identifier: Destination`) unless it is an unwind segue or
    /// has a container or a name; a container in the short form (its class)
    /// unless it is a subclass, which needs its `kind`. Marks are all 1:1
    /// (the tree is for writing, not for diagnostics).
    public var yamlNode: YAMLNode {
        var root: [YAMLPair] = [pair("platform", scalar(platform.rawValue))]
        if !imports.isEmpty {
            root.append(pair("imports", node(.sequence(imports.map(scalar)))))
        }
        let scenes = self.scenes.map { scene in
            let segues = scene.segues.map { segue -> YAMLPair in
                if let destination = segue.destination, !segue.isUnwind, segue.container == nil, segue.name == nil {
                    return pair(segue.identifier, scalar(destination))
                }
                var fields: [YAMLPair] = []
                if segue.isUnwind {
                    fields.append(pair("unwind", YAMLNode(.scalar(YAMLScalar("true")), tag: "tag:yaml.org,2002:bool", mark: YAMLMark(line: 1, column: 1))))
                }
                if let destination = segue.destination { fields.append(pair("destination", scalar(destination))) }
                if let container = segue.container {
                    if container.typeName == container.kind.className {
                        fields.append(pair("container", scalar(container.typeName)))
                    } else {
                        fields.append(pair("container", node(.mapping([
                            pair("type", scalar(container.typeName)), pair("kind", scalar(container.kind.rawValue)),
                        ]))))
                    }
                }
                if let name = segue.name { fields.append(pair("name", scalar(name))) }
                return pair(segue.identifier, node(.mapping(fields)))
            }
            return pair(scene.typeName, node(.mapping([pair("segues", node(.mapping(segues)))])))
        }
        root.append(pair("scenes", node(.mapping(scenes))))
        return node(.mapping(root))
    }

    /// The spec as YAML text, written by libyaml's emitter.
    ///
    /// - Parameter header: comment lines to put first (without `# `), such as
    ///   where the spec came from; libyaml writes no comments, so they are
    ///   prepended as text.
    /// - Throws: `YAMLEmitterError` if libyaml fails.
    public func yaml(header: [String] = []) throws(YAMLEmitterError) -> String {
        let comments = header.map { line in
            // A comment ends at the line break: keep each header line on one line.
            "# " + line.unicodeScalars.map { SourceFile.isLineBreak($0) ? " " : String($0) }.joined() + "\n"
        }
        return comments.joined() + (try YAMLEmitter.emit(yamlNode))
    }

    private func node(_ content: YAMLNode.Content) -> YAMLNode {
        YAMLNode(content, mark: YAMLMark(line: 1, column: 1))
    }

    private func scalar(_ text: String) -> YAMLNode {
        node(.scalar(YAMLScalar(text)))
    }

    private func pair(_ key: String, _ value: YAMLNode) -> YAMLPair {
        YAMLPair(key: scalar(key), value: value)
    }
}

/// A source scene of an imported spec.
public struct ImportedScene: Sendable, Equatable {
    /// The source view controller's class.
    public var typeName: String
    /// The segues, sorted by identifier (Unicode scalar order).
    public var segues: [ImportedSegue]

    public init(typeName: String, segues: [ImportedSegue]) {
        self.typeName = typeName
        self.segues = segues
    }
}

/// A segue of an imported spec.
public struct ImportedSegue: Sendable, Equatable {
    /// The container a destination is in: its kind, and its class (the
    /// kind's framework class, or a subclass of it).
    public struct Container: Sendable, Equatable {
        public var kind: ContainerKind
        public var typeName: String

        public init(kind: ContainerKind, typeName: String? = nil) {
            self.kind = kind
            self.typeName = typeName ?? kind.className
        }
    }

    /// The storyboard identifier, exactly.
    public var identifier: String
    /// Whether it is an unwind segue.
    public var isUnwind: Bool
    /// The Swift type of the scene it shows; nil for an unwind segue, whose
    /// target is found at run time.
    public var destination: String?
    /// The container the scene is in, if any.
    public var container: Container?
    /// A Swift name given because the derived one collides with another segue's, else nil.
    public var name: String?
    /// Where the segue is in its storyboard.
    public var location: SourceLocation

    public init(
        identifier: String, isUnwind: Bool = false, destination: String?, container: Container? = nil, name: String? = nil,
        location: SourceLocation
    ) {
        self.identifier = identifier
        self.isUnwind = isUnwind
        self.destination = destination
        self.container = container
        self.name = name
        self.location = location
    }
}
