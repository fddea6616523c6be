import Foundation

/// Date tick values as d3-time's scale picks them (d3-scale `time.js` tickIntervals: 1, 5, 15,
/// 30 seconds; 1, 5, 15, 30 minutes; 1, 3, 6, 12 hours; 1, 2 days; 1 week; 1, 3 months; years by
/// nice steps), in the render's calendar and time zone so days start at local midnight.
struct DateTickInterval: Equatable {
    var component: Calendar.Component
    var count: Int
    /// Its rough length in seconds, to choose between intervals.
    var duration: Double {
        let unit: Double
        switch component {
        case .second: unit = 1
        case .minute: unit = 60
        case .hour: unit = 3600
        case .day: unit = 86_400
        case .weekOfYear: unit = 604_800
        case .month: unit = 2_592_000
        default: unit = 31_536_000
        }
        return unit * Double(count)
    }

    static let candidates: [DateTickInterval] = [
        .init(component: .second, count: 1), .init(component: .second, count: 5), .init(component: .second, count: 15), .init(component: .second, count: 30),
        .init(component: .minute, count: 1), .init(component: .minute, count: 5), .init(component: .minute, count: 15), .init(component: .minute, count: 30),
        .init(component: .hour, count: 1), .init(component: .hour, count: 3), .init(component: .hour, count: 6), .init(component: .hour, count: 12),
        .init(component: .day, count: 1), .init(component: .day, count: 2), .init(component: .weekOfYear, count: 1),
        .init(component: .month, count: 1), .init(component: .month, count: 3), .init(component: .year, count: 1),
    ]

    /// The interval for about `count` ticks over `span` seconds (d3's tickInterval: the candidate
    /// whose duration brackets span/count, the closer of the two by ratio; years by nice steps).
    static func choose(span: Double, count: Double) -> DateTickInterval {
        let target = span / max(1, count)
        if let i = candidates.firstIndex(where: { $0.duration >= target }) {
            if i == 0 { return candidates[0] }
            let lo = candidates[i - 1], hi = candidates[i]
            return target / lo.duration < hi.duration / target ? lo : hi
        }
        let years = NiceTicks.step(0, span / 31_536_000, count: count)
        return .init(component: .year, count: max(1, Int(years.rounded())))
    }
}

enum DateTicks {
    /// The tick dates of `interval` inside `start…end`, aligned to calendar boundaries (days at
    /// midnight, weeks on the calendar's first weekday, months on the 1st, counts from the
    /// boundary above: every 3 hours from midnight).
    static func ticks(from start: Date, to end: Date, interval: DateTickInterval, calendar: Calendar) -> [Date] {
        guard end >= start else { return [] }
        var first = floor(start, interval: interval, calendar: calendar)
        if first < start, let next = calendar.date(byAdding: interval.component, value: interval.count, to: first) { first = next }
        var values: [Date] = []
        var date = first
        var guardCount = 0
        while date <= end, guardCount < 500 {
            values.append(date)
            guard let next = calendar.date(byAdding: interval.component, value: interval.count, to: date) else { break }
            date = next
            guardCount += 1
        }
        return values
    }

    /// The latest interval boundary at or before `date`.
    static func floor(_ date: Date, interval: DateTickInterval, calendar: Calendar) -> Date {
        let c = interval.component
        if c == .weekOfYear {
            return calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? date
        }
        var wanted: Set<Calendar.Component> = [.era, .year]
        let order: [Calendar.Component] = [.month, .day, .hour, .minute, .second]
        if c != .year {
            for o in order {
                wanted.insert(o)
                if o == c { break }
            }
        }
        var comps = calendar.dateComponents(wanted, from: date)
        // Count multiples from the boundary above (hours 0, 3, 6…; months 1, 4, 7…; years 2020, 2025…).
        if interval.count > 1 {
            switch c {
            case .second: comps.second = (comps.second ?? 0) / interval.count * interval.count
            case .minute: comps.minute = (comps.minute ?? 0) / interval.count * interval.count
            case .hour: comps.hour = (comps.hour ?? 0) / interval.count * interval.count
            case .day: comps.day = ((comps.day ?? 1) - 1) / interval.count * interval.count + 1
            case .month: comps.month = ((comps.month ?? 1) - 1) / interval.count * interval.count + 1
            case .year: comps.year = (comps.year ?? 0) / interval.count * interval.count
            default: break
            }
        }
        if c == .year { comps.month = 1; comps.day = 1 }
        return calendar.date(from: comps) ?? date
    }
}
