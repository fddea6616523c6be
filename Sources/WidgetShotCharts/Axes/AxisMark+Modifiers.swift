import Foundation
import WidgetShotUI

// Modifiers of axis marks (Swift Charts' `AxisMark` instance methods).
// https://developer.apple.com/documentation/charts/axismark
extension AxisMark {
    /// The colour or style of the gridline, tick or label.
    /// https://developer.apple.com/documentation/charts/axismark/foregroundstyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let erased = AnyShapeStyle(style)
        return mapComponents { component in
            switch component {
            case .gridLine(let c, let s, _, let o): return .gridLine(centered: c, stroke: s, style: erased, offset: o)
            case .tick(let c, let l, let s, _, let o): return .tick(centered: c, length: l, stroke: s, style: erased, offset: o)
            case .label(var spec): spec.style = erased; return .label(spec)
            }
        }
    }
    /// The labels' font.
    /// https://developer.apple.com/documentation/charts/axismark/font(_:)
    public func font(_ font: Font?) -> some AxisMark {
        mapComponents { component in
            if case .label(var spec) = component { spec.font = font; return .label(spec) }
            return component
        }
    }
    /// Moves the gridline, tick or label by `x` and `y` points (screen coordinates: y grows
    /// downward), as `View.offset(x:y:)` moves a view: the axis keeps the space it had.
    /// https://developer.apple.com/documentation/charts/axismark/offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        offset(CGSize(width: x, height: y))
    }
    /// Moves the gridline, tick or label by a size's width and height.
    /// https://developer.apple.com/documentation/charts/axismark/offset(_:)
    public func offset(_ offset: CGSize) -> some AxisMark {
        mapComponents { component in
            func moved(_ o: CGSize) -> CGSize { CGSize(width: o.width + offset.width, height: o.height + offset.height) }
            switch component {
            case .gridLine(let c, let s, let st, let o): return .gridLine(centered: c, stroke: s, style: st, offset: moved(o))
            case .tick(let c, let l, let s, let st, let o): return .tick(centered: c, length: l, stroke: s, style: st, offset: moved(o))
            case .label(var spec): spec.offset = moved(spec.offset); return .label(spec)
            }
        }
    }

    /// This mark's components, each changed by `transform`.
    func mapComponents(_ transform: (AxisMarkComponent) -> AxisMarkComponent) -> AxisMarkGroup {
        AxisMarkGroup(components: AxisMarkGroup.components(of: self).map(transform))
    }
}
