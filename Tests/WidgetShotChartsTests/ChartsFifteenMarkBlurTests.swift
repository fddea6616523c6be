import Foundation
import Testing
import WidgetShot

/// `ChartContent.blur(radius:)` (iOS 16.4): marks drawn through a Gaussian blur, as a view's
/// `blur(radius:)` — mont-blanc's selection demo blurs the bars not selected.
/// https://developer.apple.com/documentation/charts/chartcontent/blur(radius:)
@Suite struct ChartsFifteenMarkBlurTests {
    static func render(blur: CGFloat?) throws -> ReferenceProbe {
        let chart = Chart {
            if let blur {
                BarMark(x: .value("Name", "a"), y: .value("Value", 50)).blur(radius: blur)
            } else {
                BarMark(x: .value("Name", "a"), y: .value("Value", 50))
            }
        }
        .chartYScale(domain: 0...100)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        return try ReferenceRender.render(chart, width: 100, height: 100, scale: 1)
    }

    /// How blue a pixel is (0 on white).
    static func blueness(_ p: ReferenceProbe, _ x: Int, _ y: Int) -> Double { let c = p.rgb(x, y); return max(0, c.b - c.r) }

    @Test func aBlurredBarSpreadsPastItsEdges() throws {
        let sharp = try Self.render(blur: nil), blurred = try Self.render(blur: 6)
        // The bar covers the lower half, 70 % of the band: columns 15…85, rows 50…100.
        let left = (0..<50).first { Self.blueness(sharp, $0, 75) > 100 } ?? -1
        try #require(left > 5, "bar edge \(left)")
        // Outside the sharp bar's left edge and above its top, the blurred bar leaves colour; inside
        // near the edge it is paler than the sharp bar.
        #expect(Self.blueness(sharp, left - 4, 75) < 1 && Self.blueness(blurred, left - 4, 75) > 10)
        #expect(Self.blueness(sharp, 50, 46) < 1 && Self.blueness(blurred, 50, 46) > 10)
        #expect(Self.blueness(blurred, left + 1, 75) < Self.blueness(sharp, left + 1, 75) - 10)
        // The middle of the bar stays its colour.
        #expect(abs(Self.blueness(blurred, 50, 85) - Self.blueness(sharp, 50, 85)) < 8)
    }
}
