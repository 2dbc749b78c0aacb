/// An Interface Builder storyboard as its XML says it, with positions. It decides
/// nothing: what its segues mean across storyboards is `StoryboardCatalog`'s to work out.
public struct Storyboard: Sendable {
    /// The path as the user named it; diagnostics print it verbatim.
    public var path: String
    /// The `targetRuntime` attribute of the document (`iOS.CocoaTouch`, `AppleTV`, `MacOSX.Cocoa`, `watchKit`).
    public var targetRuntime: String
    /// The `id` of the initial view controller (`initialViewController`), if the storyboard has one.
    public var initialViewControllerID: String?
    /// The scenes in document order.
    public var scenes: [StoryboardScene] = []
    /// `<segue>` elements that are not segues, in document order.
    public var ignoredSegueElements: [IgnoredSegueElement] = []

    public init(
        path: String, targetRuntime: String, initialViewControllerID: String? = nil, scenes: [StoryboardScene] = [],
        ignoredSegueElements: [IgnoredSegueElement] = []
    ) {
        self.path = path
        self.targetRuntime = targetRuntime
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
        self.ignoredSegueElements = ignoredSegueElements
    }

    /// The name other storyboards' references use for this one: the file name
    /// without its directory and without `.storyboard` (`Base.lproj/Main.storyboard` is `Main`).
    public var name: String {
        let fileName = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        return String(fileName.hasSuffix(".storyboard") ? fileName.dropLast(".storyboard".count) : fileName)
    }

    public var runtime: StoryboardRuntime { StoryboardRuntime(targetRuntime: targetRuntime) }

    /// The path with its `.lproj` folder left out (`App/*.lproj/Main.storyboard`), the
    /// same for the localizations the app picks from by language; nil outside one.
    public var localizationGroup: String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard localizationFolder(of: components) != nil else { return nil }
        return (components.dropLast(2) + ["*.lproj", components[components.count - 1]]).joined(separator: "/")
    }

    /// Whether this is the `Base.lproj` localization, the one the app loads in a
    /// language without its own, which stands for its group where one is needed.
    public var isBaseLocalization: Bool {
        localizationFolder(of: path.split(separator: "/", omittingEmptySubsequences: false)) == "Base.lproj"
    }

    private func localizationFolder(of components: [Substring]) -> Substring? {
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
        return components[components.count - 2]
    }
}

/// The UI framework a storyboard's `targetRuntime` names.
public enum StoryboardRuntime: Sendable, Hashable, CustomStringConvertible {
    case uiKit(Platform)
    case appKit
    /// WatchKit (`watchKit`): interface controllers, no view controllers.
    case watchKit
    case unknown(String)

    public init(targetRuntime: String) {
        switch targetRuntime {
        case "iOS.CocoaTouch", "iOS.CocoaTouch.iPad": self = .uiKit(.ios)
        case "AppleTV": self = .uiKit(.tvos)
        case "MacOSX.Cocoa": self = .appKit
        case "watchKit": self = .watchKit
        default: self = .unknown(targetRuntime)
        }
    }

    public var platform: Platform? {
        if case .uiKit(let platform) = self { return platform }
        return nil
    }

    /// Whether seguegen generates code for its storyboards: UIKit and AppKit ones.
    public var isGenerated: Bool { platform != nil || self == .appKit }

    /// Whether a spec for `platform` reads storyboards of this runtime.
    public func isFramework(of platform: Platform) -> Bool {
        platform.isUIKit ? self.platform != nil : self == .appKit
    }

    public var description: String {
        switch self {
        case .uiKit(let platform): return "UIKit (\(platform.rawValue))"
        case .appKit: return "AppKit"
        case .watchKit: return "WatchKit"
        case .unknown(let name): return "unknown runtime '\(name)'"
        }
    }
}

/// One scene: a view controller (or a storyboard reference, or the macOS
/// application) and the objects around it.
public struct StoryboardScene: Sendable {
    public var sceneID: String
    /// Where the `<scene>` element starts.
    public var location: SourceLocation
    /// The object with `sceneMemberID="viewController"` (in WatchKit storyboards, which
    /// lack it, the first object that is neither a placeholder nor an exit).
    public var controller: StoryboardController?
    /// The `<exit>` objects of the scene: what unwind segues point at.
    public var exits: [StoryboardExit] = []
    /// Every segue in the scene, in document order, wherever it sits (on the
    /// controller, a button, a table view cell, a gesture recognizer, a menu item).
    public var segues: [StoryboardSegue] = []
}

