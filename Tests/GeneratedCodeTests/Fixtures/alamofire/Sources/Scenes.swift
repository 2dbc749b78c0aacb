import UIKit

// Stand-ins for the example app's classes (MasterViewController is a
// UITableViewController there; the segue API is the same).
final class MasterViewController: UIViewController {}

final class DetailViewController: UIViewController {
    var request: String?
}
