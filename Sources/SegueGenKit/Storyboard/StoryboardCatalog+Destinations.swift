extension StoryboardCatalog {
    /// The destination of `segue` in `storyboard`, references followed and containers looked into.
    public func resolveDestination(of segue: StoryboardSegue, in storyboard: Int) -> Result<ResolvedDestination, DestinationProblem> {
        destinationScene(of: segue, in: storyboard).flatMap(resolveScene)
    }

    /// The scene `segue` of `storyboard` shows, references followed.
    private func destinationScene(of segue: StoryboardSegue, in storyboard: Int) -> Result<SceneAddress, DestinationProblem> {
        guard let id = segue.destinationID else { return .failure(.missingDestination) }
        return resolveController(id: id, in: storyboard)
    }

    /// The scene at `destination`, as a segue's destination or what a Storyboard ID or
    /// initial arrow creates, with containers looked into.
    func resolveScene(_ destination: SceneAddress) -> Result<ResolvedDestination, DestinationProblem> {
        guard type(of: destination) != nil else {
            return .failure(.unknownClass(element: self[destination].controller?.element ?? ""))
        }
        let container = self.container(of: destination)
        var candidates = [DestinationCandidate(scene: destination, container: nil)]
        var shown: [Result<SceneAddress, DestinationProblem>] = []
        if let container {
            for child in children(of: destination) {
                guard case .success(let childAddress) = child else {
                    shown.append(child)
                    continue
                }
                candidates.append(DestinationCandidate(scene: childAddress, container: container))
                guard let inside = scenesInside(childAddress, of: container) else {
                    shown.append(.success(childAddress))
                    continue
                }
                for case .success(let scene) in inside {
                    candidates.append(DestinationCandidate(scene: scene, container: container))
                }
                if container == .window {
                    shown.append(.success(inside.lazy.compactMap { try? $0.get() }.first { self.type(of: $0)?.isCustom == true } ?? childAddress))
                } else {
                    shown.append(inside.first ?? .success(childAddress))
                }
            }
        }
        let preferred = preferredCandidate(destination: destination, container: container, shown: shown)
        return .success(ResolvedDestination(scene: destination, container: container, candidates: candidates, preferred: preferred))
    }

    /// The scene an import writes for a destination (docs/Storyboards.md, "Destinations
    /// and containers"); a root, or every child, that cannot be resolved makes it unresolved.
    private func preferredCandidate(
        destination: SceneAddress, container: ContainerKind?, shown: [Result<SceneAddress, DestinationProblem>]
    ) -> Result<DestinationCandidate, DestinationProblem> {
        let itself = DestinationCandidate(scene: destination, container: nil)
        guard let container, !shown.isEmpty else { return .success(itself) }
        if container.defaultPosition == .root {
            return shown[0].map { DestinationCandidate(scene: $0, container: container) }
        }
        for case .success(let scene) in shown where type(of: scene)?.isCustom == true {
            return .success(DestinationCandidate(scene: scene, container: container))
        }
        if shown.allSatisfy({ if case .failure = $0 { return true } else { return false } }), case .failure(let problem) = shown[0] {
            return .failure(problem)
        }
        return .success(itself)
    }

    /// The scenes `child` of a container of `kind` holds where the generated code looks too:
    /// a navigation controller's root in a UIKit tab or column; the items of a plain AppKit
    /// tab or split view controller that is a window's content.
    private func scenesInside(_ child: SceneAddress, of kind: ContainerKind) -> [Result<SceneAddress, DestinationProblem>]? {
        switch (kind, container(of: child)) {
        case (.tabBar, .navigation?), (.split, .navigation?):
            return Array(children(of: child).prefix(1))
        case (.window, .tabView?), (.window, .splitView?):
            return self[child].controller?.customClass == nil ? children(of: child) : nil
        default:
            return nil
        }
    }

    /// The scenes `container` shows: its children in document order, each followed by the
    /// scenes it holds.
    func scenesShown(by container: SceneAddress) -> [SceneAddress] {
        childrenShown(by: container).flatMap { [$0.child] + $0.inside }
    }

    func childrenShown(by container: SceneAddress) -> [(child: SceneAddress, inside: [SceneAddress])] {
        let kind = self.container(of: container)
        return children(of: container).compactMap { child -> (child: SceneAddress, inside: [SceneAddress])? in
            guard case .success(let address) = child else { return nil }
            return (address, (kind.flatMap { scenesInside(address, of: $0) } ?? []).compactMap { try? $0.get() })
        }
    }

    /// The children of a container in document order: the resolved destinations of its relationship segues.
    private func children(of container: SceneAddress) -> [Result<SceneAddress, DestinationProblem>] {
        self[container].segues
            .filter { $0.isRelationship && $0.isTriggeredByController }
            .map { destinationScene(of: $0, in: container.storyboard) }
    }

    /// The scene `storyboard` creates by `identifier` (the first, if several have it), or
    /// as its initial scene when nil.
    func sceneCreated(byIdentifier identifier: String?, in storyboard: Int) -> SceneAddress? {
        let scene: Int?
        if let identifier {
            scene = scenesByStoryboardIdentifier[storyboard][Array(identifier.utf8)]
        } else {
            scene = storyboards[storyboard].initialViewControllerID.flatMap { scenesByControllerID[storyboard][$0] }
        }
        return scene.map { SceneAddress(storyboard: storyboard, scene: $0) }
    }

    /// The class at `address` (`<element>` when none is known), with `inContainer` those of
    /// the scenes it shows: `UITabBarController holding UINavigationController(PostViewController)`.
    func describeCreated(_ address: SceneAddress, inContainer: Bool) -> String {
        let type = type(of: address)?.name ?? self[address].controller.map { "<\($0.element)>" } ?? "?"
        guard inContainer else { return type }
        let shown = childrenShown(by: address).compactMap { shown -> String? in
            guard let child = self.type(of: shown.child)?.name else { return nil }
            let inside = shown.inside.compactMap { self.type(of: $0)?.name }
            return inside.isEmpty ? child : "\(child)(\(inside.joined(separator: ", ")))"
        }
        return shown.isEmpty ? type : "\(type) holding \(shown.joined(separator: ", "))"
    }

    /// The scene whose controller has `id` (the first), without following a reference.
    func scene(ofControllerID id: String, in storyboard: Int) -> StoryboardScene? {
        scenesByControllerID[storyboard][id].map { storyboards[storyboard].scenes[$0] }
    }

    /// The scene of the controller with `id`, references followed; not found when the
    /// controllers of several scenes have it.
    public func resolveController(id: String, in storyboard: Int) -> Result<SceneAddress, DestinationProblem> {
        guard let scene = scenesByControllerID[storyboard][id] else { return .failure(.unknownID(id)) }
        if let scenes = scenesBySharedControllerID[storyboard][id] {
            return .failure(.ambiguousID(id, lines: scenes.map { storyboards[storyboard].scenes[$0].location.line }))
        }
        var address = SceneAddress(storyboard: storyboard, scene: scene)
        /// The references followed, in order, and as a set to find a loop in time that grows with them.
        var followed: [SceneAddress] = []
        var visited: Set<SceneAddress> = []
        while let reference = self[address].controller?.reference {
            guard visited.insert(address).inserted else {
                let loop = followed.drop { $0 != address }
                var seen: Set<Int> = []
                return .failure(.referenceCycle(storyboards: loop.map(\.storyboard).filter { seen.insert($0).inserted }.map { storyboards[$0].path }))
            }
            followed.append(address)
            let referrer = address.storyboard
            let target = reference.storyboardName.map { self.storyboard(named: $0, bundleIdentifier: reference.bundleIdentifier, from: referrer) }
                ?? .success(referrer)
            switch target.flatMap({ referencedScene(by: reference, in: $0, from: referrer) }) {
            case .success(let next): address = next
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(address)
    }

    /// The scene `reference` in `referrer` leads to in `target`, and unless `referrer` is a
    /// localization of `target`, a scene of the same class in each of its other
    /// localizations, which the app may load instead (docs/Storyboards.md, "Storyboard references").
    private func referencedScene(by reference: StoryboardReference, in target: Int, from referrer: Int) -> Result<SceneAddress, DestinationProblem> {
        let found = referencedScene(by: reference, in: target)
        let others = otherLocalizations(of: target)
        guard case .success(let address) = found, !others.isEmpty, referrer != target, !others.contains(referrer) else { return found }
        var missing: [Int] = []
        var differing: [SceneAddress] = []
        for other in others {
            guard case .success(let there) = referencedScene(by: reference, in: other) else {
                missing.append(other)
                continue
            }
            if type(of: there)?.name != type(of: address)?.name || self[there].controller?.reference != self[address].controller?.reference {
                differing.append(there)
            }
        }
        if !missing.isEmpty {
            return .failure(.referencedSceneNotInEveryLocalization(
                identifier: reference.referencedIdentifier, scene: describeCreated(address, inContainer: false),
                present: storyboards[target].path, lacking: missing.map { storyboards[$0].path }))
        }
        guard !differing.isEmpty else { return found }
        return .failure(.referencedSceneNotTheSameInEveryLocalization(
            identifier: reference.referencedIdentifier,
            scenes: ([address] + differing).map { LocalizedDestination(storyboard: storyboards[$0.storyboard].path, destination: describeReferenced($0)) }))
    }

    /// Where a reference leads, in words: its class, or for another reference where that leads.
    private func describeReferenced(_ address: SceneAddress) -> String {
        guard let reference = self[address].controller?.reference else { return describeCreated(address, inContainer: false) }
        return "a reference to \(DestinationProblem.referenced(reference.referencedIdentifier)) of "
            + (reference.storyboardName.map { "storyboard '\($0)'" } ?? "its own storyboard")
            + (reference.bundleIdentifier.map { " in bundle '\($0)'" } ?? "")
    }

    /// The scene `reference` leads to in `target`, not followed further.
    private func referencedScene(by reference: StoryboardReference, in target: Int) -> Result<SceneAddress, DestinationProblem> {
        let targetStoryboard = storyboards[target]
        if let identifier = reference.referencedIdentifier {
            guard let scene = targetStoryboard.scenes.firstIndex(where: { $0.controller?.storyboardIdentifier == identifier }) else {
                return .failure(.identifierNotFound(identifier: identifier, storyboard: targetStoryboard.path))
            }
            return .success(SceneAddress(storyboard: target, scene: scene))
        }
        guard let initial = targetStoryboard.initialViewControllerID, let scene = scenesByControllerID[target][initial] else {
            return .failure(.noInitialViewController(storyboard: targetStoryboard.path))
        }
        return .success(SceneAddress(storyboard: target, scene: scene))
    }

    /// The storyboard a reference from storyboard `referrer` to `name` means.
    private func storyboard(named name: String, bundleIdentifier: String?, from referrer: Int) -> Result<Int, DestinationProblem> {
        var candidates = storyboardsByName[name] ?? []
        guard !candidates.isEmpty else {
            return .failure(.storyboardNotGiven(name: name, bundleIdentifier: bundleIdentifier))
        }
        let runtime = storyboards[referrer].runtime
        let sameRuntime = candidates.filter { storyboards[$0].runtime == runtime }
        guard !sameRuntime.isEmpty else {
            return .failure(.storyboardForOtherRuntime(name: name, runtime: runtime, candidates: candidates.map { storyboards[$0].path }))
        }
        candidates = sameRuntime
        if candidates.count > 1 {
            let referrerDirectory = Self.directoryComponents(of: storyboards[referrer].path)
            let shared = candidates.map { Self.commonPrefixLength(Self.directoryComponents(of: storyboards[$0].path), referrerDirectory) }
            let best = shared.max() ?? 0
            candidates = zip(candidates, shared).filter { $0.1 == best }.map(\.0)
        }
        // The localizations of one storyboard are one storyboard to the app, which loads the user's language's.
        if candidates.count > 1, let group = storyboards[candidates[0]].localizationGroup,
           candidates.allSatisfy({ storyboards[$0].localizationGroup == group }) {
            return .success(candidates.first { storyboards[$0].isBaseLocalization } ?? candidates[0])
        }
        guard candidates.count == 1 else {
            return .failure(.ambiguousStoryboard(name: name, candidates: candidates.map { storyboards[$0].path }))
        }
        return .success(candidates[0])
    }

    private static func directoryComponents(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    private static func commonPrefixLength(_ lhs: [Substring], _ rhs: [Substring]) -> Int {
        zip(lhs, rhs).prefix { $0 == $1 }.count
    }
}
