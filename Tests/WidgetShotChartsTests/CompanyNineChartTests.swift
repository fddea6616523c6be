import Foundation
import Testing
import WidgetShot

/// Swift Charts API met in the company-9 sweep (issue 20): Trio's and xDrip4iOS's glucose charts.
struct CompanyNineChartTests {
    /// Large green points on white, with or without a shadow offset down and right.
    private func glucose(shadow: Bool) -> some View {
        Chart(DaySteps.week) { day in
            let point = PointMark(x: .value("Day", day.day), y: .value("Steps", 8000))
                .symbol(Circle())
                .symbolSize(400)
                .foregroundStyle(Color.green)
            if shadow {
                point.shadow(color: .black, radius: 0, x: 6, y: 6)
            } else {
                point
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .padding(20)
    }

    @Test("shadow(color:radius:x:y:) draws a dark copy of each mark, offset by x and y")
    func markShadowIsDrawn() throws {
        let plain = try ReferenceRender.render(glucose(shadow: false), width: 280, height: 120, scale: 1)
        let shadowed = try ReferenceRender.render(glucose(shadow: true), width: 280, height: 120, scale: 1)
        func darkPixels(_ probe: ReferenceProbe) -> Int {
            var count = 0
            for y in 0..<probe.height { for x in 0..<probe.width {
                let c = probe.rgb(x, y)
                if c.r < 60 && c.g < 60 && c.b < 60 { count += 1 }
            } }
            return count
        }
        #expect(darkPixels(plain) == 0)
        // Seven points of 22.6 pt diameter: each shadow shows as a crescent below right of its point.
        #expect(darkPixels(shadowed) > 7 * 60, "\(darkPixels(shadowed)) dark pixels")
    }

    @Test("Circle() is a chart symbol shape and draws as the circle symbol")
    func circleIsASymbolShape() throws {
        let circle = try ReferenceRender.render(
            Chart(DaySteps.week) { PointMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)).symbol(Circle()) }.padding(10),
            width: 240, height: 140, scale: 2)
        let basis = try ReferenceRender.render(
            Chart(DaySteps.week) { PointMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)).symbol(.circle) }.padding(10),
            width: 240, height: 140, scale: 2)
        #expect(circle.image.bytes == basis.image.bytes)
    }
}
