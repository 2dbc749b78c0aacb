import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The outcome of reading a storyboard file.
public struct StoryboardReadResult: Sendable {
    /// The storyboard, or nil when the file is not a readable storyboard.
    public var storyboard: Storyboard?
    /// The problems found; an error whenever `storyboard` is nil.
    public var diagnostics: [Diagnostic]
    /// The file's text, for quoting lines in diagnostics.
    public var source: SourceFile
}

/// Reads `.storyboard` files (Interface Builder's XML) with Foundation's
/// `XMLParser` into `Storyboard` values.
///
/// What the reader takes care of, from real storyboards:
/// - `<segue reference="..."/>` stubs in `<inferredMetricsTieBreakers>` and
///   `<segue key="preview"/>`/`key="commit"` children of segues are not
///   segues (`Storyboard.ignoredSegueElements`).
/// - A scene's controller is its object with `sceneMemberID="viewController"`;
///   first responders, exits and other top-level objects are not. WatchKit
///   storyboards have no `sceneMemberID`: there the first object that is
///   neither a placeholder nor an exit is the controller.
/// - A segue in a scene starts at the scene's controller, wherever in the
///   scene it sits (a button, a cell, a gesture recognizer, a menu item of
///   the macOS application scene, whose controller is `<application>`).
/// - `<exit>` objects are collected per scene; unwind segues may point at an
///   exit of another scene.
///
/// Positions are those of the `<` that starts each element (see
/// `XMLStartTags`). Storyboards never have a document type declaration; a
/// file with one is refused, so that no entity can expand into elements.
public enum StoryboardReader {
    /// Reads the storyboard in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents (XML, normally UTF-8).
    ///   - path: the path to print in diagnostics and to name the storyboard
    ///     by (`Storyboard.name`), as the user wrote it.
    /// - Returns: the storyboard, or nil and an error if the file is not
    ///   well-formed XML or not a storyboard.
    public static func read(bytes: [UInt8], path: String) -> StoryboardReadResult {
        if let encoding = UnicodeEncodingSniffer.nonUTF8Encoding(of: bytes) {
            let source = SourceFile(path: path, text: "")
            return StoryboardReadResult(
                storyboard: nil, diagnostics: [.storyboardNotUTF8(encoding, at: SourceLocation(file: path, line: 1, column: 1))], source: source)
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
            return StoryboardReadResult(storyboard: nil, diagnostics: [.storyboardInvalidUTF8(byte: byte, at: location)], source: source)
        }
        let tags: [XMLStartTags.Tag]
        switch XMLStartTags.scan(text) {
        case .success(let found):
            tags = found
        case .failure(.documentTypeDeclaration(let line, let column)):
            let location = SourceLocation(file: path, line: line, column: column)
            return StoryboardReadResult(storyboard: nil, diagnostics: [.storyboardHasDocumentType(at: location)], source: source)
        case .failure(.processingInstruction(let line, let column)):
            let location = SourceLocation(file: path, line: line, column: column)
            return StoryboardReadResult(storyboard: nil, diagnostics: [.storyboardHasProcessingInstruction(at: location)], source: source)
        }
        let tree: XMLTree.Element
        switch XMLTree.parse(Data(bytes), text: text, tags: tags, path: path) {
        case .success(let root):
            tree = root
        case .failure(let error):
            return StoryboardReadResult(storyboard: nil, diagnostics: [error.diagnostic], source: source)
        }
        guard tree.name == "document" else {
            return StoryboardReadResult(storyboard: nil, diagnostics: [.notAnInterfaceBuilderDocument(root: tree.name, at: tree.location)], source: source)
        }
        let type = tree.attributes["type"] ?? ""
        guard type.hasSuffix(".Storyboard") || type.hasSuffix(".Storyboard.XIB") else {
            return StoryboardReadResult(storyboard: nil, diagnostics: [.notAStoryboard(type: type, at: tree.location)], source: source)
        }
        var storyboard = Storyboard(
            path: path, targetRuntime: tree.attributes["targetRuntime"] ?? "",
            initialViewControllerID: nonEmpty(tree.attributes["initialViewController"])
        )
        for child in tree.children {
            if child.name == "scenes" {
                storyboard.scenes += child.children.filter { $0.name == "scene" }.map(scene)
            } else {
                // `<inferredMetricsTieBreakers>` and anything else outside the scenes.
                storyboard.ignoredSegueElements += child.descendants(named: "segue").map { element in
                    let kind: IgnoredSegueElement.Kind = element.attributes["reference"] != nil ? .tieBreakerReference : .outsideScene
                    return IgnoredSegueElement(kind: kind, location: element.location)
                }
            }
        }
        // Peek and pop children, found while reading scenes.
        storyboard.ignoredSegueElements += tree.descendants(named: "segue").flatMap { segue in
            segue.children.filter { $0.name == "segue" }.map { child in
                IgnoredSegueElement(kind: .peekAndPop(key: child.attributes["key"] ?? ""), location: child.location)
            }
        }
        storyboard.ignoredSegueElements.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return StoryboardReadResult(storyboard: storyboard, diagnostics: [], source: source)
    }

