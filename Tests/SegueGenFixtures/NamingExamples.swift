import SegueGenKit

/// One identifier and exactly what the rules make of it. The list below is asserted by
/// `SegueNamesTests`, compiled by `NamingCompileTests` and printed as the example table of
/// docs/Naming.md by `NamingDocsTests`, so the three cannot disagree.
struct NamingExample: Sendable, CustomStringConvertible {
    enum Outcome: Sendable, Equatable {
        /// Case name as written in source (backticks included) and method base name.
        case names(caseName: String, methodName: String)
        case problem(NamingProblem)
    }

    let identifier: String
    let outcome: Outcome
    /// Why, for the docs table: the rule numbers of docs/Naming.md that apply.
    let note: String

    init(_ identifier: String, _ caseName: String, _ methodName: String, _ note: String) {
        self.identifier = identifier
        self.outcome = .names(caseName: caseName, methodName: methodName)
        self.note = note
    }

    init(_ identifier: String, problem: NamingProblem, _ note: String) {
        self.identifier = identifier
        self.outcome = .problem(problem)
        self.note = note
    }

    var description: String { SwiftLiteral.quoted(identifier) }
}

enum NamingExamples {
    static let all: [NamingExample] = [
        NamingExample("showTaskDetail", "showTaskDetail", "performShowTaskDetailSegue", "1, 3, 4"),
        NamingExample("ShowTaskDetail", "showTaskDetail", "performShowTaskDetailSegue", "3: first capital lowercased"),
        NamingExample("ScreenOneSegue", "screenOneSegue", "performScreenOneSegue", "4: \"Segue\" not repeated"),
        NamingExample("ScreenOneSegueButton", "screenOneSegueButton", "performScreenOneSegueButtonSegue", "3: humps kept"),
        NamingExample("Screen One Segue Button", "screenOneSegueButton", "performScreenOneSegueButtonSegue",
                      "1, 3: same names as above, a collision"),
        NamingExample("Confirm your Bid - Bidder Found", "confirmYourBidBidderFound",
                      "performConfirmYourBidBidderFoundSegue", "1, 3"),
        NamingExample("show.detail", "showDetail", "performShowDetailSegue", "1: dot separates"),
        NamingExample("show_detail", "showDetail", "performShowDetailSegue", "1: underscore separates"),
        NamingExample("SHOW_DETAIL", "showDetail", "performShowDetailSegue", "2: shouted words lowercased"),
        NamingExample("Show-NavCtrl", "showNavCtrl", "performShowNavCtrlSegue", "1, 3"),
        NamingExample("URLSettings", "urlSettings", "performURLSettingsSegue", "3: leading acronym lowercased"),
        NamingExample("URL Settings", "urlSettings", "performURLSettingsSegue", "3: same as above"),
        NamingExample("URLs", "urls", "performURLsSegue", "3: an acronym's plural"),
        NamingExample("IDsList", "idsList", "performIDsListSegue", "3: same, before a hump"),
        NamingExample("openURL", "openURL", "performOpenURLSegue", "3: inner acronym kept"),
        NamingExample("GET", "get", "performGetSegue", "2"),
        NamingExample("2FA Setup", "_2faSetup", "perform2FASetupSegue", "3, 5: leading digit"),
        NamingExample("42", "_42", "perform42Segue", "5"),
        NamingExample("show\nDetail", "showDetail", "performShowDetailSegue", "1: line break separates"),
        NamingExample("say \"hi\"", "sayHi", "performSayHiSegue", "1: quotes separate"),
        NamingExample("🚀 Launch", "launch", "performLaunchSegue", "1: emoji separate"),
        NamingExample("❤️ Favorites", "favorites", "performFavoritesSegue", "1: emoji and variation selector"),
        NamingExample("Détails", "détails", "performDétailsSegue", "1, 3: letters beyond ASCII kept"),
        NamingExample("日本語", "日本語", "perform日本語Segue", "1: uncased letters kept"),
        NamingExample("Ελληνικά Ρυθμίσεις", "ελληνικάΡυθμίσεις", "performΕλληνικάΡυθμίσειςSegue", "1, 3"),
        NamingExample("default", "`default`", "performDefaultSegue", "6: reserved keyword"),
        NamingExample("self", "`self`", "performSelfSegue", "6"),
        NamingExample("init", "`init`", "performInitSegue", "6"),
        NamingExample("Type", "type", "performTypeSegue", "3: lowercased, no longer special"),
        NamingExample("get", "get", "performGetSegue", "6: contextual keyword stays bare"),
        NamingExample("rawValue", "rawValue", "performRawValueSegue", "compiles as a case"),
        NamingExample("none", "noneSegue", "performNoneSegue", "7"),
        NamingExample("some", "someSegue", "performSomeSegue", "7"),
        NamingExample("allCases", "allCasesSegue", "performAllCasesSegue", "7"),
        NamingExample("Segue", "segue", "performSegueSegue", "4: nothing left to drop"),
        NamingExample("", problem: .emptyIdentifier, "needs `name:`"),
        NamingExample("   ", problem: .noUsableCharacters(identifier: "   "), "needs `name:`"),
        NamingExample("-", problem: .noUsableCharacters(identifier: "-"), "needs `name:`"),
        NamingExample("🚀", problem: .noUsableCharacters(identifier: "🚀"), "needs `name:`"),
    ]
}
