import UIKit

/// One task, pushed from the list.
final class TaskDetailViewController: UIViewController {
    var task: Task?
    var onChange: ((Task) -> Void)?

    /// Called by the Edit button.
    func didTapEdit() {
        guard let task else { return }
        performPresentEditTaskSegue { editor in
            editor.task = task
            editor.onSave = { [weak self] edited in
                self?.task = edited
                self?.onChange?(edited)
            }
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
}
