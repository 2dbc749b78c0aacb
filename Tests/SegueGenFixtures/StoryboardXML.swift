import SegueGenKit

/// Builds small storyboards in Interface Builder's XML, one scene per
/// controller, so that tests say what they are about; the reader tests and
/// the corpus check the XML itself.
enum StoryboardXML {
    /// A storyboard document around `scenes`.
    static func document(runtime: String = "iOS.CocoaTouch", initial: String? = nil, _ scenes: [String]) -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        let type = runtime == "MacOSX.Cocoa" ? "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" targetRuntime="\(runtime)"\(initialAttribute)>
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>

            """
    }

    /// A scene whose controller is `element` with `id`, and the segues it holds.
    static func scene(
        _ id: String, _ element: String = "viewController", customClass: String? = nil, module: String? = nil, target: Bool = false,
        storyboardID: String? = nil, segues: [String] = []
    ) -> String {
        var attributes = ""
        if let storyboardID { attributes += " storyboardIdentifier=\"\(storyboardID)\"" }
        attributes += " id=\"\(id)\""
        if let customClass { attributes += " customClass=\"\(customClass)\"" }
        if let module { attributes += " customModule=\"\(module)\"" }
        if target { attributes += " customModuleProvider=\"target\"" }
        let connections = segues.isEmpty ? "" : "\n                <connections>\n" + segues.map { "                    " + $0 + "\n" }.joined() + "                </connections>"
        return """
                    <scene sceneID="scene-\(id)">
                        <objects>
                            <\(element)\(attributes) sceneMemberID="viewController">\(connections)
                            </\(element)>
                        </objects>
                    </scene>
            """
    }

    /// A storyboard reference scene.
    static func reference(_ id: String, storyboard: String? = nil, identifier: String? = nil, bundle: String? = nil) -> String {
        var attributes = ""
        if let storyboard { attributes += " storyboardName=\"\(storyboard)\"" }
        if let identifier { attributes += " referencedIdentifier=\"\(identifier)\"" }
        if let bundle { attributes += " bundleIdentifier=\"\(bundle)\"" }
        return """
                    <scene sceneID="scene-\(id)">
                        <objects>
                            <viewControllerPlaceholder\(attributes) id="\(id)" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """
    }

    static func segue(to destination: String, _ identifier: String? = nil, kind: String = "show") -> String {
        "<segue destination=\"\(destination)\" kind=\"\(kind)\"\(identifier.map { " identifier=\"\($0)\"" } ?? "") id=\"\(destination)-\(identifier ?? "none")\"/>"
    }

    static func relationship(to destination: String, _ relationship: String) -> String {
        "<segue destination=\"\(destination)\" kind=\"relationship\" relationship=\"\(relationship)\" id=\"rel-\(destination)\"/>"
    }

    /// The storyboard in `xml`, read; a test failure if it does not read.
    static func read(_ xml: String, path: String = "Main.storyboard") -> Storyboard {
        let result = StoryboardReader.read(bytes: Array(xml.utf8), path: path)
        guard let storyboard = result.value else {
            return Storyboard(path: path, targetRuntime: "unreadable: \(result.diagnostics)")
        }
        return storyboard
    }
}

extension StoryboardImport {
    /// Every outcome, storyboard by storyboard.
    var outcomes: [SegueOutcome] { reports.flatMap(\.outcomes) }

    /// The outcome of the segue with `identifier` (the first, if several).
    func outcome(of identifier: String) -> SegueOutcome.Result? {
        outcomes.first { $0.segue.identifier == identifier }?.result
    }

    /// The skip reason of the segue with `identifier`, if it was skipped.
    func skipReason(of identifier: String) -> SegueSkipReason? {
        if case .skipped(let reason)? = outcome(of: identifier) { return reason }
        return nil
    }

    /// The skip reason of the segue with `identifier` of a scene of class `className`, if it was skipped.
    func skipReason(of identifier: String, of className: String) -> SegueSkipReason? {
        let outcome = outcomes.first { $0.segue.identifier == identifier && catalog[$0.source].controller?.customClass?.name == className }
        if case .skipped(let reason)? = outcome?.result { return reason }
        return nil
    }

    /// The imported segue with `identifier` of scene `typeName`.
    func segue(_ identifier: String, of typeName: String) -> Segue? {
        spec.scenes.first { $0.typeName.value == typeName }?.segues.first { $0.identifier.value == identifier }
    }
}
