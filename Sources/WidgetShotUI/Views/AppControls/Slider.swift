import Foundation

/// A control for picking a value from a range — SwiftUI's `Slider`.
///
/// Drawn as iOS's slider at rest: a 4 pt track filled in the tint up to the value and in the
/// system fill after it, a white 28 pt thumb with a soft shadow at the value, and the minimum and
/// maximum value labels on either side. The label is for accessibility (iOS does not draw it).
/// Apple does not document the sizes; 4 pt and 28 pt are a guess close to UIKit's `UISlider`.
/// iOS 26's initialisers (``init(value:in:step:neutralValue:enabledBounds:label:currentValueLabel:minimumValueLabel:maximumValueLabel:tick:onEditingChanged:)``)
/// tint the track from the neutral value to the thumb and mark ticks as 4 pt dots on the track
/// (a guess); the current-value label is not drawn (iOS's slider on iPhone shows none).
///
/// ```swift
/// Slider(value: $volume, in: 0...1)
/// Slider(value: $padding, in: 0...40, step: 1) { Text("Padding") }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    /// Where the value sits in its range, 0…1.
    let fraction: Double
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    /// Where the tinted track starts (iOS 26's `neutralValue`; the minimum when nil), 0…1.
    var neutralFraction: Double?
    /// Where tick marks sit (iOS 26's `tick:`), 0…1.
    var tickFractions: [Double] = []

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, span.isFinite else { return 0 }
        let f = Double(value - bounds.lowerBound) / span
        return f.isFinite ? min(max(f, 0), 1) : 0
    }

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, minimum: ValueLabel?, maximum: ValueLabel?) {
        fraction = Self.fraction(value, bounds)
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public var body: some View {
        HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel }
            GeometryReader { proxy in
                let thumb: CGFloat = 28
                let x = max(proxy.size.width - thumb, 0) * fraction
                let travel = max(proxy.size.width - thumb, 0)
                let start = (neutralFraction.map { travel * $0 } ?? -thumb / 2) + thumb / 2
                let end = x + thumb / 2
                ZStack(alignment: .leading) {
                    Capsule().fill(.fill).frame(height: 4)
                    Capsule().fill(.tint).frame(width: abs(end - start), height: 4).offset(x: min(start, end))
                    ForEach(Array(tickFractions.enumerated()), id: \.offset) { _, tick in
                        Circle().fill(.secondary).frame(width: 4, height: 4).offset(x: thumb / 2 + travel * tick - 2)
                    }
                    Circle()
                        .fill(Color.white)
                        .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 2)
                        .frame(width: thumb, height: thumb)
                        .offset(x: x)
                }
                .frame(height: thumb)
            }
            .frame(height: 28)
            if let maximumValueLabel { maximumValueLabel }
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0…1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
    /// A slider over `bounds` moving in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with an accessibility label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
    /// A stepped slider with an accessibility label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
    }
}

extension Slider {
    /// A slider with value labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
    /// A stepped slider with value labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}
