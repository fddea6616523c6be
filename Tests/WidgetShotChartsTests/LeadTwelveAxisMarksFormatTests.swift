import Foundation
import Testing
import WidgetShot

/// `AxisMarks(format:preset:position:values:stroke:)`: the axis's default marks with labels in the
/// given format (Luka's glucose chart: `AxisMarks(format: .dateTime.hour(), preset: .aligned,
/// values: .automatic(desiredCount: 4))`).
@Suite struct LeadTwelveAxisMarksFormatTests {
    static let nine = Date(timeIntervalSince1970: 1_799_971_200 + 9 * 3600)   // 2027-01-15 09:00 UTC (1_799_971_200 is a midnight)

    static func chart<A: AxisContent>(@AxisContentBuilder axis: () -> A) -> some View {
        let points = (0..<4).map { (date: nine.addingTimeInterval(Double($0) * 3600), value: Double($0 * 10 + 90)) }
        return Chart(points, id: \.date) { LineMark(x: .value("Time", $0.date), y: .value("mg/dL", $0.value)) }
            .chartXAxis(content: axis)
            .frame(width: 300, height: 160)
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }

    @Test func labelsTakeTheFormatAndTheMarksStayTheDefaults() throws {
        let renderer = try ViewRenderer()
        let size = CGSize(width: 300, height: 160)
        let values = (0..<4).map { Self.nine.addingTimeInterval(Double($0) * 3600) }
        func image<A: AxisContent>(@AxisContentBuilder _ axis: () -> A) throws -> RasterImage {
            try renderer.render(Self.chart(axis: axis), size: size, scale: 2).image
        }
        let formatted = try image { AxisMarks(format: .dateTime.hour().minute(), preset: .aligned, values: values) }
        // The x axis's default marks (gridline, tick, label) with the label in that format.
        let spelledOut = try image {
            AxisMarks(preset: .aligned, values: values) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.hour().minute())
            }
        }
        #expect(formatted == spelledOut)
        // The default labels ("9 AM") are other text: other pixels.
        #expect(try image { AxisMarks(preset: .aligned, values: values) } != formatted)
        // Automatic values take the format too.
        let automatic = try image { AxisMarks(format: .dateTime.hour().minute(), values: .automatic(desiredCount: 4)) }
        #expect(automatic != (try image { AxisMarks(values: .automatic(desiredCount: 4)) }))
    }
}
