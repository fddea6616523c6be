import Foundation
import Testing
import WidgetShot

/// `RectangleMark` with one interval in data and the other fixed in points (nil: the plot's
/// edges), and with both fixed — Swift Charts' `init(xStart:xEnd:yStart:yEnd:)` forms
/// (https://developer.apple.com/documentation/charts/rectanglemark): a target band behind a line,
/// as mont-blanc's catalog draws `RectangleMark(yStart: .value("Start", 20), yEnd: .value("End", 40))`.
@Suite struct ChartsFifteenRectangleBandTests {
    static let green = (r: 0.0, g: 255.0, b: 0.0)

    /// The first and last rows of column `x` that are (mostly) pure green.
    static func greenRows(_ p: ReferenceProbe, column x: Int) -> ClosedRange<Int>? {
        let rows = (0..<p.height).filter { y in let c = p.rgb(x, y); return c.g > 200 && c.r < 60 && c.b < 60 }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    static func render<C: ChartContent>(@ChartContentBuilder _ band: () -> C) throws -> ReferenceProbe {
        let chart = Chart {
            LineMark(x: .value("Day", 0), y: .value("Value", 10))
            LineMark(x: .value("Day", 10), y: .value("Value", 90))
            band()
        }
        .chartXScale(domain: 0...10)
        .chartYScale(domain: 0...100)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        return try ReferenceRender.render(chart, width: 200, height: 100, scale: 1)
    }

    @Test func aDataBandSpansThePlotsWidth() throws {
        let p = try Self.render { RectangleMark(yStart: .value("Low", 20), yEnd: .value("High", 40)).foregroundStyle(Color(red: 0, green: 1, blue: 0)) }
        // y 40…20 of 0…100 on a 100 pt plot: rows 60…80 from the top, in every column.
        for x in [2, 100, 197] {
            let rows = try #require(Self.greenRows(p, column: x), "no band in column \(x)")
            #expect(abs(rows.lowerBound - 60) <= 1 && abs(rows.upperBound - 79) <= 1, "column \(x): \(rows)")
        }
    }

    @Test func fixedEdgesAreInPoints() throws {
        let p = try Self.render { RectangleMark(xStart: .value("From", 2), xEnd: .value("To", 4), yStart: 10, yEnd: 30).foregroundStyle(Color(red: 0, green: 1, blue: 0)) }
        // x 2…4 of 0…10 on 200 pt: columns 40…80; y fixed at 10…30 pt from the top.
        let rows = try #require(Self.greenRows(p, column: 60))
        #expect(abs(rows.lowerBound - 10) <= 1 && abs(rows.upperBound - 29) <= 1, "\(rows)")
        #expect(Self.greenRows(p, column: 30) == nil && Self.greenRows(p, column: 90) == nil)
        let all = try Self.render { RectangleMark(xStart: 50, xEnd: 150).foregroundStyle(Color(red: 0, green: 1, blue: 0)) }
        let full = try #require(Self.greenRows(all, column: 100))
        #expect(full.lowerBound <= 1 && full.upperBound >= 98, "nil y edges are the plot's: \(full)")
        #expect(Self.greenRows(all, column: 40) == nil)
    }
}
