import Foundation
import WidgetShotUI

// Axis modifiers of charts (Swift Charts' `View` extensions).
// https://developer.apple.com/documentation/charts/customizing-axes-in-swift-charts
extension View {
    /// Shows or hides the x axis (`.hidden` draws no gridlines, ticks or labels and gives the plot the room).
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis.visibility = visibility }
    }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis.visibility = visibility }
    }
    /// The x axis's marks (`AxisMarks(values: .stride(by: .hour, count: 6)) { … }`).
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let parts = AxisContentGroup.parts(of: content())
        return chartConfiguration { $0.xAxis.marks = parts }
    }
    /// The y axis's marks.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let parts = AxisContentGroup.parts(of: content())
        return chartConfiguration { $0.yAxis.marks = parts }
    }
    /// A title for the x axis (below its labels by default).
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    /// A title for the x axis.
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    /// A title for the x axis, as a view.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(content: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return chartConfiguration { $0.xAxis.title = title }
    }
    /// A title for the y axis (above the axis's labels by default).
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    /// A title for the y axis.
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    /// A title for the y axis, as a view.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(content: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return chartConfiguration { $0.yAxis.title = title }
    }
}

// Scale modifiers.
// https://developer.apple.com/documentation/charts/view/chartxscale(domain:range:type:)
extension View {
    /// The x scale's domain (a range, categories in order, or `.automatic(includesZero:)`) and type.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let d = ResolvedScaleDomain(domain)
        return chartConfiguration { $0.xScale.domain = d; $0.xScale.type = type }
    }
    /// The x scale's domain, range and type.
    public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let d = ResolvedScaleDomain(domain)
        return chartConfiguration { $0.xScale.domain = d; $0.xScale.type = type; $0.xScale.apply(range: range) }
    }
    /// The x scale's range and type.
    public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.xScale.type = type; $0.xScale.apply(range: range) }
    }
    /// The x scale's type.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.xScale.type = type }
    }
    /// The y scale's domain (a range, categories in order, or `.automatic(includesZero:)`) and type.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let d = ResolvedScaleDomain(domain)
        return chartConfiguration { $0.yScale.domain = d; $0.yScale.type = type }
    }
    /// The y scale's domain, range and type.
    public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let d = ResolvedScaleDomain(domain)
        return chartConfiguration { $0.yScale.domain = d; $0.yScale.type = type; $0.yScale.apply(range: range) }
    }
    /// The y scale's range and type.
    public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.yScale.type = type; $0.yScale.apply(range: range) }
    }
    /// The y scale's type.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.yScale.type = type }
    }
}
