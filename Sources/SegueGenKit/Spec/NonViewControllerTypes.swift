/// Types a spec may name where a view controller class belongs but that can never be
/// one: the generated code would not compile, or on macOS never match a scene. A finite
/// list from Apple's references, not a guess from the name (docs/Spec.md, "`destination`").
/// `UIResponder`, `NSResponder` and `NSObject` are left out: a view controller is one.
enum NonViewControllerTypes {
    static let standardLibrary: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UInt128", "Float", "Float16", "Float32", "Float64", "Float80", "Double", "Duration",
        "String", "Substring", "Character", "StaticString", "Unicode",
        "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Range", "ClosedRange", "KeyValuePairs",
        "CollectionOfOne", "EmptyCollection",
        "Optional", "Result", "Never", "Void", "AnyObject", "AnyClass", "AnyHashable", "ObjectIdentifier", "Mirror",
        "Error", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable", "Sendable",
    ]

    static let foundation: Set<String> = [
        "Data", "Date", "DateComponents", "DateInterval", "URL", "URLComponents", "URLQueryItem", "URLRequest", "UUID",
        "Decimal", "Locale", "TimeZone", "Calendar", "IndexPath", "IndexSet", "CharacterSet", "Measurement",
        "Notification", "AttributedString", "PersonNameComponents",
    ]

    static let uiKit: Set<String> = [
        "UIView", "UIWindow", "UIApplication", "UIStoryboard", "UIStoryboardSegue",
    ]

    static let appKit: Set<String> = [
        "NSView", "NSWindow", "NSApplication", "NSStoryboard", "NSStoryboardSegue",
    ]

    /// A module whose types these are, and the types in words for a message.
    struct Owner {
        var module: String
        /// "a type of the Swift standard library".
        var description: String
        var types: Set<String>
        /// Whether an app may well have a class of its own by the name (a `Calendar` screen),
        /// which it then qualifies with its module.
        var nameMayBeTheApps = false
    }

    static let owners = [
        Owner(module: "Swift", description: "a type of the Swift standard library", types: standardLibrary, nameMayBeTheApps: true),
        Owner(module: "Foundation", description: "a value type of Foundation", types: foundation, nameMayBeTheApps: true),
        Owner(module: "UIKit", description: "a UIKit class", types: uiKit),
        Owner(module: "AppKit", description: "an AppKit class", types: appKit),
    ]

    /// Whose type `typeName` is, bare or qualified by its module (`Swift.String`).
    static func owner(of typeName: String) -> Owner? {
        owners.first { $0.types.containsType(typeName, module: $0.module) }
    }
}

extension Set<String> {
    /// Whether `typeName` is in the set bare or qualified by `module`.
    func containsType(_ typeName: String, module: String) -> Bool {
        if contains(typeName) { return true }
        // On bytes: a module and a dot are ASCII, and the names here are too.
        guard typeName.utf8.starts(with: module.utf8) else { return false }
        let rest = typeName.utf8.dropFirst(module.utf8.count)
        guard rest.first == UInt8(ascii: ".") else { return false }
        return contains(String(decoding: rest.dropFirst(), as: UTF8.self))
    }
}

extension Platform {
    /// The classes a source scene or destination is, for advice: "a UIViewController subclass".
    var viewControllerClasses: String {
        isUIKit ? "a UIViewController subclass" : "an NSViewController or NSWindowController subclass"
    }

    /// For advice: "UINavigationController, UITabBarController or UISplitViewController, or a subclass of one".
    var containerClasses: String {
        let names = ContainerKind.kinds(of: uiFramework).map(\.className)
        let list = WordList.joined(names, "or")
        return "\(list), or a subclass of one"
    }
}
