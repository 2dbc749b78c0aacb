/// An import in words: the summary `seguegen import` prints, and the per-storyboard
/// listing (`--verbose`, corpus goldens) a reviewer can check against the XML.
extension StoryboardImport {
    /// Counts of segues, and of scenes created from their storyboard, by outcome.
    public struct Counts: Sendable, Equatable {
        public var imported = 0
        public var duplicates = 0
        /// Skipped segues by `SegueSkipReason.category`.
        public var skipped: [String: Int] = [:]
        public var skippedTotal: Int { skipped.values.reduce(0, +) }
        /// Scenes created from their storyboard by Storyboard ID.
        public var scenesByIdentifier = 0
        public var scenesAsInitial = 0
        /// Scenes of a class created the same way from an earlier scene.
        public var scenesRepeated = 0
        /// Skipped scenes by `SceneSkipReason.category`.
        public var scenesSkipped: [String: Int] = [:]
        public var scenesSkippedTotal: Int { scenesSkipped.values.reduce(0, +) }
    }

    public func counts(of indices: [Int]? = nil) -> Counts {
        var counts = Counts()
        for report in reports where indices?.contains(report.storyboard) ?? true {
            for outcome in report.outcomes {
                switch outcome.result {
                case .imported: counts.imported += 1
                case .duplicate: counts.duplicates += 1
                case .skipped(let reason): counts.skipped[reason.category, default: 0] += 1
                }
            }
            for outcome in report.scenes {
                switch outcome.result {
                case .imported(_, let scene, _):
                    if scene.instantiation?.identifier == nil { counts.scenesAsInitial += 1 } else { counts.scenesByIdentifier += 1 }
                case .duplicate: counts.scenesRepeated += 1
                case .skipped(let reason): counts.scenesSkipped[reason.category, default: 0] += 1
                }
            }
        }
        return counts
    }

    /// What `seguegen import` prints (docs/Storyboards.md, "The summary"): totals, then
    /// skipped segues and scenes by reason with their `file:line`, then notes.
    public var summary: String {
        let counts = self.counts()
        let sceneCount = spec.scenes.filter { !$0.segues.isEmpty }.count
        let ofFramework = catalog.storyboards.filter { $0.runtime.isFramework(of: spec.platform) }.count
        // A spec of scenes created from their storyboard alone says so, rather than "0 segues of 0 scenes".
        let imported = sceneCount > 0
            ? "\(counted(counts.imported, "segue")) of \(counted(sceneCount, "scene"))"
            : "\(spec.scenes.isEmpty ? "no scenes" : counted(spec.scenes.count, "scene")) and no segues"
        var text = "Imported \(imported) from \(counted(ofFramework, "storyboard"))"
        var remarks = storyboardsLeftOut
        if counts.duplicates > 0 {
            remarks.append("\(counted(counts.duplicates, "repeated segue")) of a class used by several scenes written once")
        }
        if !remarks.isEmpty {
            text += " (" + remarks.joined(separator: "; ") + ")"
        }
        text += ".\n"
        let created = counts.scenesByIdentifier + counts.scenesAsInitial
        if created + counts.scenesRepeated > 0 {
            text += "Created \(counted(created, "scene")) from \(created == 1 ? "its" : "their") storyboard: \(counts.scenesByIdentifier) by Storyboard ID, \(counts.scenesAsInitial) as initial scene"
            if counts.scenesRepeated > 0 {
                text += " (\(counted(counts.scenesRepeated, "repeated scene")) of a class used by several scenes written once)"
            }
            text += ".\n"
        }
        if counts.skippedTotal > 0 {
            text += "Skipped \(counted(counts.skippedTotal, "segue")):\n"
            let skipped = reports.flatMap(\.outcomes).compactMap { outcome in
                outcome.result.skipReason.map { reason in
                    // Relationship segues are counted, not listed: every container has them.
                    let words: String? = if case .relationship = reason { nil } else { describeSegue(outcome) }
                    return Skipped(reason: reason, path: outcome.segue.location.file, line: outcome.segue.location.line, words: words)
                }
            }
            text += listing(skipped, "segue")
        }
        if counts.scenesSkippedTotal > 0 {
            text += "Not created from their storyboard: \(counted(counts.scenesSkippedTotal, "scene")) with a Storyboard ID or initial:\n"
            let skipped = reports.flatMap(\.scenes).compactMap { outcome in
                outcome.result.skipReason.map { reason in
                    let line = catalog[outcome.scene].controller?.location.line ?? catalog[outcome.scene].location.line
                    return Skipped(
                        reason: reason, path: catalog.storyboards[outcome.scene.storyboard].path, line: line, words: describeCreatable(outcome))
                }
            }
            text += listing(skipped, "scene")
        }
        let ignored = catalog.storyboards.flatMap(\.ignoredSegueElements)
        if !ignored.isEmpty {
            text += "Not segues, ignored: \(describeIgnored(ignored)).\n"
        }
        for note in notes {
            text += "Note: \(note).\n"
        }
        return text
    }

