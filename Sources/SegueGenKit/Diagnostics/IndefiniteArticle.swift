/// `name` after the indefinite article it takes, for messages and
/// summaries: `a UINavigationController`, `an NSWindowController`,
/// `an OnboardingWindowController`, `a ThemedNavigationController`.
///
/// English picks "an" by the sound that starts the next word, not its
/// letter. A name of one capital, or that starts with two (`NS`, `UI`,
/// `AV`, `XML`), starts with a letter read by its name, of which A, E, F,
/// H, I, L, M, N, O, R, S and X start with a vowel sound ("en-es", but
/// "you-eye"). Any other name is read as a word: "an" before a, e, i, o
/// and u, but "a" before `Eu`, `One` and `Once` ("you", "won"), before
/// `Uni` and before u followed by a consonant and a vowel (`User`,
/// `Utility`: "you"; `Unlock`, `Unused` take "an"), and before any other
/// letter but the silent h of `Hour`, `Honest`, `Honor` and `Heir`. It is
/// a heuristic: a word read against its spelling gets the article of its
/// letters.
///
/// - Parameter name: a class name (`Module.Type` is read by its module) or
///   a word; empty gives `a `.
/// - Returns: the article, a space, and `name`.
func withIndefiniteArticle(_ name: String) -> String {
    (takesAn(name) ? "an " : "a ") + name
}

private func takesAn(_ name: String) -> Bool {
    let letters = Array(name.unicodeScalars.prefix(5))
    guard let first = letters.first, first.isASCII else { return false }
    let isCapital = { (scalar: Unicode.Scalar) in ("A"..."Z").contains(scalar) }
    if isCapital(first), letters.count == 1 || isCapital(letters[1]) {
        return "AEFHILMNORSX".unicodeScalars.contains(first)
    }
    let word = String(String.UnicodeScalarView(letters)).lowercased()
    let isVowel = { (character: Character) in "aeiou".contains(character) }
    switch word.first {
    case "a"?, "i"?:
        return true
    case "e"?:
        return !word.hasPrefix("eu")
    case "o"?:
        return !word.hasPrefix("one") && !word.hasPrefix("once")
    case "u"?:
        if word.hasPrefix("un") { return !word.hasPrefix("uni") }
        // "you" before a consonant and a vowel (user, utility); "uh" before two consonants (update).
        let next = Array(word.dropFirst())
        return next.count < 2 || isVowel(next[0]) || !isVowel(next[1])
    case "h"?:
        return ["hour", "hones", "honor", "honou", "heir"].contains { word.hasPrefix($0) }
    default:
        return false
    }
}
