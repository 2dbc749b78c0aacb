extension SpecDecoder {
    mutating func segue(identifier: Located<String>, _ node: YAMLNode, scene: String, platform: Platform) -> Segue? {
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
                reportMissing("destination", from: fields, context: context(), at: identifier.location)
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

        var destination: (value: Located<String>?, valid: Bool) = (nil, true)
        if let destinationNode, destinationNode.scalar?.isNull != true {
            destination = self.destination(destinationNode, of: identifier, platform: platform)
        } else if !isUnwind {
            diagnostics.emit(.missingDestination(identifier.value, at: identifier.location))
            return nil
        }
        var container: Located<SegueContainer>?
        if let containerNode { container = self.container(containerNode, platform: platform) }
        let containerValid = containerNode == nil || container != nil
        let names = segueNames(identifier: identifier, nameNode: nameNode)

        guard destination.valid, containerValid, let names else { return nil }
        var segue = Segue(
            identifier: identifier, isUnwind: isUnwind, destination: destination.value, container: container,
            names: names, nameLocation: nameNode.map { location(of: $0) })
        segue.isEmbed = isEmbed
        return segue
    }

    /// The destination type `node` names, and whether it is one of the platform's view controllers.
    mutating func destination(_ node: YAMLNode, of identifier: Located<String>, platform: Platform) -> (value: Located<String>?, valid: Bool) {
        guard let destination = string(node, for: "the destination of segue \(SwiftLiteral.quoted(identifier.value))"),
              validateTypeName(destination, role: "a destination", expected: platform.viewControllerClasses) else { return (nil, false) }
        if let framework = FrameworkClasses.framework(of: destination.value), framework != platform.uiFramework {
            emitRuledOutByPlatform(.classOfOtherFramework(destination.value, role: "a destination", framework: framework, platform: platform, at: destination.location))
            return (destination, false)
        }
        return (destination, true)
    }

    /// A UIKit container class name, or a mapping with `type`, `kind` (for a subclass) and `find`.
    mutating func container(_ node: YAMLNode, platform: Platform) -> Located<SegueContainer>? {
        let at = location(of: node)
        let type: Located<String>
        var kind: Located<ContainerKind>?
        var position: Located<ScenePosition>?
        if node.mapping != nil {
            guard let fields = fields(of: node, known: SpecKeys.containerNames, context: "in a container", expected: "a mapping", subject: "'container'") else {
                return nil
            }
            guard let typeNode = fields["type"]?.value else {
                reportMissing("type", from: fields, context: "in a container", at: at)
                return nil
            }
            guard let typeName = string(typeNode, for: "the container's 'type'"), validateTypeName(typeName, role: "a container", expected: platform.containerClasses) else {
                return nil
            }
            type = typeName
            if let kindNode = fields["kind"]?.value {
                guard let value = enumValue(kindNode, key: "container kind", as: ContainerKind.self) else { return nil }
                kind = Located(value, at: location(of: kindNode))
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
        if let kind, kind.value.framework != platform.uiFramework {
            emitRuledOutByPlatform(.containerKindOnPlatform(kind.value, platform: platform, at: kind.location))
            return nil
        }
        if let kindFramework = (kind?.value ?? inferred)?.framework, kindFramework != platform.uiFramework {
            emitRuledOutByPlatform(.containerOnPlatform(type.value, framework: kindFramework, platform: platform, at: type.location))
            return nil
        }
        if let kind, let inferred, kind.value != inferred {
            diagnostics.emit(.containerKindMismatch(type.value, kind: kind.value.rawValue, at: type.location))
            return nil
        }
        guard let resolvedKind = kind?.value ?? inferred else {
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

    /// From `storyboardIdentifier` or `initial`, and its (or the spec's) `storyboard` and `bundle`.
    mutating func instantiation(of scene: Located<String>, _ fields: MappingFields, defaults spec: NavigationSpec) -> SceneInstantiation? {
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

    /// The file name without `.storyboard`, which `UIStoryboard(name:bundle:)` and
    /// `NSStoryboard(name:bundle:)` do not accept.
    mutating func storyboardName(_ node: YAMLNode) -> Located<String>? {
        guard let name = nonEmptyString(node, for: "'storyboard'") else { return nil }
        let suffix = ".storyboard"
        guard name.value.hasSuffix(suffix), name.value.count > suffix.count else { return name }
        let withoutExtension = String(name.value.dropLast(suffix.count))
        diagnostics.emit(.storyboardFileExtension(name.value, withoutExtension: withoutExtension, at: name.location))
        // Go on with the name meant, so that the scenes using it report nothing more.
        return Located(withoutExtension, at: name.location)
    }
}
