/// The members of a `MustacheValue.object`: values by name, each name once.
///
/// Like a `[String: MustacheValue]`, and built like one (a dictionary
/// literal, or `init(_:)` from a dictionary), but stored as a list: a
/// template looks up a name in objects of a dozen members hundreds of
/// thousands of times per run, and comparing a short name with a dozen
/// others costs less than hashing it once. Objects of more than
/// `indexThreshold` members (JSON a user passes) also keep a hash index.
///
/// Order never matters: two objects with the same members are equal, and
/// rendering only ever looks members up by name.
public struct MustacheObject: Sendable {
    /// A name and its value.
    public struct Member: Sendable, Hashable {
        public var name: String
        public var value: MustacheValue
    }

    /// Objects with more members than this also index them by name.
    static let indexThreshold = 16

    /// Each name once, in the order they were first set.
    public private(set) var members: [Member] = []
    /// The position of each member by name, for large objects only.
    private var index: [String: Int]?

    /// An object without members.
    public init() {}

    /// The members of `dictionary`, ordered by name so that the object is the
    /// same whatever order the dictionary iterates in.
    public init(_ dictionary: [String: MustacheValue]) {
        members.reserveCapacity(dictionary.count)
        for name in dictionary.keys.sorted() {
            if let value = dictionary[name] { append(name, value) }
        }
    }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The members as a dictionary.
    public var dictionary: [String: MustacheValue] {
        Dictionary(members.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The value named `name`, or nil; setting nil removes the member.
    public subscript(name: String) -> MustacheValue? {
        get {
            guard let position = position(of: name) else { return nil }
            return members[position].value
        }
        set {
            switch (position(of: name), newValue) {
            case (let position?, let value?):
                members[position].value = value
            case (let position?, nil):
                members.remove(at: position)
                rebuildIndex()
            case (nil, let value?):
                append(name, value)
            case (nil, nil):
                break
            }
        }
    }

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        // Most names differ in length, which is cheaper to compare than text.
        let length = name.utf8.count
        return members.firstIndex { $0.name.utf8.count == length && $0.name == name }
    }

    /// Adds a member whose name is not in the object yet.
    private mutating func append(_ name: String, _ value: MustacheValue) {
        index?[name] = members.count
        members.append(Member(name: name, value: value))
        if index == nil, members.count > Self.indexThreshold { rebuildIndex() }
    }

    private mutating func rebuildIndex() {
        guard members.count > Self.indexThreshold else {
            index = nil
            return
        }
        var index: [String: Int] = Dictionary(minimumCapacity: members.count)
        for (position, member) in members.enumerated() { index[member.name] = position }
        self.index = index
    }
}

extension MustacheObject: ExpressibleByDictionaryLiteral {
    /// A repeated name keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        members.reserveCapacity(elements.count)
        for (name, value) in elements { self[name] = value }
    }
}

extension MustacheObject: Hashable {
    /// The same members, in any order.
    public static func == (lhs: MustacheObject, rhs: MustacheObject) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.name] == $0.value }
    }

    /// Order-independent, as `==` is.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for member in members.sorted(by: { $0.name < $1.name }) {
            hasher.combine(member)
        }
    }
}
