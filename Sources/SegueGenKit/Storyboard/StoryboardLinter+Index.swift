extension StoryboardLinter {
    /// The scenes and segues of a catalog's storyboards of one framework, by custom class.
    struct Index {
        struct Match {
            var segue: StoryboardSegue
            var scene: SceneAddress
        }

        /// A segue an import would write, and what it shows in words.
        struct Listable {
            var segue: StoryboardSegue
            var identifier: String
            var shown: String
            var isUnwind = false
            /// The classes of the scenes it may show (`ResolvedDestination.candidates`); none for an unwind segue.
            var destinationTypes: [String] = []
        }

        let catalog: StoryboardCatalog
        let platform: Platform
        let scenesByClass: [String: [SceneAddress]]
        let classNames: [String]

        init(_ catalog: StoryboardCatalog, platform: Platform) {
            self.catalog = catalog
            self.platform = platform
            scenesByClass = catalog.scenesByClass(for: platform)
            classNames = scenesByClass.keys.sorted(by: StoryboardImporter.precedes)
        }

        func segues(in scenes: [SceneAddress], identifier: String) -> [Match] {
            scenes.flatMap { address in
                catalog[address].segues
                    .filter { $0.identifier.map { $0.unicodeScalars.elementsEqual(identifier.unicodeScalars) } ?? false }
                    .map { Match(segue: $0, scene: address) }
            }
        }

        func identifiers(in scenes: [SceneAddress]) -> [String] {
            scenes.flatMap { address in catalog[address].segues.compactMap(\.identifier).filter { !$0.isEmpty } }
        }

        /// The segues of `className` that an import writes: unwind segues, and navigation
        /// segues whose destination is known, the same in every localization.
        func listableSegues(of className: String) -> [Listable] {
            let scenes = scenesByClass[className] ?? []
            let localized = LocalizedSegues(scenes, in: catalog)
            return scenes.flatMap { address in
                catalog[address].segues.compactMap { segue -> Listable? in
                    let listable: Listable
                    switch catalog.classify(segue, in: address) {
                    case .unwind(let unwind):
                        listable = Listable(segue: segue, identifier: unwind.identifier, shown: "an unwind segue", isUnwind: true)
                    case .navigation(let navigation):
                        guard case .success = navigation.destination.preferred else { return nil }
                        listable = Listable(
                            segue: segue, identifier: navigation.identifier, shown: "to " + describe(navigation.destination, catalog: catalog),
                            destinationTypes: navigation.destination.candidates.compactMap { catalog.type(of: $0.scene)?.name })
                    case .skipped:
                        return nil
                    }
                    let isInEveryLocalization = localized.gaps(of: listable.identifier, in: catalog).isEmpty
                        && localized.differentDestinations(of: listable.identifier, in: catalog).isEmpty
                    return isInEveryLocalization ? listable : nil
                }
            }
        }
    }
}
