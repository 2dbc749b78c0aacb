import Testing
@testable import SegueGenKit

@Suite struct YAMLParserTests {
    private func root(_ text: String) throws -> YAMLNode {
        let documents = try YAMLParser.parse(text)
        try #require(documents.count == 1)
        return documents[0].root
    }

    @Test func mappingKeepsOrderAndPositions() throws {
        let node = try root("""
        scenes:
          B: x
          A: "y"
        """)
        let top = try #require(node.mapping)
        #expect(top.count == 1)
        #expect(top[0].key.scalar?.value == "scenes")
        #expect(top[0].key.mark == YAMLMark(line: 1, column: 1))
        let scenes = try #require(top[0].value.mapping)
        #expect(scenes.map { $0.key.scalar?.value } == ["B", "A"])
        #expect(scenes[1].key.mark == YAMLMark(line: 3, column: 3))
        #expect(scenes[1].value.mark == YAMLMark(line: 3, column: 6))
        #expect(scenes[1].value.scalar == YAMLScalar("y", style: .doubleQuoted))
    }

    /// Each explicit tag once, in document order, where it is written (after
    /// an anchor too); an alias of a tagged node adds none, and each
    /// document has its own.
    @Test func documentsListTheirTags() throws {
        let documents = try YAMLParser.parse("""
            a: !custom x
            b: &anchor !!str 12
            c: *anchor
            d: !!map {e: !!seq [f]}
            --- !other g

            """)
        #expect(documents.count == 2)
        #expect(documents[0].tags == [
            YAMLTagUse(tag: "!custom", mark: YAMLMark(line: 1, column: 4)),
            YAMLTagUse(tag: "tag:yaml.org,2002:str", mark: YAMLMark(line: 2, column: 12)),
            YAMLTagUse(tag: "tag:yaml.org,2002:map", mark: YAMLMark(line: 4, column: 4)),
            YAMLTagUse(tag: "tag:yaml.org,2002:seq", mark: YAMLMark(line: 4, column: 14)),
        ])
        #expect(documents[0].tags.map(\.shorthand) == ["!custom", "!!str", "!!map", "!!seq"])
        #expect(documents[1].tags == [YAMLTagUse(tag: "!other", mark: YAMLMark(line: 5, column: 5))])
        #expect(try YAMLParser.parse("a: [b, {c: d}]\n").first?.tags == [])
    }

    @Test func columnsCountUnicodeScalars() throws {
        let node = try root("é日本: [a, b]\n")
        let pairs = try #require(node.mapping)
        let items = try #require(pairs[0].value.sequence)
        // "é日本: [" is 6 scalars, so `a` is at column 7 although it is byte 11.
        #expect(items[0].mark == YAMLMark(line: 1, column: 7))
        #expect(items[1].mark == YAMLMark(line: 1, column: 10))
    }

    @Test func byteOrderMarkAndCRLFKeepPositions() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: 2\r\n".utf8)
        let documents = try YAMLParser.parse(bytes)
        let pairs = try #require(documents.first?.root.mapping)
        #expect(pairs[0].key.mark == YAMLMark(line: 1, column: 1))
        #expect(pairs[1].key.mark == YAMLMark(line: 2, column: 1))
        #expect(pairs[1].value.mark == YAMLMark(line: 2, column: 4))
    }

    @Test func aliasesAreReplacedByTheAnchoredNode() throws {
        let node = try root("""
        base: &common {show: Detail}
        copy: *common
        """)
        let pairs = try #require(node.mapping)
        #expect(pairs[1].value.content == pairs[0].value.content)
    }

    /// The copy an alias makes keeps the anchored node's positions and
    /// remembers where the alias is; nothing else has an alias, the nodes
    /// inside the copy included, and a copy equals the node it repeats.
    @Test func anAliasCopyRemembersWhereTheAliasIs() throws {
        let node = try root("""
        base: &common {show: Detail}
        copy: *common
        list: [*common]
        """)
        let pairs = try #require(node.mapping)
        #expect(pairs[0].value.alias == nil)
        let copy = pairs[1].value
        #expect(copy.mark == YAMLMark(line: 1, column: 15))
        #expect(copy.alias?.name == "common")
        #expect(copy.alias?.mark == YAMLMark(line: 2, column: 7))
        #expect(copy.alias?.usage == nil && copy.alias?.outer == nil)
        #expect(copy.mapping?.allSatisfy { $0.key.alias == nil && $0.value.alias == nil } == true)
        #expect(copy == pairs[0].value)
        #expect(pairs[2].value.alias == nil)
        #expect(pairs[2].value.sequence?.first?.alias?.mark == YAMLMark(line: 3, column: 8))
    }

    /// A scalar with an anchor or a tag is where its value is written, past
    /// the properties and any white space, line break or comment after them,
    /// so that a diagnostic about the value points at the value; an alias's
    /// copy keeps that place. An empty plain scalar stays at its properties,
    /// the only thing written of it.
    @Test(arguments: [
        ("a: &x value\n", YAMLMark(line: 1, column: 7)),
        ("a: !!str 12\n", YAMLMark(line: 1, column: 10)),
        ("a: !!str &x 'q'\n", YAMLMark(line: 1, column: 13)),
        ("a: &x\t!custom  \"q\"\n", YAMLMark(line: 1, column: 16)),
        ("a: &x # the value is below\n  value\n", YAMLMark(line: 2, column: 3)),
        ("b: 1\r\na: &x\r\n\r\n  y\r\n", YAMLMark(line: 4, column: 3)),
        ("é: 1\na: &x\u{2028}  ü\n", YAMLMark(line: 3, column: 3)),
        ("a: &x  'é ü'\n", YAMLMark(line: 1, column: 8)),
        ("a: &x |\n  text\n", YAMLMark(line: 1, column: 7)),
        ("a: [&x b, &y c]\n", YAMLMark(line: 1, column: 8)),
        ("a: &x\nb: 1\n", YAMLMark(line: 1, column: 4)),
    ])
    func aScalarWithPropertiesIsAtItsValue(_ text: String, _ expected: YAMLMark) throws {
        let value = try #require(try root(text).mapping?.first { $0.key.scalar?.value == "a" }?.value)
        let scalar = value.sequence?.first ?? value
        #expect(scalar.mark == expected)
    }

    /// A collection with an anchor or a tag is where its content starts:
    /// its '[' or '{', or the first '- ' or key of a block collection, also
    /// on the next line.
    @Test(arguments: [
        ("a: &x [1, 2]\n", YAMLMark(line: 1, column: 7)),
        ("a: !!map &x {k: v}\n", YAMLMark(line: 1, column: 13)),
        ("a: &x # below\n  - 1\n", YAMLMark(line: 2, column: 3)),
        ("a: !!map\n  k: v\n", YAMLMark(line: 2, column: 3)),
        ("a: [1]\n", YAMLMark(line: 1, column: 4)),
    ])
    func aCollectionWithPropertiesIsAtItsContent(_ text: String, _ expected: YAMLMark) throws {
        let value = try #require(try root(text).mapping?.first?.value)
        #expect(value.mark == expected)
    }

    /// The message of an alias inside its own node names where the anchor is written.
    @Test func anAliasInsideItsNodeNamesTheAnchor() {
        #expect(throws: YAMLError(
            "alias '*x' is inside the node it names (anchored '&x' at line 1, column 10); a node cannot contain itself",
            at: YAMLMark(line: 2, column: 6))) {
            try YAMLParser.parse("a: !!map &x\n  b: *x\n")
        }
    }

    @Test func anAliasOfAnAnchoredScalarIsAtTheAnchoredValue() throws {
        let pairs = try #require(try root("a: &x value\nb: *x\n").mapping)
        #expect(pairs[1].value.mark == YAMLMark(line: 1, column: 7))
        #expect(pairs[1].value.alias?.mark == YAMLMark(line: 2, column: 4))
    }

    @Test func duplicateKeysAreKeptForTheConsumerToReport() throws {
        let pairs = try #require(try root("a: 1\na: 2\n").mapping)
        #expect(pairs.map { $0.key.scalar?.value } == ["a", "a"])
    }

    @Test func explicitTagsAreResolved() throws {
        let pairs = try #require(try root("a: !!str 12\n").mapping)
        #expect(pairs[0].value.tag == "tag:yaml.org,2002:str")
        #expect(pairs[0].value.scalar?.value == "12")
    }

    @Test func emptyStreamHasNoDocuments() throws {
        #expect(try YAMLParser.parse("").isEmpty)
        #expect(try YAMLParser.parse("# only a comment\n").isEmpty)
    }

    @Test func everyDocumentOfAStreamIsReturned() throws {
        let documents = try YAMLParser.parse("a: 1\n---\nb: 2\n")
        #expect(documents.count == 2)
        #expect(documents[1].mark == YAMLMark(line: 2, column: 1))
    }

    @Test func syntaxErrorCarriesProblemAndContext() {
        #expect(throws: YAMLError(
            "could not find expected ':'",
            at: YAMLMark(line: 3, column: 1),
            context: ("while scanning a simple key", YAMLMark(line: 2, column: 1))
        )) {
            try YAMLParser.parse("a: 1\nb\nc: 2\n")
        }
    }

    /// An unclosed `[` at the end of line 1, and an unclosed quote at the end of line 2.
    static let unclosedSequence = YAMLError(
        "did not find expected ',' or ']'", at: YAMLMark(line: 1, column: 9),
        context: ("while parsing a flow sequence", YAMLMark(line: 1, column: 4)))
    static let unclosedQuote = YAMLError(
        "found unexpected end of stream", at: YAMLMark(line: 2, column: 6),
        context: ("while scanning a quoted scalar", YAMLMark(line: 2, column: 3)))

    /// An error at the end of the input points just after the last
    /// character that is not a line break, where a diagnostic can quote it,
    /// whether the text ends with a line break (libyaml's mark is then on
    /// the empty line after it), several, CR LF, CR, or none (libyaml's
    /// mark is then one line past the last): an unclosed `[`, and an
    /// unclosed quote.
    @Test(arguments: [
        ("a: [1, 2", unclosedSequence), ("a: [1, 2\n", unclosedSequence), ("a: [1, 2\r\n", unclosedSequence),
        ("a: [1, 2\n\n\n", unclosedSequence), ("a: [1, 2\r\n\r\n", unclosedSequence), ("a: [1, 2\r", unclosedSequence),
        ("a:\n  \"bc", unclosedQuote), ("a:\n  \"bc\n", unclosedQuote), ("a:\r\n  \"bc\r\n\r\n", unclosedQuote),
    ])
    func errorAtEndOfFilePointsAfterTheLastCharacter(_ text: String, _ expected: YAMLError) {
        #expect(throws: expected) {
            try YAMLParser.parse(text)
        }
    }

    /// Only the end of a text that ends with line breaks moves: an error
    /// before the end stays (here at the `:` of `b: 3`, which a flow
    /// sequence cannot hold), and so does the end of a text whose last line
    /// holds spaces.
    @Test func marksBeforeTheEndStay() throws {
        #expect(throws: YAMLError(
            "did not find expected ',' or ']'",
            at: YAMLMark(line: 2, column: 2),
            context: ("while parsing a flow sequence", YAMLMark(line: 1, column: 4))
        )) {
            try YAMLParser.parse("a: [1, 2\nb: 3\n")
        }
        #expect(throws: YAMLError(
            "found unexpected end of stream",
            at: YAMLMark(line: 2, column: 3),
            context: ("while scanning a quoted scalar", YAMLMark(line: 1, column: 4))
        )) {
            try YAMLParser.parse("a: \"b\n  ")
        }
    }

    /// A null value at the end of the text (libyaml places it at the next
    /// token, the stream's end) is just after its key's colon.
    @Test func emptyValueAtEndOfFileIsAfterItsKey() throws {
        let pairs = try #require(try root("a: 1\nb:\n\n").mapping)
        #expect(pairs[1].value.scalar == YAMLScalar(""))
        #expect(pairs[1].value.mark == YAMLMark(line: 2, column: 3))
    }

    @Test func invalidUTF8IsReportedWithItsPosition() {
        let bytes = Array("a: 1\nb: ".utf8) + [0xFF] + Array("\n".utf8)
        #expect(throws: YAMLError(
            "invalid leading UTF-8 octet (byte 0xFF); the file must be UTF-8 text",
            at: YAMLMark(line: 2, column: 4)
        )) {
            try YAMLParser.parse(bytes)
        }
    }

    @Test func utf16IsRefused() {
        #expect(throws: YAMLError("the file is UTF-16; seguegen reads UTF-8 only", at: YAMLMark(line: 1, column: 1))) {
            try YAMLParser.parse([0xFF, 0xFE, 0x61, 0x00])
        }
    }

    @Test func unknownAliasIsAnError() {
        #expect(throws: YAMLError("unknown alias '*nope': no anchor '&nope' comes before it", at: YAMLMark(line: 1, column: 4))) {
            try YAMLParser.parse("a: *nope\n")
        }
        // An alias inside the collection its anchor names: libyaml has seen the anchor, the tree cannot hold the node.
        #expect(throws: YAMLError(
            "alias '*a' is inside the node it names (anchored '&a' at line 1, column 4); a node cannot contain itself",
            at: YAMLMark(line: 2, column: 9))) {
            try YAMLParser.parse("x: &a\n  back: *a\n")
        }
    }

    @Test func aliasBombIsRefused() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        do {
            _ = try YAMLParser.parse(text, limits: YAMLLimits(maximumNodeCount: 100_000))
            Issue.record("expected the alias bomb to be refused")
        } catch {
            #expect(error.message.hasPrefix("the document expands to more than 100000 nodes"))
        }
    }

    @Test func deepNestingIsRefused() {
        let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        do {
            _ = try YAMLParser.parse(text)
            Issue.record("expected deep nesting to be refused")
        } catch {
            #expect(error.message == "collections are nested more than 256 levels deep")
            #expect(error.mark == YAMLMark(line: 1, column: 257))
        }
    }
}

