import UIKit

final class InboxViewController: UIViewController {
    var folder = ""

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
}

final class MessageViewController: UIViewController {
    var subject = ""
}

final class ComposeViewController: UIViewController {
    var draft = ""
}

final class SettingsViewController: UIViewController {
    var section = ""
}

final class HelpViewController: UIViewController {
    var topic = ""
}

final class DraftsViewController: UIViewController {
    var folder = ""
}

final class HomeViewController: UIViewController {
    var greeting = ""
}

final class HomeTabBarController: UITabBarController {}

final class ThemedNavigationController: UINavigationController {}
final class OnboardingNavigationController: UINavigationController {}

/// Stands for the accessor SwiftPM generates for a target with resources.
extension Foundation.Bundle {
    static var module: Bundle { Bundle.main }
}