    // MARK: Scenes

    private static func scene(_ element: XMLTree.Element) -> StoryboardScene {
        let objects = element.children.first { $0.name == "objects" }?.children ?? []
        let controllerElement = objects.first { $0.attributes["sceneMemberID"] == "viewController" }
            ?? objects.first { !["placeholder", "exit", "customObject"].contains($0.name) && $0.attributes["sceneMemberID"] == nil }
        let controller = controllerElement.map(self.controller)
        var exits: [StoryboardExit] = []
        var segues: [StoryboardSegue] = []
        collect(in: element, trigger: nil, controllerID: controller?.id, exits: &exits, segues: &segues)
        return StoryboardScene(
            sceneID: element.attributes["sceneID"] ?? "", location: element.location,
            controller: controller, exits: exits, segues: segues
        )
    }

    private static func controller(_ element: XMLTree.Element) -> StoryboardController {
        var reference: StoryboardReference?
        if element.name == "viewControllerPlaceholder" || element.name == "controllerPlaceholder" {
            reference = StoryboardReference(
                storyboardName: nonEmpty(element.attributes["storyboardName"]),
                referencedIdentifier: nonEmpty(element.attributes["referencedIdentifier"]),
                bundleIdentifier: nonEmpty(element.attributes["bundleIdentifier"])
            )
        }
        return StoryboardController(
            id: element.attributes["id"] ?? "", element: element.name, customClass: customClass(of: element),
            storyboardIdentifier: nonEmpty(element.attributes["storyboardIdentifier"]), reference: reference,
            location: element.location
        )
    }

    /// Walks the scene in document order, collecting exits and segues; a
    /// segue's trigger is the element whose `<connections>` holds it.
    private static func collect(
        in element: XMLTree.Element, trigger: XMLTree.Element?, controllerID: String?,
        exits: inout [StoryboardExit], segues: inout [StoryboardSegue]
    ) {
        for child in element.children {
            switch child.name {
            case "exit":
                exits.append(StoryboardExit(id: child.attributes["id"] ?? "", location: child.location))
            case "connections":
                collect(in: child, trigger: element, controllerID: controllerID, exits: &exits, segues: &segues)
                continue
            case "segue":
                let triggerElement = trigger ?? element
                segues.append(StoryboardSegue(
                    id: child.attributes["id"],
                    identifier: child.attributes["identifier"],
                    kind: child.attributes["kind"] ?? "",
                    relationship: child.attributes["relationship"],
                    destinationID: nonEmpty(child.attributes["destination"]),
                    unwindAction: nonEmpty(child.attributes["unwindAction"]),
                    customClass: customClass(of: child),
                    triggerElement: triggerElement.name,
                    isTriggeredByController: controllerID != nil && triggerElement.attributes["id"] == controllerID,
                    location: child.location
                ))
                // Its `<segue key="preview"/>` children are no segues: do not descend.
                continue
            default:
                break
            }
            collect(in: child, trigger: nil, controllerID: controllerID, exits: &exits, segues: &segues)
        }
    }

