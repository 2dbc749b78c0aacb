/// A spec given with storyboards, laid over the spec they give (docs/Spec.md, "A spec over
/// storyboards"): keyed by scene class and segue identifier, its keys replace theirs.
enum SpecOverlay {
    /// `overlay` over `base`, the tree the storyboards give, as docs/Spec.md says. `classes`
    /// are the storyboards' custom classes: one the base lacks is taken as the overlay says.
    /// An overlay of the wrong shape is returned as it is, for the decoder to report.
    /// `unnamed` are the segues of each class that the storyboards have but could not name, which the overlay may add.
    static func merge(
        _ overlay: YAMLNode, onto base: YAMLNode, file: String, classes: Set<String>, unnamed: [String: Set<String>] = [:]
    ) -> (root: YAMLNode, diagnostics: [Diagnostic]) {
        guard let fields = overlay.mapping, let baseFields = base.mapping else {
            return (overlay.scalar?.isNull == true ? base : overlay, [])
        }
        let storyboard = baseFields.first { $0.key.scalar?.value == "storyboard" }?.value.scalar?.value
        let merger = Merger(file: file, classes: classes, storyboard: storyboard, unnamed: unnamed)
        let root = merger.merged(fields, onto: baseFields) { key, overlay, base in
            switch key {
            case "scenes": merger.mergedScenes(overlay, onto: base)
            case "imports": merger.mergedImports(overlay, onto: base)
            default: nil
            }
        }
        return (YAMLNode(.mapping(root), mark: base.mark), merger.diagnostics)
    }

    /// The segue identifiers `overlay` lists, by scene class.
    static func segues(in overlay: YAMLNode) -> [String: Set<String>] {
        let scenes = overlay.mapping?.first { $0.key.scalar?.value == "scenes" }?.value.mapping ?? []
        return Dictionary(scenes.compactMap { scene in
            let segues = scene.value.mapping?.first { $0.key.scalar?.value == "segues" }?.value.mapping ?? []
            return scene.key.scalar.map { ($0.value, Set(segues.compactMap(\.key.scalar?.value))) }
        }) { $0.union($1) }
    }

    /// A class, so that a merge of scenes can merge their segues in the closure it passes.
    private final class Merger {
        let file: String
        let classes: Set<String>
        /// The storyboard of the base's created scenes that name none.
        let storyboard: String?
        let unnamed: [String: Set<String>]
        var diagnostics: [Diagnostic] = []

        init(file: String, classes: Set<String>, storyboard: String?, unnamed: [String: Set<String>]) {
            (self.file, self.classes, self.storyboard, self.unnamed) = (file, classes, storyboard, unnamed)
        }

        /// `overlay` less each of `keys` it sets to other than `base` (or `defaults`) has, with an error
        /// there: the storyboards say how a scene is created and a segue shown (else it crashes at run time).
        func keepingGiven(_ keys: [String], in overlay: [YAMLPair], base: [YAMLPair], defaults: [String: String], of subject: String) -> [YAMLPair] {
            overlay.filter { pair in
                guard let key = pair.key.scalar?.value, keys.contains(key), let value = Self.comparable(pair.value) else { return true }
                let given = base.first { $0.key.scalar?.value == key }.flatMap { Self.comparable($0.value) } ?? defaults[key]
                guard value != given else { return true }
                diagnostics.append(.error(
                    "'\(key)' of \(subject) is the storyboards' to say, and they say \(given.map { "'\($0)'" } ?? "none"); "
                        + "a spec given with them cannot change it: remove it",
                    at: location(of: pair.value)))
                return false
            }
        }

        /// A value as compared with the storyboards': a boolean in lowercase, a container by its type.
        private static func comparable(_ node: YAMLNode) -> String? {
            if let scalar = node.scalar { return scalar.isBoolean ? scalar.value.lowercased() : scalar.value }
            return node.mapping?.first { $0.key.scalar?.value == "type" }?.value.scalar?.value
        }

        /// `overlay`'s pairs over `base`'s: a key of both takes `merge`'s value (nil: the overlay's);
        /// a key only the overlay has comes after the base's, unless `isAdded` refuses it.
        func merged(
            _ overlay: [YAMLPair], onto base: [YAMLPair], merge: (String, YAMLNode, YAMLNode) -> YAMLNode? = { _, _, _ in nil },
            isAdded: (String, YAMLPair) -> Bool = { _, _ in true }
        ) -> [YAMLPair] {
            var result = base
            for pair in overlay {
                guard let key = pair.key.scalar?.value, let index = result.firstIndex(where: { $0.key.scalar?.value == key }) else {
                    if pair.key.scalar.map({ isAdded($0.value, pair) }) ?? true { result.append(pair) }
                    continue
                }
                result[index].value = merge(key, pair.value, result[index].value) ?? pair.value
            }
            return result
        }

