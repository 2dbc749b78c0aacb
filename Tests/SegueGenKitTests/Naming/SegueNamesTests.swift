import Testing

@testable import SegueGenFixtures
@testable import SegueGenKit

@Suite("Segue names from identifiers")
struct SegueNamesTests {
    @Test("each documented example derives exactly its names", arguments: NamingExamples.all)
    func documentedExample(_ example: NamingExample) {
        switch (SwiftNaming.segueNames(for: example.identifier), example.outcome) {
        case (.success(let names), .names(let caseName, let methodName)):
            #expect(names.caseName == caseName)
            #expect(names.methodName == methodName)
        case (.failure(let problem), .problem(let expected)):
            #expect(problem == expected)
        case (let actual, let expected):
            Issue.record("got \(actual), expected \(expected)")
        }
    }

    @Test func plainIdentifierHasNoBackticksAndNoRename() throws {
        let names = try SwiftNaming.segueNames(for: "showTaskDetail").get()
        #expect(names == SegueNames(bareCaseName: "showTaskDetail", escaped: false, methodName: "performShowTaskDetailSegue"))
        #expect(names.bareCaseName == "showTaskDetail")
        #expect(!names.isEscaped)
        #expect(names.rename == nil)
    }

    @Test func keywordIsBacktickedButBareNameIsKept() throws {
        let names = try SwiftNaming.segueNames(for: "default").get()
        #expect(names.caseName == "`default`")
        #expect(names.bareCaseName == "default")
        #expect(names.isEscaped)
        #expect(names.rename == nil)
    }

    @Test func everyReservedKeywordIsBackticked() throws {
        for keyword in SwiftKeywords.reserved.sorted() where keyword.first?.isLowercase == true {
            let names = try SwiftNaming.segueNames(for: keyword).get()
            #expect(names.caseName == "`\(keyword)`", "\(keyword)")
        }
    }

    @Test func contextualKeywordsStayBare() throws {
        for keyword in ["get", "set", "willSet", "didSet", "async", "open", "left", "right", "optional", "package", "weak"] {
            let names = try SwiftNaming.segueNames(for: keyword).get()
            // `open` is listed with the declaration keywords, so it is escaped; the rest are contextual.
            let expected = SwiftKeywords.reserved.contains(keyword) ? "`\(keyword)`" : keyword
            #expect(names.caseName == expected, "\(keyword)")
        }
    }

    @Test func unusableNamesAreRenamedWithReason() throws {
        let names = try SwiftNaming.segueNames(for: "none").get()
        #expect(names.caseName == "noneSegue")
        #expect(names.methodName == "performNoneSegue")
        #expect(names.rename == CaseRename(original: "none", reason: SwiftKeywords.unusableCaseNames["none"] ?? ""))
        #expect(names.rename?.reason.contains("Optional.none") == true)
        let allCases = try SwiftNaming.segueNames(for: "All Cases").get()
        #expect(allCases.caseName == "allCasesSegue")
        #expect(allCases.rename?.original == "allCases")
    }

