import Foundation

/// Which parts of a date a `DatePicker` shows — SwiftUI's `DatePickerComponents`
/// (https://developer.apple.com/documentation/swiftui/datepickercomponents).
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hour and minute, in the locale's clock ("9:41 AM", "09:41").
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Day, month and year, in the locale's order.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
    /// Hour, minute and second (watchOS 10; iOS shows it as `hourAndMinute` plus seconds here).
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)

    /// Whether a time is shown (`hourAndMinute` or `hourMinuteAndSecond`).
    var showsTime: Bool { contains(.hourAndMinute) || contains(.hourMinuteAndSecond) }
}

/// A control for picking a date — SwiftUI's `DatePicker`
/// (https://developer.apple.com/documentation/swiftui/datepicker).
///
/// A widget takes no input, so WidgetShot draws the picker at rest in its style (`datePickerStyle`:
/// compact by default on iOS, graphical, wheel) with the bound date, and reports it in the lints as a
/// control widgets do not run. The date is formatted in the render's locale, calendar and time zone.
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: [.date])
/// DatePicker(selection: $date, in: Date()..., displayedComponents: .hourAndMinute) { Text("Alarm") }
/// ```
public struct DatePicker<Label: View>: View, PrimitiveView {
    /// The components type, as SwiftUI nests it (`DatePicker<Label>.Components`).
    public typealias Components = DatePickerComponents

    let label: Label
    let selection: Date
    let minimumDate: Date?
    let maximumDate: Date?
    let displayedComponents: DatePickerComponents

    init(label: Label, selection: Date, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents) {
        self.label = label
        self.selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }

    /// A picker for any date.
    public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection.wrappedValue, minimumDate: nil, maximumDate: nil, displayedComponents: displayedComponents)
    }
    /// A picker for a date in a closed range.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection.wrappedValue, minimumDate: range.lowerBound, maximumDate: range.upperBound,
                  displayedComponents: displayedComponents)
    }
    /// A picker for a date on or after a start date.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection.wrappedValue, minimumDate: range.lowerBound, maximumDate: nil,
                  displayedComponents: displayedComponents)
    }
    /// A picker for a date on or before an end date.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection.wrappedValue, minimumDate: nil, maximumDate: range.upperBound,
                  displayedComponents: displayedComponents)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public nonisolated static func _makeWidgetShotNodes(_ view: Self, _ inputs: _ViewResolveInputs) -> _ViewResolveOutputs { .primitive(view, inputs) }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let hidden = context.environment.labelsVisibility == .hidden
        let configuration = DatePickerStyleConfiguration(
            label: hidden ? _StyleSlot(EmptyView()) : _StyleSlot(label), selection: .constant(clamped),
            minimumDate: minimumDate, maximumDate: maximumDate, displayedComponents: displayedComponents,
            hasLabel: !hidden && !isEmptyView(Label.self))
        let nodes = context.environment.datePickerStyle.nodes(configuration, context)
        guard !nodes.isEmpty else { return [] }
        let node = Resolver.unary(nodes)
        node.unsupportedReason = "DatePicker (widgets take no input)"
        return [node]
    }

    /// The selection inside the range, as UIDatePicker shows a date outside its minimum/maximum.
    var clamped: Date {
        var date = selection
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }
}

extension DatePicker where Label == Text {
    /// A picker titled with a localized key, for any date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled with a localized key, for a date in a closed range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled with a localized key, for a date on or after a start date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled with a localized key, for a date on or before an end date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled with a string (not localized), for any date.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled with a string (not localized), for a date in a closed range.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled with a string (not localized), for a date on or after a start date.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled with a string (not localized), for a date on or before an end date.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled with a localized resource (iOS 16), for any date.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleResource) }
    }
    /// A picker titled with a localized resource (iOS 16), for a date in a closed range.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleResource) }
    }
    /// A picker titled with a localized resource (iOS 16), for a date on or after a start date.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleResource) }
    }
    /// A picker titled with a localized resource (iOS 16), for a date on or before an end date.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleResource) }
    }
}
