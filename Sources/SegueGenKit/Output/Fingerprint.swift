/// A 64-bit fingerprint of a sequence of byte strings: FNV-1a (Fowler,
/// Noll, Vo; offset basis 0xcbf29ce484222325, prime 0x100000001b3, as
/// draft-eastlake-fnv gives them) over each part's length and then its bytes.
///
/// It tells whether the inputs of a run changed since the last one
/// (`OutputStamp`); it is not a cryptographic hash and must not guard
/// against anyone choosing inputs to collide. Prefixing each part with its
/// length keeps `["ab", "c"]` and `["a", "bc"]` apart.
public struct Fingerprint: Sendable, Equatable {
    /// The fingerprint of everything combined so far.
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

    /// `value` as 16 lowercase hexadecimal digits.
    public var hexadecimal: String { Self.hexadecimal(value) }

    /// `value` as 16 lowercase hexadecimal digits, zeros first.
    static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
