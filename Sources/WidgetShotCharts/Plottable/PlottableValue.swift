import Foundation
import WidgetShotUI

/// A value a mark plots, with its label — Swift Charts' `PlottableValue`, made with
/// `.value("Steps", entry.steps)`.
/// https://developer.apple.com/documentation/charts/plottablevalue
public struct PlottableValue<Value: Plottable> {
    let value: PlotValue

    /// A labelled value (the label names the data in accessibility and in the legend's title).
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(value: PlotValue(datum: PlotDatum(value), label: String(label)))
    }
    /// A value labelled with a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(value: PlotValue(datum: PlotDatum(value), label: ""))
    }
    /// A value labelled with a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(value: PlotValue(datum: PlotDatum(value), label: ""))
    }
}

extension PlottableValue where Value == Date {
    /// A date that covers one calendar `unit` (a bar spans the whole day, hour, month…).
    /// https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:unit:calendar:)-1qe8k
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(value: PlotValue(datum: .date(value), label: String(label), unit: unit, calendar: calendar))
    }
    /// A date that covers one calendar `unit`, labelled with a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(value: PlotValue(datum: .date(value), label: "", unit: unit, calendar: calendar))
    }
    /// A date that covers one calendar `unit`, labelled with a text.
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(value: PlotValue(datum: .date(value), label: "", unit: unit, calendar: calendar))
    }
}
