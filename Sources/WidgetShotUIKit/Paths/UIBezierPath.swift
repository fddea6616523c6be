import Foundation
import WidgetShotUI

/// A vector path — UIKit's `UIBezierPath`, built on SwiftUI's `Path`; `fill()`, `stroke()` and
/// `addClip()` draw into the current `UIGraphicsImageRenderer` context. Angles are in radians,
/// and `clockwise` means clockwise on screen (y down), as in UIKit.
///
/// ```swift
/// UIColor.systemRed.setFill()
/// UIBezierPath(roundedRect: rect, cornerRadius: 8).fill()
/// ```
open class UIBezierPath: NSObject, @unchecked Sendable {
    /// The path.
    public var path: Path
    /// Stroke width in points (UIKit's default 1).
    open var lineWidth: CGFloat = 1
    /// Stroke cap.
    open var lineCapStyle: CGLineCap = .butt
    /// Stroke join.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Miter limit (UIKit's default 10).
    open var miterLimit: CGFloat = 10
    /// Even-odd instead of non-zero filling.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() {
        path = Path()
        super.init()
    }
    /// A path from a SwiftUI path.
    public init(path: Path) {
        self.path = path
        super.init()
    }
    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(path: Path(rect)) }
    /// An ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect)) }
    /// A rounded rectangle (circular corners).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(path: Path(roundedRect: rect, cornerRadius: cornerRadius, style: .circular))
    }
    /// A rectangle with some corners rounded by `cornerRadii` (circular corners of the smaller radius).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = max(0, min(cornerRadii.width, cornerRadii.height, rect.width / 2, rect.height / 2))
        var p = Path()
        func corner(_ c: UIRectCorner, _ point: CGPoint, _ center: CGPoint, _ start: Double) {
            if corners.contains(c) && r > 0 {
                p.addArc(center: center, radius: r, startAngle: .radians(start), endAngle: .radians(start + .pi / 2), clockwise: false)
            } else if p.isEmpty { p.move(to: point) } else { p.addLine(to: point) }
        }
        corner(.topLeft, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX + r, y: rect.minY + r), .pi)
        corner(.topRight, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX - r, y: rect.minY + r), -.pi / 2)
        corner(.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0)
        corner(.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX + r, y: rect.maxY - r), .pi / 2)
        p.closeSubpath()
        self.init(path: p)
    }
    /// A circular arc.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a subpath.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a straight line.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// Adds a circular arc (clockwise on screen when `clockwise`).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // SwiftUI's `clockwise` is the opposite on screen (y-down); UIKit's is visual.
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
    }
    /// Closes the subpath.
    open func close() { path.closeSubpath() }
    /// Appends another path.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Removes every element.
    open func removeAllPoints() { path = Path() }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The bounding box.
    open var bounds: CGRect { path.boundingRect }

    private var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit)
    }
    /// Fills with the current fill colour.
    open func fill() { GraphicsContextStack.current?.uikitFill(path, evenOdd: usesEvenOddFillRule) }
    /// Strokes with the current stroke colour and this path's line attributes.
    open func stroke() { GraphicsContextStack.current?.uikitStroke(path, style: strokeStyle) }
    /// Intersects the current context's clip with the path.
    open func addClip() { GraphicsContextStack.current?.uikitClip(path, evenOdd: usesEvenOddFillRule) }
}

/// Corners of a rectangle — UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// UIKit's `rawValue`.
    public let rawValue: UInt
    /// Creates the value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// UIKit's `.topLeft`.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// UIKit's `.topRight`.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// UIKit's `.bottomLeft`.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// UIKit's `.bottomRight`.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// UIKit's `.allCorners`.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
