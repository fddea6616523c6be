import Foundation
import Testing
import WidgetShot

/// `AxisMark.offset(x:y:)` and `offset(_:)` (Penn Mobile's gym chart moves its x gridlines, ticks
/// and labels 10 pt left, the labels 6 pt down, to sit under bars it also moved 10 pt left):
/// each gridline, tick and label is drawn that far from where it would be, nothing else moves.
/// https://developer.apple.com/documentation/charts/axismark/offset(x:y:)
@Suite struct ChartsFifteenAxisMarkOffsetTests {
    static let seven = Date(timeIntervalSince1970: 1_799_971_200 + 7 * 3600)   // 2027-01-15 07:00 UTC
    static let hours = (0..<4).map { seven.addingTimeInterval(Double($0) * 3 * 3600) }

    /// A chart of hourly values whose x axis draws `marks` at 7, 10, 13 and 16 h, on white, 2×.
    static func probe<M: AxisMark>(@AxisMarkBuilder _ marks: @escaping (AxisValue) -> M) throws -> ReferenceProbe {
        let points = (0..<10).map { (date: seven.addingTimeInterval(Double($0) * 3600), value: Double($0 % 4 + 1)) }
        let chart = Chart(points, id: \.date) { BarMark(x: .value("Hour", $0.date, unit: .hour), y: .value("Value", $0.value)) }
            .chartYAxis(.hidden)
            .chartXAxis { AxisMarks(values: hours, content: marks) }
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        return try ReferenceRender.render(chart, width: 300, height: 150, scale: 2)
    }

    /// The gridlines' centres (pixels) over the plot's upper part (bars are blue, not neutral).
    static func gridlines(_ p: ReferenceProbe) -> [Double] {
        p.verticalHairlines(columns: 0..<p.width, rows: 10..<60, fraction: 0.5).map(\.centre)
    }

    @Test func gridlinesTicksAndLabelsMoveByTheOffset() throws {
        let plain = try Self.probe { _ in
            AxisGridLine()
            AxisTick()
            AxisValueLabel()
        }
        let moved = try Self.probe { _ in
            AxisGridLine().offset(x: -10)
            AxisTick().offset(x: -10)
            AxisValueLabel().offset(x: -10, y: 6)
        }
        let before = Self.gridlines(plain), after = Self.gridlines(moved)
        try #require(before.count == 4, "gridlines \(before)")
        try #require(after.count == 4, "gridlines \(after)")
        // 10 pt left at 2× is 20 px, for every gridline.
        for (b, a) in zip(before, after) { #expect(abs((b - a) - 20) < 0.6, "\(b) → \(a)") }

        // Labels: 20 px left and 12 px down, same size.
        let labelRect = (x: 0..<plain.width, y: 250..<plain.height)
        let plainLabels = plain.labelBoxes(in: labelRect), movedLabels = moved.labelBoxes(in: labelRect)
        try #require(plainLabels.count == 4 && movedLabels.count == 4, "\(plainLabels) / \(movedLabels)")
        for (b, a) in zip(plainLabels, movedLabels) {
            #expect(b.minX - a.minX == 20 && a.minY - b.minY == 12, "\(b) → \(a)")
            #expect(b.maxX - b.minX == a.maxX - a.minX, "\(b) → \(a)")
        }
    }

    @Test func aSizeOffsetIsTheSameAsXAndY() throws {
        let xy = try Self.probe { _ in
            AxisGridLine().offset(x: 6, y: 0)
            AxisValueLabel().offset(x: 6, y: -2)
        }
        let size = try Self.probe { _ in
            AxisGridLine().offset(CGSize(width: 6, height: 0))
            AxisValueLabel().offset(CGSize(width: 3, height: -1)).offset(CGSize(width: 3, height: -1))   // offsets add up
        }
        #expect(xy.image == size.image)
    }
}
