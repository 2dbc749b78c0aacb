import UIKit

final class HomeViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
}

final class OnboardingNavigationController: UINavigationController {}

final class LibraryTabBarController: UITabBarController {}

final class WelcomeViewController: UIViewController {
    var step = 0
}

final class FeedViewController: UIViewController {
    var topic = ""
}

final class ShelfViewController: UIViewController {
    var shelf = ""
}
