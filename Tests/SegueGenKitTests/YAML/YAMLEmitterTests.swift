import Testing
@testable import SegueGenKit

/// `YAMLEmitter`: the text libyaml's emitter writes, and that the parser
/// reads every string back exactly, whatever it holds.
@Suite struct YAMLEmitterTests {
    static let mark = YAMLMark(line: 1, column: 1)

    static func scalar(_ text: String, _ style: YAMLScalar.Style = .plain) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text, style: style)), mark: mark)
    }

    static func mapping(_ pairs: [(String, YAMLNode)]) -> YAMLNode {
        YAMLNode(.mapping(pairs.map { YAMLPair(key: scalar($0.0), value: $0.1) }), mark: mark)
    }

    static func sequence(_ items: [YAMLNode]) -> YAMLNode {
        YAMLNode(.sequence(items), mark: mark)
    }

    /// A node without marks or styles: what reading back must preserve.
    indirect enum Shape: Equatable {
        case scalar(String)
        case sequence([Shape])
        case mapping([Shape])
        case pair(Shape, Shape)

        init(_ node: YAMLNode) {
            switch node.content {
            case .scalar(let scalar): self = .scalar(scalar.value)
            case .sequence(let items): self = .sequence(items.map(Shape.init))
            case .mapping(let pairs): self = .mapping(pairs.map { .pair(Shape($0.key), Shape($0.value)) })
            }
        }
    }

    @Test func writesBlockStyleWithTwoSpaceIndentationAndNoDocumentMarkers() throws {
        let root = Self.mapping([
            ("platform", Self.scalar("ios")),
            ("imports", Self.sequence([Self.scalar("Models"), Self.scalar("Store")])),
            ("scenes", Self.mapping([
                ("ListViewController", Self.mapping([
                    ("segues", Self.mapping([
                        ("showDetail", Self.scalar("DetailViewController")),
                        ("Confirm: yes", Self.mapping([
                            ("destination", Self.scalar("ConfirmViewController")),
                            ("container", Self.scalar("UINavigationController")),
                        ])),
                    ])),
                ])),
                ("EmptyViewController", Self.mapping([("segues", Self.mapping([]))])),
            ])),
        ])
        #expect(try YAMLEmitter.emit(root) == """
            platform: ios
            imports:
            - Models
            - Store
            scenes:
              ListViewController:
                segues:
                  showDetail: DetailViewController
                  'Confirm: yes':
                    destination: ConfirmViewController
                    container: UINavigationController
              EmptyViewController:
                segues: {}

            """)
    }

    /// Keys and values a navigation spec can hold: identifiers are any text.
    static let awkwardStrings = [
        "", " ", "  leading", "trailing ", "null", "Null", "NULL", "~", "yes", "No", "on", "OFF", "y", "N",
        "true", "False", "12", "012", "0x1F", "0o17", "1e3", "1.5", "-1", "+1", "-.5", ".5", ".inf", "-.Inf", ".NaN",
        "1:20", "2001-12-14", "<<", "=", "a: b", "a:b", "#comment", "a #b", "- item", "-", "? key", "?", "[x]", "{x}",
        "x,y", "'quote'", "it's", "\"double\"", "back\\slash", "tab\there", "line\nbreak", "two\n\nbreaks", "cr\rhere",
        "é", "日本語の識別子", "🚀 launch", "nul\u{0}byte", "del\u{7F}", "nel\u{85}here", "ls\u{2028}here", "\u{FEFF}bom",
        "%percent", "@at", "`tick", "!bang", "&anchor", "*alias", "|pipe", ">folded", "Confirm your Bid - Bidder Found",
        String(repeating: "long identifier ", count: 20),
    ]

    @Test(arguments: awkwardStrings)
    func everyStringReadsBackExactlyAsKeyAndAsValue(_ text: String) throws {
        let root = Self.mapping([(text, Self.scalar(text)), ("list", Self.sequence([Self.scalar(text)]))])
        let yaml = try YAMLEmitter.emit(root)
        let documents = try YAMLParser.parse(yaml)
        #expect(documents.count == 1)
        let reread = try #require(documents.first?.root)
        #expect(Shape(reread) == Shape(root), "\(yaml)")
        // No reader takes it for null, a boolean or a number: it is quoted wherever it is plain-looking.
        #expect(Self.plainScalars(in: reread).allSatisfy { !YAMLEmitter.resolvesToNonString($0) }, "\(yaml)")
    }

    static func plainScalars(in node: YAMLNode) -> [String] {
        switch node.content {
        case .scalar(let scalar): return scalar.style == .plain ? [scalar.value] : []
        case .sequence(let items): return items.flatMap(plainScalars)
        case .mapping(let pairs): return pairs.flatMap { plainScalars(in: $0.key) + plainScalars(in: $0.value) }
        }
    }

    @Test func plainTextThatAReaderWouldTakeForAnotherTypeIsQuoted() throws {
        let words = ["null", "~", "yes", "Off", "true", "12", "-3", "1.5", ".inf", "-.inf", ".NaN", "0x1F", "2001-12-14", "<<", "=", ""]
        for word in words {
            #expect(YAMLEmitter.resolvesToNonString(word), "\(word)")
            #expect(try YAMLEmitter.emit(Self.mapping([("key", Self.scalar(word))])) == "key: '\(word)'\n")
        }
        for word in ["showDetail", "nullable", "yesterday", "true love", "-dash", ".hidden", "+plus", "x1", "TRUEish"] {
            #expect(!YAMLEmitter.resolvesToNonString(word), "\(word)")
            #expect(try YAMLEmitter.emit(Self.mapping([("key", Self.scalar(word))])) == "key: \(word)\n", "\(word)")
        }
    }

    @Test func stylesAreKeptWhereLibyamlCanWriteThem() throws {
        let root = Self.mapping([
            ("single", Self.scalar("text", .singleQuoted)),
            ("double", Self.scalar("text", .doubleQuoted)),
            ("literal", Self.scalar("line one\nline two\n", .literal)),
            ("control", Self.scalar("bell\u{7}")),
        ])
        #expect(try YAMLEmitter.emit(root) == """
            single: 'text'
            double: "text"
            literal: |
              line one
              line two
            control: "bell\\a"

            """)
    }

    @Test func scalarsTaggedWithACoreTypeAreWrittenPlainWithoutTheirTag() throws {
        func typed(_ text: String, _ type: String) -> YAMLNode {
            YAMLNode(.scalar(YAMLScalar(text, style: .doubleQuoted)), tag: "tag:yaml.org,2002:\(type)", mark: Self.mark)
        }
        let root = Self.mapping([("unwind", typed("true", "bool")), ("count", typed("12", "int")), ("ratio", typed("1.5", "float")), ("none", typed("~", "null"))])
        let yaml = try YAMLEmitter.emit(root)
        #expect(yaml == "unwind: true\ncount: 12\nratio: 1.5\nnone: ~\n")
        let reread = try #require(try YAMLParser.parse(yaml).first?.root.mapping)
        #expect(reread.map { $0.value.scalar?.style } == [.plain, .plain, .plain, .plain])
        #expect(reread.map { $0.value.tag } == [nil, nil, nil, nil])
    }

    @Test func writesTagsAndSeveralDocuments() throws {
        let tagged = YAMLNode(.scalar(YAMLScalar("12")), tag: "tag:yaml.org,2002:str", mark: Self.mark)
        let yaml = try YAMLEmitter.emit(documents: [Self.mapping([("a", tagged)]), Self.scalar("second")])
        #expect(yaml == "a: !!str '12'\n--- second\n")
        let documents = try YAMLParser.parse(yaml)
        #expect(documents.map { Shape($0.root) } == [.mapping([.pair(.scalar("a"), .scalar("12"))]), .scalar("second")])
        #expect(documents.first?.root.mapping?.first?.value.tag == "tag:yaml.org,2002:str")
        #expect(try YAMLEmitter.emit(documents: []) == "")
    }
}
