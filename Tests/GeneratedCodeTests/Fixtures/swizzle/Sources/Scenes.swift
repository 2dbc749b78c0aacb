import UIKit

final class InboxViewController: UIViewController {
    func open(_ subject: String) {
        performShowMessageSegue { message in
            message.subject = subject
        }
    }

    #if !canImport(ObjectiveC)
    // Without the Objective-C runtime, swizzle dispatch needs the forwarding line.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
    #endif
}

final class MessageViewController: UIViewController {
    var subject = ""
}

final class ReplyViewController: UIViewController {
    var quoted = ""
}
