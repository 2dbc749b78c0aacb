import UIKit

/// The app's own segue protocol, from before seguegen.
protocol SegueHandlerType {
    associatedtype SegueIdentifier: RawRepresentable where SegueIdentifier.RawValue == String
}

final class MessageViewController: UIViewController {
    var subject = ""
}

final class SettingsViewController: UIViewController {}

final class InboxViewController: UIViewController, SegueHandlerType {
    enum SegueIdentifier: String {
        case legacyCompose
    }

    func open(subject: String) {
        performShowMessageSegue { message in message.subject = subject }
        _ = SegueIdentifier.legacyCompose
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
        switch SegueTarget(segue) {
        case .showMessage(let message)?: message.subject = "Re: " + message.subject
        case .showSettings?, nil: break
        }
    }
}

@MainActor func makeInbox() -> InboxViewController? {
    InboxViewController.instantiate()
}
