import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The storyboard parts of an XML document, collected as `XMLParser` streams
/// through it: no tree is built, and only the attributes the reader uses are read.
enum StoryboardStream {
    /// What the reader needs of a well-formed document.
    struct Document {
        var rootName: String
        var type: String?
        var targetRuntime: String?
        var initialViewController: String?
        var rootLocation: SourceLocation
        /// The `<scene>` children of the root's `<scenes>` children, in document order.
        var scenes: [StoryboardScene] = []
        /// In document order, `<segue>` elements below the root's children other than `<scenes>`
        /// (not descending into segues), and the `<segue>` children of the outermost segues.
        var ignoredSegueElements: [IgnoredSegueElement] = []
    }

    /// A document that is not well-formed.
    struct ParseError: Error {
        var diagnostic: Diagnostic
    }

    /// Parses `data`; a malformed document is an error where the parser stopped.
    /// `text` is `data` decoded without a byte order mark, and `tags` its start tags, for positions.
    static func parse(_ data: Data, text: String, tags: [XMLStartTags.Tag], path: String) -> Result<Document, ParseError> {
        // From a stream: given `data`, XMLParser hands libxml2 the whole file as one chunk,
        // refused past 10,000,000 bytes (XML_MAX_LOOKUP_LIMIT), below the 64 MiB storyboard limit.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let collector = Collector(text: text, tags: tags, path: path)
        parser.delegate = collector
        let succeeded = parser.parse()
        // On Linux `parse()` can return true after reporting an error: trust the report.
        if let error = collector.error ?? (succeeded ? nil : parser.parserError.map { collector.diagnostic(for: $0, at: nil) }) {
            return .failure(ParseError(diagnostic: error))
        }
        guard collector.isComplete, let document = collector.document else {
            let message = text.isEmpty ? "the file is empty" : describe(code: 5, progress: collector.progress)
            return .failure(ParseError(diagnostic: .xmlError(message, at: SourceLocation(file: path, line: 1, column: 1))))
        }
        return .success(document)
    }

    /// libxml2's default (`xmlParserMaxDepth`), ten times the deepest storyboard of the
    /// corpus: deeper is refused, so that a hostile file cannot grow the stack without bound.
    static let maximumDepth = 256

    /// Keeps what `Document` needs as `XMLParser` reports elements starting and ending. A
    /// scene's segues and exits are those below it not inside a `<segue>`; a segue's trigger
    /// is its parent, or the parent's parent when the parent is a `<connections>`.
    private final class Collector: NSObject, XMLParserDelegate {
        private enum Region {
            case root
            case scenes
            /// A `<scene>` child of `scenes`, or below it.
            case scene
            /// Below the root's children other than `<scenes>`.
            case outside
            /// Below the children of `<scenes>` that are not `<scene>`: nothing is read there.
            case elsewhere
        }

        private struct Frame {
            var name: String
            /// Its attributes, for the `id` of a segue's trigger.
            var attributes: [String: String]
            var region: Region
            /// The `<segue>` elements among it and its ancestors, the root left out.
            var segues: Int
            /// The same, the root's child left out too.
            var seguesBelowRootChild: Int
            /// Whether it is the first `<objects>` child of a scene.
            var isSceneObjects = false
        }

        private struct OpenScene {
            var sceneID: String
            var location: SourceLocation
            var hasObjects = false
            /// The first object with `sceneMemberID="viewController"`.
            var viewController: StoryboardController?
            /// The first object that may be the controller when none says so.
            var otherObject: StoryboardController?
            var exits: [StoryboardExit] = []
            var segues: [StoryboardSegue] = []
            /// The `id` of each segue's trigger.
            var triggerIDs: [String?] = []

            func scene() -> StoryboardScene {
                let controller = viewController ?? otherObject
                var segues = segues
                for index in segues.indices {
                    segues[index].isTriggeredByController = controller.map { triggerIDs[index] == $0.id } ?? false
                }
                return StoryboardScene(sceneID: sceneID, location: location, controller: controller, exits: exits, segues: segues)
            }
        }

        private let text: String
        private var positions: ParserPositions?
        private let tags: [XMLStartTags.Tag]
        private let path: String
        private var stack: [Frame] = []
        private var scene: OpenScene?
        private var elementCount = 0
        /// Whether the start tags `XMLStartTags` found still line up with the parser's elements.
        private var tagsAlign = true
        private(set) var document: Document?
        private(set) var isComplete = false
        var error: Diagnostic?

