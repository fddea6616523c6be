import Foundation
import Testing
import WidgetShot

/// `.automatic(includesZero:reversed:dataType:modifyInferredDomain:)`: the inferred domain, then
/// the app's closure over it — mont-blanc's catalog sorts the categories and appends one the data
/// lacks (`domain.sort(using: .localizedStandard); domain.append("New")`).
/// https://developer.apple.com/documentation/charts/scaledomain/automatic(includeszero:reversed:datatype:modifyinferreddomain:)
@Suite struct ChartsFifteenModifiedDomainTests {
    /// Blue rows in column `x` (a bar's height in pixels).
    static func blueRows(_ p: ReferenceProbe, column x: Int) -> Int {
        (0..<p.height).filter { y in let c = p.rgb(x, y); return c.b - c.r > 80 }.count
    }

    @Test func sortedCategoriesWithAnAppendedOneTakeTheBands() throws {
        let data = [("b", 10.0), ("a", 20.0), ("c", 30.0)]
        let chart = Chart(data, id: \.0) { BarMark(x: .value("Name", $0.0), y: .value("Value", $0.1)) }
            .chartXScale(domain: .automatic(dataType: String.self) { domain in
                domain.sort()
                domain.append("d")
            })
            .chartYScale(domain: 0...30)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
        let p = try ReferenceRender.render(chart, width: 200, height: 100, scale: 1)
        // Four bands of 50 pt: a (20 of 30), b (10), c (30), then "d" with no bar.
        let heights = [25, 75, 125, 175].map { Self.blueRows(p, column: $0) }
        #expect(abs(heights[0] - 67) <= 2 && abs(heights[1] - 33) <= 2 && abs(heights[2] - 100) <= 2 && heights[3] == 0, "\(heights)")
    }

    @Test func aNumberDomainsEndsCanBeWidened() throws {
        let chart = Chart { BarMark(x: .value("Name", "a"), y: .value("Value", 50)) }
            .chartYScale(domain: .automatic(includesZero: true, dataType: Double.self) { domain in domain = [0, 100] })
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
        let p = try ReferenceRender.render(chart, width: 100, height: 100, scale: 1)
        // 50 of 0…100: half the plot (the axis is hidden, so the ends are not rounded).
        #expect(abs(Self.blueRows(p, column: 50) - 50) <= 2, "\(Self.blueRows(p, column: 50))")
    }
}
