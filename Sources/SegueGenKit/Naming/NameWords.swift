import Foundation

/// Word splitting and casing for segue names (rules 1-5 of docs/Naming.md), on Unicode scalars of
/// NFC text, so the two encodings of "é" give the same name.
enum NameWords {
    /// Splits `text` into words by rule 1 of docs/Naming.md; empty when nothing is usable.
    static func split(_ text: String) -> [String] {
        let scalars = nfc(text).unicodeScalars
        var words: [String] = []
        var wordStart: String.UnicodeScalarView.Index?
        for index in scalars.indices {
            if isWordScalar(scalars[index], continuingWord: wordStart != nil) {
                if wordStart == nil { wordStart = index }
            } else if let start = wordStart {
                words.append(String(scalars[start..<index]))
                wordStart = nil
            }
        }
        if let start = wordStart { words.append(String(scalars[start...])) }
        return words
    }

    static func isWordScalar(_ scalar: Unicode.Scalar, continuingWord: Bool) -> Bool {
        guard scalar != "_", IdentifierGrammar.isCharacter(scalar), !isVariationSelector(scalar) else {
            return false
        }
        switch category(scalar) {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        case .nonspacingMark, .spacingMark:
            return continuingWord
        default:
            return false
        }
    }

    static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }

    /// The general category of `scalar`; ASCII letters and digits, nearly every scalar of
    /// an identifier, without the standard library's table lookup.
    static func category(_ scalar: Unicode.Scalar) -> Unicode.GeneralCategory {
        switch scalar {
        case "a"..."z": return .lowercaseLetter
        case "A"..."Z": return .uppercaseLetter
        case "0"..."9": return .decimalNumber
        default: return scalar.properties.generalCategory
        }
    }

    static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
        [.uppercaseLetter, .titlecaseLetter].contains(category(scalar))
    }

    static func isLower(_ scalar: Unicode.Scalar) -> Bool {
        category(scalar) == .lowercaseLetter
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        category(scalar) == .decimalNumber
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .spacingMark].contains(category(scalar))
    }

    /// Whether no word has a lowercase letter: "SHOW_DETAIL", "GET", "2FA". Such identifiers
    /// are read as shouted words, not acronyms, and every word is lowercased first.
    static func isShouted(_ words: [String]) -> Bool {
        !words.contains { $0.unicodeScalars.contains(where: isLower) }
    }

    /// Lowercases the leading acronym or capital of a first word, by rule 3 of docs/Naming.md:
    /// "URLSettings" → "urlSettings", "2FASetup" → "2faSetup", "URLs" → "urls".
    static func lowercasingFirstHump(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var run = 0
        while run < scalars.count,
            isUpper(scalars[run]) || isDigit(scalars[run]) || (run > 0 && isMark(scalars[run]))
        {
            run += 1
        }
        if run == 0 { return word }
        var keepFrom = run
        if run < scalars.count, isLower(scalars[run]), run >= 2, isUpper(scalars[run - 1]) {
            let isPlural = scalars[run] == "s" && (run + 1 == scalars.count || !isLower(scalars[run + 1]))
            keepFrom = isPlural ? run + 1 : run - 1
        }
        let hump = word.unicodeScalars.index(word.unicodeScalars.startIndex, offsetBy: keepFrom)
        return String(word.unicodeScalars[..<hump]).lowercased() + String(word.unicodeScalars[hump...])
    }

    /// Titlecases the first scalar of `word` (Unicode titlecase mapping: "ǆ" → "ǅ",
    /// "ß" → "Ss") and keeps the rest: "taskDetail" → "TaskDetail", "URL" → "URL".
    static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return first.properties.titlecaseMapping + String(word.unicodeScalars.dropFirst())
    }

    /// Drops a trailing "Segue" word or hump (rule 4), so that the method name does not say it twice.
    static func droppingSegueSuffix(_ words: [String]) -> [String] {
        guard let last = words.last else { return words }
        if last.lowercased() == "segue" {
            return words.count > 1 ? Array(words.dropLast()) : words
        }
        let scalars = last.unicodeScalars
        guard scalars.count > 5 else { return words }
        let stem = scalars[..<scalars.index(scalars.endIndex, offsetBy: -5)]
        let suffix = String(scalars[stem.endIndex...])
        let isHump =
            suffix == "Segue" || (suffix == "SEGUE" && stem.last.map { !isUpper($0) } == true)
        guard isHump else { return words }
        return words.dropLast() + [String(stem)]
    }

    /// Keeps only scalars the grammar allows after the first one. Case mapping can in
    /// principle produce other scalars; none are known, but the output must stay valid.
    static func keepingIdentifierCharacters(_ text: String) -> String {
        let scalars = nfc(text).unicodeScalars
        return scalars.allSatisfy(IdentifierGrammar.isCharacter)
            ? String(scalars) : String(scalars.filter(IdentifierGrammar.isCharacter))
    }

    /// `text` in Normalization Form C. ASCII text is its own NFC (UAX #15), which skips
    /// Foundation's normalization for the usual identifier.
    static func nfc(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }
}