        func mergedScenes(_ overlay: YAMLNode, onto base: YAMLNode) -> YAMLNode? {
            guard let scenes = overlay.mapping, let baseScenes = base.mapping else { return nil }
            let known = baseScenes.compactMap { $0.key.scalar?.value }
            let result = merged(scenes, onto: baseScenes) { name, overlay, base in
                guard let fields = overlay.mapping, let baseFields = base.mapping else {
                    return overlay.scalar?.isNull == true ? base : overlay
                }
                let defaults = ["initial": "false", "storyboard": storyboard].compactMapValues { $0 }
                let kept = keepingGiven(Self.createdBy, in: fields, base: baseFields, defaults: defaults, of: "scene '\(name)'")
                let sceneFields = merged(kept, onto: baseFields) { key, overlay, base in
                    key == "segues" ? mergedSegues(overlay, onto: base, of: name) : nil
                }
                return YAMLNode(.mapping(sceneFields), mark: base.mark)
            } isAdded: { name, scene in
                guard classes.contains(name) else {
                    let suggestion = Suggestion.closest(to: name, among: known + classes.sorted())
                    diagnostics.append(.error(
                        "scene '\(name)' is not in the storyboards"
                            + (suggestion.map { "; did you mean '\($0)'?" } ?? ": a spec given with storyboards adds to their scenes"),
                        at: location(of: scene.key)))
                    return false
                }
                if let fields = scene.value.mapping {
                    _ = keepingGiven(Self.createdBy, in: fields, base: [], defaults: ["initial": "false"], of: "scene '\(name)'")
                }
                // The storyboards give the class no segue: each the overlay names is one they lack.
                if let segues = scene.value.mapping?.first(where: { $0.key.scalar?.value == "segues" })?.value {
                    _ = mergedSegues(segues, onto: YAMLNode(.mapping([]), mark: segues.mark), of: name)
                }
                return true
            }
            return YAMLNode(.mapping(result), mark: base.mark)
        }

        func mergedSegues(_ overlay: YAMLNode, onto base: YAMLNode, of scene: String) -> YAMLNode? {
            guard let segues = overlay.mapping, let baseSegues = base.mapping else { return nil }
            let result = merged(segues, onto: baseSegues) { identifier, overlay, base in
                if overlay.scalar?.isNull == true { return base }
                guard overlay.sequence == nil else { return overlay }
                let kept = keepingGiven(Self.shownBy, in: longForm(overlay), base: longForm(base), defaults: ["unwind": "false", "embed": "false"],
                                        of: "segue '\(identifier)' of '\(scene)'")
                return YAMLNode(.mapping(merged(kept, onto: longForm(base))), mark: base.mark)
            } isAdded: { identifier, segue in
                guard unnamed[scene]?.contains(identifier) != true else { return true }
                let suggestion = Suggestion.closest(to: identifier, among: baseSegues.compactMap { $0.key.scalar?.value })
                diagnostics.append(.error(
                    "scene '\(scene)' has no segue '\(identifier)' in the storyboards" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    at: location(of: segue.key)))
                return false
            }
            return YAMLNode(.mapping(result), mark: base.mark)
        }

        /// The keys by which the storyboards say how a scene is created, and how a segue shows its destination.
        static let createdBy = ["storyboard", "storyboardIdentifier", "initial"]
        static let shownBy = ["unwind", "embed", "container"]

        func mergedImports(_ overlay: YAMLNode, onto base: YAMLNode) -> YAMLNode? {
            guard let added = overlay.sequence, let modules = base.sequence else { return nil }
            let names = Set(modules.compactMap { $0.scalar?.value })
            return YAMLNode(.sequence(modules + added.filter { !names.contains($0.scalar?.value ?? "") }), mark: overlay.mark)
        }

        /// A segue's fields in the long form: the short form (`identifier: Type`) names the destination.
        private func longForm(_ segue: YAMLNode) -> [YAMLPair] {
            segue.mapping ?? [YAMLPair(key: YAMLNode(.scalar(YAMLScalar("destination")), mark: segue.mark), value: segue)]
        }

        private func location(of node: YAMLNode) -> SourceLocation {
            SourceLocation(file: file, line: node.mark.line, column: node.mark.column)
        }
    }
}
