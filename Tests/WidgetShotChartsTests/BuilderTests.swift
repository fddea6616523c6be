import Foundation
import Testing
@testable import WidgetShotCharts
import WidgetShotUI

/// Chart and axis builders accept what widget code writes: `if`, `if let`, `if`/`else`, `for`,
/// several marks per element.
struct BuilderTests {
    @Test func chartContentWithConditionsAndLoops() {
        let goal: Int? = 8000
        let content = Plot {
            ForEach(DaySteps.week) { day in
                BarMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                if day.steps > 9000 {
                    PointMark(x: .value("Day", day.day), y: .value("Steps", day.steps))
                } else {
                    RuleMark(x: .value("Day", day.day))
                }
            }
            if let goal {
                RuleMark(y: .value("Goal", goal))
            }
            for value in [1, 2] {
                LineMark(x: .value("x", value), y: .value("y", value))
            }
        }
        let marks = ChartMarkCollector.marks(of: content)
        #expect(marks.count == 7 + 7 + 1 + 2)
        #expect(marks.filter { $0.kind == .point }.count == 2)
    }

    @Test func axisMarksWithOptionalContent() {
        let axis = AxisContentGroup.parts(of: AxisMarks(values: .automatic(desiredCount: 3)) { value in
            if let seconds = value.as(Double.self) {
                AxisGridLine()
                AxisValueLabel("\(Int(seconds / 3600))h")
            }
        })
        let components = axis[0].content?(AxisValue(datum: .number(7200), index: 0, count: 1)) ?? []
        #expect(components.count == 2)
        let none = axis[0].content?(AxisValue(datum: .category("x"), index: 0, count: 1)) ?? []
        #expect(none.isEmpty)
    }

    @Test func axisMarksWithEitherBranch() {
        let axis = AxisContentGroup.parts(of: AxisMarks { value in
            if value.index == 0 {
                AxisValueLabel()
            } else {
                AxisGridLine()
                AxisTick()
            }
        })
        #expect(axis[0].content?(AxisValue(datum: .number(1), index: 0, count: 2)).count == 1)
        #expect(axis[0].content?(AxisValue(datum: .number(1), index: 1, count: 2)).count == 2)
    }
}
