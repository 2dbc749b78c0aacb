import UIKit

class BaseListViewController: UIViewController {
    var items = ["a", "b"]

    func open(_ index: Int) {
        let item = items[index]
        performShowDetailSegue { detail in
            detail.item = item
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
}

class FilteredListViewController: BaseListViewController {
    var filter = ""

    func editFilter() {
        let filter = filter
        performPresentFilterSegue { editor in
            editor.filter = filter
        }
    }

    // Overrides prepare without calling super: the forward is here too.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if SegueGen.prepare(for: segue) { return }
        switch SegueDestination(segue) {
        case .showDetail(let detail)?:
            detail.item = "from the storyboard"
        case .presentFilter(let editor)?:
            editor.filter = filter
        case nil:
            break
        }
    }
}

final class ArchiveListViewController: FilteredListViewController {
    func describeSegue(_ identifier: String) -> String {
        switch SegueIdentifier(identifier) {
        case .showDetail?: return "detail"
        case .presentFilter?: return "filter"
        case nil: return "unknown"
        }
    }
}

final class DetailViewController: UIViewController {
    var item = ""
}

final class FilterViewController: UIViewController {
    var filter = ""
}