/// A class set in Interface Builder's identity inspector, on a scene or on a segue.
public struct StoryboardClass: Sendable, Hashable {
    /// The `customClass` attribute: the class name as the Objective-C runtime knows it.
    public var name: String
    public var module: String?
    /// Whether `customModuleProvider="target"`: the class is in the module of
    /// the target that builds the storyboard, whatever `module` says.
    public var moduleIsTarget = false
}

public struct StoryboardController: Sendable {
    /// The `id` attribute, which segues name as their `destination`.
    public var id: String
    /// `viewController`, `tableViewController`, `viewControllerPlaceholder`, `application`, ...
    public var element: String
    public var customClass: StoryboardClass?
    /// The `storyboardIdentifier` attribute (the "Storyboard ID"), which references name.
    public var storyboardIdentifier: String?
    /// For a storyboard reference (`viewControllerPlaceholder`, `controllerPlaceholder` on macOS).
    public var reference: StoryboardReference?
    public var location: SourceLocation
}

/// What a storyboard reference points at: a scene of another storyboard (or
/// of its own), by Storyboard ID, or that storyboard's initial scene.
public struct StoryboardReference: Sendable, Hashable {
    /// The `storyboardName` attribute; nil when it is missing or empty, which
    /// makes the reference point into its own storyboard.
    public var storyboardName: String?
    /// The `referencedIdentifier` attribute: the Storyboard ID of the scene;
    /// nil for the storyboard's initial view controller.
    public var referencedIdentifier: String?
    /// The `bundleIdentifier` attribute, when the storyboard is in another bundle.
    public var bundleIdentifier: String?
}

/// An `<exit>` object: the target of unwind segues.
public struct StoryboardExit: Sendable, Hashable {
    public var id: String
    public var location: SourceLocation
}

/// A `<segue>` element that is a segue (see `IgnoredSegueElement` for those that are not).
public struct StoryboardSegue: Sendable, Hashable {
    public var id: String?
    /// The `identifier` attribute, exactly as written; nil when it is absent
    /// (the segue cannot be performed from code), "" when it is empty.
    public var identifier: String?
    /// The `kind` attribute: `show`, `showDetail`, `presentation`, `push`,
    /// `modal`, `popover`, `custom`, `embed`, `unwind`, `relationship`, ... ("" if missing).
    public var kind: String
    /// The `relationship` attribute of a relationship segue (`rootViewController`,
    /// `viewControllers`, `tabItems`, `splitItems`, `window.shadowedContentViewController`, ...).
    public var relationship: String?
    /// The `destination` attribute: the `id` of a controller, or of an `<exit>` for an unwind segue.
    public var destinationID: String?
    /// The `unwindAction` attribute of an unwind segue (`unwindToList:`).
    public var unwindAction: String?
    /// The custom segue class (a `UIStoryboardSegue` subclass), if one is set.
    public var customClass: StoryboardClass?
    /// The element whose `<connections>` hold the segue: the scene's controller, or
    /// a control (`button`, `tableViewCell`, `tapGestureRecognizer`, `menuItem`, ...).
    public var triggerElement: String
    /// Whether the scene's controller itself holds the segue (a "manual" segue,
    /// performed from code), rather than a control in the scene.
    public var isTriggeredByController: Bool
    public var location: SourceLocation

    /// Containment (which scene a container holds), not navigation.
    public var isRelationship: Bool { kind == "relationship" }
    public var isUnwind: Bool { kind == "unwind" }
    /// A container view's child, set up when the view loads.
    public var isEmbed: Bool { kind == "embed" }
}

/// A `<segue>` element that is not a segue, and why.
public struct IgnoredSegueElement: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `<segue reference="..."/>` in `<inferredMetricsTieBreakers>`: a
        /// pointer to a segue whose metrics Interface Builder inferred.
        case tieBreakerReference
        /// A `<segue key="preview"/>` or `key="commit"` child of a segue: the
        /// peek and pop settings of its parent.
        case peekAndPop(key: String)
        case outsideScene
    }

    public var kind: Kind
    public var location: SourceLocation
}
