/// A spec given with storyboards, laid over the spec they give (docs/Spec.md, "A spec over
/// storyboards"): keyed by scene class and segue identifier, its keys replace theirs.
enum SpecOverlay {
    /// `overlay` over `base`, the tree the storyboards give, as docs/Spec.md says. `classes`
    /// are the storyboards' custom classes: one the base lacks is taken as the overlay says.
    /// An overlay of the wrong shape is returned as it is, for the decoder to report.
    static func merge(_ overlay: YAMLNode, onto base: YAMLNode, file: String, classes: Set<String>) -> (root: YAMLNode, diagnostics: [Diagnostic]) {
        guard let fields = overlay.mapping, let baseFields = base.mapping else {
            return (overlay.scalar?.isNull == true ? base : overlay, [])
        }
        let merger = Merger(file: file, classes: classes)
        let root = merger.merged(fields, onto: baseFields) { key, overlay, base in
            switch key {
            case "scenes": merger.mergedScenes(overlay, onto: base)
            case "imports": merger.mergedImports(overlay, onto: base)
            default: nil
            }
        }
        return (YAMLNode(.mapping(root), mark: base.mark), merger.diagnostics)
    }

    /// A class, so that a merge of scenes can merge their segues in the closure it passes.
    private final class Merger {
        let file: String
        let classes: Set<String>
        var diagnostics: [Diagnostic] = []

        init(file: String, classes: Set<String>) {
            self.file = file
            self.classes = classes
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
                let sceneFields = merged(fields, onto: baseFields) { key, overlay, base in
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
            let result = merged(segues, onto: baseSegues) { _, overlay, base in
                if overlay.scalar?.isNull == true { return base }
                guard overlay.sequence == nil else { return overlay }
                return YAMLNode(.mapping(merged(longForm(overlay), onto: longForm(base))), mark: base.mark)
            } isAdded: { identifier, segue in
                let suggestion = Suggestion.closest(to: identifier, among: baseSegues.compactMap { $0.key.scalar?.value })
                diagnostics.append(.error(
                    "scene '\(scene)' has no segue '\(identifier)' in the storyboards" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    at: location(of: segue.key)))
                return false
            }
            return YAMLNode(.mapping(result), mark: base.mark)
        }

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
