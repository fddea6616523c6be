import Foundation
import WidgetShotUI

// Scales of the non-positional encodings: foreground style by mapping, symbol, line style and
// symbol size (Swift Charts' `View` extensions; signatures from Apple's documentation:
// https://developer.apple.com/documentation/swiftui/view/chartlinestylescale(domain:range:),
// …/chartsymbolscale(domain:range:), …/chartsymbolsizescale(domain:range:type:),
// …/chartforegroundstylescale(mapping:)).
extension View {
    /// The style of each value, from a closure: `.chartForegroundStyleScale { (kind: Kind) in kind.color }`.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View {
        let scale = ForegroundStyleScale(domain: nil, styles: [:], range: nil, mapping: { datum in
            PlotDatumConversion.value(datum, as: D.self).map { AnyShapeStyle(mapping($0)) }
        })
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }
    /// The values in legend order and the style of each, from a closure.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain.Element: Plottable {
        let scale = ForegroundStyleScale(domain: domain.map { PlotDatum($0) }, styles: [:], range: nil, mapping: { datum in
            PlotDatumConversion.value(datum, as: Domain.Element.self).map { AnyShapeStyle(mapping($0)) }
        })
        return chartConfiguration { $0.foregroundStyleScale = scale }
    }

    /// The symbols values take, in order (`[.circle, .triangle]`).
    public func chartSymbolScale<Domain: ScaleDomain, S: ChartSymbolShape>(domain: Domain, range: [S]) -> some View {
        let values = Self.categoryValues(domain)
        let shapes = range.map { SymbolShapes.basis($0) }
        return chartConfiguration { $0.symbolDomain = values; $0.symbolRange = shapes }
    }
    /// The symbols values take, in the data's order.
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        let shapes = range.map { SymbolShapes.basis($0) }
        return chartConfiguration { $0.symbolRange = shapes }
    }
    /// The values in order (their symbols from the automatic order).
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let values = Self.categoryValues(domain)
        return chartConfiguration { $0.symbolDomain = values }
    }
    /// The symbol of each value, from a closure.
    public func chartSymbolScale<D: Plottable, S: ChartSymbolShape>(mapping: @escaping (D) -> S) -> some View {
        chartConfiguration { $0.symbolMapping = { d in PlotDatumConversion.value(d, as: D.self).map { SymbolShapes.basis(mapping($0)) } } }
    }
    /// The values in order and the symbol of each, from a closure.
    public func chartSymbolScale<Domain: Collection, S: ChartSymbolShape>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain.Element: Plottable {
        let values = domain.map { PlotDatum($0) }
        return chartConfiguration {
            $0.symbolDomain = values
            $0.symbolMapping = { d in PlotDatumConversion.value(d, as: Domain.Element.self).map { SymbolShapes.basis(mapping($0)) } }
        }
    }

    /// The line style of each value of `lineStyle(by:)`.
    public func chartLineStyleScale<D: Plottable>(_ mapping: KeyValuePairs<D, StrokeStyle>) -> some View {
        var scale = EncodingScale<StrokeStyle>()
        scale.domain = mapping.map { PlotDatum($0.key) }
        for (k, v) in mapping where scale.values[PlotDatum(k)] == nil { scale.values[PlotDatum(k)] = v }
        return chartConfiguration { [scale] in $0.lineStyleScale = scale }
    }
    /// The values in order and the line styles they take, in the same order.
    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain, range: [StrokeStyle]) -> some View {
        var scale = EncodingScale<StrokeStyle>()
        scale.domain = Self.categoryValues(domain); scale.range = range
        return chartConfiguration { [scale] in $0.lineStyleScale = scale }
    }
    /// The line styles values take, in the data's order.
    public func chartLineStyleScale(range: [StrokeStyle]) -> some View {
        var scale = EncodingScale<StrokeStyle>()
        scale.range = range
        return chartConfiguration { [scale] in $0.lineStyleScale = scale }
    }
    /// The values in order (their line styles from the automatic order).
    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        var scale = EncodingScale<StrokeStyle>()
        scale.domain = Self.categoryValues(domain)
        return chartConfiguration { [scale] in $0.lineStyleScale = scale }
    }
    /// The line style of each value, from a closure.
    public func chartLineStyleScale<D: Plottable>(mapping: @escaping (D) -> StrokeStyle) -> some View {
        var scale = EncodingScale<StrokeStyle>()
        scale.mapping = { d in PlotDatumConversion.value(d, as: D.self).map(mapping) }
        return chartConfiguration { [scale] in $0.lineStyleScale = scale }
    }
    /// The values in order and the line style of each, from a closure.
    public func chartLineStyleScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle) -> some View
    where Domain.Element: Plottable {
        var scale = EncodingScale<StrokeStyle>()
        scale.domain = domain.map { PlotDatum($0) }
        scale.mapping = { d in PlotDatumConversion.value(d, as: Domain.Element.self).map(mapping) }
        return chartConfiguration { [scale] in $0.lineStyleScale = scale }
    }

    /// The symbol area (pt²) of each value of `symbolSize(by:)`.
    public func chartSymbolSizeScale<D: Plottable>(_ mapping: KeyValuePairs<D, CGFloat>) -> some View {
        var scale = EncodingScale<CGFloat>()
        scale.domain = mapping.map { PlotDatum($0.key) }
        for (k, v) in mapping where scale.values[PlotDatum(k)] == nil { scale.values[PlotDatum(k)] = v }
        return chartConfiguration { [scale] in $0.symbolSizeScale = scale }
    }
    /// Numbers in `domain` map linearly to areas in `range` (pt²).
    public func chartSymbolSizeScale<Bound: Plottable>(domain: ClosedRange<Bound>, range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View {
        var scale = EncodingScale<CGFloat>()
        if let lo = PlotDatum(domain.lowerBound).numeric, let hi = PlotDatum(domain.upperBound).numeric {
            scale.interpolation = (lo...hi, Double(range.lowerBound)...Double(range.upperBound))
        }
        return chartConfiguration { [scale] in $0.symbolSizeScale = scale }
    }
    /// Categories in order and the areas (pt²) they take, in the same order.
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, range: [CGFloat], type: ScaleType? = nil) -> some View {
        var scale = EncodingScale<CGFloat>()
        scale.domain = Self.categoryValues(domain); scale.range = range
        return chartConfiguration { [scale] in $0.symbolSizeScale = scale }
    }
    /// The numbers of the data map linearly to areas in `range` (pt²).
    public func chartSymbolSizeScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.symbolSizeScale.interpolation = (.nan...(.nan), Double(range.lowerBound)...Double(range.upperBound)) }
    }
    /// The area (pt²) of each value, from a closure.
    public func chartSymbolSizeScale<D: Plottable>(mapping: @escaping (D) -> CGFloat) -> some View {
        var scale = EncodingScale<CGFloat>()
        scale.mapping = { d in PlotDatumConversion.value(d, as: D.self).map(mapping) }
        return chartConfiguration { [scale] in $0.symbolSizeScale = scale }
    }
    /// The values in order and the area (pt²) of each, from a closure.
    public func chartSymbolSizeScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> CGFloat) -> some View
    where Domain.Element: Plottable {
        var scale = EncodingScale<CGFloat>()
        scale.domain = domain.map { PlotDatum($0) }
        scale.mapping = { d in PlotDatumConversion.value(d, as: Domain.Element.self).map(mapping) }
        return chartConfiguration { [scale] in $0.symbolSizeScale = scale }
    }

    static func categoryValues<Domain: ScaleDomain>(_ domain: Domain) -> [PlotDatum]? {
        if case .values(let v) = ResolvedScaleDomain(domain) { return v }
        return nil
    }
}

/// Symbols given as any `ChartSymbolShape`.
enum SymbolShapes {
    /// A built-in symbol as itself; another shape (your own) is drawn as a circle.
    static func basis(_ shape: any ChartSymbolShape) -> BasisChartSymbolShape { shape as? BasisChartSymbolShape ?? .circle }
}
