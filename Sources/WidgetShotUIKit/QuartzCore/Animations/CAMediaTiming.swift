import Foundation

/// What an animation shows outside its active time — `CAMediaTimingFillMode` (Core Animation's
/// string values).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Keeps the final value after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the first value before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The name of a standard pacing curve — `CAMediaTimingFunctionName` (Core Animation's string values).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A pacing curve: a cubic Bézier from (0, 0) to (1, 1) — Core Animation's `CAMediaTimingFunction`.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The two inner control points.
    private let c1: CGPoint, c2: CGPoint

    /// A standard curve. Control points as Core Animation documents them ("Timing Functions"
    /// of the Core Animation Programming Guide and `CAMediaTimingFunctionName`): ease in
    /// (0.42, 0)–(1, 1), ease out (0, 0)–(0.58, 1), ease in-out (0.42, 0)–(0.58, 1), the default
    /// (0.25, 0.1)–(0.25, 1), linear (0, 0)–(1, 1).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }
    /// A curve with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
        super.init()
    }

    /// A control point: 0 is (0, 0), 1 and 2 the inner ones, 3 is (1, 1); `ptr` receives x and y.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: CGPoint = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)][min(max(idx, 0), 3)]
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }
}
