import Foundation
import WidgetShotUI

/// One mark as the chart lays it out: what it plots and how it is styled (built by the public
/// mark types and changed by the mark modifiers).
struct ChartMark {
    enum Kind { case bar, line, area, point, rule, rectangle, sector }
    var kind: Kind

    // What it plots. A nil position spans the plot on that axis (rules, ranged bars).
    var x: PlotValue?
    var y: PlotValue?
    var xStart: PlotValue?
    var xEnd: PlotValue?
    var yStart: PlotValue?
    var yEnd: PlotValue?
    /// Fixed positions in points from the plot's leading/top edge (`BarMark(xStart: CGFloat?…)`).
    var fixedX: (start: CGFloat?, end: CGFloat?)?
    var fixedY: (start: CGFloat?, end: CGFloat?)?
    var angle: PlotValue?
    var series: PlotValue?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0

    // How it is styled.
    var style: AnyShapeStyle?
    var styleBy: PlotValue?
    var symbolBy: PlotValue?
    var lineStyleBy: PlotValue?
    var symbolSizeBy: PlotValue?
    var positionBy: PlotValue?
    var positionAxis: Axis?
    var symbol: BasisChartSymbolShape?
    var symbolView: AnyView?
    var symbolSize: CGSize?
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod = .linear
    var annotations: [MarkAnnotation] = []
    var zIndex: Double = 0
    var clipShape: AnyChartClipShape?
    /// `shadow(color:radius:x:y:)`.
    var shadow: MarkShadow?
    /// `blur(radius:)`: the Gaussian blur's radius in points (0: none).
    var blur: CGFloat = 0
    /// `offset(…)` in points.
    var offset = MarkOffset()
    /// `mask { … }`: marks whose alpha masks this one.
    var mask: [ChartMark]?
    var accessibilityHidden = false
    /// A function plot's function, sampled into line or area marks by the layout.
    var function: ChartFunction?
    /// Set by `.foregroundStyle(_:)` on content that is not a mark (kept for nested content).
    var order = 0

    init(kind: Kind) { self.kind = kind }
}

/// A view annotating a mark, with where it goes.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

/// A shadow under marks (`.shadow(color:radius:x:y:)`), drawn as a view's shadow is.
struct MarkShadow {
    var color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat
}

/// A clip shape for marks (`.clipShape(_:)`), erased.
struct AnyChartClipShape {
    let path: (CGRect) -> Path
}