        init(text: String, tags: [XMLStartTags.Tag], path: String) {
            self.text = text
            self.tags = tags
            self.path = path
        }

        var progress: Progress {
            isComplete ? .afterRoot : document == nil ? .beforeRoot : .inRoot
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if !start(qualifiedName ?? elementName, attributes: attributes, parser: parser) {
                parser.abortParsing()
            }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            end()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard error == nil else { return }
            error = diagnostic(for: parseError, at: parserLocation(parser))
        }

        func diagnostic(for error: Error, at location: SourceLocation?) -> Diagnostic {
            .xmlError(
                StoryboardStream.describe(code: (error as NSError).code, progress: progress),
                at: location ?? SourceLocation(file: path, line: 1, column: 1))
        }

        private func parserLocation(_ parser: XMLParser) -> SourceLocation {
            if positions == nil { positions = ParserPositions(text) }
            return positions.map { $0.location(line: parser.lineNumber, column: parser.columnNumber, in: path) }
                ?? SourceLocation(file: path, line: 1, column: 1)
        }

        /// Takes an element that starts; false if the parse must stop.
        private func start(_ name: String, attributes: [String: String], parser: XMLParser) -> Bool {
            let location: SourceLocation
            if tagsAlign, elementCount < tags.count, tags[elementCount].name == name {
                location = SourceLocation(file: path, line: tags[elementCount].line, column: tags[elementCount].column)
            } else {
                tagsAlign = false
                location = parserLocation(parser)
            }
            elementCount += 1
            let depth = stack.count
            guard depth < StoryboardStream.maximumDepth else {
                if error == nil { error = .storyboardNestedTooDeeply(limit: StoryboardStream.maximumDepth, at: location) }
                return false
            }
            guard depth > 0 else {
                document = Document(
                    rootName: name, type: attributes["type"], targetRuntime: attributes["targetRuntime"],
                    initialViewController: attributes["initialViewController"], rootLocation: location)
                stack.append(Frame(name: name, attributes: attributes, region: .root, segues: 0, seguesBelowRootChild: 0))
                return true
            }
            let parent = depth - 1
            let isSegue = name == "segue"
            var region = stack[parent].region
            switch region {
            case .root:
                region = name == "scenes" ? .scenes : .outside
            case .scenes:
                if name == "scene" {
                    region = .scene
                    scene = OpenScene(sceneID: attributes["sceneID"] ?? "", location: location)
                } else {
                    region = .elsewhere
                }
            case .scene, .outside, .elsewhere:
                break
            }
            let parentSegues = stack[parent].segues
            let parentSeguesBelowRootChild = stack[parent].seguesBelowRootChild
            var isSceneObjects = false
            if isSegue && parentSegues == 1 && stack[parent].name == "segue" {
                // A child of an outermost segue: `<segue key="preview"/>` or `key="commit"`.
                document?.ignoredSegueElements.append(IgnoredSegueElement(kind: .peekAndPop(key: attributes["key"] ?? ""), location: location))
            }
            if region == .scene, depth >= 3 {
                if parentSegues == 0 {
                    if isSegue {
                        let trigger = stack[parent].name == "connections" ? parent - 1 : parent
                        scene?.segues.append(StoryboardReader.segue(attributes: attributes, triggerElement: stack[trigger].name, at: location))
                        scene?.triggerIDs.append(stack[trigger].attributes["id"])
                    } else if name == "exit" {
                        scene?.exits.append(StoryboardExit(id: attributes["id"] ?? "", location: location))
                    }
                }
                if depth == 3, name == "objects", scene?.hasObjects == false {
                    scene?.hasObjects = true
                    isSceneObjects = true
                } else if stack[parent].isSceneObjects {
                    takeObject(name, attributes: attributes, at: location)
                }
            } else if isSegue, region == .outside, depth >= 2, parentSeguesBelowRootChild == 0 {
                let kind: IgnoredSegueElement.Kind = attributes["reference"] != nil ? .tieBreakerReference : .outsideScene
                document?.ignoredSegueElements.append(IgnoredSegueElement(kind: kind, location: location))
            }
            stack.append(Frame(
                name: name, attributes: attributes, region: region, segues: parentSegues + (isSegue ? 1 : 0),
                seguesBelowRootChild: depth >= 2 ? parentSeguesBelowRootChild + (isSegue ? 1 : 0) : 0,
                isSceneObjects: isSceneObjects))
            return true
        }

