/// A navigation spec made from storyboards by `StoryboardImporter`, in the
/// shape `seguegen import` writes: what the spec language can say today.
public struct ImportedSpec: Sendable, Equatable {
    /// `macos` for AppKit storyboards; for UIKit ones `tvos` when every
    /// imported segue and scene created from its storyboard comes from a
    /// tvOS storyboard, else `ios`.
    public var platform: Platform = .ios
    /// Modules of the imported classes that are not the app's own, sorted.
    public var imports: [String] = []
    /// The scenes (sources of segues, scenes created from their storyboard),
    /// sorted by class name.
    public var scenes: [ImportedScene] = []

    /// The number of segues of all scenes.
    public var segueCount: Int { scenes.reduce(0) { $0 + $1.segues.count } }

    /// The storyboard of every scene created from its storyboard, when they
    /// all have the same one (the spec then says it once, at the top level);
    /// nil when there are none or several.
    public var sharedStoryboard: String? {
        let storyboards = scenes.compactMap { $0.instantiation?.storyboard }
        guard let first = storyboards.first, storyboards.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The spec as a YAML tree, with the keys `docs/Spec.md` describes:
    /// `platform`, `imports` when there are any, `storyboard` when every
    /// scene created from its storyboard has the same one, `scenes`. A scene's
    /// keys come in the order `storyboard` (when not at the top level),
    /// `storyboardIdentifier` or `initial: true`, `windowController: true`, `kind`,
    /// `container`, `segues` (left out when it has none). A segue in the short form
    /// (`identifier: Destination`) unless it is an unwind segue or has a
    /// container or a name; a container in the short form (its class) unless
    /// it is a subclass, which needs its `kind`. An identifier with white
    /// space at its start or end (`EdgeWhiteSpace`) in double quotes, where
    /// it shows. Marks are all 1:1 (the tree is for writing, not for
    /// diagnostics).
    public var yamlNode: YAMLNode {
        var tree = YAMLTree(locations: nil)
        return tree.root(of: self)
    }

    /// `yamlNode` with each node placed in the storyboards, for a decoder that reads it in
    /// place of a spec (`DiagnosingNodeDecoder.elsewhere`): a node's mark is line `i`, column
    /// 0, for `locations[i]`: its segue's, or its scene's; `origin` for the top level.
    public func locatedYAMLNode(origin: SourceLocation) -> (root: YAMLNode, locations: [SourceLocation]) {
        var tree = YAMLTree(locations: [origin])
        let root = tree.root(of: self)
        return (root, tree.locations ?? [])
    }

    /// The keys of a scene that say how it is created from its storyboard,
    /// in the order `yamlNode` writes them: `storyboard` (left to the top
    /// level when `withStoryboard` is false), `storyboardIdentifier` or
    /// `initial: true`, `windowController: true`, `kind`, `container`.
    /// `StoryboardLinter` names them to a spec that lacks them.
    func instantiationFields(of instantiation: ImportedInstantiation, withStoryboard: Bool) -> [YAMLPair] {
        var tree = YAMLTree(locations: nil)
        return tree.instantiationFields(of: instantiation, withStoryboard: withStoryboard)
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

    /// Why seguegen would not read this spec back once written as `yaml`,
    /// or nil: the text is larger than it reads of a spec, or holds more
    /// YAML nodes than it reads. (No string of it is longer than a spec
    /// holds: the import skips those, `StoryboardImporter.maximumSpecString`.)
    ///
    /// - Parameters:
    ///   - yaml: the spec's text as it would be written, header included.
    ///   - maximumSize: the most bytes (`InputLimits.maximumTextFileSize`).
    ///   - maximumNodeCount: the most nodes (`YAMLLimits.maximumNodeCount`).
    /// - Returns: the reason as a clause about the spec ("it would be ... bytes long, ...").
    public func readBackProblem(
        ofYAML yaml: String, maximumSize: Int = InputLimits.maximumTextFileSize, maximumNodeCount: Int = YAMLLimits().maximumNodeCount
    ) -> String? {
        let size = yaml.utf8.count
        if size > maximumSize {
            return "it would be \(size) bytes long, larger than \(InputLimits.describe(maximumSize)), the most seguegen reads of a spec (docs/Reliability.md)"
        }
        let nodes = Self.nodeCount(of: yamlNode)
        if nodes > maximumNodeCount {
            return "it would have \(nodes) YAML nodes, more than the \(maximumNodeCount) seguegen reads of a spec (docs/Reliability.md)"
        }
        return nil
    }

    /// The nodes of `node` and all below it, keys included, as the YAML reader counts them.
    private static func nodeCount(of node: YAMLNode) -> Int {
        switch node.content {
        case .scalar: return 1
        case .sequence(let items): return items.reduce(1) { $0 + nodeCount(of: $1) }
        case .mapping(let pairs): return pairs.reduce(1) { $0 + nodeCount(of: $1.key) + nodeCount(of: $1.value) }
        }
    }
}

/// Builds the YAML tree of an `ImportedSpec`, each node marked where `at(_:)` last placed it.
private struct YAMLTree {
    /// Where the nodes are, by the line of their mark; nil to mark every node 1:1.
    var locations: [SourceLocation]?
    private var mark = YAMLMark(line: 1, column: 1)

    init(locations: [SourceLocation]?) {
        self.locations = locations
        if locations != nil { mark = YAMLMark(line: 0, column: 0) }
    }

    /// Marks the nodes made next as at `location`.
    private mutating func at(_ location: SourceLocation) {
        guard locations != nil else { return }
        mark = YAMLMark(line: locations?.count ?? 0, column: 0)
        locations?.append(location)
    }

    mutating func root(of spec: ImportedSpec) -> YAMLNode {
        var root: [YAMLPair] = [pair("platform", scalar(spec.platform.rawValue))]
        if !spec.imports.isEmpty {
            root.append(pair("imports", node(.sequence(spec.imports.map { scalar($0) }))))
        }
        let sharedStoryboard = spec.sharedStoryboard
        if let sharedStoryboard {
            root.append(pair("storyboard", scalar(sharedStoryboard)))
        }
        let topLevel = mark
        var scenes: [YAMLPair] = []
        for scene in spec.scenes {
            if let location = scene.instantiation?.location ?? scene.segues.first?.location { at(location) }
            let sceneMark = mark
            let key = scalar(scene.typeName)
            var fields = scene.instantiation.map { instantiationFields(of: $0, withStoryboard: sharedStoryboard == nil) } ?? []
            var segues: [YAMLPair] = []
            for segue in scene.segues {
                at(segue.location)
                segues.append(self.segue(segue))
            }
            mark = sceneMark
            if !segues.isEmpty { fields.append(pair("segues", node(.mapping(segues)))) }
            scenes.append(YAMLPair(key: key, value: node(.mapping(fields))))
        }
        mark = topLevel
        root.append(pair("scenes", node(.mapping(scenes))))
        return node(.mapping(root))
    }

    private mutating func segue(_ segue: ImportedSegue) -> YAMLPair {
        let identifier = identifierScalar(segue.identifier)
        if let destination = segue.destination, !segue.isUnwind, !segue.isEmbed, segue.container == nil, segue.name == nil {
            return YAMLPair(key: identifier, value: scalar(destination))
        }
        var fields: [YAMLPair] = []
        if segue.isUnwind {
            fields.append(pair("unwind", trueNode))
        }
        if segue.isEmbed {
            fields.append(pair("embed", trueNode))
        }
        if let destination = segue.destination { fields.append(pair("destination", scalar(destination))) }
        if let container = segue.container { fields.append(pair("container", containerNode(container))) }
        if let name = segue.name { fields.append(pair("name", scalar(name))) }
        return YAMLPair(key: identifier, value: node(.mapping(fields)))
    }

    mutating func instantiationFields(of instantiation: ImportedInstantiation, withStoryboard: Bool) -> [YAMLPair] {
        at(instantiation.location)
        var fields: [YAMLPair] = []
        if withStoryboard { fields.append(pair("storyboard", scalar(instantiation.storyboard))) }
        if let identifier = instantiation.identifier {
            fields.append(pair("storyboardIdentifier", identifierScalar(identifier)))
        } else {
            fields.append(pair("initial", trueNode))
        }
        if instantiation.isWindowController { fields.append(pair("windowController", trueNode)) }
        if let kind = instantiation.kind { fields.append(pair("kind", scalar(kind.rawValue))) }
        if let container = instantiation.container { fields.append(pair("container", containerNode(container))) }
        return fields
    }

    /// A segue identifier or Storyboard ID as a scalar: white space at its
    /// ends is kept, and shown, in double quotes (escaped where it is not
    /// printable), since a plain scalar would hide a no-break space.
    private func identifierScalar(_ identifier: String) -> YAMLNode {
        EdgeWhiteSpace.describe(identifier) == nil ? scalar(identifier) : node(.scalar(YAMLScalar(identifier, style: .doubleQuoted)))
    }

    /// A container in the short form (its class) unless it is a subclass,
    /// which needs its `kind`.
    private func containerNode(_ container: SegueContainer) -> YAMLNode {
        guard container.typeName != container.kind.className else { return scalar(container.typeName) }
        return node(.mapping([pair("type", scalar(container.typeName)), pair("kind", scalar(container.kind.rawValue))]))
    }

    private func node(_ content: YAMLNode.Content) -> YAMLNode {
        YAMLNode(content, mark: mark)
    }

    /// `true`, tagged as a boolean so that it is written plain.
    private var trueNode: YAMLNode {
        YAMLNode(.scalar(YAMLScalar("true")), tag: "tag:yaml.org,2002:bool", mark: mark)
    }

    private func scalar(_ text: String) -> YAMLNode {
        node(.scalar(YAMLScalar(text)))
    }

    private func pair(_ key: String, _ value: YAMLNode) -> YAMLPair {
        YAMLPair(key: scalar(key), value: value)
    }
}

/// A scene of an imported spec: a source of segues, a scene created from
/// its storyboard, or both.
public struct ImportedScene: Sendable, Equatable {
    /// The view controller's (or window controller's) class.
    public var typeName: String
    /// The segues, sorted by identifier (Unicode scalar order); empty for a
    /// scene that is only created from its storyboard.
    public var segues: [ImportedSegue]
    /// Where its storyboard creates it from, if the spec says so.
    public var instantiation: ImportedInstantiation?
}

/// How a scene of an imported spec is created from its storyboard: the
/// spec keys `storyboard`, `storyboardIdentifier` or `initial`, and
/// `windowController` (docs/Spec.md, "Scenes created from their storyboard").
public struct ImportedInstantiation: Sendable, Equatable {
    /// The storyboard's name: its file name without `.storyboard`, as
    /// `UIStoryboard(name:bundle:)` and `NSStoryboard(name:bundle:)` take it.
    public var storyboard: String
    /// The scene's Storyboard ID; nil when it is created as its storyboard's
    /// initial scene.
    public var identifier: String?
    /// Whether the scene is an AppKit window controller (shown in its own window).
    public var isWindowController = false
    /// The container that the Storyboard ID or initial arrow names and that
    /// holds the scene, if it is not the scene itself.
    public var container: SegueContainer?
    /// The UIKit container the scene's own class is (a `UINavigationController` subclass created
    /// as itself), which the spec's `kind` says; nil for any other.
    public var kind: ContainerKind?
    /// Where the controller the Storyboard ID or initial arrow names is in its
    /// storyboard: the scene's, or its container's.
    public var location: SourceLocation

    /// Whether `other` creates its scene the same way: the same storyboard
    /// name, Storyboard ID (or initial scene) and container, wherever it is.
    public func createsTheSameWay(as other: ImportedInstantiation) -> Bool {
        storyboard == other.storyboard && identifier == other.identifier && isWindowController == other.isWindowController
            && container == other.container
    }
}

/// A segue of an imported spec.
public struct ImportedSegue: Sendable, Equatable {
    /// The storyboard identifier, exactly.
    public var identifier: String
    /// Whether it is an unwind segue.
    public var isUnwind = false
    /// Whether it is an embed segue, which the spec says with `embed: true`.
    public var isEmbed = false
    /// The Swift type of the scene it shows; nil for an unwind segue, whose
    /// target is found at run time.
    public var destination: String?
    /// The container the scene is in, if any, at its kind's position (the spec says no other).
    public var container: SegueContainer?
    /// A Swift name given because the derived one collides with another segue's, else nil.
    public var name: String?
    /// Where the segue is in its storyboard.
    public var location: SourceLocation
}
