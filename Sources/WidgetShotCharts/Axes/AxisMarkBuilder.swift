import Foundation
import WidgetShotUI

/// Builds the marks drawn for each axis value — Swift Charts' `AxisMarkBuilder`.
/// https://developer.apple.com/documentation/charts/axismarkbuilder
@resultBuilder
public enum AxisMarkBuilder {
    /// One mark, as a group (every block is an ``AxisMarkGroup``, so `if let` and `if`/`else`
    /// inside `AxisMarks { value in … }` need no generic inference).
    public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkGroup { AxisMarkGroup(components: AxisMarkGroup.components(of: mark)) }
    /// The marks of a block, in order.
    public static func buildBlock(_ marks: AxisMarkGroup...) -> AxisMarkGroup { AxisMarkGroup(components: marks.flatMap(\.components)) }
    /// The marks of an `if` without `else` (none when false).
    public static func buildOptional(_ marks: AxisMarkGroup?) -> AxisMarkGroup { marks ?? AxisMarkGroup(components: []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: AxisMarkGroup) -> AxisMarkGroup { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: AxisMarkGroup) -> AxisMarkGroup { second }
    /// An `if #available`.
    public static func buildLimitedAvailability(_ marks: AxisMarkGroup) -> AxisMarkGroup { marks }
    /// The marks of a `for` loop.
    public static func buildArray(_ marks: [AxisMarkGroup]) -> AxisMarkGroup { AxisMarkGroup(components: marks.flatMap(\.components)) }
}

/// Several axis marks drawn for one value.
public struct AxisMarkGroup: AxisMark, AxisMarkComponents {
    let components: [AxisMarkComponent]
    static func components(of mark: any AxisMark) -> [AxisMarkComponent] { (mark as? any AxisMarkComponents)?.components ?? [] }
}
