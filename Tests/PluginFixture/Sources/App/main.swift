@_spi(StandIn) import UIKit

// Performs each typed segue against the stand-in storyboard and prints what
// its destination received.
@MainActor func run() {
    let storyboard = UIStoryboard(standInName: "Main")
    let inbox = InboxViewController()
    inbox.standInLoad(from: storyboard, segues: [
        StandInSegueTemplate(identifier: "showMessage", destination: { MessageViewController() }),
        StandInSegueTemplate(identifier: "presentCompose", kind: .present, destination: {
            UINavigationController(rootViewController: ComposeViewController())
        }),
    ])
    let navigation = UINavigationController(rootViewController: inbox)

    inbox.open(subject: "Hello")
    print("message: \((navigation.topViewController as? MessageViewController)?.subject ?? "none")")

    inbox.compose()
    let composer = (storyboard.standInPerformedSegues.last?.destination as? UINavigationController)?.topViewController as? ComposeViewController
    composer?.onSend("Dear plugin")
    print("drafts: \(inbox.drafts)")

    let settings = SettingsViewController()
    settings.standInLoad(from: storyboard, segues: [
        StandInSegueTemplate(identifier: "showAbout", kind: .present, destination: { AboutViewController() }),
    ])
    settings.showAbout(version: "2.0")
    print("about: \((storyboard.standInPerformedSegues.last?.destination as? AboutViewController)?.version ?? "none")")
    print("identifiers: \(InboxViewController.SegueIdentifier.allCases.map(\.rawValue) + SettingsViewController.SegueIdentifier.allCases.map(\.rawValue))")
}

MainActor.assumeIsolated { run() }
