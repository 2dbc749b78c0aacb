/// UIKit's and AppKit's view controller classes, to catch a class of the other framework,
/// which cannot compile, and a framework class as a source scene, whose extension would
/// give every view controller of the app its segues.
enum FrameworkClasses {
    static let uiKit: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UIPageViewController", "UITableViewController", "UICollectionViewController", "UISearchController",
        "UISearchContainerViewController", "UIAlertController", "UIActivityViewController",
        "UIImagePickerController", "UIVideoEditorController", "UIDocumentPickerViewController",
        "UIDocumentBrowserViewController", "UIReferenceLibraryViewController", "UIInputViewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "UICloudSharingController",
    ]

    static let appKit: Set<String> = [
        "NSViewController", "NSWindowController", "NSTabViewController", "NSSplitViewController",
        "NSPageController", "NSTitlebarAccessoryViewController", "NSCollectionViewItem",
    ]

    /// `UIKit` or `AppKit` when `typeName`, bare or qualified, is one of its view controller classes.
    static func framework(of typeName: String) -> String? {
        // Every class here starts with "UI" or "NS"; most names do not.
        guard typeName.hasPrefix("UI") || typeName.hasPrefix("NS") || typeName.hasPrefix("AppKit.") else { return nil }
        if uiKit.containsType(typeName, module: "UIKit") { return "UIKit" }
        if appKit.containsType(typeName, module: "AppKit") { return "AppKit" }
        return nil
    }
}