    @Test func spacedAndHumpedSpellingsDeriveTheSameNames() throws {
        let pairs = [
            ("ScreenOneSegueButton", "Screen One Segue Button"),
            ("URLSettings", "URL Settings"),
            ("2FASetup", "2FA Setup"),
            ("ShowURLSettings", "Show URL Settings"),
            ("ABigThing", "A Big Thing"),
            ("ScreenOneSEGUE", "Screen One SEGUE"),
        ]
        for (humped, spaced) in pairs {
            #expect(try SwiftNaming.segueNames(for: humped).get() == SwiftNaming.segueNames(for: spaced).get(),
                    "\(humped) / \(spaced)")
        }
    }

    @Test func segueSuffixIsDroppedOnlyFromTheMethod() throws {
        let cases: [(String, String, String)] = [
            ("ScreenOneSegue", "screenOneSegue", "performScreenOneSegue"),
            ("Screen One segue", "screenOneSegue", "performScreenOneSegue"),
            ("SCREEN_ONE_SEGUE", "screenOneSegue", "performScreenOneSegue"),
            ("showSEGUE", "showSEGUE", "performShowSegue"),
            ("URLSegue", "urlSegue", "performURLSegue"),
            ("unwindSegue", "unwindSegue", "performUnwindSegue"),
            ("segue", "segue", "performSegueSegue"),
            ("showsegue", "showsegue", "performShowsegueSegue"),
            ("ShowSegueDetail", "showSegueDetail", "performShowSegueDetailSegue"),
        ]
        for (identifier, caseName, methodName) in cases {
            let names = try SwiftNaming.segueNames(for: identifier).get()
            #expect(names.caseName == caseName, "\(identifier)")
            #expect(names.methodName == methodName, "\(identifier)")
        }
    }

    @Test func canonicallyEquivalentSpellingsGiveTheSameScalars() throws {
        let composed = try SwiftNaming.segueNames(for: "D\u{E9}tails").get()
        let decomposed = try SwiftNaming.segueNames(for: "De\u{301}tails").get()
        #expect(Array(composed.bareCaseName.unicodeScalars) == Array(decomposed.bareCaseName.unicodeScalars))
        #expect(Array(decomposed.bareCaseName.unicodeScalars).map(\.value) == [0x64, 0xE9, 0x74, 0x61, 0x69, 0x6C, 0x73])
    }

    @Test func nonASCIIScriptsAndOddLetters() throws {
        let cases: [(String, String, String)] = [
            ("сайт", "сайт", "performСайтSegue"),
            ("한국어", "한국어", "perform한국어Segue"),
            ("ǆungla", "ǆungla", "performǅunglaSegue"),  // titlecase, not uppercase
            ("ÉCOLE", "école", "performÉcoleSegue"),
            ("x²", "x²", "performX²Segue"),
            ("٣ Items", "٣Items", "perform٣ItemsSegue"),  // Arabic-Indic digit is an identifier-head
            ("1️⃣ Step", "_1Step", "perform1StepSegue"),  // keycap: digit kept, selector and enclosing mark dropped
            ("a\u{200B}b", "aB", "performABSegue"),  // zero-width space is allowed by the grammar but is no letter
        ]
        for (identifier, caseName, methodName) in cases {
            let names = try SwiftNaming.segueNames(for: identifier).get()
            #expect(names.caseName == caseName, "\(identifier)")
            #expect(names.methodName == methodName, "\(identifier)")
        }
    }

    @Test func everyDerivedNameIsAGrammaticalIdentifierAndAFixedPoint() throws {
        for identifier in NamingCorpus.trickyIdentifiers(keywords: SwiftKeywords.all) {
            guard case .success(let names) = SwiftNaming.segueNames(for: identifier) else { continue }
            #expect(IdentifierGrammar.firstViolation(in: names.bareCaseName) == nil, "\(identifier)")
            #expect(IdentifierGrammar.firstViolation(in: names.methodName) == nil, "\(identifier)")
            #expect(names.methodName.hasPrefix("perform") && names.methodName.hasSuffix("Segue"))
            #expect(!names.bareCaseName.hasPrefix("__"), "\(identifier)")
            // The derived name, given back as `name:`, is accepted and gives the same names.
            if names.rename == nil {
                let again = SwiftNaming.segueNames(forExplicitName: names.bareCaseName)
                #expect(again.map(\.caseName) == .success(names.caseName), "\(identifier)")
            }
        }
    }

    @Test func problemDescriptionsAreClauses() {
        #expect(NamingProblem.emptyIdentifier.description == "it is empty")
        #expect(NamingProblem.noUsableCharacters(identifier: "🚀\n").description == "it has no letters or digits")
    }
}