    private static func customClass(of element: XMLTree.Element) -> StoryboardClass? {
        guard let name = nonEmpty(element.attributes["customClass"]) else { return nil }
        return StoryboardClass(
            name: name, module: nonEmpty(element.attributes["customModule"]),
            moduleIsTarget: element.attributes["customModuleProvider"] == "target"
        )
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}

/// A plain tree of XML elements with positions, built by `XMLParser`.
enum XMLTree {
    /// An element: its name, attributes, child elements and where its start tag begins.
    struct Element {
        var name: String
        var attributes: [String: String]
        var children: [Element]
        var location: SourceLocation

        /// Every element named `name` below this one, in document order, not descending into matches.
        func descendants(named name: String) -> [Element] {
            children.flatMap { $0.name == name ? [$0] : $0.descendants(named: name) }
        }
    }

    /// A document that is not well-formed.
    struct ParseError: Error {
        var diagnostic: Diagnostic
    }

    /// Parses `data` into a tree; a malformed document is an error at the
    /// position the parser stopped at.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - text: the same, decoded and without a byte order mark: positions
    ///     the parser reports are translated into its lines (`ParserPositions`).
    static func parse(_ data: Data, text: String, tags: [XMLStartTags.Tag], path: String) -> Result<Element, ParseError> {
        // From a stream, which XMLParser feeds to libxml2 in small chunks:
        // given `data`, it passes the whole file as one chunk, and libxml2
        // refuses a chunk past 10,000,000 bytes (XML_MAX_LOOKUP_LIMIT) with an
        // internal error, far below the 64 MiB storyboard limit.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder(text: text, tags: tags, path: path)
        parser.delegate = builder
        let succeeded = parser.parse()
        // On Linux `parse()` can return true after reporting an error: trust the report.
        if let error = builder.error ?? (succeeded ? nil : parser.parserError.map { builder.diagnostic(for: $0, at: nil) }) {
            return .failure(ParseError(diagnostic: error))
        }
        guard let root = builder.root else {
            return .failure(ParseError(diagnostic: .xmlError("the file has no XML element", at: SourceLocation(file: path, line: 1, column: 1))))
        }
        return .success(root)
    }

    /// Translates the parser's positions into `text`'s lines as `SourceFile`
    /// counts them.
    ///
    /// libxml2 ends lines at LF, CR and CR LF only (XML 1.0 §2.11) and counts
    /// columns in characters; `SourceFile` and `XMLStartTags` also end lines
    /// at NEL, LS and PS, which text in a storyboard may hold (a label's
    /// text), so the parser's line numbers run behind after one. Built once
    /// per file, when the first position is needed.
    struct ParserPositions {
        /// A line as the parser counts it.
        private struct Line {
            /// The `SourceFile` line it starts on (at column 1).
            var firstLine: Int
            /// Its length in Unicode scalars, without its LF, CR or CR LF.
            var length: Int
            /// The 0-based offsets of the NEL, LS and PS scalars in it.
            var breaks: [Int] = []
        }

        private var lines: [Line]

        init(_ text: String) {
            var lines = [Line(firstLine: 1, length: 0)]
            var sourceLine = 1
            var afterCR = false
            for scalar in text.unicodeScalars {
                if scalar == "\n" && afterCR {
                    afterCR = false  // The LF of a CR LF: the line ended at the CR.
                    continue
                }
                afterCR = scalar == "\r"
                if scalar == "\n" || scalar == "\r" {
                    sourceLine += 1
                    lines.append(Line(firstLine: sourceLine, length: 0))
                    continue
                }
                if SourceFile.isLineBreak(scalar) {
                    lines[lines.count - 1].breaks.append(lines[lines.count - 1].length)
                    sourceLine += 1
                }
                lines[lines.count - 1].length += 1
            }
            self.lines = lines
        }

