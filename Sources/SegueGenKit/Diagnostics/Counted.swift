/// A count with its noun: `1 segue`, `3 segues`; `plural` when it is not the noun with `s` added.
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
}
