import UIKit

final class ListViewController: UIViewController {
    func open(_ item: String) {
        performShowDetailSegue { detail in
            detail.item = item
        }
        performEditItemSegue { editor in
            editor.item = item
        }
        print(Segues.showDetail, Segues.default, Segues.editItem)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
}

final class DetailViewController: UIViewController {
    var item = ""
}

final class EditorViewController: UIViewController {
    var item = ""
}
