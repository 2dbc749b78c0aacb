/// Turns the YAML tree of a spec into a `NavigationSpec`, collecting every
/// problem instead of stopping at the first.
struct SpecDecoder: DiagnosingNodeDecoder {
    let file: String
    /// The text, to find the exact column of a problem inside a value.
    var source: SourceFile?
    var diagnostics = DiagnosticEngine()
    /// The spec's platform once read, default or valid.
    var declaredPlatform: Platform?
    /// Where the spec starts, when it names no `platform`: the advice on the first thing the
    /// default rules out points there, once rather than at each AppKit class.
    var defaultPlatformLocation: SourceLocation?
    /// The spec's `module`, for advice that names it.
    var moduleName: String?
    /// Every scene the spec declares, the ones refused for errors too: a
    /// `superclass` naming one of those has its error already.
    var declaredSceneNames: Set<String> = []
    /// Type names found valid so far: a destination named by many segues is checked once.
    var validTypeNames: Set<String> = []
    var elsewhere: [SourceLocation] = []
    /// The spec's `names`, else those it is loaded with: such a type name is hidden in the extensions.
    var names = GeneratedTypeNames()

    /// Emits `diagnostic`, about something the platform rules out, with a note at the spec's
    /// start when it names no `platform`: the message names 'ios', which the user never wrote.
    mutating func emitRuledOutByPlatform(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if let defaultPlatformLocation {
            diagnostic.notes.append(Diagnostic.Note(
                "the spec names no 'platform', so it is '\(Platform.ios.rawValue)', the default; "
                    + "for AppKit, add 'platform: \(Platform.macos.rawValue)' at the top level",
                at: defaultPlatformLocation))
            self.defaultPlatformLocation = nil
        }
        diagnostics.emit(diagnostic)
    }

    // MARK: Levels of the spec

    mutating func decode(_ root: YAMLNode, checkingInheritance: Bool = true) -> NavigationSpec {
        var spec = NavigationSpec()
        if root.scalar?.isNull == true {
            diagnostics.emit(.emptyInput(.spec, at: location(of: root)))
            return spec
        }
        guard let fields = fields(of: root, known: SpecKeys.rootNames, context: "at the top level of the spec", expected: "a mapping with a 'scenes' key", subject: "the spec", allowsExtensions: true,
            placeOfKey: { SpecKeys.place(ofKey: $0, below: 0) }, looksLike: { Self.looksLikeScene($0) ? "a scene: indent it under 'scenes'" : nil }) else {
            return spec
        }
        if let node = fields["platform"]?.value, let platform = enumValue(node, key: "platform", as: Platform.self) {
            spec.platform = platform
            spec.platformLocation = location(of: node)
        }
        if fields["platform"] == nil || spec.platformLocation != nil { declaredPlatform = spec.platform }
        if fields["platform"] == nil { defaultPlatformLocation = location(of: root) }
        if let node = fields["module"]?.value, let module = string(node, for: "'module'") {
            if let problem = SwiftNaming.typeNameProblem(module.value) {
                diagnostics.emit(.invalidModuleName(module.value, purpose: "", problem: problem.description, at: location(ofOffset: problem.offset, in: module)))
            } else {
                spec.module = module
                moduleName = module.value
            }
        }
        if let node = fields["access"]?.value, let access = enumValue(node, key: "access", as: AccessLevel.self) {
            spec.access = access
        }
        if let node = fields["imports"]?.value {
            spec.imports = imports(node, platform: spec.platform)
        }
        if let node = fields["dispatch"]?.value, let dispatch = enumValue(node, key: "dispatch", as: SegueDispatch.self) {
            spec.dispatch = dispatch
            spec.dispatchLocation = location(of: node)
        }
        if let node = fields["storyboard"]?.value, let storyboard = storyboardName(node) {
            spec.storyboard = storyboard
        }
        if let node = fields["bundle"]?.value, let bundle = nonEmptyString(node, for: "'bundle'") {
            spec.bundle = StoryboardBundle(bundle.value)
        }
        if let node = fields["names"]?.value {
            names = generatedTypeNames(node)
        }
        spec.names = names
        guard let scenesField = fields["scenes"] else {
            reportMissing("scenes", from: fields, context: "at the top level of the spec", at: location(of: root))
            return spec
        }
        spec.scenes = scenes(scenesField, defaults: spec)
        if checkingInheritance { checkInheritance(of: spec) }
        // Two scenes cannot have one Storyboard ID in one storyboard, nor both be its initial scene.
        diagnostics.emit(contentsOf: Scene.storyboardSceneClashes(in: [spec.scenes], withinASpec: true))
        return spec
    }

