import UIKit

final class ListViewController: UIViewController {
    var titles: [String] = []

    /// The unwind action the storyboard's Exit connects to.
    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
}

final class EditorViewController: UIViewController {
    var draft = ""

    func save() {
        let draft = draft
        performSaveAndCloseSegue { list in
            list.titles.append(draft)
        }
    }

    func cancel() {
        performCancelSegue()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
}

final class PreviewViewController: UIViewController {}
