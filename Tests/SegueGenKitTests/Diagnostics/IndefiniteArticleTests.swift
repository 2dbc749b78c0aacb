import Testing
@testable import SegueGenKit

/// `withIndefiniteArticle`: "an" by the sound a class name starts with, not its letter.
@Suite struct IndefiniteArticleTests {
    @Test(arguments: [
        // Framework prefixes are spelled out: "en-es", "ay-vee", "ex-em-el"; "you-eye", "see-en".
        ("NSWindowController", "an NSWindowController"), ("NSTabViewController", "an NSTabViewController"),
        ("AVPlayerViewController", "an AVPlayerViewController"), ("XMLViewController", "an XMLViewController"),
        ("UINavigationController", "a UINavigationController"), ("UIKit", "a UIKit"), ("CNContactViewController", "a CNContactViewController"),
        ("GLKViewController", "a GLKViewController"), ("X", "an X"),
        // Words by their first sound.
        ("AppKit", "an AppKit"), ("OnboardingWindowController", "an OnboardingWindowController"),
        ("InspectorWindowController", "an InspectorWindowController"), ("EditViewController", "an EditViewController"),
        ("ThemedNavigationController", "a ThemedNavigationController"), ("PreferencesWindowController", "a PreferencesWindowController"),
        ("UserNavigationController", "a UserNavigationController"), ("UtilityWindowController", "a UtilityWindowController"),
        ("UniversalSplitViewController", "a UniversalSplitViewController"), ("UpdateWindowController", "an UpdateWindowController"),
        ("UnlockNavigationController", "an UnlockNavigationController"), ("UnusedController", "an UnusedController"),
        ("EuropeController", "a EuropeController"), ("OneTimeController", "a OneTimeController"),
        ("HourlyController", "an HourlyController"), ("HomeController", "a HomeController"),
        ("Checkout.CartNavigationController", "a Checkout.CartNavigationController"), ("", "a "),
    ])
    func aNameTakesTheArticleOfItsFirstSound(_ name: String, _ expected: String) {
        #expect(withIndefiniteArticle(name) == expected)
    }
}
