// Containers and presentation, as the generated code unwraps destinations and shows scenes.
import UIKit

@MainActor func containerSignatures(
    _ controller: UIViewController, _ navigation: UINavigationController, _ tabs: UITabBarController,
    _ split: UISplitViewController
) {
    let stack: [UIViewController] = navigation.viewControllers
    let top: UIViewController? = navigation.topViewController
    let push: (UIViewController, Bool) -> Void = navigation.pushViewController(_:animated:)
    let pop: (Bool) -> UIViewController? = navigation.popViewController(animated:)
    let tabChildren: [UIViewController]? = tabs.viewControllers
    let selected: UIViewController? = tabs.selectedViewController
    let columns: [UIViewController] = split.viewControllers
    let children: [UIViewController] = controller.children
    let parent: UIViewController? = controller.parent
    let navigationController: UINavigationController? = controller.navigationController
    let presented: UIViewController? = controller.presentedViewController
    let presenting: UIViewController? = controller.presentingViewController
    let present: (UIViewController, Bool, (() -> Void)?) -> Void = controller.present(_:animated:completion:)
    let dismiss: (Bool, (() -> Void)?) -> Void = controller.dismiss(animated:completion:)
    let root = UINavigationController(rootViewController: controller)
    _ = (stack, top, push, pop, tabChildren, selected, columns, children, parent, navigationController)
    _ = (presented, presenting, present, dismiss, root)
    if #available(iOS 14.0, *) {
        let column: (UISplitViewController.Column) -> UIViewController? = split.viewController(for:)
        let styled = UISplitViewController(style: .doubleColumn)
        _ = (column, styled)
    }
}

// Discardability.
@MainActor func discardedContainerResults(_ navigation: UINavigationController, _ split: UISplitViewController) {
    navigation.popViewController(animated: false)
    if #available(iOS 14.0, *) {
        split.viewController(for: .primary)
    }
}

// Presentation has no async form (NS_SWIFT_DISABLE_ASYNC).
@MainActor func presentationIsNotAsync(_ controller: UIViewController) async {
    await controller.present(controller, animated: true)
}

// The split view's enums are not frozen (NS_ENUM): `@unknown default` would be a warning
// ("default will never be executed") for a frozen one.
@available(iOS 14.0, *)
func columnName(_ column: UISplitViewController.Column) -> String {
    switch column {
    case .primary: "primary"
    case .supplementary: "supplementary"
    case .secondary: "secondary"
    case .compact: "compact"
    @unknown default: "unknown"
    }
}
