import Foundation
import Testing
@testable import WidgetShotCharts

/// `AxisTick.Length` as Swift Charts names it (mont-blanc's axis catalog writes
/// `AxisTick(centered: true, length: .longestLabel(extendPastBy: 8), stroke: …)`): `.label` reaches
/// across the gap to the far side of the tick's own label, `.longestLabel` to the far side of the
/// axis's longest label, each `extendPastBy` points further.
/// https://developer.apple.com/documentation/charts/axistick/length
@Suite struct ChartsFifteenAxisTickLengthTests {
    static func item(_ value: Double, label: CGSize) -> AxisItem {
        var item = AxisItem(datum: .number(value), position: CGFloat(value), components: [])
        item.labelSize = label
        return item
    }
    static let scale = ChartScale(kind: .continuous(lower: 0, upper: 100, type: .linear, isDate: false), start: 200, end: 0)
    static let items = [item(0, label: CGSize(width: 12, height: 14)), item(50, label: CGSize(width: 30, height: 14))]

    @Test func yTicksReachAcrossTheLabelsWidths() {
        let y = ResolvedAxis(isX: false, atFarSide: true, items: Self.items, scale: Self.scale)
        let gap = ChartMetrics.yLabelGap
        #expect(AxisGeometry.tickLength(.automatic, item: Self.items[0], axis: y) == nil)
        #expect(AxisGeometry.tickLength(.label, item: Self.items[0], axis: y) == gap + 12)
        #expect(AxisGeometry.tickLength(.label(extendPastBy: 8), item: Self.items[0], axis: y) == gap + 12 + 8)
        #expect(AxisGeometry.tickLength(.longestLabel, item: Self.items[0], axis: y) == gap + 30)
        #expect(AxisGeometry.tickLength(.longestLabel(extendPastBy: 8), item: Self.items[0], axis: y) == gap + 30 + 8)
        #expect(AxisGeometry.tickLength(AxisTick(length: 5).length, item: Self.items[0], axis: y) == 5)
    }

    @Test func xTicksReachAcrossTheLabelsHeights() {
        let x = ResolvedAxis(isX: true, atFarSide: true, items: Self.items, scale: Self.scale)
        #expect(AxisGeometry.tickLength(.longestLabel(extendPastBy: 2), item: Self.items[1], axis: x) == ChartMetrics.xLabelTopGap + 14 + 2)
    }
}
