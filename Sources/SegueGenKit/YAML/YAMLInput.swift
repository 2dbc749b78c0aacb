/// What a YAML input file is to seguegen, in the words its diagnostics use.
struct YAMLInputKind: Sendable {
    /// The file in words: "spec", "config file".
    var noun: String
    /// What its top level must be, in words: "a mapping with a 'scenes' key".
    var expectedContent: String

    static let spec = YAMLInputKind(noun: "spec", expectedContent: "a mapping with a 'scenes' key")
}

/// A YAML input file read as far as its root node, with the checks every input gets: encoding,
/// characters, syntax, one document (docs/Spec.md, "Limits and encodings").
struct YAMLInput {
    /// The first document's root, or nil when a problem stopped reading
    /// (the diagnostics say which).
    var root: YAMLNode?
    /// The text, for quoting lines in diagnostics; control characters are
    /// replaced when they were the problem.
    var source: SourceFile
    /// Problems found on the way; a file with more than one document has a
    /// root and an error.
    var diagnostics: [Diagnostic]

    /// Reads `bytes` up to the root node; `path` is printed in diagnostics as the user wrote it.
    static func read(bytes: [UInt8], path: String, kind: YAMLInputKind) -> YAMLInput {
        let start = SourceLocation(file: path, line: 1, column: 1)
        if let encoding = UnicodeEncodingSniffer.nonUTF8Encoding(of: bytes) {
            // Decoded only to quote the first line under the error, with control
            // characters (UTF-16 text read wrongly is full of them) replaced.
            let source = SourceFile(path: path, text: SpecText.replacingDisallowedCharacters(SpecText.decodingWithByteOrderMark(bytes)))
            return YAMLInput(root: nil, source: source, diagnostics: [.unsupportedEncoding(encoding, in: kind.noun, at: start)])
        }
        let utf8 = UnicodeEncodingSniffer.droppingUTF8ByteOrderMark(bytes)
        // One U+FFFD per invalid sequence, as `SpecText.firstProblem` counts columns.
        let text = String(decoding: utf8, as: UTF8.self)
        if let problem = SpecText.firstProblem(in: utf8) {
            // Quote lines with control characters replaced, so that none reaches the terminal.
            let source = SourceFile(path: path, text: SpecText.replacingDisallowedCharacters(text))
            let location = SourceLocation(file: path, line: problem.line, column: problem.column)
            let diagnostic: Diagnostic = switch problem.kind {
            case .invalidUTF8(let byte): .invalidUTF8(byte: byte, in: kind.noun, at: location)
            case .disallowed(let scalar): .disallowedCharacter(scalar, at: location)
            }
            return YAMLInput(root: nil, source: source, diagnostics: [diagnostic])
        }
        let source = SourceFile(path: path, text: text)
        let documents: [YAMLDocument]
        do {
            documents = try YAMLParser.parse(bytes)
        } catch {
            let syntax = Diagnostic.yamlSyntax(error, in: source)
            return YAMLInput(root: nil, source: source, diagnostics: [syntax.blamingMergeConflict(in: source)])
        }
        guard let document = documents.first else {
            return YAMLInput(root: nil, source: source, diagnostics: [.emptyInput(kind, at: start)])
        }
        var diagnostics = document.tags.map { Diagnostic.ignoredTag($0.shorthand, in: kind, at: SourceLocation(file: path, line: $0.mark.line, column: $0.mark.column)) }
        if documents.count > 1 {
            let mark = documents[1].mark
            diagnostics.append(.multipleDocuments(count: documents.count, in: kind, at: SourceLocation(file: path, line: mark.line, column: mark.column)))
            // An empty first document (`---` then `---`) is that mistake, not an empty input.
            if document.root.scalar?.isNull == true {
                return YAMLInput(root: nil, source: source, diagnostics: diagnostics)
            }
        }
        return YAMLInput(root: document.root, source: source, diagnostics: diagnostics)
    }
}