        /// Where the parser's 1-based `line` and `column` are in `path`; a
        /// position past the end of its line or of the text is clamped to
        /// that end, so that the diagnostic still points into the file.
        func location(line: Int, column: Int, in path: String) -> SourceLocation {
            let entry = lines[min(max(line, 1), lines.count) - 1]
            let offset = line > lines.count ? entry.length : min(max(column - 1, 0), entry.length)
            let breaksBefore = entry.breaks.filter { $0 < offset }
            guard let lastBreak = breaksBefore.last else {
                return SourceLocation(file: path, line: entry.firstLine, column: offset + 1)
            }
            return SourceLocation(file: path, line: entry.firstLine + breaksBefore.count, column: offset - lastBreak)
        }
    }

    /// The deepest nesting of elements read: libxml2's own default
    /// (`xmlParserMaxDepth`), ten times the deepest storyboard of
    /// Tests/StoryboardCorpus (24). The reader walks the tree recursively,
    /// so the bound keeps a hostile file from overflowing the stack.
    static let maximumDepth = 256

    /// Receives `XMLParser`'s callbacks on the thread that called `parse()`.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        private let text: String
        private lazy var positions = ParserPositions(text)
        private let tags: [XMLStartTags.Tag]
        private let path: String
        private var stack: [Element] = []
        private var elementCount = 0
        /// Whether the start tags found by `XMLStartTags` still line up with the parser's elements.
        private var tagsAlign = true
        private(set) var root: Element?
        private(set) var error: Diagnostic?

        init(text: String, tags: [XMLStartTags.Tag], path: String) {
            self.text = text
            self.tags = tags
            self.path = path
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let name = qualifiedName ?? elementName
            let location: SourceLocation
            if tagsAlign, elementCount < tags.count, tags[elementCount].name == name {
                location = SourceLocation(file: path, line: tags[elementCount].line, column: tags[elementCount].column)
            } else {
                tagsAlign = false
                location = positions.location(line: parser.lineNumber, column: parser.columnNumber, in: path)
            }
            elementCount += 1
            guard stack.count < XMLTree.maximumDepth else {
                if error == nil { error = .storyboardNestedTooDeeply(limit: XMLTree.maximumDepth, at: location) }
                parser.abortParsing()
                return
            }
            stack.append(Element(name: name, attributes: attributes, children: [], location: location))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard error == nil else { return }
            error = diagnostic(for: parseError, at: positions.location(line: parser.lineNumber, column: parser.columnNumber, in: path))
        }

        func diagnostic(for error: Error, at location: SourceLocation?) -> Diagnostic {
            let code = (error as NSError).code
            return .xmlError(XMLTree.describe(code: code), at: location ?? SourceLocation(file: path, line: 1, column: 1))
        }
    }

    /// Words for the error codes `XMLParser` reports: libxml2's
    /// `xmlParserErrors` (include/libxml/xmlerror.h), which Darwin's
    /// `XMLParser.ErrorCode` mirrors. Matched by number: on Linux the error
    /// carries libxml2's code but `XMLParser.ErrorCode` numbers its cases
    /// differently, and the error's own description is empty.
    static func describe(code: Int) -> String {
        switch code {
        case 3, 4: return "the file is not XML: it has no root element"
        case 5: return "the file ends before the XML is complete (an element is not closed)"
        case 9: return "a character that XML does not allow"
        case 22, 23, 26, 27: return "an '&' that does not start an entity XML defines (write it as '&amp;')"
        case 31, 32, 79, 81: return "the file's text encoding cannot be read"
        case 38: return "a '<' in an attribute value (write it as '&lt;')"
        case 39, 40, 41, 75: return "an attribute without a quoted value"
        case 42: return "an attribute given twice in one tag"
        case 68: return "a '<' or '&' that starts no tag or entity (write them as '&lt;' and '&amp;')"
        case 73, 77: return "a tag that is not closed with '>'"
        case 76: return "an end tag does not match the element it closes"
        case 85: return "the XML is not well-formed: an element is not closed"
        case 86: return "content after the root element"
        default: return "the XML is not well-formed (libxml2 error \(code))"
        }
    }
}
