import UIKit

final class MapViewController: UIViewController {
    var zoom = 0
}

final class ListViewController: UIViewController {
    var items: [String] = []
}

final class SettingsViewController: UIViewController {}

final class DashboardViewController: UIViewController {
    func openSettings() {
        performShowSettingsSegue { _ in }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
        switch SegueDestination(segue) {
        case .embedMap(let map)?: map.zoom = 3
        case .embedList(let list)?: list.items = ["Inbox"]
        case .showSettings?, nil: break
        }
    }
}
