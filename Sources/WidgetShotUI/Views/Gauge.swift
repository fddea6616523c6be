import Foundation

/// A value within a range, with labels — SwiftUI's `Gauge` (iOS 16). Drawn by the `gaugeStyle`
/// in the environment: on iOS the automatic style is `linearCapacity` (a tinted bar); Lock
/// Screen widgets use the accessory styles.
///
/// ```swift
/// Gauge(value: 0.72) { Text("Battery") } currentValueLabel: { Text("72") }
///     .gaugeStyle(.accessoryCircularCapacity)
/// Gauge(value: 21, in: 0...40) { Image(systemName: "thermometer") } currentValueLabel: { Text("21°") }
///     minimumValueLabel: { Text("0") } maximumValueLabel: { Text("40") }
///     .gaugeStyle(.accessoryCircular)
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels

    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = clampedFraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.markedValueLabels = markedValueLabels()
    }

    @Environment(\.gaugeStyle) private var style
    @Environment(\.labelsVisibility) private var labelsVisibility

    public var body: some View {
        func slot<V: View>(_ v: V?) -> _StyleSlot? { v.flatMap { isEmptyView(V.self) ? nil : _StyleSlot($0) } }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: labelsVisibility == .hidden ? _StyleSlot(EmptyView()) : _StyleSlot(label), currentValueLabel: slot(currentValueLabel),
            minimumValueLabel: slot(minimumValueLabel), maximumValueLabel: slot(maximumValueLabel),
            markedValueLabels: slot(markedValueLabels))
        return style.makeBody(configuration)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a current-value label and labels for the range's bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label, a current-value label and marked-value labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
    }
}

/// What a `GaugeStyle` receives. The labels are nil when the gauge was made without them.
public struct GaugeStyleConfiguration {
    /// The gauge's label view.
    public typealias Label = _StyleSlot
    /// The current-value label view.
    public typealias CurrentValueLabel = _StyleSlot
    /// A bound's label view.
    public typealias MarkedValueLabel = _StyleSlot
    /// The marked-value labels.
    public typealias MarkedValueLabels = _StyleSlot
    /// The value as a fraction of the range, 0…1.
    public var value: Double
    /// The label describing the gauge.
    public var label: Label
    /// The label showing the current value.
    public var currentValueLabel: CurrentValueLabel?
    /// The label of the range's lower bound.
    public var minimumValueLabel: MarkedValueLabel?
    /// The label of the range's upper bound.
    public var maximumValueLabel: MarkedValueLabel?
    /// Labels of marked values.
    public var markedValueLabels: MarkedValueLabels?
}

/// A way to draw every `Gauge` in a view — SwiftUI's `GaugeStyle`.
///
/// ```swift
/// struct DotsGaugeStyle: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { ForEach(0..<5) { i in Circle().opacity(Double(i) < configuration.value * 5 ? 1 : 0.2) } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a gauge becomes.
    associatedtype Body: View
    /// The gauge's value and labels.
    typealias Configuration = GaugeStyleConfiguration
    /// Draws a gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased gauge style held by the environment.
struct AnyGaugeStyle {
    let makeBody: (GaugeStyleConfiguration) -> AnyView
    init<S: GaugeStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = AnyGaugeStyle(DefaultGaugeStyle()) }

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.gaugeStyle = AnyGaugeStyle(style) })
    }
}
