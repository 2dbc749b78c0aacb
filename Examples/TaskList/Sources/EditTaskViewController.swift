import UIKit

/// Creates or edits a task; presented modally inside a navigation controller.
final class EditTaskViewController: UIViewController {
    var task = Task(title: "")
    var onSave: ((Task) -> Void)?

    func save(title: String) {
        task.title = title
        onSave?(task)
    }
}
