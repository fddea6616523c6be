import Foundation

/// The Dynamic Type sizes a subtree may use, set by `dynamicTypeSize(_:)` with a range.
struct DynamicTypeSizeLimit: Hashable {
    var lower = DynamicTypeSize.xSmall
    var upper = DynamicTypeSize.accessibility5

    /// The limit of `self` (outer) and an inner range: "If the Dynamic Type size is limited to
    /// multiple ranges, the result is their intersection"
    /// (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0).
    /// Apple is silent on ranges that do not overlap; WidgetShot then keeps the smaller upper
    /// bound as the only size (a guess, like UIKit, where "only the maximum value applies" to an
    /// invalid minimum/maximum pair).
    func intersected(_ other: DynamicTypeSizeLimit) -> DynamicTypeSizeLimit {
        let upper = min(self.upper, other.upper)
        return DynamicTypeSizeLimit(lower: min(max(lower, other.lower), upper), upper: upper)
    }

    /// `size` moved into the limit.
    func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize { min(max(size, lower), upper) }
}

private struct DynamicTypeSizeLimitKey: EnvironmentKey { static let defaultValue = DynamicTypeSizeLimit() }

extension EnvironmentValues {
    /// The range `dynamicTypeSize(_:)` limited this subtree to (all sizes by default); the
    /// `dynamicTypeSize` getter clamps the stored size into it.
    var dynamicTypeSizeLimit: DynamicTypeSizeLimit {
        get { self[DynamicTypeSizeLimitKey.self] }
        set { self[DynamicTypeSizeLimitKey.self] = newValue }
    }

    /// The Dynamic Type size of the view whose `body` is being evaluated (for `@ScaledMetric` and
    /// UIKit's `UIFontMetrics`, which read it outside of a view's environment).
    package static var evaluatingDynamicTypeSize: DynamicTypeSize { current.dynamicTypeSize }
}

extension View {
    /// Limits the Dynamic Type size within the view to the given range — SwiftUI's
    /// `dynamicTypeSize(_:)` (`func dynamicTypeSize<T>(_ range: T) -> some View where T :
    /// RangeExpression, T.Bound == DynamicTypeSize`,
    /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0).
    ///
    /// Any range form works (`...DynamicTypeSize.large`, `.small...`, `.small ... .xxLarge`,
    /// `.small ..< .xLarge`). Limits nest as their intersection, and a size set inside with
    /// `dynamicTypeSize(_:)` is still clamped by an outer limit, as in SwiftUI:
    ///
    /// ```swift
    /// ContentView()                          // Dynamic Type size will be .large
    ///     .dynamicTypeSize(...DynamicTypeSize.large)
    ///     .dynamicTypeSize(.xLarge)
    /// ```
    ///
    /// An empty range (`.large ..< .large`) leaves the size unchanged (Apple is silent).
    public func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return modifier(EnvironmentWritingModifier { env in
            guard let lower = allowed.first, let upper = allowed.last else { return }
            env.dynamicTypeSizeLimit = env.dynamicTypeSizeLimit.intersected(DynamicTypeSizeLimit(lower: lower, upper: upper))
        })
    }
}
