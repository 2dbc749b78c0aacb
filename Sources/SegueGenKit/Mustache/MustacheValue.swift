import Foundation

/// A value a Mustache template renders: the shape of a JSON document (docs/Templates.md says how
/// each kind renders).
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Every JSON number: integers stay exact up to 2^53.
    case number(Double)
    case string(String)
    case list([MustacheValue])
    /// Members are looked up by name; their order never reaches the output.
    case object(MustacheObject)

    /// Whether a section renders: `null`, `false`, `0`, `""` and `[]` are falsey, following the
    /// spec's `!!data` cast and "Empty List" (sections.yml); an empty object is truthy.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .number(let value): return value != 0 && !value.isNaN
        case .string(let value): return !value.isEmpty
        case .list(let items): return !items.isEmpty
        case .object: return true
        }
    }

    /// The text a scalar interpolates as, before escaping; nil for a list or an object. An integral
    /// number below 2^53 prints as an integer (`85`), others in shortest round-trip form (`1.21`).
    public var interpolationText: String? {
        switch self {
        case .null: return ""
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return Self.format(value)
        case .string(let value): return value
        case .list, .object: return nil
        }
    }

    /// The kind of value in words, for error messages: "a list", "an object"…
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .list: return "a list"
        case .object: return "an object"
        }
    }

    private static func format(_ value: Double) -> String {
        // 2^53: every integer of smaller magnitude is exact in a Double and fits Int64.
        if value.rounded(.towardZero) == value, abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }
}

extension MustacheValue {
    /// Converts an `Encodable` value to the shape templates see (`MustacheValueEncoder`), as JSON
    /// would: its encoding decides the keys, and `nil` optionals are missing keys.
    public init(encoding value: some Encodable) throws {
        let encoder = MustacheValueEncoder()
        try value.encode(to: encoder)
        self = encoder.value
    }
}

extension MustacheValue: Decodable {
    /// Decodes any JSON value; booleans stay booleans, never numbers.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MustacheValue].self) {
            self = .list(value)
        } else if let value = try? container.decode([String: MustacheValue].self) {
            self = .object(MustacheObject(value))
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected null, a boolean, a number, a string, an array or an object"
            )
        }
    }
}

extension MustacheValue: Encodable {
    /// Encodes the value as the JSON it came from: integral numbers as
    /// integers, so `seguegen context` prints `3`, not `3.0`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if value.rounded() == value, let integer = Int(exactly: value) {
                try container.encode(integer)
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .list(let value): try container.encode(value)
        case .object(let value): try container.encode(value.dictionary)
        }
    }
}

extension MustacheValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    /// A repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(MustacheObject(elements))
    }
}
