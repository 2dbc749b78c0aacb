// UIStoryboard, as the generated instantiate and present/push methods use it.
import UIKit

@MainActor func storyboardSignatures(_ bundle: Bundle?) {
    let make: (String, Bundle?) -> UIStoryboard = UIStoryboard.init(name:bundle:)
    let storyboard = make("Main", bundle)
    let initial: () -> UIViewController? = storyboard.instantiateInitialViewController
    let byIdentifier: (String) -> UIViewController = storyboard.instantiateViewController(withIdentifier:)
    let typed: ProbeSceneViewController = storyboard.instantiateViewController(identifier: "a") { coder in
        ProbeSceneViewController(coder: coder)
    }
    let typedInitial: ProbeSceneViewController? = storyboard.instantiateInitialViewController { coder in
        ProbeSceneViewController(coder: coder)
    }
    let withoutCreator: ProbeSceneViewController = storyboard.instantiateViewController(identifier: "b")
    _ = (initial, byIdentifier, typed, typedInitial, withoutCreator)
}

// Discardability of the instantiation methods.
@MainActor func discardedInstantiations(_ storyboard: UIStoryboard) {
    storyboard.instantiateInitialViewController()
    storyboard.instantiateViewController(withIdentifier: "a")
    // The overlay's generic form is not discardable: its type comes from the creator here.
    storyboard.instantiateViewController(identifier: "a") { coder in ProbeSceneViewController(coder: coder) }
}

nonisolated func storyboardIsolation(_ storyboard: UIStoryboard) {
    _ = storyboard.instantiateViewController(withIdentifier: "a")
    let sendable: any Sendable = storyboard
    _ = sendable
}

final class ProbeSceneViewController: UIViewController {}
