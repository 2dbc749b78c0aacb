import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// `NavigationGraph`: nodes and edges in spec order, containers and unwinds
/// visible, labels escaped for DOT and Mermaid.
@Suite struct NavigationGraphTests {
    static let spec = """
        scenes:
          ListViewController:
            segues:
              showDetail: DetailViewController
              "Say \\"hi\\" | <now> #1":
                destination: GreetingViewController
                container: UINavigationController
              presentMain:
                destination: FeedViewController
                container:
                  type: MainTabBarController
                  kind: tabBar
                  find: selected
          DetailViewController:
            segues:
              backToList:
                unwind: true
                destination: ListViewController
              cancel:
                unwind: true

        """

    /// The graph of the spec `text` (this suite's `spec` by default).
    static func graph(of text: String = spec, unwinds: [NavigationGraph.Unwind] = []) throws -> NavigationGraph {
        let loaded = SpecLoader.load(bytes: Array(text.utf8), path: "spec.yaml")
        let spec = try #require(loaded.value, "\(loaded.diagnostics)")
        return NavigationGraph(spec: spec, unwinds: unwinds)
    }

    /// Unwinds a storyboard has: one the spec lists (it names its action), one
    /// it cannot list (no identifier), one of a class the spec does not list.
    static let storyboardUnwinds = [
        NavigationGraph.Unwind(sourceClass: "DetailViewController", identifier: "cancel", action: "unwindToList:"),
        NavigationGraph.Unwind(sourceClass: "DetailViewController", identifier: nil, action: "unwindToList:"),
        NavigationGraph.Unwind(sourceClass: "SettingsViewController", identifier: nil, action: "unwindToList:"),
    ]

