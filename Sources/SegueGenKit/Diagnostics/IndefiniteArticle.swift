/// `name` after its indefinite article: `a UINavigationController`, `an NSWindowController`. A
/// heuristic by sound: a name starting with two capitals is read by its letters ("an NS"), others
/// as a word ("a User", "an Unlock", "an Hour").
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
