import Foundation
import Testing
@testable import WidgetShotCharts
import WidgetShotUI

/// The plot frame, scales and mark rectangles of laid-out charts, with labels measured as
/// 6 pt per character × 13 pt (an 11 pt font's line).
struct ChartLayoutTests {
    static func measure(_ view: AnyView) -> CGSize { CGSize(width: 20, height: 13) }

    static func layout(_ marks: [ChartMark], size: CGSize = CGSize(width: 300, height: 150),
                       configuration: ChartConfiguration = ChartConfiguration()) -> ChartLayout {
        ChartLayout(size: size, marks: marks, configuration: configuration, environment: EnvironmentValues(), measure: measure)
    }

    static func bars() -> [ChartMark] {
        ChartMarkCollector.marks(of: ForEach(DaySteps.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) })
    }

    @Test func plotIsWhatRemainsAfterTheAxes() {
        let layout = Self.layout(Self.bars())
        // y labels on the trailing side: 20 pt + 4 pt gap; x labels below: 4.5 + 13 + 0.17 pt
        // (iOS: 18.0 pt with a 13.33 pt label at @3x, R3 and R10).
        #expect(layout.plot.origin == .zero && layout.plot.width == 276 && abs(layout.plot.height - 132.33) < 1e-9, "plot \(layout.plot)")
        #expect(layout.yAxis?.atFarSide == true)
        // Steps up to 11,200 on a 132.33 pt plot (d3 count 2): 0, 10,000, 20,000.
        #expect(layout.yScale?.numericDomain == 0...20000)
        #expect(layout.yAxis?.items.map(\.datum) == [.number(0), .number(10000), .number(20000)])
    }

    @Test func barsTakeSeventyPercentOfTheirBand() throws {
        let layout = Self.layout(Self.bars())
        var geometry = MarkGeometry(xScale: layout.xScale, yScale: layout.yScale, plot: layout.plot.size, styles: layout.styles)
        geometry.prepareNumericBands(layout.plan)
        let rect = try #require(geometry.rect(for: layout.plan[0]))
        let band = 276.0 / 7
        #expect(abs(rect.width - band * 0.7) < 1e-9)
        #expect(abs(rect.midX - band / 2) < 1e-9)
        #expect(abs(rect.maxY - 132.33) < 1e-9)                         // from zero at the plot bottom
        #expect(abs(rect.height - 132.33 * 6200 / 20000) < 1e-9)
    }

    @Test func hiddenAxesGiveThePlotEverythingAndKeepTheDataExtent() {
        var configuration = ChartConfiguration()
        configuration.xAxis.visibility = .hidden
        configuration.yAxis.visibility = .hidden
        let layout = Self.layout(Self.bars(), configuration: configuration)
        #expect(layout.plot == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(layout.yScale?.numericDomain == 0...11200)             // R9, R12: not rounded to a tick
    }

    @Test func stackedBarsStackInDataOrderAndGroupedBarsDoNot() {
        let stacked = MarkPlanner.plan(ChartMarkCollector.marks(of: ForEach(Sale.all, id: \.units) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(by: .value("Product", sale.product))
        }))
        #expect(stacked[0].valueRange! == (0, 40) && stacked[1].valueRange! == (40, 105))
        let grouped = MarkPlanner.plan(ChartMarkCollector.marks(of: ForEach(Sale.all, id: \.units) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).position(by: .value("Product", sale.product))
        }))
        #expect(grouped[1].valueRange! == (0, 65))
        #expect(grouped[0].group! == (0, 2) && grouped[1].group! == (1, 2))
    }

    @Test func categoricalYMakesHorizontalBars() {
        let marks = ChartMarkCollector.marks(of: BarMark(x: .value("Steps", 10), y: .value("Day", "Mon")))
        #expect(MarkPlanner.plan(marks)[0].vertical == false)
    }

    @Test func legendSitsBottomLeadingUnderTheXAxis() {
        let marks = ChartMarkCollector.marks(of: ForEach(Sale.all, id: \.units) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Units", sale.units)).foregroundStyle(by: .value("Product", sale.product))
        })
        let layout = Self.layout(marks)
        #expect(layout.legend?.entries.map(\.datum) == [.category("Tea"), .category("Coffee")])
        #expect(layout.legendOrigin == CGPoint(x: 0, y: 150 - 13))
        // Plot: 150 − legend 13 − spacing 4 − x axis 17.67.
        #expect(abs(layout.plot.height - 115.33) < 1e-9, "plot height \(layout.plot.height)")
        // Second entry: circle 8 + gap 5.5 + label 20 + entry gap 8.5.
        #expect(layout.legend?.origins[1] == CGPoint(x: 42, y: 0))
    }

    @Test func paletteFollowsFirstAppearance() {
        let marks = ChartMarkCollector.marks(of: ForEach(["b", "a", "b", "c"], id: \.self) { s in
            PointMark(x: .value("x", 1), y: .value("y", 2)).foregroundStyle(by: .value("k", s))
        })
        let styles = StyleResolver(marks: marks, configuration: ChartConfiguration())
        #expect(styles.values == [.category("b"), .category("a"), .category("c")])
    }

    @Test func enumsPlotAsTheirRawValues() {
        enum Kind: String, Plottable { case walk, run }
        #expect(PlotDatum(Kind.run) == .category("run"))
        #expect(PlotDatumConversion.value(.category("walk"), as: Kind.self) == .walk)
        #expect(PlotDatumConversion.value(.number(3), as: Int.self) == 3)
    }
}
