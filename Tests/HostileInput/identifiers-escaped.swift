import UIKit

final class ListViewController: UIViewController {}

final class DetailViewController: UIViewController {}
