/// Line lengths of a source, for clamping libyaml's marks.
enum SourceLines {
    /// The length in Unicode scalars of each line, with YAML's line breaks (`SourceFile.isLineBreak`);
    /// input that is not UTF-8 is decoded as `String` does (one U+FFFD per invalid sequence).
    static func lengths(of bytes: [UInt8]) -> [Int] {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return SourceFile.lines(of: String(decoding: bytes, as: UTF8.self)).map(\.count)
        }
        return bytes.withUnsafeBufferPointer { bytes in
            var lengths: [Int] = []
            var length = 0
            var index = 0
            while index < bytes.count {
                // Printable ASCII, nearly every byte of a spec, eight bytes at a time.
                let end = ByteScan.endOfPrintableASCII(in: bytes, from: index, allowingDelete: true)
                length += end - index
                index = end
                guard index < bytes.count else { break }
                let byte = bytes[index]
                var breakWidth = 0
                switch byte {
                case 0x0A:
                    breakWidth = 1
                case 0x0D:
                    breakWidth = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                case 0xC2:
                    // U+0085 NEXT LINE.
                    if index + 1 < bytes.count, bytes[index + 1] == 0x85 { breakWidth = 2 }
                case 0xE2:
                    // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR.
                    if index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { breakWidth = 3 }
                default:
                    break
                }
                if breakWidth > 0 {
                    lengths.append(length)
                    length = 0
                    index += breakWidth
                } else {
                    if byte & 0xC0 != 0x80 { length += 1 }
                    index += 1
                }
            }
            lengths.append(length)
            return lengths
        }
    }
}
