import Foundation

/// Word splitting and casing for segue names (rules 1-5 of docs/Naming.md).
///
/// Everything works on Unicode scalars of NFC-normalized text, so the two encodings of
/// "é" give the same name. Case mapping uses Unicode's default (locale-independent)
/// mappings from the standard library.
enum NameWords {
    /// Splits `text` into words: maximal runs of letters, digits and the marks that follow them.
    ///
    /// A scalar belongs to a word when it is an `identifier-character` of the Swift grammar
    /// other than `_`, and its general category is a letter (L*), a number (N*), or a
    /// non-enclosing mark (Mn, Mc) following a letter or number of the same word. Variation
    /// selectors (U+FE00–U+FE0F, U+E0100–U+E01EF) are not part of words: they only choose a
    /// glyph (text or emoji presentation). Everything else separates words: spaces, line
    /// breaks, punctuation, `_`, symbols, emoji, format and control characters.
    ///
    /// - Returns: the words in order, each non-empty; empty when nothing is usable.
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in nfc(text).unicodeScalars {
            if isWordScalar(scalar, continuingWord: !current.isEmpty) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    static func isWordScalar(_ scalar: Unicode.Scalar, continuingWord: Bool) -> Bool {
        guard scalar != "_", IdentifierGrammar.isCharacter(scalar), !isVariationSelector(scalar) else {
            return false
        }
        switch scalar.properties.generalCategory {
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

    static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    static func isLower(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .lowercaseLetter
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .decimalNumber
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .nonspacingMark || category == .spacingMark
    }

    /// Whether no word has a lowercase letter: "SHOW_DETAIL", "GET", "2FA". Such identifiers
    /// are read as shouted words, not acronyms, and every word is lowercased first.
    static func isShouted(_ words: [String]) -> Bool {
        !words.contains { $0.unicodeScalars.contains(where: isLower) }
    }

    /// Lowercases the leading acronym or capital of the first word of a lowerCamelCase name.
    ///
    /// The leading run is the longest prefix of uppercase or titlecase letters and decimal
    /// digits (with the marks that follow them). The whole run is lowercased, except that
    /// when the run has two or more scalars, ends in an uppercase letter and a lowercase
    /// letter follows, that last letter starts the next hump and stays:
    /// "URLSettings" → "urlSettings", "Show" → "show", "2FASetup" → "2faSetup",
    /// "showTask" → "showTask", "日本語" → "日本語". An acronym's plural, an "s"
    /// after such a run that ends the word or comes before anything but a
    /// lowercase letter, goes with it: "URLs" → "urls", "IDsList" → "idsList".
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
        return string(scalars[..<keepFrom]).lowercased() + string(scalars[keepFrom...])
    }

    /// Titlecases the first scalar of `word` (Unicode titlecase mapping: "ǆ" → "ǅ",
    /// "ß" → "Ss") and keeps the rest: "taskDetail" → "TaskDetail", "URL" → "URL".
    static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return first.properties.titlecaseMapping + String(word.unicodeScalars.dropFirst())
    }

    /// Drops a trailing "Segue" word or hump, so that the method name does not say it twice.
    ///
    /// Recognized: a last word equal to "segue" in any case ("Screen One SEGUE"), or a last
    /// word ending in the hump "Segue" ("ScreenOneSegue") or in "SEGUE" after a letter that
    /// is not uppercase ("showSEGUE"). Nothing is dropped when nothing would remain.
    static func droppingSegueSuffix(_ words: [String]) -> [String] {
        guard let last = words.last else { return words }
        if last.lowercased() == "segue" {
            return words.count > 1 ? Array(words.dropLast()) : words
        }
        let scalars = Array(last.unicodeScalars)
        guard scalars.count > 5 else { return words }
        let stem = scalars[..<(scalars.count - 5)]
        let suffix = string(scalars[(scalars.count - 5)...])
        let isHump =
            suffix == "Segue" || (suffix == "SEGUE" && stem.last.map { !isUpper($0) } == true)
        guard isHump else { return words }
        return words.dropLast() + [string(stem)]
    }

    /// Keeps only scalars the grammar allows after the first one. Case mapping can in
    /// principle produce other scalars; none are known, but the output must stay valid.
    static func keepingIdentifierCharacters(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: nfc(text).unicodeScalars.filter(IdentifierGrammar.isCharacter))
        return String(kept)
    }

    /// `text` in Normalization Form C. ASCII text is its own NFC (UAX #15: every
    /// scalar below U+0300 has NFC_Quick_Check=Yes), which skips Foundation's
    /// normalization for the usual identifier.
    static func nfc(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }

    static func string<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
