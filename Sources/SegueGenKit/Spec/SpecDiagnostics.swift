/// The spec's diagnostic messages, written once.
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

    /// A YAML syntax error, in libyaml's words, with a hint for the mistakes
    /// people make most (tabs, indentation, an unclosed quote or bracket).
    ///
    /// - Parameters:
    ///   - error: the parser's error; its context becomes a note unless it
    ///     points at the same place as the error.
    ///   - source: the file's text, whose lines some hints look at.
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

    /// The key of the line above `number` when line `number` continues its
    /// value: that line is `key: value` with a plain value, and this one is
    /// indented further, with no ': ' before the one the error is at. YAML
    /// folds a more-indented line into the plain scalar above it (YAML 1.2
    /// §7.3.3, multi-line plain scalars), so a key indented one space too far
    /// becomes text of the value above, and its ': ' an error.
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

    /// - Parameter allowsExtensions: whether keys that start with `x-` are allowed here.
    static func unknownKey(_ key: String, in context: String, known: [String], allowsExtensions: Bool = false, at location: SourceLocation) -> Diagnostic {
        if let suggestion = Suggestion.closest(to: key, among: known) {
            return .error("unknown key '\(key)' \(context); did you mean '\(suggestion)'?", at: location)
        }
        let list = known.map { "'\($0)'" }.joined(separator: ", ")
        let extensions = allowsExtensions ? " (or a key that starts with '\(SpecKeys.extensionPrefix)')" : ""
        return .error("unknown key '\(key)' \(context); expected \(known.count == 1 ? list : "one of \(list)")\(extensions)", at: location)
    }

    /// - Parameters:
    ///   - key: the key as written here; `firstKey`, as written first. They
    ///     are equal as Swift strings, which compare canonically equivalent
    ///     Unicode as equal, so their scalars may differ: `"caf\u00e9"` and
    ///     `"cafe\u0301"` look the same in the message, and the message then
    ///     shows both scalar by scalar.
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

    static func emptyIdentifier(in scene: String, at location: SourceLocation) -> Diagnostic {
        .error("empty segue identifier in scene '\(scene)'; a segue needs an identifier to be performed from code", at: location)
    }

    /// A segue identifier with white space at its start or end
    /// (`EdgeWhiteSpace`), which `framework` (UIKit, AppKit) matches as it
    /// is; nil when it has none. `inSpec`: the identifier is a spec's, whose
    /// generated code performs it as written; else a storyboard's.
    static func edgeWhiteSpace(inSegueIdentifier identifier: String, framework: String, inSpec: Bool, at location: SourceLocation) -> Diagnostic? {
        edgeWhiteSpace(
            in: ("segue identifier", "identifiers"), identifier, framework: framework, generated: inSpec ? "performs" : nil,
            call: "performSegue(withIdentifier:", at: location)
    }

    /// A Storyboard ID with white space at its start or end, as
    /// `edgeWhiteSpace(inSegueIdentifier:…)` for a segue's: a storyboard
    /// finds a scene by its exact ID too.
    static func edgeWhiteSpace(inStoryboardIdentifier identifier: String, platform: Platform, inSpec: Bool, at location: SourceLocation) -> Diagnostic? {
        edgeWhiteSpace(
            in: ("Storyboard ID", "Storyboard IDs"), identifier, framework: platform.uiFramework, generated: inSpec ? "creates" : nil,
            call: platform.isUIKit ? "instantiateViewController(withIdentifier:" : "instantiateController(withIdentifier:", at: location)
    }

    /// - Parameters:
    ///   - what: the kind of identifier, and what the framework matches, in the plural.
    ///   - generated: what the generated code does with the identifier
    ///     ("performs"), when the identifier is a spec's; nil for a storyboard's.
    ///   - call: the framework's call that takes the identifier, up to its argument.
    private static func edgeWhiteSpace(
        in what: (kind: String, matched: String), _ identifier: String, framework: String, generated: String?, call: String, at location: SourceLocation
    ) -> Diagnostic? {
        guard let edges = EdgeWhiteSpace.describe(identifier) else { return nil }
        let code = generated.map { "the generated code \($0) it with the white space, and " } ?? ""
        return .warning(
            "\(what.kind) \(SwiftLiteral.quoted(identifier)) \(edges); \(framework) matches \(what.matched) exactly, so \(code)"
                + "\(call) \(SwiftLiteral.quoted(EdgeWhiteSpace.trimmed(identifier)))) will not find it",
            at: location)
    }

    static func missingDestination(_ identifier: String, at location: SourceLocation) -> Diagnostic {
        .error("segue \(SwiftLiteral.quoted(identifier)) has no destination; write the destination type after the identifier, or a 'destination:' key", at: location)
    }

    static func invalidTypeName(_ name: String, role: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' is not a valid Swift type name for \(role): \(problem)", at: location)
    }

    /// - Parameter purpose: what the name is for, after "module name": "" for
    ///   the spec's `module`, " to import" for an entry of `imports`.
    static func invalidModuleName(_ name: String, purpose: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' is not a valid module name\(purpose): \(problem)", at: location)
    }

    static func invalidContainer(_ name: String, platform: Platform, at location: SourceLocation) -> Diagnostic {
        let classes = ContainerKind.kinds(of: platform.uiFramework).map(\.className)
        let list = classes.map { "'\($0)'" }.joined(separator: ", ")
        let custom = "or a mapping with the 'type' and 'kind' of a custom container"
        if let suggestion = Suggestion.closest(to: name, among: classes) {
            return .error("'\(name)' is not a container seguegen can look into; did you mean '\(suggestion)'? (expected one of \(list), \(custom))", at: location)
        }
        return .error("'\(name)' is not a container seguegen can look into; expected one of \(list), \(custom)", at: location)
    }

    static func customContainerNeedsKind(_ name: String, platform: Platform, at location: SourceLocation) -> Diagnostic {
        let kinds = ContainerKind.kinds(of: platform.uiFramework)
        let list = kinds.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        return .error("container '\(name)' is not \(withIndefiniteArticle(platform.uiFramework)) container class; say which one it is a subclass of with 'kind:' (\(list))", at: location)
    }

    static func containerKindMismatch(_ name: String, kind: String, at location: SourceLocation) -> Diagnostic {
        .error("container '\(name)' is not of kind '\(kind)'; leave 'kind:' out for a framework container class", at: location)
    }

    static func positionNotInContainer(_ position: String, kind: ContainerKind, at location: SourceLocation) -> Diagnostic {
        let allowed = kind.positions.map { "'\($0.rawValue)'" }.joined(separator: " or ")
        return .error("'find: \(position)' does not apply to \(kind.className); use \(allowed)", at: location)
    }

    static func containerOnPlatform(_ name: String, framework: String, platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error("container '\(name)' is one of \(framework)'s containers and cannot be used with platform '\(platform.rawValue)', which uses \(platform.uiFramework)", at: location)
    }

    static func classOfOtherFramework(_ name: String, role: String, framework: String, platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(name)' is \(framework == "AppKit" ? "an" : "a") \(framework) class and cannot be \(role) with platform '\(platform.rawValue)', which uses \(platform.uiFramework)",
            at: location)
    }

    static func frameworkClassAsSource(_ name: String, framework: String, at location: SourceLocation) -> Diagnostic {
        .warning(
            "scene '\(name)' is \(framework)'s own class: its extension gives every \(name) of the app, subclasses included, these segues; "
                + "list your own subclass instead",
            at: location)
    }

    static func importOfOtherFramework(_ module: String, platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(module)' cannot be imported with platform '\(platform.rawValue)', which uses \(platform.uiFramework) "
                + "(imported already by the generated files); a spec is for one UI framework",
            at: location)
    }

    static func containerKindOnPlatform(_ kind: ContainerKind, platform: Platform, at location: SourceLocation) -> Diagnostic {
        let kinds = ContainerKind.allCases.filter { $0.framework == platform.uiFramework }.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        return .error(
            "kind '\(kind.rawValue)' is a kind of \(kind.framework) container (\(kind.className)) and cannot be used with platform "
                + "'\(platform.rawValue)', which uses \(platform.uiFramework); the \(platform.uiFramework) kinds are \(kinds)",
            at: location)
    }

    static func sceneKindOnPlatform(_ platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error(
            "platform '\(platform.rawValue)' has no 'kind' for a scene: it says which UIKit container a scene's class is, "
                + "which is presented but never pushed; AppKit scenes are never pushed",
            at: location)
    }

    static func embedAndUnwind(_ identifier: String, at location: SourceLocation) -> Diagnostic {
        .error("segue \(SwiftLiteral.quoted(identifier)) is an unwind or an embed segue, not both", at: location)
    }

    static func unwindOnPlatform(_ platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error("platform '\(platform.rawValue)' has no unwind segues: AppKit storyboards cannot connect a segue to an Exit", at: location)
    }

    static func containerOnUnwind(_ identifier: String, at location: SourceLocation) -> Diagnostic {
        .error("unwind segue \(SwiftLiteral.quoted(identifier)) cannot have a 'container': it returns to a scene that already exists; name that scene's type in 'destination'", at: location)
    }

    static func unknownSuperclass(_ name: String, known: [String], withOtherSpecs: Bool, at location: SourceLocation) -> Diagnostic {
        let specs = withOtherSpecs ? "this spec or the specs generated with it" : "this spec"
        let hint = Suggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" }
            ?? "; 'superclass' names another scene whose segues this one inherits, of this spec or of a spec generated with it into the same directory"
        return .error("'\(name)' is not a scene of \(specs)\(hint)", at: location)
    }

    static func superclassLoop(_ chain: [String], at location: SourceLocation) -> Diagnostic {
        .error("the superclasses of '\(chain.first ?? "")' form a loop: \(chain.joined(separator: " -> "))", at: location)
    }

    static func inheritedSegueRedeclared(_ identifier: String, superclass: String, at location: SourceLocation, original: SourceLocation) -> Diagnostic {
        .error(
            "segue \(SwiftLiteral.quoted(identifier)) is inherited from '\(superclass)'; a subclass has its superclass's segues and cannot declare one again",
            at: location,
            notes: [Note("\(SwiftLiteral.quoted(identifier)) is declared here", at: original)]
        )
    }

    static func windowControllerOnPlatform(_ platform: Platform, at location: SourceLocation) -> Diagnostic {
        .error("'windowController' is for macOS scenes; platform '\(platform.rawValue)' has no window controllers", at: location)
    }

    static func identifierAndInitial(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .error("scene '\(scene)' has both a 'storyboardIdentifier' and 'initial: true'; a storyboard creates it one way: keep one", at: location)
    }

    static func storyboardWithoutScene(_ key: String, scene: String, at location: SourceLocation) -> Diagnostic {
        .warning("'\(key)' of scene '\(scene)' has no effect without a 'storyboardIdentifier' or 'initial: true'", at: location)
    }

    static func missingStoryboard(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .error("scene '\(scene)' is created from a storyboard, but no storyboard is named; add 'storyboard:' to the scene, or to the top level for every scene", at: location)
    }

    static func storyboardSceneClash(
        _ scene: String, with other: String, storyboard: String, identifier: String?, at location: SourceLocation, otherLocation: SourceLocation
    ) -> Diagnostic {
        let what = identifier.map { "the scene with Storyboard ID \(SwiftLiteral.quoted($0))" } ?? "the initial scene"
        return .error(
            "scenes '\(other)' and '\(scene)' are both \(what) of storyboard \(SwiftLiteral.quoted(storyboard))",
            at: location.placeOfUse,
            notes: [Note("'\(other)' is that scene here", at: otherLocation)]
        )
    }

    static func storyboardFileExtension(_ name: String, withoutExtension: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "storyboard \(SwiftLiteral.quoted(name)) is named with its file extension; a storyboard is created by its name alone: "
                + "write \(SwiftLiteral.quoted(withoutExtension))",
            at: location)
    }

    static func instantiatedSuperclass(
        _ scene: String, superclass: String, at location: SourceLocation, otherLocation: SourceLocation
    ) -> Diagnostic {
        .error(
            "scene '\(scene)' and its superclass '\(superclass)' are both created from a storyboard, but Swift cannot "
                + "declare 'instantiate(configure:)' for both (a method of an extension cannot be overridden); "
                + "create only one of them from its storyboard",
            at: location,
            notes: [Note("'\(superclass)' is created from its storyboard here", at: otherLocation)])
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

    static func underivableName(_ identifier: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("cannot derive a Swift name from segue identifier \(SwiftLiteral.quoted(identifier)): \(problem); give the segue a 'name:'", at: location)
    }

    static func invalidName(_ name: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' cannot be used as a segue name: \(problem)", at: location)
    }

    static func nameCollision(
        _ identifier: String, with other: String, swiftName: String, in scene: String, explicitNames: Bool,
        at location: SourceLocation, otherLocation: SourceLocation
    ) -> Diagnostic {
        let advice = explicitNames ? "choose another 'name:'" : "give one of them a 'name:'"
        return .error(
            "segues \(SwiftLiteral.quoted(other)) and \(SwiftLiteral.quoted(identifier)) of scene '\(scene)' both become '\(swiftName)' in Swift; \(advice)",
            at: location,
            notes: [Note("\(SwiftLiteral.quoted(other)) is declared here", at: otherLocation)]
        )
    }

    static func fileNameClash(_ scene: String, with other: String, at location: SourceLocation, otherLocation: SourceLocation) -> Diagnostic {
        .error(
            "scenes '\(other)' and '\(scene)' differ only in case, so their files would too, and case-insensitive file systems (the default on macOS) take them for one file",
            at: location,
            notes: [Note("'\(other)' is declared here", at: otherLocation)]
        )
    }

    static func reservedTypeName(_ name: String, role: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' cannot be used for \(role): '\(SpecKeys.supportTypeName)' is the name of the support type seguegen generates", at: location)
    }

    /// - Parameter module: the spec's `module`, which the advice names if the spec gives it.
    static func hiddenByNestedType(_ name: String, nested: String, role: String, module: String?, at location: SourceLocation) -> Diagnostic {
        .error(
            "'\(name)' cannot be used unqualified for \(role): the generated extension of every scene declares its own '\(nested)', "
                + "which would hide it; \(qualifyAdvice(name, module: module))",
            at: location)
    }

    /// - Parameters:
    ///   - expected: the classes to name instead: "a UIViewController subclass".
    ///   - module: the spec's `module`, which the advice for a class of the
    ///     app's own by a library type's bare name names if the spec gives it.
    static func notAViewController(
        _ name: String, owner: NonViewControllerTypes.Owner, role: String, expected: String, module: String?, at location: SourceLocation
    ) -> Diagnostic {
        // A name qualified with the library's module is the library's type; a bare one may be the app's.
        let own = owner.nameMayBeTheApps && !name.contains(".") ? "; for a class of your own named '\(name)', \(qualifyAdvice(name, module: module))" : ""
        return .error("'\(name)' is \(owner.description), not a view controller class, and cannot be \(role): name \(expected)\(own)", at: location)
    }

    /// "qualify it with its module, like 'TaskApp.Name'", or with a
    /// placeholder module when the spec names none.
    private static func qualifyAdvice(_ name: String, module: String?) -> String {
        module.map { "qualify it with its module, like '\($0).\(name)'" } ?? "qualify it with the name of its module (Module.\(name))"
    }

    static func sceneContainerWithoutInstantiation(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "'container' of scene '\(scene)' is the container its Storyboard ID names; give the scene 'storyboardIdentifier' (or 'initial: true'), "
                + "or, for the container a segue shows the scene in, put 'container' in the segue",
            at: location)
    }

    static func sceneContainerOfWindowController(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "scene '\(scene)' is a window controller ('windowController: true'), which no container holds; remove 'windowController' "
                + "if '\(scene)' is the view controller the container holds",
            at: location)
    }

    static func sceneWithoutSegues(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .warning("scene '\(scene)' has no segues; no file is generated for it", at: location)
    }

    static func noScenes(at location: SourceLocation) -> Diagnostic {
        .warning("the spec has no scenes, so its output is only the support file", at: location)
    }

    static func noScenesInStoryboards(at location: SourceLocation) -> Diagnostic {
        .warning(
            "the storyboards have no scene of a custom class with a segue identifier or a Storyboard ID, so the output "
                + "is only the support file ('seguegen import --verbose' says what became of each)",
            at: location)
    }
}
