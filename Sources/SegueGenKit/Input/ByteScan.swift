/// Scans UTF-8 bytes eight at a time, for the passes over every byte of an input (line lengths,
/// characters YAML refuses, storyboard start tags), where nearly every byte is printable ASCII.
enum ByteScan {
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let spaces: UInt64 = 0x2020_2020_2020_2020
    static let ones: UInt64 = 0x0101_0101_0101_0101

    /// Nonzero exactly when one of the eight bytes of `word` is `byte` (the
    /// usual bit trick for a zero byte; Hacker's Delight, 6-1).
    static func has(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let matches = word ^ (ones &* UInt64(byte))
        return (matches &- ones) & ~matches & highBits
    }

    /// Nonzero exactly when one of the eight bytes of `word` is below
    /// `limit` (at most 0x80; Hacker's Delight, 6-1).
    static func hasByte(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    /// The index of the first byte from `start` that is not printable ASCII (0x20...0x7E), or `bytes.count`.
    static func endOfPrintableASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                guard isPrintableASCII(word) else { break }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] <= 0x7E {
            index += 1
        }
        return index
    }

    /// Whether all eight bytes of `word` are printable ASCII: with no byte at 0x80 or above,
    /// subtracting 0x20 sets a high bit only for a byte below 0x20, and adding 1 only for 0x7F,
    /// with no borrow or carry across bytes otherwise.
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        word & highBits == 0 && (word &- spaces) & highBits == 0 && (word &+ ones) & highBits == 0
    }
}
