import Foundation
import SegueGenTestSupport
import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

/// Real storyboards, imported, generated and compiled: every group of the
/// corpus whose spec has scenes (UIKit and AppKit), and the import fixtures
/// with unwind segues, references, container subclasses and an AppKit app,
/// type-check against the Swift UIKit or AppKit stand-in in Swift 6 mode with
/// warnings as errors, together with code that calls every perform method
/// with a closure typed as the spec says, and creates and shows every scene
/// created from its storyboard every way the generated code offers (in its
/// container for a scene created in one).
///
/// The app's classes are declared as stubs (`class X: UIViewController {}`,
/// a container subclass as a subclass of its container, a window controller
/// as an `NSWindowController`); framework classes
/// the stand-ins do not model (`UITableViewController`, ...) are stubs too.
/// The spec's `imports` are left out: the corpus apps' other modules do not
/// exist here, and the stubs stand for their classes.
@Suite struct StoryboardCompileTests {
    /// A spec to compile: a corpus group, or a fixture.
    struct Sample: Sendable, CustomTestStringConvertible {
        var name: String
        var storyboards: @Sendable () throws -> [Storyboard]
        var testDescription: String { name }
    }

    static let samples: [Sample] = StoryboardCorpus.groups.filter { group in
        guard let storyboards = try? StoryboardCorpus.storyboards(of: group) else { return false }
        return !StoryboardImporter.importSpec(from: storyboards).spec.scenes.isEmpty
    }.map { group in
        Sample(name: group.name) { try StoryboardCorpus.storyboards(of: group) }
    } + [
        Sample(name: "fixture: unwind segues") { [StoryboardXML.read(StoryboardSamples.exitInAnotherScene)] },
        Sample(name: "fixture: containers and references") {
            StoryboardSamples.referencedStoryboards.map { StoryboardXML.read($0.xml, path: $0.path) }
        },
        Sample(name: "fixture: a container subclass") {
            [StoryboardXML.read(StoryboardXML.document([
                StoryboardXML.scene("home", customClass: "HomeViewController", segues: [StoryboardXML.segue(to: "nav", "showSettings")]),
                StoryboardXML.scene("nav", "navigationController", customClass: "ThemedNavigationController", segues: [
                    StoryboardXML.relationship(to: "settings", "rootViewController"),
                ]),
                StoryboardXML.scene("settings", customClass: "SettingsViewController"),
            ]))]
        },
        Sample(name: "fixture: an AppKit app") { [StoryboardXML.read(StoryboardSamples.macApp)] },
        Sample(name: "fixture: scenes created from one storyboard") {
            [StoryboardXML.read(StoryboardSamples.oneStoryboard)]
        },
        Sample(name: "fixture: scenes created from several storyboards") {
            StoryboardSamples.severalStoryboards.map { StoryboardXML.read($0.xml, path: $0.path) }
        },
        Sample(name: "fixture: scenes created in their container") {
            [StoryboardXML.read(StoryboardSamples.containers)]
        },
        Sample(name: "fixture: AppKit scenes created from their storyboard") {
            [StoryboardXML.read(StoryboardSamples.macStoryboard, path: "Mac/Main.storyboard")]
        },
        Sample(name: "fixture: AppKit scenes created in their container") {
            [StoryboardXML.read(StoryboardSamples.macContainers, path: "Mac/Main.storyboard")]
        },
        Sample(name: "fixture: an AppKit window controller class of several windows") {
            [StoryboardXML.read(StoryboardSamples.macSharedWindowController, path: "Mac/Main.storyboard")]
        },
    ]

