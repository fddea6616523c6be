import Foundation
import WidgetShotUI

/// A mark with what the chart decided for it: the axis its bar or area grows along, its value
/// interval after stacking, and its slot when grouped with `position(by:)`.
struct PlannedMark {
    var mark: ChartMark
    /// true: the base (category) is x and values grow along y.
    var vertical: Bool
    /// The value interval on the value axis (stacked bars and areas, ranged marks).
    var valueRange: (lower: Double, upper: Double)?
    /// `position(by:)` slot and count within the base.
    var group: (index: Int, count: Int)?
    var index: Int
}

enum MarkPlanner {
    /// Orientation, stacking and grouping for every mark, in data order.
    static func plan(_ marks: [ChartMark]) -> [PlannedMark] {
        var planned = marks.enumerated().map { PlannedMark(mark: $0.element, vertical: isVertical($0.element), valueRange: nil, group: nil, index: $0.offset) }
        stack(&planned)
        group(&planned)
        return planned
    }

    /// Bars grow along y unless their x is a number and their y is not (or they range along x).
    static func isVertical(_ m: ChartMark) -> Bool {
        if m.xStart != nil || m.xEnd != nil { return m.yStart != nil && m.yEnd != nil ? true : false }
        if m.yStart != nil || m.yEnd != nil { return true }
        if let x = m.x, let y = m.y { return !(x.datum.scaleKind == .number && y.datum.scaleKind != .number) }
        // One-dimensional bars: a number grows along its own axis (R8), a category is a band.
        if let x = m.x { return x.datum.scaleKind != .number }
        if let y = m.y { return y.datum.scaleKind == .number }
        return true
    }

    /// The base value of a bar or area (its category, number or date), nil if none.
    static func base(_ p: PlannedMark) -> PlotDatum? { p.vertical ? p.mark.x?.datum : p.mark.y?.datum }
    /// The plotted value of a bar or area along its value axis.
    static func value(_ p: PlannedMark) -> Double? { (p.vertical ? p.mark.y?.datum : p.mark.x?.datum)?.numeric }

    static func stack(_ planned: inout [PlannedMark]) {
        struct Key: Hashable { var kind: ChartMark.Kind; var vertical: Bool; var base: PlotDatum; var slot: PlotDatum? }
        var positive: [Key: Double] = [:], negative: [Key: Double] = [:]
        var totals: [Key: Double] = [:]
        var keys: [Int: Key] = [:]
        for i in planned.indices {
            let p = planned[i]
            let m = p.mark
            // Ranged marks span their interval.
            if p.vertical, let s = m.yStart?.datum.numeric, let e = m.yEnd?.datum.numeric { planned[i].valueRange = (min(s, e), max(s, e)); continue }
            if !p.vertical, let s = m.xStart?.datum.numeric, let e = m.xEnd?.datum.numeric { planned[i].valueRange = (min(s, e), max(s, e)); continue }
            guard m.kind == .bar || m.kind == .area, let v = value(p) else { continue }
            // One-dimensional bars share one stack.
            let base = base(p) ?? .category("")
            if m.stacking == .unstacked {
                planned[i].valueRange = (min(0, v), max(0, v)); continue
            }
            let key = Key(kind: m.kind == .area ? .area : .bar, vertical: p.vertical, base: base, slot: m.positionBy?.datum)
            keys[i] = key
            if v >= 0 {
                let s = positive[key, default: 0]; positive[key] = s + v; planned[i].valueRange = (s, s + v)
            } else {
                let s = negative[key, default: 0]; negative[key] = s + v; planned[i].valueRange = (s + v, s)
            }
            totals[key, default: 0] += abs(v)
        }
        for (i, key) in keys {
            guard let r = planned[i].valueRange else { continue }
            switch planned[i].mark.stacking.kind {
            case .normalized:
                let t = totals[key] ?? 0
                if t > 0 { planned[i].valueRange = (r.lower / t, r.upper / t) }
            case .center:
                let shift = -(positive[key, default: 0] + negative[key, default: 0]) / 2
                planned[i].valueRange = (r.lower + shift, r.upper + shift)
            default: break
            }
        }
    }

    /// Bars grouped with `position(by:)`: each base's distinct slot values side by side, in order.
    static func group(_ planned: inout [PlannedMark]) {
        var slots: [PlotDatum] = []
        for p in planned where p.mark.kind == .bar || p.mark.kind == .rectangle || p.mark.kind == .point {
            if let s = p.mark.positionBy?.datum, !slots.contains(s) { slots.append(s) }
        }
        guard !slots.isEmpty else { return }
        for i in planned.indices {
            if let s = planned[i].mark.positionBy?.datum, let index = slots.firstIndex(of: s) {
                planned[i].group = (index, slots.count)
            }
        }
    }
}
