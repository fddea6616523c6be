import Foundation
import WidgetShotUI

/// A resolved scale: maps an axis's values to positions along the plot (points from the plot's
/// leading edge for x, from its top for y).
struct ChartScale {
    enum Kind {
        case category([PlotDatum])
        case continuous(lower: Double, upper: Double, type: ScaleType.Kind, isDate: Bool)
    }
    var kind: Kind
    /// The position of the domain's start and end (y: start at the bottom, so start > end).
    var start: CGFloat
    var end: CGFloat

    var isCategory: Bool { if case .category = kind { return true } else { return false } }
    var isDate: Bool { if case .continuous(_, _, _, true) = kind { return true } else { return false } }

    /// The categories' band step (the whole length for other scales).
    var step: CGFloat {
        if case .category(let values) = kind { return abs(end - start) / CGFloat(max(1, values.count)) }
        return abs(end - start)
    }

    var numericDomain: ClosedRange<Double>? {
        if case .continuous(let lo, let hi, _, _) = kind { return lo...hi }
        return nil
    }

    /// The position of a datum (a category's band centre), nil if it is not on the scale.
    func position(_ datum: PlotDatum) -> CGFloat? {
        switch kind {
        case .category(let values):
            guard let i = values.firstIndex(of: datum) else { return nil }
            let dir: CGFloat = end >= start ? 1 : -1
            return start + dir * (CGFloat(i) + 0.5) * step
        case .continuous:
            guard let v = datum.numeric else { return nil }
            return position(numeric: v)
        }
    }

    /// A baseline value moved into the domain (an area's zero under a domain that excludes zero
    /// starts at the plot's edge).
    func clampedToDomain(_ v: Double) -> Double {
        guard let d = numericDomain else { return v }
        return min(max(v, d.lowerBound), d.upperBound)
    }

    /// The position of a number (or a date's seconds since the reference date).
    func position(numeric v: Double) -> CGFloat {
        guard case .continuous(let lo, let hi, let type, _) = kind else { return start }
        let t = Self.transform(type)
        let a = t(lo), b = t(hi)
        let fraction = b == a ? 0.5 : (t(v) - a) / (b - a)
        return start + (end - start) * CGFloat(fraction.isFinite ? fraction : 0)
    }

    /// The datum at a position (the nearest category; the interpolated number or date).
    func datum(at position: CGFloat) -> PlotDatum? {
        switch kind {
        case .category(let values):
            guard !values.isEmpty, step > 0 else { return nil }
            let along = (position - start) * (end >= start ? 1 : -1)
            let i = Int(floor(along / step))
            return values.indices.contains(i) ? values[i] : nil
        case .continuous(let lo, let hi, let type, let isDate):
            guard end != start else { return nil }
            let t = Self.transform(type), inv = Self.inverse(type)
            let fraction = Double((position - start) / (end - start))
            let v = inv(t(lo) + fraction * (t(hi) - t(lo)))
            return isDate ? .date(Date(timeIntervalSinceReferenceDate: v)) : .number(v)
        }
    }

    static func transform(_ type: ScaleType.Kind) -> (Double) -> Double {
        switch type {
        case .log: return { Foundation.log10(max($0, .leastNormalMagnitude)) }
        case .symmetricLog: return { $0 < 0 ? -Foundation.log1p(-$0) : Foundation.log1p($0) }
        case .squareRoot: return { $0 < 0 ? -(-$0).squareRoot() : $0.squareRoot() }
        case .power(let e): return { $0 < 0 ? -Foundation.pow(-$0, e) : Foundation.pow($0, e) }
        default: return { $0 }
        }
    }

    static func inverse(_ type: ScaleType.Kind) -> (Double) -> Double {
        switch type {
        case .log: return { Foundation.pow(10, $0) }
        case .symmetricLog: return { $0 < 0 ? -Foundation.expm1(-$0) : Foundation.expm1($0) }
        case .squareRoot: return { $0 < 0 ? -($0 * $0) : $0 * $0 }
        case .power(let e): return { $0 < 0 ? -Foundation.pow(-$0, 1 / e) : Foundation.pow($0, 1 / e) }
        default: return { $0 }
        }
    }
}
