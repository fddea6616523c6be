import Foundation

/// A tick mark of a slider (iOS 26) — SwiftUI's `SliderTick`: a value on the track and an optional label.
/// https://developer.apple.com/documentation/swiftui/slidertick
public struct SliderTick<V: BinaryFloatingPoint> {
    let value: V
    /// A tick at `value`.
    public init(_ value: V) { self.value = value }
    /// A labelled tick at `value` (the label is for accessibility; the mark is drawn without it).
    public init(_ value: V, @ViewBuilder label: () -> some View) { self.value = value }
    /// A tick at `value` labelled with a localized string.
    public init(_ titleKey: LocalizedStringKey, _ value: V) { self.value = value }
}

extension Slider {
    /// A slider with a neutral value, enabled bounds, labels and ticks (iOS 26).
    /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:neutralvalue:enabledbounds:label:currentvaluelabel:minimumvaluelabel:maximumvaluelabel:tick:oneditingchanged:)
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint, C: View>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
                                                 enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                                 @ViewBuilder currentValueLabel: () -> C = { EmptyView() },
                                                 @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                                 tick: (V) -> SliderTick<V>? = { _ in nil },
                                                 onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
        applyIOS26(bounds: bounds, step: step, neutralValue: neutralValue, tick: tick)
    }

    /// Where the neutral value and the ticks (one per step, where `tick` returns one) sit.
    mutating func applyIOS26<V: BinaryFloatingPoint>(bounds: ClosedRange<V>, step: V.Stride, neutralValue: V?, tick: (V) -> SliderTick<V>?)
    where V.Stride: BinaryFloatingPoint {
        neutralFraction = neutralValue.map { Self.fraction($0, bounds) }
        let span = bounds.upperBound - bounds.lowerBound
        // At most 200 candidate steps: a tick closure on a fine step would mark the whole track.
        guard step > 0, span > 0, V(step) > 0, Double(span / V(step)) <= 200 else { return }
        tickFractions = stride(from: bounds.lowerBound, through: bounds.upperBound, by: step).compactMap { value in
            tick(value).map { Self.fraction($0.value, bounds) }
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a neutral value, enabled bounds, a current-value label and ticks, without
    /// value labels at its ends (iOS 26).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint, C: View>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
                                                 enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                                 @ViewBuilder currentValueLabel: () -> C = { EmptyView() },
                                                 tick: (V) -> SliderTick<V>? = { _ in nil },
                                                 onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
        applyIOS26(bounds: bounds, step: step, neutralValue: neutralValue, tick: tick)
    }
}
