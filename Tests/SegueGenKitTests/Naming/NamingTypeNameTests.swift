import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

@Suite("Type names")
struct NamingTypeNameTests {
    @Test(arguments: NamingCorpus.acceptedTypeNames)
    func acceptsDottedIdentifierPaths(_ typeName: String) {
        #expect(SwiftNaming.typeNameProblem(typeName) == nil)
    }

    @Test func rejectsWithTheCulprit() {
        let cases: [(String, TypeNameProblem)] = [
            ("", .empty),
            (".Detail", .emptyComponent(typeName: ".Detail", component: 0, offset: 0)),
            ("Models..Detail", .emptyComponent(typeName: "Models..Detail", component: 1, offset: 7)),
            ("Models.", .emptyComponent(typeName: "Models.", component: 1, offset: 7)),
            ("Task Detail", .invalidCharacter(typeName: "Task Detail", component: "Task Detail", character: " ", offset: 4, atStart: false)),
            (" Detail", .invalidCharacter(typeName: " Detail", component: " Detail", character: " ", offset: 0, atStart: true)),
            ("2Detail", .invalidCharacter(typeName: "2Detail", component: "2Detail", character: "2", offset: 0, atStart: true)),
            ("Models.2Detail", .invalidCharacter(typeName: "Models.2Detail", component: "2Detail", character: "2", offset: 7, atStart: true)),
            ("Array<Int>", .invalidCharacter(typeName: "Array<Int>", component: "Array<Int>", character: "<", offset: 5, atStart: false)),
            ("`class`", .invalidCharacter(typeName: "`class`", component: "`class`", character: "`", offset: 0, atStart: true)),
            ("Détails.Vue-Contrôleur", .invalidCharacter(typeName: "Détails.Vue-Contrôleur", component: "Vue-Contrôleur", character: "-", offset: 11, atStart: false)),
            ("Type", .keyword(typeName: "Type", component: "Type", offset: 0)),
            ("Models.Type", .keyword(typeName: "Models.Type", component: "Type", offset: 7)),
            ("Models.Protocol", .keyword(typeName: "Models.Protocol", component: "Protocol", offset: 7)),
            ("self", .keyword(typeName: "self", component: "self", offset: 0)),
            ("Self", .keyword(typeName: "Self", component: "Self", offset: 0)),
            ("class", .keyword(typeName: "class", component: "class", offset: 0)),
            ("Any", .keyword(typeName: "Any", component: "Any", offset: 0)),
            ("some", .keyword(typeName: "some", component: "some", offset: 0)),
            ("Outer.init.Inner", .keyword(typeName: "Outer.init.Inner", component: "init", offset: 6)),
            ("_", .keyword(typeName: "_", component: "_", offset: 0)),
        ]
        for (typeName, problem) in cases {
            #expect(SwiftNaming.typeNameProblem(typeName) == problem, "\(SwiftLiteral.quoted(typeName))")
        }
    }

    @Test func rejectsEveryReservedKeywordAndTypePositionWord() {
        for word in SwiftKeywords.reserved.union(SwiftKeywords.typePositionWords) {
            #expect(SwiftNaming.typeNameProblem("Models.\(word)") == .keyword(typeName: "Models.\(word)", component: word, offset: 7))
        }
    }

    @Test func descriptions() {
        #expect(TypeNameProblem.empty.description == "it is empty")
        #expect(SwiftNaming.typeNameProblem("Models..Detail")?.description
            == "it has an empty part between dots; separate identifiers with single dots, like 'Models.DetailViewController'")
        #expect(SwiftNaming.typeNameProblem("Models.2Detail")?.description
            == "'2' (U+0032) cannot start a Swift identifier")
        #expect(SwiftNaming.typeNameProblem("Task Detail")?.description
            == "a space cannot appear in a Swift identifier")
        #expect(SwiftNaming.typeNameProblem("Array<Int>")?.description
            == "'<' (U+003C) cannot appear in a Swift identifier (generic types are not supported)")
        #expect(SwiftNaming.typeNameProblem("Models.Type")?.description == "\"Type\" is reserved in Swift and cannot name a type")
    }
}

@Suite("Identifier grammar")
struct NamingGrammarTests {
    @Test func rangeBoundaries() throws {
        let heads: [UInt32] = [0x41, 0x5A, 0x5F, 0x61, 0x7A, 0xA8, 0xAA, 0xAD, 0xAF, 0xB2, 0xB5, 0xB7, 0xBA, 0xBC, 0xBE,
                               0xC0, 0xD6, 0xD8, 0xF6, 0xF8, 0xFF, 0x100, 0x2FF, 0x370, 0x167F, 0x1681, 0x180D, 0x180F,
                               0x1DBF, 0x1E00, 0x1FFF, 0x200B, 0x200D, 0x202A, 0x202E, 0x203F, 0x2040, 0x2054, 0x2060,
                               0x206F, 0x2070, 0x20CF, 0x2100, 0x218F, 0x2460, 0x24FF, 0x2776, 0x2793, 0x2C00, 0x2DFF,
                               0x2E80, 0x2FFF, 0x3004, 0x3007, 0x3021, 0x302F, 0x3031, 0x303F, 0x3040, 0xD7FF, 0xF900,
                               0xFD3D, 0xFD40, 0xFDCF, 0xFDF0, 0xFE1F, 0xFE30, 0xFE44, 0xFE47, 0xFFFD, 0x10000, 0x1FFFD,
                               0x20000, 0xEFFFD]
        let charactersOnly: [UInt32] = [0x30, 0x39, 0x300, 0x36F, 0x1DC0, 0x1DFF, 0x20D0, 0x20FF, 0xFE20, 0xFE2F]
        let neither: [UInt32] = [0x20, 0x24, 0x2D, 0x2E, 0x40, 0x60, 0xA9, 0xAB, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
                                 0x1680, 0x180E, 0x200A, 0x200E, 0x2029, 0x202F, 0x203E, 0x2041, 0x2053, 0x2055, 0x205F,
                                 0x2190, 0x245F, 0x2500, 0x2775, 0x2794, 0x2BFF, 0x2E00, 0x2E7F, 0x3000, 0x3003, 0x3008,
                                 0x3020, 0x3030, 0xE000, 0xF8FF, 0xFD3E, 0xFD3F, 0xFDD0, 0xFDEF, 0xFE45, 0xFE46, 0xFFFE,
                                 0x1FFFE, 0x1FFFF, 0xEFFFE, 0xF0000, 0x10FFFD]
        for value in heads {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(IdentifierGrammar.isHead(scalar) && IdentifierGrammar.isCharacter(scalar), "U+\(String(value, radix: 16))")
        }
        for value in charactersOnly {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(!IdentifierGrammar.isHead(scalar) && IdentifierGrammar.isCharacter(scalar), "U+\(String(value, radix: 16))")
        }
        for value in neither {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(!IdentifierGrammar.isCharacter(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test func firstViolation() {
        #expect(IdentifierGrammar.firstViolation(in: "showDetail") == nil)
        #expect(IdentifierGrammar.firstViolation(in: "_2fa") == nil)
        #expect(IdentifierGrammar.firstViolation(in: "2fa")?.offset == 0)
        #expect(IdentifierGrammar.firstViolation(in: "é\u{301}a b")?.offset == 3)
    }
}
