import Foundation

/// Today's count, as the app stores it.
public struct Tally {
    public let count: Int
    public let goal: Int
    public init(count: Int, goal: Int) {
        self.count = count
        self.goal = goal
    }
    public var summary: String { "\(count) of \(goal)" }
}
