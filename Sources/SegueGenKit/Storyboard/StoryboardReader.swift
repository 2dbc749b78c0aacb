import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads `.storyboard` files into `Storyboard` values, with the position of the `<` that
/// starts each element. What it makes of real storyboards' XML: docs/Storyboards.md,
/// "Reading storyboards". A document type declaration is refused, so no entity can expand.
public enum StoryboardReader {
    /// Reads the storyboard in `bytes`; `path` is printed in diagnostics and names the
    /// storyboard (`Storyboard.name`).
    public static func read(bytes: [UInt8], path: String) -> Loaded<Storyboard> {
        if let encoding = UnicodeEncodingSniffer.nonUTF8Encoding(of: bytes) {
            return Loaded(
                nil, diagnostics: [.storyboardNotUTF8(encoding, at: SourceLocation(file: path, line: 1, column: 1))],
                sources: [SourceFile(path: path, text: "")])
        }
        // Positions count from after a byte order mark, as the spec loader's do.
        let utf8 = UnicodeEncodingSniffer.droppingUTF8ByteOrderMark(bytes)
        let validated = String(validating: utf8, as: UTF8.self)
        let text = validated ?? String(decoding: utf8, as: UTF8.self)
        let source = SourceFile(path: path, text: text)
        // Foundation's XMLParser traps on a name that is not UTF-8 (swift-corelibs-foundation
        // 6.3, `_NSXMLParserStartElementNs`), so such bytes never reach it.
        if validated == nil, case (.invalidUTF8(let byte), let line, let column)? = SpecText.firstProblem(in: utf8, allowing: { _ in true }) {
            let location = SourceLocation(file: path, line: line, column: column)
            return Loaded(nil, diagnostics: [.storyboardInvalidUTF8(byte: byte, at: location)], sources: [source])
        }
        let tags: [XMLStartTags.Tag]
        switch XMLStartTags.scan(text) {
        case .success(let found):
            tags = found
        case .failure(let problem):
            return Loaded(nil, diagnostics: [problem.diagnostic(in: path)], sources: [source])
        }
        let document: StoryboardStream.Document
        switch StoryboardStream.parse(Data(bytes), text: text, tags: tags, path: path) {
        case .success(let parsed):
            document = parsed
        case .failure(let error):
            return Loaded(nil, diagnostics: [error.diagnostic.blamingMergeConflict(in: source)], sources: [source])
        }
        guard document.rootName == "document" else {
            return Loaded(nil, diagnostics: [.notAnInterfaceBuilderDocument(root: document.rootName, at: document.rootLocation)], sources: [source])
        }
        let type = document.type ?? ""
        guard type.hasSuffix(".Storyboard") || type.hasSuffix(".Storyboard.XIB") else {
            return Loaded(nil, diagnostics: [.notAStoryboard(type: type, at: document.rootLocation)], sources: [source])
        }
        let storyboard = Storyboard(
            path: path, targetRuntime: document.targetRuntime ?? "", initialViewControllerID: nonEmpty(document.initialViewController),
            scenes: document.scenes, ignoredSegueElements: document.ignoredSegueElements)
        return Loaded(storyboard, diagnostics: [], sources: [source])
    }

    // MARK: Elements

    static func controller(_ element: String, attributes: [String: String], at location: SourceLocation) -> StoryboardController {
        var reference: StoryboardReference?
        if element == "viewControllerPlaceholder" || element == "controllerPlaceholder" {
            reference = StoryboardReference(
                storyboardName: nonEmpty(attributes["storyboardName"]),
                referencedIdentifier: nonEmpty(attributes["referencedIdentifier"]),
                bundleIdentifier: nonEmpty(attributes["bundleIdentifier"])
            )
        }
        // A custom class that is the element's own framework class (`UINavigationController` on a
        // navigation controller, typed into Interface Builder) is no class of the app.
        let frameworkClasses = [StoryboardCatalog.uiKitClasses[element], StoryboardCatalog.appKitClasses[element]].compactMap { $0 }
        let custom = customClass(of: attributes).flatMap { custom in
            frameworkClasses.contains { framework in
                framework.name == custom.name && [nil, framework.module ?? "UIKit", framework.module ?? "AppKit"].contains(custom.module)
            } ? nil : custom
        }
        return StoryboardController(
            id: attributes["id"] ?? "", element: element, customClass: custom,
            storyboardIdentifier: nonEmpty(attributes["storyboardIdentifier"]), reference: reference,
            location: location
        )
    }

    /// Whether its trigger is the scene's controller is known only at the scene's end.
    static func segue(attributes: [String: String], triggerElement: String, at location: SourceLocation) -> StoryboardSegue {
        StoryboardSegue(
            id: attributes["id"],
            identifier: attributes["identifier"],
            kind: attributes["kind"] ?? "",
            relationship: attributes["relationship"],
            destinationID: nonEmpty(attributes["destination"]),
            unwindAction: nonEmpty(attributes["unwindAction"]),
            customClass: customClass(of: attributes),
            triggerElement: triggerElement,
            isTriggeredByController: false,
            location: location
        )
    }

    private static func customClass(of attributes: [String: String]) -> StoryboardClass? {
        guard let name = nonEmpty(attributes["customClass"]) else { return nil }
        return StoryboardClass(
            name: name, module: nonEmpty(attributes["customModule"]),
            moduleIsTarget: attributes["customModuleProvider"] == "target"
        )
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
