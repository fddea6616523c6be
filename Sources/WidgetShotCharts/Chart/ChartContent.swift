import Foundation
import WidgetShotUI

/// A type that represents the content of a chart — Swift Charts' `ChartContent`: marks, `Plot`,
/// `ForEach` and your own types whose `body` is chart content.
/// https://developer.apple.com/documentation/charts/chartcontent
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {
    /// `Never` has no content (primitive content's `Body`).
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError("Never has no chart content") }
}

/// Content that produces marks itself (marks, containers, modifiers) rather than through `body`.
protocol PrimitiveChartContent {
    /// Appends this content's marks, in drawing order.
    func collectMarks(into marks: inout [ChartMark])
}

/// Collects the marks of chart content in drawing order.
enum ChartMarkCollector {
    static func marks<C: ChartContent>(of content: C) -> [ChartMark] {
        var marks: [ChartMark] = []
        collect(content, into: &marks)
        return marks
    }

    static func collect<C: ChartContent>(_ content: C, into marks: inout [ChartMark]) {
        if let primitive = content as? any PrimitiveChartContent {
            primitive.collectMarks(into: &marks)
        } else if C.Body.self != Never.self {
            collect(content.body, into: &marks)
        }
    }
}

extension PrimitiveChartContent {
    func neverBody() -> Never { fatalError("\(Self.self) is primitive chart content") }
}