    /// The full listing for storyboard `index`: its runtime, every scene, and every segue
    /// with what became of it.
    public func listing(of index: Int) -> String {
        let storyboard = catalog.storyboards[index]
        var text = "storyboard: \(storyboard.path)\n"
        text += "runtime: \(storyboard.targetRuntime), read as \(storyboard.runtime)\n"
        let initial = storyboard.scenes.first { $0.controller?.id == storyboard.initialViewControllerID && $0.controller != nil }
        text += "initial scene: \(initial.map { "line \($0.controller?.location.line ?? $0.location.line)" } ?? "none")\n"
        text += "scenes: \(storyboard.scenes.count)\n"
        let report = reports.first { $0.storyboard == index }
        for sceneIndex in storyboard.scenes.indices {
            let address = SceneAddress(storyboard: index, scene: sceneIndex)
            text += "  " + describeScene(address)
            if let outcome = report?.scenes.first(where: { $0.scene == address }) { text += " -> " + describeResult(outcome) }
            text += "\n"
        }
        let outcomes = report?.outcomes ?? []
        let counts = self.counts(of: [index])
        text += "segues: \(outcomes.count) (imported \(counts.imported), repeated \(counts.duplicates), skipped \(counts.skippedTotal))\n"
        for outcome in outcomes {
            text += "  \(outcome.segue.location.line): \(describeSegue(outcome)) -> \(describeResult(outcome))\n"
        }
        if counts.skippedTotal > 0 {
            text += "skipped by reason:\n"
            for category in counts.skipped.keys.sorted(by: StoryboardImporter.precedes) {
                text += "  \(category): \(counts.skipped[category] ?? 0)\n"
            }
        }
        text += "not segues: \(storyboard.ignoredSegueElements.isEmpty ? "none" : describeIgnored(storyboard.ignoredSegueElements, lines: true))\n"
        return text
    }

    /// Whether `summary` says why something was not imported: without it, storyboards that
    /// gave no scene have nothing to import.
    public var explainsWhatWasNotImported: Bool {
        let counts = self.counts()
        return counts.skippedTotal > 0 || counts.scenesSkippedTotal > 0 || !storyboardsLeftOut.isEmpty
            || catalog.storyboards.contains { !$0.ignoredSegueElements.isEmpty } || !notes.isEmpty
    }

    // MARK: Parts

