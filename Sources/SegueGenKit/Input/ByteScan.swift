/// Scans UTF-8 bytes eight at a time, for the passes over every byte of a storyboard (its start
/// tags), where nearly every byte is printable ASCII.
enum ByteScan {
    static let highBits: UInt64 = 0x8080_8080_8080_8080
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
}
