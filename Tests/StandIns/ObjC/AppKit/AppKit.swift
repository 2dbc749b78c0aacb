// Swift overlay of the AppKit header stand-in, as the macOS SDK's AppKit module has one: the
// generic storyboard instantiation methods (macOS 10.15), one pair for view controllers and one for
// window controllers, written in Swift over the Swift-private Objective-C methods
// `__instantiateInitialController(creator:)` and `__instantiateController(withIdentifier:creator:)`
// (see AppKit.apinotes). NSStoryboard is not main-actor, and neither are they.
//
// Signatures as Apple's documentation shows them
// (https://developer.apple.com/documentation/appkit/nsstoryboard/instantiatecontroller(identifier:creator:)-7ddcf,
// .../instantiatecontroller(identifier:creator:)-50rw3, .../instantiateinitialcontroller(creator:)-pi04,
// .../instantiateinitialcontroller(creator:)-529r1).
//
// This module is only ever type-checked against (emit-module, no object code is linked), so the
// bodies are placeholders that never run. They do not call the Objective-C methods, as the SDK's do:
// Swift on Linux cannot compile the conversion of their `id` result to `Any` (the standard
// library's bridging functions exist only with an Objective-C runtime; swiftc crashes without them).
@_exported import AppKit

@available(macOS 10.10, *)
extension NSStoryboard {
    /// Creates the initial view controller, letting `creator` initialize it from the storyboard's
    /// coder; nil when the storyboard has no initial controller.
    @available(macOS 10.15, *)
    public func instantiateInitialController<Controller>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? where Controller: NSViewController {
        return standInPlaceholder()
    }

    /// Creates the initial window controller, letting `creator` initialize it from the
    /// storyboard's coder; nil when the storyboard has no initial controller.
    @available(macOS 10.15, *)
    public func instantiateInitialController<Controller>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? where Controller: NSWindowController {
        return standInPlaceholder()
    }

    /// Creates the view controller with the storyboard identifier, letting `creator` initialize it
    /// from the storyboard's coder.
    @available(macOS 10.15, *)
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSViewController {
        return standInPlaceholder()
    }

    /// Creates the window controller with the storyboard identifier, letting `creator` initialize
    /// it from the storyboard's coder.
    @available(macOS 10.15, *)
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSWindowController {
        return standInPlaceholder()
    }
}

/// Stands for the SDK overlay's implementation (see the comment at the top of this file).
private func standInPlaceholder<Result>() -> Result {
    while true {}
}