    /// The storyboards not of the spec's framework, counted by framework and sorted:
    /// `1 AppKit storyboard skipped: import it on its own`.
    private var storyboardsLeftOut: [String] {
        var countByRuntime: [StoryboardRuntime: Int] = [:]
        for storyboard in catalog.storyboards where !storyboard.runtime.isFramework(of: spec.platform) {
            // UIKit storyboards of every platform are counted together.
            countByRuntime[storyboard.runtime.platform == nil ? storyboard.runtime : .uiKit(.ios), default: 0] += 1
        }
        return countByRuntime.keys.sorted { StoryboardImporter.precedes($0.description, $1.description) }.map { runtime in
            let count = countByRuntime[runtime] ?? 0
            switch runtime {
            case .uiKit, .appKit:
                let framework = runtime == .appKit ? "AppKit" : "UIKit"
                return "\(counted(count, "\(framework) storyboard")) skipped: import \(count == 1 ? "it on its" : "them on their") own"
            case .watchKit:
                return "\(counted(count, "WatchKit storyboard")) skipped: \(SegueSkipReason.unsupportedGeneration)"
            case .unknown(let name):
                return "\(counted(count, "storyboard")) of unknown runtime '\(name)' skipped: \(SegueSkipReason.unsupportedGeneration)"
            }
        }
    }

    /// A skipped segue or scene as the summary lists it; `words` nil when it is only counted.
    private struct Skipped<Reason: SkipReason> {
        var reason: Reason
        var path: String
        var line: Int
        var words: String?
    }

    /// The skipped segues or scenes by category, in Unicode scalar order: each with its
    /// `file:line`, or counted per storyboard when the reason holds for the whole storyboard.
    private func listing<Reason>(_ skipped: [Skipped<Reason>], _ noun: String) -> String {
        let byCategory = Dictionary(grouping: skipped, by: \.reason.category)
        return byCategory.keys.sorted(by: StoryboardImporter.precedes).map { category in
            let items = byCategory[category] ?? []
            let detail = { (item: Skipped<Reason>) in item.reason.detail.map { ": \($0)" } ?? "" }
            let listed = items[0].reason.holdsForWholeStoryboard
                ? listedByStoryboard(items, noun)
                : items.compactMap { item in item.words.map { "    \(item.path):\(item.line): \($0)\(detail(item))\n" } }.joined()
            return "  \(category): \(items.count)\n" + listed
        }.joined()
    }

    /// A line per storyboard, for the segues or scenes of a reason that holds for whole
    /// storyboards: `    App/Mac.storyboard: 14 segues (AppKit, among storyboards of the other framework)`.
    private func listedByStoryboard<Reason>(_ items: [Skipped<Reason>], _ noun: String) -> String {
        let byPath = Dictionary(grouping: items, by: \.path)
        var listed: Set<String> = []
        return items.filter { listed.insert($0.path).inserted }.map { first in
            let ofPath = byPath[first.path] ?? []
            return "    \(first.path): \(counted(ofPath.count, noun))" + ((ofPath.last?.reason.detail).map { " (\($0))" } ?? "") + "\n"
        }.joined()
    }

    /// `HomeViewController (Storyboard ID "home", initial scene)`,
    /// `<navigationController> holding InboxViewController (initial scene)`.
    private func describeCreatable(_ outcome: SceneOutcome) -> String {
        var text = describeController(of: outcome.scene)
        if let held = outcome.sceneInContainer { text += " holding \(held)" }
        var ways = outcome.storyboardIdentifier.map { ["Storyboard ID \(SwiftLiteral.quoted($0))"] } ?? []
        if outcome.isInitial { ways.append("initial scene") }
        text += " (" + ways.joined(separator: ", ") + ")"
        return text
    }

    private func describeResult(_ outcome: SceneOutcome) -> String {
        describe(outcome.result, skipped: "not created from the storyboard") { typeName, scene in
            var text = "created: \(typeName) from '\(scene.instantiation?.storyboard.value ?? "")' "
            text += scene.instantiation?.identifier.map { "by Storyboard ID \(SwiftLiteral.quoted($0.value))" } ?? "as its initial scene"
            if scene.isWindowController { text += ", a window controller" }
            if let container = scene.instantiation?.container { text += ", in its \(container.value.typeName)" }
            return text
        }
    }

