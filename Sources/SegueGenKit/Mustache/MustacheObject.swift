/// A member name with a summary (UTF-8 length and first seven bytes in one word) that tells
/// ASCII names apart without comparing their text; other pairs compare the strings.
struct MustacheKey: Sendable, Hashable {
    let name: String
    /// The UTF-8 length (at most 127) in the top byte, its high bit set for a
    /// name that is not ASCII; the first seven bytes in the others.
    let summary: UInt64

    init(_ name: String) {
        self.name = name
        var utf8 = name
        summary = utf8.withUTF8 { bytes in
            var summary = UInt64(truncatingIfNeeded: min(bytes.count, 127)) << 56
            for position in 0..<min(bytes.count, 7) {
                summary |= UInt64(bytes[position]) << (8 * position)
            }
            if bytes.contains(where: { $0 >= 0x80 }) { summary |= 1 << 63 }
            return summary
        }
    }

    func matches(_ other: MustacheKey) -> Bool {
        guard summary == other.summary else {
            return (summary | other.summary) >> 63 != 0 && name == other.name
        }
        return summary >> 56 <= 7 || name == other.name
    }

    static func == (lhs: MustacheKey, rhs: MustacheKey) -> Bool { lhs.matches(rhs) }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The members of a `MustacheValue.object`, each name once, in any order. A list, not a dictionary:
/// lookups compare `MustacheKey` summaries, far cheaper than hashing; large objects also keep an index.
public struct MustacheObject: Sendable {
    public struct Member: Sendable, Hashable {
        public var name: String
        public var value: MustacheValue
    }

    /// Objects with more members than this also index them by name.
    static let indexThreshold = 16

    typealias Entry = (key: MustacheKey, value: MustacheValue)

    /// Shared by every copy, so a copy (rendering makes one at every lookup) costs one reference count.
    private final class Storage: Sendable {
        /// Each name once, in the order they were first set.
        let entries: [Entry]
        let index: [String: Int]?

        init(_ entries: [Entry]) {
            self.entries = entries
            if entries.count > MustacheObject.indexThreshold {
                var index: [String: Int] = Dictionary(minimumCapacity: entries.count)
                for (position, entry) in entries.enumerated() { index[entry.key.name] = position }
                self.index = index
            } else {
                self.index = nil
            }
        }

        static let empty = Storage([])
    }

    private var storage: Storage

    public init() {
        storage = .empty
    }

    /// The members of `dictionary`, ordered by name so that the object is the
    /// same whatever order the dictionary iterates in.
    public init(_ dictionary: [String: MustacheValue]) {
        let names = dictionary.keys.sorted()
        storage = Storage(names.compactMap { name in dictionary[name].map { (MustacheKey(name), $0) } })
    }

    /// Each name once, in the order they were first set.
    public var members: [Member] { storage.entries.map { Member(name: $0.key.name, value: $0.value) } }

    public var count: Int { storage.entries.count }

    public var isEmpty: Bool { storage.entries.isEmpty }

    public var dictionary: [String: MustacheValue] {
        Dictionary(storage.entries.map { ($0.key.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The value named `name`, or nil; setting nil removes the member.
    public subscript(name: String) -> MustacheValue? {
        get { self[MustacheKey(name)] }
        set {
            let key = MustacheKey(name)
            var entries = storage.entries
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                entries[position].value = value
            case (let position?, nil):
                entries.remove(at: position)
            case (nil, let value?):
                entries.append((key, value))
            case (nil, nil):
                return
            }
            storage = Storage(entries)
        }
    }

    /// The value named by `key`, or nil: what rendering looks up.
    subscript(key: MustacheKey) -> MustacheValue? {
        guard let position = position(of: key) else { return nil }
        return storage.entries[position].value
    }

    private func position(of key: MustacheKey) -> Int? {
        if let index = storage.index { return index[key.name] }
        return storage.entries.firstIndex { $0.key.matches(key) }
    }
}

extension MustacheObject: ExpressibleByDictionaryLiteral {
    /// A repeated name keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self.init(elements)
    }

    /// The object of `elements`, in their order; a repeated name keeps its
    /// last value, in the place of its first.
    init(_ elements: [(String, MustacheValue)]) {
        self.init(keyed: elements.map { (MustacheKey($0.0), $0.1) })
    }

    /// The object of `elements`, named by their keys.
    init(keyed elements: [Entry]) {
        var entries: [Entry] = []
        entries.reserveCapacity(elements.count)
        for (key, value) in elements {
            if let position = entries.firstIndex(where: { $0.key.matches(key) }) {
                entries[position].value = value
            } else {
                entries.append((key, value))
            }
        }
        storage = Storage(entries)
    }

    /// The object of `elements`, whose keys are known to be distinct (as `MustacheValueEncoder`
    /// collects them): stored as given, without the search for repeated names of `init(keyed:)`.
    init(distinctKeys elements: [Entry]) {
        assert(elements.indices.allSatisfy { index in !elements[..<index].contains { $0.key.matches(elements[index].key) } },
               "a member name is repeated")
        storage = Storage(elements)
    }
}

extension MustacheObject: Hashable {
    /// The same members, in any order.
    public static func == (lhs: MustacheObject, rhs: MustacheObject) -> Bool {
        lhs.count == rhs.count && lhs.storage.entries.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Order-independent, as `==` is.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for member in members.sorted(by: { $0.name < $1.name }) {
            hasher.combine(member)
        }
    }
}

extension MustacheValue {
    /// The member named `key` of an object; nil for none or for a value that is not an object.
    func member(_ key: MustacheKey) -> MustacheValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}
