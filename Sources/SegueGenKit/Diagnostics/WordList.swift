/// Items in a sentence, as messages list them.
enum WordList {
    /// `items` joined as English writes a list: `a`, `a and b`, `a, b and c`
    /// (no comma before the conjunction); `conjunction` is "and" or "or".
    static func joined(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
