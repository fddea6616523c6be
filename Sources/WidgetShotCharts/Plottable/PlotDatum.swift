import Foundation

/// A plotted value reduced to what a scale needs: a category, a quantity or a time.
enum PlotDatum: Hashable {
    case category(String)
    case number(Double)
    case date(Date)

    /// The datum of any plottable value (through its primitive).
    init<P: Plottable>(_ value: P) {
        self = PlotDatum.primitive(value.primitivePlottable)
    }

    static func primitive(_ value: Any) -> PlotDatum {
        switch value {
        case let s as String: return .category(s)
        case let d as Date: return .date(d)
        case let d as Double: return .number(d)
        case let f as Float: return .number(Double(f))
        case let f as CGFloat: return .number(Double(f))
        case let d as Decimal: return .number(NSDecimalNumber(decimal: d).doubleValue)
        case let i as any BinaryInteger: return .number(Double(i))
        case let f as any BinaryFloatingPoint: return .number(Double(f))
        default: return .category(String(describing: value))
        }
    }

    /// The quantity a numeric or time datum stands for (seconds since the reference date for times).
    var numeric: Double? {
        switch self {
        case .number(let n): return n
        case .date(let d): return d.timeIntervalSinceReferenceDate
        case .category: return nil
        }
    }

    /// The scale kind a datum asks for.
    var scaleKind: ScaleKind {
        switch self {
        case .category: return .category
        case .number: return .number
        case .date: return .date
        }
    }

    /// The text the datum shows in a legend or on a categorical axis.
    var label: String {
        switch self {
        case .category(let s): return s
        case .number(let n): return n.rounded() == n && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .date(let d): return d.formatted(date: .abbreviated, time: .omitted)
        }
    }
}

/// The three kinds of scale a chart axis can be.
enum ScaleKind: Hashable { case category, number, date }

/// A plotted value with how it was labelled and, for dates, the unit it spans.
struct PlotValue {
    var datum: PlotDatum
    var label: String
    /// For `.value(_, date, unit:)`: the calendar interval the value covers.
    var unit: Calendar.Component?
    var calendar: Calendar?
}
