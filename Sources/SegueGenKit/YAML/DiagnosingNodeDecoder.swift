/// A mapping entry whose key is a string.
struct MappingField {
    var key: Located<String>
    var value: YAMLNode
}

/// The fields of a mapping with known keys, and which known keys its
/// unknown keys look like misspellings of.
struct MappingFields {
    /// Each known key once, in the mapping's order. A handful at most, so a
    /// scan compares fewer bytes than hashing the key would.
    var fields: [MappingField] = []
    /// Known keys suggested for unknown ones: a missing key that is in
    /// here was reported already, misspelled.
    var suggested: Set<String> = []

    subscript(key: String) -> MappingField? { fields.first { $0.key.value == key } }
}

/// A decoder of one YAML input (a spec, a config file) that reports every problem at its position
/// and carries on; its helpers word shape errors and suggestions the same in every file.
protocol DiagnosingNodeDecoder {
    var file: String { get }
    /// The text, to find the exact column of a problem inside a value.
    var source: SourceFile? { get }
    var diagnostics: DiagnosticEngine { get set }
    /// Where the nodes made from other files are (a spec's scenes read from storyboards,
    /// `NavigationSpec.locatedYAMLNode`): a mark of column 0 is at `elsewhere[line]`.
    var elsewhere: [SourceLocation] { get }
}

extension DiagnosingNodeDecoder {
    var elsewhere: [SourceLocation] { [] }

