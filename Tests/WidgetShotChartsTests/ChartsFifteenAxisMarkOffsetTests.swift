import Foundation
import Testing
import WidgetShot

/// `AxisMark.offset(x:y:)` and `offset(_:)` (Penn Mobile's gym chart moves its x gridlines, ticks
/// and labels 10 pt left, the labels 6 pt down, to sit under bars it also moved 10 pt left):
/// each gridline, tick and label is drawn that far from where it would be, nothing else moves.
/// https://developer.apple.com/documentation/charts/axismark/offset(x:y:)
@Suite struct ChartsFifteenAxisMarkOffsetTests {
    static let seven = Date(timeIntervalSince1970: 1_799_971_200 + 7 * 3600)   // 2027-01-15 07:00 UTC
    static let hours = (0..<3).map { seven.addingTimeInterval(Double(1 + $0 * 3) * 3600) }

    /// A chart of hourly values from 7 h whose x axis draws `marks` at 8, 11 and 14 h (the first
    /// gridline moved 10 pt left stays inside the image), on white, 2×.
    static func probe<M: AxisMark>(_ name: String, @AxisMarkBuilder _ marks: @escaping (AxisValue) -> M) throws -> ReferenceProbe {
        let points = (0..<10).map { (date: seven.addingTimeInterval(Double($0) * 3600), value: Double($0 % 4 + 1)) }
        let chart = Chart(points, id: \.date) { BarMark(x: .value("Hour", $0.date, unit: .hour), y: .value("Value", $0.value)) }
            .chartYAxis(.hidden)
            .chartYScale(domain: 0...20)   // bars in the lower fifth: the gridlines are bare above them
            .chartXAxis { AxisMarks(values: hours, content: marks) }
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .frame(height: 120)   // centred on the 150 pt canvas: labels moved down stay on it
        return try ReferenceRender.render(chart, width: 300, height: 150, scale: 2, name: "ChartsFifteen-\(name)")
    }

    /// The gridlines' centres (pixels) over the plot's upper part, above the bars.
    static func gridlines(_ p: ReferenceProbe) -> [Double] {
        p.verticalHairlines(columns: 0..<p.width, rows: 40..<120, fraction: 0.3).map(\.centre)
    }

    /// The lowest row with a blue (bar) pixel.
    static func barBottom(_ p: ReferenceProbe) -> Int {
        (0..<p.height).last { y in (0..<p.width).contains { x in let c = p.rgb(x, y); return c.b - c.r > 80 } } ?? 0
    }

    @Test func gridlinesTicksAndLabelsMoveByTheOffset() throws {
        let plain = try Self.probe("plain") { _ in
            AxisGridLine()
            AxisTick()
            AxisValueLabel()
        }
        let moved = try Self.probe("moved") { _ in
            AxisGridLine().offset(x: -10)
            AxisTick().offset(x: -10)
            AxisValueLabel().offset(x: -10, y: 6)
        }
        let before = Self.gridlines(plain), after = Self.gridlines(moved)
        try #require(before.count == 3, "gridlines \(before)")
        try #require(after.count == 3, "gridlines \(after)")
        // 10 pt left at 2× is 20 px, for every gridline.
        for (b, a) in zip(before, after) { #expect(abs((b - a) - 20) < 0.6, "\(b) → \(a)") }

        // Labels (below the blue bars): 20 px left and 12 px down, same size.
        let labelRect = (x: 0..<plain.width, y: (Self.barBottom(plain) + 2)..<plain.height)
        let plainLabels = plain.labelBoxes(in: labelRect, gap: 14), movedLabels = moved.labelBoxes(in: labelRect, gap: 14)   // "11 AM" is one box
        try #require(plainLabels.count == 3 && movedLabels.count == 3, "\(plainLabels) / \(movedLabels)")
        for (b, a) in zip(plainLabels, movedLabels) {
            #expect(b.minX - a.minX == 20 && a.minY - b.minY == 12, "\(b) → \(a)")
            #expect(b.maxX - b.minX == a.maxX - a.minX, "\(b) → \(a)")
        }
    }

    @Test func aSizeOffsetIsTheSameAsXAndY() throws {
        let xy = try Self.probe("xy") { _ in
            AxisGridLine().offset(x: 6, y: 0)
            AxisValueLabel().offset(x: 6, y: -2)
        }
        let size = try Self.probe("size") { _ in
            AxisGridLine().offset(CGSize(width: 6, height: 0))
            AxisValueLabel().offset(CGSize(width: 3, height: -1)).offset(CGSize(width: 3, height: -1))   // offsets add up
        }
        #expect(xy.image == size.image)
    }
}
