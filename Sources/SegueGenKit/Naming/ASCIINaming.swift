/// Rules 1-5 of docs/Naming.md for identifiers that are all ASCII, on bytes.
///
/// The same rules as `SwiftNaming.deriveFromScalars(_:)`, which works on
/// Unicode scalars and their properties and costs tens of thousands of
/// instructions an identifier; nearly every storyboard identifier is ASCII,
/// where the rules reduce to byte tests. For ASCII, the general rules mean:
/// words are the runs of `[A-Za-z0-9]`; uppercase is `A-Z`, lowercase `a-z`,
/// digits `0-9`; titlecase is uppercase; NFC changes nothing; every word
/// character is an identifier character, and only a digit cannot begin one.
///
/// `ASCIINamingTests` checks that both derive the same names for the naming
/// corpus and thousands of generated identifiers: change the two together.
enum ASCIINaming {
    /// The case name and method name for `identifier`, which must be ASCII;
    /// nil when it has no letters or digits.
    static func derive(_ identifier: String) -> (caseName: String, methodName: String)? {
        let bytes = Array(identifier.utf8)
        var words: [ArraySlice<UInt8>] = []
        var start: Int?
        for index in bytes.indices {
            if isWordByte(bytes[index]) {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.append(bytes[wordStart..<index])
                start = nil
            }
        }
        if let wordStart = start { words.append(bytes[wordStart...]) }
        guard !words.isEmpty else { return nil }

        // Rule 2: shouted identifiers ("SHOW_DETAIL") are read lowercased.
        if !bytes.contains(where: isLower) {
            words = words.map { ArraySlice($0.map(lowercased)) }
        }

        // Rule 3: the first word's leading hump lowercased, the others capitalized.
        var caseName = lowercasingFirstHump(words[0])
        for word in words.dropFirst() {
            appendCapitalized(word, to: &caseName)
        }

        // Rule 4: "perform" + capitalized words without a trailing "Segue" + "Segue".
        var methodName = Array("perform".utf8)
        for word in droppingSegueSuffix(words) {
            appendCapitalized(word, to: &methodName)
        }
        methodName += Array("Segue".utf8)

        // Rule 5: a leading digit cannot begin an identifier.
        if let first = caseName.first, isDigit(first) { caseName.insert(UInt8(ascii: "_"), at: 0) }
        return (String(decoding: caseName, as: UTF8.self), String(decoding: methodName, as: UTF8.self))
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isUpper(byte) || isLower(byte) || isDigit(byte)
    }

    static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func lowercased(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
    static func uppercased(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 0x20 : byte }

    /// `NameWords.lowercasingFirstHump(_:)`: the leading run of uppercase
    /// letters and digits lowercased, except the last letter of a run of two
    /// or more when a lowercase letter follows ("URLSettings" → "urlSettings").
    static func lowercasingFirstHump(_ word: ArraySlice<UInt8>) -> [UInt8] {
        let scalars = Array(word)
        var run = 0
        while run < scalars.count, isUpper(scalars[run]) || isDigit(scalars[run]) {
            run += 1
        }
        var keepFrom = run
        if run < scalars.count, isLower(scalars[run]), run >= 2, isUpper(scalars[run - 1]) {
            keepFrom = run - 1
        }
        return scalars[..<keepFrom].map(lowercased) + scalars[keepFrom...]
    }

    /// `NameWords.capitalizingFirst(_:)`, appended.
    static func appendCapitalized(_ word: ArraySlice<UInt8>, to result: inout [UInt8]) {
        guard let first = word.first else { return }
        result.append(uppercased(first))
        result += word.dropFirst()
    }

    /// `NameWords.droppingSegueSuffix(_:)`: without a last word "segue" (any
    /// case), or a last word's trailing hump "Segue", or its "SEGUE" after a
    /// byte that is not an uppercase letter.
    static func droppingSegueSuffix(_ words: [ArraySlice<UInt8>]) -> [ArraySlice<UInt8>] {
        guard let last = words.last else { return words }
        if last.map(lowercased).elementsEqual("segue".utf8) {
            return words.count > 1 ? Array(words.dropLast()) : words
        }
        guard last.count > 5 else { return words }
        let stem = last.dropLast(5)
        let suffix = last.suffix(5)
        let isHump = suffix.elementsEqual("Segue".utf8)
            || (suffix.elementsEqual("SEGUE".utf8) && stem.last.map { !isUpper($0) } == true)
        guard isHump else { return words }
        return words.dropLast() + [stem]
    }
}
