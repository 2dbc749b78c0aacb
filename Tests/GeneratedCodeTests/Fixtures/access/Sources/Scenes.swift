import UIKit

open class CatalogViewController: UIViewController {
    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
}

public final class ProductViewController: UIViewController {
    public var sku = ""
}

package final class CartViewController: UIViewController {}

package final class CheckoutViewController: UIViewController {}
