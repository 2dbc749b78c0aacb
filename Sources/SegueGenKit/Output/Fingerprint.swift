/// A 64-bit FNV-1a fingerprint of a sequence of byte strings, each prefixed with its length so that
/// `["ab", "c"]` and `["a", "bc"]` differ; not cryptographic: it only tells whether inputs changed.
public struct Fingerprint: Sendable, Equatable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Adds one part: its length in bytes (8 bytes, little-endian), then its bytes.
    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { combine(UnsafeRawBufferPointer($0)) }
    }

    /// Adds one part, the UTF-8 of `text`, as `combine(_: [UInt8])` does.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    private mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        var hash = value
        var length = UInt64(buffer.count).littleEndian
        withUnsafeBytes(of: &length) { lengthBytes in
            for byte in lengthBytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        for byte in buffer {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        value = hash
    }

    public var hexadecimal: String { Self.hexadecimal(value) }

    /// `value` as 16 lowercase hexadecimal digits, zeros first.
    static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
