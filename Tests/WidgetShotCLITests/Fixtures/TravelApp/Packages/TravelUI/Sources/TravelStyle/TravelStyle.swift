import SwiftUI

/// The package's palette, a target of its own that TravelUI depends on.
public enum TravelStyle {
    public static let accent = Color.orange.opacity(0.3)

    /// The number of days in a countdown ("in 3 days" → 3): a bare regex literal, which the
    /// package's Swift 6 language mode parses as one (KataGo's AnalysisLineParser does the same).
    public static func dayCount(in countdown: String) -> Int? {
        countdown.firstMatch(of: /in (\d+) days?/).flatMap { Int($0.1) }
    }
}
