import Foundation
import WidgetShotUI

// Styling modifiers of marks (Swift Charts' `ChartContent` instance methods).
// https://developer.apple.com/documentation/charts/chartcontent
extension ChartContent {
    /// Fills (or strokes, for lines and rules) the marks with `style`: a colour or a gradient
    /// (gradients span the plot area).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modified { if $0.style == nil { $0.style = erased } }
    }
    /// Colours the marks by `value`: each distinct value takes the next colour of the chart's
    /// palette (or of `chartForegroundStyleScale`) and gets a legend entry.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { if $0.styleBy == nil { $0.styleBy = value.value } }
    }
    /// Strokes lines by `value`: each distinct value takes the next line style of
    /// `chartLineStyleScale` (or of the automatic order) and starts its own line.
    /// https://developer.apple.com/documentation/charts/chartcontent/linestyle(by:)
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { if $0.lineStyleBy == nil { $0.lineStyleBy = value.value } }
    }
    /// Sizes symbols by `value`: numbers map to areas along `chartSymbolSizeScale` (or the
    /// automatic range), categories take the sizes in turn.
    /// https://developer.apple.com/documentation/charts/chartcontent/symbolsize(by:)
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { if $0.symbolSizeBy == nil { $0.symbolSizeBy = value.value } }
    }
    /// The marks' opacity.
    public func opacity(_ value: Double) -> some ChartContent {
        modified { $0.opacity *= max(0, min(1, value)) }
    }
    /// Rounds the corners of bars and rectangles (and of sectors).
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modified { $0.cornerRadius = max(0, radius) }
    }
    /// The stroke of lines and rules (width, dashes, caps).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { if $0.lineStyle == nil { $0.lineStyle = style } }
    }
    /// How a line or an area joins its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }
    /// Groups marks that share a category side by side by `value` instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        modified { $0.positionBy = value.value; $0.positionAxis = axis }
    }
    /// The drawing order: marks with a higher z-index draw over others.
    public func zIndex(_ value: Double) -> some ChartContent {
        modified { $0.zIndex = value }
    }
    /// Draws a shadow under the marks, as `View.shadow(color:radius:x:y:)` does under a view
    /// (iOS 16.4; https://developer.apple.com/documentation/charts/chartcontent/shadow(color:radius:x:y:)).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        let shadow = MarkShadow(color: color, radius: max(0, radius), x: x, y: y)
        return modified { if $0.shadow == nil { $0.shadow = shadow } }
    }
    /// Blurs the marks, as `View.blur(radius:)` blurs a view (iOS 16.4;
    /// https://developer.apple.com/documentation/charts/chartcontent/blur(radius:)).
    public func blur(radius: CGFloat) -> some ChartContent {
        modified { if $0.blur == 0 { $0.blur = max(0, radius) } }
    }
    /// Clips the marks to `shape` in the plot area.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip = AnyChartClipShape(path: { shape.path(in: $0) })
        return modified { $0.clipShape = clip }
    }
}

// Symbols of points and of lines' points.
extension ChartContent {
    /// Draws each point with `symbol` (a line's points get the symbol too).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let basis = symbol as? BasisChartSymbolShape ?? .circle   // Circle() too
        return modified { $0.symbol = basis }
    }
    /// Draws each point with a view.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modified { $0.symbolView = view }
    }
    /// Gives each distinct `value` the next symbol (circle, square, triangle, diamond, pentagon…).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.symbolBy = value.value }
    }
    /// The symbols' area in square points (a circle of diameter √(4·size/π)).
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        let d = (4 * max(0, size) / .pi).squareRoot()
        return modified { $0.symbolSize = CGSize(width: d, height: d) }
    }
    /// The symbols' size in points.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size }
    }
}

// Annotations.
extension ChartContent {
    /// Places `content` beside each mark (above a vertical bar, beside a horizontal one, above
    /// points and lines by default).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }
}

// Accessibility: charts are read by VoiceOver on iOS; a rendered image has nothing to read, so
// these keep Apple's signatures and change nothing drawn.
extension ChartContent {
    /// The marks' VoiceOver label (not drawn).
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modified { _ in } }
    /// The marks' VoiceOver label (not drawn).
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { modified { _ in } }
    /// The marks' VoiceOver label (not drawn).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modified { _ in } }
    /// The marks' VoiceOver value (not drawn).
    public func accessibilityValue(_ value: Text) -> some ChartContent { modified { _ in } }
    /// The marks' VoiceOver value (not drawn).
    public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { modified { _ in } }
    /// The marks' VoiceOver value (not drawn).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modified { _ in } }
    /// The marks' accessibility identifier (not drawn).
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { modified { _ in } }
    /// Hides the marks from VoiceOver (not drawn differently).
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modified { $0.accessibilityHidden = hidden } }
}