    @Test func theSampleCoversTheCorpusAppsWithSeguesOrScenesCreatedFromTheirStoryboard() {
        #expect(Self.samples.map(\.name) == [
            "Alamofire__Alamofire", "HeroTransitions__Hero", "IBAnimatable__IBAnimatable", "Ji4n1ng__OpenInTerminal.macos",
            "MonitorControl__MonitorControl.macos", "ReactiveX__RxSwift", "ReactiveX__RxSwift.macos", "ResearchKit__ResearchKit", "SwiftGen__SwiftGen",
            "SwiftGen__SwiftGen.macos", "SwiftKickMobile__SwiftMessages", "alin23__Lunar.macos", "carabina__SeguePerformer", "dwarvesf__hidden.macos",
            "groue__GRMustache.swift.macos", "jonkykong__SideMenu",
            "krzyzanowskim__Natalie", "krzyzanowskim__Natalie.macos", "mac-cain13__R.swift", "nicklockwood__SwiftFormat.macos",
            "openfoodfacts__openfoodfacts-ios", "realm__realm-swift", "thoughtbot__Perform", "tomlokhorst__SegueManager",
            "tomlokhorst__SegueManager.macos",
            "fixture: unwind segues", "fixture: containers and references", "fixture: a container subclass", "fixture: an AppKit app",
            "fixture: scenes created from one storyboard", "fixture: scenes created from several storyboards",
            "fixture: scenes created in their container", "fixture: AppKit scenes created from their storyboard",
            "fixture: AppKit scenes created in their container", "fixture: an AppKit window controller class of several windows",
        ])
    }

    @Test(arguments: samples)
    func importedSpecsGenerateCodeThatCompilesInSwift6(_ sample: Sample) async throws {
        var imported = StoryboardImporter.importSpec(from: try sample.storyboards()).spec
        imported.imports = []
        let yaml = try imported.yaml()
        let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "Navigation.yaml")
        let spec = try #require(loaded.value, "\(loaded.diagnostics)")
        let generated = try Generator(templates: try TemplateSet.builtin(for: spec.platform)).generate(spec, specFileName: "Navigation.yaml")
        let files = generated.map { SwiftSourceFile(name: $0.path, contents: $0.contents) }
            + [SwiftSourceFile(name: "Stubs.swift", contents: Self.stubs(for: imported)), SwiftSourceFile(name: "Use.swift", contents: Self.use(spec))]
        #expect(files.allSatisfy { $0.contents.contains("import \(spec.platform.uiFramework)\n") })
        let result = try await StandInHarness.shared.typecheck(files: files, against: .swiftStandIn, languageMode: .swift6, warningsAsErrors: true)
        #expect(result.succeeded, "\(result)")
        #expect(result.diagnostics.isEmpty, "\(result)")
    }

    /// The classes the UIKit and AppKit stand-ins have.
    static let standInClasses: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "NSViewController", "NSWindowController", "NSTabViewController", "NSSplitViewController",
    ]

    /// A class for every type the spec names that the stand-in does not have.
    static func stubs(for spec: NavigationSpec) -> String {
        let framework = spec.platform.uiFramework
        let viewController = spec.platform.isUIKit ? "UIViewController" : "NSViewController"
        var superclassOf: [String: String] = [:]
        for scene in spec.scenes {
            superclassOf[scene.typeName.value] = scene.isWindowController
                ? "NSWindowController" : superclassOf[scene.typeName.value] ?? viewController
            if let container = scene.instantiation?.container?.value, container.typeName != container.kind.className {
                superclassOf[container.typeName] = container.kind.className
            }
            for segue in scene.segues {
                if let destination = segue.destination?.value { superclassOf[destination] = superclassOf[destination] ?? viewController }
                if let container = segue.container?.value, container.typeName != container.kind.className {
                    superclassOf[container.typeName] = container.kind.className
                }
            }
        }
        let declarations = superclassOf.keys.sorted().filter { !standInClasses.contains($0) }.map { name in
            "class \(name): \(superclassOf[name] ?? viewController) {}\n"
        }
        return "import \(framework)\n\n" + declarations.joined()
    }

    /// A function that performs every segue of every scene (but embed segues), destinations
    /// typed, and one that creates every scene created from its storyboard
    /// and shows it every way the generated code offers.
    static func use(_ spec: NavigationSpec) -> String {
        var lines = ["import \(spec.platform.uiFramework)", "", "@MainActor func performEverySegue() {"]
        // An embed segue has no perform method: the framework performs it.
        for (index, scene) in spec.scenes.enumerated() where scene.segues.contains(where: { !$0.isEmbed }) {
            lines.append("    let source\(index) = \(scene.typeName.value)()")
            for segue in scene.segues where !segue.isEmbed {
                if let destination = segue.destination?.value {
                    lines.append("    _ = source\(index).\(segue.names.methodName) { (destination: \(destination)) in _ = destination }")
                } else {
                    lines.append("    _ = source\(index).\(segue.names.methodName)()")
                }
            }
        }
        lines.append("}")
        lines += ["", "@MainActor func createEveryScene() {"]
        let created = spec.scenes.filter { $0.instantiation != nil }
        if !created.isEmpty {
            lines.append(spec.platform.isUIKit ? "    let host = UIViewController()" : "    let host = NSViewController()")
        }
        for scene in created {
            let type = scene.typeName.value
            let configure = "{ (scene: \(type)) in _ = scene }"
            // A scene in a container: `instantiate` returns the container, and it is not pushed.
            let container = scene.instantiation?.container?.value.typeName
            lines.append("    let _: \(container ?? type)? = \(type).instantiate \(configure)")
            let showsWindow = scene.isWindowController || scene.instantiation?.container?.value.kind == .window
            let pushed = container == nil && scene.containerKind == nil
            let calls = spec.platform.isUIKit ? (pushed ? ["push(from: host)"] : []) + ["present(from: host)"]
                : showsWindow ? ["show(sender: host)"] : ["presentAsSheet(from: host)", "presentAsModalWindow(from: host)"]
            for call in calls {
                // `show` returns the window controller it shows: for a scene in one, the container.
                let returned = showsWindow ? container ?? type : type
                lines.append("    let _: \(returned)? = \(type).\(call) \(configure)")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
