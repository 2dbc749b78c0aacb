// Swift overlay of the UIKit header stand-in, as the iOS SDK's UIKit module has one: the generic
// storyboard instantiation methods (iOS 13), written in Swift over the Swift-private Objective-C
// methods `__instantiateInitialViewController(creator:)` and
// `__instantiateViewController(withIdentifier:creator:)` (see UIKit.apinotes).
//
// Signatures as Apple's documentation shows them
// (https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(identifier:creator:),
// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateinitialviewcontroller(creator:)),
// including the explicit `@MainActor @preconcurrency`.
//
// This module is only ever type-checked against (emit-module, no object code is linked), so the
// bodies are placeholders that never run.
@_exported import UIKit

@available(iOS 13.0, tvOS 13.0, *)
extension UIStoryboard {
    /// Creates the initial view controller, letting `creator` initialize it from the storyboard's
    /// coder; nil when the storyboard has no initial view controller.
    @MainActor @preconcurrency
    public func instantiateInitialViewController<ViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? where ViewController: UIViewController {
        return __instantiateInitialViewController(creator: creator) as? ViewController
    }

    /// Creates the view controller with the storyboard identifier, letting `creator` initialize it
    /// from the storyboard's coder.
    @MainActor @preconcurrency
    public func instantiateViewController<ViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController where ViewController: UIViewController {
        let viewController = __instantiateViewController(withIdentifier: identifier, creator: creator)
        return unsafeDowncast(viewController, to: ViewController.self)
    }
}
