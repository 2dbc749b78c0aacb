/// The spec's diagnostic messages, written once.
extension Diagnostic {
    static func emptySpec(at location: SourceLocation) -> Diagnostic {
        .error("the spec is empty; expected a mapping with a 'scenes' key", at: location)
    }

    static func multipleDocuments(count: Int, at location: SourceLocation) -> Diagnostic {
        .error("the spec has \(count) YAML documents; put the whole spec in one document", at: location)
    }

    static func yamlSyntax(_ error: YAMLError, file: String) -> Diagnostic {
        let notes = error.context.map { context in
            [Note("\(context.message) that starts here", at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))]
        } ?? []
        return .error(error.message, at: SourceLocation(file: file, line: error.mark.line, column: error.mark.column), notes: notes)
    }

    static func wrongKind(expected: String, found node: YAMLNode, for subject: String, at location: SourceLocation) -> Diagnostic {
        .error("expected \(expected) for \(subject), found \(node.kindDescription)", at: location)
    }

    static func nonScalarKey(found node: YAMLNode, in context: String, at location: SourceLocation) -> Diagnostic {
        .error("expected a string key \(context), found \(node.kindDescription)", at: location)
    }

    static func unknownKey(_ key: String, in context: String, known: [String], at location: SourceLocation) -> Diagnostic {
        if let suggestion = Suggestion.closest(to: key, among: known) {
            return .error("unknown key '\(key)' \(context); did you mean '\(suggestion)'?", at: location)
        }
        let list = known.map { "'\($0)'" }.joined(separator: ", ")
        return .error("unknown key '\(key)' \(context); expected \(known.count == 1 ? list : "one of \(list)")", at: location)
    }

    static func duplicateKey(_ key: String, in context: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        .error("duplicate key '\(key)' \(context)", at: location, notes: [Note("'\(key)' is first used here", at: first)])
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

    static func unsupportedPlatform(_ value: String, at location: SourceLocation) -> Diagnostic {
        .error("platform '\(value)' is not supported yet: this version generates UIKit code (ios, tvos, maccatalyst, visionos)", at: location)
    }

    static func emptyIdentifier(in scene: String, at location: SourceLocation) -> Diagnostic {
        .error("empty segue identifier in scene '\(scene)'; a segue needs an identifier to be performed from code", at: location)
    }

    static func missingDestination(_ identifier: String, at location: SourceLocation) -> Diagnostic {
        .error("segue '\(identifier)' has no destination; write the destination type after the identifier, or a 'destination:' key", at: location)
    }

    static func invalidTypeName(_ name: String, role: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' is not a valid Swift type name for \(role): \(problem)", at: location)
    }

    static func invalidModuleName(_ name: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' is not a valid module name to import: \(problem)", at: location)
    }

    static func invalidContainer(_ name: String, at location: SourceLocation) -> Diagnostic {
        let list = SegueContainer.allCases.map(\.rawValue).joined(separator: ", ")
        if let suggestion = Suggestion.closest(to: name, among: SegueContainer.allCases.map(\.rawValue)) {
            return .error("'\(name)' is not a container seguegen can look into; did you mean '\(suggestion)'? (expected one of \(list))", at: location)
        }
        return .error("'\(name)' is not a container seguegen can look into; expected one of \(list)", at: location)
    }

    static func underivableName(_ identifier: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("cannot derive a Swift name from segue identifier \(SwiftLiteral.quoted(identifier)): \(problem); give the segue a 'name:'", at: location)
    }

    static func invalidName(_ name: String, problem: String, at location: SourceLocation) -> Diagnostic {
        .error("'\(name)' cannot be used as a segue name: \(problem)", at: location)
    }

    static func nameCollision(
        _ identifier: String, with other: String, swiftName: String, in scene: String,
        at location: SourceLocation, otherLocation: SourceLocation
    ) -> Diagnostic {
        .error(
            "segues \(SwiftLiteral.quoted(other)) and \(SwiftLiteral.quoted(identifier)) of scene '\(scene)' both become '\(swiftName)' in Swift; give one of them a 'name:'",
            at: location,
            notes: [Note("\(SwiftLiteral.quoted(other)) is declared here", at: otherLocation)]
        )
    }

    static func sceneWithoutSegues(_ scene: String, at location: SourceLocation) -> Diagnostic {
        .warning("scene '\(scene)' has no segues; no file is generated for it", at: location)
    }

    static func noScenes(at location: SourceLocation) -> Diagnostic {
        .warning("the spec has no scenes; only the support file is generated", at: location)
    }
}

/// "Did you mean" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word` (case-insensitive Levenshtein distance),
    /// if it is close enough to be a likely typo: at most a third of the
    /// longer word's length, and at least 1 (or a case-only difference).
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.candidate != word else { return nil }
        let limit = max(1, max(word.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// Levenshtein distance over Unicode scalars.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.unicodeScalars), right = Array(rhs.unicodeScalars)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
