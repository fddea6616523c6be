import Foundation
import WidgetShotUI

/// One axis value with what is drawn for it.
struct AxisItem {
    var datum: PlotDatum
    /// Position along the axis (plot coordinates).
    var position: CGFloat
    var components: [AxisMarkComponent]
    /// The label's text, if the components draw one.
    var label: AnyView?
    var labelSpec: AxisLabelSpec?
    /// The label's measured size.
    var labelSize: CGSize = .zero
    /// The distance to the next value of the axis (for labels centred in their interval).
    var interval: CGFloat?
}

/// An axis as drawn: which side, and its items.
struct ResolvedAxis {
    var isX: Bool
    /// y: trailing (true) or leading; x: bottom (true) or top.
    var atFarSide: Bool
    var items: [AxisItem]
    var scale: ChartScale
}

enum AxisResolver {
    /// The values `values` asks for on `scale`.
    static func values(_ values: AxisMarkValues, scale: ChartScale, length: CGFloat, calendar: Calendar) -> [PlotDatum] {
        switch scale.kind {
        case .category(let categories):
            if case .explicit(let list) = values.kind { return list.filter { categories.contains($0) } }
            return categories
        case .continuous(let lo, let hi, let type, let isDate):
            let domain = min(lo, hi)...max(lo, hi)
            switch values.kind {
            case .explicit(let list):
                return list.filter { $0.numeric.map { domain.contains($0) } ?? false }
            case .numberStride(let step):
                return NiceTicks.ticks(domain, step: step).map { isDate ? .date(Date(timeIntervalSinceReferenceDate: $0)) : .number($0) }
            case .dateStride(let component, let count, let cal):
                let interval = DateTickInterval(component: component, count: count)
                return DateTicks.ticks(from: Date(timeIntervalSinceReferenceDate: domain.lowerBound), to: Date(timeIntervalSinceReferenceDate: domain.upperBound),
                                       interval: interval, calendar: cal ?? calendar).map { .date($0) }
            case .automatic(let desired, _, _):
                let count = desired.map { Double(max(1, $0 - 1)) } ?? ChartMetrics.automaticTickCount(length: length)   // ticks → intervals (R10)
                if isDate {
                    let interval = DateTickInterval.choose(span: domain.upperBound - domain.lowerBound, count: count)
                    return DateTicks.ticks(from: Date(timeIntervalSinceReferenceDate: domain.lowerBound), to: Date(timeIntervalSinceReferenceDate: domain.upperBound),
                                           interval: interval, calendar: calendar).map { .date($0) }
                }
                if type == .log { return LogTicks.ticks(domain).map { .number($0) } }
                return NiceTicks.ticks(domain, count: count).map { .number($0) }
            }
        }
    }

    /// The default label of a value: categories as they are, numbers in the locale's format,
    /// dates in the format their tick interval calls for.
    static func defaultLabel(_ datum: PlotDatum, ticks: [PlotDatum], environment env: EnvironmentValues) -> String {
        switch datum {
        case .category(let s): return s
        case .number(let n): return n.formatted(.number.locale(env.locale))
        case .date(let d):
            var calendar = env.calendar
            calendar.timeZone = env.timeZone
            let dates = ticks.compactMap { if case .date(let x) = $0 { return x } else { return nil } }
            let step = zip(dates, dates.dropFirst()).map { $1.timeIntervalSince($0) }.min() ?? 86_400
            var style = Date.FormatStyle(locale: env.locale, calendar: calendar, timeZone: env.timeZone)
            let span = (dates.last?.timeIntervalSince(dates.first ?? d) ?? 0)
            if step < 60 { style = style.hour().minute().second() }
            else if step < 3600 { style = style.hour().minute() }
            else if step < 86_400 { style = style.hour() }
            else if step < 7 * 86_400 { style = span <= 7 * 86_400 ? style.weekday(.abbreviated) : style.month(.abbreviated).day() }
            else if step < 28 * 86_400 { style = style.month(.abbreviated).day() }
            else if step < 365 * 86_400 { style = style.month(.abbreviated) }
            else { style = style.year() }
            return style.format(d)
        }
    }

    /// The marks an axis draws for each value when its `AxisMarks` do not say (R1, R3: y —
    /// gridline and label; date/number x — dashed gridline, tick and label; category axes — labels).
    /// `oneDimensional`: the chart plots along this axis only (`BarMark(x:)` alone): gridlines
    /// only, no ticks or labels (R8: iOS draws the dashed gridline at 80 and nothing below the plot).
    static func defaultComponents(isX: Bool, scale: ChartScale, stroke: StrokeStyle?, oneDimensional: Bool = false) -> [AxisMarkComponent] {
        let label = AxisMarkComponent.label(AxisLabelSpec())
        if oneDimensional, !scale.isCategory { return [.gridLine(centered: nil, stroke: stroke, style: nil)] }
        if scale.isCategory { return [label] }
        if isX { return [.gridLine(centered: nil, stroke: stroke, style: nil), .tick(centered: nil, length: .automatic, stroke: stroke, style: nil), label] }
        return [.gridLine(centered: nil, stroke: stroke, style: nil), label]
    }
}