        /// Takes a child of a scene's `<objects>`: it may be the scene's controller.
        private func takeObject(_ name: String, attributes: [String: String], at location: SourceLocation) {
            let member = attributes["sceneMemberID"]
            if member == "viewController" {
                if scene?.viewController == nil {
                    scene?.viewController = StoryboardReader.controller(name, attributes: attributes, at: location)
                }
            } else if member == nil, scene?.otherObject == nil, !["placeholder", "exit", "customObject"].contains(name) {
                scene?.otherObject = StoryboardReader.controller(name, attributes: attributes, at: location)
            }
        }

        /// Takes the end of the innermost open element.
        private func end() {
            guard let frame = stack.popLast() else { return }
            if frame.region == .scene, stack.count == 2, let scene {
                document?.scenes.append(scene.scene())
                self.scene = nil
            }
            if stack.isEmpty {
                isComplete = true
            }
        }
    }

    /// How far the parser had come when it reported an error: libxml2 reports the end of
    /// the text before the root element, inside it and content after it with one code.
    enum Progress {
        /// No element has started.
        case beforeRoot
        /// The root element has started and not ended.
        case inRoot
        /// The root element has ended.
        case afterRoot
    }

    /// Words for libxml2's `xmlParserErrors` codes. Matched by number: on Linux the error
    /// carries libxml2's code but `XMLParser.ErrorCode` numbers its cases differently,
    /// and the error's own description is empty. Other codes get a generic error.
    static func describe(code: Int, progress: Progress) -> String {
        switch code {
        case 1:
            // XML_ERR_INTERNAL_ERROR: above all "Huge input lookup", markup libxml2 could not take in whole.
            return "the XML parser (libxml2) stopped here with an internal error, as it does at a tag longer than 10,000,000 bytes"
        case 2: return "the XML parser (libxml2) ran out of memory here"
        case 3, 4: return "text before the root element: the document must start with '<'"
        case 5:
            // XML_ERR_DOCUMENT_END: the text ended early, or went on after the root element.
            switch progress {
            case .beforeRoot: return "the file has no root element"
            case .inRoot: return "the file ends before the XML is complete (an element is not closed)"
            case .afterRoot: return extraContent
            }
        case 6, 7, 8: return "a character reference ('&#...;') that names no character"
        case 9: return "a character that XML does not allow"
        case 22, 23, 26, 27: return "an '&' that does not start an entity XML defines (write it as '&amp;')"
        case 31, 32, 79, 81: return "the file's text encoding cannot be read"
        case 38: return "a '<' in an attribute value (write it as '&lt;')"
        case 39, 41, 75: return "an attribute without a quoted value"
        case 40: return "an attribute value whose closing quote is missing"
        case 42: return "an attribute given twice in one tag"
        case 45: return "a comment that is not closed with '-->'"
        case 57: return "the XML declaration is not closed with '?>'"
        case 62: return "']]>' in text, where XML does not allow it (write it as ']]&gt;')"
        case 63: return "a CDATA section that is not closed with ']]>'"
        case 65: return "white space, or the end of the tag, is missing here"
        case 68: return "a name is expected here (a '<' or '&' that is text is written '&lt;' or '&amp;')"
        case 73, 77: return "a tag that is not closed with '>'"
        case 76: return "an end tag does not match the element it closes"
        case 78: return "the XML declaration's 'standalone' is neither 'yes' nor 'no'"
        case 80: return "'--' inside a comment, which XML does not allow"
        case 85: return "the elements are not balanced: a start or end tag is missing"
        case 86: return extraContent
        case 96: return "the XML declaration has no version (write '<?xml version=\"1.0\"?>')"
        case 108: return "the XML declaration names a version of XML other than 1.0"
        case 201: return "a namespace prefix (before ':' in a name) that no 'xmlns:' attribute declares"
        case 203: return "an attribute given twice in one tag, through namespace prefixes"
        case 200, 202, 204, 205: return "a namespace declaration or prefixed name that XML namespaces do not allow"
        default: return "the XML is not well-formed here"
        }
    }

    private static let extraContent = "extra content after the document's root element"
}
