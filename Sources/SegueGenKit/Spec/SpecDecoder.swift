/// Turns the YAML tree of a spec into a `NavigationSpec`, collecting every
/// problem instead of stopping at the first.
struct SpecDecoder: DiagnosingNodeDecoder {
    typealias Field = MappingField
    typealias Fields = MappingFields

    let file: String
    /// The text, to find the exact column of a problem inside a value.
    let source: SourceFile?
    var diagnostics = DiagnosticEngine()
    /// The spec's platform once it is read, default or valid; nil until
    /// then, or when the value is not a platform.
    var declaredPlatform: Platform?
    /// Where the spec starts, when it names no `platform`: the advice on
    /// the first thing the default platform rules out points there (once:
    /// a spec of many AppKit classes would repeat it at each).
    private var defaultPlatformLocation: SourceLocation?
    /// The spec's `module`, once read, for advice that names it.
    var moduleName: String?
    /// Every scene the spec declares, the ones refused for errors too: a
    /// `superclass` naming one of those has its error already.
    var declaredSceneNames: Set<String> = []
    /// Type names found valid so far: a destination is usually named by many
    /// segues, and is checked once (an invalid name is reported at each use).
    private var validTypeNames: Set<String> = []

    let elsewhere: [SourceLocation]
    /// The spec's `names`, once read: a type name that is one of them is hidden in the extensions.
    private var names = GeneratedTypeNames()

    init(file: String, source: SourceFile? = nil, elsewhere: [SourceLocation] = []) {
        self.file = file
        self.source = source
        self.elsewhere = elsewhere
    }

