import Foundation
import Testing
@testable import WidgetShotCharts
import WidgetShot
import WidgetShotTesting

/// Legend entries of the non-colour encodings, mark offsets, masks and clip shapes: unit checks
/// of what is laid out, and goldens in `Snapshots/ChartLegendEncodingTests/` (recorded with
/// `WIDGETSHOT_RECORD=missing` and looked at).
@Suite(.serialized) struct ChartLegendEncodingTests {
    static let size = CGSize(width: 338, height: 158)
    static func card<V: View>(_ chart: V) -> some View { chart.padding(16).background(Color.white) }

    static func entries<C: ChartContent>(_ content: C, configuration: ChartConfiguration = ChartConfiguration()) -> [LegendEntry] {
        let marks = ChartMarkCollector.marks(of: content)
        return LegendEntries.make(styles: StyleResolver(marks: marks, configuration: configuration), marks: marks)
    }

    @Test func colourAndSymbolOfOneSeriesAreOneEntry() {
        let entries = Self.entries(ForEach(Sale.all, id: \.units) { sale in
            PointMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
                .symbol(by: .value("Product", sale.product))
        })
        #expect(entries.map(\.datum.label) == ["Tea", "Coffee"])
        #expect(entries.map(\.symbol) == [.circle, .square])
        #expect(entries.allSatisfy { $0.lineStyle == nil && $0.symbolArea == nil })
    }

    @Test func symbolOnlyEntriesTakeTheMarksColour() {
        let entries = Self.entries(ForEach(Sale.all, id: \.units) { sale in
            PointMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .symbol(by: .value("Product", sale.product))
        })
        #expect(entries.map(\.datum.label) == ["Tea", "Coffee"])
        #expect(entries.map(\.symbol) == [.circle, .square])
        #expect(entries.map(\.swatchSize) == [CGSize(width: 8, height: 8), CGSize(width: 8, height: 8)])
    }

    @Test func lineStylesGetLineSamplesAndDifferentFieldsGetTheirOwnEntries() {
        let entries = Self.entries(ForEach(Sale.all, id: \.units) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
                .lineStyle(by: .value("Shop", sale.product == "Tea" ? "North" : "South"))
        })
        #expect(entries.map(\.datum.label) == ["Tea", "Coffee", "North", "South"])
        #expect(entries[2].lineStyle?.dash == [] && entries[3].lineStyle?.dash == [6, 4])
        #expect(entries[2].swatchSize == CGSize(width: 16, height: 8))
        // Points styled by a value get no line sample (no line is drawn).
        let points = Self.entries(PointMark(x: .value("x", 1), y: .value("y", 1)).lineStyle(by: .value("k", "a")))
        #expect(points.isEmpty)
    }

    @Test func numericSymbolSizesShowTheirExtentsAndCategoriesEachValue() {
        let numeric = Self.entries(ForEach([10.0, 40, 25], id: \.self) { v in
            PointMark(x: .value("x", v), y: .value("y", v)).symbolSize(by: .value("Weight", v))
        })
        #expect(numeric.map(\.datum.label) == ["10", "40"])
        #expect(numeric.map(\.symbolArea) == [10, 100])
        #expect(numeric[1].swatchSize.width > 11 && numeric[1].swatchSize.width < 11.4)   // √(4·100/π)
        let categories = Self.entries(ForEach(["S", "M", "L"], id: \.self) { s in
            PointMark(x: .value("x", s), y: .value("y", 1)).symbolSize(by: .value("Size", s))
        })
        #expect(categories.map(\.datum.label) == ["S", "M", "L"])
    }

    @Test func automaticSymbolsCycleThroughFive() {
        let marks = ChartMarkCollector.marks(of: ForEach(0..<7, id: \.self) { i in
            PointMark(x: .value("x", i), y: .value("y", i)).symbol(by: .value("k", "s\(i)"))
        })
        let styles = StyleResolver(marks: marks, configuration: ChartConfiguration())
        #expect(marks.map { styles.symbol(for: $0) } == [.circle, .square, .triangle, .diamond, .pentagon, .circle, .square])
    }

    @Test func offsetsMoveMarksAndTheirEdges() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(MarkOffset(x: 5, y: -2).apply(to: r) == CGRect(x: 15, y: 18, width: 30, height: 40))
        // xStart/xEnd move the leading and trailing edges, yStart the bottom and yEnd the top.
        #expect(MarkOffset(xStart: 2, xEnd: -3, yStart: -4, yEnd: 6).apply(to: r) == CGRect(x: 12, y: 26, width: 25, height: 30))
        let rule = MarkGeometry.offsetRule(Path { p in p.move(to: CGPoint(x: 0, y: 50)); p.addLine(to: CGPoint(x: 100, y: 50)) },
                                           MarkOffset(y: 3, xStart: 10, xEnd: -20))
        #expect(rule.boundingRect == CGRect(x: 10, y: 53, width: 70, height: 0))
        let marks = ChartMarkCollector.marks(of: BarMark(x: .value("k", "a"), y: .value("v", 1)).offset(x: 2).offset(xStart: 1, xEnd: -1, y: 4))
        #expect(marks[0].offset.x == 2 && marks[0].offset.y == 4 && marks[0].offset.xStart == 1 && marks[0].offset.xEnd == -1)
    }

    @Test func maskMarksAreKeptApartFromTheChartsMarks() {
        let marks = ChartMarkCollector.marks(of: AreaMark(x: .value("x", 1), y: .value("y", 2)).mask { RectangleMark(xStart: .value("a", 0), xEnd: .value("b", 1), yStart: .value("c", 0), yEnd: .value("d", 1)) })
        #expect(marks.count == 1)
        #expect(marks[0].mask?.count == 1 && marks[0].mask?[0].kind == .rectangle)
    }

    // MARK: Goldens

    @Test func symbolLegend() {
        let chart = Chart(Sale.all, id: \.units) { sale in
            PointMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
                .symbol(by: .value("Product", sale.product))
                .symbolSize(60)
        }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func lineStyleAndSymbolSizeLegend() {
        let chart = Chart(Sale.all, id: \.units) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .lineStyle(by: .value("Product", sale.product))
                .symbol(by: .value("Product", sale.product))
            PointMark(x: .value("Month", sale.month), y: .value("Units", sale.units + 20))
                .symbolSize(by: .value("Size", sale.units > 55 ? "Large" : "Small"))
                .foregroundStyle(.orange)
        }
        .chartLegend(position: .top, alignment: .leading)
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }

    @Test func offsetsMaskAndClipShape() {
        let chart = Chart {
            ForEach(DaySteps.week) { day in
                BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps), stacking: .unstacked)
                    .foregroundStyle(.gray.opacity(0.3))
                BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps), stacking: .unstacked)
                    .offset(xStart: 6, xEnd: -6, yEnd: 8)
                    .foregroundStyle(.blue)
                    .mask { RectangleMark(xStart: .value("From", "Tue"), xEnd: .value("To", "Fri"), yStart: .value("Low", 0), yEnd: .value("High", 9000)) }
                PointMark(x: .value("Day", day.day), y: .value("Steps", day.steps)).offset(y: -8).foregroundStyle(.red).opacity(0.5)
            }
            RuleMark(y: .value("Goal", 8000)).offset(xStart: 20, xEnd: -20).foregroundStyle(.green)
            ForEach(DaySteps.week) { day in
                LineMark(x: .value("Day", day.day), y: .value("Steps", day.steps / 2))
                    .foregroundStyle(.purple)
                    .clipShape(Circle())
            }
        }
        assertSnapshot(of: Self.card(chart), size: Self.size, scale: 2)
    }
}