    /// Module names, none of them the other platform's UI framework, which the generated
    /// code would import next to its own.
    mutating func imports(_ node: YAMLNode, platform: Platform) -> [Located<String>] {
        guard let items = items(of: node, usage: "an item of 'imports' uses this") else {
            diagnostics.emit(.wrongKind(expected: "a sequence of module names", found: node, for: "'imports'", at: location(of: node)))
            return []
        }
        return items.compactMap { item in
            guard let module = string(item, for: "an import") else { return nil }
            if let problem = SwiftNaming.typeNameProblem(module.value) {
                diagnostics.emit(.invalidModuleName(module.value, purpose: " to import", problem: problem.description, at: location(ofOffset: problem.offset, in: module)))
                return nil
            }
            let otherFramework = platform.isUIKit ? ["AppKit", "Cocoa"] : ["UIKit"]
            // A submodule (`AppKit.NSView`) is the framework's too.
            if otherFramework.contains(String(module.value.prefix { $0 != "." })) {
                emitRuledOutByPlatform(.importOfOtherFramework(module.value, platform: platform, at: module.location))
                return nil
            }
            return module
        }
    }

    mutating func scenes(_ field: MappingField, defaults spec: NavigationSpec) -> [Scene] {
        let node = field.value
        if node.scalar?.isNull == true {
            diagnostics.emit(.noScenes(at: field.key.location))
            return []
        }
        guard let entries = keyedEntries(of: node, context: "in 'scenes'", expected: "a mapping from view controller class names to scenes", subject: "'scenes'") else {
            return []
        }
        declaredSceneNames = Set(entries.map(\.key.value))
        // Entries that were all refused have their errors; an empty mapping has none.
        if entries.isEmpty, node.mapping?.isEmpty != false {
            diagnostics.emit(.noScenes(at: field.key.location))
        }
        // Scenes decode on their own: in chunks, concurrently, each with a decoder whose
        // diagnostics join in scene order, as one decoder would have emitted them.
        let decoder = self
        let chunkSize = 32
        let chunks = ConcurrentWork.results(count: (entries.count + chunkSize - 1) / chunkSize) { chunk in
            var chunkDecoder = decoder
            chunkDecoder.diagnostics = DiagnosticEngine()
            let scenes = entries[chunk * chunkSize ..< min(entries.count, (chunk + 1) * chunkSize)].compactMap { entry in
                chunkDecoder.scene(named: entry.key, entry.value, defaults: spec)
            }
            return (scenes: scenes, diagnostics: chunkDecoder.diagnostics.diagnostics)
        }
        var scenes: [Scene] = []
        scenes.reserveCapacity(entries.count)
        for chunk in chunks.map({ $0.get() }) {
            scenes += chunk.scenes
            diagnostics.emit(contentsOf: chunk.diagnostics)
        }
        reportFileNameClashes(scenes)
        return scenes
    }

    /// Scenes whose type names differ only in case get files that case-insensitive file
    /// systems (macOS's default) take for one.
    mutating func reportFileNameClashes(_ scenes: [Scene]) {
        var firstByFoldedName: [String: Located<String>] = [:]
        for scene in scenes {
            let fileName = Generator.fileName(for: scene)
            if fileName.utf8.count > OutputPath.maximumNameLength {
                diagnostics.emit(.fileNameTooLong(scene.typeName.value, fileName: fileName, at: scene.typeName.location))
            }
            let folded = OutputPath.collisionKey(scene.typeName.value)
            if let first = firstByFoldedName[folded] {
                diagnostics.emit(.fileNameClash(scene.typeName.value, with: first.value, at: scene.typeName.location, otherLocation: first.location))
            } else {
                firstByFoldedName[folded] = scene.typeName
            }
        }
    }

