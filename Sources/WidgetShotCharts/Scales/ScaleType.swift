import Foundation
import WidgetShotUI

/// The kind of a chart scale — Swift Charts' `ScaleType`.
/// https://developer.apple.com/documentation/charts/scaletype
public struct ScaleType: Equatable {
    enum Kind: Equatable { case linear, log, symmetricLog, squareRoot, power(Double), date, category }
    let kind: Kind
    /// Numbers, evenly.
    public static var linear: ScaleType { .init(kind: .linear) }
    /// Numbers, logarithmically (powers of ten evenly apart).
    public static var log: ScaleType { .init(kind: .log) }
    /// Numbers, logarithmically on both sides of zero.
    public static var symmetricLog: ScaleType { .init(kind: .symmetricLog) }
    /// Numbers by their square root.
    public static var squareRoot: ScaleType { .init(kind: .squareRoot) }
    /// Numbers raised to `exponent`.
    public static func power(exponent: Double) -> ScaleType { .init(kind: .power(exponent)) }
    /// Dates.
    public static var date: ScaleType { .init(kind: .date) }
    /// Categories, each a band.
    public static var category: ScaleType { .init(kind: .category) }
}

/// A scale's domain — Swift Charts' `ScaleDomain`: a `ClosedRange` or `Range` of plottable
/// values, an array of categories (in axis order), or `.automatic(includesZero:reversed:)`.
/// https://developer.apple.com/documentation/charts/scaledomain
public protocol ScaleDomain {}

/// The domain a chart infers from its data — Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain {
    var includesZero: Bool?
    var reversed: Bool?
    /// `modifyInferredDomain`, on the inferred domain's values (categories in order, or a number
    /// or date scale's lower and upper ends).
    var modify: ((inout [PlotDatum]) -> Void)? = nil
    /// Inferred from the data.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }
    /// Inferred from the data, with or without zero, reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// Inferred from the data.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }
    /// Inferred from the data, with or without zero, reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
    /// Inferred from the data, then changed by `modifyInferredDomain`: the categories in axis
    /// order (sort them, append one the data lacks), or a number or date scale's two ends.
    /// https://developer.apple.com/documentation/charts/scaledomain/automatic(includeszero:reversed:datatype:modifyinferreddomain:)
    public static func automatic<DataValue: Plottable>(includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataValue.Type,
                                                       modifyInferredDomain: @escaping (inout [DataValue]) -> Void) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed, modify: { datums in
            var values = datums.compactMap { PlotDatumConversion.value($0, as: DataValue.self) }
            modifyInferredDomain(&values)
            datums = values.map { PlotDatum($0) }
        })
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// The domain as the chart uses it.
enum ResolvedScaleDomain {
    case automatic(includesZero: Bool?, reversed: Bool?, modify: ((inout [PlotDatum]) -> Void)? = nil)
    case range(PlotDatum, PlotDatum)
    case values([PlotDatum])

    init(_ domain: any ScaleDomain) {
        switch domain {
        case let a as AutomaticScaleDomain: self = .automatic(includesZero: a.includesZero, reversed: a.reversed, modify: a.modify)
        case let r as any ClosedRangeBounds: self = .range(r.lowerDatum, r.upperDatum)
        case let v as any PlottableArray: self = .values(v.datums)
        default: self = .automatic(includesZero: nil, reversed: nil)
        }
    }
}

protocol ClosedRangeBounds {
    var lowerDatum: PlotDatum { get }
    var upperDatum: PlotDatum { get }
}
extension ClosedRange: ClosedRangeBounds where Bound: Plottable {
    var lowerDatum: PlotDatum { PlotDatum(lowerBound) }
    var upperDatum: PlotDatum { PlotDatum(upperBound) }
}
extension Range: ClosedRangeBounds where Bound: Plottable {
    var lowerDatum: PlotDatum { PlotDatum(lowerBound) }
    var upperDatum: PlotDatum { PlotDatum(upperBound) }
}
protocol PlottableArray { var datums: [PlotDatum] { get } }
extension Array: PlottableArray where Element: Plottable {
    var datums: [PlotDatum] { map { PlotDatum($0) } }
}

/// The range a scale maps to — Swift Charts' `ScaleRange`: points in the plot, or the plot's
/// dimension with padding.
public protocol ScaleRange {}
extension ClosedRange: ScaleRange where Bound == CGFloat {}

/// The plot's width or height with padding — Swift Charts' `PlotDimensionScaleRange`.
public struct PlotDimensionScaleRange: ScaleRange {
    var startPadding: CGFloat
    var endPadding: CGFloat
    /// The whole dimension, with `startPadding` and `endPadding` points left free.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
    /// The whole dimension with `padding` points free at both ends.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    /// The whole dimension, with `startPadding` and `endPadding` points left free.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
    /// The whole dimension with `padding` points free at both ends.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
}

/// What `chartXScale`/`chartYScale` asked for, per axis.
struct ScaleConfiguration {
    var domain: ResolvedScaleDomain = .automatic(includesZero: nil, reversed: nil)
    var type: ScaleType?
    /// Padding (points) at the start and end of the plot dimension, or a fixed point range.
    var padding: (start: CGFloat, end: CGFloat) = (0, 0)
    var fixedRange: ClosedRange<CGFloat>?
    /// `chartScrollableAxes` on this axis, the visible domain's length and the scroll position.
    var scrollable = false
    var visibleLength: Double?
    var scrollPosition: PlotDatum?

    mutating func apply(range: any ScaleRange) {
        if let r = range as? ClosedRange<CGFloat> { fixedRange = r }
        if let p = range as? PlotDimensionScaleRange { padding = (p.startPadding, p.endPadding) }
    }
}
