import Foundation
import SegueGenKit
import Testing

@Suite("MustacheValue")
struct MustacheValueTests {
    private func decode(_ json: String) throws -> MustacheValue {
        try JSONDecoder().decode(MustacheValue.self, from: Data(json.utf8))
    }

    @Test("decodes every JSON kind")
    func decodesEveryKind() throws {
        let value = try decode(#"{"s": "text", "n": 85, "d": 1.21, "t": true, "f": false, "z": null, "l": [1, "a", [], {}], "o": {"k": "v"}}"#)
        #expect(value == .object([
            "s": .string("text"),
            "n": .number(85),
            "d": .number(1.21),
            "t": .bool(true),
            "f": .bool(false),
            "z": .null,
            "l": .list([.number(1), .string("a"), .list([]), .object([:])]),
            "o": .object(["k": .string("v")]),
        ]))
    }

    @Test("booleans stay booleans and numbers stay numbers")
    func booleansStayBooleans() throws {
        #expect(try decode("[true, false, 1, 0, 1.0]") == .list([.bool(true), .bool(false), .number(1), .number(0), .number(1)]))
        #expect(try decode("true") == .bool(true))
        #expect(try decode(#""true""#) == .string("true"))
    }

    @Test("decodes the top level of a document whatever its kind")
    func decodesScalarsAtTopLevel() throws {
        #expect(try decode("null") == .null)
        #expect(try decode("-2.5") == .number(-2.5))
        #expect(try decode(#""é""#) == .string("é"))
    }

    private struct Scene: Encodable {
        var typeName: String
        var segueCount: Int
        var isInitial: Bool
        var title: String?
        var segues: [String]
    }

    @Test("init(encoding:): nil optionals are missing keys")
    func encodesSwiftValues() throws {
        let value = try MustacheValue(encoding: Scene(typeName: "Home", segueCount: 2, isInitial: true, title: nil, segues: ["a"]))
        #expect(value == [
            "typeName": "Home",
            "segueCount": 2,
            "isInitial": true,
            "segues": ["a"],
        ])
        let template = try MustacheTemplate(name: "t", source: "{{typeName}} {{segueCount}} {{isInitial}} [{{title}}]{{^title}} untitled{{/title}}")
        #expect(try template.render(value) == "Home 2 true [] untitled")
    }

    /// Encodes through nested containers and a superclass's encoder, as hand-written conformances do.
    private struct Nested: Encodable {
        enum Key: String, CodingKey { case name, inner, list, absent }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("outer", forKey: .name)
            try container.encodeNil(forKey: .absent)
            var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
            try inner.encode(UInt8(7), forKey: .name)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(true)
            var element = list.nestedContainer(keyedBy: Key.self)
            try element.encode(["a", "b"], forKey: .list)
            try list.encode(MustacheValue.object(["k": [1, nil]]))
            try Scene(typeName: "Base", segueCount: 0, isInitial: false, title: "t", segues: []).encode(to: container.superEncoder())
        }
    }

    @Test("init(encoding:) makes what JSON makes of the value")
    func encodesLikeJSON() throws {
        let value = try MustacheValue(encoding: Nested())
        #expect(value == (try JSONDecoder().decode(MustacheValue.self, from: JSONEncoder().encode(Nested()))))
        #expect(value == [
            "name": "outer", "absent": nil, "inner": ["name": 7],
            "list": [true, ["list": ["a", "b"]], ["k": [1, nil]]],
            "super": ["typeName": "Base", "segueCount": 0, "isInitial": false, "title": "t", "segues": []],
        ])
        #expect(try MustacheValue(encoding: value) == value)
    }

    @Test("numbers render like the spec expects", arguments: [
        (85.0, "85"), (1.210, "1.21"), (-3.0, "-3"), (0.0, "0"), (-0.0, "0"), (0.1, "0.1"),
        (9_007_199_254_740_991.0, "9007199254740991"), (1e20, "1e+20"), (2.5e-7, "2.5e-07"),
    ])
    func interpolatesNumbers(number: Double, text: String) {
        #expect(MustacheValue.number(number).interpolationText == text)
    }

    @Test("interpolation text of each kind")
    func interpolationText() {
        #expect(MustacheValue.null.interpolationText == "")
        #expect(MustacheValue.bool(true).interpolationText == "true")
        #expect(MustacheValue.bool(false).interpolationText == "false")
        #expect(MustacheValue.string("a<b").interpolationText == "a<b")
        #expect(MustacheValue.list([]).interpolationText == nil)
        #expect(MustacheValue.object([:]).interpolationText == nil)
    }

    @Test("falsey: null, false, 0, empty string, empty list")
    func truthiness() {
        let falsey: [MustacheValue] = [.null, false, 0, .number(.nan), "", []]
        let truthy: [MustacheValue] = [true, 1, -0.5, " ", "false", [.null], [:], ["a": .null]]
        #expect(falsey.map(\.isTruthy) == Array(repeating: false, count: falsey.count))
        #expect(truthy.map(\.isTruthy) == Array(repeating: true, count: truthy.count))
    }

    @Test("a dictionary literal with a repeated key keeps the last value")
    func repeatedLiteralKey() {
        let value: MustacheValue = ["a": 1, "a": 2]
        #expect(value == .object(["a": .number(2)]))
    }

    @Test("names alike in length and first seven bytes are still told apart")
    func namesWithOneSummary() {
        // MustacheKey summarizes a name by its UTF-8 length and first seven bytes.
        let object: MustacheObject = [
            "destinationType": 1, "destinationKind": 2, "scene": 3, "scene\u{0}": 4, "sceneX": 5, "é": 6, "e\u{301}": 7,
            "destinationDescription": 8, "destinationDescriptiom": 9,
        ]
        #expect(object["destinationType"] == 1 && object["destinationKind"] == 2)
        #expect(object["destinationTypo"] == nil && object["destination"] == nil)
        #expect(object["destinationDescription"] == 8 && object["destinationDescriptiom"] == 9)
        #expect(object["destinationDescriptioN"] == nil)
        #expect(object["scene"] == 3 && object["scene\u{0}"] == 4 && object["sceneX"] == 5)
        // Canonically equivalent names are one name, as in a `[String: MustacheValue]`.
        #expect(object["é"] == 7 && object["e\u{301}"] == 7)
        #expect(object.count == 8)
        let decomposed: MustacheObject = ["e\u{301}": 1]
        #expect(decomposed["é"] == 1)
    }

    @Test("objects look members up by name, in any order, small or large")
    func objectMembers() {
        var object: MustacheObject = ["b": 1, "a": 2]
        #expect(object == ["a": 2, "b": 1], "order does not matter")
        #expect(object.hashValue == (["a": 2, "b": 1] as MustacheObject).hashValue)
        #expect(object["a"] == 2 && object["c"] == nil)
        object["a"] = nil
        #expect(object.members.map(\.name) == ["b"])
        #expect(object.dictionary == ["b": 1])

        // Past the threshold an index finds members; removing one keeps it right.
        var large = MustacheObject()
        for number in 0..<40 { large["k\(number)"] = .number(Double(number)) }
        #expect(large.count == 40 && large["k0"] == 0 && large["k39"] == 39)
        large["k10"] = nil
        #expect(large["k10"] == nil && large["k11"] == 11 && large["k39"] == 39)
        large["k39"] = "last"
        #expect(large["k39"] == "last" && large.count == 39)
        #expect(MustacheObject(large.dictionary) == large)
    }
}
