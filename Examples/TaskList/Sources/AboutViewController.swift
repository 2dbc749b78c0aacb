import UIKit

/// Version and credits, pushed from the settings.
final class AboutViewController: UIViewController {
    var version = ""
}
