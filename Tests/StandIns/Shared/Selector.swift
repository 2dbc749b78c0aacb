// `Selector` for the Swift stand-ins (UIKit, AppKit), compiled into each of them: the real
// frameworks re-export it from the ObjectiveC module through Foundation.

/// The Objective-C `SEL` type, as the real ObjectiveC overlay declares it (re-exported by UIKit
/// and AppKit).
///
/// Linux has no Objective-C runtime and swift-corelibs-foundation declares no `Selector`, but
/// `UIStoryboardUnwindSegueSource.unwindAction` and
/// `UIViewController.canPerformUnwindSegueAction(_:from:sender:)` use it, so each stand-in
/// carries the overlay's public surface: `init(_:)`, string literals, `Hashable`,
/// `CustomStringConvertible`. `#selector` is still unavailable (it needs the Objective-C
/// runtime), exactly as in Linux code that does not import the header stand-ins.
public struct Selector: ExpressibleByStringLiteral {
    let name: String

    /// Creates a selector from its Objective-C name, e.g. `"prepareForSegue:sender:"`.
    public init(_ str: String) {
        name = str
    }

    /// Creates a selector from a string literal holding its Objective-C name.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension Selector: Equatable, Hashable {}

extension Selector: CustomStringConvertible {
    /// The selector's Objective-C name.
    public var description: String {
        return name
    }
}
