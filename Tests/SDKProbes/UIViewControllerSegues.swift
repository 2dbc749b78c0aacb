// Segues of UIViewController and UIStoryboardSegue, as the generated perform methods,
// SegueDestination and SegueGen.prepare use them.
import UIKit

// Types and optionality: an assignment does not compile if a declaration differs.
@MainActor func segueSignatures(_ controller: UIViewController, _ segue: UIStoryboardSegue) {
    let perform: (String, Any?) -> Void = controller.performSegue(withIdentifier:sender:)
    let should: (String, Any?) -> Bool = controller.shouldPerformSegue(withIdentifier:sender:)
    let prepare: (UIStoryboardSegue, Any?) -> Void = controller.prepare(for:sender:)
    let storyboard: UIStoryboard? = controller.storyboard
    let identifier: String? = segue.identifier
    let source: UIViewController = segue.source
    let destination: UIViewController = segue.destination
    let sendable: any Sendable = segue
    _ = (perform, should, prepare, storyboard, identifier, source, destination, sendable)
}

// Discardability: a result that is not discardable is a warning.
@MainActor func discardedSegueResults(_ controller: UIViewController) {
    controller.shouldPerformSegue(withIdentifier: "a", sender: nil)
}

// Isolation: main-actor members called from a nonisolated function are errors.
nonisolated func segueIsolation(_ controller: UIViewController, _ segue: UIStoryboardSegue) {
    controller.performSegue(withIdentifier: "a", sender: nil)
    _ = segue.destination
    _ = segue.identifier
}

// Overriding, as app code and generated code do.
final class ProbeViewController: UIViewController {
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}
