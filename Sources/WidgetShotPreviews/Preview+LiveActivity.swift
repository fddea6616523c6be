import WidgetShotActivityKit
import WidgetShotKit
import WidgetShotUI

extension Preview {
    /// A Live Activity in one presentation, with each content state in turn —
    /// `#Preview(_:as:using:widget:contentStates:)` (WidgetKit, iOS 17).
    ///
    /// ```swift
    /// #Preview("Island", as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) {
    ///     DeliveryLiveActivity()
    /// } contentStates: {
    ///     DeliveryAttributes.ContentState.packed
    ///     DeliveryAttributes.ContentState.onTheWay
    /// }
    /// ```
    public init<Attributes: ActivityAttributes, W: Widget>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> W,
        @ContentStatesBuilder<Attributes> contentStates: @escaping () async -> [Attributes.ContentState]
    ) {
        let definition = widget().body.definition
        self.init(name: name, traits: PreviewTraits(), content: .liveActivity(definition, attributes: attributes, presentation: LiveActivityPresentation(viewKind), states: {
            guard let states = BlockingWait.run(timeout: 10, contentStates) else {
                throw WidgetError.providerTimedOut(kind: definition.kind, call: "#Preview contentStates", seconds: 10)
            }
            return states
        }))
    }

    /// A Live Activity with full `ActivityContent`s (state, stale date, relevance) —
    /// `#Preview(_:as:using:widget:contents:)`.
    public init<Attributes: ActivityAttributes, W: Widget>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> W,
        @ActivityContentsBuilder<Attributes> contents: @escaping () async -> [ActivityContent<Attributes.ContentState>]
    ) {
        let states: () async -> [Attributes.ContentState] = { await contents().map(\.state) }
        self.init(name, as: viewKind, using: attributes, widget: widget, contentStates: states)
    }
}

/// Builds a Live Activity preview's content states — WidgetKit's `ContentStatesBuilder`.
@resultBuilder
public enum ContentStatesBuilder<Attributes: ActivityAttributes> {
    public static func buildExpression(_ state: Attributes.ContentState) -> [Attributes.ContentState] { [state] }
    public static func buildBlock(_ parts: [Attributes.ContentState]...) -> [Attributes.ContentState] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Attributes.ContentState]]) -> [Attributes.ContentState] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Attributes.ContentState]?) -> [Attributes.ContentState] { part ?? [] }
    public static func buildEither(first: [Attributes.ContentState]) -> [Attributes.ContentState] { first }
    public static func buildEither(second: [Attributes.ContentState]) -> [Attributes.ContentState] { second }
}

/// Builds a Live Activity preview's contents — WidgetKit's `ActivityContentsBuilder`.
@resultBuilder
public enum ActivityContentsBuilder<Attributes: ActivityAttributes> {
    public static func buildExpression(_ content: ActivityContent<Attributes.ContentState>) -> [ActivityContent<Attributes.ContentState>] { [content] }
    public static func buildBlock(_ parts: [ActivityContent<Attributes.ContentState>]...) -> [ActivityContent<Attributes.ContentState>] {
        parts.flatMap { $0 }
    }
    public static func buildArray(_ parts: [[ActivityContent<Attributes.ContentState>]]) -> [ActivityContent<Attributes.ContentState>] {
        parts.flatMap { $0 }
    }
}