    /// Emits `diagnostic`, about something of one UI framework that the
    /// spec's platform rules out, with a note at the spec's start when the
    /// spec names no `platform`: the message names a platform ('ios', the
    /// default) that the user never wrote, and what is ruled out is AppKit's.
    private mutating func emitRuledOutByPlatform(_ diagnostic: Diagnostic) {
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
            spec.names = generatedTypeNames(node)
            names = spec.names
        }
        guard let scenesField = fields["scenes"] else {
            if !fields.suggested.contains("scenes") {
                diagnostics.emit(.missingKey("scenes", in: "at the top level of the spec", at: location(of: root)))
            }
            return spec
        }
        spec.scenes = scenes(scenesField, defaults: spec)
        if checkingInheritance { checkInheritance(of: spec) }
        // Two scenes cannot have one Storyboard ID in one storyboard, nor both be its initial scene.
        diagnostics.emit(contentsOf: Scene.storyboardSceneClashes(in: [spec.scenes], withinASpec: true))
        return spec
    }

    /// The `imports`: module names, none of them the other platform's UI
    /// framework (UIKit on macOS, AppKit or its umbrella Cocoa on the UIKit
    /// platforms), which the generated code would import next to its own.
    private mutating func imports(_ node: YAMLNode, platform: Platform) -> [Located<String>] {
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

    private mutating func scenes(_ field: Field, defaults spec: NavigationSpec) -> [Scene] {
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
        // Scenes decode on their own: in chunks, concurrently, each chunk with
        // a decoder of its own whose diagnostics join in scene order, as one
        // decoder would have emitted them.
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

    /// Scenes whose type names differ only in case get files whose names
    /// differ only in case, which case-insensitive file systems (the default
    /// on macOS) take for one file.
    private mutating func reportFileNameClashes(_ scenes: [Scene]) {
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

    private mutating func scene(named name: Located<String>, _ node: YAMLNode, defaults spec: NavigationSpec) -> Scene? {
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
                // Exactly as many as there are entries (compactMap would grow
                // the array by doubling: 16 places for 10 segues).
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

    private mutating func segue(identifier: Located<String>, _ node: YAMLNode, scene: String, platform: Platform) -> Segue? {
        if identifier.value.isEmpty {
            diagnostics.emit(.emptyIdentifier(in: scene, at: identifier.location))
            return nil
        }
        if let warning = Diagnostic.edgeWhiteSpace(inSegueIdentifier: identifier.value, framework: platform.uiFramework, inSpec: true, at: identifier.location) {
            diagnostics.emit(warning)
        }
        var destinationNode: YAMLNode?
        var containerNode: YAMLNode?
        var nameNode: YAMLNode?
        var isUnwind = false
        var isEmbed = false
        // Words for diagnostics, built only for one.
        func context() -> String { "in segue \(SwiftLiteral.quoted(identifier.value))" }
        if node.mapping != nil {
            guard let fields = fields(of: node, known: SpecKeys.segueNames, context: context(), expected: "a mapping", subject: "segue \(SwiftLiteral.quoted(identifier.value))",
                                      placeOfKey: { SpecKeys.place(ofKey: $0, below: 2) }) else {
                return nil
            }
            if let unwindNode = fields["unwind"]?.value {
                guard let unwind = bool(unwindNode, for: "'unwind'") else { return nil }
                if unwind && !platform.isUIKit {
                    emitRuledOutByPlatform(.unwindOnPlatform(platform, at: location(of: unwindNode)))
                    return nil
                }
                isUnwind = unwind
            }
            if let embedField = fields["embed"] {
                guard let embed = bool(embedField.value, for: "'embed'") else { return nil }
                if embed && isUnwind {
                    diagnostics.emit(.embedAndUnwind(identifier.value, at: embedField.key.location))
                    return nil
                }
                isEmbed = embed
            }
            destinationNode = fields["destination"]?.value
            containerNode = fields["container"]?.value
            nameNode = fields["name"]?.value
            if destinationNode == nil && !isUnwind {
                if !fields.suggested.contains("destination") {
                    diagnostics.emit(.missingKey("destination", in: context(), at: identifier.location))
                }
                // The rest of the segue is still checked, so that all its mistakes show at once.
                if let containerNode { _ = container(containerNode, platform: platform) }
                _ = segueNames(identifier: identifier, nameNode: nameNode)
                return nil
            }
            if isUnwind, let containerField = fields["container"] {
                diagnostics.emit(.containerOnUnwind(identifier.value, at: containerField.key.location))
                return nil
            }
        } else if node.scalar?.isNull == false {
            destinationNode = node
        } else if node.sequence != nil {
            diagnostics.emit(.wrongKind(expected: "a destination type or a mapping", found: node, for: "segue \(SwiftLiteral.quoted(identifier.value))", at: location(of: node)))
            return nil
        }

        var destination: Located<String>?
        var destinationValid = true
        if let destinationNode, destinationNode.scalar?.isNull != true {
            destination = string(destinationNode, for: "the destination of segue \(SwiftLiteral.quoted(identifier.value))")
            destinationValid = destination.map { validateTypeName($0, role: "a destination", expected: platform.viewControllerClasses) } ?? false
            if destinationValid, let destination, let framework = FrameworkClasses.framework(of: destination.value), framework != platform.uiFramework {
                emitRuledOutByPlatform(.classOfOtherFramework(destination.value, role: "a destination", framework: framework, platform: platform, at: destination.location))
                destinationValid = false
            }
        } else if !isUnwind {
            diagnostics.emit(.missingDestination(identifier.value, at: identifier.location))
            return nil
        }
        var container: Located<SegueContainer>?
        if let containerNode { container = self.container(containerNode, platform: platform) }
        let containerValid = containerNode == nil || container != nil
        let names = segueNames(identifier: identifier, nameNode: nameNode)

        guard destinationValid, containerValid, let names else { return nil }
        var segue = Segue(
            identifier: identifier, isUnwind: isUnwind, destination: destination, container: container,
            names: names, nameLocation: nameNode.map { location(of: $0) })
        segue.isEmbed = isEmbed
        return segue
    }

    /// A container: a UIKit container class name, or a mapping with its
    /// `type`, `kind` (required for a custom subclass) and `find`.
    private mutating func container(_ node: YAMLNode, platform: Platform) -> Located<SegueContainer>? {
        let at = location(of: node)
        let type: Located<String>
        var kind: ContainerKind?
        var kindLocation: SourceLocation?
        var position: Located<ScenePosition>?
        if node.mapping != nil {
            guard let fields = fields(of: node, known: SpecKeys.containerNames, context: "in a container", expected: "a mapping", subject: "'container'") else {
                return nil
            }
            guard let typeNode = fields["type"]?.value else {
                if !fields.suggested.contains("type") {
                    diagnostics.emit(.missingKey("type", in: "in a container", at: at))
                }
                return nil
            }
            guard let typeName = string(typeNode, for: "the container's 'type'"), validateTypeName(typeName, role: "a container", expected: platform.containerClasses) else {
                return nil
            }
            type = typeName
            if let kindNode = fields["kind"]?.value {
                guard let value = enumValue(kindNode, key: "container kind", as: ContainerKind.self) else { return nil }
                kind = value
                kindLocation = location(of: kindNode)
            }
            if let findNode = fields["find"]?.value {
                guard let value = enumValue(findNode, key: "scene position", as: ScenePosition.self) else { return nil }
                position = Located(value, at: location(of: findNode))
            }
        } else {
            guard let typeName = string(node, for: "'container'") else { return nil }
            type = typeName
        }
        let inferred = ContainerKind(className: type.value)
        if let kind, let kindLocation, kind.framework != platform.uiFramework {
            emitRuledOutByPlatform(.containerKindOnPlatform(kind, platform: platform, at: kindLocation))
            return nil
        }
        if let kindFramework = (kind ?? inferred)?.framework, kindFramework != platform.uiFramework {
            emitRuledOutByPlatform(.containerOnPlatform(type.value, framework: kindFramework, platform: platform, at: type.location))
            return nil
        }
        if let kind, let inferred, kind != inferred {
            diagnostics.emit(.containerKindMismatch(type.value, kind: kind.rawValue, at: type.location))
            return nil
        }
        guard let resolvedKind = kind ?? inferred else {
            if node.mapping != nil {
                diagnostics.emit(.customContainerNeedsKind(type.value, platform: platform, at: type.location))
            } else {
                diagnostics.emit(.invalidContainer(type.value, platform: platform, at: type.location))
            }
            return nil
        }
        if let position, !resolvedKind.positions.contains(position.value) {
            diagnostics.emit(.positionNotInContainer(position.value.rawValue, kind: resolvedKind, at: position.location))
            return nil
        }
        return Located(SegueContainer(typeName: type.value, kind: resolvedKind, position: position?.value), at: at)
    }

    /// Where the storyboard defines the scene, from its `storyboardIdentifier`
    /// or `initial`, and its (or the spec's) `storyboard` and `bundle`.
    private mutating func instantiation(of scene: Located<String>, _ fields: Fields, defaults spec: NavigationSpec) -> SceneInstantiation? {
        let identifierField = fields["storyboardIdentifier"]
        let identifier = identifierField.flatMap { nonEmptyString($0.value, for: "'storyboardIdentifier'") }
        if let identifier, let warning = Diagnostic.edgeWhiteSpace(inStoryboardIdentifier: identifier.value, platform: spec.platform, inSpec: true, at: identifier.location) {
            diagnostics.emit(warning)
        }
        var isInitial = false
        if let field = fields["initial"], let initial = bool(field.value, for: "'initial'") {
            isInitial = initial
        }
        let storyboardField = fields["storyboard"]
        let storyboard = storyboardField.flatMap { storyboardName($0.value) } ?? (storyboardField == nil ? spec.storyboard : nil)
        let bundleField = fields["bundle"]
        let bundle = bundleField.flatMap { nonEmptyString($0.value, for: "'bundle'") }.map { StoryboardBundle($0.value) } ?? spec.bundle

        if let identifierField, isInitial {
            diagnostics.emit(.identifierAndInitial(scene.value, at: identifierField.key.location))
            return nil
        }
        guard identifier != nil || isInitial else {
            if identifierField == nil, let field = storyboardField ?? bundleField {
                diagnostics.emit(.storyboardWithoutScene(field.key.value, scene: scene.value, at: field.key.location))
            }
            return nil
        }
        guard let storyboard else {
            if storyboardField == nil {
                let key = identifierField?.key ?? fields["initial"]?.key
                diagnostics.emit(.missingStoryboard(scene.value, at: key?.location ?? scene.location))
            }
            return nil
        }
        return SceneInstantiation(storyboard: storyboard, identifier: identifier, bundle: bundle)
    }

    /// A storyboard's name, as `UIStoryboard(name:bundle:)` and
    /// `NSStoryboard(name:bundle:)` take it: the file name without its
    /// `.storyboard` extension, which they do not accept.
    private mutating func storyboardName(_ node: YAMLNode) -> Located<String>? {
        guard let name = nonEmptyString(node, for: "'storyboard'") else { return nil }
        let suffix = ".storyboard"
        guard name.value.hasSuffix(suffix), name.value.count > suffix.count else { return name }
        let withoutExtension = String(name.value.dropLast(suffix.count))
        diagnostics.emit(.storyboardFileExtension(name.value, withoutExtension: withoutExtension, at: name.location))
        // Go on with the name meant, so that the scenes using it report nothing more.
        return Located(withoutExtension, at: name.location)
    }

    /// Checks every `superclass`: it names a scene of the spec (or of its
    /// `externalScenes`), the chain does not loop, a subclass does not
    /// declare a segue (or a Swift name) it inherits, and a scene and one of
    /// its superclasses are not both created from a storyboard: each would
    /// declare a static `instantiate(configure:)` in an extension, and Swift
    /// does not let a declaration in an extension be overridden.
    mutating func checkInheritance(of spec: NavigationSpec) {
        for scene in spec.scenes {
            guard let superclass = scene.superclass else { continue }
            guard spec.scene(named: superclass.value) != nil else {
                if declaredSceneNames.contains(superclass.value) { continue }
                let known = (spec.scenes + spec.externalScenes).map(\.typeName.value)
                diagnostics.emit(.unknownSuperclass(superclass.value, known: known, withOtherSpecs: !spec.externalScenes.isEmpty, at: superclass.location))
                continue
            }
            var chain = [scene.typeName.value]
            var next: Scene? = spec.scene(named: superclass.value)
            var loops = false
            while let current = next, chain.count <= spec.scenes.count + spec.externalScenes.count {
                chain.append(current.typeName.value)
                if current.typeName.value == scene.typeName.value {
                    loops = true
                    break
                }
                next = current.superclass.flatMap { spec.scene(named: $0.value) }
            }
            if loops {
                diagnostics.emit(.superclassLoop(chain, at: superclass.location))
                continue
            }
            if let instantiation = scene.instantiation,
               let ancestor = spec.superclassChain(of: scene).last(where: { $0.instantiation != nil }),
               let ancestorInstantiation = ancestor.instantiation {
                diagnostics.emit(.instantiatedSuperclass(
                    scene.typeName.value, superclass: ancestor.typeName.value,
                    at: instantiation.identifier?.location ?? scene.typeName.location,
                    otherLocation: ancestorInstantiation.identifier?.location ?? ancestor.typeName.location))
            }
            let inherited = spec.inheritedSegues(of: scene)
            for segue in scene.segues {
                if let original = inherited.first(where: { $0.identifier.value.unicodeScalars.elementsEqual(segue.identifier.value.unicodeScalars) }) {
                    diagnostics.emit(.inheritedSegueRedeclared(segue.identifier.value, superclass: superclass.value, at: segue.identifier.location, original: original.identifier.location))
                }
            }
            let all = inherited + scene.segues
            // Each of the scene's segues once, with the first inherited segue it collides with.
            var reported = Set<Int>()
            for collision in SwiftNaming.collisions(among: all.map(\.names))
            where collision.firstIndex < inherited.count && collision.secondIndex >= inherited.count && !reported.contains(collision.secondIndex) {
                let first = all[collision.firstIndex], second = all[collision.secondIndex]
                guard !first.identifier.value.unicodeScalars.elementsEqual(second.identifier.value.unicodeScalars) else { continue }
                reported.insert(collision.secondIndex)
                diagnostics.emit(.nameCollision(
                    second.identifier.value, with: first.identifier.value, swiftName: collision.name, in: scene.typeName.value,
                    explicitNames: first.hasExplicitName || second.hasExplicitName,
                    at: second.nameSource, otherLocation: first.identifier.location))
            }
        }
    }

    private mutating func segueNames(identifier: Located<String>, nameNode: YAMLNode?) -> SegueNames? {
        if let nameNode {
            guard let name = string(nameNode, for: "'name'") else { return nil }
            switch SwiftNaming.segueNames(forExplicitName: name.value) {
            case .success(let names): return names
            case .failure(let problem):
                diagnostics.emit(.invalidName(name.value, problem: problem.description, at: location(ofOffset: problem.offset, in: name)))
                return nil
            }
        }
        switch SwiftNaming.segueNames(for: identifier.value) {
        case .success(let names): return names
        case .failure(let problem):
            diagnostics.emit(.underivableName(identifier.value, problem: problem.description, at: identifier.location))
            return nil
        }
    }

    /// Each segue whose names an earlier segue of the scene has, once, with
    /// the first such segue: 100 segues of one name are 99 errors, not 4,950.
    private mutating func reportNameCollisions(_ segues: [Segue], scene: String) {
        var reported = Set<Int>()
        for collision in SwiftNaming.collisions(among: segues.map(\.names)) where reported.insert(collision.secondIndex).inserted {
            let first = segues[collision.firstIndex], second = segues[collision.secondIndex]
            // At the later segue, or at the one whose name the spec chose: the name to change.
            let (reported, other) = second.hasExplicitName || !first.hasExplicitName ? (second, first) : (first, second)
            diagnostics.emit(.nameCollision(
                reported.identifier.value, with: other.identifier.value, swiftName: collision.name, in: scene,
                explicitNames: first.hasExplicitName || second.hasExplicitName,
                at: reported.nameSource, otherLocation: other.identifier.location
            ))
        }
    }

    /// Whether `name` can be written as the type of a scene: a Swift type
    /// name, not `SegueGen` nor hidden by a nested type of the generated
    /// extensions, and no type that cannot be a view controller
    /// (`NonViewControllerTypes`); else reports why, at the culprit.
    ///
    /// - Parameters:
    ///   - role: what the name is, for messages: "a destination".
    ///   - expected: what to write instead of a type that is no view
    ///     controller: "a UIViewController subclass".
    private mutating func validateTypeName(_ name: Located<String>, role: String, expected: @autoclosure () -> String) -> Bool {
        // The usual name is decided on its bytes faster than it is hashed.
        if SwiftNaming.isPlainASCIITypeName(name.value) && Self.offsetOfReservedComponent(in: name.value) == nil
            && Self.nestedTypeItWouldHide(name.value, names: names) == nil && NonViewControllerTypes.owner(of: name.value) == nil { return true }
        if validTypeNames.contains(name.value) { return true }
        if let offset = Self.offsetOfReservedComponent(in: name.value) {
            diagnostics.emit(.reservedTypeName(name.value, role: role, at: location(ofOffset: offset, in: name)))
            return false
        }
        if let nested = Self.nestedTypeItWouldHide(name.value, names: names) {
            diagnostics.emit(.hiddenByNestedType(name.value, nested: nested, role: role, module: moduleName, at: name.location))
            return false
        }
        if let problem = SwiftNaming.typeNameProblem(name.value) {
            diagnostics.emit(.invalidTypeName(name.value, role: role, problem: problem.description, at: location(ofOffset: problem.offset, in: name)))
            return false
        }
        if let owner = NonViewControllerTypes.owner(of: name.value) {
            diagnostics.emit(.notAViewController(name.value, owner: owner, role: role, expected: expected(), module: moduleName, at: name.location))
            return false
        }
        validTypeNames.insert(name.value)
        return true
    }

    /// The type of `names`, which every scene's extension declares, that
    /// `typeName`'s first component is, or nil: inside the extension, that
    /// unqualified name means the nested type.
    static func nestedTypeItWouldHide(_ typeName: String, names: GeneratedTypeNames = GeneratedTypeNames()) -> String? {
        let first = typeName.prefix { $0 != "." }
        return names.all.first { $0 == first }
    }

    /// The offset of a component of `typeName` that is the generated support
    /// type's name, `SegueGen`: generated code inside an extension of such a
    /// type, or next to it, would find the wrong `SegueGen`.
    static func offsetOfReservedComponent(in typeName: String) -> Int? {
        // Most names are ASCII, and an ASCII component equals `SegueGen` only
        // byte for byte: a scan of the bytes, without splitting into strings.
        var text = typeName
        let ascii: Int?? = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return .none }
            return .some(offsetOfReservedComponent(inASCII: bytes))
        }
        if let ascii { return ascii }
        var offset = 0
        for component in typeName.split(separator: ".", omittingEmptySubsequences: false) {
            if component == SpecKeys.supportTypeName { return offset }
            offset += component.unicodeScalars.count + 1
        }
        return nil
    }
}

extension SpecDecoder {
    /// `offsetOfReservedComponent(in:)` for an ASCII name, where offsets in
    /// bytes are offsets in Unicode scalars.
    private static func offsetOfReservedComponent(inASCII bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let reserved = SpecKeys.supportTypeName.utf8
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
            if UnsafeBufferPointer(rebasing: bytes[start..<end]).elementsEqual(reserved) { return start }
            start = end + 1
        }
        return nil
    }
}

