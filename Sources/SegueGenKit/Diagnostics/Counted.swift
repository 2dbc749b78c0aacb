/// A count with its noun, for messages and summaries: `1 segue`, `3 segues`.
///
/// - Parameters:
///   - count: how many.
///   - noun: the singular.
///   - plural: the plural, when it is not the singular with `s` added.
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
}