@Suite("Explicit name: overrides")
struct NamingExplicitNameTests {
    @Test func acceptedNames() throws {
        let cases: [(String, String, String)] = [
            ("showDetail", "showDetail", "performShowDetailSegue"),
            ("screenOneSegue", "screenOneSegue", "performScreenOneSegue"),
            ("default", "`default`", "performDefaultSegue"),
            ("self", "`self`", "performSelfSegue"),
            ("init", "`init`", "performInitSegue"),
            ("_2faSetup", "_2faSetup", "perform2faSetupSegue"),
            ("openURL", "openURL", "performOpenURLSegue"),
            ("détails", "détails", "performDétailsSegue"),
            ("日本語", "日本語", "perform日本語Segue"),
            ("noneSegue", "noneSegue", "performNoneSegue"),
        ]
        for (name, caseName, methodName) in cases {
            let names = try SwiftNaming.segueNames(forExplicitName: name).get()
            #expect(names.caseName == caseName, "\(name)")
            #expect(names.methodName == methodName, "\(name)")
        }
    }

    @Test func decomposedNameIsAcceptedAndComposed() throws {
        let names = try SwiftNaming.segueNames(forExplicitName: "de\u{301}tails").get()
        #expect(Array(names.bareCaseName.unicodeScalars).count == 7)
    }

    @Test func rejectedNames() {
        let cases: [(String, NamingProblem)] = [
            ("", .emptyName),
            ("show detail", .invalidCharacter(name: "show detail", character: " ", offset: 4)),
            ("2fa", .invalidCharacter(name: "2fa", character: "2", offset: 0)),
            ("`default`", .invalidCharacter(name: "`default`", character: "`", offset: 0)),
            ("show-detail", .invalidCharacter(name: "show-detail", character: "-", offset: 4)),
            ("launch🚀", .notLowerCamelCase(name: "launch🚀", suggestion: "launch")),
            ("\u{301}x", .invalidCharacter(name: "\u{301}x", character: "\u{301}", offset: 0)),
            ("_", .noLettersOrDigits(name: "_")),
            ("ShowDetail", .notLowerCamelCase(name: "ShowDetail", suggestion: "showDetail")),
            ("show_detail", .notLowerCamelCase(name: "show_detail", suggestion: "showDetail")),
            ("_showDetail", .notLowerCamelCase(name: "_showDetail", suggestion: "showDetail")),
            ("URL", .notLowerCamelCase(name: "URL", suggestion: "url")),
            ("Self", .notLowerCamelCase(name: "Self", suggestion: "self")),
            ("Type", .notLowerCamelCase(name: "Type", suggestion: "type")),
            ("none", .unusableName(name: "none", reason: SwiftKeywords.unusableCaseNames["none"] ?? "")),
            ("some", .unusableName(name: "some", reason: SwiftKeywords.unusableCaseNames["some"] ?? "")),
            ("allCases", .unusableName(name: "allCases", reason: SwiftKeywords.unusableCaseNames["allCases"] ?? "")),
        ]
        for (name, problem) in cases {
            #expect(SwiftNaming.segueNames(forExplicitName: name) == .failure(problem), "\(SwiftLiteral.quoted(name))")
        }
    }

    @Test func descriptions() {
        #expect(NamingProblem.invalidCharacter(name: "show detail", character: " ", offset: 4).description
            == "a space cannot appear in a Swift identifier")
        #expect(NamingProblem.invalidCharacter(name: "`default`", character: "`", offset: 0).description
            == "'`' (U+0060) cannot start a Swift identifier; "
            + "write the name without backticks, seguegen adds them where Swift needs them")
        #expect(NamingProblem.invalidCharacter(name: "a\nb", character: "\n", offset: 1).description
            == "U+000A cannot appear in a Swift identifier")
        #expect(NamingProblem.notLowerCamelCase(name: "show_detail", suggestion: "showDetail").description
            == "it is not lowerCamelCase as seguegen derives names "
            + "(no underscore except one before a leading digit); use \"showDetail\"")
        #expect(NamingProblem.unusableName(name: "allCases", reason: SwiftKeywords.unusableCaseNames["allCases"] ?? "").description
            == "it clashes with CaseIterable's static 'allCases' ('SegueIdentifier.allCases' becomes ambiguous)")
        #expect(NamingProblem.emptyName.description == "it is empty")
        #expect(NamingProblem.noLettersOrDigits(name: "_").description == "it has no letters or digits")
    }
}
