/// A spec written out as YAML: what `seguegen import` writes, and what generation from
/// storyboards decodes, so that the two cannot disagree.
extension NavigationSpec {
    /// The spec as a YAML tree in the order docs/Storyboards.md shows, each short form
    /// where it says the same; every mark 1:1 (the tree is for writing).
    public var yamlNode: YAMLNode {
        var tree = YAMLTree(locations: nil)
        return tree.root(of: self)
    }

    /// `yamlNode` for a decoder that reads it in place of a spec (`DiagnosingNodeDecoder.elsewhere`):
    /// a node's mark is line `i`, column 0, for `locations[i]`, its segue's or scene's; `origin` for the top.
    public func locatedYAMLNode(origin: SourceLocation) -> (root: YAMLNode, locations: [SourceLocation]) {
        var tree = YAMLTree(locations: [origin])
        let root = tree.root(of: self)
        return (root, tree.locations ?? [])
    }

    /// The keys that say how `scene` is created from its storyboard, as `yamlNode` writes them
    /// (`storyboard` only `withStoryboard`): `StoryboardLinter` names them to a spec that lacks them.
    static func instantiationFields(of scene: Scene, withStoryboard: Bool) -> [YAMLPair] {
        var tree = YAMLTree(locations: nil)
        return tree.instantiationFields(of: scene, withStoryboard: withStoryboard)
    }

    /// The spec as YAML text, after `header`'s comment lines (libyaml writes no comments).
    public func yaml(header: [String] = []) throws(YAMLEmitterError) -> String {
        let comments = header.map { line in
            // A comment ends at the line break: keep each header line on one line.
            "# " + line.unicodeScalars.map { SourceFile.isLineBreak($0) ? " " : String($0) }.joined() + "\n"
        }
        return comments.joined() + (try YAMLEmitter.emit(yamlNode))
    }

    /// Why seguegen would not read this spec back once written as `yaml`: a text larger
    /// than a spec it reads, or with more YAML nodes ("it would be ... bytes long, ...").
    /// Strings too long for a spec are skipped by the import already.
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

/// Builds the YAML tree of a `NavigationSpec`, each node marked where `at(_:)` last placed it.
private struct YAMLTree {
    /// Where the nodes are, by the line of their mark; nil to mark every node 1:1.
    var locations: [SourceLocation]?
    private var mark = YAMLMark(line: 1, column: 1)

    init(locations: [SourceLocation]?) {
        self.locations = locations
        if locations != nil { mark = YAMLMark(line: 0, column: 0) }
    }

    private mutating func at(_ location: SourceLocation) {
        guard locations != nil else { return }
        mark = YAMLMark(line: locations?.count ?? 0, column: 0)
        locations?.append(location)
    }

    mutating func root(of spec: NavigationSpec) -> YAMLNode {
        var root: [YAMLPair] = [pair("platform", scalar(spec.platform.rawValue))]
        if !spec.imports.isEmpty {
            root.append(pair("imports", node(.sequence(spec.imports.map { scalar($0.value) }))))
        }
        if let storyboard = spec.storyboard {
            root.append(pair("storyboard", scalar(storyboard.value)))
        }
        let topLevel = mark
        var scenes: [YAMLPair] = []
        for scene in spec.scenes {
            if let location = scene.instantiation?.storyboard.location ?? scene.segues.first?.identifier.location { at(location) }
            let sceneMark = mark
            let key = scalar(scene.typeName.value)
            let withStoryboard = scene.instantiation?.storyboard.value != spec.storyboard?.value
            var fields = scene.instantiation == nil ? [] : instantiationFields(of: scene, withStoryboard: withStoryboard)
            var segues: [YAMLPair] = []
            for segue in scene.segues {
                at(segue.identifier.location)
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

    private mutating func segue(_ segue: Segue) -> YAMLPair {
        let identifier = identifierScalar(segue.identifier.value)
        if let destination = segue.destination, !segue.isUnwind, !segue.isEmbed, segue.container == nil, !segue.hasExplicitName {
            return YAMLPair(key: identifier, value: scalar(destination.value))
        }
        var fields: [YAMLPair] = []
        if segue.isUnwind {
            fields.append(pair("unwind", trueNode))
        }
        if segue.isEmbed {
            fields.append(pair("embed", trueNode))
        }
        if let destination = segue.destination { fields.append(pair("destination", scalar(destination.value))) }
        if let container = segue.container { fields.append(pair("container", containerNode(container.value))) }
        if segue.hasExplicitName { fields.append(pair("name", scalar(segue.names.bareCaseName))) }
        return YAMLPair(key: identifier, value: node(.mapping(fields)))
    }

    mutating func instantiationFields(of scene: Scene, withStoryboard: Bool) -> [YAMLPair] {
        guard let instantiation = scene.instantiation else { return [] }
        at(instantiation.storyboard.location)
        var fields: [YAMLPair] = []
        if withStoryboard { fields.append(pair("storyboard", scalar(instantiation.storyboard.value))) }
        if let identifier = instantiation.identifier {
            fields.append(pair("storyboardIdentifier", identifierScalar(identifier.value)))
        } else {
            fields.append(pair("initial", trueNode))
        }
        if scene.isWindowController { fields.append(pair("windowController", trueNode)) }
        if let kind = scene.containerKind { fields.append(pair("kind", scalar(kind.rawValue))) }
        if let container = instantiation.container { fields.append(pair("container", containerNode(container.value))) }
        return fields
    }

    /// White space at an identifier's ends is kept, and shown, in double quotes, since a
    /// plain scalar would hide a no-break space.
    private func identifierScalar(_ identifier: String) -> YAMLNode {
        EdgeWhiteSpace.describe(identifier) == nil ? scalar(identifier) : node(.scalar(YAMLScalar(identifier, style: .doubleQuoted)))
    }

    /// The short form (its class) unless it is a subclass, which needs its `kind`.
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
