import Testing
@testable import SegueGenKit

/// The ASCII fast path derives exactly what the general rules derive.
@Suite struct ASCIINamingTests {
    /// A deterministic sample of ASCII identifiers built from the pieces the rules care
    /// about: humps, acronyms, digits, separators, "Segue" in every case, shouting.
    static let generated: [String] = {
        let pieces = [
            "show", "Show", "SHOW", "URL", "Settings", "url", "2", "2FA", "3d", "Touch", "segue", "Segue", "SEGUE",
            "xSegue", "XSEGUE", "aSEGUE", "1SEGUE", " ", "-", "_", ".", "__", "  ", "A", "a", "Z9", "iOS", "ID", "iD",
            "x", "\t", "#", "$", "0", "Ok", "OK",
        ]
        // A linear congruential generator: the same sample on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var result: [String] = []
        for _ in 0..<5000 {
            let count = 1 + next(5)
            result.append((0..<count).map { _ in pieces[next(pieces.count)] }.joined())
        }
        // Every printable ASCII character alone and around a word.
        for byte in UInt8(0x20)...UInt8(0x7E) {
            let character = String(UnicodeScalar(byte))
            result += [character, "ab" + character + "Cd", character + "Segue", "X" + character + "SEGUE"]
        }
        return result
    }()

    @Test func corpusAndGeneratedIdentifiersDeriveTheSameNames() {
        let identifiers = (NamingCorpus.trickyIdentifiers + NamingExamples.all.map(\.identifier) + Self.generated)
            .filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        #expect(identifiers.count > 5000)
        var mismatches: [String] = []
        for identifier in identifiers {
            let fast = ASCIINaming.derive(identifier)
            let general = SwiftNaming.deriveFromScalars(identifier)
            if fast?.caseName != general?.caseName || fast?.methodName != general?.methodName {
                mismatches.append("\(SwiftLiteral.quoted(identifier)): \(String(describing: fast)) vs \(String(describing: general))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
    }

    @Test func asciiShortcutsOfTheGrammarMatchItsRanges() {
        for byte in UInt8(0)...UInt8(0x7F) {
            let scalar = Unicode.Scalar(byte)
            let head = IdentifierGrammar.headRanges.contains { $0.contains(scalar.value) }
            let character = head || IdentifierGrammar.nonHeadCharacterRanges.contains { $0.contains(scalar.value) }
            #expect(IdentifierGrammar.isHead(scalar) == head, "U+\(String(byte, radix: 16))")
            #expect(IdentifierGrammar.isCharacter(scalar) == character, "U+\(String(byte, radix: 16))")
        }
    }

    @Test func keywordTablesAreASCIIAndWithinTheLengthFilter() {
        let names = SwiftKeywords.all + SwiftKeywords.unusableCaseNames.keys + SwiftKeywords.typePositionWords
        #expect(SwiftKeywords.longestName == 15, "precedencegroup")
        for name in names {
            #expect(name.utf8.allSatisfy { $0 < 0x80 }, "\(name)")
            #expect(SwiftKeywords.mayBeKeyword(name), "\(name)")
        }
        #expect(!SwiftKeywords.mayBeKeyword("showScene00001Item0"))
        #expect(SwiftKeywords.mayBeKeyword("showDetail"))
        #expect(SwiftKeywords.mayBeKeyword("d\u{E9}tailsOfTheLongScene"), "not ASCII: looked up")
    }

    @Test func reservedComponentOffsetsOnBytesMatchTheScalarScan() {
        let cases: [(String, Int?)] = [
            ("SegueGen", 0), ("Models.SegueGen", 7), ("SegueGen.Detail", 0), ("A..SegueGen", 3), ("SegueGenX", nil),
            ("XSegueGen", nil), ("", nil), (".", nil), ("Détail.SegueGen", 7), ("Modèles.SegueGens", nil),
            ("A.SegueGen.SegueGen", 2),
        ]
        for (name, offset) in cases {
            #expect(SpecDecoder.offsetOfReservedComponent(in: name) == offset, "\(name)")
        }
    }
}