extension TypeNameProblem {
    /// Where the problem is, in Unicode scalars from the start of the type name.
    var offset: Int {
        switch self {
        case .empty: return 0
        case .emptyComponent(_, _, let offset), .invalidCharacter(_, _, _, let offset, _), .keyword(_, _, let offset):
            return offset
        }
    }
}

extension NamingProblem {
    /// Where the problem is, in Unicode scalars from the start of the name.
    var offset: Int {
        if case .invalidCharacter(_, _, let offset) = self { return offset }
        return 0
    }
}

/// What an entry at the wrong indentation looks like, for the message that says where it goes.
extension SpecDecoder {
    /// A mapping with a scene's keys, or a type name (capitalized) over a mapping or nothing.
    static func looksLikeScene(_ field: MappingField) -> Bool {
        if let keys = field.value.mapping?.compactMap({ $0.key.scalar?.value }), keys.contains(where: SpecKeys.sceneNames.contains) { return true }
        return field.key.value.first?.isUppercase == true && (field.value.mapping != nil || field.value.scalar?.isNull == true)
    }

    /// A destination type name (capitalized), or a mapping with a segue's keys.
    static func looksLikeSegue(_ field: MappingField) -> Bool {
        if let keys = field.value.mapping?.compactMap({ $0.key.scalar?.value }) { return keys.contains(where: SpecKeys.segueNames.contains) }
        return field.value.scalar.map { !$0.isNull && $0.value.first?.isUppercase == true } ?? false
    }
}
