/// Identifiers that exercise every rule; compiled by `NamingCompileTests`.
enum NamingCorpus {
    /// Accepted type names; `NamingCompileTests` declares and uses each of them.
    static let acceptedTypeNames = [
        "TaskDetailViewController", "Models.TaskDetailViewController", "Outer.Inner", "A.B.C",
        "Détails", "日本語ViewController", "_Private", "get", "Models.get", "rawValue", "Outer.left",
        "optional", "Models.willSet", "x²", "Ω",
    ]

    /// Member names of `enum E: String, CaseIterable, Sendable` and of NSObject that a case
    /// or method could clash with.
    static let memberNames = [
        "rawValue", "RawValue", "allCases", "AllCases", "init", "hashValue", "hash", "description",
        "debugDescription", "self", "Type", "Protocol", "dynamicType", "encode", "isEqual", "perform",
        "performSegue", "prepare", "shouldPerformSegue", "className", "copy", "mutableCopy", "next",
        "storyboard", "children", "parent",
    ]

    /// Words the compiler treats as keywords somewhere, beyond the grammar's lists.
    static let compilerWords = [
        "actor", "any", "each", "macro", "consume", "discard", "isolated", "sending", "then",
        "yield", "distributed", "Sendable", "Optional", "some", "none", "_",
    ]

    static let unicode = [
        "Détails", "De\u{301}tails", "日本語", "Ελληνικά Ρυθμίσεις", "сайт", "हिन्दी", "한국어", "العربية",
        "עברית", "ไทย", "ÉCOLE", "ǆungla", "straße", "ßtraße", "İstanbul", "ＦＵＬＬ", "x²", "٣ Items",
        "Ⅻ Chapter", "①②", "µ", "ª", "º", "¼", "Ω", "Å", "ﬁle", "a\u{200B}b", "a\u{2060}b", "\u{202E}evil",
        "🚀 Launch", "❤️ Favorites", "1️⃣ Step", "👩‍👩‍👧 Family", "🇫🇷 France", "👍🏽 Like", "x\u{20E3}", "ok✅",
        "€ Price", "a·b", "a‿b", "Tab\tName", "CR\rLF\r\nEnd", "nul\u{0}char", "back\\slash", "a`b",
        "say \"hi\"", "show\nDetail", "#if", "@objc", "$0", "__x", "_private", "e\u{301}", "\u{301}e",
    ]

    static let misc = [
        "showTaskDetail", "ScreenOneSegue", "Screen One Segue Button", "ScreenOneSegueButton",
        "Confirm your Bid - Bidder Found", "Pending Uploads VC Segue Identifier", "Show-NavCtrl",
        "2FA Setup", "42", "3D Touch", "to3DTouch", "show.detail", "show_detail", "SHOW_DETAIL",
        "URLSettings", "openURL", "GET", "DOWNLOAD", "Segue", "segue segue", "unwindSegue",
        "showSEGUE", "iOS Settings", "A", "  padded  ", "", "   ", "-", "🚀",
    ]

    /// Every keyword of the grammar's lists (`SwiftKeywords.all`), also capitalized and
    /// shouted, plus the lists above.
    static func trickyIdentifiers(keywords: some Sequence<String>) -> [String] {
        var result: [String] = []
        for keyword in keywords {
            result.append(keyword)
            result.append(keyword.prefix(1).uppercased() + keyword.dropFirst())
            result.append(keyword.uppercased())
        }
        result += memberNames + compilerWords + unicode + misc
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }
}
