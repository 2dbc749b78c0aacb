import Foundation

/// The diagnostic messages of reading storyboards, written once.
extension Diagnostic {
    static func xmlError(_ message: String, at location: SourceLocation) -> Diagnostic {
        .error("cannot read the storyboard: \(message)", at: location)
    }

    static func storyboardNotUTF8(_ encoding: String, at location: SourceLocation) -> Diagnostic {
        .xmlError("the file is \(encoding); \(readsUTF8Only)", at: location)
    }

    static func storyboardInvalidUTF8(byte: UInt8, at location: SourceLocation) -> Diagnostic {
        .xmlError("byte \(String(format: "0x%02X", byte)) is not valid UTF-8; \(readsUTF8Only)", at: location)
    }

    private static let readsUTF8Only = "Interface Builder writes storyboards in UTF-8, and seguegen reads UTF-8 only"

    static func storyboardNestedTooDeeply(limit: Int, at location: SourceLocation) -> Diagnostic {
        .xmlError("elements are nested more than \(limit) deep here; Interface Builder nests a few dozen (docs/Reliability.md)", at: location)
    }

    static func notAnInterfaceBuilderDocument(root: String, at location: SourceLocation) -> Diagnostic {
        .error("not a storyboard: the root element is <\(root)>, not Interface Builder's <document>", at: location)
    }

    static func notAStoryboard(type: String, at location: SourceLocation) -> Diagnostic {
        if type.hasSuffix(".XIB") {
            return .error("not a storyboard: '\(type)' is a xib, which has no scenes or segues", at: location)
        }
        return .error("not a storyboard: the document type is '\(type)'", at: location)
    }
}

extension XMLStartTags.Problem {
    /// The problem as an error at its position in the storyboard at `path`.
    func diagnostic(in path: String) -> Diagnostic {
        let (message, line, column): (String, Int, Int) = switch self {
        case .documentTypeDeclaration(let line, let column):
            ("it has a document type declaration, which storyboards never have; seguegen does not read files with one", line, column)
        case .processingInstruction(let line, let column):
            ("it has a processing instruction ('<?' other than the XML declaration at the start), which storyboards never have; "
                + "seguegen does not read files with one", line, column)
        case .tooManyAttributes(let line, let column):
            ("this tag has more than \(XMLStartTags.maximumAttributes) attributes; Interface Builder writes a few per tag (docs/Reliability.md)",
             line, column)
        case .nulByte(let line, let column):
            ("a NUL byte (U+0000) is not allowed in XML", line, column)
        }
        return .xmlError(message, at: SourceLocation(file: path, line: line, column: column))
    }
}
