import Foundation

/// A layer filled with a gradient — Core Animation's `CAGradientLayer`
/// (https://developer.apple.com/documentation/quartzcore/cagradientlayer), with Core Animation's
/// defaults: an axial gradient from the top centre (0.5, 0) to the bottom centre (0.5, 1).
open class CAGradientLayer: CALayer, @unchecked Sendable {
    /// The colours, as `CGColor`s.
    open var colors: [Any]?
    /// Where each colour stops, 0–1 (nil: evenly spaced).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient (`.axial` by default).
    open var type: CAGradientLayerType = .axial

    /// A gradient layer.
    public override init() { super.init() }
    /// A copy of another layer's properties.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint; endPoint = other.endPoint; type = other.type
    }
}

/// The kinds of gradient — `CAGradientLayerType` (Core Animation's string values).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
