/// A UIKit-era chart model (ivanschuetz/SwiftCharts also names its class `Chart`).
public final class Chart {
    public let points: [Double]
    public init(points: [Double]) { self.points = points }
    public var summary: String { "\(points.count) points, max \(Int(points.max() ?? 0))" }
}
