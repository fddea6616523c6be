import Foundation
import WidgetShotUI

/// A function a `LinePlot` or `AreaPlot` graphs, sampled once the chart knows its x domain.
struct ChartFunction {
    enum Kind {
        /// y = f(x).
        case line((Double) -> Double)
        /// (yStart, yEnd) = f(x).
        case area((Double) -> (yStart: Double, yEnd: Double))
        /// (x, y) = f(t) over a finite t domain.
        case parametric((Double) -> (x: Double, y: Double))
    }
    var kind: Kind
    /// x's (or t's) domain; nil: the chart's x scale domain (Apple: "If set to `nil`, the domain
    /// of the chart's x scale will be used", LinePlot.init(x:y:domain:function:)).
    var domain: ClosedRange<Double>?
    var xLabel: String
    var yLabel: String
}

extension LinePlot where Content == FunctionLinePlotContent {
    /// The graph of y = `function`(x) over `domain` (nil: the chart's x domain). Return
    /// `Double.nan` where the function is undefined: the line breaks there.
    /// https://developer.apple.com/documentation/charts/lineplot/init(x:y:domain:function:)-6gv5v
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double) {
        storage = .function(FunctionSampler.mark(.line, ChartFunction(kind: .line(function), domain: domain, xLabel: String(x), yLabel: String(y))))
    }
    /// The graph of y = `function`(x), labelled with localized keys.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        storage = .function(FunctionSampler.mark(.line, ChartFunction(kind: .line(function), domain: domain, xLabel: "", yLabel: "")))
    }
    /// The graph of y = `function`(x), labelled with texts.
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        storage = .function(FunctionSampler.mark(.line, ChartFunction(kind: .line(function), domain: domain, xLabel: "", yLabel: "")))
    }
    /// The parametric curve (x, y) = `function`(t) for t in `domain` (finite).
    /// https://developer.apple.com/documentation/charts/lineplot/init(x:y:t:domain:function:)-3mqls
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, y: S2, t: S3, domain: ClosedRange<Double>,
                                                                            function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        storage = .function(FunctionSampler.mark(.line, ChartFunction(kind: .parametric(function), domain: domain, xLabel: String(x), yLabel: String(y))))
    }
    /// The parametric curve (x, y) = `function`(t), labelled with texts.
    public init(x: Text, y: Text, t: Text, domain: ClosedRange<Double>, function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        storage = .function(FunctionSampler.mark(.line, ChartFunction(kind: .parametric(function), domain: domain, xLabel: "", yLabel: "")))
    }
}

extension AreaPlot where Content == FunctionAreaPlotContent {
    /// The area between zero and y = `function`(x) over `domain` (nil: the chart's x domain).
    /// https://developer.apple.com/documentation/charts/areaplot/init(x:y:domain:function:)-etud
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double) {
        let f = ChartFunction(kind: .area({ (yStart: 0, yEnd: function($0)) }), domain: domain, xLabel: String(x), yLabel: String(y))
        storage = .function(FunctionSampler.mark(.area, f))
    }
    /// The area between zero and y = `function`(x), labelled with localized keys.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        storage = .function(FunctionSampler.mark(.area, ChartFunction(kind: .area({ (yStart: 0, yEnd: function($0)) }), domain: domain, xLabel: "", yLabel: "")))
    }
    /// The area between two functions (yStart, yEnd) = `function`(x).
    /// https://developer.apple.com/documentation/charts/areaplot/init(x:ystart:yend:domain:function:)-23gxe
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
                                                                            function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        storage = .function(FunctionSampler.mark(.area, ChartFunction(kind: .area(function), domain: domain, xLabel: String(x), yLabel: String(yEnd))))
    }
    /// The area between two functions, labelled with texts.
    public init(x: Text, yStart: Text, yEnd: Text, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        storage = .function(FunctionSampler.mark(.area, ChartFunction(kind: .area(function), domain: domain, xLabel: "", yLabel: "")))
    }
}

/// Turns function plots into line and area marks once the x domain is known.
///
/// Apple documents the domain (the plot's own, else the chart's x scale domain) and that NaN
/// marks where a function is undefined, not how densely it samples. WidgetShot samples once
/// per point of the chart's width (`samples`), the resolution of the render, and breaks the
/// line or area at NaN and infinite values.
enum FunctionSampler {
    static func mark(_ kind: ChartMark.Kind, _ function: ChartFunction) -> ChartMark {
        var m = ChartMark(kind: kind)
        m.function = function
        if kind == .area { m.stacking = .unstacked }
        return m
    }

    /// The marks with each function mark replaced by its samples over `xDomain` (nil: a
    /// function without its own domain draws nothing, as there is no x scale to take it from).
    static func expand(_ marks: [ChartMark], xDomain: ClosedRange<Double>?, samples: Int) -> [ChartMark] {
        var result: [ChartMark] = []
        var functionIndex = 0
        for m in marks {
            guard let f = m.function else { result.append(m); continue }
            functionIndex += 1
            guard let domain = f.domain ?? xDomain, domain.lowerBound.isFinite, domain.upperBound.isFinite else { continue }
            let n = max(2, samples)
            var run = 0, broken = true
            for i in 0...n {
                let t = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / Double(n)
                var sample = m
                sample.function = nil
                switch f.kind {
                case .line(let fn):
                    let y = fn(t)
                    guard y.isFinite else { broken = true; continue }
                    sample.x = PlotValue(datum: .number(t), label: f.xLabel); sample.y = PlotValue(datum: .number(y), label: f.yLabel)
                case .parametric(let fn):
                    let p = fn(t)
                    guard p.x.isFinite, p.y.isFinite else { broken = true; continue }
                    sample.x = PlotValue(datum: .number(p.x), label: f.xLabel); sample.y = PlotValue(datum: .number(p.y), label: f.yLabel)
                case .area(let fn):
                    let r = fn(t)
                    guard r.yStart.isFinite, r.yEnd.isFinite else { broken = true; continue }
                    sample.x = PlotValue(datum: .number(t), label: f.xLabel)
                    sample.yStart = PlotValue(datum: .number(r.yStart), label: f.yLabel)
                    sample.yEnd = PlotValue(datum: .number(r.yEnd), label: f.yLabel)
                }
                if broken { run += 1; broken = false }
                // Each unbroken run is its own series (within the plot's own series, if any).
                let base = m.series?.datum.label ?? m.styleBy?.datum.label ?? ""
                sample.series = PlotValue(datum: .category("\u{1}function \(functionIndex) \(base) run \(run)"), label: "")
                result.append(sample)
            }
        }
        return result
    }
}
