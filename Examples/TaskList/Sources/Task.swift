/// A to-do item.
struct Task: Equatable, Sendable {
    var title: String
    var isDone = false
}
