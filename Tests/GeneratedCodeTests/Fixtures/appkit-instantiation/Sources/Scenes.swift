import AppKit

final class MainWindowController: NSWindowController {
    var document = ""

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        SegueGen.prepare(for: segue)
    }
}

final class AboutWindowController: NSWindowController {
    var version = ""
}

final class ExportViewController: NSViewController {
    var format = ""
}

final class PreferencesViewController: NSViewController {
    var pane = ""
}

final class OnboardingViewController: NSViewController {
    var step = 0
}

final class InspectorWindowController: NSWindowController {}

final class InspectorViewController: NSViewController {
    var selection = ""
}

final class AccountsViewController: NSViewController {
    var account = ""
}
