import UIKit

/// Uses the typed segues generated from Inbox.segues.yaml.
final class InboxViewController: UIViewController {
    var drafts: [String] = []

    func open(subject: String) {
        performShowMessageSegue { message in
            message.subject = subject
        }
    }

    func compose() {
        performPresentComposeSegue { composer in
            composer.onSend = { [weak self] text in self?.drafts.append(text) }
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if SegueGen.prepare(for: segue) { return }
    }
}

final class MessageViewController: UIViewController {
    var subject = ""
}

final class ComposeViewController: UIViewController {
    var onSend: (String) -> Void = { _ in }
}

/// Uses the typed segues generated from Settings.segues.yml, in the same module.
final class SettingsViewController: UIViewController {
    func showAbout(version: String) {
        performShowAboutSegue { about in
            about.version = version
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if SegueGen.prepare(for: segue) { return }
    }
}

final class AboutViewController: UIViewController {
    var version = ""
}
