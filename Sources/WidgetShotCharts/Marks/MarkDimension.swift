import Foundation
import WidgetShotUI

/// The width or height of a mark — Swift Charts' `MarkDimension`.
/// https://developer.apple.com/documentation/charts/markdimension
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
    let kind: Kind
    /// The chart picks the size (a share of the category's band, or of the unit a date spans).
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// The band (or unit) minus `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// A share of the band (or unit) — for sectors, of the pie's radius.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// A size in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A size in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    /// The size in a band of `band` points, `automatic` where the chart picks.
    func resolve(band: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: return automatic
        case .fixed(let v): return max(0, v)
        case .inset(let v): return max(0, band - v)
        case .ratio(let r): return max(0, band * r)
        }
    }
}

/// How marks that share a position stack — Swift Charts' `MarkStackingMethod`.
/// https://developer.apple.com/documentation/charts/markstackingmethod
public struct MarkStackingMethod: Equatable {
    enum Kind { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Stacked on each other from zero (the default for bars and areas).
    public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
    /// Stacked, each stack scaled to fill 0…1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
    /// Stacked around the middle (a streamgraph).
    public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
    /// Not stacked: each mark starts at zero (overlapping).
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}

/// How a line or area joins its points — Swift Charts' `InterpolationMethod`.
/// https://developer.apple.com/documentation/charts/interpolationmethod
public struct InterpolationMethod: Equatable {
    enum Kind: Equatable { case linear, monotone, catmullRom(CGFloat), cardinal(CGFloat), stepStart, stepCenter, stepEnd }
    let kind: Kind
    /// Straight segments.
    public static var linear: InterpolationMethod { .init(kind: .linear) }
    /// A monotone cubic curve (never overshoots the data, Fritsch–Carlson / d3's curveMonotoneX).
    public static var monotone: InterpolationMethod { .init(kind: .monotone) }
    /// A Catmull–Rom spline through the points (centripetal, alpha 0.5 as d3's default).
    public static var catmullRom: InterpolationMethod { .init(kind: .catmullRom(0.5)) }
    /// A Catmull–Rom spline with the given alpha (0 uniform, 0.5 centripetal, 1 chordal).
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .init(kind: .catmullRom(alpha)) }
    /// A cardinal spline (tension 0 as d3's default).
    public static var cardinal: InterpolationMethod { .init(kind: .cardinal(0)) }
    /// A cardinal spline with the given tension.
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { .init(kind: .cardinal(tension)) }
    /// Steps that change at each point and hold until the next.
    public static var stepStart: InterpolationMethod { .init(kind: .stepStart) }
    /// Steps that change halfway between points.
    public static var stepCenter: InterpolationMethod { .init(kind: .stepCenter) }
    /// Steps that hold each value up to its point.
    public static var stepEnd: InterpolationMethod { .init(kind: .stepEnd) }
}

/// Where an annotation goes around its mark — Swift Charts' `AnnotationPosition`.
/// https://developer.apple.com/documentation/charts/annotationposition
public struct AnnotationPosition: Equatable {
    enum Kind: Equatable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind
    /// Above a vertical bar's end (beside a horizontal one), above other marks.
    public static var automatic: AnnotationPosition { .init(kind: .automatic) }
    /// Centred on the mark.
    public static var overlay: AnnotationPosition { .init(kind: .overlay) }
    /// Above the mark.
    public static var top: AnnotationPosition { .init(kind: .top) }
    /// Below the mark.
    public static var bottom: AnnotationPosition { .init(kind: .bottom) }
    /// Before the mark.
    public static var leading: AnnotationPosition { .init(kind: .leading) }
    /// After the mark.
    public static var trailing: AnnotationPosition { .init(kind: .trailing) }
    /// Above and before the mark.
    public static var topLeading: AnnotationPosition { .init(kind: .topLeading) }
    /// Above and after the mark.
    public static var topTrailing: AnnotationPosition { .init(kind: .topTrailing) }
    /// Below and before the mark.
    public static var bottomLeading: AnnotationPosition { .init(kind: .bottomLeading) }
    /// Below and after the mark.
    public static var bottomTrailing: AnnotationPosition { .init(kind: .bottomTrailing) }
}
