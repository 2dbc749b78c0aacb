/// Types that a spec may name where a view controller class belongs (a
/// source scene, a destination, a container's `type`) but that can never be
/// one: the generated code would not compile (UIKit's `SegueGen.scene`
/// requires `Destination: UIViewController`; an extension of `String` has
/// no `performSegue`), or on macOS would compile and never match a scene.
///
/// A finite list, not a guess from the name:
/// - ``standardLibrary``: structures, enumerations, protocols and type
///   aliases of the Swift standard library (The Swift Standard Library
///   reference, <https://developer.apple.com/documentation/swift>), the
///   ones a spec could name by mistake: numbers, text, collections, and
///   `Optional`, `Result`, `Never`, `Void`, `AnyObject` and the common
///   protocols. None is a class.
/// - ``foundation``: Foundation's value types, structures and enumerations
///   (the Foundation reference, <https://developer.apple.com/documentation/foundation>,
///   "Swift value types" such as `Data`, `URL`, `Date`).
/// - ``uiKit`` and ``appKit``: classes of the UI frameworks that are not view
///   controllers nor one of their superclasses (Apple's UIKit and AppKit
///   documentation): views, windows, the application, storyboards and
///   segues. `UIResponder`, `NSResponder` and `NSObject` are left out: a
///   view controller is one.
///
/// `FrameworkClasses` lists the view controller classes themselves.
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

    /// Where a type of the lists comes from.
    enum Owner: CaseIterable {
        case standardLibrary, foundation, uiKit, appKit

        var module: String {
            switch self {
            case .standardLibrary: "Swift"
            case .foundation: "Foundation"
            case .uiKit: "UIKit"
            case .appKit: "AppKit"
            }
        }

        var types: Set<String> {
            switch self {
            case .standardLibrary: NonViewControllerTypes.standardLibrary
            case .foundation: NonViewControllerTypes.foundation
            case .uiKit: NonViewControllerTypes.uiKit
            case .appKit: NonViewControllerTypes.appKit
            }
        }

        /// What the type is, as a noun phrase: "a type of the Swift standard library".
        var description: String {
            switch self {
            case .standardLibrary: "a type of the Swift standard library"
            case .foundation: "a value type of Foundation"
            case .uiKit: "a UIKit class"
            case .appKit: "an AppKit class"
            }
        }

        /// Whether an app may well have a class of its own by the name (a
        /// `Calendar` screen, say), which it then qualifies with its module;
        /// the UI frameworks' prefixes are Apple's.
        var nameMayBeTheApps: Bool { self == .standardLibrary || self == .foundation }
    }

    /// Whose type `typeName` is, bare or qualified by its module
    /// (`Swift.String`, `Foundation.URL`, `UIKit.UIView`), when it is one of
    /// the lists'; nil for every other name.
    static func owner(of typeName: String) -> Owner? {
        // Most names are longer than any bare name here, and unqualified.
        guard typeName.utf8.count <= longestName || typeName.utf8.contains(UInt8(ascii: ".")) else { return nil }
        return Owner.allCases.first { $0.types.containsType(typeName, module: $0.module) }
    }

    /// The length in UTF-8 bytes of the longest bare name in the lists.
    static let longestName = [standardLibrary, foundation, uiKit, appKit].joined().map(\.utf8.count).max() ?? 0
}

extension Set<String> {
    /// Whether `typeName` is in the set bare or qualified by `module`
    /// (`UIKit.UIViewController` for `UIViewController` and "UIKit").
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

    /// The classes a container is, for advice: "UINavigationController,
    /// UITabBarController or UISplitViewController, or a subclass of one".
    var containerClasses: String {
        let names = ContainerKind.kinds(of: uiFramework).map(\.className)
        let list = WordList.joined(names, "or")
        return "\(list), or a subclass of one"
    }
}
