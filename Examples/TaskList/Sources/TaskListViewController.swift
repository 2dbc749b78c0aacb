import UIKit

/// The list of tasks: the app's first screen, inside a navigation controller.
final class TaskListViewController: UIViewController {
    private(set) var tasks = [Task(title: "Water the plants"), Task(title: "File the taxes")]
    var prefersLargeText = false

    /// Called when a row is tapped.
    func didSelectTask(at index: Int) {
        let task = tasks[index]
        performShowTaskDetailSegue { detail in
            detail.task = task
            detail.onChange = { [weak self] changed in self?.tasks[index] = changed }
        }
    }

    /// Called when the user opens a task's notification: shows the task
    /// without a segue, created from the storyboard by its Storyboard ID.
    func openTask(at index: Int) {
        let task = tasks[index]
        TaskDetailViewController.push(from: self) { detail in
            detail.task = task
            detail.onChange = { [weak self] changed in self?.tasks[index] = changed }
        }
    }

    /// Called by the + button.
    func didTapAdd() {
        performPresentNewTaskSegue { editor in
            editor.task = Task(title: "")
            editor.onSave = { [weak self] task in self?.tasks.append(task) }
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        // Segues started by perform…Segue { } are configured by their closure.
        if SegueGen.prepare(for: segue) { return }

        // The settings button triggers its segue from the storyboard, with no
        // code of ours in between: configure it here, typed.
        switch SegueDestination(segue) {
        case .presentSettings(let settings)?:
            settings.prefersLargeText = prefersLargeText
            settings.onChange = { [weak self] value in self?.prefersLargeText = value }
        default:
            break
        }
    }
}
