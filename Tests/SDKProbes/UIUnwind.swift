// Unwind segues, as custom containers and the generated unwind actions use them.
import UIKit

@MainActor func unwindSignatures(_ controller: UIViewController, _ source: UIStoryboardUnwindSegueSource, _ segue: UIStoryboardSegue) {
    let canPerform: (Selector, UIViewController, Any?) -> Bool = controller.canPerformUnwindSegueAction(_:from:sender:)
    let allowed: (UIStoryboardUnwindSegueSource) -> [UIViewController] = controller.allowedChildrenForUnwinding(from:)
    let containing: (UIStoryboardUnwindSegueSource) -> UIViewController? = controller.childContaining(_:)
    let unwind: (UIStoryboardSegue, UIViewController) -> Void = controller.unwind(for:towards:)
    let from: UIViewController = source.source
    let action: Selector = source.unwindAction
    let sender: Any? = source.sender
    _ = (canPerform, allowed, containing, unwind, from, action, sender)
}

// Discardability.
@MainActor func discardedUnwindResults(_ controller: UIViewController, _ source: UIStoryboardUnwindSegueSource) {
    controller.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: nil)
    controller.allowedChildrenForUnwinding(from: source)
    controller.childContaining(source)
}

// Not here: the deprecated canPerformUnwindSegueAction(_:from:withSender:), whose deprecation
// is reported only when compiling for iOS, never against the stand-ins on Linux.

final class ProbeContainerViewController: UIViewController {
    override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        super.allowedChildrenForUnwinding(from: source)
    }

    override func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        super.childContaining(source)
    }

    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }
}
