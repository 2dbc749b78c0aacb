import UIKit

final class MainViewController: UIViewController {}

final class ScreenOneViewController: UIViewController {}

final class ScreenTwoViewController: UIViewController {}