    mutating func scene(named name: Located<String>, _ node: YAMLNode, defaults spec: NavigationSpec) -> Scene? {
        let platform = spec.platform
        var typeValid = validateTypeName(name, role: "a source scene", expected: platform.viewControllerClasses)
        if typeValid, let framework = FrameworkClasses.framework(of: name.value) {
            if framework == platform.uiFramework {
                diagnostics.emit(.frameworkClassAsSource(name.value, framework: framework, at: name.location))
            } else {
                emitRuledOutByPlatform(.classOfOtherFramework(name.value, role: "a source scene", framework: framework, platform: platform, at: name.location))
                typeValid = false
            }
        }
        let diagnosticsBefore = diagnostics.diagnostics.count
        var scene = Scene(typeName: name, access: spec.access, segues: [])
        scene.namedStoryboard = spec.storyboard?.value
        if node.scalar?.isNull != true,
           let fields = fields(of: node, known: SpecKeys.sceneNames, context: "in scene '\(name.value)'", expected: "a mapping with a 'segues' key", subject: "scene '\(name.value)'",
                             placeOfKey: { SpecKeys.place(ofKey: $0, below: 1) },
                             looksLike: { Self.looksLikeSegue($0) ? "a segue: indent it under 'segues'" : nil }) {
            if let node = fields["access"]?.value, let access = enumValue(node, key: "access", as: AccessLevel.self) {
                scene.access = access
            }
            if let node = fields["superclass"]?.value, let superclass = string(node, for: "'superclass'") {
                scene.superclass = superclass
            }
            if let seguesNode = fields["segues"]?.value,
               seguesNode.scalar?.isNull != true,
               let entries = keyedEntries(of: seguesNode, context: "in the segues of scene '\(name.value)'", expected: "a mapping from segue identifiers to destinations", subject: "the segues of scene '\(name.value)'") {
                // Exactly as many as there are entries (compactMap would grow by doubling).
                scene.segues.reserveCapacity(entries.count)
                for entry in entries {
                    if let segue = segue(identifier: entry.key, entry.value, scene: name.value, platform: platform) {
                        scene.segues.append(segue)
                    }
                }
                reportNameCollisions(scene.segues, scene: name.value)
            }
            scene.instantiation = instantiation(of: name, fields, defaults: spec)
            if let storyboard = fields["storyboard"]?.value.scalar, !storyboard.isNull {
                scene.namedStoryboard = storyboard.value
                scene.namesItsOwnStoryboard = true
            }
            if let field = fields["windowController"], let isWindowController = bool(field.value, for: "'windowController'") {
                if isWindowController && platform.isUIKit {
                    emitRuledOutByPlatform(.windowControllerOnPlatform(platform, at: field.key.location))
                } else {
                    scene.isWindowController = isWindowController
                    scene.windowControllerKey = field.key.location
                }
            }
            if let field = fields["kind"], let kind = enumValue(field.value, key: "kind", as: ContainerKind.self) {
                if !platform.isUIKit {
                    emitRuledOutByPlatform(.sceneKindOnPlatform(platform, at: field.key.location))
                } else if kind.framework != platform.uiFramework {
                    emitRuledOutByPlatform(.containerKindOnPlatform(kind, platform: platform, at: location(of: field.value)))
                } else {
                    scene.containerKind = kind
                }
            }
            if let field = fields["container"], let container = container(field.value, platform: platform) {
                if scene.isWindowController {
                    // A window controller is what holds a scene on macOS, never what a container holds.
                    diagnostics.emit(.sceneContainerOfWindowController(name.value, at: field.key.location))
                } else if scene.instantiation != nil {
                    scene.instantiation?.container = container
                } else if fields["storyboardIdentifier"] == nil && fields["initial"]?.value.scalar?.value != "true" {
                    diagnostics.emit(.sceneContainerWithoutInstantiation(name.value, at: field.key.location))
                }
            }
        }
        if scene.segues.isEmpty && scene.superclass == nil && scene.instantiation == nil && diagnostics.diagnostics.count == diagnosticsBefore {
            diagnostics.emit(.sceneWithoutSegues(name.value, at: name.location))
        }
        return typeValid ? scene : nil
    }
}
