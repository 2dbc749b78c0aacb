import UIKit

final class GalleryViewController: UIViewController {}

final class TargetViewController: UIViewController {}
