// Stand-in for AppKit's NSNib (macOS 14 SDK <AppKit/NSNib.h>, imported by Swift): the class
// and its `Name` typealias only.

/// A wrapper for an Interface Builder nib file; here, only the namespace of `NSNib.Name`.
///
/// Not main-actor. Like the SDK's class it inherits `init()` from NSObject and, because it
/// adopts `NSCoding`, has a required `init?(coder:)`; nib loading is not modelled.
open class NSNib: NSObject {
    /// The name of a nib file (`NSNibName`, an `NS_SWIFT_BRIDGED_TYPEDEF` of `NSString *`).
    public typealias Name = String

    /// `-[NSObject init]`, inherited as a designated initializer.
    public override init() {
        super.init()
    }

    /// Creates a nib from an archive (`NSCoding`).
    public required init?(coder: NSCoder) {
        super.init()
    }
}

/// Not `Sendable`, explicitly: the SDK's header is audited for sendability
/// (`NS_HEADER_AUDIT_BEGIN(nullability, sendability)`), so Swift reports "conformance of
/// 'NSNib' to 'Sendable' is unavailable" (a warning in Swift 5 mode, an error in Swift 6).
@available(*, unavailable)
extension NSNib: @unchecked Sendable {}
