import Foundation

/// A stock quote: the pod's public API, which the widget imports as `quote_kit`.
public struct Quote: Equatable {
    public let symbol: String
    public let price: Double
    public let change: Double

    public init(symbol: String, price: Double, change: Double) {
        self.symbol = symbol
        self.price = price
        self.change = change
    }

    /// The change as a signed percentage of the previous close ("+1.25%").
    public var changeText: String {
        let previous = price - change
        let percent = previous == 0 ? 0 : change / previous * 100
        return String(format: "%@%.2f%%", percent >= 0 ? "+" : "", percent)
    }
}
