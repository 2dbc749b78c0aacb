import AppKit

class MainViewController: NSViewController {
    /// Called first in `prepare(for:sender:)`, with the sender AppKit passed.
    var willPrepare: ((NSStoryboardSegue, Any?) -> Void)?
    /// Decides whether one of this scene's segues may be performed (nil: all may).
    var gate: ((SegueIdentifier) -> Bool)?
    var forwards = true
    /// Called when AppKit's `performSegue(withIdentifier:sender:)` is, before it runs.
    var willPerform: ((NSStoryboardSegue.Identifier) -> Void)?

    override func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        willPerform?(identifier)
        super.performSegue(withIdentifier: identifier, sender: sender)
    }

    override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        guard let segue = SegueIdentifier(identifier), let gate else { return true }
        return gate(segue)
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        willPrepare?(segue, sender)
        if forwards, SegueGen.prepare(for: segue) { return }
        switch SegueDestination(segue) {
        case .showDetail(let detail)?:
            detail.item = "from the storyboard"
        default:
            break
        }
    }
}

final class MainWindowController: NSWindowController {
    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
}

final class DetailViewController: NSViewController {
    var item = ""
}

final class PreferencesViewController: NSViewController {
    var pane = ""
}

final class InspectorViewController: NSViewController {
    var selection = 0
}

final class LibraryTabViewController: NSTabViewController {}

final class LibraryViewController: NSViewController {
    var shelf = ""
}

final class SidebarViewController: NSViewController {
    var width = 0.0
}

final class AboutWindowController: NSWindowController {
    var version = ""
}

/// An app's own type with the name the support file once gave its protocol
/// at the top level, where the two clashed; it is `SegueGen.Source` now.
enum SegueSource {
    case menu
}