    /// What a listing says of a segue or scene: `imported` words it with the class it is of,
    /// followed by the notes.
    private func describe<Imported, Reason>(
        _ result: ImportResult<Imported, Reason>, skipped: String, imported: (String, Imported) -> String
    ) -> String {
        switch result {
        case .imported(let className, let value, let notes): imported(className, value) + notes.map { "; \($0)" }.joined()
        case .duplicate(let first): "repeated: written once, from \(first.file):\(first.line)"
        case .skipped(let reason): "\(skipped): \(reason)"
        }
    }

    /// `MainViewController`, or `<navigationController>` without a custom class.
    private func describeController(of address: SceneAddress) -> String {
        catalog[address].controller.map { $0.customClass?.name ?? "<\($0.element)>" } ?? "a scene without controller"
    }

    /// `show "showDetail" from MainViewController (button)`.
    private func describeSegue(_ outcome: SegueOutcome) -> String {
        let segue = outcome.segue
        var text = segue.kind.isEmpty ? "segue" : segue.kind
        if let custom = segue.customClass { text += " (\(custom.name))" }
        text += " " + (segue.identifier.map(SwiftLiteral.quoted) ?? "without identifier")
        text += " from " + describeController(of: outcome.source)
        if !segue.isTriggeredByController { text += " (\(segue.triggerElement))" }
        return text
    }

    private func describeResult(_ outcome: SegueOutcome) -> String {
        describe(outcome.result, skipped: "skipped") { sourceClass, segue in
            var text = "imported: \(sourceClass) \(SwiftLiteral.quoted(segue.identifier.value)) "
            if segue.isUnwind {
                text += "unwinds" + (outcome.segue.unwindAction.map { " (action \($0))" } ?? "")
            } else {
                text += "shows \(segue.destination?.value ?? "")"
            }
            if let container = segue.container { text += " in " + withIndefiniteArticle(container.value.typeName) }
            return text
        }
    }

    private func describeScene(_ address: SceneAddress) -> String {
        let scene = catalog[address]
        guard let controller = scene.controller else {
            return "\(scene.location.line): scene without a controller"
        }
        var text = "\(controller.location.line): <\(controller.element)>"
        if let custom = controller.customClass {
            text += " \(custom.name)"
            if let module = custom.module { text += " (module \(module)\(custom.moduleIsTarget ? ", the target's" : ""))" }
        }
        if let identifier = controller.storyboardIdentifier { text += ", Storyboard ID \(SwiftLiteral.quoted(identifier))" }
        if let reference = controller.reference {
            text += ", reference to " + (reference.storyboardName.map { "storyboard '\($0)'" } ?? "this storyboard")
            text += reference.referencedIdentifier.map { " ID \(SwiftLiteral.quoted($0))" } ?? " (initial scene)"
            if let bundle = reference.bundleIdentifier { text += " in bundle '\(bundle)'" }
            switch catalog.resolveController(id: controller.id, in: address.storyboard) {
            case .success(let target):
                let targetController = catalog[target].controller
                let type = catalog.type(of: target)?.name ?? "<\(targetController?.element ?? "?")>"
                text += " -> \(type) at \(catalog.storyboards[target.storyboard].path):\(targetController?.location.line ?? 0)"
            case .failure(let problem):
                text += " -> unresolved: \(problem)"
            }
        }
        return text
    }

    private func describeIgnored(_ elements: [IgnoredSegueElement], lines: Bool = false) -> String {
        let groups: [(String, [IgnoredSegueElement])] = [
            ("tie-breaker reference", elements.filter { $0.kind == .tieBreakerReference }),
            ("preview/commit child", elements.filter { if case .peekAndPop = $0.kind { return true } else { return false } }),
            ("other element outside the scenes", elements.filter { $0.kind == .outsideScene }),
        ]
        return groups.filter { !$0.1.isEmpty }.map { name, members in
            counted(members.count, name, plural: name == "preview/commit child" ? "preview/commit children" : nil) + (lines ? " (line\(members.count == 1 ? "" : "s") \(members.map { String($0.location.line) }.joined(separator: ", ")))" : "")
        }.joined(separator: ", ")
    }
}
