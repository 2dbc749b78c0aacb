import UIKit

/// App settings; presented modally inside a navigation controller.
final class SettingsViewController: UIViewController {
    var prefersLargeText = false
    var onChange: ((Bool) -> Void)?

    /// Called by the About row.
    func didSelectAbout() {
        performShowAboutSegue { about in
            about.version = "1.0"
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
}
