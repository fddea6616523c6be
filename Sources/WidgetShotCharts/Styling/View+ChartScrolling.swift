import Foundation
import WidgetShotUI

// Scrolling and selection (iOS 17). A render is the chart's first frame, before any scroll or
// touch: a scrollable chart shows its visible domain at the initial scroll position, and a
// selection is whatever the binding holds (the modifiers draw nothing themselves; the chart's
// own content reads the selected value).
// https://developer.apple.com/documentation/swiftui/view/chartscrollableaxes(_:)
extension View {
    /// Makes the chart scroll along `axes`: only `chartXVisibleDomain`/`chartYVisibleDomain`
    /// of the data is laid out in the plot, from the initial scroll position.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartConfiguration { $0.xScale.scrollable = axes.contains(.horizontal); $0.yScale.scrollable = axes.contains(.vertical) }
    }
    /// The length of the visible x domain of a scrollable chart, in data units (seconds for
    /// dates; the number of categories for categorical data).
    /// https://developer.apple.com/documentation/swiftui/view/chartxvisibledomain(length:)
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let n = PlotDatum(length).numeric
        return chartConfiguration { $0.xScale.visibleLength = n }
    }
    /// The length of the visible y domain of a scrollable chart, in data units.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let n = PlotDatum(length).numeric
        return chartConfiguration { $0.yScale.visibleLength = n }
    }
    /// The x scroll position: the value at the plot's leading edge (read once: a render does not scroll).
    /// https://developer.apple.com/documentation/swiftui/view/chartscrollposition(x:)
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        let d = PlotDatum(x.wrappedValue)
        return chartConfiguration { $0.xScale.scrollPosition = d }
    }
    /// The y scroll position: the value at the plot's bottom edge.
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
        let d = PlotDatum(y.wrappedValue)
        return chartConfiguration { $0.yScale.scrollPosition = d }
    }
    /// The initial x scroll position (without it a scrollable chart starts at the domain's start:
    /// developer.apple.com/forums/thread/732565 asks how to start a scrolling bar chart at the newest days).
    /// https://developer.apple.com/documentation/swiftui/view/chartscrollposition(initialx:)
    public func chartScrollPosition(initialX: some Plottable) -> some View {
        let d = PlotDatum(initialX)
        return chartConfiguration { $0.xScale.scrollPosition = d }
    }
    /// The initial y scroll position.
    public func chartScrollPosition(initialY: some Plottable) -> some View {
        let d = PlotDatum(initialY)
        return chartConfiguration { $0.yScale.scrollPosition = d }
    }
    /// How a scroll settles (nothing scrolls in a render: the chart is unchanged).
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View { self }

    /// Binds the x value under the user's finger (a render has no touch: the binding keeps its value).
    /// https://developer.apple.com/documentation/swiftui/view/chartxselection(value:)
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Binds the x range the user selects with two fingers (unchanged in a render).
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// Binds the y value under the user's finger (unchanged in a render).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Binds the y range the user selects (unchanged in a render).
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// Binds the angle value the user touches in a pie (unchanged in a render).
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// A gesture on the chart, given its proxy (no touch in a render: not called).
    public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View { self }
}

/// How a scrollable chart settles after a scroll — Swift Charts' `ChartScrollTargetBehavior`.
/// https://developer.apple.com/documentation/charts/chartscrolltargetbehavior
public protocol ChartScrollTargetBehavior {}

/// Scrolling that settles on values — Swift Charts' `ValueAlignedChartScrollTargetBehavior`.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// Where a scroll of more than a page settles — Swift Charts' `MajorValueAlignment`.
    public struct MajorValueAlignment {
        /// On dates matching `components`.
        public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
        /// On multiples of `value`.
        public static func unit(_ value: Double) -> MajorValueAlignment { MajorValueAlignment() }
        /// A page at a time.
        public static var page: MajorValueAlignment { MajorValueAlignment() }
    }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Settles on dates matching `matching`.
    public static func valueAligned(matching: DateComponents, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil) -> Self {
        ValueAlignedChartScrollTargetBehavior()
    }
    /// Settles on multiples of `unit`.
    public static func valueAligned(unit: Double, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil) -> Self {
        ValueAlignedChartScrollTargetBehavior()
    }
}
