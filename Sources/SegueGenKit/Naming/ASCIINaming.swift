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
/// The words are never copied out: a first pass finds the first and last
/// word and whether any letter is lowercase, a second writes both names
/// straight into their strings (a segue costs a few hundred instructions
/// here, not thousands).
///
/// `ASCIINamingTests` checks that both derive the same names for the naming
/// corpus and thousands of generated identifiers: change the two together.
enum ASCIINaming {
    /// The case name and method name for `identifier`, which must be ASCII;
    /// nil when it has no letters or digits.
    static func derive(_ identifier: String) -> (caseName: String, methodName: String)? {
        var identifier = identifier
        return identifier.withUTF8 { derive(bytes: $0) }
    }

    /// `derive(_:)` on the UTF-8 bytes of an ASCII identifier.
    static func derive(bytes: UnsafeBufferPointer<UInt8>) -> (caseName: String, methodName: String)? {
        // Rule 1: words are runs of letters and digits.
        var firstWord: Range<Int>?
        var lastWord = 0..<0
        var wordCount = 0
        var letterCount = 0
        var next = 0
        while let word = word(in: bytes, from: next) {
            if firstWord == nil { firstWord = word }
            lastWord = word
            wordCount += 1
            letterCount += word.count
            next = word.upperBound
        }
        guard let firstWord else { return nil }

        // Rule 2: shouted identifiers ("SHOW_DETAIL") are read lowercased.
        let shouted = !bytes.contains(where: isLower)
        func letter(_ index: Int) -> UInt8 { shouted ? lowercased(bytes[index]) : bytes[index] }

        // Rule 4's trailing "Segue": method words stop at `methodEnd`.
        var methodEnd = lastWord.upperBound
        if lastWord.count == 5 && matches(bytes, at: lastWord.lowerBound, "segue", transform: lowercased) {
            if wordCount > 1 { methodEnd = lastWord.lowerBound }
        } else if lastWord.count > 5 {
            let stemEnd = lastWord.upperBound - 5
            let fold: (UInt8) -> UInt8 = { shouted ? lowercased($0) : $0 }
            let isHump = matches(bytes, at: stemEnd, "Segue", transform: fold)
                || (matches(bytes, at: stemEnd, "SEGUE", transform: fold) && !isUpper(letter(stemEnd - 1)))
            if isHump { methodEnd = stemEnd }
        }

        // Rule 5: a leading digit cannot begin an identifier.
        let needsUnderscore = isDigit(bytes[firstWord.lowerBound])
        // Rule 3: the first word's leading hump lowercased, the others capitalized.
        let caseName = String(unsafeUninitializedCapacity: letterCount + 1) { buffer in
            var count = 0
            if needsUnderscore {
                buffer[0] = UInt8(ascii: "_")
                count = 1
            }
            var run = firstWord.lowerBound
            while run < firstWord.upperBound, isUpper(letter(run)) || isDigit(letter(run)) { run += 1 }
            var keepFrom = run
            if run < firstWord.upperBound, isLower(letter(run)), run - firstWord.lowerBound >= 2, isUpper(letter(run - 1)) {
                // An acronym's plural ("URLs") goes with it.
                let isPlural = letter(run) == UInt8(ascii: "s") && (run + 1 == firstWord.upperBound || !isLower(letter(run + 1)))
                keepFrom = isPlural ? run + 1 : run - 1
            }
            for index in firstWord {
                buffer[count] = index < keepFrom ? lowercased(letter(index)) : letter(index)
                count += 1
            }
            var next = firstWord.upperBound
            while let word = word(in: bytes, from: next) {
                appendCapitalized(word, letter: letter, to: buffer, count: &count)
                next = word.upperBound
            }
            return count
        }
        // Rule 4: "perform" + capitalized words without a trailing "Segue" + "Segue".
        let methodName = String(unsafeUninitializedCapacity: letterCount + 12) { buffer in
            var count = 0
            for byte in "perform".utf8 { buffer[count] = byte; count += 1 }
            var next = 0
            while let word = word(in: bytes, from: next), word.lowerBound < methodEnd {
                appendCapitalized(word.lowerBound..<min(word.upperBound, methodEnd), letter: letter, to: buffer, count: &count)
                next = word.upperBound
            }
            for byte in "Segue".utf8 { buffer[count] = byte; count += 1 }
            return count
        }
        return (caseName, methodName)
    }

    /// The next word (run of letters and digits) at or after `index`.
    private static func word(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Range<Int>? {
        var start = index
        while start < bytes.count, !isWordByte(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        var end = start + 1
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return start..<end
    }

    /// Whether the five bytes at `start`, transformed, are `expected`.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ expected: StaticString, transform: (UInt8) -> UInt8) -> Bool {
        var index = start
        for byte in UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount) {
            guard index < bytes.count, transform(bytes[index]) == byte else { return false }
            index += 1
        }
        return true
    }

    /// `NameWords.capitalizingFirst(_:)` of the word at `range`, written at `count`.
    private static func appendCapitalized(
        _ range: Range<Int>, letter: (Int) -> UInt8, to buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int
    ) {
        for index in range {
            buffer[count] = index == range.lowerBound ? uppercased(letter(index)) : letter(index)
            count += 1
        }
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isUpper(byte) || isLower(byte) || isDigit(byte)
    }

    static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func lowercased(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
    static func uppercased(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 0x20 : byte }
}
