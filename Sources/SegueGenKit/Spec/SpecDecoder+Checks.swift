extension SpecDecoder {
    /// Checks every `superclass` (docs/Spec.md, "`superclass`"); a scene and a superclass
    /// both created from a storyboard would each declare `instantiate(configure:)` in an
    /// extension, which Swift does not let be overridden.
    mutating func checkInheritance(of spec: NavigationSpec) {
        for scene in spec.scenes {
            guard let superclass = scene.superclass else { continue }
            guard spec.scene(named: superclass.value) != nil else {
                if declaredSceneNames.contains(superclass.value) { continue }
                let known = (spec.scenes + spec.externalScenes).map(\.typeName.value)
                diagnostics.emit(.unknownSuperclass(superclass.value, known: known, withOtherSpecs: !spec.externalScenes.isEmpty, at: superclass.location))
                continue
            }
            // The chain stops where it comes round: a loop through the scene comes back to it.
            let ancestors = spec.superclassChain(of: scene)
            if (ancestors.first ?? scene).superclass?.value == scene.typeName.value {
                let loop = [scene] + ancestors.reversed() + [scene]
                diagnostics.emit(.superclassLoop(loop.map(\.typeName.value), at: superclass.location))
                continue
            }
            if let instantiation = scene.instantiation,
               let ancestor = ancestors.last(where: { $0.instantiation != nil }),
               let ancestorInstantiation = ancestor.instantiation {
                diagnostics.emit(.instantiatedSuperclass(
                    scene.typeName.value, superclass: ancestor.typeName.value,
                    at: instantiation.identifier?.location ?? scene.typeName.location,
                    otherLocation: ancestorInstantiation.identifier?.location ?? ancestor.typeName.location))
            }
            let inherited = ancestors.flatMap(\.segues)
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

    mutating func segueNames(identifier: Located<String>, nameNode: YAMLNode?) -> SegueNames? {
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

    /// Each segue whose names an earlier one has, once, with the first: 100 segues of one
    /// name are 99 errors, not 4,950.
    mutating func reportNameCollisions(_ segues: [Segue], scene: String) {
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

    /// Whether `name` can be the type of a scene (docs/Spec.md, "`destination`"); else reports
    /// why, at the culprit. `role` ("a destination") and `expected` ("a UIViewController
    /// subclass") are for the message.
    mutating func validateTypeName(_ name: Located<String>, role: String, expected: @autoclosure () -> String) -> Bool {
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

    /// The type of `names` that `typeName`'s first component is: inside the extension every
    /// scene gets, that unqualified name means the nested type.
    static func nestedTypeItWouldHide(_ typeName: String, names: GeneratedTypeNames = GeneratedTypeNames()) -> String? {
        let first = typeName.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(typeName[..<$0]) } ?? typeName
        return first == names.segueIdentifier ? first : first == names.segueDestination ? first : nil
    }

    /// The offset of a component of `typeName` that is `SegueGen`: generated code inside an
    /// extension of such a type, or next to it, would find the wrong `SegueGen`.
    static func offsetOfReservedComponent(in typeName: String) -> Int? {
        var offset = 0
        for component in typeName.split(separator: ".", omittingEmptySubsequences: false) {
            if component == SpecKeys.supportTypeName { return offset }
            offset += component.unicodeScalars.count + 1
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
