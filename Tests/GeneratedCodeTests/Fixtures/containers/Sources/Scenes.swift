import UIKit

/// A source scene whose `prepare(for:sender:)` forwards segues, with hooks
/// that the behaviour tests' drivers use to observe it.
class HubViewController: UIViewController {
    /// Called first in `prepare(for:sender:)`, with the sender UIKit passed.
    var willPrepare: ((UIStoryboardSegue, Any?) -> Void)?
    /// Called last in `prepare(for:sender:)`.
    var didPrepare: ((UIStoryboardSegue) -> Void)?
    /// How many times `prepare(for:sender:)` forwards each segue (0 forgets).
    var forwardCount = 1
    /// Decides whether one of this scene's segues may be performed (nil: all may).
    var gate: ((SegueIdentifier) -> Bool)?
    /// Called when UIKit's `performSegue(withIdentifier:sender:)` is, before it runs.
    var willPerform: ((String) -> Void)?

    override func performSegue(withIdentifier identifier: String, sender: Any?) {
        willPerform?(identifier)
        super.performSegue(withIdentifier: identifier, sender: sender)
    }

    /// One typed gate for the segues the storyboard triggers and the typed performs.
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard let segue = SegueIdentifier(identifier), let gate else { return true }
        return gate(segue)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        willPrepare?(segue, sender)
        for _ in 0..<forwardCount {
            SegueGen.prepare(for: segue)
        }
        didPrepare?(segue)
    }
}

/// A source scene that never overrides `prepare(for:sender:)`.
final class ProfileViewController: UIViewController {
    var name = ""
}

final class ComposerViewController: UIViewController {
    var draft = ""
}

final class StatsViewController: UIViewController {
    var period = 0
}

final class DetailViewController: UIViewController {
    var item = ""
}

final class SettingsViewController: UIViewController {
    var section = ""
}