/// `SourceFile`'s split of the decoded text, which measures lines for libyaml's marks,
/// finds the lines a walk over its scalars finds, line breaks and scalars alike.
@Suite struct SourceLinesTests {
    static let samples: [[UInt8]] = [
        [],
        Array("a: b\nc: d\n".utf8),
        Array("no final break".utf8),
        Array("crlf\r\nand cr\rend\r\n\r\n".utf8),
        Array("é is 2 bytes, 日本 3 each, 🚀 4\nnext".utf8),
        Array("nel\u{85}ls\u{2028}ps\u{2029}end".utf8),
        Array("\u{2027}\u{202A} are not breaks\n".utf8),
        [0x61, 0xC2],  // a truncated sequence at the end
        [0x61, 0xFF, 0x0A, 0xE2, 0x80, 0x62],  // invalid bytes: decoded as String does
        [0x0D],
    ]

    @Test(arguments: samples)
    func sourceFileFindsTheLinesTheScalarWalkFinds(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(SourceFile.lines(of: text).map { String($0) } == SourceFile.linesByScalar(of: text).map { String($0) })
    }
}

@Suite struct YAMLScalarNullTests {
    @Test func nullSpellingsArePlainNullOnly() {
        for value in ["", "~", "null", "Null", "NULL"] {
            #expect(YAMLScalar(value).isNull, "\(value)")
            #expect(!YAMLScalar(value, style: .doubleQuoted).isNull, "\(value)")
        }
        for value in ["nul", "nULL", "NULLs", "~~", " ", "null ", "Scene00027ViewController", "nullnullnullnullnull"] {
            #expect(!YAMLScalar(value).isNull, "\(value)")
        }
    }

