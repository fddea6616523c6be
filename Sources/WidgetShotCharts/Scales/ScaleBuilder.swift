import Foundation
import WidgetShotUI

/// What the marks put on one axis: its kind and the values to cover.
struct AxisDomain {
    var kind: ScaleKind
    var categories: [PlotDatum] = []
    var lower = Double.infinity
    var upper = -Double.infinity
    /// Bars or areas grow along this axis (the automatic domain then includes zero).
    var carriesBarValues = false
    var isEmpty: Bool { categories.isEmpty && lower > upper }

    mutating func add(_ datum: PlotDatum) {
        if case .category = datum {
            if !categories.contains(datum) { categories.append(datum) }
        } else if let v = datum.numeric {
            lower = min(lower, v); upper = max(upper, v)
        }
    }
    mutating func add(number v: Double) { lower = min(lower, v); upper = max(upper, v) }
}

enum ScaleBuilder {
    /// The values the marks put on x (`isX`) or y.
    static func domain(isX: Bool, plan: [PlannedMark], configuration: ScaleConfiguration) -> AxisDomain? {
        var kind: ScaleKind?
        if let t = configuration.type?.kind { kind = t == .category ? .category : t == .date ? .date : .number }
        var domain: AxisDomain?
        func add(_ value: PlotValue?) {
            guard let value else { return }
            if domain == nil { domain = AxisDomain(kind: kind ?? value.datum.scaleKind) }
            domain?.add(value.datum)
            if let unit = value.unit, case .date(let d) = value.datum {
                let calendar = value.calendar ?? Calendar(identifier: .gregorian)
                if let end = calendar.date(byAdding: unit, value: 1, to: d) { domain?.add(.date(end)) }
            }
        }
        for p in plan where p.mark.kind != .sector {
            let m = p.mark
            let valueAxisHere = (p.vertical != isX)
            if let r = p.valueRange, valueAxisHere {
                if domain == nil { domain = AxisDomain(kind: kind ?? .number) }
                // A bar's or area's zero baseline is not data: `.automatic(includesZero: false)`
                // leaves it out (the mark then reaches down to the plot's edge).
                let ranged = (isX ? (m.xStart != nil) : (m.yStart != nil))
                if r.lower != 0 || ranged { domain?.add(number: r.lower) }
                if r.upper != 0 || ranged || r.lower == 0 { domain?.add(number: r.upper) }
                if m.kind == .bar || m.kind == .area { domain?.carriesBarValues = true }
                continue
            }
            if isX { add(m.x); add(m.xStart); add(m.xEnd) } else { add(m.y); add(m.yStart); add(m.yEnd) }
        }
        switch configuration.domain {
        case .values(let values):
            if domain == nil, let first = values.first { domain = AxisDomain(kind: kind ?? first.scaleKind) }
            if domain?.kind == .category { domain?.categories = values } else {
                domain?.lower = .infinity; domain?.upper = -.infinity
                for v in values { domain?.add(v) }
            }
        case .range(let lo, let hi):
            if domain == nil { domain = AxisDomain(kind: kind ?? lo.scaleKind) }
            domain?.lower = lo.numeric ?? 0; domain?.upper = hi.numeric ?? 1
        case .automatic(_, _, let modify?):
            guard var d = domain else { break }
            var values: [PlotDatum]
            switch d.kind {
            case .category: values = d.categories
            case .number: values = d.isEmpty ? [] : [.number(d.lower), .number(d.upper)]
            case .date: values = d.isEmpty ? [] : [.date(Date(timeIntervalSinceReferenceDate: d.lower)), .date(Date(timeIntervalSinceReferenceDate: d.upper))]
            }
            modify(&values)
            d.categories = []; d.lower = .infinity; d.upper = -.infinity
            for v in values { d.add(v) }
            domain = d
        case .automatic: break
        }
        return domain
    }

    /// The scale for a domain over `length` points.
    /// `nice`: round an automatic numeric domain out to the next ticks (only when the axis is
    /// drawn: with the axis hidden the domain is the data's extent, R9, R12; visible, R1).
    static func scale(_ domain: AxisDomain, configuration: ScaleConfiguration, length: CGFloat, isY: Bool, tickCount: Double, nice: Bool) -> ChartScale {
        // x runs from the leading edge; y from the bottom up (larger values higher).
        var start: CGFloat, end: CGFloat
        if let fixed = configuration.fixedRange {
            start = isY ? length - fixed.lowerBound : fixed.lowerBound
            end = isY ? length - fixed.upperBound : fixed.upperBound
        } else {
            start = isY ? length - configuration.padding.start : configuration.padding.start
            end = isY ? configuration.padding.end : length - configuration.padding.end
        }
        var reversed = false
        if case .automatic(_, let r, _) = configuration.domain { reversed = r ?? false }
        if reversed { swap(&start, &end) }
        // Categories: y categories read top to bottom, as on iOS.
        if domain.kind == .category {
            var scale = isY ? ChartScale(kind: .category(domain.categories), start: end, end: start) : ChartScale(kind: .category(domain.categories), start: start, end: end)
            // Scrolling: `visibleLength` categories fill the plot, the scroll position's category first.
            if configuration.scrollable, let visible = configuration.visibleLength, visible > 0, !domain.categories.isEmpty {
                let along = scale.end - scale.start
                let step = along / CGFloat(visible)
                let first = configuration.scrollPosition.flatMap { domain.categories.firstIndex(of: $0) } ?? 0
                scale.start -= CGFloat(first) * step
                scale.end = scale.start + CGFloat(domain.categories.count) * step
            }
            return scale
        }
        var lo = domain.lower.isFinite ? domain.lower : 0, hi = domain.upper.isFinite ? domain.upper : 1
        let type = configuration.type?.kind ?? (domain.kind == .date ? .date : .linear)
        var automatic = false
        if case .automatic(let includesZero, _, _) = configuration.domain {
            automatic = true
            if domain.kind == .number, type == .linear, includesZero ?? true { lo = min(lo, 0); hi = max(hi, 0) }
        }
        // Bars on a numeric or date base without a unit get no room beyond the first and last:
        // iOS centres the first bar on the plot's leading edge and the last on its trailing edge,
        // half of each overhanging (R13). A single bar gets a span below (`lo == hi`).
        if automatic, nice, domain.kind == .number {
            switch type {
            case .linear:
                let niced = NiceTicks.nice(lo...hi, count: tickCount)
                lo = niced.lowerBound; hi = niced.upperBound
            case .log:
                lo = pow(10, floor(log10(max(lo, .leastNormalMagnitude)))); hi = pow(10, ceil(log10(max(hi, .leastNormalMagnitude))))
            default: break
            }
        }
        if lo == hi { if domain.kind == .date { lo -= 43_200; hi += 43_200 } else { lo -= 0.5; hi += 0.5 } }
        // Scrolling: the plot shows `visibleLength` of the domain from the scroll position
        // (the domain's start without one), kept inside the domain.
        if configuration.scrollable, let visible = configuration.visibleLength, visible > 0, visible < hi - lo {
            let wanted = configuration.scrollPosition?.numeric ?? lo
            let from = min(max(wanted, lo), hi - visible)
            lo = from; hi = from + visible
        }
        return ChartScale(kind: .continuous(lower: lo, upper: hi, type: type, isDate: domain.kind == .date), start: start, end: end)
    }

    static func minimumGap(_ values: Set<Double>) -> Double? {
        let sorted = values.sorted()
        guard sorted.count > 1 else { return nil }
        return zip(sorted, sorted.dropFirst()).map { $1 - $0 }.min()
    }
}
