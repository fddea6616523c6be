import Foundation

/// Builds chart content from closures — Swift Charts' `ChartContentBuilder`.
/// https://developer.apple.com/documentation/charts/chartcontentbuilder
@resultBuilder
public enum ChartContentBuilder {
    /// One piece of content.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// No content.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    /// One piece of content.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    /// Several pieces of content, drawn in order.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<(repeat each C)> {
        var parts: [any ChartContent] = []
        repeat parts.append(each content)
        return TupleChartContent(value: (repeat each content), parts: parts)
    }
    /// Content of an `if` without `else`.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> { .init(storage: .first(first)) }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> { .init(storage: .second(second)) }
    /// Content of an `if #available`.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent { AnyChartContent(content) }
    /// Content of a `for` loop.
    public static func buildArray<C: ChartContent>(_ content: [C]) -> ArrayChartContent<C> { ArrayChartContent(parts: content) }
}

/// No chart content.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    /// Empty content.
    public init() {}
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) {}
}

/// Several pieces of chart content — Swift Charts' `TupleChartContent`.
public struct TupleChartContent<T>: ChartContent, PrimitiveChartContent {
    /// The pieces, as a tuple.
    public var value: T
    let parts: [any ChartContent]
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) {
        for part in parts { ChartMarkCollector.collect(part, into: &marks) }
    }
}

/// The content of one branch of an `if`/`else` or `switch` in a chart content builder.
public struct _ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage { case first(T), second(F) }
    let storage: Storage
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) {
        switch storage {
        case .first(let t): ChartMarkCollector.collect(t, into: &marks)
        case .second(let f): ChartMarkCollector.collect(f, into: &marks)
        }
    }
}

/// The pieces of a `for` loop in a chart content builder.
public struct ArrayChartContent<C: ChartContent>: ChartContent, PrimitiveChartContent {
    let parts: [C]
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) {
        for part in parts { ChartMarkCollector.collect(part, into: &marks) }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Primitive content.
    public var body: Never { fatalError("Optional is primitive chart content") }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    func collectMarks(into marks: inout [ChartMark]) {
        if let wrapped = self { ChartMarkCollector.collect(wrapped, into: &marks) }
    }
}

/// Type-erased chart content — Swift Charts' `AnyChartContent`.
public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    let content: any ChartContent
    /// Erases the type of `content`.
    public init<C: ChartContent>(_ content: C) { self.content = content }
    /// Primitive content.
    public var body: Never { neverBody() }
    func collectMarks(into marks: inout [ChartMark]) { ChartMarkCollector.collect(content, into: &marks) }
}
