/// Encodes an `Encodable` value straight into a `MustacheValue`, as `JSONEncoder`
/// followed by `MustacheValue`'s `Decodable` conformance would, without the JSON
/// text in between: with that round trip, encoding the template context made a
/// run 6.8 times as long, and this way it adds a fifth (docs/Performance.md).
///
/// As with JSON, a `nil` optional is a missing key, every number is a `Double`
/// (a `Float` its exact value, which JSON would round to its shortest decimal),
/// and a repeated key keeps its last value.
final class MustacheValueEncoder: Encoder {
    private let parent: MustacheValueEncoder?
    private let key: (any CodingKey)?
    var codingPath: [any CodingKey] { (parent?.codingPath ?? []) + (key.map { [$0] } ?? []) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// What a single value container set.
    private var single = MustacheValue.null
    /// The members of a keyed container, each name once. Unchecked: no two accesses overlap,
    /// and checking each append cost 3% of a run.
    @exclusivity(unchecked) private var members: [MustacheObject.Entry]?
    /// The elements of an unkeyed container.
    private var elements: [MustacheValue]?
    /// The nested containers still being filled, by their place in `members` or `elements`.
    private var nested: [(position: Int, encoder: MustacheValueEncoder)] = []

    init(parent: MustacheValueEncoder? = nil, key: (any CodingKey)? = nil) {
        (self.parent, self.key) = (parent, key)
    }

    /// The value encoded.
    var value: MustacheValue {
        if var members {
            for (position, encoder) in nested { members[position].value = encoder.value }
            return .object(MustacheObject(distinctKeys: members))
        }
        if var elements {
            for (position, encoder) in nested { elements[position] = encoder.value }
            return .list(elements)
        }
        return single
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if members == nil {
            members = []
            members?.reserveCapacity(16)  // growing from empty cost 4% of a run
        }
        return KeyedEncodingContainer(KeyedContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if elements == nil { elements = [] }
        return ValueContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ValueContainer(encoder: self)
    }

    /// Appends `value` to the unkeyed container, or sets the single value; returns its place.
    @discardableResult
    private func add(_ value: MustacheValue) -> Int {
        guard elements != nil else {
            single = value
            return 0
        }
        elements?.append(value)
        return (elements?.count ?? 1) - 1
    }

    /// Sets the member named by `key`; returns its place.
    @discardableResult
    private func set(_ value: MustacheValue, for key: any CodingKey) -> Int {
        let name = MustacheKey(key.stringValue)
        if let position = members?.firstIndex(where: { $0.key.matches(name) }) {
            members?[position].value = value
            return position
        }
        members?.append((name, value))
        return (members?.count ?? 1) - 1
    }

    /// `value` encoded at `key` below this encoder.
    private func encoded(_ value: some Encodable, at key: any CodingKey) throws -> MustacheValue {
        let encoder = MustacheValueEncoder(parent: self, key: key)
        try value.encode(to: encoder)
        return encoder.value
    }

    /// A nested container's encoder, in its place at `key`.
    private func nested(at key: any CodingKey, keyed: Bool) -> MustacheValueEncoder {
        let encoder = MustacheValueEncoder(parent: self, key: key)
        nested.append((keyed ? set(.null, for: key) : add(.null), encoder))
        return encoder
    }

    /// The key of an element, and the `super` key of `superEncoder()`.
    private struct IndexKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) { (self.stringValue, self.intValue) = ("Index \(intValue)", intValue) }
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: MustacheValueEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func set(_ value: MustacheValue, _ key: Key) { encoder.set(value, for: key) }
        mutating func encodeNil(forKey key: Key) { set(.null, key) }
        mutating func encode(_ value: Bool, forKey key: Key) { set(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) { set(.string(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) { set(.number(value), key) }
        mutating func encode(_ value: Float, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: Int, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: Int8, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: Int16, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: Int32, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: Int64, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: UInt, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) { set(.number(Double(value)), key) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            encoder.set(try encoder.encoded(value, at: key), for: key)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.nested(at: key, keyed: true).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.nested(at: key, keyed: true).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { encoder.nested(at: IndexKey(stringValue: "super"), keyed: true) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.nested(at: key, keyed: true) }
    }

    /// An unkeyed container, or a single value container: the two encode the same way, into
    /// the list or into the single value.
    private struct ValueContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        let encoder: MustacheValueEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int { encoder.elements?.count ?? 0 }

        private func add(_ value: MustacheValue) { encoder.add(value) }
        mutating func encodeNil() { add(.null) }
        mutating func encode(_ value: Bool) { add(.bool(value)) }
        mutating func encode(_ value: String) { add(.string(value)) }
        mutating func encode(_ value: Double) { add(.number(value)) }
        mutating func encode(_ value: Float) { add(.number(Double(value))) }
        mutating func encode(_ value: Int) { add(.number(Double(value))) }
        mutating func encode(_ value: Int8) { add(.number(Double(value))) }
        mutating func encode(_ value: Int16) { add(.number(Double(value))) }
        mutating func encode(_ value: Int32) { add(.number(Double(value))) }
        mutating func encode(_ value: Int64) { add(.number(Double(value))) }
        mutating func encode(_ value: UInt) { add(.number(Double(value))) }
        mutating func encode(_ value: UInt8) { add(.number(Double(value))) }
        mutating func encode(_ value: UInt16) { add(.number(Double(value))) }
        mutating func encode(_ value: UInt32) { add(.number(Double(value))) }
        mutating func encode(_ value: UInt64) { add(.number(Double(value))) }
        mutating func encode(_ value: some Encodable) throws {
            guard encoder.elements != nil else { return try value.encode(to: encoder) }
            encoder.add(try encoder.encoded(value, at: IndexKey(intValue: count)))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            encoder.nested(at: IndexKey(intValue: count), keyed: false).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            encoder.nested(at: IndexKey(intValue: count), keyed: false).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { encoder.nested(at: IndexKey(intValue: count), keyed: false) }
    }
}
