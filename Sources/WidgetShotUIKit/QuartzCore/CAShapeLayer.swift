import Foundation

/// A layer drawing a path — Core Animation's `CAShapeLayer`
/// (https://developer.apple.com/documentation/quartzcore/cashapelayer), with Core Animation's
/// defaults: filled opaque black, not stroked, 1-point lines, butt caps, miter joins.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    /// The shape.
    open var path: CGPath?
    /// The fill colour (opaque black by default; nil: no fill).
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// How the inside is decided (`.nonZero` by default).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor?
    /// Where the stroke starts along the path, 0–1.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0–1.
    open var strokeEnd: CGFloat = 1
    /// The line width (1 by default).
    open var lineWidth: CGFloat = 1
    /// The miter limit (10 by default).
    open var miterLimit: CGFloat = 10
    /// The line caps (`.butt` by default).
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The line joins (`.miter` by default).
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// Lengths of dashes and gaps (nil: solid).
    open var lineDashPattern: [NSNumber]?

    /// A shape layer.
    public override init() { super.init() }
    /// A copy of another layer's properties (Core Animation's presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd; lineWidth = other.lineWidth; miterLimit = other.miterLimit
        lineCap = other.lineCap; lineJoin = other.lineJoin; lineDashPhase = other.lineDashPhase; lineDashPattern = other.lineDashPattern
    }
}

/// How a shape layer's lines end — `CAShapeLayerLineCap` (Core Animation's string values).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's lines join — `CAShapeLayerLineJoin` (Core Animation's string values).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// How a shape layer decides its inside — `CAShapeLayerFillRule` (Core Animation's string values).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
