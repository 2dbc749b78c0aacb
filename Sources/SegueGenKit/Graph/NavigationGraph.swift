/// The navigation graph of specs (docs/Storyboards.md, "seguegen graph"): nodes and edges in spec
/// order, ids numbered in that order, so that the same input gives the same output byte for byte.
public struct NavigationGraph: Sendable, Equatable {
    public struct Node: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// A view controller class.
            case scene
            /// A container a segue's destination is wrapped in.
            case container
            /// Where unwind segues with one action go; the storyboard cannot
            /// say which scene that is (UIKit finds it at run time).
            case exit
            /// A storyboard that code creates scenes from, by Storyboard ID
            /// or as its initial scene (`instantiate`).
            case storyboard
        }

        /// `n1`, `c1`, `x1`, `s1`: letters and digits only, valid in DOT and Mermaid.
        public var id: String
        public var label: String
        public var kind: Kind
    }

    public struct Edge: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case segue
            /// From a container to the scene it holds.
            case containment
            case unwind
            /// From a scene to its `superclass`, whose segues it inherits.
            case inheritance
            /// From a storyboard to a scene, or the container holding it,
            /// that code creates from it.
            case instantiation
        }

        public var from: String
        public var to: String
        public var label: String
        public var kind: Kind
    }

    /// Where a storyboard's unwind segue starts, and its identifier.
    private struct UnwindKey: Hashable {
        var sourceClass: String
        var identifier: String?

        init(sourceClass: String, identifier: String?) {
            self.sourceClass = sourceClass
            self.identifier = identifier
        }

        init(_ unwind: Unwind) {
            self.init(sourceClass: unwind.sourceClass, identifier: unwind.identifier)
        }
    }

    /// An unwind segue found in a storyboard.
    public struct Unwind: Sendable, Equatable {
        /// The class of the scene the unwind starts at.
        public var sourceClass: String
        public var identifier: String?
        /// The unwind action (`unwindToList:`); nil if the storyboard has none.
        public var action: String?

        public init(sourceClass: String, identifier: String?, action: String?) {
            self.sourceClass = sourceClass
            self.identifier = identifier
            self.action = action
        }
    }

    public private(set) var nodes: [Node] = []
    public private(set) var edges: [Edge] = []

    /// The graph of `spec`, with storyboard `unwinds`: those the spec does not list are drawn, the
    /// others name the action of the spec's unwind segues.
    public init(spec: NavigationSpec, unwinds: [Unwind] = []) {
        self.init(specs: [spec], unwinds: unwinds)
    }

    /// The graph of `specs` together (the specs of one module, say): their
    /// scenes in spec order, a scene that two of them list drawn once.
    public init(specs: [NavigationSpec], unwinds: [Unwind] = []) {
        let spec = NavigationSpec.merging(specs) ?? NavigationSpec()
        // Node ids are a letter for the kind and a count: n1, x1, s1, c1.
        var ids: [String: String] = [:]
        var counts: [String: Int] = [:]
        func node(_ letter: String, key: String, label: String, kind: Node.Kind) -> String {
            if let id = ids[letter + key] { return id }
            counts[letter, default: 0] += 1
            let id = letter + String(counts[letter, default: 0])
            ids[letter + key] = id
            nodes.append(Node(id: id, label: label, kind: kind))
            return id
        }
        func sceneNode(_ name: String) -> String { node("n", key: name, label: name, kind: .scene) }
        func exitNode(_ action: String?) -> String {
            let label = action.map { "exit: \($0)" } ?? "exit"
            return node("x", key: label, label: label, kind: .exit)
        }
        // The storyboards' unwinds by where they start and their identifier, the first of each;
        // the spec's scenes by class: looked up once per segue, not searched.
        var storyboardUnwinds: [UnwindKey: Unwind] = [:]
        for unwind in unwinds where storyboardUnwinds[UnwindKey(unwind)] == nil {
            storyboardUnwinds[UnwindKey(unwind)] = unwind
        }
        let scenesByClass = Dictionary(spec.scenes.map { ($0.typeName.value, $0) }, uniquingKeysWith: { first, _ in first })
        /// One node per storyboard: an app's `Main.storyboard` and a framework's are two.
        func storyboardNode(_ name: String, in bundle: StoryboardBundle) -> String {
            node("s", key: bundle.spelling + "\u{0}" + name, label: name + ".storyboard" + Self.describe(bundle), kind: .storyboard)
        }
        /// A new node for `container`, with edges to it from `from` (labelled
        /// `label`, of `kind`) and from it to the `scene` it holds.
        func edge(from: String, through container: SegueContainer, to scene: String, label: String, kind: Edge.Kind) {
            let id = node("c", key: "\u{0}\(counts["c", default: 0])", label: container.typeName, kind: .container)
            edges.append(Edge(from: from, to: id, label: label, kind: kind))
            edges.append(Edge(from: id, to: scene, label: Self.place(of: container), kind: .containment))
        }
        for scene in spec.scenes {
            let source = sceneNode(scene.typeName.value)
            if let instantiation = scene.instantiation {
                let storyboard = storyboardNode(instantiation.storyboard.value, in: instantiation.bundle)
                let label = instantiation.identifier.map { "Storyboard ID \"\($0.value)\"" } ?? "initial"
                if let container = instantiation.container?.value {
                    edge(from: storyboard, through: container, to: source, label: label, kind: .instantiation)
                } else {
                    edges.append(Edge(from: storyboard, to: source, label: label, kind: .instantiation))
                }
            }
            if let superclass = scene.superclass?.value {
                edges.append(Edge(from: source, to: sceneNode(superclass), label: "inherits", kind: .inheritance))
            }
            for segue in scene.segues {
                let label = segue.identifier.value
                if segue.isUnwind {
                    let action = storyboardUnwinds[UnwindKey(sourceClass: scene.typeName.value, identifier: label)]?.action
                    let target = segue.destination.map { sceneNode($0.value) } ?? exitNode(action)
                    edges.append(Edge(from: source, to: target, label: label, kind: .unwind))
                    continue
                }
                guard let destinationName = segue.destination?.value else { continue }
                let destination = sceneNode(destinationName)
                guard let container = segue.container?.value else {
                    edges.append(Edge(from: source, to: destination, label: label, kind: .segue))
                    continue
                }
                edge(from: source, through: container, to: destination, label: label, kind: .segue)
            }
        }
        var specUnwinds: [String: Set<String>] = [:]
        for unwind in unwinds {
            guard specUnwinds[unwind.sourceClass] == nil, let scene = scenesByClass[unwind.sourceClass] else { continue }
            specUnwinds[unwind.sourceClass] = Set((spec.inheritedSegues(of: scene) + scene.segues).filter(\.isUnwind).map(\.identifier.value))
        }
        for unwind in unwinds {
            // Only for scenes of the spec, and not again for an unwind segue the spec lists.
            guard let listed = specUnwinds[unwind.sourceClass] else { continue }
            if let identifier = unwind.identifier, listed.contains(identifier) { continue }
            edges.append(Edge(from: sceneNode(unwind.sourceClass), to: exitNode(unwind.action), label: unwind.identifier ?? "unwind", kind: .unwind))
        }
    }

    /// The bundle of a storyboard node's label, after its name: nothing for
    /// the main bundle.
    private static func describe(_ bundle: StoryboardBundle) -> String {
        switch bundle {
        case .main: ""
        case .module: " (Bundle.module)"
        case .sceneClass: " (its class's bundle)"
        case .identifier(let identifier): " (\(identifier))"
        }
    }

    /// Where a container holds the scene, as the edge's label.
    private static func place(of container: SegueContainer) -> String {
        switch (container.kind, container.position) {
        case (.navigation, _): return "root"
        case (.window, _): return "content"
        case (.tabBar, .selected), (.tabView, .selected): return "selected tab"
        case (.tabBar, _), (.tabView, _): return "tab"
        case (.split, _): return "column"
        case (.splitView, _): return "split item"
        }
    }

    /// The unwind segues of the scenes of `catalog` that have a custom class,
    /// with or without identifier, in catalog order.
    public static func unwinds(in catalog: StoryboardCatalog) -> [Unwind] {
        catalog.allScenes.flatMap { address -> [Unwind] in
            guard let sourceClass = catalog[address].controller?.customClass?.name else { return [] }
            return catalog[address].segues.compactMap { segue in
                guard catalog.isUnwind(segue, in: address.storyboard) else { return nil }
                return Unwind(sourceClass: sourceClass, identifier: segue.identifier.flatMap { $0.isEmpty ? nil : $0 }, action: segue.unwindAction)
            }
        }
    }

    // MARK: Output

    /// The graph in Graphviz's DOT language (graphviz.org/doc/info/lang.html), left to right, each
    /// kind of node and edge in its own shape and style.
    public var dot: String {
        var text = "digraph Navigation {\n"
        text += "    rankdir=LR;\n"
        text += "    node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
        text += "    edge [fontname=\"Helvetica\", fontsize=10];\n"
        for node in nodes {
            let style: String
            switch node.kind {
            case .scene: style = ""
            case .container: style = ", style=dashed"
            case .exit: style = ", shape=ellipse, style=dotted"
            case .storyboard: style = ", shape=folder, style=solid"
            }
            text += "    \(node.id) [label=\(Self.dotString(node.label))\(style)];\n"
        }
        for edge in edges {
            let style: String
            switch edge.kind {
            case .segue: style = ""
            case .containment: style = ", style=dashed"
            case .unwind: style = ", style=dotted"
            case .inheritance: style = ", style=dashed, arrowhead=empty"
            case .instantiation: style = ", style=bold"
            }
            text += "    \(edge.from) -> \(edge.to) [label=\(Self.dotString(edge.label))\(style)];\n"
        }
        return text + "}\n"
    }

    /// The graph as a Mermaid flowchart (mermaid.js.org/syntax/flowchart.html), left to right.
    public var mermaid: String {
        var text = "flowchart LR\n"
        for node in nodes {
            let label = Self.mermaidString(node.label)
            switch node.kind {
            case .scene: text += "    \(node.id)[\(label)]\n"
            case .container: text += "    \(node.id)[[\(label)]]\n"
            case .exit: text += "    \(node.id)([\(label)])\n"
            case .storyboard: text += "    \(node.id)[/\(label)/]\n"
            }
        }
        for edge in edges {
            let arrow = edge.kind == .segue ? "-->" : edge.kind == .instantiation ? "==>" : "-.->"
            text += "    \(edge.from) \(arrow)|\(Self.mermaidString(edge.label))| \(edge.to)\n"
        }
        return text
    }

    /// A DOT quoted string: `"` and `\` escaped, line breaks as `\n`, other invisible scalars shown
    /// as `\u{XX}` rather than left to reorder or hide the label.
    static func dotString(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where SourceFile.isLineBreak(scalar): escaped += "\\n"
            // `\u{202E}`, its backslash escaped.
            case _ where DiagnosticPrinter.isInvisible(scalar): escaped += "\\" + DiagnosticPrinter.visible(String(scalar))
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// A Mermaid quoted string: `"`, `&`, `#`, `<`, `>` and `|` as entity codes (Mermaid reads them as
    /// entities, markup or edge syntax), line breaks as spaces, other invisible scalars as `\u{XX}`.
    static func mermaidString(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "#quot;"
            case "&": escaped += "#amp;"
            case "#": escaped += "#35;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "|": escaped += "#124;"
            case _ where SourceFile.isLineBreak(scalar): escaped += " "
            case _ where DiagnosticPrinter.isInvisible(scalar): escaped += DiagnosticPrinter.visible(String(scalar))
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
