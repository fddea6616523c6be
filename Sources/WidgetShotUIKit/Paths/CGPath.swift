import Foundation
import WidgetShotUI

/// An immutable graphics path — Core Graphics' `CGPath`
/// (https://developer.apple.com/documentation/coregraphics/cgpath), kept as a SwiftUI `Path`, so
/// `Path(cgPath)`, `UIBezierPath(cgPath:)` and `bezierPath.cgPath` draw exactly what was built.
/// Angles are in radians; `clockwise` is Core Graphics' flag, which SwiftUI's `Path.addArc` shares.
///
/// ```swift
/// let outline = CGMutablePath()
/// outline.addRoundedRect(in: rect, cornerWidth: 8, cornerHeight: 8)
/// Path(outline).fill(.blue)
/// ```
public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The path's elements, as a SwiftUI path.
    var storage: Path

    init(storage: Path) { self.storage = storage }

    /// A rectangle (the transform, when given, is applied).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(storage: Path(rect).applying(transform?.pointee ?? .identity))
    }
    /// An ellipse inscribed in a rectangle.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(storage: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }
    /// A rounded rectangle with elliptical (circular when equal) corners.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(storage: Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
                    .applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }
    /// The smallest rectangle holding every point, control points included.
    public var boundingBox: CGRect { storage.isEmpty ? .null : storage.boundingRect }
    /// The bounding box of the path (here the same as `boundingBox`: control points included).
    public var boundingBoxOfPath: CGRect { boundingBox }
    /// The last point of the path (`.zero` when empty).
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

    /// Whether a point is inside the filled path (non-zero or even-odd rule); curves are
    /// followed as polylines.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        storage.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(storage: storage) }
    /// A transformed copy.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(storage: storage.applying(transform?.pointee ?? .identity))
    }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(storage: storage) }
    /// A transformed mutable copy.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(storage: storage.applying(transform?.pointee ?? .identity))
    }

    /// Equal when the elements are equal.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }
    /// A hash of the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }
    /// The elements, for debugging.
    public var description: String { "CGPath(\(storage.elements))" }
}

/// How a path is filled — Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding
    /// Even-odd.
    case evenOdd
}

extension Path {
    /// The SwiftUI path of a Core Graphics path.
    public init(_ path: CGPath) { self = path.storage }
    /// The path as an immutable Core Graphics path.
    public var cgPath: CGPath { CGPath(storage: self) }
}
