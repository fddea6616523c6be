import Foundation
import WidgetShotUI

/// Chart content with a mark modifier applied to each of its marks (what the mark modifiers
/// return, as `some ChartContent`).
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout ChartMark) -> Void
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) {
        var inner: [ChartMark] = []
        ChartMarkCollector.collect(content, into: &inner)
        for var mark in inner {
            modify(&mark)
            marks.append(mark)
        }
    }
}

extension ChartContent {
    func modified(_ modify: @escaping (inout ChartMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }
}
