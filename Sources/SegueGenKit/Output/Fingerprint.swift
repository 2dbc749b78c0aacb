import Foundation

/// A 64-bit FNV-1a fingerprint of a sequence of byte strings, each prefixed with its length so that
/// `["ab", "c"]` and `["a", "bc"]` differ; not cryptographic: it only tells whether inputs changed.
public struct Fingerprint: Sendable, Equatable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Adds one part: its length in bytes (8 bytes, little-endian), then its bytes.
    public mutating func combine(_ bytes: some Collection<UInt8>) {
        withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { mix($0) }
        mix(bytes)
    }

    private mutating func mix(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    /// `value` as 16 lowercase hexadecimal digits, zeros first.
    public var hexadecimal: String { String(format: "%016llx", value) }
}
