// Not compiled against the Swift stand-in: it has no Objective-C runtime.
// The runtime functions `dispatch: swizzle` hooks prepare(for:sender:) with.
import UIKit

@MainActor func runtimeSignatures(_ type: AnyClass) {
    let selector = #selector(UIViewController.prepare(for:sender:))
    guard let method: Method = class_getInstanceMethod(type, selector) else { return }
    let implementation: IMP = method_getImplementation(method)
    let encoding: UnsafePointer<CChar>? = method_getTypeEncoding(method)
    typealias Prepare = @convention(c) (UIViewController, Selector, UIStoryboardSegue, AnyObject?) -> Void
    let original = unsafeBitCast(implementation, to: Prepare.self)
    let hook: @convention(block) (UIViewController, UIStoryboardSegue, AnyObject?) -> Void = { source, segue, sender in
        original(source, selector, segue, sender)
    }
    let replaced: IMP? = class_replaceMethod(type, selector, imp_implementationWithBlock(hook), encoding)
    class_replaceMethod(type, selector, imp_implementationWithBlock(hook), encoding)
    _ = replaced
}
