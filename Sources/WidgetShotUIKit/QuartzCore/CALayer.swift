import Foundation
import WidgetShotUI

/// What a layer asks its delegate (a `UIView` for its own layer) — Core Animation's
/// `CALayerDelegate`. Every method is optional.
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's contents (called by `display()`).
    func display(_ layer: CALayer)
    /// Draws the layer's contents into a context.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of the layer's property `event` (nil: look further; `NSNull`: none).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// A rectangle of content — Core Animation's `CALayer`.
///
/// Properties are kept as set; WidgetShot composites no layer tree (nothing is on screen in a
/// render), so a layer is displayed only when code asks for it (`display()`,
/// `displayIfNeeded()`), as Core Animation displays a layer that is not in a window only then.
open class CALayer: NSObject, @unchecked Sendable {
    /// Whether a change of the property `key` redraws the layer (Core Animation's default: false;
    /// subclasses with custom drawn properties override it).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// The action run when the property `event` changes, looked up as Core Animation does: the
    /// delegate's, then `actions`, then `defaultAction(forKey:)`. No layer is on screen in a
    /// widget render, so Core Animation runs no implicit action; code may ask and run one.
    open func action(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        return actions?[event] ?? Self.defaultAction(forKey: event)
    }
    /// Actions by property name.
    open var actions: [String: CAAction]?
    /// The action for a property when nothing else gives one (none).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }
    /// The layer as currently shown on screen: nil, as Core Animation answers for a layer never
    /// committed to the screen (none is, in a widget render).
    open func presentation() -> Self? { nil }
    /// The layer holding the model values (the layer itself).
    open func model() -> Self { self }
    /// The frame in the superlayer's coordinates.
    open var frame: CGRect {
        get { CGRect(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                     width: bounds.width, height: bounds.height) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
    /// The layer's own coordinate space.
    open var bounds: CGRect = .zero
    /// The anchor point's position in the superlayer.
    open var position: CGPoint = .zero
    /// The anchor point in unit coordinates (the centre by default).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The contents (a `CGImage`, usually).
    open var contents: Any?
    /// How the contents fit the bounds (`.resize` by default).
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Pixels per point of the contents (1 by default).
    open var contentsScale: CGFloat = 1
    /// The background colour.
    open var backgroundColor: CGColor?
    /// The corner radius.
    open var cornerRadius: CGFloat = 0
    /// The corner curve (`.circular` by default).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether sublayers and contents are clipped to the rounded bounds.
    open var masksToBounds = false
    /// The border width.
    open var borderWidth: CGFloat = 0
    /// The border colour (opaque black by default).
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The opacity.
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false
    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's opacity (0 by default: no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's offset ((0, −3) by default).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (3 by default).
    open var shadowRadius: CGFloat = 3
    /// The shadow's shape.
    open var shadowPath: CGPath?
    /// The transform applied around the anchor point (`setAffineTransform(_:)`).
    private var storedAffineTransform: CGAffineTransform = .identity
    /// A layer whose alpha masks this one.
    open var mask: CALayer?
    /// Whether the layer is opaque.
    open var isOpaque = false
    /// The delegate (a view, for its own layer).
    open weak var delegate: CALayerDelegate?
    /// The layer's name.
    open var name: String?
    /// The sublayers, back to front.
    open private(set) var sublayers: [CALayer]?
    /// The layer containing this one.
    open private(set) weak var superlayer: CALayer?
    /// Whether the contents must be displayed again.
    private var needsDisplayFlag = false

    /// A layer.
    public override init() { super.init() }
    /// A copy of another layer's properties (Core Animation's presentation copies).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        contents = other.contents; backgroundColor = other.backgroundColor; opacity = other.opacity
    }

    /// The transform, as an affine transform.
    open func affineTransform() -> CGAffineTransform { storedAffineTransform }
    /// Sets the transform.
    open func setAffineTransform(_ m: CGAffineTransform) { storedAffineTransform = m }

    /// Adds a sublayer on top.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
    /// Inserts a sublayer at an index.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(idx), list.count))
        sublayers = list
        layer.superlayer = self
    }
    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Marks the contents stale.
    open func setNeedsDisplay() { needsDisplayFlag = true }
    /// Marks part of the contents stale.
    open func setNeedsDisplay(_ r: CGRect) { needsDisplayFlag = true }
    /// Whether the contents are stale.
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Displays the contents now if they are stale.
    open func displayIfNeeded() { if needsDisplayFlag { display() } }
    /// Displays the contents: the delegate's `display(_:)`.
    open func display() {
        needsDisplayFlag = false
        delegate?.display(self)
    }
    /// Draws the contents into a context (the delegate's `draw(_:in:)`).
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Marks the layout stale.
    open func setNeedsLayout() {}
    /// Lays out sublayers (the delegate's `layoutSublayers(of:)`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// Animations by key, in the order added (see `CAAnimation`: kept, never run).
    private var animationsByKey: [(key: String, animation: CAAnimation)] = []
    /// Adds an animation under a key (a copy, as Core Animation adds; an animation under the
    /// same key is replaced; a nil key gets a unique one). Animations change only what is shown,
    /// never the layer's properties, and a render shows no layer tree: nothing changes here.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "widgetshot.animation.\(animationsByKey.count).\(ObjectIdentifier(anim).hashValue)"
        animationsByKey.removeAll { $0.key == key }
        animationsByKey.append((key, anim.copy() as! CAAnimation))
    }
    /// The animation under a key (a copy of what was added).
    open func animation(forKey key: String) -> CAAnimation? { animationsByKey.first { $0.key == key }?.animation }
    /// The keys of the layer's animations (nil when none, as Core Animation answers).
    open func animationKeys() -> [String]? { animationsByKey.isEmpty ? nil : animationsByKey.map(\.key) }
    /// Removes every animation.
    open func removeAllAnimations() { animationsByKey.removeAll() }
    /// Removes one animation.
    open func removeAnimation(forKey key: String) { animationsByKey.removeAll { $0.key == key } }
}

/// How a layer's contents fit its bounds — `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The curve of a layer's rounded corners — `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
