import Foundation
@_spi(WidgetShotCharts) import WidgetShotUI

// `ForEach` inside a chart: one piece of content per element, as in Swift Charts.
// https://developer.apple.com/documentation/swiftui/foreach (conforms to ChartContent when Content does)
extension ForEach: ChartContent where Content: ChartContent {
    /// Primitive content.
    public var body: Never { fatalError("ForEach is primitive chart content") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collectMarks(into marks: inout [ChartMark]) {
        for element in data { ChartMarkCollector.collect(content(element), into: &marks) }
    }
}

extension ForEach where Content: ChartContent {
    /// Chart content for each element of `data`, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, elementID: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content for each element of identifiable data.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, elementID: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Chart content for each integer of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, elementID: { $0 }, content: content)
    }
}

/// Groups chart content — Swift Charts' `Plot`.
/// https://developer.apple.com/documentation/charts/plot
public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    /// Content grouped so modifiers apply to all of it.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { ChartMarkCollector.collect(content, into: &marks) }
}
