import UIKit

final class FeedViewController: UIViewController {}
final class SearchViewController: UIViewController {}
final class AccountViewController: UIViewController {}
class HelpViewController: UIViewController {}
final class SearchHelpViewController: HelpViewController {}
final class PostViewController: UIViewController {}
