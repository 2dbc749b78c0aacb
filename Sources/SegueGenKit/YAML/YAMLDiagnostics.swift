/// The messages about YAML itself that specs and config files share, written once.
extension Diagnostic {
    static func emptyInput(_ kind: YAMLInputKind, at location: SourceLocation) -> Diagnostic {
        .error("the \(kind.noun) is empty; expected \(kind.expectedContent)", at: location)
    }

    static func ignoredTag(_ tag: String, in kind: YAMLInputKind, at location: SourceLocation) -> Diagnostic {
        let advice = tag == "!!str" ? "; to make a value a string, quote it" : ""
        return .warning("the YAML tag '\(tag)' has no meaning in a \(kind.noun) and is ignored\(advice)", at: location)
    }

    static func multipleDocuments(count: Int, in kind: YAMLInputKind, at location: SourceLocation) -> Diagnostic {
        .error("the \(kind.noun) has \(count) YAML documents; put the whole \(kind.noun) in one document", at: location)
    }

    /// A YAML syntax error in libyaml's words, its context a note, with a hint for the mistakes
    /// people make most (tabs, indentation, an unclosed quote or bracket).
    static func yamlSyntax(_ error: YAMLError, in source: SourceFile) -> Diagnostic {
        let file = source.path
        let location = SourceLocation(file: file, line: error.mark.line, column: error.mark.column)
        var notes: [Note] = []
        if let context = error.context, context.mark != error.mark {
            notes.append(Note("\(context.message) that starts here", at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column)))
        }
        return .error(error.message + yamlHint(for: error, in: source), at: location, notes: notes)
    }

    /// Advice to append to a libyaml message, or "" (libyaml's messages name
    /// the grammar's state, not what the writer got wrong).
    private static func yamlHint(for error: YAMLError, in source: SourceFile) -> String {
        let line = source.line(error.mark.line)
        let character = line?.unicodeScalars.dropFirst(error.mark.column - 1).first
        if character == "\t" {
            return error.message.contains("tab") ? "; indent YAML with spaces" : " (a tab); indent YAML with spaces, not tabs"
        }
        switch error.message {
        case "did not find expected key":
            return "; check the indentation: the keys of one mapping must start in the same column"
        case "mapping values are not allowed in this context" where error.mark.column > 1024:
            // YAML 1.2 §7.4.2: an implicit key is at most 1024 characters long.
            return "; a key of more than 1024 characters must be written as an explicit key: '? ' before it, "
                + "then ': ' and the value on the next line"
        case "mapping values are not allowed in this context":
            if let above = valueContinued(onLine: error.mark.line, in: source) {
                return "; this line is indented more than '\(above.key)' on line \(above.line), so YAML reads it as more of that key's value: "
                    + "start the keys of one mapping in the same column"
            }
            return "; start a nested mapping on a new line, and quote a value that contains ': '"
        case "found invalid Unicode character escape code":
            return "; a '\\u' escape is one code point, not half of a UTF-16 surrogate pair: "
                + "write a character above U+FFFF as '\\U' and eight digits ('\\U0001F680')"
        case "found unexpected end of stream" where error.context?.message.contains("quoted scalar") == true:
            return "; a quote is not closed"
        case "did not find expected ',' or ']'":
            return "; is a '[' not closed, or a comma missing?"
        case "did not find expected ',' or '}'":
            return "; is a '{' not closed, or a comma missing?"
        case "did not find expected node content":
            switch character {
            case ",": return "; a value is missing before this comma"
            case "]", "}": return "; no '[' or '{' opens this bracket"
            // A flow collection cut off at the end of the file, most often.
            default: return "; a value is missing here: is a '[' or '{' not closed?"
            }
        default:
            return ""
        }
    }

    /// The key of the line above when line `number` continues its plain value: YAML folds a
    /// more-indented line into the plain scalar above (YAML 1.2 §7.3.3), so a key indented one
    /// space too far becomes text of that value, and its ': ' an error.
    private static func valueContinued(onLine number: Int, in source: SourceFile) -> (key: String, line: Int)? {
        func indentation(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        guard let line = source.line(number) else { return nil }
        let text = line.dropFirst(indentation(line))
        guard let colon = text.range(of: ": ") ?? (text.hasSuffix(":") ? text.index(before: text.endIndex)..<text.endIndex : nil),
              !text[..<colon.lowerBound].contains(":") else { return nil }
        var above = number - 1
        while above >= 1, let previous = source.line(above), previous.allSatisfy({ $0 == " " }) || previous.drop(while: { $0 == " " }).hasPrefix("#") {
            above -= 1
        }
        guard above >= 1, let previous = source.line(above), indentation(previous) < indentation(line) else { return nil }
        let entry = previous.dropFirst(indentation(previous))
        guard let separator = entry.range(of: ": ") else { return nil }
        let key = entry[..<separator.lowerBound]
        let value = entry[separator.upperBound...].drop { $0 == " " }
        // A quoted, block, flow, anchored or tagged value does not take the next line in.
        guard !key.isEmpty, !key.hasPrefix("- "), let first = value.first, !"'\"|>[{&*!#".contains(first) else { return nil }
        return (String(key), above)
    }

    /// - Parameter noun: what the file is ("spec", "template").
    static func unsupportedEncoding(_ encoding: String, in noun: String, at location: SourceLocation) -> Diagnostic {
        .error("the file is \(encoding); seguegen reads UTF-8 only: save the \(noun) as UTF-8", at: location)
    }

    /// - Parameter noun: what the file is ("spec", "template").
    static func invalidUTF8(byte: UInt8, in noun: String, at location: SourceLocation) -> Diagnostic {
        let hex = String(byte, radix: 16, uppercase: true)
        return .error(
            "byte 0x\(hex.count == 1 ? "0" + hex : hex) is not valid UTF-8; seguegen reads UTF-8 only: save the \(noun) as UTF-8 (was it written in Latin-1 or Windows-1252?)",
            at: location
        )
    }

    static func disallowedCharacter(_ scalar: Unicode.Scalar, at location: SourceLocation) -> Diagnostic {
        var hex = String(scalar.value, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        let kind = scalar.properties.generalCategory == .control ? "control character" : "character"
        return .error("\(kind) U+\(hex) is not allowed in YAML; delete it (write it as an escape in a double-quoted string if it is meant)", at: location)
    }

    static func wrongKind(expected: String, found node: YAMLNode, for subject: String, at location: SourceLocation) -> Diagnostic {
        .error("expected \(expected) for \(subject), found \(node.kindDescription)", at: location)
    }

    static func nonScalarKey(found node: YAMLNode, in context: String, at location: SourceLocation) -> Diagnostic {
        .error("expected a string key \(context), found \(node.kindDescription)", at: location)
    }

    static func unknownKey(_ key: String, in context: String, known: [String], allowsExtensions: Bool = false, at location: SourceLocation) -> Diagnostic {
        if let suggestion = Suggestion.closest(to: key, among: known) {
            return .error("unknown key '\(key)' \(context); did you mean '\(suggestion)'?", at: location)
        }
        let list = known.map { "'\($0)'" }.joined(separator: ", ")
        let extensions = allowsExtensions ? " (or a key that starts with '\(SpecKeys.extensionPrefix)')" : ""
        return .error("unknown key '\(key)' \(context); expected \(known.count == 1 ? list : "one of \(list)")\(extensions)", at: location)
    }

    /// `key` and `firstKey` are equal as Swift strings but may differ in scalars (`caf\u{e9}`,
    /// `cafe\u{301}`): the message then shows both scalar by scalar.
    static func duplicateKey(_ key: String, firstKey: String, in context: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        var message = "duplicate key '\(key)' \(context)"
        if !key.unicodeScalars.elementsEqual(firstKey.unicodeScalars) {
            func spelled(_ text: String) -> String {
                text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
            }
            message += ": '\(spelled(key))' here and '\(spelled(firstKey))' first are one text in two Unicode forms, which Swift compares as equal "
                + "(a storyboard does not): write it one way"
        }
        return .error(message, at: location, notes: [Note("'\(firstKey)' is first used here", at: first)])
    }

    static func duplicateMergeKey(in context: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        .error(
            "duplicate merge key '<<' \(context); merge several mappings with one key and a sequence, '<<: [*first, *second]'",
            at: location, notes: [Note("'<<' is first used here", at: first)])
    }

    static func missingKey(_ key: String, in context: String, at location: SourceLocation) -> Diagnostic {
        .error("missing key '\(key)' \(context)", at: location)
    }

    static func invalidValue<Value: RawRepresentable & CaseIterable>(
        _ value: String, for key: String, expected: Value.Type, at location: SourceLocation
    ) -> Diagnostic where Value.RawValue == String {
        let allowed = Value.allCases.map(\.rawValue)
        let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
        if let suggestion = Suggestion.closest(to: value, among: allowed) {
            return .error("'\(value)' is not a valid \(key); did you mean '\(suggestion)'? (expected one of \(list))", at: location)
        }
        return .error("'\(value)' is not a valid \(key); expected one of \(list)", at: location)
    }

    static func emptyValue(for subject: String, at location: SourceLocation) -> Diagnostic {
        .error("\(subject) is empty", at: location)
    }

    static func notABool(found node: YAMLNode, for subject: String, at location: SourceLocation) -> Diagnostic {
        if let scalar = node.scalar, scalar.style != .plain, scalar.isBooleanText {
            return .error("expected true or false for \(subject), found the quoted string '\(scalar.value)'; write \(scalar.value) without quotes", at: location)
        }
        return .error("expected true or false for \(subject), found \(node.scalar.map { "'\($0.value)'" } ?? node.kindDescription)", at: location)
    }

    static func invalidMerge(found node: YAMLNode, at location: SourceLocation) -> Diagnostic {
        .error("a merge key '<<' takes a mapping or a sequence of mappings (usually aliases like '*common'), found \(node.kindDescription)", at: location)
    }
}