    /// Specs drawn together: a scene two of them list is one node, and a
    /// subclass points at its superclass, hollow-headed in DOT.
    @Test func severalSpecsAndInheritance() throws {
        let specs = try ["scenes:\n  BaseViewController:\n    segues:\n      showHelp: HelpViewController\n",
                         "scenes:\n  BaseViewController:\n    segues:\n      showAbout: AboutViewController\n"
                         + "  ListViewController:\n    superclass: BaseViewController\n    segues:\n      showDetail: DetailViewController\n"]
            .enumerated().map { index, text in
                let loaded = SpecLoader.load(bytes: Array(text.utf8), path: "spec\(index).yaml")
                return try #require(loaded.value, "\(loaded.diagnostics)")
            }
        let graph = NavigationGraph(specs: specs)
        #expect(graph.nodes.map(\.label) == ["BaseViewController", "HelpViewController", "AboutViewController", "ListViewController", "DetailViewController"])
        #expect(graph.edges == [
            .init(from: "n1", to: "n2", label: "showHelp", kind: .segue),
            .init(from: "n1", to: "n3", label: "showAbout", kind: .segue),
            .init(from: "n4", to: "n1", label: "inherits", kind: .inheritance),
            .init(from: "n4", to: "n5", label: "showDetail", kind: .segue),
        ])
        #expect(graph.dot.contains("    n4 -> n1 [label=\"inherits\", style=dashed, arrowhead=empty];\n"))
        #expect(graph.mermaid.contains("    n4 -.->|\"inherits\"| n1\n"))
    }

    /// A storyboard that code creates scenes from is a node, with an edge to
    /// each such scene, or to the container its Storyboard ID names, labelled
    /// with the Storyboard ID or "initial"; two scenes of one storyboard
    /// share its node.
    @Test func scenesCreatedFromAStoryboardHangFromIt() throws {
        let text = """
            storyboard: Main
            scenes:
              ListViewController:
                initial: true
                container: UINavigationController
                segues:
                  showDetail: DetailViewController
              DetailViewController:
                storyboardIdentifier: Detail
              SettingsViewController:
                storyboard: Settings
                storyboardIdentifier: Settings

            """
        let graph = try Self.graph(of: text)
        // Each scene's node first, then its storyboard's when that is new.
        #expect(graph.nodes.map(\.id) == ["n1", "s1", "c1", "n2", "n3", "s2"])
        #expect(graph.nodes.map(\.label) == [
            "ListViewController", "Main.storyboard", "UINavigationController", "DetailViewController", "SettingsViewController", "Settings.storyboard",
        ])
        #expect(graph.edges == [
            .init(from: "s1", to: "c1", label: "initial", kind: .instantiation),
            .init(from: "c1", to: "n1", label: "root", kind: .containment),
            .init(from: "n1", to: "n2", label: "showDetail", kind: .segue),
            .init(from: "s1", to: "n2", label: "Storyboard ID \"Detail\"", kind: .instantiation),
            .init(from: "s2", to: "n3", label: "Storyboard ID \"Settings\"", kind: .instantiation),
        ])
        #expect(graph.dot.contains("    s1 [label=\"Main.storyboard\", shape=folder, style=solid];\n"))
        #expect(graph.dot.contains("    s1 -> n2 [label=\"Storyboard ID \\\"Detail\\\"\", style=bold];\n"))
        #expect(graph.mermaid.contains("    s1[/\"Main.storyboard\"/]\n"))
        #expect(graph.mermaid.contains("    s1 ==>|\"initial\"| c1\n"))
    }

    /// On macOS too: a window controller's content, a tab view controller's tab.
    @Test func scenesCreatedInAnAppKitContainerHangFromIt() throws {
        let text = """
            platform: macos
            storyboard: Main
            scenes:
              OnboardingViewController:
                storyboardIdentifier: onboardingViewController
                container: NSWindowController
              AccountsViewController:
                storyboardIdentifier: Tabs
                container: NSTabViewController

            """
        let graph = try Self.graph(of: text)
        #expect(graph.nodes.map(\.label) == [
            "OnboardingViewController", "Main.storyboard", "NSWindowController", "AccountsViewController", "NSTabViewController",
        ])
        #expect(graph.edges == [
            .init(from: "s1", to: "c1", label: "Storyboard ID \"onboardingViewController\"", kind: .instantiation),
            .init(from: "c1", to: "n1", label: "content", kind: .containment),
            .init(from: "s1", to: "c2", label: "Storyboard ID \"Tabs\"", kind: .instantiation),
            .init(from: "c2", to: "n2", label: "tab", kind: .containment),
        ])
    }

    /// Storyboards of one name in different bundles are different nodes,
    /// labelled with the bundle; `&` is an entity in Mermaid.
    @Test func aStoryboardIsItsBundleAndName() throws {
        let text = """
            storyboard: Main
            scenes:
              HomeViewController:
                initial: true
              LoginViewController:
                initial: true
                bundle: com.example.AuthKit
              HelpViewController:
                storyboardIdentifier: "Q&A"
                bundle: module

            """
        let graph = try Self.graph(of: text)
        #expect(graph.nodes.filter { $0.kind == .storyboard }.map(\.label) == [
            "Main.storyboard", "Main.storyboard (com.example.AuthKit)", "Main.storyboard (Bundle.module)",
        ])
        #expect(graph.edges.filter { $0.kind == .instantiation }.map { "\($0.from) \($0.to) \($0.label)" } == [
            "s1 n1 initial", "s2 n2 initial", "s3 n3 Storyboard ID \"Q&A\"",
        ])
        #expect(graph.mermaid.contains("    s3 ==>|\"Storyboard ID #quot;Q#amp;A#quot;\"| n3\n"))
    }

    @Test func dot() throws {
        #expect(try Self.graph(unwinds: Self.storyboardUnwinds).dot == #"""
            digraph Navigation {
                rankdir=LR;
                node [shape=box, style=rounded, fontname="Helvetica"];
                edge [fontname="Helvetica", fontsize=10];
                n1 [label="ListViewController"];
                n2 [label="DetailViewController"];
                n3 [label="GreetingViewController"];
                c1 [label="UINavigationController", style=dashed];
                n4 [label="FeedViewController"];
                c2 [label="MainTabBarController", style=dashed];
                x1 [label="exit: unwindToList:", shape=ellipse, style=dotted];
                n1 -> n2 [label="showDetail"];
                n1 -> c1 [label="Say \"hi\" | <now> #1"];
                c1 -> n3 [label="root", style=dashed];
                n1 -> c2 [label="presentMain"];
                c2 -> n4 [label="selected tab", style=dashed];
                n2 -> n1 [label="backToList", style=dotted];
                n2 -> x1 [label="cancel", style=dotted];
                n2 -> x1 [label="unwind", style=dotted];
            }

            """#)
    }

    @Test func mermaid() throws {
        #expect(try Self.graph().mermaid == """
            flowchart LR
                n1["ListViewController"]
                n2["DetailViewController"]
                n3["GreetingViewController"]
                c1[["UINavigationController"]]
                n4["FeedViewController"]
                c2[["MainTabBarController"]]
                x1(["exit"])
                n1 -->|"showDetail"| n2
                n1 -->|"Say #quot;hi#quot; #124; #lt;now#gt; #35;1"| c1
                c1 -.->|"root"| n3
                n1 -->|"presentMain"| c2
                c2 -.->|"selected tab"| n4
                n2 -.->|"backToList"| n1
                n2 -.->|"cancel"| x1

            """)
    }

    @Test func unwindsComeFromStoryboardsOfEveryClassWithACustomClass() throws {
        let storyboard = StoryboardXML.read(StoryboardSamples.exitInAnotherScene)
        #expect(NavigationGraph.unwinds(in: StoryboardCatalog([storyboard])) == [
            NavigationGraph.Unwind(sourceClass: "EditViewController", identifier: "cancelEdit", action: "unwindToList:"),
            NavigationGraph.Unwind(sourceClass: "EditViewController", identifier: nil, action: "unwindToList:"),
        ])
    }

    @Test func labelsAreEscapedForEachLanguage() {
        #expect(NavigationGraph.dotString("a\"b\\c\nd") == #""a\"b\\c\nd""#)
        #expect(NavigationGraph.mermaidString("a\"b#c<d>e|f\ng") == "\"a#quot;b#35;c#lt;d#gt;e#124;f g\"")
        // A bidirectional override or a control character could reorder or hide a label: shown as a code.
        #expect(NavigationGraph.dotString("go\u{202E}back\u{7}") == #""go\\u{202E}back\\u{7}""#)
        #expect(NavigationGraph.mermaidString("go\u{202E}back\u{7}") == #""go\u{202E}back\u{7}""#)
    }
}
