import Foundation
import WidgetShotUI

/// Builds the marks drawn for each axis value — Swift Charts' `AxisMarkBuilder`.
/// https://developer.apple.com/documentation/charts/axismarkbuilder
@resultBuilder
public enum AxisMarkBuilder {
    /// One mark.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> M { mark }
    /// No mark.
    public static func buildBlock() -> AxisMarkGroup { AxisMarkGroup(components: []) }
    /// One mark.
    public static func buildBlock<M: AxisMark>(_ mark: M) -> M { mark }
    /// Several marks.
    public static func buildBlock<each M: AxisMark>(_ marks: repeat each M) -> AxisMarkGroup {
        var components: [AxisMarkComponent] = []
        repeat components += AxisMarkGroup.components(of: each marks)
        return AxisMarkGroup(components: components)
    }
    /// The marks of an `if` without `else`.
    public static func buildOptional<M: AxisMark>(_ mark: M?) -> AxisMarkGroup {
        AxisMarkGroup(components: mark.map { AxisMarkGroup.components(of: $0) } ?? [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<M: AxisMark>(first: M) -> AxisMarkGroup { AxisMarkGroup(components: AxisMarkGroup.components(of: first)) }
    /// The second branch of an `if`/`else`.
    public static func buildEither<M: AxisMark>(second: M) -> AxisMarkGroup { AxisMarkGroup(components: AxisMarkGroup.components(of: second)) }
    /// An `if #available`.
    public static func buildLimitedAvailability<M: AxisMark>(_ mark: M) -> AxisMarkGroup { AxisMarkGroup(components: AxisMarkGroup.components(of: mark)) }
}

/// Several axis marks drawn for one value.
public struct AxisMarkGroup: AxisMark, AxisMarkComponents {
    let components: [AxisMarkComponent]
    static func components(of mark: any AxisMark) -> [AxisMarkComponent] { (mark as? any AxisMarkComponents)?.components ?? [] }
}

// Modifiers of axis marks (Swift Charts' `AxisMark` instance methods).
extension AxisMark {
    /// The colour or style of the gridline, tick or label.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let erased = AnyShapeStyle(style)
        return AxisMarkGroup(components: AxisMarkGroup.components(of: self).map { component in
            switch component {
            case .gridLine(let c, let s, _): return .gridLine(centered: c, stroke: s, style: erased)
            case .tick(let c, let l, let s, _): return .tick(centered: c, length: l, stroke: s, style: erased)
            case .label(var spec): spec.style = erased; return .label(spec)
            }
        })
    }
    /// The labels' font.
    public func font(_ font: Font?) -> some AxisMark {
        AxisMarkGroup(components: AxisMarkGroup.components(of: self).map { component in
            if case .label(var spec) = component { spec.font = font; return .label(spec) }
            return component
        })
    }
}
