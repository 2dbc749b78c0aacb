import Foundation

/// Recognises byte order marks (Unicode §23.8, "Specials").
enum UnicodeEncodingSniffer {
    /// The encoding that a UTF-16 or UTF-32 byte order mark, or the NUL bytes around a first ASCII
    /// character, announce (YAML 1.2 §5.2, XML 1.0 appendix F); nil for others.
    static func nonUTF8Encoding(of bytes: [UInt8]) -> String? {
        stringEncoding(of: bytes).map { $0 == .utf32 || $0 == .utf32BigEndian || $0 == .utf32LittleEndian ? "UTF-32" : "UTF-16" }
    }

    /// The UTF-16 or UTF-32 encoding `nonUTF8Encoding(of:)` finds, as
    /// Foundation names it (with a byte order mark, the one that reads it).
    static func stringEncoding(of bytes: [UInt8]) -> String.Encoding? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32 }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return .utf16 }
        // The first character, which has no byte order mark before it, is printable ASCII.
        func isText(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, isText(bytes[3]) { return .utf32BigEndian }
        if bytes.count >= 4, isText(bytes[0]), bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 { return .utf32LittleEndian }
        if bytes.count >= 2, bytes[0] == 0, isText(bytes[1]) { return .utf16BigEndian }
        if bytes.count >= 2, isText(bytes[0]), bytes[1] == 0 { return .utf16LittleEndian }
        return nil
    }

    static func droppingUTF8ByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }
}