    @Test func mergeKeyIsPlainUntaggedLessLess() {
        let mark = YAMLMark(line: 1, column: 1)
        #expect(SpecDecoder.isMergeKey(YAMLNode(.scalar(YAMLScalar("<<")), mark: mark)))
        #expect(!SpecDecoder.isMergeKey(YAMLNode(.scalar(YAMLScalar("<<", style: .singleQuoted)), mark: mark)))
        #expect(!SpecDecoder.isMergeKey(YAMLNode(.scalar(YAMLScalar("<<")), tag: "tag:yaml.org,2002:str", mark: mark)))
        #expect(!SpecDecoder.isMergeKey(YAMLNode(.scalar(YAMLScalar("<<<")), mark: mark)))
        #expect(!SpecDecoder.isMergeKey(YAMLNode(.scalar(YAMLScalar("destination")), mark: mark)))
    }
}

@Suite struct YAMLScalarKindTests {
    /// How diagnostics name a scalar's kind: plain numbers and booleans as
    /// the YAML 1.2 core schema reads them, anything quoted as a string.
    @Test(arguments: [
        ("5", "a number"), ("-1.5e3", "a number"), ("+.5", "a number"), ("1.", "a number"), ("0x1F", "a number"),
        ("0o17", "a number"), ("-.inf", "a number"), (".nan", "a number"),
        ("true", "a boolean"), ("FALSE", "a boolean"), ("null", "null"), ("~", "null"),
        ("'5'", "a string"), ("\"true\"", "a string"), ("yes", "a string"), ("5a", "a string"), ("1.2.3", "a string"),
        ("0x", "a string"), ("1e", "a string"), (".", "a string"), ("nan", "a string"), ("+", "a string"),
    ])
    func scalarKinds(_ text: String, _ kind: String) throws {
        let documents = try YAMLParser.parse("key: \(text)\n")
        #expect(documents.first?.root.mapping?.first?.value.kindDescription == kind)
    }
}
