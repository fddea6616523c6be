import Foundation
import WidgetShotUI

/// Swift Charts' default sizes and colours. Measured figures come from real iOS renders listed in
/// /work/charts-measurements.md (refs R1…R12: repository, path and commit of each PNG); the
/// few guesses say so.
enum ChartMetrics {
    /// Axis labels and legend labels: 11 pt (caption2), secondaryLabel (R1, R3, R5, R8).
    static let labelFont = Font.caption2
    static var labelStyle: AnyShapeStyle { AnyShapeStyle(Color.secondary) }
    /// y labels: their frame starts 4 pt after the plot (ink 4.4–4.7 pt: R1, R3, R5, R10).
    static let yLabelGap: CGFloat = 4
    /// x labels: frame top 4.5 pt below the plot (cap top 7 pt below: R1, R3).
    static let xLabelTopGap: CGFloat = 4.5
    /// Room below the x labels' frame: the axis is the gap, the label's height and this. With an
    /// 11 pt label (13.33 pt at @3x) iOS's axis is 18.0 pt: the plot's bottom gridline is centred
    /// on 414.0 px in R10 and 1394.0 px in R3 (@3x), 0.33–0.4 pt below where 0.5 here put it.
    /// Fitted on the references' SSIM (PixelsLikeIOS.md): 0.17–0.23 give the same best R3, R4,
    /// R10 and R1 figures; 0.3 loses R1 (0.955 against 0.966), 0.1 and 0 lose R10.
    static let xAxisExtra: CGFloat = 0.17
    /// Leading-aligned x labels (dates, numbers) start 4.5 pt after their tick (ink 5 pt: R1, R3, R10).
    static let xLabelLeadingGap: CGFloat = 4.5
    /// Date/number x ticks continue the gridline 17 pt below the plot (R1 17 pt, R3 17.3, R10 17.5).
    static let xTickLength: CGFloat = 17
    /// Gridlines: 0.5 pt, tertiaryLabel — (60,60,67) at 30 % light, (235,235,245) at 30 % dark (R1, R2, R3).
    static let gridLineWidth: CGFloat = 0.5
    static func gridLineColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)
                        : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    }
    /// x gridlines (and ticks) are dashed 2 pt on, 2 pt off from the plot top; y gridlines solid (R1, R2, R3).
    static let xGridDash: [CGFloat] = [2, 2]
    /// Automatic tick count (d3's count, i.e. intervals): one per 100 pt of plot, at least 2.
    /// Fits every measured plot: R1 205 pt → 0, 2, 4, 6 for data up to 4.1 (needs 70.7–157 pt
    /// per interval); R3 464.7 pt and R5 482.7 pt on 0…175 → 0, 50, 100, 150 (needs 87.3–…);
    /// R1 x 331 pt over 24 h → every 6 h (needs ≤ 117).
    static func automaticTickCount(length: CGFloat) -> Double { max(2, Double(length) / 100) }
    /// Bars take 0.70 of their category band or date unit, centred; grouped bars 0.70 of their
    /// slot of that (R9, R10, R12).
    static let barBandRatio: CGFloat = 0.7
    /// LineMark: 2 pt (R6, R7). RuleMark: 1 pt (guess: Apple's rules look hairline-thin next to 2 pt lines).
    static let lineWidth: CGFloat = 2
    static let ruleWidth: CGFloat = 1
    /// PointMark: a filled circle whose `symbolSize` is its area (R11: 50 → 8 pt). Default area
    /// 30 pt² (guess, no measured default yet); a line's symbols 20 pt² (guess).
    static let defaultPointArea: CGFloat = 30
    static let lineSymbolArea: CGFloat = 20
    /// `lineStyle(by:)` without `chartLineStyleScale`: solid, then dashed, dotted, dash-dotted,
    /// 2 pt wide like a plain line (R6). The dash patterns are a guess: no iOS render with
    /// `lineStyle(by:)` measured yet.
    static let automaticLineStyles: [StrokeStyle] = [
        StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round),
        StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [6, 4]),
        StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [0.5, 4]),
        StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [6, 4, 0.5, 4]),
    ]
    /// `symbolSize(by:)` without `chartSymbolSizeScale`: areas from 10 to 100 pt² over the data's
    /// extent (a guess: no iOS render with `symbolSize(by:)` measured yet; R11's 50 pt² sits inside).
    static let automaticSymbolAreas: ClosedRange<CGFloat> = 10...100
    /// Legend: 8 pt circles (R3, R4, R8), label 5.5 pt after the circle (ink 6 pt, iOS 26: R4),
    /// next entry 8.5 pt after a label (ink 9 pt: R4, R8), 4 pt below the x axis (R3, R5).
    static let legendSymbolSize: CGFloat = 8
    static let legendSymbolGap: CGFloat = 5.5
    static let legendEntryGap: CGFloat = 8.5
    static let legendSpacing: CGFloat = 4
    /// A `lineStyle(by:)` legend entry's line sample: 16 pt long (guess, no iOS render measured).
    static let legendLineSampleLength: CGFloat = 16
    /// Annotation spacing from the mark (guess: 4 pt, SwiftUI's default small spacing).
    static let annotationSpacing: CGFloat = 4
    /// Axis title (`chartXAxisLabel`) spacing from the axis labels (guess: 4 pt).
    static let axisTitleSpacing: CGFloat = 4
}
