import Foundation
import WidgetShotUI

/// Which values an axis marks — Swift Charts' `AxisMarkValues`.
/// https://developer.apple.com/documentation/charts/axismarkvalues
public struct AxisMarkValues: CustomStringConvertible {
    enum Kind {
        case automatic(desiredCount: Int?, roundLowerBound: Bool?, roundUpperBound: Bool?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
        case explicit([PlotDatum])
    }
    let kind: Kind
    /// The chart picks values (about as many as fit; d3's nice steps).
    public static var automatic: AxisMarkValues { .init(kind: .automatic(desiredCount: nil, roundLowerBound: nil, roundUpperBound: nil)) }
    /// About `desiredCount` values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        .init(kind: .automatic(desiredCount: desiredCount, roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound))
    }
    /// Every multiple of `stepSize`.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        .init(kind: .numberStride(Double(stepSize)))
    }
    /// Every `count` calendar `component`s (days at midnight, hours on the hour…).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues {
        .init(kind: .dateStride(component, count: max(1, count), calendar: calendar))
    }
    /// Exactly these values.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues { .init(kind: .explicit(values.map { PlotDatum($0) })) }
    /// A description of the values.
    public var description: String { "\(kind)" }
}

/// Where an axis's marks go — Swift Charts' `AxisMarkPosition`.
/// https://developer.apple.com/documentation/charts/axismarkposition
public struct AxisMarkPosition: Equatable {
    enum Kind: Equatable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    /// Trailing for y, bottom for x.
    public static var automatic: AxisMarkPosition { .init(kind: .automatic) }
    /// The leading side (y axis).
    public static var leading: AxisMarkPosition { .init(kind: .leading) }
    /// The trailing side (y axis).
    public static var trailing: AxisMarkPosition { .init(kind: .trailing) }
    /// Above the plot (x axis).
    public static var top: AxisMarkPosition { .init(kind: .top) }
    /// Below the plot (x axis).
    public static var bottom: AxisMarkPosition { .init(kind: .bottom) }
}

/// The style of an axis's marks — Swift Charts' `AxisMarkPreset`.
/// https://developer.apple.com/documentation/charts/axismarkpreset
public struct AxisMarkPreset: Equatable {
    enum Kind: Equatable { case automatic, extended, aligned, inset }
    let kind: Kind
    /// The axis's usual marks.
    public static var automatic: AxisMarkPreset { .init(kind: .automatic) }
    /// Labels beside extended ticks.
    public static var extended: AxisMarkPreset { .init(kind: .extended) }
    /// Labels aligned with their value.
    public static var aligned: AxisMarkPreset { .init(kind: .aligned) }
    /// Labels inside the plot.
    public static var inset: AxisMarkPreset { .init(kind: .inset) }
}

/// One value an axis marks, as its marks' content closure sees it — Swift Charts' `AxisValue`.
/// https://developer.apple.com/documentation/charts/axisvalue
public struct AxisValue {
    let datum: PlotDatum
    /// The value's index along the axis.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    /// The value as `type` (`value.as(Double.self)`, `value.as(Date.self)`), nil if it is not one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { PlotDatumConversion.value(datum, as: type) }
}

/// Converts a datum back to the plottable type a closure asks for.
enum PlotDatumConversion {
    static func value<P: Plottable>(_ datum: PlotDatum, as type: P.Type) -> P? {
        guard let primitive = primitive(datum, as: P.PrimitivePlottable.self) else { return nil }
        return P(primitivePlottable: primitive)
    }

    static func primitive<Q: PrimitivePlottableProtocol>(_ datum: PlotDatum, as type: Q.Type) -> Q? {
        switch datum {
        case .category(let s): return s as? Q
        case .date(let d): return d as? Q
        case .number(let n):
            if let v = n as? Q { return v }
            if Q.self == Float.self { return Float(n) as? Q }
            if Q.self == CGFloat.self { return CGFloat(n) as? Q }
            if Q.self == Decimal.self { return Decimal(n) as? Q }
            guard n.rounded() == n, abs(n) < 9e15 else { return nil }
            let i = Int64(n)
            switch Q.self {
            case is Int.Type: return Int(i) as? Q
            case is Int8.Type: return Int8(exactly: i) as? Q
            case is Int16.Type: return Int16(exactly: i) as? Q
            case is Int32.Type: return Int32(exactly: i) as? Q
            case is Int64.Type: return i as? Q
            case is UInt.Type: return UInt(exactly: i) as? Q
            case is UInt8.Type: return UInt8(exactly: i) as? Q
            case is UInt16.Type: return UInt16(exactly: i) as? Q
            case is UInt32.Type: return UInt32(exactly: i) as? Q
            case is UInt64.Type: return UInt64(exactly: i) as? Q
            default: return nil
            }
        }
    }
}
