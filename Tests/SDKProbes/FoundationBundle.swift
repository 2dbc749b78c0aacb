// Not compiled against the Swift stand-in: its Bundle and NSObject are swift-corelibs-foundation's.
// Bundle and NSObject, as the generated code names a storyboard's bundle and checks types.
import UIKit

@MainActor func bundleSignatures(_ controller: UIViewController) {
    let main: Bundle = Bundle.main
    let forClass: Bundle = Bundle(for: UIViewController.self)
    let byIdentifier: Bundle? = Bundle(identifier: "com.example")
    let isKind: (AnyClass) -> Bool = controller.isKind(of:)
    _ = (main, forClass, byIdentifier, isKind)
}

// Bundle is not Sendable in the SDK.
func bundleIsNotSendable() {
    let sendable: any Sendable = Bundle.main
    _ = sendable
}

// Discardability.
@MainActor func discardedKindCheck(_ controller: UIViewController) {
    controller.isKind(of: UINavigationController.self)
}
