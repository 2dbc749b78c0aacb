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
