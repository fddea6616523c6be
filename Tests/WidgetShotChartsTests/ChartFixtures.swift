import Foundation
import WidgetShot

/// Data the chart tests plot.
struct DaySteps: Identifiable {
    let day: String
    let steps: Int
    var id: String { day }
    static let week: [DaySteps] = [
        .init(day: "Mon", steps: 6200), .init(day: "Tue", steps: 8400), .init(day: "Wed", steps: 4100),
        .init(day: "Thu", steps: 9700), .init(day: "Fri", steps: 7300), .init(day: "Sat", steps: 11200), .init(day: "Sun", steps: 5200),
    ]
}

struct Sale {
    let month: String
    let product: String
    let units: Double
    static let all: [Sale] = [
        .init(month: "Jan", product: "Tea", units: 40), .init(month: "Jan", product: "Coffee", units: 65),
        .init(month: "Feb", product: "Tea", units: 52), .init(month: "Feb", product: "Coffee", units: 58),
        .init(month: "Mar", product: "Tea", units: 61), .init(month: "Mar", product: "Coffee", units: 70),
        .init(month: "Apr", product: "Tea", units: 45), .init(month: "Apr", product: "Coffee", units: 81),
    ]
}

/// 24 hourly prices from a fixed reference date (2026-11-25 00:00 UTC).
struct Price {
    let date: Date
    let value: Double
    static let start = Date(timeIntervalSince1970: 1_795_564_800)
    static let day: [Price] = [101, 102.5, 101.8, 103.2, 104, 103.1, 105.6, 106.2, 105.1, 107.4, 108.8, 108.1,
                               109.5, 110.2, 109.1, 111.4, 112.8, 111.9, 113.5, 112.7, 114.1, 115.2, 114.6, 116.0]
        .enumerated().map { Price(date: start.addingTimeInterval(Double($0.offset) * 3600), value: $0.element) }
}