    func location(of mark: YAMLMark) -> SourceLocation {
        if mark.column == 0, elsewhere.indices.contains(mark.line) { return elsewhere[mark.line] }
        return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    /// Where `node` starts, with the aliases it was reached through
    /// (`YAMLNode.reached(in:usage:)`), so that a diagnostic there notes them.
    func location(of node: YAMLNode) -> SourceLocation {
        var location = location(of: node.mark)
        location.aliasUse = node.alias
        return location
    }

    /// `location(of: node.reached(in: parent, usage: usage()))`, without a
    /// copy of `node`: for a key, which is read for its text and position.
    func location(of node: YAMLNode, in parent: YAMLNode, usage: @autoclosure () -> String) -> SourceLocation {
        var location = location(of: node.mark)
        location.aliasUse = node.aliasUse(reachedIn: parent, usage: usage())
        return location
    }

    /// Where the scalar `offset` scalars into `value` is, so that the caret points at the culprit;
    /// exact only for a value written verbatim on its line, else the value's own location.
    func location(ofOffset offset: Int, in value: Located<String>) -> SourceLocation {
        guard offset > 0, value.location.file == file, let line = source?.line(value.location.line) else { return value.location }
        let rest = line.unicodeScalars.dropFirst(value.location.column - 1)
        let scalars = value.value.unicodeScalars
        let shift: Int
        if rest.starts(with: scalars) {
            shift = 0
        } else if let quote = rest.first, quote == "\"" || quote == "'", rest.dropFirst().starts(with: scalars) {
            shift = 1
        } else {
            return value.location
        }
        var location = value.location
        location.column += shift + offset
        return location
    }

    /// The pairs of a mapping whose keys must be among `known`, by key, reporting any other key
    /// (the first of a duplicated key wins). `placeOfKey` and `looksLike` say where an unknown key
    /// belongs or what it looks like ("a scene: indent it under 'scenes'").
    mutating func fields(
        of node: YAMLNode, known: [String], context: @autoclosure () -> String, expected: @autoclosure () -> String,
        subject: @autoclosure () -> String, allowsExtensions: Bool = false, placeOfKey: (String) -> String? = { _ in nil },
        looksLike: (MappingField) -> String? = { _ in nil }
    ) -> MappingFields? {
        guard let entries = keyedEntries(of: node, context: context(), expected: expected(), subject: subject()) else { return nil }
        var fields = MappingFields()
        fields.fields.reserveCapacity(entries.count)
        for field in entries {
            if allowsExtensions && field.key.value.hasPrefix(SpecKeys.extensionPrefix) { continue }
            guard known.contains(field.key.value) else {
                if let place = placeOfKey(field.key.value) {
                    diagnostics.emit(.error("'\(field.key.value)' is not a key \(context()); it belongs \(place)", at: field.key.location))
                    continue
                }
                if let suggestion = Suggestion.closest(to: field.key.value, among: known) {
                    fields.suggested.insert(suggestion)
                } else if let look = looksLike(field) {
                    diagnostics.emit(.error("unknown key '\(field.key.value)' \(context()); it looks like \(look)", at: field.key.location))
                    continue
                }
                diagnostics.emit(.unknownKey(field.key.value, in: context(), known: known, allowsExtensions: allowsExtensions, at: field.key.location))
                continue
            }
            // keyedEntries keeps each key once.
            fields.fields.append(field)
        }
        return fields
    }

    /// Reports `key` missing `context`, unless an unknown key of `fields` was taken for it, misspelled.
    mutating func reportMissing(_ key: String, from fields: MappingFields, context: String, at location: SourceLocation) {
        guard !fields.suggested.contains(key) else { return }
        diagnostics.emit(.missingKey(key, in: context, at: location))
    }

    /// The entries of a mapping with string keys, in order, each key once (the first wins), as the
    /// reader reaches them; a key's text is verbatim (`null` as a key is that string).
    mutating func keyedEntries(
        of node: YAMLNode, context: @autoclosure () -> String, expected: @autoclosure () -> String, subject: @autoclosure () -> String
    ) -> [MappingField]? {
        guard let pairs = node.mapping else {
            diagnostics.emit(.wrongKind(expected: expected(), found: node, for: subject(), at: location(of: node)))
            return nil
        }
        var entries: [MappingField] = []
        entries.reserveCapacity(pairs.count)
        // Where each key was first used: found by a scan in small mappings,
        // hashed in large ones (the scenes of a spec, the segues of a scene).
        var firstUse: [String: Int] = [:]
        // Keys written in this mapping win over merged ones (YAML 1.1 merge key type).
        let hasMergeKey = pairs.contains { Self.isMergeKey($0.key) }
        let explicitKeys = hasMergeKey ? Set(pairs.filter { !Self.isMergeKey($0.key) }.compactMap { $0.key.scalar?.value }) : []
        var firstMergeKey: SourceLocation?
        for pair in pairs {
            if hasMergeKey && Self.isMergeKey(pair.key) {
                let keyLocation = location(of: pair.key, in: node, usage: "a key \(context()) uses this")
                // One merge key per mapping, as for any key; several mappings
                // merge as a sequence (`<<: [*a, *b]`).
                if let firstMergeKey {
                    diagnostics.emit(.duplicateMergeKey(in: context(), at: keyLocation, first: firstMergeKey))
                    continue
                }
                firstMergeKey = keyLocation
                let value = pair.value.reached(in: node, usage: "'<<' \(context()) merges this")
                for merged in mergedPairs(value, at: keyLocation, context: context()) {
                    guard let key = merged.key.scalar?.value, !explicitKeys.contains(key), firstUse[key] == nil else { continue }
                    firstUse[key] = entries.count
                    entries.append(MappingField(key: Located(key, at: location(of: merged.key)), value: merged.value))
                }
                continue
            }
            let keyLocation = location(of: pair.key, in: node, usage: "a key \(context()) uses this")
            guard let key = pair.key.scalar?.value else {
                diagnostics.emit(.nonScalarKey(found: pair.key, in: context(), at: keyLocation))
                continue
            }
            if let first = firstUse[key] {
                diagnostics.emit(.duplicateKey(key, firstKey: entries[first].key.value, in: context(), at: keyLocation, first: entries[first].key.location))
                continue
            }
            firstUse[key] = entries.count
            entries.append(MappingField(key: Located(key, at: keyLocation), value: pair.value.reached(in: node, usage: "'\(key)' \(context()) uses this")))
        }
        return entries
    }

    /// The items of a sequence as the reader reaches them; nil when `node` is no sequence. `usage`
    /// names what uses an aliased item, for its note: "an item of 'imports' uses this".
    func items(of node: YAMLNode, usage: @autoclosure () -> String) -> [YAMLNode]? {
        guard let items = node.sequence else { return nil }
        guard node.alias != nil || items.contains(where: { $0.alias != nil }) else { return items }
        return items.map { $0.reached(in: node, usage: usage()) }
    }

    /// Whether `key` is YAML's merge key: a plain, untagged `<<`.
    static func isMergeKey(_ key: YAMLNode) -> Bool {
        key.tag == nil && key.scalar == YAMLScalar("<<")
    }

    /// The pairs a merge key brings in (YAML 1.1 merge key type): a mapping's, or a sequence of
    /// mappings' where earlier ones win, each key once; reports any other value. `keyLocation` is where the `<<`
    /// is, since an alias's copy of its node keeps the anchor's position.
    mutating func mergedPairs(_ value: YAMLNode, at keyLocation: SourceLocation, context: @autoclosure () -> String) -> [YAMLPair] {
        func merged(_ pairs: [YAMLPair], of mapping: YAMLNode) -> [YAMLPair] {
            var merged: [YAMLPair] = []
            var mergedIntoIt: [YAMLPair] = []
            for pair in pairs {
                guard !Self.isMergeKey(pair.key) else {
                    // A merged mapping's own '<<' merges into it first, below its own keys, as
                    // it would where the mapping is written (the merge key type, yaml.org/type/merge).
                    mergedIntoIt += mergedPairs(
                        pair.value.reached(in: mapping, usage: "'<<' \(context()) merges this"),
                        at: location(of: pair.key), context: context())
                    continue
                }
                merged.append(YAMLPair(
                    key: pair.key.reached(in: mapping, usage: "a key \(context()) uses this"),
                    value: pair.value.reached(in: mapping, usage: "'\(pair.key.scalar?.value ?? "")' \(context()) uses this")))
            }
            return merged + mergedIntoIt
        }
        let mappings = value.mapping == nil ? items(of: value, usage: "'<<' \(context()) merges this") : [value]
        guard let mappings, mappings.allSatisfy({ $0.mapping != nil }) else {
            diagnostics.emit(.invalidMerge(found: value, at: keyLocation))
            return []
        }
        // The first of a key wins, from an earlier mapping or within one, as in `keyedEntries`.
        var seen = Set<String>()
        return mappings.flatMap { merged($0.mapping ?? [], of: $0) }.filter { pair in
            pair.key.scalar.map { seen.insert($0.value).inserted } ?? false
        }
    }

    /// The text of a scalar node; reports a collection or null.
    mutating func string(_ node: YAMLNode, for subject: @autoclosure () -> String) -> Located<String>? {
        guard let scalar = node.scalar, !scalar.isNull else {
            diagnostics.emit(.wrongKind(expected: "a string", found: node, for: subject(), at: location(of: node)))
            return nil
        }
        return Located(scalar.value, at: location(of: node))
    }

    /// The text of a scalar node that is not empty; reports anything else.
    mutating func nonEmptyString(_ node: YAMLNode, for subject: @autoclosure () -> String) -> Located<String>? {
        guard let text = string(node, for: subject()) else { return nil }
        guard !text.value.isEmpty else {
            diagnostics.emit(.emptyValue(for: subject(), at: text.location))
            return nil
        }
        return text
    }

    /// A boolean: `true` or `false` (YAML 1.2's core schema, in any of its
    /// three spellings; YAML 1.1's `yes`/`no`/`on`/`off` are refused as ambiguous).
    mutating func bool(_ node: YAMLNode, for subject: @autoclosure () -> String) -> Bool? {
        guard let scalar = node.scalar, scalar.isBoolean else {
            diagnostics.emit(.notABool(found: node, for: subject(), at: location(of: node)))
            return nil
        }
        return scalar.value.lowercased() == "true"
    }

    mutating func enumValue<Value: RawRepresentable & CaseIterable & Sendable>(_ node: YAMLNode, key: String, as type: Value.Type) -> Value? where Value.RawValue == String {
        guard let text = string(node, for: "'\(key)'") else { return nil }
        guard let value = Value(rawValue: text.value) else {
            diagnostics.emit(.invalidValue(text.value, for: key, expected: Value.self, at: text.location))
            return nil
        }
        return value
    }
}

extension YAMLNode {
    /// This node as a reader that went down through `parent` reaches it: through the aliases on the
    /// way, `usage` naming what uses it ("'showD' in the segues of scene 'C' uses this").
    func reached(in parent: YAMLNode, usage: @autoclosure () -> String) -> YAMLNode {
        guard alias != nil || parent.alias != nil else { return self }
        var node = self
        node.alias = aliasUse(reachedIn: parent, usage: usage())
        return node
    }

    /// The alias of `reached(in: parent, usage: usage())`, without making the node.
    func aliasUse(reachedIn parent: YAMLNode, usage: @autoclosure () -> String) -> YAMLAliasUse? {
        guard let own = alias else { return parent.alias }
        return YAMLAliasUse(name: own.name, mark: own.mark, usage: usage(), outer: parent.alias)
    }
}
